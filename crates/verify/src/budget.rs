//! One budget for every search a user can start: a deadline, a memory ceiling, an optional
//! count of work steps and a stop flag (Ctrl-C), polled cheaply from the search's loop. The
//! habit of trusted solvers (HiGHS's time limit and interrupt callback, SQLite's progress
//! handler and heap limit): running out is an error value naming what ran out, never a
//! panic and never a kill.
//!
//! A search holds a [`Meter`] and calls [`Meter::tick`] once per step; every
//! [`POLL_EVERY`] steps the meter reads the clock and the stop flag, and every 16th poll the
//! process's resident memory (`/proc/self/status`), so a poll costs nothing measurable. A
//! search that already watches a stop flag (between rounds, levels or subtrees) is bounded
//! by a [`Watchdog`] instead: a thread that raises the flag when the deadline passes or the
//! memory reaches the ceiling, and [`Budget::why_stopped`] names which.
//!
//! # Example
//! ```
//! use std::time::Duration;
//! use verify::budget::{Budget, Exhausted};
//! let budget = Budget::unlimited().with_work(10_000);
//! let mut meter = budget.meter();
//! let ran_out = (0..1_000_000).try_for_each(|_| meter.tick());
//! assert!(matches!(ran_out, Err(Exhausted::Work(10_000))));
//! assert!(Budget::with_time_limit(Duration::from_secs(60))?.check().is_ok());
//! # Ok::<(), verify::limits::LimitError>(())
//! ```

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::limits::{self, LimitError};

/// Steps between two polls of the clock and the stop flag.
pub const POLL_EVERY: u64 = 4096;

/// The share of the memory free when a budget is made that it lets a search take.
const FREE_SHARE: f64 = 0.9;

/// What ran out; its text is the one line a user sees, after the name of the run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Exhausted {
    /// The deadline passed (the time limit it came from).
    Time(Duration),
    /// The process's resident memory reached the ceiling (bytes).
    Memory(u64),
    /// The count of work steps was reached.
    Work(u64),
    /// The stop flag was raised (Ctrl-C, SIGTERM, Python's KeyboardInterrupt).
    Stopped,
}

impl std::fmt::Display for Exhausted {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Exhausted::Time(limit) => {
                write!(f, "stopped at the time limit of {} s", limit.as_secs_f64())
            }
            Exhausted::Memory(bytes) => write!(
                f,
                "stopped at the memory budget of {} (the free memory when it started)",
                limits::bytes(*bytes as f64)
            ),
            Exhausted::Work(steps) => write!(f, "stopped after the work limit of {steps} steps"),
            Exhausted::Stopped => f.write_str("interrupted"),
        }
    }
}

impl std::error::Error for Exhausted {}

/// A deadline, a memory ceiling, an optional work count and a stop flag, shared by every
/// thread of one search (clones share the work count and the flag).
#[derive(Clone, Debug)]
pub struct Budget {
    deadline: Option<(Instant, Duration)>,
    memory: Option<u64>,
    work: Option<u64>,
    spent: Arc<AtomicU64>,
    stop: Arc<AtomicBool>,
    /// What a [`Watchdog`] raised the stop flag for.
    cause: Arc<Mutex<Option<Exhausted>>>,
}

impl Budget {
    /// No deadline, no work count, and a memory ceiling of nine tenths of the memory free
    /// now (none where the free memory cannot be read): the default of every run.
    pub fn unlimited() -> Budget {
        let ceiling = limits::available_bytes()
            .map(|free| (resident_bytes().unwrap_or(0) as f64 + FREE_SHARE * free) as u64);
        Budget {
            deadline: None,
            memory: ceiling,
            work: None,
            spent: Arc::default(),
            stop: Arc::default(),
            cause: Arc::default(),
        }
    }

    /// [`Budget::unlimited`] with a deadline `limit` from now.
    pub fn with_time_limit(limit: Duration) -> Result<Budget, LimitError> {
        let at = limits::deadline(limit)?;
        Ok(Budget {
            deadline: Some((at, limit)),
            ..Budget::unlimited()
        })
    }

    /// From an optional time limit in seconds (a CLI flag's or a Python argument's),
    /// refused as [`limits::seconds`] refuses it.
    pub fn from_seconds(seconds: Option<f64>) -> Result<Budget, LimitError> {
        match seconds {
            Some(s) => Budget::with_time_limit(limits::seconds(s)?),
            None => Ok(Budget::unlimited()),
        }
    }

    /// The same budget stopping after `steps` steps of work in all.
    pub fn with_work(mut self, steps: u64) -> Budget {
        self.work = Some(steps);
        self
    }

