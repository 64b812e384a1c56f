//! The two classes of heaps of the sparse-space method: a mask on values and, optionally, the
//! heap's own parity (Czajka's "1+pos" classes; Gangolli and Plambeck's masks otherwise).
//!
//! A heap `x` is common when `parity(G(x) & mask) ^ (pos & x) == common`, else rare. For a pair
//! of common heaps `a + b = m` the value `w = G(a) ^ G(b)` then has `parity(w & mask) =
//! pos & m` (the two `common` bits cancel, `a ^ b` and `m` share their lowest bit). A move
//! removing `k` and leaving such a pair from heap `n` gives `parity = pos & (n ^ k)`, while a
//! common `G(n)` has `parity = common ^ (pos & n)`: the two differ for every split `k` when
//! `common != pos & k`. So, with `pos = 1`, every split must remove a number of tokens of the
//! same parity, and `common = 1 ^ (k & 1)`; with `pos = 0`, `common = 1`.

use serde::Serialize;

/// How heaps are split into common and rare.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Classes {
    /// The value bits whose parity classifies.
    pub mask: u32,
    /// 1 when the heap's own parity counts too.
    pub pos: u32,
    /// The class bit of a common heap.
    pub common: u32,
}

impl Classes {
    /// Is the heap `x` of value `v` rare?
    #[inline]
    pub fn rare(&self, x: usize, v: u32) -> bool {
        parity(v & self.mask) ^ (self.pos & x as u32 & 1) != self.common
    }

    /// Is `v` an option value of heap `n` that no pair of common heaps gives (so that the
    /// enumeration of single heaps and pairs with a rare member decides it exactly)?
    #[inline]
    pub fn decided(&self, n: usize, v: u32) -> bool {
        parity(v & self.mask) == self.common ^ (self.pos & n as u32 & 1)
    }

    /// Every class pair the method can use for a game splitting after removing each of
    /// `splits`, values below `2^bits`.
    pub fn all(splits: &[usize], bits: u32) -> Vec<Classes> {
        let masks = 1u32 << bits.min(12);
        let plain = (1..masks).map(|mask| Classes {
            mask,
            pos: 0,
            common: 1,
        });
        let parities: Vec<usize> = splits.iter().map(|k| k & 1).collect();
        let same = !parities.is_empty() && parities.iter().all(|p| *p == parities[0]);
        let with_pos = same.then(|| {
            let common = 1 ^ parities[0] as u32;
            (0..masks).map(move |mask| Classes {
                mask,
                pos: 1,
                common,
            })
        });
        plain.chain(with_pos.into_iter().flatten()).collect()
    }
}

/// The parity of the number of bits set.
pub fn parity(v: u32) -> u32 {
    v.count_ones() & 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn common_pairs_never_give_a_decided_value() {
        for splits in [vec![1, 3], vec![2], vec![0, 2]] {
            for c in Classes::all(&splits, 4) {
                for n in 2..40usize {
                    for &k in splits.iter().filter(|k| **k + 2 <= n) {
                        let m = n - k;
                        for a in 1..m {
                            let (va, vb) = ((a * 7 % 16) as u32, ((m - a) * 11 % 16) as u32);
                            if !c.rare(a, va) && !c.rare(m - a, vb) {
                                assert!(!c.decided(n, va ^ vb), "{c:?} n {n} k {k} a {a}");
                            }
                        }
                    }
                }
            }
        }
    }
}
