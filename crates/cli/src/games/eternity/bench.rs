//! `bench eternity`: the methods on the same generated puzzles (known hardest colour
//! counts), medians over seeds; the search's cell orders, SAT and the portfolio on
//! clue-shaped boards (and, on request, 8 x 8 boards); nodes per second on a 16 x 16
//! board; on request the order study (every cell order's tree on the 8 x 8 boards); and a
//! long max-score run on a 16 x 16 board.

use std::time::Duration;

use clap::{Args, ValueEnum};
use eternity::backtrack::{Order, Walk};
use eternity::bench::{
    clue_boards, max_score_run, search_speed, search_speed_16, time_method, trial, Contender,
    MethodTiming, Trial,
};
use eternity::{Method, Options, Recipe};

use super::MethodFlag;
use crate::emit;

/// The help section of the options that reproduce the design record's studies.
const STUDIES: &str = "Studies behind docs/design/eternity.md (each off unless asked for)";

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
    /// Seeds of the 8 x 8 boards (3 + 8 colours) of the order study: Knuth's estimate of
    /// the search tree in every cell order (rows, frame first, spiral, diagonals, row
    /// pairs, most constrained first, rows with look-ahead) and the expected time to the
    /// first solution (0 skips it; 10: seeds 1..10, about 5 minutes on 2 cores).
    #[arg(long, help_heading = STUDIES, default_value_t = 0)]
    order_seeds: u64,
    /// Seeds of the balanced 8 x 8 boards (3 + 8 colours, the field's benchmark class):
    /// per board Knuth's and the first-moment estimates, the nodes expected before the first
    /// solution (the tree over the solutions it holds + 1), then the search's nodes (also as
    /// a fraction of that: lucky or unlucky) and seconds to its first solution, up to
    /// --balanced-time-limit each (0 skips them; 10: seeds 1..10).
    #[arg(long = "balanced-8x8", help_heading = STUDIES, value_name = "SEEDS", default_value_t = 0)]
    balanced_8x8: u64,
    /// Seconds per board of --balanced-8x8.
    #[arg(long, value_name = "SECONDS", help_heading = STUDIES, default_value = "600", value_parser = crate::limits::positive_seconds)]
    balanced_time_limit: Duration,
    /// Deal the --balanced-8x8 search's tree to the cores as at least K subtrees in a
    /// random order (seeded by the board's seed) instead of in order (0).
    #[arg(long, help_heading = STUDIES, value_name = "K", default_value_t = 0, value_parser = clap::value_parser!(u64).range(0..=1 << 24))]
    balanced_deal: u64,
    /// Where the solutions lie, on balanced boards of one class `RxC:F+I` (e.g. 7x7:4+6,
    /// whose first moment, 50 boards, is near the 8 x 8 benchmark's 68 in a tree of a few
    /// seconds): per board its solutions counted, the subtrees of a random deal's cut that
    /// hold one, and the exact expected nodes of the deal to its first solution against
    /// the "solutions at random in the tree" reading. Costs each board's whole tree.
    #[arg(long, help_heading = STUDIES, value_name = "CLASS", value_parser = super::deal_study::parse_class)]
    deal_study: Option<Recipe>,
    /// Seeds of --deal-study (boards S..S+N-1, S from --deal-study-first-seed).
    #[arg(long, help_heading = STUDIES, value_name = "N", default_value_t = 20, value_parser = clap::value_parser!(u64).range(1..))]
    deal_study_seeds: u64,
    /// First seed of --deal-study.
    #[arg(long, help_heading = STUDIES, value_name = "S", default_value_t = 1)]
    deal_study_first_seed: u64,
    /// Subtrees of --deal-study's cut (at least; 4,096 as the balanced 8 x 8 runs deal).
    #[arg(long, help_heading = STUDIES, value_name = "K", default_value_t = 4096, value_parser = clap::value_parser!(u64).range(1..1 << 24))]
    deal_study_subtrees: u64,
    /// Random probes per board and order of the order study (at least 1).
    #[arg(long, help_heading = STUDIES, default_value_t = 100_000, value_parser = clap::value_parser!(u64).range(1..))]
    order_probes: u64,
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
/// boards, the order study, balanced boards, the deal study and the max-score run.
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
    if flags.order_seeds > 0 {
        order_study(flags.order_seeds, flags.order_probes)?;
    }
    if flags.balanced_8x8 > 0 {
        let search = match flags.balanced_deal {
            0 => Contender::Backtrack(Order::ShortSide),
            k => Contender::Dealt(k as usize),
        };
        balanced(flags.balanced_8x8, search, flags.balanced_time_limit)?;
    }
    if let Some(recipe) = flags.deal_study {
        let first = flags.deal_study_first_seed;
        let seeds = first..=first.saturating_add(flags.deal_study_seeds - 1);
        super::deal_study::run(recipe, seeds, flags.deal_study_subtrees as usize)?;
    }
    if !flags.max_score_seconds.is_zero() {
        max_score(flags.max_score_seconds)?;
    }
    Ok(())
}

/// The order study's lines per board, its table, and the search's expected time to the
/// first solution on each board (half its tree at the search's measured speed: a planted
/// board at these colour counts expects one solution, met anywhere in the tree; the tree
/// is the larger of the row walk's and the look-ahead walk's estimates, as the second walks
/// a part of the first's tree).
fn order_study(seeds: u64, probes: u64) -> anyhow::Result<()> {
    emit(&format!(
        "\n8x8 (3+8) order study: Knuth's estimate of the search tree, {probes} probes per board and order (nodes, standard error)\n"
    ))?;
    let study = eternity::bench::order_study(8, seeds, probes, |seed, trees| {
        let cells: Vec<String> = Walk::ALL
            .iter()
            .zip(trees)
            .map(|(w, t)| {
                format!(
                    "{} {:.2e} ±{:.0}%",
                    w.name(),
                    t.nodes(),
                    100.0 * t.std_error / t.nodes()
                )
            })
            .collect();
        let _ = emit(&format!("  seed {seed}: {}\n", cells.join(", ")));
    })?;
    let rows = &study[0];
    let mut out = String::from("\n| order | median nodes | median ratio to rows | boards below rows |\n|---|---:|---:|---:|\n");
    for w in &study {
        let (ratio, smaller) = w.against(rows);
        out += &format!(
            "| {} | {:.2e} | {ratio:.3} | {smaller} of {} |\n",
            w.walk.name(),
            w.median_nodes(),
            w.trees.len()
        );
    }
    emit(&out)?;
    let (nodes, seconds) = search_speed(
        Recipe::hardest(8, 8, 1, eternity::Colours::Uniform),
        Duration::from_secs(10),
    )?;
    let rate = nodes as f64 / seconds;
    let ahead = study
        .iter()
        .find(|w| w.walk == Walk::LookAhead)
        .unwrap_or(rows);
    let mut hours: Vec<f64> = (rows.trees.iter().zip(&ahead.trees))
        .map(|(r, a)| r.nodes().max(a.nodes()) / 2.0 / rate / 3600.0)
        .collect();
    let listed: Vec<String> = hours.iter().map(|h| format!("{h:.1}")).collect();
    hours.sort_by(f64::total_cmp);
    emit(&format!(
        "search (rows) on 8x8 seed 1: {:.1} M nodes/s on {} cores. The row tree is at least the look-ahead walk's \
         (each of its nodes is a row-tree node; its estimate spreads less), so by seed, hours to the first solution \
         (half the larger estimate): {}; median {:.1} h\n",
        rate / 1e6,
        rayon::current_num_threads(),
        listed.join(", "),
        hours[hours.len() / 2],
    ))
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
