//! The sweep's progress as a user reads it: a bar with "k/M N", the time elapsed and the
//! time left (the cost model's share of the work still to do, scaled by the speed so far:
//! the running seconds each finished N took in this run per modelled second of the work it
//! did here (a resumed N's share by master solves), weighed with the model's own speed over
//! a minute of modelled work, less what the N in flight have run, shared among the workers;
//! measured on a [`RunningClock`], so a paused sweep does not look slow),
//! one line per N in N order (the workers finish out of order; a line waits for the smaller
//! N), and the stored N that were verified and skipped.

use std::collections::BTreeMap;
use std::sync::Mutex;

use guessing::sweep::SweepObserver;
use guessing::{Checkpoint, CostModel, Record};
use indicatif::{ProgressBar, ProgressStyle};
use lp_core::Bounds;

use crate::clock::RunningClock;
use crate::limits::duration;

/// The guessing sweep's [`SweepObserver`]: a progress bar and one line per N.
pub struct SweepProgress {
    bar: ProgressBar,
    from: usize,
    to: usize,
    jobs: usize,
    model: CostModel,
    clock: RunningClock,
    state: Mutex<State>,
}

/// What has been reported; guarded by one lock, held only to print.
struct State {
    /// The smallest N not yet reported.
    next: usize,
    /// Finished N waiting for a smaller one: their line, or `None` (skipped or abandoned).
    waiting: BTreeMap<usize, Option<String>>,
    /// Modelled cost of the N solved, and of those still to solve.
    done_cost: f64,
    left_cost: f64,
    /// Running seconds the N solved took, from start to stored, summed over the workers.
    spent: f64,
    /// The N in flight and the running second each started at.
    running: BTreeMap<usize, f64>,
    /// The N in flight resumed from a checkpoint: its seconds and master solves before.
    resumed: BTreeMap<usize, (f64, usize)>,
    skipped: usize,
}

impl SweepProgress {
    pub fn new(from: usize, to: usize, jobs: usize, model: CostModel) -> SweepProgress {
        let bar = ProgressBar::new((to - from + 1) as u64);
        let template = "{elapsed_precise} [{bar:30}] {pos}/{len} N {prefix} {msg}";
        if let Ok(style) = ProgressStyle::with_template(template) {
            bar.set_style(style.progress_chars("=> "));
        }
        let left_cost = (from..=to).map(|n| model.seconds(n)).sum();
        let state = State {
            next: from,
            waiting: BTreeMap::new(),
            done_cost: 0.0,
            left_cost,
            spent: 0.0,
            running: BTreeMap::new(),
            resumed: BTreeMap::new(),
            skipped: 0,
        };
        SweepProgress {
            bar,
            from,
            to,
            jobs,
            model,
            clock: RunningClock::start(),
            state: Mutex::new(state),
        }
    }

    /// Prints the modelled cost of the whole range, one core and the workers, when it is
    /// more than a minute.
    pub fn estimate(&self) {
        let jobs = self.jobs;
        let modelled = self
            .state
            .lock()
            .expect("no panics while holding the lock")
            .left_cost;
        if modelled > 60.0 {
            crate::note(&format!(
                "N = {}..={}: modelled at about {} of one core, {} on {jobs} worker{} (a model {}; stored N are skipped)",
                self.from,
                self.to,
                duration(modelled),
                duration(modelled / jobs as f64),
                if jobs == 1 { "" } else { "s" },
                CostModel::FIT,
            ));
        }
    }

    /// Ends the bar; the number of stored N skipped.
    pub fn finish(&self) -> usize {
        self.bar.finish_and_clear();
        let state = self.state.lock().expect("no panics while holding the lock");
        state.skipped
    }

