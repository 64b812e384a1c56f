//! Goofspiel (seed 004): `solve --game goofspiel --n N [--exact] [--json]`, player 1's
//! optimal first bid for every prize card: in exact mode every matrix game solved in
//! rationals and certified; in certified mode every state's value enclosed in an interval.
//! `bench goofspiel`: the dense game solver against the exact one, and certified solves.

pub mod bench;
pub mod play;
pub mod report;
mod state;

use std::path::Path;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Instant;

use anyhow::Context;
use clap::Args;
use goofspiel::store::{solve_saving, Observer, Record};
use goofspiel::Payoff;
use serde_json::{json, Map, Value};
use verify::budget::Budget;
use verify::{format_rational, to_f64, Status};

use crate::emit;

/// Goofspiel's flags of `dresher solve` (cards per hand: `--n`).
#[derive(Args)]
#[group(skip)]
#[command(next_help_heading = "Goofspiel (--game goofspiel, cards --n)")]
pub struct SolveFlags {
    /// Exact mode: every matrix game in rationals, certified (N <= 6). Without it, certified
    /// mode: every state's value enclosed in an interval, outward rounding (any N <= 16).
    #[arg(long)]
    exact: bool,
    /// Start a certified solve even when its modelled peak memory exceeds the free memory
    /// (N = 15 needs about 60 GB, N = 16 about 350 GB).
    #[arg(long)]
    force: bool,
    /// What the players play for: `points` (player 1's points minus player 2's) or
    /// `win-loss` (+1 for more points at the end, -1 for fewer, 0 for a draw; OpenSpiel's
    /// default). Win/loss states carry the lead, so they are many more (N = 10: 47 M).
    #[arg(long, value_name = "PAYOFF", default_value = "points")]
    payoff: goofspiel::Payoff,
    /// The optimal play at one position instead of the first move (N <= 6, exact): the
    /// history as rounds `PRIZE:BID1/BID2` separated by commas, then optionally the prize
    /// showing, e.g. "3:2/1, 1:3/3, 2" (default: the first move's table).
    #[arg(long, value_name = "HISTORY")]
    state: Option<String>,
    /// Also write both players' whole optimal policy to FILE as JSON, keyed by OpenSpiel's
    /// information-state strings of the game's turn-based view, for its `TabularPolicy`
    /// (N <= 5, exact; default: not written).
    #[arg(long, value_name = "FILE")]
    policy_out: Option<std::path::PathBuf>,
}

/// Refuses a certified solve of `n` cards that cannot fit in the free memory (unless
/// `force`; [`goofspiel::check_memory`], as Python does), and prints what a long one will
/// take, before any work.
pub fn check_cost(n: usize, payoff: Payoff, force: bool) -> anyhow::Result<()> {
    if !force {
        goofspiel::check_memory_for(n, payoff)
            .map_err(|e| anyhow::anyhow!("{e} (--force to try anyway)"))?;
    }
    let cost = goofspiel::certified_cost_for(n, payoff);
    crate::limits::check_run(
        &format!("Goofspiel N = {n} ({payoff})"),
        cost.peak_bytes,
        cost.seconds,
        true,
    )
}

/// Solves the whole game bottom-up and prints the first-move table.
pub fn solve(
    n: Option<usize>,
    args: &SolveFlags,
    json: bool,
    budget: &Budget,
) -> anyhow::Result<()> {
    let n = n.context("--game goofspiel needs --n N (cards per hand)")?;
    if let Some(path) = &args.policy_out {
        state::write_policy(n, args.payoff, path)?;
    }
    let _watch = budget.watchdog();
    let worded = |e: anyhow::Error| match e.downcast_ref::<goofspiel::Error>() {
        Some(goofspiel::Error::Stopped) => anyhow::anyhow!("N = {n}: {}", budget.why_stopped()),
        _ => e,
    };
    let stop = budget.stop_flag();
    let answer = if let Some(history) = &args.state {
        state::solve(n, history, (args.payoff, stop), json)
    } else if args.exact {
        exact(n, args.payoff, json, stop)
    } else {
        anyhow::ensure!(
            n <= goofspiel::MAX_N,
            "--n {n}: certified mode takes N <= {}",
            goofspiel::MAX_N
        );
        check_cost(n, args.payoff, args.force)?;
        certified(n, args.payoff, json, &stop)
    };
    answer.map_err(worded)
}

/// Rows = card bid, columns = prize card, as text.
fn table(n: usize, bids: &[Vec<f64>]) -> String {
    let mut out = format!(
        "Goofspiel N = {n}: player 1's optimal first bid (rows: card bid, columns: prize card)\n      "
    );
    out += &(1..=n).map(|p| format!("{p:>8}")).collect::<String>();
    out += "\n";
    for card in 0..n {
        out += &format!("card {:>2}", card + 1);
        out += &bids
            .iter()
            .map(|b| format!("{:>8.4}", b[card]))
            .collect::<String>();
        out += "\n";
    }
    out
}

