//! `[Exact]` Knuth's algorithm on big non-negative integers without a heap allocation per
//! addition: the weights are copied into fixed-width integers of `L` 64-bit limbs, `L` the
//! narrowest of the compiled widths that holds every cost the DP can reach, and [`crate::knuth`] runs
//! on them unchanged (so the same tree, the leftmost optimal root on every interval).
//!
//! Why: the guessing game's exact check prices Alice's mix scaled to integers of hundreds
//! of digits. On `BigInt` every candidate `cost[a][r] + cost[r+1][b]` allocates; that DP was
//! most of the exact check's own time (1.2 s of 2.1 at N = 2029).
//!
//! No overflow: every number the DP forms is a prefix sum of the weights, a difference of two
//! of them, the cost of a subtree, or the sum of two disjoint subtrees' costs, so at most
//! `N * sum(w)` (no depth exceeds `N`). The width is chosen to hold that bound.

use num_bigint::{BigInt, BigUint, Sign};

use crate::{knuth, BestTree, Weight};

/// Widest fixed-width DP, in limbs; wider weights run on `BigInt`.
const MAX_LIMBS: usize = 32;
/// The widths compiled, in limbs: the narrowest that holds the bound is used (each limb
/// more is one more word per addition and 8 more bytes per table entry).
const WIDTHS: [usize; 12] = [1, 2, 3, 4, 6, 8, 10, 12, 16, 20, 24, MAX_LIMBS];
/// Largest DP table (entries of `L` limbs) run on fixed-width integers, in bytes; a larger one
/// runs on `BigInt`, whose table of zeros costs nothing until it is filled.
const MAX_TABLE_BYTES: usize = 1 << 30;

/// A non-negative integer of `L` little-endian 64-bit limbs (wrapping; the caller bounds it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Wide<const L: usize>([u64; L]);

impl<const L: usize> PartialOrd for Wide<L> {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.0.iter().rev().cmp(other.0.iter().rev()))
    }
}

impl<const L: usize> Weight for Wide<L> {
    fn zero() -> Self {
        Wide([0; L])
    }

    fn add(&self, other: &Self) -> Self {
        let (sum, carry) = self.limbwise(other, u64::overflowing_add);
        debug_assert!(!carry, "the width bounds every cost");
        sum
    }

    fn sub(&self, other: &Self) -> Self {
        let (difference, borrow) = self.limbwise(other, u64::overflowing_sub);
        debug_assert!(
            !borrow,
            "only prefix sums are subtracted, larger from smaller"
        );
        difference
    }

    fn times(&self, k: u32) -> Self {
        let mut out = [0; L];
        let mut carry = 0u64;
        for (o, a) in out.iter_mut().zip(&self.0) {
            let wide = u128::from(*a) * u128::from(k) + u128::from(carry);
            (*o, carry) = (wide as u64, (wide >> 64) as u64);
        }
        debug_assert_eq!(carry, 0, "the width bounds every cost");
        Wide(out)
    }

    fn is_negative(&self) -> bool {
        false
    }
}

impl<const L: usize> Wide<L> {
    /// Adds or subtracts limb by limb (`op` is `overflowing_add` or `overflowing_sub`),
    /// carrying or borrowing into the next limb; the flag is the carry out of the top limb.
    fn limbwise(&self, other: &Self, op: fn(u64, u64) -> (u64, bool)) -> (Wide<L>, bool) {
        let mut out = [0; L];
        let mut carry = false;
        for (o, (a, b)) in out.iter_mut().zip(self.0.iter().zip(&other.0)) {
            let (x, c1) = op(*a, *b);
            let (x, c2) = op(x, u64::from(carry));
            (*o, carry) = (x, c1 || c2);
        }
        (Wide(out), carry)
    }

    fn from_biguint(value: &BigUint) -> Wide<L> {
        let mut limbs = [0; L];
        for (l, d) in limbs.iter_mut().zip(value.iter_u64_digits()) {
            *l = d;
        }
        Wide(limbs)
    }

    fn to_bigint(self) -> BigInt {
        let digits: Vec<u32> = self
            .0
            .iter()
            .flat_map(|l| [*l as u32, (*l >> 32) as u32])
            .collect();
        BigInt::from_biguint(Sign::Plus, BigUint::new(digits))
    }
}

