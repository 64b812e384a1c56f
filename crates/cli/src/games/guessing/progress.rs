//! The sweep's progress as a user reads it: a bar with "k/M N", the time elapsed and the
//! time left (the cost model's share of the work still to do, scaled by the speed so far,
//! measured on a [`RunningClock`], so a paused sweep does not look slow),
//! one line per N in N order (the workers finish out of order; a line waits for the smaller
//! N), and the stored N that were verified and skipped.

use std::collections::BTreeMap;
use std::sync::Mutex;

use guessing::sweep::SweepObserver;
use guessing::{CostModel, Record};
use indicatif::{ProgressBar, ProgressStyle};
use lp_core::Bounds;

use crate::clock::RunningClock;
use crate::limits::duration;

/// The guessing sweep's [`SweepObserver`]: a progress bar and one line per N.
pub struct SweepProgress {
    bar: ProgressBar,
    from: usize,
    to: usize,
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
    skipped: usize,
}

impl SweepProgress {
    pub fn new(from: usize, to: usize, model: CostModel) -> SweepProgress {
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
            skipped: 0,
        };
        SweepProgress {
            bar,
            from,
            to,
            model,
            clock: RunningClock::start(),
            state: Mutex::new(state),
        }
    }

    /// Prints the modelled cost of the whole range, one core and `jobs` workers, when it is
    /// more than a minute.
    pub fn estimate(&self, jobs: usize) {
        let modelled = self
            .state
            .lock()
            .expect("no panics while holding the lock")
            .left_cost;
        if modelled > 60.0 {
            eprintln!(
                "N = {}..={}: modelled at about {} of one core, {} on {jobs} worker{} (a model: {}; stored N are skipped)",
                self.from,
                self.to,
                duration(modelled),
                duration(modelled / jobs as f64),
                if jobs == 1 { "" } else { "s" },
                CostModel::ACCURACY,
            );
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
        let rate = self.clock.running_seconds() / state.done_cost;
        format!("about {} left", duration(state.left_cost.max(0.0) * rate))
    }

    /// One line above the bar, or on stderr when the bar is hidden (not a terminal), so logs
    /// of long runs show every N.
    pub fn print(&self, line: String) {
        match self.bar.is_hidden() {
            true => eprintln!("{line}"),
            false => self.bar.println(line),
        }
    }
}

impl SweepObserver for SweepProgress {
    fn skipped(&self, n: usize) {
        self.report(n, None, |s, cost| {
            s.left_cost -= cost;
            s.skipped += 1;
        });
    }

    fn solved(&self, n: usize, record: &Record) {
        let line = format!(
            "N = {n}: value {:.12} certified ({} master solves, {:.1} s)",
            record.value_f64, record.iterations, record.seconds
        );
        self.report(n, Some(line), |s, cost| {
            s.left_cost -= cost;
            s.done_cost += cost;
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
            self.report(m, None, |s, cost| s.left_cost -= cost);
        }
    }
}
