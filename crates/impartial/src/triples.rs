//! The nim sequence of a game that splits a heap in three, by sets of nim-sums.
//!
//! The mex rule over every move costs `O(n^2)` a heap when a move may leave three heaps.
//! Here each `m` keeps two bitsets of values: `P[m]`, the nim-sums `G(a) xor G(b)` with
//! `a + b = m`, and `T[m]`, the nim-sums `G(a) xor G(b) xor G(c)` with `a + b + c = m`
//! (every part at least 1). `T[m]` is the union over `c` of `P[m - c]` with every member
//! xored by `G(c)`, a union of xored bitsets (`XorUnion`: one word operation for each
//! word of each `P[m - c]`). A heap costs `O(n w)` word operations (`w` words hold every
//! value), against the `n^2 / 12` moves of the mex rule, and is shared among rayon's
//! threads when large. The sets widen as the values grow; only when they would not fit in
//! the memory left is the rest of the sequence left to the mex rule ([`naive`]).
//!
//! [`naive`]: crate::naive

use rayon::prelude::*;
use verify::budget::Budget;

use crate::rules::{LEAVE_NONE, LEAVE_ONE, LEAVE_THREE, LEAVE_TWO};
use crate::xor_union::XorUnion;
use crate::{naive, Error, Rules};

/// The word operations of a heap's three-heap set past which they are shared among
/// rayon's threads.
const PARALLEL_WORDS: usize = 1 << 16;

/// `G(0), ..., G(to)` of `rules` (a take-and-break game), `progress(n)` called every
/// [`naive::PROGRESS_EVERY`] heaps, stopping with [`Error::OutOfBudget`] when `budget` runs
/// out. Equal to [`naive::sequence`].
///
/// ```
/// let rules = impartial::Rules::parse("0.8F")?;
/// let budget = verify::budget::Budget::unlimited();
/// let fast = impartial::triples::sequence(&rules, 200, &budget, &mut |_| {})?;
/// assert_eq!(fast, impartial::naive::sequence(&rules, 200, &budget)?);
/// # Ok::<(), impartial::Error>(())
/// ```
pub fn sequence(
    rules: &Rules,
    to: usize,
    budget: &Budget,
    progress: &mut dyn FnMut(usize),
) -> Result<Vec<u32>, Error> {
    let room = budget.memory_left().map_or(f64::INFINITY, |b| b as f64);
    within(rules, to, (budget, room), progress)
}

/// [`sequence`] with the sets kept within `room` bytes.
fn within(
    rules: &Rules,
    to: usize,
    (budget, room): (&Budget, f64),
    progress: &mut dyn FnMut(usize),
) -> Result<Vec<u32>, Error> {
    let mut sets = Sets::new(to, rules.max_removed() + 1, room);
    let mut meter = budget.meter();
    for n in 0..=to {
        if !sets.extend(rules, n) {
            let g = std::mem::take(&mut sets.g);
            drop(sets);
            return naive::extend(rules, g, (to, budget), progress);
        }
        if n % naive::PROGRESS_EVERY == 0 {
            progress(n);
        }
        // Ticks in proportion to the heap's work: `n w` word operations.
        for _ in 0..=n * sets.words / 64 {
            meter.tick()?;
        }
    }
    Ok(sets.g)
}

/// The values so far, the sets `P[m]` of every `m` and `T[m]` of the last `window`, for a
/// sequence to heap `to` whose sets take at most `room` bytes. Every value so far is below
/// `64 words`, a power of two.
struct Sets {
    g: Vec<u32>,
    to: usize,
    room: f64,
    words: usize,
    /// `P[m]` from `starts[m]` to `starts[m + 1]`, as wide as the sets were when it was
    /// made: its members are nim-sums of smaller values.
    pairs: Vec<u64>,
    starts: Vec<usize>,
    /// `T[m]` at slot `m mod window`: a heap's options need `T[n - k]` for `k <= t` only.
    triples: Vec<u64>,
    window: usize,
}

impl Sets {
    fn new(to: usize, window: usize, room: f64) -> Sets {
        Sets {
            g: Vec::with_capacity(to + 1),
            to,
            room,
            words: 0,
            pairs: Vec::new(),
            starts: vec![0],
            triples: Vec::new(),
            window,
        }
    }

    /// Adds `G(n)` (and `P[n]`, `T[n]`); false when the sets would outgrow their room.
    fn extend(&mut self, rules: &Rules, n: usize) -> bool {
        if self.words == 0 && !self.widen(1) {
            return false;
        }
        self.push_sets(n);
        let mut options = vec![0u64; self.words];
        for (k, digit) in rules.removals().filter(|(k, _)| *k <= n) {
            let m = n - k;
            if digit & LEAVE_NONE != 0 && m == 0 && k > 0 {
                set(&mut options, 0);
            }
            if digit & LEAVE_ONE != 0 && m >= 1 && k > 0 {
                set(&mut options, u64::from(self.g[m]));
            }
            if digit & LEAVE_TWO != 0 {
                or(&mut options, self.pair(m));
            }
            if digit & LEAVE_THREE != 0 {
                or(&mut options, self.triple(m));
            }
        }
        let full = options.iter().take_while(|w| **w == u64::MAX).count();
        let mex = full * 64
            + options
                .get(full)
                .map_or(0, |w| (!w).trailing_zeros() as usize);
        self.g.push(mex as u32);
        mex < 64 * self.words || self.widen(mex / 64 + 1)
    }

