//! The resumable sweep: every N of a range solved, certified and stored as `DIR/<N>.json`
//! (the main job, `cargo xtask sweep --game guessing --to 980`).
//!
//! The range is dealt to 1-3 chains by stride (chain j takes `from + j`, `from + j + jobs`,
//! ...), so each N warm-starts from the chain's previous N (seed 000 §2.4: its trees and
//! mix) and the load is even. A chain's first N, with nothing solved before it, starts from
//! Alice's known optimal mix ([`Known`]) when there is one; both strategies are still found
//! and certified anew. Every N whose stored file re-verifies is skipped, so a rerun resumes.
//!
//! # Example
//! ```no_run
//! use guessing::sweep::{sweep, SweepConfig, Quiet};
//! let failed = sweep(1, 100, "results/guessing".as_ref(), &SweepConfig::default(), &Quiet)?;
//! assert!(failed.is_empty());
//! # Ok::<(), guessing::Error>(())
//! ```

use std::path::Path;
use std::sync::Mutex;

use lp_core::{Bounds, MasterKind};
use rayon::prelude::*;

use crate::known::Known;
use crate::{solve, store, Error, GuessingGame, Method, Record, SolveConfig, Warm};

/// How a sweep runs.
#[derive(Clone, Debug)]
pub struct SweepConfig {
    /// Parallel chains, 1 to 3; chain j solves the N with N mod jobs = j, each warm-started
    /// from N - jobs.
    pub jobs: usize,
    /// Plain or warm-started column generation.
    pub method: Method,
    /// The master LP engine.
    pub master: MasterKind,
    /// Alice's known mixes: the start of a chain's first N.
    pub known: Known,
}

impl Default for SweepConfig {
    /// Two chains, warm, the dense master, no known mixes.
    fn default() -> Self {
        SweepConfig {
            jobs: 2,
            method: Method::Warm,
            master: MasterKind::Dense,
            known: Known::default(),
        }
    }
}

/// What a sweep tells its caller as it goes (the CLI draws its progress bar from these).
/// Called from the chains' threads, in no particular N order.
pub trait SweepObserver: Sync {
    /// `n` was stored already and re-verified.
    fn skipped(&self, _n: usize) {}
    /// `n` was solved, certified and stored.
    fn solved(&self, _n: usize, _record: &Record) {}
    /// The master solve of `n` brought the bounds to `bounds` (every solve).
    fn bounds(&self, _n: usize, _bounds: &Bounds) {}
    /// A chain stopped at `n` with `error`; `rest` (from `n` on) will not come.
    fn abandoned(&self, _n: usize, _rest: &[usize], _error: &Error) {}
}

/// An observer that ignores everything.
pub struct Quiet;

impl SweepObserver for Quiet {}

/// Sweeps `from..=to` into `out`; the N where a chain stopped early (empty on success: every
/// N of the range is then stored and certified). Each failure has also gone to the observer.
pub fn sweep(
    from: usize,
    to: usize,
    out: &Path,
    config: &SweepConfig,
    observer: &impl SweepObserver,
) -> Result<Vec<usize>, Error> {
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
    if !(1..=3).contains(&config.jobs) {
        let why = "jobs must be 1, 2 or 3 (each chain warm-starts from N - jobs)";
        return Err(Error::InvalidN(why.into()));
    }
    let failures = Mutex::new(Vec::new());
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(config.jobs)
        .build()
        .map_err(|e| Error::NotCertified(format!("no thread pool: {e}")))?;
    pool.install(|| {
        chains(from, to, config.jobs)
            .into_par_iter()
            .for_each(|ns| {
                if let Err((n, e)) = chain(config, out, &ns, observer) {
                    let rest = &ns[ns.iter().position(|&m| m == n).unwrap_or(0)..];
                    observer.abandoned(n, rest, &e);
                    failures.lock().expect("no panics holding the lock").push(n);
                }
            })
    });
    let mut failed = failures.into_inner().expect("no panics holding the lock");
    failed.sort();
    Ok(failed)
}

