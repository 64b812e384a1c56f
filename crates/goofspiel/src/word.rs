//! The two hands as one word: only the relative order of the two players' cards decides
//! every bid (`sgn(V_i - Y_j)`), so a state's value depends on `(V, Y)` only through the
//! cards of `V ∪ Y` in increasing order, each marked as player 1's only, player 2's only or
//! both players'. Hands of `N <= 16` cards give words of at most 16 letters.

use crate::Hand;

/// Player 1 holds the card.
const ONE: u64 = 1;
/// Player 2 holds the card.
const TWO: u64 = 2;
/// Both hold it.
const BOTH: u64 = 3;

/// The merged hands: letter `i` (2 bits) for the `i`-th smallest card of `V ∪ Y`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Word {
    bits: u64,
    len: u8,
}

impl Word {
    /// The word of hands `v` (player 1) and `y` (player 2).
    pub fn from_hands(v: Hand, y: Hand) -> Word {
        let mut w = Word { bits: 0, len: 0 };
        for card in 0..16 {
            let letter = u64::from(v >> card & 1) | u64::from(y >> card & 1) << 1;
            if letter != 0 {
                w.bits |= letter << (2 * w.len);
                w.len += 1;
            }
        }
        w
    }

    fn letter(&self, i: usize) -> u64 {
        self.bits >> (2 * i) & 3
    }

    /// Positions of player 1's cards (rows), then player 2's (columns), increasing.
    pub fn cards(&self) -> ([u8; 16], [u8; 16], usize) {
        let (mut rows, mut cols, mut k, mut l) = ([0; 16], [0; 16], 0, 0);
        for i in 0..self.len as usize {
            let x = self.letter(i);
            if x & ONE != 0 {
                rows[k] = i as u8;
                k += 1;
            }
            if x & TWO != 0 {
                cols[l] = i as u8;
                l += 1;
            }
        }
        debug_assert_eq!(k, l, "both hands hold equally many cards");
        (rows, cols, k)
    }

    /// The word after player 1 bids the card at position `a` and player 2 the card at `b`.
    pub fn without(&self, a: usize, b: usize) -> Word {
        let mut letters = [0u64; 16];
        (0..self.len as usize).for_each(|i| letters[i] = self.letter(i));
        letters[a] &= !ONE;
        letters[b] &= !TWO;
        let mut w = Word { bits: 0, len: 0 };
        for &x in letters[..self.len as usize].iter().filter(|&&x| x != 0) {
            w.bits |= x << (2 * w.len);
            w.len += 1;
        }
        w
    }

    /// The players' roles swapped (`f(Y, V, P) = -f(V, Y, P)`).
    pub fn swapped(&self) -> Word {
        let ones = self.bits & 0x5555_5555_5555_5555;
        let twos = self.bits & 0xAAAA_AAAA_AAAA_AAAA;
        Word {
            bits: ones << 1 | twos >> 1,
            len: self.len,
        }
    }

    /// True when both hands are equal: the game is symmetric and its value is 0.
    pub fn is_tie(&self) -> bool {
        (0..self.len as usize).all(|i| self.letter(i) == BOTH)
    }

    /// The representative of the word and its swap, and the sign of the value relative to
    /// it (`-1` when the representative is the swap).
    pub fn canonical(&self) -> (Word, f64) {
        let s = self.swapped();
        if s < *self {
            (s, -1.0)
        } else {
            (*self, 1.0)
        }
    }

    /// Every word of two hands of `k` cards drawn from `n` cards (at most `n` letters),
    /// canonical and not a tie.
    pub fn all(k: usize, n: usize) -> Vec<Word> {
        fn rec(w: Word, ones: usize, twos: usize, k: usize, n: usize, out: &mut Vec<Word>) {
            if ones == k && twos == k {
                if w.canonical().0 == w && !w.is_tie() {
                    out.push(w);
                }
                return;
            }
            for (x, o, t) in [(ONE, 1, 0), (TWO, 0, 1), (BOTH, 1, 1)] {
                if ones + o <= k && twos + t <= k && (w.len as usize) < n {
                    let next = Word {
                        bits: w.bits | x << (2 * w.len),
                        len: w.len + 1,
                    };
                    rec(next, ones + o, twos + t, k, n, out);
                }
            }
        }
        let mut out = Vec::new();
        rec(Word { bits: 0, len: 0 }, 0, 0, k, n, &mut out);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cards_of(h: Hand) -> Vec<usize> {
        (0..16).filter(|c| h >> c & 1 == 1).collect()
    }

    /// On every pair of hands of 3 cards out of 6: the word's comparisons are the cards'
    /// and removing two bids gives the word of the smaller hands.
    #[test]
    fn words_agree_with_the_hands() {
        let hands: Vec<Hand> = (0..64u16).filter(|h| h.count_ones() == 3).collect();
        for &v in &hands {
            for &y in &hands {
                let w = Word::from_hands(v, y);
                let (rows, cols, k) = w.cards();
                assert_eq!(k, 3);
                for (i, &a) in cards_of(v).iter().enumerate() {
                    for (j, &b) in cards_of(y).iter().enumerate() {
                        assert_eq!(rows[i].cmp(&cols[j]), a.cmp(&b));
                        let smaller = Word::from_hands(v & !(1 << a), y & !(1 << b));
                        assert_eq!(w.without(rows[i] as usize, cols[j] as usize), smaller);
                    }
                }
                assert_eq!(w.swapped(), Word::from_hands(y, v));
                assert_eq!(w.is_tie(), v == y);
            }
        }
    }

    #[test]
    fn all_words_are_every_canonical_pair_of_hands() {
        let n = 6;
        for k in 1..=n {
            let hands: Vec<Hand> = (0..1u16 << n)
                .filter(|h| h.count_ones() as usize == k)
                .collect();
            let mut seen: Vec<Word> = hands
                .iter()
                .flat_map(|&v| hands.iter().map(move |&y| Word::from_hands(v, y)))
                .filter(|w| w.canonical().0 == *w && !w.is_tie())
                .collect();
            seen.sort();
            seen.dedup();
            let mut all = Word::all(k, n);
            all.sort();
            assert_eq!(all, seen, "k = {k}");
        }
    }
}