    /// `P[n]` and `T[n]`, from the values below `n`.
    fn push_sets(&mut self, n: usize) {
        let w = self.words;
        let mut pair = vec![0u64; w];
        for a in 1..=n / 2 {
            set(&mut pair, u64::from(self.g[a] ^ self.g[n - a]));
        }
        self.pairs.extend(pair);
        self.starts.push(self.pairs.len());
        let thirds = 1..n.saturating_sub(1);
        let parts: Vec<Vec<u64>> = if thirds.len() * w < PARALLEL_WORDS {
            vec![self.gathered(n, thirds)]
        } else {
            let chunk = thirds.len().div_ceil(rayon::current_num_threads());
            (thirds.into_par_iter().chunks(chunk))
                .map(|cs| self.gathered(n, cs.into_iter()))
                .collect()
        };
        let slot = n % self.window * w;
        let triple = &mut self.triples[slot..slot + w];
        triple.fill(0);
        for part in parts {
            or(triple, &part);
        }
    }

    /// The union of `P[n - c]` xored by `G(c)` over the third heaps `c` of `thirds`.
    fn gathered(&self, n: usize, thirds: impl Iterator<Item = usize>) -> Vec<u64> {
        let mut union = XorUnion::new(0, self.words);
        for c in thirds {
            union.add(self.pair(n - c), u64::from(self.g[c]));
        }
        let mut set = vec![0; self.words];
        union.drain_into(&mut set);
        set
    }

    /// `P[m]`.
    fn pair(&self, m: usize) -> &[u64] {
        &self.pairs[self.starts[m]..self.starts[m + 1]]
    }

    /// `T[m]`, for `m` among the last `window` heaps.
    fn triple(&self, m: usize) -> &[u64] {
        let slot = m % self.window * self.words;
        &self.triples[slot..slot + self.words]
    }

    /// Makes the sets to come `words` words wide (at least the present width, a power of
    /// two); false when the sets to heap `to` would not fit in their room, counting the old
    /// sets while they are copied.
    fn widen(&mut self, words: usize) -> bool {
        let words = words.next_power_of_two().max(self.words);
        let more = (self.to + 1 - self.g.len() + self.window + 64) * words;
        if 8.0 * (2 * self.pairs.len() + more) as f64 > self.room {
            return false;
        }
        self.pairs
            .reserve_exact((self.to + 1 - self.g.len()) * words);
        let from = self.words.max(1);
        let pad = std::iter::repeat_n(0, words - from);
        self.triples = match self.words {
            0 => vec![0; self.window * words],
            _ => (self.triples.chunks(from))
                .flat_map(|set| set.iter().copied().chain(pad.clone()))
                .collect(),
        };
        self.words = words;
        true
    }
}

fn set(bits: &mut [u64], v: u64) {
    bits[(v / 64) as usize] |= 1 << (v % 64);
}

fn or(into: &mut [u64], from: &[u64]) {
    into.iter_mut().zip(from).for_each(|(a, b)| *a |= b);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_one_and_two_digit_code_and_a_few_longer_agree_with_the_mex_rule() {
        let budget = Budget::unlimited();
        let hex: Vec<char> = "0123456789ABCDEF".chars().collect();
        let mut codes: Vec<String> = ["4.8", "8.0", "C.F", "0.F7", "0.9C4", "0.1B8"]
            .map(String::from)
            .to_vec();
        for a in &hex {
            codes.extend(hex.iter().map(|b| format!("0.{a}{b}")));
        }
        for code in codes.iter().filter(|c| c.as_str() != "0.00") {
            let rules = Rules::parse(code).unwrap();
            let fast = sequence(&rules, 200, &budget, &mut |_| {}).unwrap();
            assert_eq!(
                fast,
                naive::sequence(&rules, 200, &budget).unwrap(),
                "{code}"
            );
        }
    }

    #[test]
    fn the_sets_widen_as_the_values_grow() {
        // 0.8: G(n) = (n - 1) / 3; 0.C: G(n) = (n - 1) / 2, past 1,023 from heap 2,049,
        // where a heap's work is shared among threads.
        let budget = Budget::unlimited();
        for (code, step) in [("0.8", 3), ("0.C", 2)] {
            let g = sequence(&Rules::parse(code).unwrap(), 3000, &budget, &mut |_| {});
            let g = g.unwrap();
            assert!(
                (1..=3000).all(|n| g[n] as usize == (n - 1) / step),
                "{code}"
            );
        }
    }

    #[test]
    fn sets_that_would_not_fit_leave_the_rest_to_the_mex_rule() {
        // Room for the one-word sets of 0.C to heap 300 (367 words: values below 64, to
        // heap 128) and no wider, or for none.
        let (rules, budget) = (Rules::parse("0.C").unwrap(), Budget::unlimited());
        for room in [8.0 * 400.0, 0.0] {
            let g = within(&rules, 300, (&budget, room), &mut |_| {}).unwrap();
            assert!((1..=300).all(|n| g[n] as usize == (n - 1) / 2));
        }
    }
}
