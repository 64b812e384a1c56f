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
/// within `tolerance` of the least (its ties), kept as one bit per root of its tied range.
pub struct OptimalRoots {
    n: usize,
    cost: f64,
    /// The tied range of each interval (`a * (N + 1) + b`).
    ranges: Vec<TiedRange>,
    /// Root `r` of interval `i` is tied iff bit `first + r - lo` of `bits` is set (its
    /// range's); the bits are laid out in the order the DPs visit intervals, so reading them
    /// streams.
    bits: Vec<u64>,
    /// [`OptimalRoots::best_among_ties`]'s tables, kept between calls: least costs against
    /// the second weights by start and by end of each interval (so both reads of the inner
    /// loop are contiguous), and the chosen roots.
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
            cost: 0.0,
            ranges: vec![TiedRange::default(); size],
            bits: Vec::new(),
            by_start: vec![0.0; size],
            by_end: vec![0.0; size],
            root: vec![0; size],
        };
        let prefix = prefix_sums(weights);
        let mut ties = Ties::default();
        for a in (0..n).rev() {
            for b in a + 1..=n {
                roots.settle(a, b, prefix[b] - prefix[a], tolerance, &mut ties);
            }
        }
        roots.cost = roots.by_start[n];
        roots.bits = ties.bits;
        Some(roots)
    }

    /// The least cost `sum_k w_k depth_k` of a tree on all keys.
    pub fn cost(&self) -> f64 {
        self.cost
    }

    /// An optimal tree: on every interval one of the tied roots, each equally likely, drawn
    /// from a generator seeded by `seed` (the same seed gives the same tree).
    pub fn sample(&self, seed: u64) -> SearchTree {
        let mut state = seed;
        SearchTree::from_roots(self.n, |a, b| {
            let range = self.ranges[self.idx(a, b)];
            let tied: Vec<usize> = (range.lo as usize..=range.hi as usize)
                .filter(|&r| self.tied(range, r))
                .collect();
            tied[(splitmix(&mut state) % tied.len() as u64) as usize]
        })
    }

    /// Among the optimal trees, the one cheapest against other weights `second` (a
    /// lexicographic best response), and its cost against `second`; leftmost root on ties.
    ///
    /// Knuth's monotonicity holds for the lexicographic order too (it is the limit of the
    /// weights `M first + second` as `M` grows), so the root of `[a, b)` is searched only among
    /// its tied roots between the roots of `[a, b - 1)` and `[a + 1, b)`: a flat optimal mix
    /// ties 57 roots per interval on average at N = 944, of which this visits about two.
    ///
    /// # Complexity
    /// Time **O(N^2)**; no allocation after the first call.
    pub fn best_among_ties(&mut self, second: &[f64]) -> (f64, SearchTree) {
        let n = self.n;
        let s = n + 1;
        let prefix = prefix_sums(second);
        for a in 0..=n {
            self.by_start[a * s + a] = 0.0;
            self.by_end[a * s + a] = 0.0;
        }
        for a in (0..n).rev() {
            for b in a + 1..=n {
                let i = a * s + b;
                let range = self.ranges[i];
                let (lo, hi) = (range.lo as usize, range.hi as usize);
                let (from, to) = if b - a == 1 {
                    (lo, hi)
                } else {
                    (
                        lo.max(self.root[i - 1] as usize),
                        hi.min(self.root[i + s] as usize),
                    )
                };
                let (best, at) = match self.cheapest_tie(a, b, range, from, to) {
                    Some(found) => found,
                    // Rounding emptied the window: search every tie.
                    None => self
                        .cheapest_tie(a, b, range, lo, hi)
                        .expect("an interval has a tie"),
                };
                let cost = best + prefix[b] - prefix[a];
                self.by_start[i] = cost;
                self.by_end[b * s + a] = cost;
                self.root[i] = at as u32;
            }
        }
        let root = &self.root;
        let tree = SearchTree::from_roots(n, |a, b| root[a * s + b] as usize);
        (self.by_start[n], tree)
    }

    /// The leftmost tied root `r` in `from..=to` of least second cost, with that cost.
    fn cheapest_tie(
        &self,
        a: usize,
        b: usize,
        range: TiedRange,
        from: usize,
        to: usize,
    ) -> Option<(f64, usize)> {
        let s = self.n + 1;
        let mut found: Option<(f64, usize)> = None;
        for r in (from..=to).filter(|&r| self.tied(range, r)) {
            let c = self.by_start[a * s + r] + self.by_end[b * s + r + 1];
            if found.is_none_or(|(best, _)| c < best) {
                found = Some((c, r));
            }
        }
        found
    }

    fn idx(&self, a: usize, b: usize) -> usize {
        a * (self.n + 1) + b
    }

    /// Whether root `r` (within the tied range) of an interval is tied.
    fn tied(&self, range: TiedRange, r: usize) -> bool {
        let bit = range.first as usize + r - range.lo as usize;
        self.bits[bit / 64] >> (bit % 64) & 1 == 1
    }

    /// Fills `[a, b)` from its two sub-intervals of length `b - a - 1` (both settled before
    /// it in row order): roots searched between the leftmost optimal root of `[a, b - 1)`
    /// and the rightmost of `[a + 1, b)`. Uses the second-weight tables for the first
    /// weights' costs while building.
    fn settle(&mut self, a: usize, b: usize, weight: f64, tolerance: f64, ties: &mut Ties) {
        let (s, i) = (self.n + 1, self.idx(a, b));
        let (from, to) = if b - a == 1 {
            (a, a)
        } else {
            (
                self.ranges[i - 1].lo as usize,
                self.ranges[i + s].hi as usize,
            )
        };
        let split = |r: usize| self.by_start[a * s + r] + self.by_end[b * s + r + 1];
        let best = (from..=to).map(split).fold(f64::INFINITY, f64::min);
        let tied = |r: &usize| split(*r) <= best + tolerance;
        let lo = (from..=to).find(tied).expect("the least cost is attained");
        let hi = (from..=to)
            .rev()
            .find(tied)
            .expect("the least cost is attained");
        self.ranges[i] = TiedRange {
            lo: lo as u32,
            hi: hi as u32,
            first: ties.len as u32,
        };
        for r in lo..=hi {
            ties.push(tied(&r));
        }
        self.by_start[i] = best + weight;
        self.by_end[b * s + a] = best + weight;
    }
}

/// The leftmost and rightmost tied root of an interval, and where its bits start.
#[derive(Clone, Copy, Debug, Default)]
struct TiedRange {
    lo: u32,
    hi: u32,
    first: u32,
}

/// A growing bit vector.
#[derive(Default)]
struct Ties {
    bits: Vec<u64>,
    len: usize,
}

impl Ties {
    fn push(&mut self, bit: bool) {
        if self.bits.len() * 64 == self.len {
            self.bits.push(0);
        }
        if bit {
            self.bits[self.len / 64] |= 1 << (self.len % 64);
        }
        self.len += 1;
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