/// `{"1": [...], "2": [...]}` from one row per prize card.
fn by_prize(rows: Vec<Vec<Value>>) -> Map<String, Value> {
    rows.into_iter()
        .enumerate()
        .map(|(i, r)| ((i + 1).to_string(), Value::Array(r)))
        .collect()
}

/// Certified mode's progress: a bar per level (states done of the level's, rate, ETA) and
/// a line per finished level, resumed or ignored checkpoint and stored or certified N (on
/// stderr; above the bar when it is shown).
pub struct LevelProgress {
    bar: indicatif::ProgressBar,
    start: Instant,
}

impl LevelProgress {
    pub fn new() -> LevelProgress {
        let bar = crate::games::progress_bar(0, "states");
        LevelProgress {
            bar,
            start: Instant::now(),
        }
    }

    fn print(&self, line: String) {
        match self.bar.is_hidden() {
            true => crate::note(&line),
            false => self.bar.println(line),
        }
    }

    pub fn finish(&self) {
        self.bar.finish_and_clear();
    }
}

impl Observer for LevelProgress {
    fn states(&self, n: usize, cards: usize, done: usize, total: usize) {
        if self.bar.length() != Some(total as u64) {
            self.bar.reset();
            self.bar.set_length(total as u64);
            self.bar
                .set_message(format!("N = {n}, level {cards} of {}", n - 1));
        }
        self.bar.set_position(done as u64);
    }

    fn level(&self, n: usize, c: &goofspiel::Checkpoint) {
        self.print(format!(
            "N = {n}: level {} of {} done, {} states, widest {:.1e}, {:.0} s",
            c.level.cards(),
            n - 1,
            c.level.states(),
            c.level.widest,
            self.start.elapsed().as_secs_f64()
        ));
    }

    fn resumed(&self, n: usize, cards: usize, path: &Path) {
        self.print(format!(
            "N = {n}: resuming above level {cards} from {}",
            path.display()
        ));
    }

    fn ignored(&self, n: usize, path: &Path, why: &goofspiel::Error) {
        self.print(format!("N = {n}: ignoring {}: {why}", path.display()));
    }

    fn skipped(&self, n: usize, path: &Path) {
        self.print(format!("N = {n}: stored in {}, skipped", path.display()));
    }

    fn certified(&self, n: usize, record: &Record) {
        let verdict = match record.certified {
            true => "certified",
            false => "NOT certified (an enclosure failed its check)",
        };
        self.print(format!(
            "N = {n}: {verdict}, error bound {:.1e}, {:.1} s",
            record.error_bound, record.seconds
        ));
    }
}

fn certified(n: usize, payoff: Payoff, json: bool, stop: &AtomicBool) -> anyhow::Result<()> {
    let progress = LevelProgress::new();
    let solved = solve_saving(n, payoff, None, (&progress, stop));
    progress.finish();
    let (game, seconds) = solved?;
    if json {
        let record = serde_json::to_value(Record::new(&game, seconds))?;
        return emit(&(serde_json::to_string_pretty(&record)? + "\n"));
    }
    let verdict = match game.status() {
        Status::Certified(_) => "certified: each bid guarantees player 1 at least",
        Status::Failed => "NOT certified (an enclosure failed its check); each bid claims at least",
        Status::Unchecked => "unchecked (the first move is incomplete); each bid claims at least",
    };
    let bids: Vec<Vec<f64>> = game.first_move.iter().map(|b| b.bid.clone()).collect();
    emit(
        &(table(n, &bids)
            + &payoff_line(payoff)
            + &format!(
                "first-move game values: 0 (each game is symmetric: its matrix is antisymmetric)\n\
         {verdict} -{:.3e} (error bound: the widest\n\
         first-move enclosure; widest enclosure of any state below: {:.3e})\n\
         states: {}, matrix games: {} ({} solved exactly after a poor fast solve)\n\
         seconds: {seconds:.2} (the bottom-up solve alone, without start-up and printing)\n",
                game.error_bound, game.widest_state, game.states, game.matrix_games, game.fallbacks
            )),
    )
}

