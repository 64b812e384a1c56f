//! The next level of the certified mode, built word by word in parallel: each worker keeps
//! a [`Games`] workspace and fills one word's row of values (every prize set of the level).

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};

use rayon::prelude::*;

use super::games::Games;
use super::level::{subsets, words, Level};
use super::Interval;
use crate::Payoff;

impl Level {
    /// The level with one more card in each hand, word by word in parallel.
    pub fn next(&self) -> Level {
        self.next_observed(&|_, _| {})
    }

    /// [`Level::next`], calling `observe(states done, states in the level)` after each word
    /// (from the worker threads).
    pub fn next_observed(&self, observe: &(dyn Fn(usize, usize) + Sync)) -> Level {
        self.build(observe, &AtomicBool::new(false)).0
    }

    /// [`Level::next_observed`] until `stop` is raised: `None` when it was, before the
    /// level was whole (each word not begun by then is skipped).
    pub fn next_until(
        &self,
        observe: &(dyn Fn(usize, usize) + Sync),
        stop: &AtomicBool,
    ) -> Option<Level> {
        let (level, stopped) = self.build(observe, stop);
        (!stopped).then_some(level)
    }

    /// The next level, and whether `stop` cut it short (its values are then not whole).
    fn build(&self, observe: &(dyn Fn(usize, usize) + Sync), stop: &AtomicBool) -> (Level, bool) {
        let k = self.k + 1;
        let mut next = Level::empty(self.n, k, self.payoff);
        let words = words(self.n, k, self.payoff);
        let (smaller, sets) = (subsets(self.n, self.k), subsets(self.n, k));
        let total = words.len() * next.row;
        let (done, fallbacks) = (AtomicUsize::new(0), AtomicU64::new(0));
        // One vector written in place, word by word: the new level never exists twice.
        let mut values = vec![Interval::ZERO; total];
        values.par_chunks_mut(next.row).zip(&words).for_each_init(
            Games::default,
            |g, (out, &w)| {
                if stop.load(Ordering::Relaxed) {
                    return;
                }
                let before = g.fallbacks;
                match self.payoff {
                    Payoff::Points => g.word(self, w, &smaller, out),
                    Payoff::WinLoss => g.word_lead(self, w, (&sets, &next.spans), out),
                }
                fallbacks.fetch_add(g.fallbacks - before, Ordering::Relaxed);
                observe(
                    done.fetch_add(out.len(), Ordering::Relaxed) + out.len(),
                    total,
                );
            },
        );
        next.fallbacks = fallbacks.into_inner();
        next.widest = super::widest(values.iter().copied());
        next.games = (values.len() * k) as u64;
        next.values = values;
        (next, stop.load(Ordering::Relaxed))
    }
}
