//! One level of certified values: every state with `k` cards in each hand, stored word by
//! word, each word's prize sets in colex order (a dense array, no hashing per lookup).

use std::collections::HashMap;

use super::{Interval, MAX_N};
use crate::{Error, Hand, Word};

/// The certified values of every state with `k` cards in each hand, for cards `1..=n`.
pub struct Level {
    pub(super) n: usize,
    pub(super) k: usize,
    /// Canonical, non-tie words of this level, numbered.
    pub(super) index: HashMap<Word, usize>,
    /// Prize sets of `k` cards: `C(n, k)`.
    pub(super) sets: usize,
    /// `values[word * sets + rank(prizes)]`.
    pub(super) values: Vec<Interval>,
    /// Matrix games solved to build this level.
    pub games: u64,
    /// The widest interval of the level.
    pub widest: f64,
    /// Matrix games solved exactly because the fast solver's strategies were poor.
    pub fallbacks: u64,
}

/// Where a child state's value is: 0 (no cards, or equal hands), or a word's row of values,
/// negated when the word is the swap of the stored one.
#[derive(Clone, Copy, Debug)]
pub(super) enum Child {
    Zero,
    At { base: usize, negate: bool },
}

/// Every set of `k` prize cards out of `1..=n`, in colex order (increasing as integers).
pub(super) fn subsets(n: usize, k: usize) -> Vec<Hand> {
    (0..1u32 << n)
        .filter(|h| h.count_ones() as usize == k)
        .map(|h| h as Hand)
        .collect()
}

/// The colex rank of a set among the sets of its size: `sum_i C(c_i, i + 1)` over its
/// elements `c_0 < c_1 < ...` (0-based).
pub(super) fn rank(p: Hand) -> usize {
    let mut r = 0;
    let mut bits = p;
    let mut i = 0;
    while bits != 0 {
        let c = bits.trailing_zeros() as usize;
        r += BINOMIAL[c][i + 1];
        bits &= bits - 1;
        i += 1;
    }
    r
}

/// `BINOMIAL[a][b] = C(a, b)` for `a, b <= 16`.
pub(super) const BINOMIAL: [[usize; 17]; 17] = {
    let mut t = [[0; 17]; 17];
    let mut a = 0;
    while a < 17 {
        t[a][0] = 1;
        let mut b = 1;
        while b <= a {
            t[a][b] = t[a - 1][b - 1] + if b < a { t[a - 1][b] } else { 0 };
            b += 1;
        }
        a += 1;
    }
    t
};

impl Level {
    /// No cards left: every value is 0.
    pub fn bottom(n: usize) -> Result<Level, Error> {
        if !(1..=MAX_N).contains(&n) {
            return Err(Error::InvalidN(format!(
                "N = {n}: certified mode takes 1 <= N <= {MAX_N}"
            )));
        }
        let index = HashMap::new();
        Ok(Level {
            n,
            k: 0,
            index,
            sets: 1,
            values: Vec::new(),
            games: 0,
            widest: 0.0,
            fallbacks: 0,
        })
    }

    /// An empty level of `k` cards (its words numbered, no values yet), to be filled from a
    /// checkpoint.
    pub(super) fn with_cards(self, k: usize) -> Level {
        let words = if k == 0 {
            Vec::new()
        } else {
            Word::all(k, self.n)
        };
        Level {
            k,
            index: words.iter().enumerate().map(|(i, &w)| (w, i)).collect(),
            sets: BINOMIAL[self.n][k],
            ..self
        }
    }

    /// The values a full level of this size holds.
    pub(super) fn expected_states(&self) -> usize {
        self.index.len() * self.sets
    }

    /// Cards left in each hand.
    pub fn cards(&self) -> usize {
        self.k
    }

    /// States stored (canonical words, not ties, times prize sets).
    pub fn states(&self) -> usize {
        self.values.len()
    }

    /// The enclosure of `f(v, y, p)` for hands and prizes of this level's size.
    pub fn value(&self, v: Hand, y: Hand, p: Hand) -> Interval {
        self.at(self.child(Word::from_hands(v, y)), rank(p))
    }

    pub(super) fn child(&self, w: Word) -> Child {
        if self.k == 0 || w.is_tie() {
            return Child::Zero;
        }
        let (c, sign) = w.canonical();
        Child::At {
            base: self.index[&c] * self.sets,
            negate: sign < 0.0,
        }
    }

    pub(super) fn at(&self, child: Child, rank: usize) -> Interval {
        match child {
            Child::Zero => Interval::ZERO,
            Child::At {
                base,
                negate: false,
            } => self.values[base + rank],
            Child::At { base, negate: true } => self.values[base + rank].negated(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_number_the_subsets_in_order() {
        for n in 1..=10 {
            for k in 0..=n {
                let all = subsets(n, k);
                let choose = (0..k).fold(1, |c, i| c * (n - i) / (i + 1));
                assert_eq!(all.len(), choose);
                assert!(all.iter().enumerate().all(|(i, &p)| rank(p) == i));
            }
        }
    }
}
