//! `bench eternity`: the three methods on the same generated puzzles (known hardest colour
//! counts), medians over seeds, and a long max-score run on a 16 x 16 board.

use clap::{Args, ValueEnum};
use eternity::bench::{max_score_run, time_method, MethodTiming};
use eternity::{Method, Options, Recipe};

use super::MethodFlag;
use crate::emit;

/// Flags of `dresher bench eternity`.
#[derive(Args)]
pub struct BenchFlags {
    /// Seeds per board size (medians are over these).
    #[arg(long, default_value_t = 10)]
    seeds: u64,
    /// Time limit of each solve, seconds.
    #[arg(long, default_value_t = 120.0)]
    time_limit: f64,
    /// Largest board side timed by backtracking (6 = only the 6 x 6 boards).
    #[arg(long, default_value_t = 8)]
    max_side: usize,
    /// Methods to time (the MILPs only on 6 x 6 boards).
    #[arg(long, value_enum, value_delimiter = ',', default_values_t = [MethodFlag::Backtrack, MethodFlag::Milp, MethodFlag::MilpSeed])]
    methods: Vec<MethodFlag>,
    /// Seeds of the 6 x 6 boards also given to the seed's MILP (slow; 0 skips it).
    #[arg(long, default_value_t = 2)]
    seed_milp: u64,
    /// Seconds of the 16 x 16 max-score run (0 skips it).
    #[arg(long, default_value_t = 600.0)]
    max_score_seconds: f64,
}

/// Runs the benchmark and prints one table.
pub fn run(flags: &BenchFlags) -> anyhow::Result<()> {
    let mut rows: Vec<MethodTiming> = Vec::new();
    let options = Options {
        time_limit: Some(flags.time_limit),
        max_score: false,
    };
    for side in 6..=flags.max_side.max(6) {
        let methods = flags
            .methods
            .iter()
            .filter(|&&m| side == 6 || m == MethodFlag::Backtrack);
        for &flag in methods {
            let name = flag
                .to_possible_value()
                .expect("named")
                .get_name()
                .to_string();
            let method = Method::from(flag);
            let seeds = match method {
                Method::MilpSeed => flags.seed_milp,
                _ => flags.seeds,
            };
            let row = time_method(side, method, seeds, options, |seed, out| {
                let _ = emit(&format!(
                    "  {side}x{side} seed {seed} {name}: solved {} in {:.3} s\n",
                    out.solved(),
                    out.seconds
                ));
            })?;
            if !row.seconds.is_empty() {
                rows.push(row);
            }
        }
    }
    emit(&table(&rows))?;
    if flags.max_score_seconds > 0.0 {
        max_score(flags.max_score_seconds)?;
    }
    Ok(())
}

fn table(rows: &[MethodTiming]) -> String {
    let mut out = String::from(
        "\n| board (colours) | method | seeds | solved | median s | max s | nodes/s |\n|---|---|---|---|---|---|---|\n",
    );
    for r in rows {
        let hard = Recipe::hardest(r.side, r.side, 0);
        let rate = r
            .nodes_per_second()
            .map_or("-".into(), |x| format!("{:.1} M", x / 1e6));
        let (median, max) = r.median_max();
        let name = MethodFlag::from(r.method)
            .to_possible_value()
            .expect("named")
            .get_name()
            .to_string();
        out += &format!(
            "| {0}x{0} ({1}+{2}) | {name} | {3} | {4} | {median:.3} | {max:.3} | {rate} |\n",
            r.side,
            hard.frame,
            hard.inner,
            r.seconds.len(),
            r.solved,
        );
    }
    out
}

fn max_score(seconds: f64) -> anyhow::Result<()> {
    let (puzzle, out) = max_score_run(seconds)?;
    let s = out.score.expect("max-score mode returns a board");
    emit(&format!(
        "\n16x16 (5+17) max-score, backtrack, {seconds} s: {} of {} seams matched ({} mismatches), {} nodes ({:.1} M/s)\n",
        s.matched_seams,
        puzzle.inner_seams(),
        s.mismatches(),
        out.work,
        out.work as f64 / out.seconds / 1e6
    ))
}
