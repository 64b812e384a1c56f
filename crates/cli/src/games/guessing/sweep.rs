//! The guessing game's `dresher sweep`: solve a range of `N`, one certified record each, resumable.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use anyhow::ensure;
use clap::{Args, ValueEnum};
use guessing::sweep::{sweep, SweepConfig};
use guessing::{CostModel, Known, Method, Shard};

use super::master::MasterFlag;
use super::progress::SweepProgress;
use crate::games::Range;

/// The guessing game's flags of `dresher sweep`.
#[derive(Args)]
#[group(skip)]
#[command(
    next_help_heading = "Guessing game (--game guessing)",
    after_help = "Each N is certified in exact arithmetic before its file is written; a rerun skips\n\
    every N whose file re-verifies, so an interrupted sweep resumes where it stopped, and an N\n\
    stopped halfway starts again from its last checkpoint (every 10 minutes of a long N).\n\
    Ctrl-C or SIGTERM: each N in flight saves its checkpoint at the end of its round, then the\n\
    sweep exits (130); a second Ctrl-C quits at once.\n\n\
    Examples:\n  cargo xtask sweep --game guessing --to 980\n  cargo xtask sweep --game guessing --from 500 --to 600 --jobs 1 --method plain"
)]
pub struct SweepFlags {
    /// Parallel workers, 1 to 3 (default: the cores, at most 3). Each solves a contiguous
    /// slice of equal modelled cost, each N warm-started from N - 1, and a worker done early
    /// takes every other N of the longest slice left; with --cold (or past the known mixes)
    /// worker j solves the N with N mod jobs = j, each from N - jobs.
    #[arg(long, default_value_t = std::thread::available_parallelism().map_or(1, |n| n.get().min(3)))]
    jobs: usize,
    /// Column generation: `warm` (previous N's trees and dual smoothing) or `plain`.
    #[arg(long, value_enum, default_value_t = SweepMethod::Warm)]
    method: SweepMethod,
    /// The master LP engine: `dense` (Dresher's simplex on a dense basis inverse, HiGHS
    /// on numerical trouble) or `highs` (HiGHS throughout).
    #[arg(long, value_enum, default_value_t)]
    master: MasterFlag,
    /// Ignore the known mixes of `--known`: the first N start from scratch, later N from
    /// N - jobs (the benchmark of column generation itself).
    #[arg(long)]
    cold: bool,
    /// Alice's known mixes (`values.jsonl`): an N with nothing solved just before it
    /// searches among Bob's best responses to its known optimal mix; both players'
    /// strategies are still found and certified anew.
    #[arg(long, value_name = "FILE", default_value = guessing::DEFAULT_FILE)]
    known: PathBuf,
    /// Solve only slice I (from 0) of K contiguous slices of --from..--to, balanced by the
    /// modelled cost of each N (master solves recorded in --known, or in the timed main
    /// job's lean-run-seconds.csv beside it, even with --cold), for a batch engine's job
    /// array: every job must see the same --known; merge the shards' folders by copying
    /// (default: the whole range, on --jobs workers).
    #[arg(long, value_name = "I/K")]
    shard: Option<Shard>,
    /// Seconds between checkpoints of a long N (`<N>.checkpoint` beside the results: the
    /// master's trees and Alice's mix with the best lower bound so far; warm method only); a
    /// rerun starts that N again from there, and the file goes once the N is stored; Ctrl-C
    /// or SIGTERM saves one too. 0: never. An N of the main job never lasts that long.
    #[arg(long, value_name = "SECONDS", default_value_t = 600)]
    checkpoint_every: u64,
}

/// Column-generation methods, selectable so the speed-up can be measured.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SweepMethod {
    /// Start from one balanced tree; price against Alice's current mix only.
    Plain,
    /// Start from the previous N's trees; smooth the pricing (seed 000 §2.4, generalised).
    Warm,
}

impl SweepMethod {
    /// The solver's method.
    pub fn method(self) -> Method {
        match self {
            SweepMethod::Plain => Method::Plain,
            SweepMethod::Warm => Method::Warm,
        }
    }
}

/// Where the result files `<N>.json` go unless `--out` says otherwise.
pub const DEFAULT_OUT: &str = "results/guessing";