/// `[Exact]` [`crate::knuth`] on big integers: the same cost and the same tree, computed on
/// fixed-width integers when they fit (up to 2,048 bits and a table of 1 GiB), else on
/// `BigInt`.
///
/// # Returns
/// `None` if a weight is negative.
///
/// # Complexity
/// Time **O(N^2)** additions of `L` limbs, memory `(N + 1)^2` entries of `L` limbs.
///
/// # Example
/// ```
/// use num_bigint::BigInt;
/// let w: Vec<BigInt> = [2, 1, 1, 2].map(BigInt::from).to_vec();
/// let best = bst_oracles::knuth_big(&w).unwrap();
/// assert_eq!(best.cost, BigInt::from(12));
/// assert_eq!(best, bst_oracles::knuth(&w).unwrap());
/// ```
pub fn knuth_big(weights: &[BigInt]) -> Option<BestTree<BigInt>> {
    if weights.iter().any(|w| w.sign() == Sign::Minus) {
        return None;
    }
    let n = weights.len();
    let total: BigInt = weights.iter().sum();
    let bound = total * BigInt::from(n.max(1));
    let needed = (bound.bits() as usize).div_ceil(64).max(1);
    let Some(&limbs) = WIDTHS.iter().find(|&&w| w >= needed) else {
        return knuth(weights);
    };
    if (n + 1) * (n + 1) * limbs * 8 > MAX_TABLE_BYTES {
        return knuth(weights);
    }
    match limbs {
        1 => on_wide::<1>(weights),
        2 => on_wide::<2>(weights),
        3 => on_wide::<3>(weights),
        4 => on_wide::<4>(weights),
        6 => on_wide::<6>(weights),
        8 => on_wide::<8>(weights),
        10 => on_wide::<10>(weights),
        12 => on_wide::<12>(weights),
        16 => on_wide::<16>(weights),
        20 => on_wide::<20>(weights),
        24 => on_wide::<24>(weights),
        _ => on_wide::<MAX_LIMBS>(weights),
    }
}

fn on_wide<const L: usize>(weights: &[BigInt]) -> Option<BestTree<BigInt>> {
    let wide: Vec<Wide<L>> = weights
        .iter()
        .map(|w| Wide::from_biguint(w.magnitude()))
        .collect();
    let best = knuth(&wide)?;
    Some(BestTree {
        cost: best.cost.to_bigint(),
        tree: best.tree,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use num_traits::Zero;
    use proptest::prelude::*;

    fn big(limbs: &[u64]) -> BigInt {
        BigInt::from_biguint(
            Sign::Plus,
            BigUint::new(
                limbs
                    .iter()
                    .flat_map(|l| [*l as u32, (*l >> 32) as u32])
                    .collect(),
            ),
        )
    }

    /// Limbs round-trip, and the order is the integers' order.
    #[test]
    fn wide_integers_convert_and_compare_as_integers() {
        let a = big(&[u64::MAX, 3]);
        let b = big(&[0, 4]);
        let (wa, wb) = (
            Wide::<4>::from_biguint(a.magnitude()),
            Wide::<4>::from_biguint(b.magnitude()),
        );
        assert_eq!(wa.to_bigint(), a);
        assert!(wa < wb);
        assert_eq!(wa.add(&wb).to_bigint(), &a + &b);
        assert_eq!(wb.sub(&wa).to_bigint(), &b - &a);
        assert_eq!(wa.times(7).to_bigint(), &a * 7);
        assert!(Wide::<2>::zero().to_bigint().is_zero());
    }

    proptest! {
        /// The same cost and the same tree as Knuth's DP on `BigInt`, at every width (weights
        /// of 1 to 28 limbs, so every compiled width of the DP), including the many ties of
        /// equal weights.
        #[test]
        fn the_same_tree_as_on_bigint(
            limbs in 1usize..=28,
            seeds in prop::collection::vec(any::<u64>(), 1..40),
            tied in any::<bool>(),
        ) {
            let weights: Vec<BigInt> = seeds
                .iter()
                .map(|s| {
                    let s = if tied { seeds[0] } else { *s };
                    big(&vec![s; limbs]) >> (s % 64)
                })
                .collect();
            let wide = knuth_big(&weights).unwrap();
            prop_assert_eq!(wide, knuth(&weights).unwrap());
        }
    }

    #[test]
    fn negative_weights_are_refused() {
        assert!(knuth_big(&[BigInt::from(1), BigInt::from(-1)]).is_none());
        assert!(knuth_big(&[]).is_some());
    }
}
