//! The resumable sweep: every N of a range solved, certified and stored as `DIR/<N>.json`
//! (the main job, `cargo xtask sweep --game guessing --to 980`).
//!
//! The range is dealt to 1-3 workers in lanes: contiguous slices of equal modelled cost
//! ([`CostModel`]) when each can start well, so each N warm-starts from N - 1 (seed 000
//! §2.4: its trees and mix), and a worker whose lane runs out shares the longest one left by
//! interleaving; else (a cold sweep, past the known mixes) by stride, each N from N - jobs.
//! An N with nothing solved just before it starts from Alice's known optimal mix ([`Known`])
//! when there is one; both strategies are still found and certified anew. Every N whose
//! stored file re-verifies is skipped, so a rerun resumes.
//!
//! # Example
//! ```no_run
//! use guessing::sweep::{sweep, SweepConfig, Quiet};
//! let swept = sweep(1, 100, "results/guessing".as_ref(), &SweepConfig::default(), &Quiet)?;
//! assert!(swept.complete() && swept.certified.len() == 100);
//! # Ok::<(), guessing::Error>(())
//! ```

use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use lp_core::{Bounds, MasterKind};
use rayon::prelude::*;

use crate::known::Known;
use crate::lanes::Lanes;
use crate::solve::{solve_saving, Saving};
use crate::warm::MAX_GAP;
use crate::{store, Checkpoint, CostModel, Error, GuessingGame, Method, Record, SolveConfig, Warm};

/// How a sweep runs.
#[derive(Clone, Debug)]
pub struct SweepConfig {
    /// Parallel workers, 1 to 3, each solving a lane of N in order.
    pub jobs: usize,
    /// Plain or warm-started column generation.
    pub method: Method,
    /// The master LP engine.
    pub master: MasterKind,
    /// Alice's known mixes: the start of an N with nothing solved just before it.
    pub known: Known,
    /// The modelled cost of each N, for cutting the range into lanes.
    pub cost: CostModel,
    /// How often a long N saves its search as `DIR/<N>.checkpoint` (never if `None`); a rerun
    /// starts a checkpointed N from there.
    pub checkpoint_every: Option<Duration>,
    /// Once set (the CLI sets it on Ctrl-C or SIGTERM), each N in flight saves its checkpoint
    /// at the end of its current round and stops ([`Error::Stopped`]), and no worker starts
    /// another N.
    pub stop: Arc<AtomicBool>,
}

impl Default for SweepConfig {
    /// Two workers, warm, the dense master, no known mixes, the smooth cost model.
    fn default() -> Self {
        SweepConfig {
            jobs: 2,
            method: Method::Warm,
            master: MasterKind::Dense,
            known: Known::default(),
            cost: CostModel::default(),
            checkpoint_every: Some(DEFAULT_CHECKPOINT_EVERY),
            stop: Arc::default(),
        }
    }
}

/// Ten minutes: at the frontier (N ~ 2000, most of an hour per N) a stop costs at most
/// that much of an N; an N of the main job (at most a few minutes) never saves.
pub const DEFAULT_CHECKPOINT_EVERY: Duration = Duration::from_secs(600);

/// What a sweep tells its caller as it goes (the CLI draws its progress bar from these).
/// Called from the workers' threads, in no particular N order.
pub trait SweepObserver: Sync {
    /// `n` was stored already and re-verified.
    fn skipped(&self, _n: usize) {}
    /// A worker began `n` (not stored): its start, search and exact check follow.
    fn started(&self, _n: usize) {}
    /// `n` starts again from its checkpoint, saved after `checkpoint.solves` master solves.
    fn resumed(&self, _n: usize, _checkpoint: &Checkpoint) {}
    /// The checkpoint of `n` does not read back (`error` names the file); `n` starts as if
    /// there were none, and its next save replaces the file.
    fn checkpoint_ignored(&self, _n: usize, _error: &Error) {}
    /// `n` was solved, certified and stored.
    fn solved(&self, _n: usize, _record: &Record) {}
    /// The master solve of `n` brought the bounds to `bounds` (every solve).
    fn bounds(&self, _n: usize, _bounds: &Bounds) {}
    /// A worker stopped at `n` with `error`; `rest` (`n` and its lane's later N) will not come.
    fn abandoned(&self, _n: usize, _rest: &[usize], _error: &Error) {}
}

