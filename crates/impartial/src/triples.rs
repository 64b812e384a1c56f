//! The nim sequence of a game that splits a heap in three, by sets of nim-sums.
//!
//! The mex rule over every move costs `O(n^2)` a heap when a move may leave three heaps.
//! Here each `m` keeps two bitsets of values: `P[m]`, the nim-sums `G(a) xor G(b)` with
//! `a + b = m`, and `T[m]`, the nim-sums `G(a) xor G(b) xor G(c)` with `a + b + c = m`
//! (every part at least 1). `T[m]` is the union over `c` of `P[m - c]` with every member
//! xored by `G(c)`, a fixed permutation of the bitset's words and of the bits within a
//! word; so a heap costs `O(n w)` word operations, `w` words holding every value. The
//! options of a heap `n` are then `G(n - k)`, `P[n - k]` and `T[n - k]` as its digits
//! allow. While every value stays below 1,024 (sixteen words a set) this is far
//! cheaper than the plain mex rule; past that, the rest of the sequence is left to it
//! ([`naive`]), as it is when the sets would not fit in memory.
//!
//! [`naive`]: crate::naive

use verify::budget::Budget;

use crate::rules::{LEAVE_NONE, LEAVE_ONE, LEAVE_THREE, LEAVE_TWO};
use crate::{naive, Error, Rules};

/// The most 64-bit words a value set may take before the plain mex rule takes over.
const MAX_WORDS: usize = 16;

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
    let mut sets = Sets {
        to,
        ..Sets::default()
    };
    // One word to start with, if even that fits.
    let fits = sets.widen(1);
    let mut meter = budget.meter();
    for n in 0..=to {
        if !fits || !sets.extend(rules, n) {
            let g = std::mem::take(&mut sets.g);
            drop(sets);
            return naive::extend(rules, g, (to, budget), progress);
        }
        if n % naive::PROGRESS_EVERY == 0 {
            progress(n);
        }
        // Ticks in proportion to the heap's work: `n` set operations.
        for _ in 0..=n / 16 {
            meter.tick()?;
        }
    }
    Ok(sets.g)
}

/// The values so far and the two bitsets of each `m`, `words` words each, for a sequence
/// to heap `to`.
#[derive(Default)]
struct Sets {
    g: Vec<u32>,
    to: usize,
    words: usize,
    pairs: Vec<u64>,
    triples: Vec<u64>,
}

impl Sets {
    /// Adds `G(n)` (and `P[n]`, `T[n]`); false when a value outgrows [`MAX_WORDS`].
    fn extend(&mut self, rules: &Rules, n: usize) -> bool {
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
                or(&mut options, self.set_of(&self.pairs, m));
            }
            if digit & LEAVE_THREE != 0 {
                or(&mut options, self.set_of(&self.triples, m));
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
        let mut triple = vec![0u64; w];
        for c in 1..n.saturating_sub(1) {
            xor_into(
                &mut triple,
                self.set_of(&self.pairs, n - c),
                u64::from(self.g[c]),
            );
        }
        self.pairs.extend(pair);
        self.triples.extend(triple);
    }

    /// The bitset of `m` in `sets`.
    fn set_of<'s>(&self, sets: &'s [u64], m: usize) -> &'s [u64] {
        &sets[m * self.words..(m + 1) * self.words]
    }

    /// Makes every bitset `words` words wide (at least the present width, a power of two);
    /// false past [`MAX_WORDS`], or when the sets to heap `to` would not fit in memory.
    fn widen(&mut self, words: usize) -> bool {
        let words = words.next_power_of_two();
        let bytes = 16.0 * words as f64 * (self.to as f64 + 1.0);
        if words > MAX_WORDS || verify::limits::check_memory("value sets", bytes).is_err() {
            return false;
        }
        if words > self.words && self.words > 0 {
            let from = self.words;
            let grow = |sets: &[u64]| -> Vec<u64> {
                let pad = std::iter::repeat_n(0, words - from);
                (sets.chunks(from))
                    .flat_map(|set| set.iter().copied().chain(pad.clone()))
                    .collect()
            };
            self.pairs = grow(&self.pairs);
            self.triples = grow(&self.triples);
        }
        self.words = self.words.max(words);
        true
    }
}

fn set(bits: &mut [u64], v: u64) {
    bits[(v / 64) as usize] |= 1 << (v % 64);
}

fn or(into: &mut [u64], from: &[u64]) {
    into.iter_mut().zip(from).for_each(|(a, b)| *a |= b);
}

/// Adds `{v xor x : v in from}` to `into` (both a power of two words wide, above `x`).
fn xor_into(into: &mut [u64], from: &[u64], x: u64) {
    let (high, low) = ((x / 64) as usize, x % 64);
    for (i, &word) in from.iter().enumerate() {
        into[i ^ high] |= permute(word, low);
    }
}

/// The word whose bit `j xor low` is bit `j` of `word`.
fn permute(mut word: u64, low: u64) -> u64 {
    const MASKS: [u64; 6] = [
        0x5555_5555_5555_5555,
        0x3333_3333_3333_3333,
        0x0F0F_0F0F_0F0F_0F0F,
        0x00FF_00FF_00FF_00FF,
        0x0000_FFFF_0000_FFFF,
        0x0000_0000_FFFF_FFFF,
    ];
    for (b, mask) in MASKS.iter().enumerate().filter(|(b, _)| low >> b & 1 == 1) {
        let shift = 1 << b;
        word = (word & mask) << shift | (word >> shift) & mask;
    }
    word
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_permuted_word_moves_each_bit_by_the_xor() {
        for low in 0..64 {
            for j in 0..64 {
                assert_eq!(permute(1 << j, low), 1 << (j ^ low));
            }
        }
    }

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
    fn values_past_the_widest_sets_are_left_to_the_mex_rule() {
        // 0.C: G(n) = (n - 1) / 2, past 255 from heap 513.
        let (rules, budget) = (Rules::parse("0.C").unwrap(), Budget::unlimited());
        let g = sequence(&rules, 700, &budget, &mut |_| {}).unwrap();
        assert!((1..=700).all(|n| g[n] as usize == (n - 1) / 2));
    }
}
