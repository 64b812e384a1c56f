//! Warm starts from the solution for `N - 1` (its trees carried over, extended, and its
//! Alice mix used as the guess `gamma` of §2.4).

use std::collections::HashSet;

use bst_oracles::SearchTree;

use crate::symmetry::mirror_class;
use crate::GuessingCertificate;

/// What the solution for a smaller game contributes to the next one.
#[derive(Clone, Debug, PartialEq)]
pub struct Warm {
    /// Bob's trees in the support of the previous solution.
    pub trees: Vec<SearchTree>,
    /// Alice's previous mix over all keys.
    pub alpha: Vec<f64>,
    /// `alpha` is Alice's optimal mix for this very `N` (a fixture's), not a guess: pricing
    /// then searches only Bob's best responses to it.
    pub optimal: bool,
}

/// The most keys a warm start bridges: trees on `n - g` keys grow to `n` for `g <= MAX_GAP`.
pub(crate) const MAX_GAP: usize = 3;

impl Warm {
    /// Trees for `n` keys, from previous trees on `n - g` keys (`0 <= g <= MAX_GAP`): each new key
    /// joins either as right child of the largest key or as left child of the smallest (both
    /// keep the binary search tree property), in every order, mirror duplicates dropped.
    pub fn trees_for(&self, n: usize) -> Vec<SearchTree> {
        let mut out: Vec<SearchTree> = Vec::new();
        let mut seen = HashSet::new();
        for t in &self.trees {
            let Some(gap) = n.checked_sub(t.len()).filter(|g| *g <= MAX_GAP) else {
                continue;
            };
            let mut grown = vec![t.depths().to_vec()];
            for _ in 0..gap {
                grown = grown
                    .iter()
                    .filter(|d| !d.is_empty())
                    .flat_map(|d| [extend_right(d), extend_left(d)])
                    .collect();
            }
            for d in grown {
                let tree = SearchTree::from_depths(d).expect("extensions keep the BST property");
                if seen.insert(mirror_class(&tree)) {
                    out.push(tree);
                }
            }
        }
        out
    }

    /// The guess `gamma` for `n` keys, on the `ceil(n / 2)` pairs: the previous mix
    /// stretched linearly to `n` points, made symmetric and normalised.
    pub fn gamma_for(&self, n: usize) -> Vec<f64> {
        let old = &self.alpha;
        let at = |x: f64| -> f64 {
            if old.len() == 1 {
                return old[0];
            }
            let i = (x.floor() as usize).min(old.len() - 2);
            let t = x - i as f64;
            old[i] * (1.0 - t) + old[i + 1] * t
        };
        let scale = if n > 1 {
            (old.len() - 1) as f64 / (n - 1) as f64
        } else {
            0.0
        };
        let full: Vec<f64> = (0..n).map(|k| at(k as f64 * scale)).collect();
        let pairs: Vec<f64> = (0..n.div_ceil(2))
            .map(|p| {
                if p == n - 1 - p {
                    full[p]
                } else {
                    full[p] + full[n - 1 - p]
                }
            })
            .collect();
        let total: f64 = pairs.iter().sum();
        pairs.into_iter().map(|g| g / total).collect()
    }
}

fn extend_right(d: &[u32]) -> Vec<u32> {
    d.iter().copied().chain([d[d.len() - 1] + 1]).collect()
}

fn extend_left(d: &[u32]) -> Vec<u32> {
    [d[0] + 1].into_iter().chain(d.iter().copied()).collect()
}

impl From<&GuessingCertificate> for Warm {
    fn from(c: &GuessingCertificate) -> Warm {
        Warm {
            trees: c.trees.iter().map(|(t, _)| t.clone()).collect(),
            alpha: c.alpha.iter().map(verify::to_f64).collect(),
            optimal: false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tree(d: &[u32]) -> SearchTree {
        SearchTree::from_depths(d.to_vec()).unwrap()
    }

    #[test]
    fn trees_grow_by_up_to_three_keys() {
        let warm = Warm {
            trees: vec![tree(&[2, 1, 3, 2]), tree(&[2, 3, 1, 2])],
            alpha: vec![0.25; 4],
            optimal: false,
        };
        for n in 4..=7 {
            let grown = warm.trees_for(n);
            assert!(!grown.is_empty());
            assert!(grown.iter().all(|t| t.len() == n));
        }
        assert!(warm.trees_for(8).is_empty());
        assert!(warm.trees_for(3).is_empty());
    }

    #[test]
    fn gamma_is_a_symmetric_distribution_on_pairs() {
        let warm = Warm {
            trees: vec![],
            alpha: vec![0.3, 0.2, 0.2, 0.3],
            optimal: false,
        };
        for n in [1, 2, 5, 6, 9] {
            let g = warm.gamma_for(n);
            assert_eq!(g.len(), n.div_ceil(2));
            assert!((g.iter().sum::<f64>() - 1.0).abs() < 1e-12);
            assert!(g.iter().all(|x| *x > 0.0));
        }
    }
}