/// Deals `from..=to` to `jobs` chains by stride: chain `j` takes `from + j`, `from + j + jobs`,
/// ... and warm-starts each N from N - jobs, so every chain is warm and the load is even.
fn chains(from: usize, to: usize, jobs: usize) -> Vec<Vec<usize>> {
    let jobs = jobs.min(to - from + 1);
    (0..jobs)
        .map(|j| (from + j..=to).step_by(jobs).collect())
        .collect()
}

/// The name stored in records.
fn method_name(method: Method) -> &'static str {
    match method {
        Method::Plain => "plain",
        Method::Warm => "warm",
    }
}

/// Where a chain starting at `first` starts: a stored certificate of an earlier N (its
/// trees and mix), else a known mix alone.
fn chain_start(config: &SweepConfig, out: &Path, first: usize) -> Option<Warm> {
    let stride = config.jobs.min(3);
    let before = (1..=stride).filter_map(|g| first.checked_sub(g).filter(|m| *m >= 1));
    before
        .clone()
        .find_map(|m| store::verified(out, m).map(|(_, c)| Warm::from(&c)))
        .or_else(|| {
            before.clone().find_map(|m| {
                config.known.alpha(m).map(|a| Warm {
                    trees: Vec::new(),
                    alpha: a.to_vec(),
                    optimal: false,
                })
            })
        })
}

/// Solves the N of one chain in order, each warm-started from the chain's previous N
/// (stored or just solved; at most 3 keys smaller).
fn chain(
    config: &SweepConfig,
    out: &Path,
    ns: &[usize],
    observer: &impl SweepObserver,
) -> Result<(), (usize, Error)> {
    let mut solve_config = SolveConfig::for_method(config.method);
    solve_config.master = config.master;
    let mut warm = chain_start(config, out, ns[0]);
    for &n in ns {
        if let Some((_, cert)) = store::verified(out, n) {
            warm = Some(Warm::from(&cert));
            observer.skipped(n);
            continue;
        }
        // The known mix starts a chain with nothing solved before it; after that the previous
        // N's trees and mix start each N (near 512 that needs 2.5x fewer master solves than
        // centring on the known optimum; docs/guessing.md).
        let chained = warm.as_ref().is_some_and(|w| !w.trees.is_empty());
        let centre = config
            .known
            .alpha(n)
            .filter(|_| !chained)
            .map(|alpha| Warm {
                trees: Vec::new(),
                alpha: alpha.to_vec(),
                optimal: true,
            });
        let name = method_name(config.method);
        let method = match centre {
            Some(_) => format!("{name}+known"),
            None => name.to_string(),
        };
        let start = centre.as_ref().or(warm.as_ref());
        let solved = GuessingGame::new(n)
            .and_then(|game| solve(game, &solve_config, start, |b| observer.bounds(n, b)))
            .map_err(|e| (n, e))?;
        let record = Record::from_solved(&solved, &method);
        store::write(out, &record).map_err(|e| (n, e))?;
        observer.solved(n, &record);
        // `solve` returns only certified solutions: no need to re-check what was just written.
        warm = Some(solved.warm());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chains_deal_every_n_once_by_stride() {
        for jobs in 1..=4 {
            let c = chains(1, 980, jobs);
            assert_eq!(c.len(), jobs);
            let mut all: Vec<usize> = c.iter().flatten().copied().collect();
            all.sort();
            assert_eq!(all, (1..=980).collect::<Vec<_>>());
            assert!(c
                .iter()
                .all(|ns| ns.windows(2).all(|w| w[1] - w[0] == jobs)));
        }
        assert_eq!(chains(5, 5, 3), vec![vec![5]]);
    }

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
        assert_eq!(
            sweep(1, 12, &out, &config, &Quiet).unwrap(),
            Vec::<usize>::new()
        );
        let record = store::read(&store::path(&out, 12)).unwrap();
        assert_eq!(record.value, "1461/470", "OEIS A286676 / A286677");
        let count = Count(0.into());
        sweep(1, 12, &out, &config, &count).unwrap();
        assert_eq!(count.0.into_inner(), 12);
        std::fs::remove_dir_all(&out).unwrap();
    }
}
