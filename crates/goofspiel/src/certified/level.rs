//! One level of certified values: every state with `k` cards in each hand, stored word by
//! word, each word's prize sets in colex order (a dense array, no hashing per lookup). For
//! the win/loss payoff each prize set holds a run of leads: the value depends on player 1's
//! lead `d`, and only `|d| <= min(S, T)` is stored (`S` the prizes left, `T` those taken):
//! a larger lead than the prizes left decides the game, and none larger than `T` is reached.

use std::collections::HashMap;

use super::{Interval, MAX_N};
use crate::{Error, Hand, Payoff, Word};

/// Where a prize set's values sit in a word's row: from `start`, leads `-reach..=reach`
/// (points: one value, `reach = 0`); `left` is the sum of the prize cards.
#[derive(Clone, Copy, Debug)]
pub(super) struct Span {
    pub start: usize,
    pub reach: i32,
    pub left: i32,
}

/// The spans of every prize set of `k` cards out of `1..=n`, in colex order, and the
/// values a word's row holds.
fn spans(n: usize, k: usize, payoff: Payoff) -> (Vec<Span>, usize) {
    let total = (n * (n + 1) / 2) as i32;
    let mut start = 0;
    let spans = subsets(n, k)
        .into_iter()
        .map(|p| {
            let left = crate::hand::cards(p).sum::<usize>() as i32;
            let reach = match payoff {
                Payoff::Points => 0,
                Payoff::WinLoss => left.min(total - left),
            };
            let span = Span { start, reach, left };
            start += 2 * reach as usize + 1;
            span
        })
        .collect();
    (spans, start)
}

/// The words a level stores: canonical and not ties; for win/loss also the tie (equal
/// hands are worth 0 only when the scores are level).
pub(super) fn words(n: usize, k: usize, payoff: Payoff) -> Vec<Word> {
    if k == 0 {
        return Vec::new();
    }
    let mut words = Word::all(k, n);
    if payoff == Payoff::WinLoss {
        let hand = ((1u32 << k) - 1) as Hand;
        words.push(Word::from_hands(hand, hand));
    }
    words
}

/// The certified values of every state with `k` cards in each hand, for cards `1..=n`.
pub struct Level {
    pub(super) n: usize,
    pub(super) k: usize,
    pub(super) payoff: Payoff,
    /// The words of this level ([`words`]), numbered.
    pub(super) index: HashMap<Word, usize>,
    /// Per prize set of `k` cards, in colex order: where its values sit in a word's row.
    pub(super) spans: Vec<Span>,
    /// Values per word (points: the `C(n, k)` prize sets).
    pub(super) row: usize,
    /// `values[word * row + spans[rank(prizes)].start + lead + reach]`.
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
    /// No cards left, for the point difference: every value is 0.
    pub fn bottom(n: usize) -> Result<Level, Error> {
        Level::bottom_for(n, Payoff::Points)
    }

    /// No cards left: the game is over (every value is the payoff of the lead).
    pub fn bottom_for(n: usize, payoff: Payoff) -> Result<Level, Error> {
        if !(1..=MAX_N).contains(&n) {
            return Err(Error::InvalidN(format!(
                "N = {n}: certified mode takes 1 <= N <= {MAX_N}"
            )));
        }
        Ok(Level::empty(n, 0, payoff))
    }

    /// A level of `k` cards with its words numbered and no values yet (to be built, or
    /// filled from a checkpoint).
    pub(super) fn empty(n: usize, k: usize, payoff: Payoff) -> Level {
        let index = words(n, k, payoff)
            .into_iter()
            .enumerate()
            .map(|(i, w)| (w, i))
            .collect();
        let (spans, row) = spans(n, k, payoff);
        Level {
            n,
            k,
            payoff,
            index,
            spans,
            row,
            values: Vec::new(),
            games: 0,
            widest: 0.0,
            fallbacks: 0,
        }
    }

    /// The values a full level of this size holds.
    pub(super) fn expected_states(&self) -> usize {
        self.index.len() * self.row
    }

    /// What the players play for.
    pub fn payoff(&self) -> Payoff {
        self.payoff
    }

    /// Cards left in each hand.
    pub fn cards(&self) -> usize {
        self.k
    }

    /// States stored (canonical words, not ties, times prize sets).
    pub fn states(&self) -> usize {
        self.values.len()
    }

    /// The enclosure of `f(v, y, p)` for hands and prizes of this level's size (win/loss:
    /// with level scores).
    pub fn value(&self, v: Hand, y: Hand, p: Hand) -> Interval {
        self.value_at(v, y, p, 0)
    }

    /// The enclosure of `f(v, y, p, lead)`, player 1 `lead` points ahead (the point
    /// difference's value does not count the lead; a win/loss lead past what the prizes
    /// taken allow is `+-1` or outside the level's reach, and refused by a panic).
    pub fn value_at(&self, v: Hand, y: Hand, p: Hand, lead: i32) -> Interval {
        let child = self.child(Word::from_hands(v, y));
        match self.payoff {
            Payoff::Points => self.at(child, rank(p)),
            Payoff::WinLoss => self.at_lead(child, rank(p), lead),
        }
    }

    pub(super) fn child(&self, w: Word) -> Child {
        if self.k == 0 || (self.payoff == Payoff::Points && w.is_tie()) {
            return Child::Zero;
        }
        let (c, sign) = w.canonical();
        Child::At {
            base: self.index[&c] * self.row,
            negate: sign < 0.0,
        }
    }

    /// Win/loss: the value of a child with player 1 `lead` ahead; a lead larger than the
    /// prizes left decides the game, and with no cards left the lead's sign is the payoff.
    pub(super) fn at_lead(&self, child: Child, rank: usize, lead: i32) -> Interval {
        let Child::At { base, negate } = child else {
            return Interval::point(f64::from(lead.signum()));
        };
        let span = self.spans[rank];
        let d = if negate { -lead } else { lead };
        let v = match d {
            d if d > span.left => Interval::point(1.0),
            d if d < -span.left => Interval::point(-1.0),
            d => {
                assert!(d.abs() <= span.reach, "lead {d} is never reached here");
                self.values[base + span.start + (d + span.reach) as usize]
            }
        };
        if negate {
            v.negated()
        } else {
            v
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