/// An observer that ignores everything.
pub struct Quiet;

impl SweepObserver for Quiet {}

/// What a sweep checked: by N, in increasing order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Swept {
    /// N certified in this run: solved and certified, or stored and re-verified.
    pub certified: Vec<usize>,
    /// N where a worker stopped with an error (the rest of its lane was not reached).
    pub failed: Vec<usize>,
    /// Every N of the range not in `certified`: failed, not reached after a failure, or
    /// not reached because the sweep was told to stop. A file of such an N may exist; this
    /// run did not check it.
    pub unchecked: Vec<usize>,
}

impl Swept {
    /// True when every N of the range was certified in this run.
    pub fn complete(&self) -> bool {
        self.unchecked.is_empty()
    }
}

/// Sweeps `from..=to` into `out` and says which N this run certified (solved, or stored and
/// re-verified) and which it did not ([`Swept`]): only after [`Swept::complete`] is every N
/// of the range stored and certified. Each failure has also gone to the observer.
pub fn sweep(
    from: usize,
    to: usize,
    out: &Path,
    config: &SweepConfig,
    observer: &impl SweepObserver,
) -> Result<Swept, Error> {
    if from < 1 || from > to {
        return Err(Error::InvalidN(format!("empty range {from}..={to}")));
    }
    if to > crate::MAX_N {
        let why = format!(
            "N = {to} exceeds the supported maximum N = {}",
            crate::MAX_N
        );
        return Err(Error::InvalidN(why));
    }
    if !(1..=MAX_GAP).contains(&config.jobs) {
        let why = "jobs must be 1, 2 or 3 (by stride a worker warm-starts from N - jobs, at most 3 keys back)";
        return Err(Error::InvalidN(why.into()));
    }
    let (failures, certified) = (Mutex::new(Vec::new()), Mutex::new(Vec::new()));
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(config.jobs)
        .build()
        .map_err(|e| Error::NotCertified(format!("no thread pool: {e}")))?;
    let lanes = lanes(from, to, out, config);
    pool.install(|| {
        (0..config.jobs).into_par_iter().for_each(|i| {
            let done = |n| lock(&certified).push(n);
            if let Err((n, e)) = worker(config, out, &lanes, i, observer, done) {
                observer.abandoned(n, &lanes.abandon(i, n), &e);
                lock(&failures).push(n);
            }
        })
    });
    let (mut failed, mut certified) = (lock(&failures).clone(), lock(&certified).clone());
    failed.sort_unstable();
    certified.sort_unstable();
    let unchecked = (from..=to)
        .filter(|n| certified.binary_search(n).is_err())
        .collect();
    Ok(Swept {
        certified,
        failed,
        unchecked,
    })
}

/// The list behind `m` (a worker that panicked while holding it left whole entries only).
fn lock(m: &Mutex<Vec<usize>>) -> std::sync::MutexGuard<'_, Vec<usize>> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// The sweep's lanes: contiguous when each can start from a known mix or a stored N just
/// below it, balanced by the modelled cost of the N not stored yet.
fn lanes(from: usize, to: usize, out: &Path, config: &SweepConfig) -> Lanes {
    let stored = |n: usize| store::path(out, n).exists();
    let cost = |n: usize| {
        if stored(n) {
            0.0
        } else {
            config.cost.seconds(n)
        }
    };
    let starts_well = |n: usize| {
        config.method == Method::Warm
            && (config.known.alpha(n).is_some() || within_reach(n).any(stored))
    };
    Lanes::new(from, to, config.jobs, cost, starts_well)
}

/// The name stored in records.
fn method_name(method: Method) -> &'static str {
    match method {
        Method::Plain => "plain",
        Method::Warm => "warm",
    }
}

/// The N a warm start of `n` can come from: 1 to [`MAX_GAP`] keys smaller, nearest first.
fn within_reach(n: usize) -> impl Iterator<Item = usize> {
    (1..=MAX_GAP).filter_map(move |g| n.checked_sub(g).filter(|m| *m >= 1))
}

