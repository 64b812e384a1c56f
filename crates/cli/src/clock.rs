//! Time a long run has spent running: the wall clock less the time the process was stopped
//! (`kill -STOP` to lend the cores to a benchmark, a suspended machine), so a progress
//! line's time left is not inflated by a pause. A thread that wakes every second counts a
//! gap of more than [`PAUSE`] between two wake-ups as time away.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// How often the watching thread wakes.
const TICK: Duration = Duration::from_secs(1);
/// A gap between two wake-ups longer than this is a pause (a busy machine delays a
/// wake-up by milliseconds, not seconds).
const PAUSE: Duration = Duration::from_secs(5);

/// A clock of the time spent running since it started.
pub struct RunningClock {
    start: Instant,
    away_ms: Arc<AtomicU64>,
}

impl RunningClock {
    /// Starts the clock and its watching thread (which ends with the process).
    pub fn start() -> RunningClock {
        let away_ms = Arc::new(AtomicU64::new(0));
        let shared = Arc::clone(&away_ms);
        std::thread::spawn(move || loop {
            let before = Instant::now();
            std::thread::sleep(TICK);
            let away = time_away(before.elapsed()).as_millis() as u64;
            shared.fetch_add(away, Ordering::Relaxed);
        });
        RunningClock {
            start: Instant::now(),
            away_ms,
        }
    }

    /// Seconds since the start on the wall clock, pauses included.
    pub fn wall_seconds(&self) -> f64 {
        self.start.elapsed().as_secs_f64()
    }

    /// Seconds since the start, less the pauses seen.
    pub fn running_seconds(&self) -> f64 {
        let away = self.away_ms.load(Ordering::Relaxed) as f64 / 1e3;
        (self.wall_seconds() - away).max(0.0)
    }
}

/// The part of a sleep of [`TICK`] that took `gap` which was spent stopped.
fn time_away(gap: Duration) -> Duration {
    match gap > PAUSE {
        true => gap - TICK,
        false => Duration::ZERO,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_long_gap_counts_as_a_pause() {
        assert_eq!(time_away(Duration::from_millis(1_003)), Duration::ZERO);
        assert_eq!(time_away(Duration::from_millis(4_900)), Duration::ZERO);
        assert_eq!(
            time_away(Duration::from_secs(3_601)),
            Duration::from_secs(3_600)
        );
        let clock = RunningClock::start();
        assert!(clock.running_seconds() < 5.0);
    }
}
