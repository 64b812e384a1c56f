//! `[f64]` All the optimal binary search trees against a weight vector, sampled at random:
//! Knuth's DP keeping the leftmost and the rightmost optimal root of every interval.
//!
//! Against Alice's optimal mix every tree in Bob's optimal support is a best response
//! (seed 000 §1.6), and an optimal tree is optimal on every subtree, so the best responses
//! are exactly the trees that pick, on every interval, one of its tied optimal roots. When
//! Alice's mix is known, sampling these ties gives column generation a pool of columns all
//! of which are candidates for Bob's support.

use crate::SearchTree;

/// Knuth's DP against `f64` weights with, for each interval `[a, b)`, the roots whose cost is
/// within `tolerance` of the least (its ties), listed once at construction.
pub struct OptimalRoots {
    n: usize,
    cost: Vec<f64>,
    lo: Vec<usize>,
    hi: Vec<usize>,
    tolerance: f64,
    /// The tied roots of interval `i` are `tied[first[i]..first[i + 1]]`, intervals numbered
    /// by [`OptimalRoots::idx`].
    first: Vec<u32>,
    tied: Vec<u32>,
    /// [`OptimalRoots::best_among_ties`]'s tables, kept between calls: costs by the start and
    /// by the end of each interval (so both reads of its inner loop are contiguous), roots.
    by_start: Vec<f64>,
    by_end: Vec<f64>,
    root: Vec<u32>,
}

impl OptimalRoots {
    /// The DP; roots within `tolerance` (absolute) of an interval's least cost count as tied.
    ///
    /// # Returns
    /// `None` if a weight is negative or not finite (Knuth's monotonicity needs `>= 0`).
    ///
    /// # Complexity
    /// Time **O(N^2)** plus the widths of the tied ranges, memory **O(N^2)**.
    ///
    /// # Example
    /// ```
    /// // Four equal weights: keys 2 and 3 both root an optimal tree (cost 8).
    /// let mut roots = bst_oracles::OptimalRoots::new(&[1.0; 4], 1e-12).unwrap();
    /// assert_eq!(roots.cost(), 8.0);
    /// let trees: std::collections::HashSet<_> = (0..64).map(|s| roots.sample(s)).collect();
    /// assert!(trees.len() > 1);
    /// assert!(trees.iter().all(|t| t.cost(&[1.0; 4]) == 8.0));
    /// // Among them, the one cheapest against other weights.
    /// let (cost, tree) = roots.best_among_ties(&[0.0, 0.0, 1.0, 0.0]);
    /// assert_eq!((cost, tree.depths()[2]), (1.0, 1));
    /// ```
    pub fn new(weights: &[f64], tolerance: f64) -> Option<OptimalRoots> {
        if weights.iter().any(|w| !w.is_finite() || *w < 0.0) {
            return None;
        }
        let n = weights.len();
        let size = (n + 1) * (n + 1);
        let mut roots = OptimalRoots {
            n,
            cost: vec![0.0; size],
            lo: vec![0; size],
            hi: vec![0; size],
            tolerance,
            first: vec![0; size + 1],
            tied: Vec::new(),
            by_start: vec![0.0; size],
            by_end: vec![0.0; size],
            root: vec![0; size],
        };
        let prefix = prefix_sums(weights);
        for len in 1..=n {
            for a in 0..=n - len {
                roots.settle(a, a + len, prefix[a + len] - prefix[a]);
            }
        }
        roots.list_ties();
        Some(roots)
    }

    /// The least cost `sum_k w_k depth_k` of a tree on all keys.
    pub fn cost(&self) -> f64 {
        self.cost[self.idx(0, self.n)]
    }

    /// An optimal tree: on every interval one of the tied roots, each equally likely, drawn
    /// from a generator seeded by `seed` (the same seed gives the same tree).
    pub fn sample(&self, seed: u64) -> SearchTree {
        let mut state = seed;
        SearchTree::from_roots(self.n, |a, b| {
            let tied = self.ties(self.idx(a, b));
            tied[(splitmix(&mut state) % tied.len() as u64) as usize] as usize
        })
    }