/// Where a lane's N starts when nothing this worker solved is within reach: a stored
/// certificate of an N at most [`MAX_GAP`] keys smaller (its trees and mix), else a known
/// mix alone.
fn lane_start(config: &SweepConfig, out: &Path, first: usize) -> Option<Warm> {
    within_reach(first)
        .find_map(|m| store::verified(out, m).map(|(_, c)| Warm::from(&c)))
        .or_else(|| {
            within_reach(first).find_map(|m| {
                config.known.alpha(m).map(|a| Warm {
                    trees: Vec::new(),
                    alpha: a.to_vec(),
                    optimal: false,
                })
            })
        })
}

/// Solves the N of lane `i` in order (and of the lanes it shares later), each warm-started
/// from the worker's previous N when that is at most [`MAX_GAP`] keys smaller; `certified`
/// hears every N stored and certified, or re-verified, by this worker.
fn worker(
    config: &SweepConfig,
    out: &Path,
    lanes: &Lanes,
    i: usize,
    observer: &impl SweepObserver,
    certified: impl Fn(usize),
) -> Result<(), (usize, Error)> {
    let mut last: Option<(usize, Warm)> = None;
    while let Some(n) = lanes.next(i) {
        if config.stop.load(Ordering::Relaxed) {
            return Ok(());
        }
        if let Some((_, cert)) = store::verified(out, n) {
            Checkpoint::remove(out, n).map_err(|e| (n, e))?;
            last = Some((n, Warm::from(&cert)));
            certified(n);
            observer.skipped(n);
            continue;
        }
        observer.started(n);
        let chained = match last.take() {
            Some((m, w)) if within_reach(n).any(|k| k == m) => Some(w),
            _ => None,
        };
        let (record, warm) = solve_one(config, out, n, chained, observer).map_err(|e| (n, e))?;
        store::write(out, &record).map_err(|e| (n, e))?;
        Checkpoint::remove(out, n).map_err(|e| (n, e))?;
        certified(n);
        observer.solved(n, &record);
        // `solve` returns only certified solutions: no need to re-check what was just written.
        last = Some((n, warm));
    }
    Ok(())
}

/// Where an N starts: the warm start, the record's method name, and the master solves and
/// seconds of its earlier runs (a checkpoint's; none otherwise).
struct Start {
    warm: Option<Warm>,
    method: String,
    before: (usize, f64),
}

/// Solves `n` (saving checkpoints every `saves`) from its start; the record (its solves and
/// seconds those of every run of `n`) and what the next N starts from.
fn solve_one(
    config: &SweepConfig,
    out: &Path,
    n: usize,
    chained: Option<Warm>,
    observer: &impl SweepObserver,
) -> Result<(Record, Warm), Error> {
    // Only the warm method starts from trees and a mix; the plain one neither saves nor reads.
    let saves = config
        .checkpoint_every
        .filter(|_| config.method == Method::Warm);
    let start = start(config, out, n, chained, saves.is_some(), observer);
    let mut solve_config = SolveConfig::for_method(config.method);
    solve_config.master = config.master;
    let before = start.before;
    let mut save = |mut c: Checkpoint| {
        (c.solves, c.seconds) = (c.solves.saturating_add(before.0), c.seconds + before.1);
        c.write(out)
    };
    let saving = Saving {
        every: saves,
        save: &mut save,
        stop: Some(&config.stop),
    };
    let game = GuessingGame::new(n)?;
    let solved = solve_saving(
        game,
        &solve_config,
        start.warm.as_ref(),
        Some(saving),
        |b| observer.bounds(n, b),
    )?;
    let mut record = Record::from_solved(&solved, &start.method);
    // Stored and reported as certified only when the record's own verdict says so.
    if !record.certified {
        return Err(Error::NotCertified(format!(
            "N = {n}: the certificate's check did not pass; nothing stored"
        )));
    }
    record.iterations = record.iterations.saturating_add(before.0);
    record.seconds += before.1;
    Ok((record, solved.warm()))
}

