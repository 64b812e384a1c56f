//! `[Generic]` The interval DP of seed 000 §2.2 (Algorithm 2, eq. 2.1).

use crate::{BestTree, SearchTree, Weight};

/// The best binary search tree against `weights` by the `O(N^3)` interval DP:
/// `C[a, b) = W(a, b) + min_{a <= r < b} C[a, r) + C[r + 1, b)`, leftmost root on ties.
///
/// # Arguments
/// `weights[k]`: how often key `k + 1` is hidden (any sign; no assumption is made).
///
/// # Returns
/// The minimum of `sum_k w_k depth_k` over all trees, and a tree attaining it.
///
/// # Complexity
/// Time **O(N^3)**, memory **O(N^2)**.
///
/// # Example
/// ```
/// let best = bst_oracles::interval_dp(&[2i64, 1, 1, 2]);
/// assert_eq!(best.cost, 12); // seed 000 table 2.3
/// ```
pub fn interval_dp<W: Weight>(weights: &[W]) -> BestTree<W> {
    let n = weights.len();
    let idx = |a: usize, b: usize| a * (n + 1) + b;
    let mut cost = vec![W::zero(); (n + 1) * (n + 1)];
    let mut root = vec![0usize; (n + 1) * (n + 1)];
    for len in 1..=n {
        for a in 0..=n - len {
            let b = a + len;
            let total = weights[a..b].iter().fold(W::zero(), |s, w| s.add(w));
            let mut best: Option<(W, usize)> = None;
            for r in a..b {
                let c = cost[idx(a, r)].add(&cost[idx(r + 1, b)]);
                if best.as_ref().is_none_or(|(bc, _)| c < *bc) {
                    best = Some((c, r));
                }
            }
            let (c, r) = best.expect("a non-empty interval has a root");
            cost[idx(a, b)] = c.add(&total);
            root[idx(a, b)] = r;
        }
    }
    let tree = SearchTree::from_roots(n, |a, b| root[idx(a, b)]);
    BestTree {
        cost: cost[idx(0, n)].clone(),
        tree,
    }
}