    /// Among the optimal trees, the one cheapest against other weights `second` (a
    /// lexicographic best response), and its cost against `second`; leftmost root on ties.
    ///
    /// # Complexity
    /// Time **O(N^2)** plus the number of ties; no allocation after the first call.
    pub fn best_among_ties(&mut self, second: &[f64]) -> (f64, SearchTree) {
        let n = self.n;
        let s = n + 1;
        let prefix = prefix_sums(second);
        for a in 0..=n {
            self.by_start[a * s + a] = 0.0;
            self.by_end[a * s + a] = 0.0;
        }
        for len in 1..=n {
            for a in 0..=n - len {
                let (b, i) = (a + len, a * s + a + len);
                let (mut best, mut at) = (f64::INFINITY, a as u32);
                for &r in &self.tied[self.first[i] as usize..self.first[i + 1] as usize] {
                    let c = self.by_start[a * s + r as usize] + self.by_end[b * s + r as usize + 1];
                    if c < best {
                        (best, at) = (c, r);
                    }
                }
                let cost = best + prefix[b] - prefix[a];
                self.by_start[i] = cost;
                self.by_end[b * s + a] = cost;
                self.root[i] = at;
            }
        }
        let root = &self.root;
        let tree = SearchTree::from_roots(n, |a, b| root[a * s + b] as usize);
        (self.by_start[n], tree)
    }

    fn idx(&self, a: usize, b: usize) -> usize {
        a * (self.n + 1) + b
    }

    /// The tied roots of interval number `i`.
    fn ties(&self, i: usize) -> &[u32] {
        &self.tied[self.first[i] as usize..self.first[i + 1] as usize]
    }

    /// Cost of `[a, b)` rooted at `r`, without the interval's own weight.
    fn split(&self, a: usize, b: usize, r: usize) -> f64 {
        self.cost[self.idx(a, r)] + self.cost[self.idx(r + 1, b)]
    }

    fn tied(&self, a: usize, b: usize, r: usize) -> bool {
        let best = self.split(a, b, self.lo[self.idx(a, b)]);
        self.split(a, b, r) <= best + self.tolerance
    }

    /// Lists every interval's tied roots, in increasing order (empty intervals have none).
    fn list_ties(&mut self) {
        for i in 0..self.cost.len() {
            let (a, b) = (i / (self.n + 1), i % (self.n + 1));
            if a < b {
                for r in self.lo[i]..=self.hi[i] {
                    if self.tied(a, b, r) {
                        self.tied.push(r as u32);
                    }
                }
            }
            self.first[i + 1] = self.tied.len() as u32;
        }
    }

    /// Fills `[a, b)` from its two sub-intervals of length `b - a - 1`: roots searched between
    /// the leftmost optimal root of `[a, b - 1)` and the rightmost of `[a + 1, b)`.
    fn settle(&mut self, a: usize, b: usize, weight: f64) {
        let i = self.idx(a, b);
        let (from, to) = if b - a == 1 {
            (a, a)
        } else {
            (self.lo[self.idx(a, b - 1)], self.hi[self.idx(a + 1, b)])
        };
        let best = (from..=to)
            .map(|r| self.split(a, b, r))
            .fold(f64::INFINITY, f64::min);
        let tied = |r: &usize| self.split(a, b, *r) <= best + self.tolerance;
        let lo = (from..=to).find(tied).expect("the least cost is attained");
        let hi = (from..=to)
            .rev()
            .find(tied)
            .expect("the least cost is attained");
        self.cost[i] = best + weight;
        (self.lo[i], self.hi[i]) = (lo, hi);
    }
}

/// `prefix[k]` = the sum of the first `k` weights.
fn prefix_sums(weights: &[f64]) -> Vec<f64> {
    std::iter::once(0.0)
        .chain(weights.iter().scan(0.0, |sum, w| {
            *sum += w;
            Some(*sum)
        }))
        .collect()
}

