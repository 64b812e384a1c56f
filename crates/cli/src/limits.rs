//! The machine's side of the limits: how an estimate of a large run is printed before it
//! starts, the most an input file may hold, and the flags that give a run its seconds
//! (the checks themselves are the library's, [`verify::limits`], which Python calls too).

use std::time::Duration;

use verify::budget::{Budget, Exhausted};
use verify::limits::bytes;

/// The most bytes read from a `.nfg` file: a million payoff cells of 60-digit fractions.
pub const NFG_BYTES: u64 = 128 << 20;
/// The most bytes read from a tree's edge list: coins numbered below a million.
pub const TREE_BYTES: u64 = 32 << 20;
/// The most bytes read from an Eternity puzzle, solution or board file (32 x 32 pieces and
/// hints in any format `share` reads, with room to spare).
pub const BOARD_BYTES: u64 = 4 << 20;

/// `40 s`, `14 min`, `1.6 h`, `3.2 days`, `8.9e22 years`.
pub fn duration(seconds: f64) -> String {
    const YEAR: f64 = 365.25 * 86_400.0;
    match seconds {
        s if s >= YEAR => format!("{:.1e} years", s / YEAR),
        s if s >= 2.0 * 86_400.0 => format!("{:.1} days", s / 86_400.0),
        s if s >= 3_600.0 => format!("{:.1} h", s / 3_600.0),
        s if s >= 120.0 => format!("{:.0} min", s / 60.0),
        s => format!("{s:.0} s"),
    }
}

/// Refuses a run whose modelled peak memory exceeds what is free (unless `force`;
/// [`verify::limits::check_memory`], as Python does), and prints the estimate of one that
/// will take more than a minute; `what` names the run.
pub fn check_run(what: &str, peak_bytes: f64, seconds: f64, force: bool) -> anyhow::Result<()> {
    if !force {
        verify::limits::check_memory(what, peak_bytes)
            .map_err(|e| anyhow::anyhow!("{e} (--force to try anyway)"))?;
    }
    if seconds > 60.0 {
        crate::note(&format!(
            "{what}: expect about {} on 2 cores and a peak of {} of memory",
            duration(seconds),
            bytes(peak_bytes)
        ));
    }
    Ok(())
}

/// The budget of a search given `--time-limit` (none: no deadline), its memory ceiling the
/// machine's free memory ([`Budget`]).
pub fn budget(time_limit: Option<Duration>) -> anyhow::Result<Budget> {
    Ok(match time_limit {
        Some(limit) => Budget::with_time_limit(limit)?,
        None => Budget::unlimited(),
    })
}

/// A search's answer, or one line naming the search (`what`) and what ran out of its
/// budget.
pub fn bounded<T>(what: &str, out: Result<anyhow::Result<T>, Exhausted>) -> anyhow::Result<T> {
    out.unwrap_or_else(|spent| Err(anyhow::anyhow!("{what}: {spent}")))
}

/// Runs `work` with a spinner on stderr (a terminal only) that shows, twice a second, the
/// steps a search holding `budget` has done, its seconds and the process's memory: a search
/// of unknown length says that it is alive.
pub fn with_progress<T>(what: &str, budget: &Budget, work: impl FnOnce() -> T) -> T {
    let spinner = indicatif::ProgressBar::new_spinner();
    let done = std::sync::atomic::AtomicBool::new(false);
    let start = std::time::Instant::now();
    std::thread::scope(|scope| {
        let ticker = scope.spawn(|| {
            while !done.load(std::sync::atomic::Ordering::Relaxed) {
                let memory = verify::budget::resident_bytes().unwrap_or(0) as f64;
                spinner.set_message(format!(
                    "{what}: {} steps, {}, {} of memory",
                    budget.spent(),
                    duration(start.elapsed().as_secs_f64()),
                    bytes(memory)
                ));
                spinner.tick();
                std::thread::park_timeout(std::time::Duration::from_millis(500));
            }
        });
        let out = work();
        done.store(true, std::sync::atomic::Ordering::Relaxed);
        ticker.thread().unpark();
        spinner.finish_and_clear();
        out
    })
}

/// A flag's seconds (`clap` value parser), read once into a `Duration` through
/// [`verify::limits::seconds`], the check the Python functions make too: a limit of `-1`,
/// `inf` or `1e20` is refused by name instead of ending a run at once, never, or in a panic.
pub fn positive_seconds(text: &str) -> Result<Duration, String> {
    let refused = || format!("{text} is not a number of seconds in (0, 1e9]");
    let value: f64 = text.parse().map_err(|_| refused())?;
    verify::limits::seconds(value).map_err(|_| refused())
}

/// [`positive_seconds`], or 0 (`Duration::ZERO`) for a part of a run that is skipped.
pub fn seconds_or_zero(text: &str) -> Result<Duration, String> {
    match text.parse::<f64>() {
        Ok(0.0) => Ok(Duration::ZERO),
        _ => positive_seconds(text).map_err(|e| format!("{e} (or 0 to skip)")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_and_times_read_well() {
        assert_eq!(duration(849.0), "14 min");
        assert_eq!(duration(5760.0), "1.6 h");
        assert_eq!(duration(40.0), "40 s");
        assert_eq!(duration(8.9e22 * 365.25 * 86_400.0), "8.9e22 years");
    }

    #[test]
    fn a_run_past_the_free_memory_is_refused_unless_forced() {
        let huge = 1e18;
        let e = check_run("N = 16", huge, 1.0, false)
            .unwrap_err()
            .to_string();
        assert!(e.starts_with("N = 16 needs about 1000000.0 TB"), "{e}");
        assert!(check_run("N = 16", huge, 1.0, true).is_ok());
    }

    #[test]
    fn flags_read_seconds_once_into_a_duration() {
        assert_eq!(positive_seconds("1.5"), Ok(Duration::from_millis(1500)));
        assert_eq!(seconds_or_zero("0"), Ok(Duration::ZERO));
        for bad in ["0", "-1", "nan", "inf", "1e20", "soon"] {
            let e = positive_seconds(bad).unwrap_err();
            assert_eq!(e, format!("{bad} is not a number of seconds in (0, 1e9]"));
        }
        assert!(seconds_or_zero("1e20")
            .unwrap_err()
            .ends_with("(or 0 to skip)"));
    }
}
