//! The fuzz loop: proptest draws a seed and a list of edits, the target checks the mutated
//! input; one runner per core. A watchdog stops the run when one input takes longer than
//! the time limit or the process grows past the memory limit, and names the input.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::Instant;

use proptest::sample::Index;
use proptest::test_runner::{Config, RngSeed, TestCaseError, TestError, TestRunner};

use crate::mutate::{apply, ops, Op, COMMON_TOKENS};
use crate::watchdog::{Limits, Watchdog};

/// What a target made of one input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Read (and, where the target solves it, solved and certified) correctly.
    Accepted,
    /// Refused with a one-line error.
    Rejected,
}

/// A target's check of one input read as text: `Err` describes a defect (a panic is one
/// too). Input that is not UTF-8 is refused before it, as the CLI refuses such a file.
pub type Check = dyn Fn(&str) -> Result<Verdict, String> + Sync;

/// One reader under test.
pub struct Target {
    /// Real inputs to start from.
    pub seeds: Vec<Vec<u8>>,
    /// Tokens of the format, besides the common ones.
    pub tokens: Vec<&'static str>,
    /// The check of one input.
    pub check: Box<Check>,
}

/// What a run did.
#[derive(Debug, Default)]
pub struct Report {
    /// Inputs checked.
    pub inputs: u64,
    /// Inputs accepted.
    pub accepted: u64,
    /// Inputs refused with a one-line error.
    pub rejected: u64,
    /// Wall seconds.
    pub seconds: f64,
    /// The slowest input, in seconds.
    pub slowest: f64,
    /// Peak resident memory, in bytes.
    pub peak_rss: u64,
}

/// `Ok(Rejected)` when `error` is one non-empty line of at most 1,000 characters, else a defect.
pub fn rejected(error: impl std::fmt::Display) -> Result<Verdict, String> {
    let text = format!("{error:#}");
    if text.is_empty() || text.contains('\n') || text.chars().count() > 1000 {
        return Err(format!("error is not one short line: {text:?}"));
    }
    Ok(Verdict::Rejected)
}

/// Why a run stopped without a report.
#[derive(Debug)]
pub enum Failure {
    /// The target has no seed inputs to mutate.
    NoSeeds,
    /// A defect: a panic, a hang, a wrong answer or a malformed error; the message names the
    /// (shrunk) input.
    Defect(String),
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Failure::NoSeeds => write!(f, "a fuzz target needs seeds"),
            Failure::Defect(why) => write!(f, "defect: {why}"),
        }
    }
}

impl std::error::Error for Failure {}

/// Runs `runs` inputs against `target`, split over the cores; the first defect is an error
/// that names the (shrunk) input.
pub fn run(target: &Target, runs: u32, seed: u64, limits: Limits) -> Result<Report, Failure> {
    if target.seeds.is_empty() {
        return Err(Failure::NoSeeds);
    }
    let workers = std::thread::available_parallelism().map_or(1, |n| n.get());
    let shared = Shared {
        target,
        tokens: COMMON_TOKENS
            .iter()
            .chain(&target.tokens)
            .map(|t| t.as_bytes().to_vec())
            .collect(),
        watchdog: Watchdog::new(workers, limits),
        counts: [AtomicU64::new(0), AtomicU64::new(0)],
        failure: Mutex::new(None),
    };
    let done = AtomicBool::new(false);
    let start = Instant::now();
    std::thread::scope(|s| {
        s.spawn(|| shared.watchdog.watch(&done));
        let handles: Vec<_> = (0..workers)
            .map(|w| {
                let share = runs / workers as u32 + u32::from((w as u32) < runs % workers as u32);
                let shared = &shared;
                s.spawn(move || shared.fuzz(w, share, seed.wrapping_add(w as u64)))
            })
            .collect();
        for h in handles {
            let _ = h.join();
        }
        done.store(true, Ordering::Relaxed);
    });
    if let Some(why) = shared.failure.into_inner().expect("no poisoned lock") {
        return Err(Failure::Defect(why));
    }
    let [accepted, rejected] = shared.counts.map(AtomicU64::into_inner);
    Ok(Report {
        inputs: accepted + rejected,
        accepted,
        rejected,
        seconds: start.elapsed().as_secs_f64(),
        slowest: shared.watchdog.slowest().as_secs_f64(),
        peak_rss: shared.watchdog.peak_rss(),
    })
}

/// What the workers of one run share.
struct Shared<'a> {
    target: &'a Target,
    tokens: Vec<Vec<u8>>,
    watchdog: Watchdog,
    /// Inputs accepted, inputs rejected.
    counts: [AtomicU64; 2],
    /// The first defect found, with its (shrunk) input.
    failure: Mutex<Option<String>>,
}

impl Shared<'_> {
    /// Worker `w`: `cases` inputs drawn from `seed`; a defect is recorded in `failure`.
    fn fuzz(&self, w: usize, cases: u32, seed: u64) {
        let config = Config {
            cases,
            failure_persistence: None,
            rng_seed: RngSeed::Fixed(seed),
            max_shrink_iters: 200,
            ..Config::default()
        };
        let outcome = TestRunner::new(config).run(
            &(proptest::prelude::any::<Index>(), ops()),
            |(s, edits)| {
                let input = self.input(s, &edits);
                let verdict = self.watchdog.time(w, &input, || one(self.target, &input))?;
                self.counts[usize::from(verdict == Verdict::Rejected)]
                    .fetch_add(1, Ordering::Relaxed);
                Ok(())
            },
        );
        if let Err(TestError::Fail(why, (s, edits))) = outcome {
            let input = self.input(s, &edits);
            let short: String = String::from_utf8_lossy(&input).chars().take(400).collect();
            *self.failure.lock().expect("no poisoned lock") =
                Some(format!("{why} on input {short:?}"));
        }
    }

    /// The seed that `s` picks, with `edits` applied.
    fn input(&self, s: Index, edits: &[Op]) -> Vec<u8> {
        let seeds = &self.target.seeds;
        apply(&seeds[s.index(seeds.len())], seeds, &self.tokens, edits)
    }
}

/// One input through the target's check; a panic is a defect.
fn one(target: &Target, input: &[u8]) -> Result<Verdict, TestCaseError> {
    let Ok(text) = std::str::from_utf8(input) else {
        return Ok(Verdict::Rejected);
    };
    match catch_unwind(AssertUnwindSafe(|| (target.check)(text))) {
        Ok(Ok(v)) => Ok(v),
        Ok(Err(defect)) => Err(TestCaseError::fail(defect)),
        Err(panic) => {
            let message = panic
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_default();
            Err(TestCaseError::fail(format!("panic: {message}")))
        }
    }
}
