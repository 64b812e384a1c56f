//! The next level of the certified mode, built word by word in parallel: each worker keeps
//! a [`Games`] workspace and fills one word's row of values (every prize set of the level).

use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

use rayon::prelude::*;

use super::games::Games;
use super::level::{subsets, Level, BINOMIAL};
use super::Interval;
use crate::Word;

impl Level {
    /// The level with one more card in each hand, word by word in parallel.
    pub fn next(&self) -> Level {
        self.next_observed(&|_, _| {})
    }

    /// [`Level::next`], calling `observe(states done, states in the level)` after each word
    /// (from the worker threads).
    pub fn next_observed(&self, observe: &(dyn Fn(usize, usize) + Sync)) -> Level {
        let k = self.k + 1;
        let words = Word::all(k, self.n);
        let sets = BINOMIAL[self.n][k];
        let smaller = subsets(self.n, self.k);
        let total = words.len() * sets;
        let (done, fallbacks) = (AtomicUsize::new(0), AtomicU64::new(0));
        // One vector written in place, word by word: the new level never exists twice.
        let mut values = vec![Interval::ZERO; total];
        values
            .par_chunks_mut(sets)
            .zip(&words)
            .for_each_init(Games::default, |g, (out, &w)| {
                let before = g.fallbacks;
                g.word(self, w, &smaller, out);
                fallbacks.fetch_add(g.fallbacks - before, Ordering::Relaxed);
                observe(
                    done.fetch_add(out.len(), Ordering::Relaxed) + out.len(),
                    total,
                );
            });
        let fallbacks = fallbacks.into_inner();
        let widest = values.iter().map(Interval::width).fold(0.0, f64::max);
        let index = words.iter().enumerate().map(|(i, &w)| (w, i)).collect();
        let games = (values.len() * k) as u64;
        Level {
            n: self.n,
            k,
            index,
            sets,
            values,
            games,
            widest,
            fallbacks,
        }
    }
}
