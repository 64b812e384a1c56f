//! `bench eternity`: the methods on the same generated puzzles (known hardest colour
//! counts), medians over seeds; the search's cell orders, SAT and the portfolio on
//! clue-shaped boards (and, on request, 8 x 8 boards); nodes per second on a 16 x 16
//! board; on request the field's benchmark class (balanced 8 x 8 boards); and a long
//! max-score run on a 16 x 16 board. The design record's studies are `bench study`
//! ([`super::study`]).

use std::path::PathBuf;
use std::time::Duration;

use clap::{Args, ValueEnum};
use eternity::backtrack::Order;
use eternity::bench::{
    clue_boards, max_score_run, search_speed_16, time_method, trial, Contender, MethodTiming, Trial,
};
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
    #[arg(long, value_name = "SECONDS", default_value = "120", value_parser = crate::limits::positive_seconds)]
    time_limit: Duration,
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
    #[arg(long, value_name = "SECONDS", default_value = "600", value_parser = crate::limits::seconds_or_zero)]
    max_score_seconds: Duration,
    /// Seeds of each clue-shaped board (6x6 and 6x12, 4-5 frame + 3-4 inner colours, 1-4
    /// hints) timed with every contender (0 skips them).
    #[arg(long, default_value_t = 3)]
    clue_seeds: u64,
    /// Time limit of each clue-board trial, seconds.
    #[arg(long, value_name = "SECONDS", default_value = "10", value_parser = crate::limits::positive_seconds)]
    clue_time_limit: Duration,
    /// Seeds of the 8 x 8 boards (3 + 8 colours) timed with sat and the portfolio, up to
    /// 10 minutes each (0 skips them; 10: seeds 1..10).
    #[arg(long, default_value_t = 0)]
    eight_seeds: u64,
    /// Seconds of the 16 x 16 search-speed run (0 skips it).
    #[arg(long, value_name = "SECONDS", default_value = "10", value_parser = crate::limits::seconds_or_zero)]
    speed_seconds: Duration,
    /// Seeds of the balanced 8 x 8 boards (3 + 8 colours, the field's benchmark class):
    /// per board Knuth's and the first-moment estimates, the nodes expected before the first
    /// solution (the tree over the solutions it holds + 1), then the search's nodes (also as
    /// a fraction of that: lucky or unlucky) and seconds to its first solution, up to
    /// --balanced-time-limit each (0 skips them; 10: seeds 1..10).
    #[arg(long = "balanced-8x8", value_name = "SEEDS", default_value_t = 0)]
    balanced_8x8: u64,
    /// Seconds per board of --balanced-8x8.
    #[arg(long, value_name = "SECONDS", default_value = "600", value_parser = crate::limits::positive_seconds)]
    balanced_time_limit: Duration,
    /// Deal the --balanced-8x8 search's tree to the cores as at least K subtrees in a
    /// random order (seeded by the board's seed) instead of in order (0).
    #[arg(long, value_name = "K", default_value_t = 0, value_parser = clap::value_parser!(u64).range(0..=1 << 24))]
    balanced_deal: u64,
    /// Instead of the tables above: time the field's generated engine beside ours, from DIR,
    /// your checkout of github.com/raphael-anjou/eternity2 (`git clone
    /// https://github.com/raphael-anjou/eternity2 DIR`; needs cargo and rustc). Each engine
    /// runs on one thread in its own process, in turn, on each --peer-puzzle (square boards
    /// of side 8, 10, 12, 14 or 16); prints placements per CPU-second and the ratio.
    #[arg(long, value_name = "DIR")]
    peer: Option<PathBuf>,
    /// A puzzle file for --peer (repeat it; default: generated balanced 16 x 16 and 8 x 8
    /// boards, seed 1).
    #[arg(long, value_name = "FILE", requires = "peer")]
    peer_puzzle: Vec<PathBuf>,
    /// Runs of each engine per board with --peer.
    #[arg(long, value_name = "RUNS", default_value_t = 3, requires = "peer", value_parser = clap::value_parser!(u64).range(1..=100))]
    peer_runs: u64,
    /// Seconds of each --peer run.
    #[arg(long, value_name = "SECONDS", default_value = "20", requires = "peer", value_parser = crate::limits::positive_seconds)]
    peer_seconds: Duration,
    /// Where --peer copies and builds the engine and writes its programs.
    #[arg(
        long,
        value_name = "DIR",
        default_value = "target/eternity-peer",
        requires = "peer"
    )]
    peer_work: PathBuf,
}

