//! Pricing for the guessing game: Bob's best tree against Alice's current mix, by Knuth's
//! `O(N^2)` algorithm (seed 000 §2.2), with dual smoothing.
//!
//! Seed 000 §2.4 observes that Alice's mix oscillates from one master solve to the next
//! and prices against `c gamma + (1 - c) alpha` with a guess `gamma` of her final mix. We
//! generalise the guess into a stability centre (Wentges' smoothing): `gamma` is the mix with
//! the best lower bound seen so far, starting from the previous `N`'s answer when warm, and
//! every pricing offers both the tree best against the blend and the tree best against
//! `alpha` itself, so convergence never depends on the blend.
//!
//! When the centre is Alice's optimal mix itself (known from a fixture), Bob's optimal
//! support lies among his best responses to it (§1.6): pricing then searches only those,
//! for the one cheapest against Alice's current mix (a lexicographic best response), and the
//! initial pool samples them with ties broken at random.

use std::collections::HashSet;

use bst_oracles::{KnuthWorkspace, OptimalRoots, SearchTree};
use lp_core::{Pricing, PricingOracle};

use crate::symmetry::Pairs;

/// Smoothing settings: the weights `c` of the stability centre at which each pricing also
/// looks for a tree (one extra column per weight).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Blend {
    /// Blend weights in `(0, 1)`.
    pub weights: [f64; 3],
}

/// Costs against Alice's optimal mix (normalised, so about 10) within this count as tied.
const TIE_TOLERANCE: f64 = 1e-12;

/// Knuth pricing on the symmetric reduction.
pub struct KnuthPricing {
    pairs: Pairs,
    blend: Option<Blend>,
    /// The pair mix with the best lower bound so far, and that bound.
    center: Option<(Vec<f64>, f64)>,
    /// Bob's best responses to Alice's known optimal mix, when the centre is that mix.
    optimum: Option<OptimalRoots>,
    /// Knuth's DP and the key weights it prices, kept between calls.
    dp: KnuthWorkspace,
    keys: Vec<f64>,
}

impl KnuthPricing {
    /// Plain pricing: the best tree against Alice's current mix only (seed §2.1–2.2).
    pub fn plain(n: usize) -> KnuthPricing {
        KnuthPricing {
            pairs: Pairs::new(n),
            blend: None,
            center: None,
            optimum: None,
            dp: KnuthWorkspace::new(),
            keys: Vec::with_capacity(n),
        }
    }

    /// Smoothed pricing, starting from the guess `gamma` (Alice's weight on each pair) if any.
    pub fn smoothed(n: usize, gamma: Option<Vec<f64>>, blend: Blend) -> KnuthPricing {
        let mut oracle = KnuthPricing {
            blend: Some(blend),
            ..KnuthPricing::plain(n)
        };
        if let Some(g) = gamma {
            assert_eq!(g.len(), oracle.pairs.len(), "one guess per pair");
            let (bound, _) = oracle.best(&g);
            oracle.center = Some((g, bound));
        }
        oracle
    }

    /// Smoothed pricing around Alice's optimal mix `gamma` (known, not guessed): every column
    /// it offers is a best response to `gamma`.
    pub fn around_optimum(n: usize, gamma: Vec<f64>, blend: Blend) -> KnuthPricing {
        let mut oracle = KnuthPricing::smoothed(n, Some(gamma.clone()), blend);
        oracle.set_keys(&gamma);
        oracle.optimum = OptimalRoots::new(&oracle.keys, TIE_TOLERANCE);
        oracle
    }

    /// The stability centre: the pair mix with the best lower bound seen so far, and that
    /// bound.
    pub fn center(&self) -> Option<(&[f64], f64)> {
        self.center.as_ref().map(|(c, b)| (c.as_slice(), *b))
    }

    /// Up to `count` of Bob's near-best responses to the stability centre: trees that take,
    /// on every interval, one of the roots whose cost is within `tolerance` of its least,
    /// drawn at random (one DP for all of them, then `O(N)` per tree). When the centre is a
    /// good guess (the previous N's mix, stretched), many are in the final support.
    pub fn pool_of_near_ties(&mut self, count: usize, tolerance: f64) -> Vec<SearchTree> {
        let Some((center, _)) = self.center.clone() else {
            return Vec::new();
        };
        self.set_keys(&center);
        OptimalRoots::new(&self.keys, tolerance).map_or_else(Vec::new, |r| samples(&r, count))
    }

