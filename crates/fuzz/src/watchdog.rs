//! The fuzz watchdog: each worker marks the input it is on; a thread checks every 50 ms
//! that none has run past the time limit and that the process is under the memory limit.
//! A breach ends the process (exit code 3) after saving the input to `results/fuzz/`.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// How much one input may take.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Wall time per input.
    pub time: Duration,
    /// Resident memory of the whole process.
    pub rss_bytes: u64,
}

/// The input a worker is on, with its start time.
type Slot = Mutex<Option<(Instant, Vec<u8>)>>;

/// The input each worker is on, with its start time.
pub struct Watchdog {
    current: Vec<Slot>,
    limits: Limits,
    slowest_ns: AtomicU64,
    peak_rss: AtomicU64,
}

impl Watchdog {
    /// A watchdog for `workers` workers.
    pub fn new(workers: usize, limits: Limits) -> Watchdog {
        Watchdog {
            current: (0..workers).map(|_| Mutex::new(None)).collect(),
            limits,
            slowest_ns: AtomicU64::new(0),
            peak_rss: AtomicU64::new(rss()),
        }
    }

    /// Runs `f` on worker `w`'s `input`, timed.
    pub fn time<T>(&self, w: usize, input: &[u8], f: impl FnOnce() -> T) -> T {
        let start = Instant::now();
        *self.current[w].lock().expect("no poisoned lock") = Some((start, input.to_vec()));
        let out = f();
        *self.current[w].lock().expect("no poisoned lock") = None;
        let ns = u64::try_from(start.elapsed().as_nanos()).unwrap_or(u64::MAX);
        self.slowest_ns.fetch_max(ns, Ordering::Relaxed);
        out
    }

    /// Checks the workers until `done`.
    pub fn watch(&self, done: &AtomicBool) {
        while !done.load(Ordering::Relaxed) {
            std::thread::sleep(Duration::from_millis(50));
            let rss = rss();
            self.peak_rss.fetch_max(rss, Ordering::Relaxed);
            for slot in &self.current {
                let slot = slot.lock().expect("no poisoned lock");
                let Some((start, input)) = slot.as_ref() else {
                    continue;
                };
                if start.elapsed() > self.limits.time {
                    breach("ran longer than the time limit", start.elapsed(), input);
                }
                if rss > self.limits.rss_bytes {
                    breach(
                        &format!("grew the process to {} MB", rss >> 20),
                        start.elapsed(),
                        input,
                    );
                }
            }
        }
    }

    /// The slowest input so far.
    pub fn slowest(&self) -> Duration {
        Duration::from_nanos(self.slowest_ns.load(Ordering::Relaxed))
    }

    /// The peak resident memory seen.
    pub fn peak_rss(&self) -> u64 {
        self.peak_rss.load(Ordering::Relaxed)
    }
}

/// Reports a breach and ends the process: a hung input cannot be stopped from outside.
fn breach(what: &str, after: Duration, input: &[u8]) -> ! {
    let file = std::path::Path::new("results/fuzz").join("breach.bin");
    let saved = verify::write_bytes_atomically(&file, input).is_ok();
    let shown: String = String::from_utf8_lossy(input).chars().take(400).collect();
    eprintln!(
        "fuzz: defect: an input {what} ({:.1} s){}: {shown:?}",
        after.as_secs_f64(),
        if saved {
            ", saved to results/fuzz/breach.bin"
        } else {
            ""
        }
    );
    std::process::exit(3)
}

/// The process's resident memory in bytes (0 where /proc is missing).
fn rss() -> u64 {
    let statm = std::fs::read_to_string("/proc/self/statm").unwrap_or_default();
    let pages: u64 = statm
        .split_whitespace()
        .nth(1)
        .and_then(|p| p.parse().ok())
        .unwrap_or(0);
    pages * 4096
}