/// The contenders of the clue-board table.
const CONTENDERS: [Contender; 5] = [
    Contender::Backtrack(Order::Rows),
    Contender::Backtrack(Order::Columns),
    Contender::Backtrack(Order::ShortSide),
    Contender::Sat,
    Contender::Portfolio,
];

/// Runs the benchmark: the methods' table, then the studies the flags ask for.
pub fn run(flags: &BenchFlags) -> anyhow::Result<()> {
    if let Some(checkout) = &flags.peer {
        return super::peer::run(&super::peer::PeerBench {
            checkout,
            puzzles: &flags.peer_puzzle,
            runs: flags.peer_runs as usize,
            seconds: flags.peer_seconds,
            work: &flags.peer_work,
        });
    }
    method_table(flags)?;
    studies(flags)
}

/// Each method's seconds per board size, one line per board as it goes, then the table.
fn method_table(flags: &BenchFlags) -> anyhow::Result<()> {
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
    if !rows.is_empty() {
        emit(&table(&rows))?;
    }
    Ok(())
}

/// The studies the flags ask for: search speed, contenders on clue-shaped and 8 x 8
/// boards, the balanced 8 x 8 boards and the max-score run.
fn studies(flags: &BenchFlags) -> anyhow::Result<()> {
    if !flags.speed_seconds.is_zero() {
        let (nodes, seconds) = search_speed_16(flags.speed_seconds)?;
        let cores = rayon::current_num_threads();
        emit(&format!(
            "\n16x16 (5+17, centre hint) search speed: {nodes} nodes in {seconds:.1} s on {cores} cores = {:.1} M nodes/s per core\n",
            nodes as f64 / seconds / cores as f64 / 1e6
        ))?;
    }
    if flags.clue_seeds > 0 {
        let boards = clue_boards(flags.clue_seeds);
        contenders(
            "clue-shaped boards",
            &boards,
            &CONTENDERS,
            flags.clue_time_limit,
        )?;
    }
    if flags.eight_seeds > 0 {
        let boards: Vec<Recipe> = (1..=flags.eight_seeds)
            .map(|s| Recipe::hardest(8, 8, s, eternity::Colours::Uniform))
            .collect();
        contenders(
            "8x8 (3+8)",
            &boards,
            &[Contender::Sat, Contender::Portfolio],
            Duration::from_secs(600),
        )?;
    }
    if flags.balanced_8x8 > 0 {
        let search = match flags.balanced_deal {
            0 => Contender::Backtrack(Order::ShortSide),
            k => Contender::Dealt(k as usize),
        };
        balanced(flags.balanced_8x8, search, flags.balanced_time_limit)?;
    }
    if !flags.max_score_seconds.is_zero() {
        max_score(flags.max_score_seconds)?;
    }
    Ok(())
}

/// The balanced 8 x 8 boards, one line each as they end, then the medians.
fn balanced(seeds: u64, search: Contender, time_limit: Duration) -> anyhow::Result<()> {
    let how = name(search);
    let limit = time_limit.as_secs_f64();
    emit(&format!(
        "\nbalanced 8x8 (3+8) boards, seeds 1..={seeds}, {how}, on {} cores, up to {limit} s each\n\
         | seed | Knuth tree (±) | first-moment solutions | first-moment row-scan tree | expected nodes to the first | nodes | of expected | seconds | solved |\n|---|---:|---:|---:|---:|---:|---:|---:|---|\n",
        rayon::current_num_threads()
    ))?;
    let rows = eternity::bench::balanced_boards(8, seeds, (100_000, search, time_limit), |r| {
        let _ = emit(&format!(
            "| {} | {:.2e} (±{:.0} %) | {:.1} | {:.2e} | {:.2e} | {:.3e} | {}{:.2} | {:.1} | {} |\n",
            r.seed,
            r.knuth.nodes(),
            100.0 * r.knuth.std_error / r.knuth.nodes().max(1.0),
            r.moment.solutions(),
            r.moment.row_scan_nodes(),
            r.expected_first,
            r.trial.nodes,
            if r.trial.solved { "" } else { "> " },
            r.trial.nodes as f64 / r.expected_first,
            r.trial.seconds,
            r.trial.solved
        ));
    })?;
    let mut seconds: Vec<f64> = rows.iter().map(|r| r.trial.seconds).collect();
    seconds.sort_by(f64::total_cmp);
    let solved = rows.iter().filter(|r| r.trial.solved).count();
    emit(&format!(
        "solved {solved} of {}; median seconds to the first solution {:.1} (a board not solved counts its time limit)\n",
        rows.len(),
        seconds[seconds.len() / 2]
    ))
}

