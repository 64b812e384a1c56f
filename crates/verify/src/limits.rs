//! The limits every entry point applies before any work, the same from the CLI and from
//! Python: time limits parsed through [`seconds`], once, so a limit of `0`, `-1`, `nan`,
//! `inf` or `1e20` gets the same one-line error everywhere instead of a run that ends at
//! once, never, or in a panic of the clock's arithmetic; and a run whose modelled peak
//! memory exceeds the free memory refused by [`check_memory`].
//!
//! # Example
//! ```
//! assert_eq!(verify::limits::seconds(1.5)?, std::time::Duration::from_millis(1500));
//! assert!(verify::limits::seconds(1e20).is_err());
//! assert!(verify::limits::deadline(verify::limits::seconds(30.0)?).is_ok());
//! # Ok::<(), verify::limits::LimitError>(())
//! ```

use std::time::{Duration, Instant};

/// The longest time limit taken, in seconds: 1e9 (about 31.7 years), far past any run,
/// and small enough that every deadline it gives is a valid `Instant`.
pub const MAX_SECONDS: f64 = 1e9;

/// A time limit out of range, with the one line to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LimitError(pub String);

impl std::fmt::Display for LimitError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for LimitError {}

/// `value` seconds as a `Duration`: a finite number above 0 and at most [`MAX_SECONDS`].
pub fn seconds(value: f64) -> Result<Duration, LimitError> {
    let refused = || LimitError(format!("{value} is not a number of seconds in (0, 1e9]"));
    if !(value > 0.0 && value <= MAX_SECONDS) {
        return Err(refused());
    }
    Duration::try_from_secs_f64(value).map_err(|_| refused())
}

/// The moment `after` from now; a time limit from [`seconds`] always has one, a longer
/// `Duration` may not.
pub fn deadline(after: Duration) -> Result<Instant, LimitError> {
    Instant::now().checked_add(after).ok_or_else(|| {
        LimitError(format!(
            "{} seconds from now is past the clock's range",
            after.as_secs_f64()
        ))
    })
}

/// Bytes the kernel says can be allocated without swapping (`MemAvailable`), if it says.
pub fn available_bytes() -> Option<f64> {
    proc_kib("/proc/meminfo", "MemAvailable:").map(|kib| kib as f64 * 1024.0)
}

/// The number of kB the line led by `key` of a `/proc` file gives, if it does.
pub(crate) fn proc_kib(path: &str, key: &str) -> Option<u64> {
    let info = std::fs::read_to_string(path).ok()?;
    let line = info.lines().find_map(|l| l.strip_prefix(key))?;
    line.trim().trim_end_matches("kB").trim().parse().ok()
}

/// Refuses a run (`what` names it) whose modelled peak memory is more than is free; where
/// the free memory cannot be read, the run goes ahead.
pub fn check_memory(what: &str, peak_bytes: f64) -> Result<(), LimitError> {
    match available_bytes() {
        Some(free) if peak_bytes > free => Err(LimitError(format!(
            "{what} needs about {} of memory and {} are free: refused before any work",
            bytes(peak_bytes),
            bytes(free)
        ))),
        _ => Ok(()),
    }
}

/// `1.8 GB`, `430 MB`.
pub fn bytes(b: f64) -> String {
    match b {
        b if b >= 1e12 => format!("{:.1} TB", b / 1e12),
        b if b >= 1e9 => format!("{:.1} GB", b / 1e9),
        b => format!("{:.0} MB", b / 1e6),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_finite_positive_seconds_up_to_the_bound_are_taken() {
        for bad in [0.0, -1.0, f64::NAN, f64::INFINITY, 1e20, MAX_SECONDS * 1.01] {
            let e = seconds(bad).unwrap_err().to_string();
            assert!(e.ends_with("is not a number of seconds in (0, 1e9]"), "{e}");
        }
        assert_eq!(seconds(MAX_SECONDS).unwrap().as_secs(), 1_000_000_000);
        assert!(deadline(seconds(MAX_SECONDS).unwrap()).unwrap() > Instant::now());
        assert!(deadline(Duration::MAX).is_err());
    }

    #[test]
    fn a_run_past_the_free_memory_is_refused() {
        assert_eq!(bytes(1.8e9), "1.8 GB");
        assert_eq!(bytes(4.3e8), "430 MB");
        if available_bytes().is_some() {
            let e = check_memory("N = 16", 1e18).unwrap_err().to_string();
            assert!(e.starts_with("N = 16 needs about 1000000.0 TB"), "{e}");
        }
        assert!(check_memory("N = 1", 1.0).is_ok());
    }
}