fn exact(n: usize, payoff: Payoff, json: bool, stop: Arc<AtomicBool>) -> anyhow::Result<()> {
    let t = goofspiel::exact_table_until(n, payoff, stop)?;
    let rows = |cell: fn(&num_rational::BigRational) -> Value| -> Vec<Vec<Value>> {
        t.first_move
            .iter()
            .map(|f| f.solution.row_strategy().iter().map(cell).collect())
            .collect()
    };
    if json {
        let value = json!({
            "n": n, "payoff": payoff.name(),
            "first_move": by_prize(rows(|x| json!(to_f64(x)))),
            "first_move_exact": by_prize(rows(|x| json!(format_rational(x)))),
            "error_bound": t.certified().then_some(0),
            "states": t.states, "matrix_games": t.matrix_games, "seconds": t.seconds,
            "certified": t.certified(), "unique": t.unique,
        });
        return emit(&(serde_json::to_string_pretty(&value)? + "\n"));
    }
    let bids: Vec<Vec<f64>> = t
        .first_move
        .iter()
        .map(|f| f.solution.row_strategy().iter().map(to_f64).collect())
        .collect();
    let values: Vec<String> = t
        .first_move
        .iter()
        .map(|f| format_rational(f.solution.value()))
        .collect();
    let fractions = rows(|x| json!(format_rational(x)));
    emit(
        &(table(n, &bids)
            + &payoff_line(payoff)
            + &exact_bids(&fractions)
            + &format!(
        "first-move game values: {} (each game is symmetric: its matrix is antisymmetric)\n\
         states: {}, matrix games: {}, seconds: {:.2}\n\
         certified: {}  (exact mode: every matrix game solved in rationals; error bound 0)\n{}",
        values.join(", "),
        t.states,
        t.matrix_games,
        t.seconds,
        t.certified(),
        uniqueness(n, &t.unique),
    )),
    )
}

/// A line naming the win/loss payoff (none for the default).
fn payoff_line(payoff: Payoff) -> String {
    match payoff {
        Payoff::Points => String::new(),
        Payoff::WinLoss => {
            "payoff: win/loss (+1 more points at the end, -1 fewer, 0 a draw)\n".into()
        }
    }
}

/// The exact bids under the rounded table: in full when every fraction is short, else
/// where to find them.
fn exact_bids(fractions: &[Vec<Value>]) -> String {
    let text = |v: &Value| v.as_str().unwrap_or_default().to_string();
    let longest = fractions.iter().flatten().map(|v| text(v).len()).max();
    match longest {
        Some(len) if len <= 24 => {
            let lines: Vec<String> = fractions
                .iter()
                .enumerate()
                .map(|(k, row)| {
                    let cells: Vec<String> = row.iter().map(text).collect();
                    format!("  prize {}: {}\n", k + 1, cells.join(", "))
                })
                .collect();
            format!("exact bids, cards 1..N:\n{}", lines.concat())
        }
        _ => format!(
            "(the table is rounded; the exact fractions, up to {} characters, are in --json)\n",
            longest.unwrap_or(0)
        ),
    }
}

/// Whether each first-move game's optimal bid is unique, where that was checked.
fn uniqueness(n: usize, unique: &[bool]) -> String {
    if unique.is_empty() {
        return format!(
            "uniqueness of the optimal first bids: not checked for N = {n} (only N <= 5)\n"
        );
    }
    let flags: Vec<&str> = unique
        .iter()
        .map(|&u| if u { "yes" } else { "no" })
        .collect();
    format!(
        "unique optimal first bid (one vertex of the optimal face), prizes 1..{n}: {}\n",
        flags.join(", ")
    )
}

/// Where the sweep's records go unless `--out` says otherwise.
pub const SWEEP_OUT: &str = "results/goofspiel";

/// Goofspiel's flags of `dresher sweep`.
#[derive(Args)]
#[group(skip)]
#[command(next_help_heading = "Goofspiel (--game goofspiel)")]
pub struct SweepFlags {
    /// What the players play for: `points` (records `<N>.json`) or `win-loss` (records
    /// `win-loss-<N>.json`; states carry the lead, so N = 11 needs about 4 GB).
    #[arg(long, value_name = "PAYOFF", default_value = "points")]
    pub payoff: Payoff,
}

/// `sweep --game goofspiel [--from A] --to B [--payoff P]` ([`goofspiel::store::sweep`]).
pub fn sweep(
    range: crate::games::Range,
    payoff: Payoff,
    out: &Path,
    stop: &AtomicBool,
) -> anyhow::Result<()> {
    let crate::games::Range { from, to } = range.checked("goofspiel")?;
    anyhow::ensure!(
        to <= goofspiel::MAX_N,
        "--to {to}: certified mode takes N <= {}",
        goofspiel::MAX_N
    );
    check_cost(to, payoff, false)?;
    let progress = LevelProgress::new();
    let swept = goofspiel::store::sweep(from, to, payoff, out, (&progress, stop));
    progress.finish();
    swept?;
    emit(&format!(
        "sweep N = {from}..={to} ({payoff}): records in {}\n",
        out.display()
    ))
}