    fn report(&self, n: usize, line: Option<String>, account: impl FnOnce(&mut State, f64)) {
        let mut state = self.state.lock().expect("no panics while holding the lock");
        account(&mut state, self.model.seconds(n));
        state.waiting.insert(n, line);
        while let Some(line) = {
            let next = state.next;
            state.waiting.remove(&next)
        } {
            state.next += 1;
            self.bar.inc(1);
            if let Some(line) = line {
                self.print(format!("{line}  [{}]", self.status(&state)));
            }
        }
        self.bar.set_prefix(self.left(&state));
    }

    /// `412/980 N, 13 min elapsed, about 25 min left`.
    fn status(&self, state: &State) -> String {
        let (done, total) = (self.bar.position(), self.bar.length().unwrap_or(0));
        let elapsed = duration(self.clock.wall_seconds());
        format!("{done}/{total} N, {elapsed} elapsed, {}", self.left(state))
    }

    fn left(&self, state: &State) -> String {
        if state.done_cost <= 0.0 {
            return String::new();
        }
        let rate = rate(state.spent, state.done_cost);
        let now = self.clock.running_seconds();
        let in_flight: Vec<(f64, f64)> = (state.running.iter())
            .map(|(&n, &start)| (self.model.seconds(n), now - start))
            .collect();
        let left = time_left(state.left_cost, rate, &in_flight, self.jobs);
        format!("about {} left", duration(left))
    }

    /// One line above the bar, or on stderr when the bar is hidden (not a terminal), so logs
    /// of long runs show every N.
    pub fn print(&self, line: String) {
        match self.bar.is_hidden() {
            true => crate::note(&line),
            false => self.bar.println(line),
        }
    }
}

impl SweepObserver for SweepProgress {
    fn started(&self, n: usize) {
        let now = self.clock.running_seconds();
        let mut state = self.state.lock().expect("no panics while holding the lock");
        state.running.insert(n, now);
    }

    fn skipped(&self, n: usize) {
        self.report(n, None, |s, cost| {
            s.left_cost -= cost;
            s.skipped += 1;
        });
    }

    /// The seconds before the checkpoint count as run for the work left, as if this run had
    /// spent them; the speed counts this run's share alone ([`this_run`]).
    fn resumed(&self, n: usize, checkpoint: &Checkpoint) {
        let mut state = self.state.lock().expect("no panics while holding the lock");
        if let Some(start) = state.running.get_mut(&n) {
            *start -= checkpoint.seconds;
        }
        let before = (checkpoint.seconds, checkpoint.solves);
        state.resumed.insert(n, before);
        drop(state);
        self.print(format!(
            "N = {n}: starting again from its checkpoint ({} master solves, {:.0} s in)",
            checkpoint.solves, checkpoint.seconds
        ));
    }

    fn checkpoint_ignored(&self, n: usize, error: &guessing::Error) {
        self.print(format!(
            "N = {n}: checkpoint set aside, N starts afresh: {error}"
        ));
    }

    fn solved(&self, n: usize, record: &Record) {
        let line = format!(
            "N = {n}: value {:.12} certified ({} master solves, {:.1} s)",
            record.value_f64, record.iterations, record.seconds
        );
        let now = self.clock.running_seconds();
        self.report(n, Some(line), |s, cost| {
            s.left_cost -= cost;
            let ran = s.running.remove(&n).map_or(0.0, |start| now - start);
            let (spent, share) = this_run(ran, s.resumed.remove(&n), record.iterations);
            s.spent += spent;
            s.done_cost += cost * share;
        });
    }

    fn bounds(&self, n: usize, b: &Bounds) {
        if b.iteration % 10 == 1 {
            self.bar.set_message(format!(
                "N = {n}: iteration {}, bounds [{:.12}, {:.12}]",
                b.iteration, b.lower, b.upper
            ));
        }
    }

    /// The failure is printed at once; the N from `n` on will not come.
    fn abandoned(&self, n: usize, rest: &[usize], error: &guessing::Error) {
        self.print(format!("N = {n}: {error}"));
        for &m in rest {
            self.report(m, None, |s, cost| {
                s.left_cost -= cost;
                s.running.remove(&m);
            });
        }
    }
}