fn table(rows: &[MethodTiming]) -> String {
    let mut out = String::from(
        "\n| board (colours) | method | seeds | solved | median s | max s | nodes/s |\n|---|---|---|---|---|---|---|\n",
    );
    for r in rows {
        let hard = Recipe::hardest(r.side, r.side, 0, eternity::Colours::Uniform);
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

fn max_score(limit: Duration) -> anyhow::Result<()> {
    let (puzzle, out) = max_score_run(limit)?;
    let seconds = limit.as_secs_f64();
    let s = out.score.expect("max-score mode returns a board");
    emit(&format!(
        "\n16x16 (5+17, centre hint) max-score, backtrack then large-neighbourhood search, {seconds} s: {} of {} seams matched ({} mismatches)\n",
        s.matched_seams,
        puzzle.inner_seams(),
        s.mismatches(),
    ))
}
/// Every contender on every board, one line per trial, then a table of each contender's
/// boards solved, median and largest seconds and search speed.
fn contenders(
    title: &str,
    boards: &[Recipe],
    who: &[Contender],
    limit: Duration,
) -> anyhow::Result<()> {
    emit(&format!(
        "\n{title}: {} boards, time limit {} s each\n",
        boards.len(),
        limit.as_secs_f64()
    ))?;
    let mut out = format!("\n| {title} | boards | solved | median s | max s | M nodes/s per core |\n|---|---|---|---|---|---|\n");
    for &c in who {
        let mut trials: Vec<Trial> = Vec::new();
        for &recipe in boards {
            let t = trial(recipe, c, limit)?;
            emit(&format!(
                "  {}x{} {}+{} colours {} hints seed {} {}: solved {} in {:.3} s, {} nodes\n",
                recipe.rows,
                recipe.cols,
                recipe.frame,
                recipe.inner,
                recipe.hints,
                recipe.seed,
                name(c),
                t.solved,
                t.seconds,
                t.nodes
            ))?;
            trials.push(t);
        }
        let mut seconds: Vec<f64> = trials.iter().map(|t| t.seconds).collect();
        seconds.sort_by(f64::total_cmp);
        let solved = trials.iter().filter(|t| t.solved).count();
        let nodes: u64 = trials.iter().map(|t| t.nodes).sum();
        let total: f64 = seconds.iter().sum();
        let rate = match nodes {
            0 => "-".to_string(),
            _ => format!(
                "{:.1}",
                nodes as f64 / total / rayon::current_num_threads() as f64 / 1e6
            ),
        };
        let (median, max) = (seconds[seconds.len() / 2], seconds[seconds.len() - 1]);
        out += &format!(
            "| {} | {} | {solved} | {median:.3} | {max:.3} | {rate} |\n",
            name(c),
            trials.len()
        );
    }
    emit(&out)
}

fn name(c: Contender) -> String {
    match c {
        Contender::Backtrack(Order::Rows) => "backtrack, rows".into(),
        Contender::Backtrack(Order::Columns) => "backtrack, columns".into(),
        Contender::Backtrack(Order::ShortSide) => "backtrack, short side".into(),
        Contender::Sat => "sat".into(),
        Contender::Portfolio => "portfolio".into(),
        Contender::Dealt(k) => format!("backtrack, {k}+ subtrees dealt at random"),
    }
}