    /// The same budget with a memory ceiling of `bytes` of resident memory (at most the
    /// default ceiling).
    pub fn with_memory(mut self, bytes: u64) -> Budget {
        self.memory = Some(self.memory.map_or(bytes, |m| m.min(bytes)));
        self
    }

    /// The flag that stops every search holding this budget (or a clone) at its next poll.
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.stop)
    }

    /// The time left before the deadline, if there is one.
    pub fn time_left(&self) -> Option<Duration> {
        self.deadline
            .map(|(at, _)| at.saturating_duration_since(Instant::now()))
    }

    /// Bytes a search may still take before its resident memory reaches the ceiling (none
    /// where either cannot be read).
    pub fn memory_left(&self) -> Option<u64> {
        Some(self.memory?.saturating_sub(resident_bytes()?))
    }

    /// Work steps counted so far by every meter of this budget (in whole polls).
    pub fn spent(&self) -> u64 {
        self.spent.load(Ordering::Relaxed)
    }

    /// Checks the stop flag, the deadline and the memory ceiling now.
    pub fn check(&self) -> Result<(), Exhausted> {
        self.check_time()?;
        self.check_memory()
    }

    fn check_time(&self) -> Result<(), Exhausted> {
        if self.stop.load(Ordering::Relaxed) {
            return Err(self.why_stopped());
        }
        self.past_deadline().map_or(Ok(()), Err)
    }

    /// The deadline's exhaustion, once it has passed.
    fn past_deadline(&self) -> Option<Exhausted> {
        match self.deadline {
            Some((at, limit)) if Instant::now() >= at => Some(Exhausted::Time(limit)),
            _ => None,
        }
    }

    fn check_memory(&self) -> Result<(), Exhausted> {
        match (self.memory, resident_bytes()) {
            (Some(ceiling), Some(used)) if used >= ceiling => Err(Exhausted::Memory(ceiling)),
            _ => Ok(()),
        }
    }

    /// Counts `steps` more work: the work limit's exhaustion once it is passed.
    fn count(&self, steps: u64) -> Result<(), Exhausted> {
        let spent = self.spent.fetch_add(steps, Ordering::Relaxed) + steps;
        match self.work.filter(|&limit| spent > limit) {
            Some(limit) => Err(Exhausted::Work(limit)),
            None => Ok(()),
        }
    }

    /// A thread that raises the stop flag once the deadline passes or the resident memory
    /// reaches the ceiling (it looks every 50 ms), until it is dropped.
    pub fn watchdog(&self) -> Watchdog {
        let (budget, done) = (self.clone(), Arc::new(AtomicBool::new(false)));
        let finished = Arc::clone(&done);
        let thread = std::thread::spawn(move || {
            while !finished.load(Ordering::Relaxed) && !budget.stop.load(Ordering::Relaxed) {
                match budget.check() {
                    Err(spent) => return budget.raise(spent),
                    Ok(()) => std::thread::park_timeout(WATCH_EVERY),
                }
            }
        });
        Watchdog {
            done,
            thread: Some(thread),
        }
    }

    /// Raises the stop flag for `cause`.
    fn raise(&self, cause: Exhausted) {
        let mut recorded = self.cause.lock().unwrap_or_else(|e| e.into_inner());
        recorded.get_or_insert(cause);
        self.stop.store(true, Ordering::Relaxed);
    }

    /// Why a search holding this budget stopped: what the watchdog saw run out, else the
    /// deadline if it has passed, else the stop flag.
    pub fn why_stopped(&self) -> Exhausted {
        let recorded = self.cause.lock().unwrap_or_else(|e| e.into_inner()).clone();
        recorded
            .or_else(|| self.past_deadline())
            .unwrap_or(Exhausted::Stopped)
    }

    /// A meter for one thread's loop.
    pub fn meter(&self) -> Meter {
        Meter {
            budget: self.clone(),
            steps: 0,
            polls: 0,
        }
    }
}

/// How often a [`Watchdog`] looks at the clock and the memory.
const WATCH_EVERY: Duration = Duration::from_millis(50);

/// The thread of [`Budget::watchdog`]; dropping it ends the thread.
#[derive(Debug)]
pub struct Watchdog {
    done: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl Drop for Watchdog {
    fn drop(&mut self) {
        self.done.store(true, Ordering::Relaxed);
        if let Some(thread) = self.thread.take() {
            thread.thread().unpark();
            let _ = thread.join();
        }
    }
}

/// One thread's counter of steps against a [`Budget`].
#[derive(Clone, Debug)]
pub struct Meter {
    budget: Budget,
    steps: u64,
    polls: u64,
}

impl Meter {
    /// One step of work; every [`POLL_EVERY`] steps the budget is checked.
    #[inline]
    pub fn tick(&mut self) -> Result<(), Exhausted> {
        self.steps += 1;
        match self.steps < POLL_EVERY {
            true => Ok(()),
            false => self.poll(),
        }
    }

