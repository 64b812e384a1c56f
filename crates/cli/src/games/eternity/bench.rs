//! `bench eternity`: the three methods on the same generated puzzles (known hardest colour
//! counts), medians over seeds, and a long max-score run on a 16 x 16 board.

use clap::{Args, ValueEnum};
use eternity::{solve, Method, Options, Outcome, Puzzle, Recipe};

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

struct Row {
    side: usize,
    method: String,
    seconds: Vec<f64>,
    solved: usize,
    nodes: u64,
}

fn run_one(puzzle: &Puzzle, method: Method, options: Options) -> anyhow::Result<Outcome> {
    let out = solve(puzzle, method, options)?;
    if let Some(s) = out.score {
        anyhow::ensure!(
            options.max_score || s.is_solved(),
            "{method:?} returned a board that is not a solution"
        );
    }
    Ok(out)
}

/// Runs the benchmark and prints one table.
pub fn run(flags: &BenchFlags) -> anyhow::Result<()> {
    let mut rows: Vec<Row> = Vec::new();
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
            let (name, method) = (
                flag.to_possible_value()
                    .expect("named")
                    .get_name()
                    .to_string(),
                Method::from(flag),
            );
            let seeds = if method == Method::MilpSeed {
                flags.seed_milp
            } else {
                flags.seeds
            };
            let mut row = Row {
                side,
                method: name.clone(),
                seconds: Vec::new(),
                solved: 0,
                nodes: 0,
            };
            for seed in 1..=seeds {
                let (puzzle, _) = Recipe::hardest(side, side, seed).generate()?;
                let out = run_one(&puzzle, method, options)?;
                row.seconds.push(out.seconds);
                row.solved += usize::from(out.solved());
                row.nodes += if method == Method::Backtrack {
                    out.work
                } else {
                    0
                };
                emit(&format!(
                    "  {side}x{side} seed {seed} {name}: solved {} in {:.3} s\n",
                    out.solved(),
                    out.seconds
                ))?;
            }
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

fn table(rows: &[Row]) -> String {
    let mut out = String::from(
        "\n| board (colours) | method | seeds | solved | median s | max s | nodes/s |\n|---|---|---|---|---|---|---|\n",
    );
    for r in rows {
        let mut s = r.seconds.clone();
        s.sort_by(f64::total_cmp);
        let total: f64 = s.iter().sum();
        let hard = Recipe::hardest(r.side, r.side, 0);
        let rate = if r.nodes > 0 {
            format!("{:.1} M", r.nodes as f64 / total / 1e6)
        } else {
            "-".into()
        };
        out += &format!(
            "| {0}x{0} ({1}+{2}) | {3} | {4} | {5} | {6:.3} | {7:.3} | {rate} |\n",
            r.side,
            hard.frame,
            hard.inner,
            r.method,
            s.len(),
            r.solved,
            s[s.len() / 2],
            s[s.len() - 1]
        );
    }
    out
}

fn max_score(seconds: f64) -> anyhow::Result<()> {
    let (puzzle, _) = Recipe::hardest(16, 16, 1).generate()?;
    let options = Options {
        time_limit: Some(seconds),
        max_score: true,
    };
    let out = run_one(&puzzle, Method::Backtrack, options)?;
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