/// The running seconds an N took in this run and the share of its modelled cost they did:
/// all of it, or for an N resumed after `(seconds, solves)` the seconds since and the share
/// of its master solves made since (earlier runs may have been slowed by anything, and
/// the speed is this run's).
fn this_run(ran: f64, resumed: Option<(f64, usize)>, solves: usize) -> (f64, f64) {
    match resumed {
        None => (ran, 1.0),
        Some((seconds, before)) => {
            let share = 1.0 - before as f64 / solves.max(1) as f64;
            ((ran - seconds).max(0.0), share.clamp(0.0, 1.0))
        }
    }
}

/// Modelled seconds the speed so far is weighed against: the model's own speed (one
/// running second per modelled second) counts as this much work done, so the first N
/// finished, modelled at a few microseconds, cannot swing the estimate (the main job's first
/// line read "about 230 years left" after N = 1 took a millisecond).
const PRIOR_SECONDS: f64 = 60.0;

/// Running seconds per modelled second: `spent` over `done` modelled, weighed with the
/// model's own speed over [`PRIOR_SECONDS`].
fn rate(spent: f64, done: f64) -> f64 {
    (spent + PRIOR_SECONDS) / (done + PRIOR_SECONDS)
}

/// Seconds until the sweep ends: the modelled cost left (`left_cost`, the N in flight
/// included) at `rate` running seconds per modelled second, less what each N in flight
/// (`(modelled cost, running seconds so far)`) has run, up to its own estimate, shared
/// among `jobs` workers; never less than the longest N in flight still needs.
fn time_left(left_cost: f64, rate: f64, in_flight: &[(f64, f64)], jobs: usize) -> f64 {
    let remaining = |&(cost, ran): &(f64, f64)| (cost * rate - ran).max(0.0);
    let credit: f64 = in_flight
        .iter()
        .map(|&(cost, ran)| ran.min(cost * rate))
        .sum();
    let shared = (left_cost.max(0.0) * rate - credit).max(0.0) / jobs.max(1) as f64;
    in_flight.iter().map(remaining).fold(shared, f64::max)
}

#[cfg(test)]
mod tests {
    use super::{rate, this_run, time_left};

    #[test]
    fn a_resumed_n_counts_this_runs_seconds_and_share_alone() {
        assert_eq!(this_run(50.0, None, 100), (50.0, 1.0));
        // Resumed after 7,500 s and 1,146 of 2,740 solves, finished 3,710 s later.
        let (spent, share) = this_run(11_210.0, Some((7_500.0, 1_146)), 2_740);
        assert!((spent - 3_710.0).abs() < 1e-9);
        assert!((share - 1_594.0 / 2_740.0).abs() < 1e-12);
    }

    #[test]
    fn a_tiny_first_n_does_not_swing_the_speed_and_a_long_run_sets_it() {
        assert!((rate(1e-3, 1e-9) - 1.0).abs() < 1e-4);
        let long = rate(2.0 * 3000.0, 3000.0);
        assert!((long - 6060.0 / 3060.0).abs() < 1e-12 && long > 1.9);
        assert_eq!(rate(0.0, 0.0), 1.0);
    }

    #[test]
    fn the_work_in_flight_counts_and_the_workers_share_the_rest() {
        // Ten N of 100 modelled s left, at 2 running s each: 2,000 s of work. Two N in
        // flight have run 150 s and 250 s (the second past its estimate of 200: credit 200).
        let left = time_left(1000.0, 2.0, &[(100.0, 150.0), (100.0, 250.0)], 2);
        assert!((left - (2000.0 - 350.0) / 2.0).abs() < 1e-9);
        // One N left, half run: the other worker idles, so the wait is that N's rest.
        assert!((time_left(100.0, 2.0, &[(100.0, 100.0)], 2) - 100.0).abs() < 1e-9);
        assert_eq!(time_left(0.0, 2.0, &[], 2), 0.0);
    }
}