/// Where `n` starts: its checkpoint if `resumable` and it has one that reads back, else
/// `chained` (the worker's N just below), else the lane's start; a known mix centres it
/// when there are no trees to start from.
fn start(
    config: &SweepConfig,
    out: &Path,
    n: usize,
    chained: Option<Warm>,
    resumable: bool,
    observer: &impl SweepObserver,
) -> Start {
    let name = method_name(config.method);
    let saved = match resumable {
        true => Checkpoint::read(out, n).unwrap_or_else(|e| {
            observer.checkpoint_ignored(n, &e);
            None
        }),
        false => None,
    };
    if let Some(c) = saved {
        observer.resumed(n, &c);
        let (warm, before) = (Some(c.warm()), (c.solves, c.seconds));
        let method = format!("{name}+resumed");
        return Start {
            warm,
            method,
            before,
        };
    }
    let warm = chained.or_else(|| lane_start(config, out, n));
    let before = (0, 0.0);
    match centre(config, warm.as_ref(), n) {
        Some(known) => {
            let method = format!("{name}+known");
            Start {
                warm: Some(known),
                method,
                before,
            }
        }
        None => Start {
            warm,
            method: name.to_string(),
            before,
        },
    }
}

/// The known mix starts an N with no trees to start from; otherwise the previous N's trees
/// and mix start it (near 512 that needs 2.5x fewer master solves than centring on the
/// known optimum; docs/design/guessing.md).
fn centre(config: &SweepConfig, warm: Option<&Warm>, n: usize) -> Option<Warm> {
    let chained = warm.is_some_and(|w| !w.trees.is_empty());
    config
        .known
        .alpha(n)
        .filter(|_| !chained)
        .map(|alpha| Warm {
            trees: Vec::new(),
            alpha: alpha.to_vec(),
            optimal: true,
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small sweep from the library: every N stored and certified, and a rerun skips them.
    #[test]
    fn a_sweep_stores_every_n_and_a_rerun_skips_them() {
        struct Count(std::sync::atomic::AtomicUsize);
        impl SweepObserver for Count {
            fn skipped(&self, _n: usize) {
                self.0.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            }
        }
        let out = std::env::temp_dir().join(format!("guessing-sweep-{}", std::process::id()));
        let config = SweepConfig::default();
        let swept = sweep(1, 12, &out, &config, &Quiet).unwrap();
        assert!(swept.complete() && swept.failed.is_empty());
        assert_eq!(swept.certified, (1..=12).collect::<Vec<_>>());
        let record = store::read(&store::path(&out, 12)).unwrap();
        assert_eq!(record.value, "1461/470", "OEIS A286676 / A286677");
        let count = Count(0.into());
        sweep(1, 12, &out, &config, &count).unwrap();
        assert_eq!(count.0.into_inner(), 12);
        // Told to stop before it starts, a sweep checks nothing, whatever files it finds:
        // none is counted as certified, however many are stored.
        let stop = SweepConfig {
            stop: Arc::new(AtomicBool::new(true)),
            ..SweepConfig::default()
        };
        let swept = sweep(1, 12, &out, &stop, &Quiet).unwrap();
        assert_eq!((swept.certified.len(), swept.unchecked.len()), (0, 12));
        std::fs::remove_dir_all(&out).unwrap();
    }

    /// With the known mixes each worker solves a contiguous slice (the second one starting
    /// from its first N's known mix, a `+known` record), and every value is the fixture's,
    /// found and certified again.
    #[test]
    fn a_sweep_with_known_mixes_solves_contiguous_slices() {
        let fixture =
            Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/guessing/values.jsonl");
        let out = std::env::temp_dir().join(format!("guessing-lanes-{}", std::process::id()));
        let config = SweepConfig {
            known: Known::read(&fixture, 1, 40).unwrap(),
            cost: CostModel::read(&fixture).unwrap(),
            ..SweepConfig::default()
        };
        assert!(sweep(1, 40, &out, &config, &Quiet).unwrap().complete());
        let known: Vec<usize> = (1..=40)
            .map(|n| store::read(&store::path(&out, n)).unwrap())
            .filter(|r| r.method.ends_with("+known"))
            .map(|r| r.n)
            .collect();
        // By stride only N = 1 and 2 would start from their known mixes.
        assert!(
            known.contains(&1) && known.iter().any(|&n| n > 3),
            "{known:?}"
        );
        for line in crate::read_lines::<serde_json::Value>(&fixture)
            .unwrap()
            .iter()
            .take(40)
        {
            let n = line["n"].as_u64().unwrap() as usize;
            let record = store::read(&store::path(&out, n)).unwrap();
            assert_eq!(record.value, line["value"].as_str().unwrap(), "N = {n}");
        }
        std::fs::remove_dir_all(&out).unwrap();
    }
}