/// SplitMix64: a small, good generator, so the crate needs no random-number dependency.
fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{interval_dp, knuth};
    use proptest::prelude::*;

    proptest! {
        /// Every sample is optimal (its cost is the interval DP's, an independent method) and
        /// the least cost equals Knuth's.
        #[test]
        fn samples_are_optimal(w in proptest::collection::vec(0u8..4, 1..24), seed in 0u64..1000) {
            let weights: Vec<f64> = w.iter().map(|x| f64::from(*x)).collect();
            let exact: Vec<i64> = w.iter().map(|x| i64::from(*x)).collect();
            let best = interval_dp(&exact).cost;
            let roots = OptimalRoots::new(&weights, 1e-9).unwrap();
            prop_assert_eq!(roots.cost(), knuth(&weights).unwrap().cost);
            let tree = roots.sample(seed);
            prop_assert_eq!(tree.cost(&exact), best);
        }

        /// The lexicographic best response is the cheapest against the second weights of all
        /// optimal trees, found by listing every tree (an independent method).
        #[test]
        fn best_among_ties_is_the_cheapest_optimal_tree(
            w in proptest::collection::vec((0u8..3, 0u8..5), 1..8),
        ) {
            let first: Vec<i64> = w.iter().map(|x| i64::from(x.0)).collect();
            let second: Vec<i64> = w.iter().map(|x| i64::from(x.1)).collect();
            let optimal = interval_dp(&first).cost;
            let cheapest = all_trees(0, w.len())
                .into_iter()
                .map(|d| crate::SearchTree::from_depths(d).unwrap())
                .filter(|t| t.cost(&first) == optimal)
                .map(|t| t.cost(&second))
                .min()
                .unwrap();
            let as_f64 = |v: &[i64]| v.iter().map(|x| *x as f64).collect::<Vec<_>>();
            let mut roots = OptimalRoots::new(&as_f64(&first), 1e-9).unwrap();
            for _ in 0..2 {
                let (cost, tree) = roots.best_among_ties(&as_f64(&second));
                prop_assert_eq!(cost, cheapest as f64);
                prop_assert_eq!(tree.cost(&first), optimal);
                prop_assert_eq!(tree.cost(&second), cheapest);
            }
        }
    }

    /// Depth vectors of every binary search tree on keys `[a, b)`, root depth 1.
    fn all_trees(a: usize, b: usize) -> Vec<Vec<u32>> {
        if a == b {
            return vec![Vec::new()];
        }
        let mut out = Vec::new();
        for r in a..b {
            for left in all_trees(a, r) {
                for right in all_trees(r + 1, b) {
                    let deeper = |d: &Vec<u32>| d.iter().map(|x| x + 1).collect::<Vec<_>>();
                    out.push([deeper(&left), vec![1], deeper(&right)].concat());
                }
            }
        }
        out
    }

    /// Seven equal weights have one optimal tree (the complete one, cost 17); six have four
    /// (cost 14: the root's two subtrees of 2 and 3 keys, either way round, and two roots
    /// for the 2-key subtree), and sampling finds all four.
    #[test]
    fn ties_are_found_and_only_ties() {
        let seven = OptimalRoots::new(&[1.0; 7], 1e-12).unwrap();
        let complete: std::collections::HashSet<_> = (0..50).map(|s| seven.sample(s)).collect();
        assert_eq!(complete.len(), 1);
        assert_eq!(
            complete.iter().next().unwrap().depths(),
            &[3, 2, 3, 1, 3, 2, 3]
        );
        let six = OptimalRoots::new(&[1.0; 6], 1e-12).unwrap();
        let trees: std::collections::HashSet<_> = (0..200).map(|s| six.sample(s)).collect();
        assert_eq!(trees.len(), 4);
        assert!(trees.iter().all(|t| t.cost(&[1i64; 6]) == 14));
    }

    #[test]
    fn negative_weights_are_refused() {
        assert!(OptimalRoots::new(&[1.0, -1.0], 0.0).is_none());
    }
}