    /// Up to `count` of Bob's best responses to Alice's known optimal mix, ties broken at
    /// random on every interval (none unless built by [`KnuthPricing::around_optimum`]).
    pub fn pool_of_ties(&self, count: usize) -> Vec<SearchTree> {
        self.optimum
            .as_ref()
            .map_or_else(Vec::new, |optimum| samples(optimum, count))
    }

    /// The `keep` trees cheapest against the stability centre (all of them if there is no
    /// centre): a warm start's candidates, many of which are far from tight.
    pub fn nearest_to_center(&self, trees: Vec<SearchTree>, keep: usize) -> Vec<SearchTree> {
        let Some((center, _)) = &self.center else {
            return trees;
        };
        let alpha = self.pairs.spread(center);
        let mut costed: Vec<(f64, SearchTree)> =
            trees.into_iter().map(|t| (t.cost(&alpha), t)).collect();
        costed.sort_by(|a, b| a.0.total_cmp(&b.0));
        costed
            .into_iter()
            .take(keep.max(1))
            .map(|(_, t)| t)
            .collect()
    }

    /// The best tree against a pair mix and its cost (a lower bound when the mix sums to 1);
    /// around an optimum, the best among its best responses (still a lower bound, since Bob's
    /// optimal mix uses only those, if the optimum is one: `solve` falls back if not).
    fn best(&mut self, pair_mix: &[f64]) -> (f64, SearchTree) {
        self.set_keys(pair_mix);
        if let Some(optimum) = &mut self.optimum {
            return optimum.best_among_ties(&self.keys);
        }
        let best = self
            .dp
            .solve(&self.keys)
            .expect("weights were clamped to >= 0");
        (best.cost, best.tree)
    }

    /// `keys` = the key weights of a pair mix, clamped to `>= 0`.
    fn set_keys(&mut self, pair_mix: &[f64]) {
        self.keys.clear();
        let n = self.pairs.n();
        self.keys.extend((0..n).map(|k| {
            let p = k.min(n - 1 - k);
            let w = if p == n - 1 - p {
                pair_mix[p]
            } else {
                pair_mix[p] / 2.0
            };
            w.max(0.0)
        }));
    }

    fn update_center(&mut self, mix: &[f64], bound: f64) {
        if self.center.as_ref().is_none_or(|(_, b)| bound > *b) {
            self.center = Some((mix.to_vec(), bound));
        }
    }
}

impl PricingOracle for KnuthPricing {
    type Column = SearchTree;

    fn rows(&self) -> usize {
        self.pairs.len()
    }

    fn payoffs(&self, tree: &SearchTree) -> Vec<f64> {
        (0..self.pairs.len())
            .map(|p| self.pairs.payoff(tree, p))
            .collect()
    }

    fn price(&mut self, pair_mix: &[f64]) -> Pricing<SearchTree> {
        let total: f64 = pair_mix.iter().sum();
        let mix: Vec<f64> = pair_mix.iter().map(|x| x / total).collect();
        let (best_response, tree) = self.best(&mix);
        let mut columns = vec![tree];
        if let (Some(blend), Some((center, _))) = (self.blend, self.center.clone()) {
            for c in blend.weights {
                let blended: Vec<f64> = center
                    .iter()
                    .zip(&mix)
                    .map(|(g, a)| c * g + (1.0 - c) * a)
                    .collect();
                let (bound, smoothed) = self.best(&blended);
                if !columns.contains(&smoothed) {
                    columns.push(smoothed);
                }
                self.update_center(&blended, bound);
            }
        }
        if self.blend.is_some() {
            self.update_center(&mix, best_response);
        }
        Pricing {
            best_response,
            columns,
        }
    }
}

/// `count` trees drawn from `roots` (seeds `0..count`), duplicates dropped.
fn samples(roots: &OptimalRoots, count: usize) -> Vec<SearchTree> {
    let mut seen = HashSet::new();
    (0..count as u64)
        .map(|seed| roots.sample(seed))
        .filter(|t| seen.insert(t.clone()))
        .collect()
}
