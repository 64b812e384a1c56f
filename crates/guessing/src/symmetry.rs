//! The symmetry `k <-> N + 1 - k` (seed 000 §1.12, Lemmas 2 and 3).
//!
//! Alice may play symmetric mixes and Bob may mix each tree with its mirror at no loss, so
//! the LP has one row per pair `{k, N + 1 - k}` (`ceil(N / 2)` rows) and one column per
//! mirror class. Against a symmetric Alice, tree `T` and its mirror pay the same, so the
//! reduced payoff of `T` on pair `p` is the mean of the two depths.

use std::collections::hash_map::Entry;
use std::collections::HashMap;

use bst_oracles::SearchTree;
use num_bigint::BigInt;
use num_integer::Integer;
use num_rational::BigRational;
use num_traits::Zero;

/// One representative of a tree's mirror class (the smaller of the tree and its mirror), so
/// that sets of columns can drop mirror duplicates by hashing.
pub(crate) fn mirror_class(tree: &SearchTree) -> SearchTree {
    tree.clone().min(tree.mirror())
}

/// The pairs `{k, N + 1 - k}` of a game on `N` keys (0-based keys, `k <= N - 1 - k`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pairs {
    n: usize,
}

impl Pairs {
    /// Pairs for `n` keys.
    pub fn new(n: usize) -> Pairs {
        Pairs { n }
    }

    /// Number of keys `N`.
    pub fn n(&self) -> usize {
        self.n
    }

    /// Number of pairs, `ceil(N / 2)`.
    pub fn len(&self) -> usize {
        self.n.div_ceil(2)
    }

    /// True when there are no keys.
    pub fn is_empty(&self) -> bool {
        self.n == 0
    }

    /// The two keys of pair `p` (equal for the middle key of odd `N`).
    pub fn keys(&self, p: usize) -> (usize, usize) {
        (p, self.n - 1 - p)
    }

    /// Reduced payoff of a tree on pair `p`: the mean depth of its two keys.
    pub fn payoff(&self, tree: &SearchTree, p: usize) -> f64 {
        let (a, b) = self.keys(p);
        f64::from(tree.depths()[a] + tree.depths()[b]) / 2.0
    }

    /// The same, exactly.
    pub fn exact_payoff(&self, tree: &SearchTree, p: usize) -> BigRational {
        let (a, b) = self.keys(p);
        halved(&BigRational::from_integer(BigInt::from(
            tree.depths()[a] + tree.depths()[b],
        )))
    }

    /// Alice's full mix from her weight on each pair (split evenly inside a pair).
    pub fn spread(&self, pair_weights: &[f64]) -> Vec<f64> {
        self.spread_with(pair_weights, |w| w / 2.0)
    }

    /// The same, exactly.
    pub fn spread_exact(&self, pair_weights: &[BigRational]) -> Vec<BigRational> {
        self.spread_with(pair_weights, halved)
    }

    fn spread_with<W: Clone>(&self, pair_weights: &[W], halve: impl Fn(&W) -> W) -> Vec<W> {
        (0..self.n)
            .map(|k| {
                let p = k.min(self.n - 1 - k);
                let (a, b) = self.keys(p);
                if a == b {
                    pair_weights[p].clone()
                } else {
                    halve(&pair_weights[p])
                }
            })
            .collect()
    }

    /// Bob's full mix: each tree with half its weight, and its mirror with the other half
    /// (merged when a tree is its own mirror or appears twice).
    pub fn unfold(&self, mix: &[(SearchTree, BigRational)]) -> Vec<(SearchTree, BigRational)> {
        let mut out: HashMap<SearchTree, BigRational> = HashMap::new();
        for (t, p) in mix.iter().filter(|(_, p)| !p.is_zero()) {
            let half = halved(p);
            for tree in [t.clone(), t.mirror()] {
                match out.entry(tree) {
                    Entry::Vacant(slot) => {
                        slot.insert(half.clone());
                    }
                    Entry::Occupied(mut sum) => *sum.get_mut() += &half,
                }
            }
        }
        let mut out: Vec<(SearchTree, BigRational)> = out.into_iter().collect();
        out.sort();
        out
    }
}

/// `q / 2`, kept in lowest terms without a gcd: halve an even numerator, else double the
/// denominator (the exact check halves every pair weight and tree weight, and a gcd of
/// numbers of hundreds of digits per entry was a tenth of a mid-octave N's certification).
fn halved(q: &BigRational) -> BigRational {
    let (numer, denom) = (q.numer(), q.denom());
    if numer.is_zero() {
        BigRational::zero()
    } else if numer.is_even() {
        BigRational::new_raw(numer >> 1u32, denom.clone())
    } else {
        BigRational::new_raw(numer.clone(), denom << 1u32)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn q(p: i64, r: i64) -> BigRational {
        BigRational::new(BigInt::from(p), BigInt::from(r))
    }

    /// Halving without a gcd gives the reduced `q / 2`, by the same representation.
    #[test]
    fn halving_keeps_lowest_terms() {
        for p in -12..=12 {
            for r in 1..=12 {
                let half = halved(&q(p, r));
                assert_eq!(half, q(p, 2 * r));
                assert_eq!(
                    (half.numer(), half.denom()),
                    (q(p, 2 * r).numer(), q(p, 2 * r).denom())
                );
            }
        }
    }

    #[test]
    fn unfolding_splits_each_tree_with_its_mirror_and_merges_repeats() {
        let pairs = Pairs::new(3);
        let symmetric = SearchTree::from_depths(vec![2, 1, 2]).unwrap();
        let left = SearchTree::from_depths(vec![1, 2, 3]).unwrap();
        let right = left.mirror();
        // A self-mirror tree keeps its weight; a tree and its mirror with a quarter each
        // keep a quarter each (half of each goes to the other).
        let mix = [
            (symmetric.clone(), q(1, 2)),
            (left.clone(), q(1, 4)),
            (right.clone(), q(1, 4)),
        ];
        let mut expected = vec![(symmetric, q(1, 2)), (left, q(1, 4)), (right, q(1, 4))];
        expected.sort();
        assert_eq!(pairs.unfold(&mix), expected);
    }
}