    #[cold]
    fn poll(&mut self) -> Result<(), Exhausted> {
        self.polls += 1;
        self.budget.count(std::mem::take(&mut self.steps))?;
        self.budget.check_time()?;
        match self.polls % 16 {
            0 => self.budget.check_memory(),
            _ => Ok(()),
        }
    }

    /// The budget this meter counts against.
    pub fn budget(&self) -> &Budget {
        &self.budget
    }
}

/// This process's resident memory (`VmRSS` of `/proc/self/status`), if the system says.
pub fn resident_bytes() -> Option<u64> {
    limits::proc_kib("/proc/self/status", "VmRSS:").map(|kib| kib * 1024)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_deadline_in_the_past_stops_the_next_poll() {
        let budget = Budget::with_time_limit(Duration::from_nanos(1)).unwrap();
        std::thread::sleep(Duration::from_millis(2));
        let mut meter = budget.meter();
        let out = (0..POLL_EVERY).try_for_each(|_| meter.tick());
        assert_eq!(out, Err(Exhausted::Time(Duration::from_nanos(1))));
        assert!(out.unwrap_err().to_string().contains("time limit"));
    }

    #[test]
    fn the_stop_flag_stops_every_clone() {
        let budget = Budget::unlimited();
        let clone = budget.clone();
        budget.stop_flag().store(true, Ordering::Relaxed);
        assert_eq!(clone.check(), Err(Exhausted::Stopped));
    }

    #[test]
    fn a_search_that_checks_after_the_watchdog_raised_the_flag_is_told_why() {
        let budget = Budget::with_time_limit(Duration::from_millis(20)).unwrap();
        let watch = budget.watchdog();
        std::thread::sleep(Duration::from_millis(200));
        drop(watch);
        assert!(budget.stop_flag().load(Ordering::Relaxed));
        assert_eq!(
            budget.check(),
            Err(Exhausted::Time(Duration::from_millis(20)))
        );
    }

    #[test]
    fn a_memory_ceiling_below_what_is_used_stops_the_check() {
        if let Some(used) = resident_bytes() {
            assert!(used > 0);
            let budget = Budget::unlimited().with_memory(used / 2);
            assert_eq!(budget.check(), Err(Exhausted::Memory(used / 2)));
            assert_eq!(budget.memory_left(), Some(0));
            let text = budget.check().unwrap_err().to_string();
            assert!(
                text.starts_with("stopped at the memory budget of"),
                "{text}"
            );
        }
    }

    #[test]
    fn work_is_counted_across_meters_of_one_budget() {
        let budget = Budget::unlimited().with_work(3 * POLL_EVERY);
        let (mut a, mut b) = (budget.meter(), budget.meter());
        for _ in 0..POLL_EVERY {
            a.tick().unwrap();
            b.tick().unwrap();
        }
        assert_eq!(budget.spent(), 2 * POLL_EVERY);
        assert_eq!(
            budget.count(POLL_EVERY + 1),
            Err(Exhausted::Work(3 * POLL_EVERY))
        );
    }

    #[test]
    fn the_watchdog_raises_the_flag_at_the_deadline_and_says_why() {
        let budget = Budget::with_time_limit(Duration::from_millis(100)).unwrap();
        let flag = budget.stop_flag();
        let start = Instant::now();
        let watch = budget.watchdog();
        while !flag.load(Ordering::Relaxed) {
            assert!(start.elapsed() < Duration::from_secs(5), "never raised");
            std::thread::sleep(Duration::from_millis(5));
        }
        drop(watch);
        assert!(start.elapsed() >= Duration::from_millis(100));
        assert_eq!(
            budget.why_stopped(),
            Exhausted::Time(Duration::from_millis(100))
        );
        let unlimited = Budget::unlimited();
        drop(unlimited.watchdog());
        assert!(!unlimited.stop_flag().load(Ordering::Relaxed));
        unlimited.stop_flag().store(true, Ordering::Relaxed);
        assert_eq!(unlimited.why_stopped(), Exhausted::Stopped);
    }

    #[test]
    fn bad_time_limits_are_refused_as_everywhere() {
        assert!(Budget::from_seconds(Some(0.0)).is_err());
        assert!(Budget::from_seconds(Some(f64::NAN)).is_err());
        assert!(Budget::from_seconds(None).unwrap().time_left().is_none());
        let left = Budget::from_seconds(Some(30.0))
            .unwrap()
            .time_left()
            .unwrap();
        assert!(left > Duration::from_secs(29));
    }
}