/// Runs `dresher sweep --game guessing`, writing `<N>.json` files to `out`; once `stop` is
/// set, each N in flight saves its checkpoint and the sweep returns (`Ok`: not a failure).
pub fn run(
    args: &SweepFlags,
    range: Range,
    out: &Path,
    stop: Arc<AtomicBool>,
) -> anyhow::Result<()> {
    let Range { from, to } = range.checked("guessing")?;
    super::check_to(to)?;
    let model = cost_model(&args.known)?;
    let slice = match args.shard {
        Some(shard) => shard.slice(from, to, |n| model.seconds(n)),
        None => Some((from, to)),
    };
    let Some((from, to)) = slice else {
        return crate::emit(
            "this shard has no N of --from..--to (more shards than N): nothing to do\n",
        );
    };
    ensure!(
        (1..=3).contains(&args.jobs),
        "--jobs must be 1, 2 or 3 (by stride a worker warm-starts from N - jobs, at most 3 keys back)"
    );
    let config = SweepConfig {
        jobs: args.jobs,
        method: args.method.method(),
        master: args.master.kind(),
        known: known_mixes(args, from, to)?,
        cost: model.clone(),
        checkpoint_every: (args.checkpoint_every > 0)
            .then(|| Duration::from_secs(args.checkpoint_every)),
        stop: Arc::clone(&stop),
    };
    let start = Instant::now();
    let progress = SweepProgress::new(from, to, args.jobs, model);
    progress.estimate();
    let swept = sweep(from, to, out, &config, &progress)?;
    let skipped = progress.finish();
    let stopped = stop.load(Ordering::SeqCst);
    // What this run checked, not what the folder holds: a file of an N this run did not
    // reach (after a stop or a failed worker) was not re-verified.
    crate::emit(&format!(
        "sweep N = {}..={}: {} of {} N certified in this run in {} ({skipped} stored N re-verified and skipped), {:.1} s{}\n",
        from,
        to,
        swept.certified.len(),
        to - from + 1,
        out.display(),
        start.elapsed().as_secs_f64(),
        match (swept.complete(), swept.failed.is_empty(), stopped) {
            (true, _, _) => String::new(),
            (false, true, _) => format!("; stopped, not checked: N = {}", ranges(&swept.unchecked)),
            (false, false, true) => format!("; stopped, failed at N = {:?}, not checked: N = {}", swept.failed, ranges(&swept.unchecked)),
            (false, false, false) => format!("; FAILED at N = {:?}, not checked: N = {}", swept.failed, ranges(&swept.unchecked)),
        }
    ))?;
    ensure!(
        swept.failed.is_empty() || stopped,
        "{} workers stopped early (see above); rerun to resume",
        swept.failed.len()
    );
    Ok(())
}

/// Increasing N as ranges: `3, 5..=9`.
fn ranges(ns: &[usize]) -> String {
    let mut runs: Vec<(usize, usize)> = Vec::new();
    for &n in ns {
        match runs.last_mut() {
            Some((_, b)) if *b + 1 == n => *b = n,
            _ => runs.push((n, n)),
        }
    }
    guessing::fixture::show_gaps(&runs)
}

/// The known mixes the sweep starts from: none with `--cold` or the plain method, and none
/// (with a note) when the default file is absent; a named file that cannot be read is an
/// error.
fn known_mixes(args: &SweepFlags, from: usize, to: usize) -> anyhow::Result<Known> {
    if args.cold || args.method != SweepMethod::Warm {
        return Ok(Known::default());
    }
    if guessing::default_absent(&args.known) {
        crate::note(&format!(
            "note: no {} here, so every N starts cold",
            guessing::DEFAULT_FILE
        ));
        return Ok(Known::default());
    }
    // Three N below `from` too: a first N starts from the known mix before it.
    let known = Known::read(&args.known, from.saturating_sub(3), to)?;
    crate::note(&format!(
        "starting from Alice's known mixes of {} N in {} (strategies found and certified anew; --cold ignores them)",
        known.len(),
        args.known.display()
    ));
    Ok(known)
}

/// The cost model shards are balanced by: master solves recorded in `known` (and the timed
/// run beside it), or (when the default file is absent) their growth alone.
fn cost_model(known: &Path) -> anyhow::Result<CostModel> {
    if guessing::default_absent(known) {
        return Ok(CostModel::default());
    }
    Ok(CostModel::read(known)?)
}
