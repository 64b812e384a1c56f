//! `[Generic]` Knuth's optimal binary search tree algorithm (Knuth 1971).

use crate::{BestTree, SearchTree, Weight};

/// The best binary search tree against non-negative `weights` in `O(N^2)`.
///
/// The same recurrence as [`crate::interval_dp`], with the root of `[a, b)` searched only
/// between the roots of `[a, b - 1)` and `[a + 1, b)`. Knuth's monotonicity holds for
/// access weights `>= 0` with a consistent tie-break (leftmost optimal root here). Negative
/// weights break it: they are rejected, use [`crate::interval_dp`] instead.
///
/// # Returns
/// `None` if a weight is negative; otherwise the optimal cost and a tree attaining it.
///
/// # Complexity
/// Time **O(N^2)** (amortised), memory **O(N^2)**. N = 980 with `f64`: a few milliseconds.
///
/// # Example
/// ```
/// let best = bst_oracles::knuth(&[2i64, 1, 1, 2]).unwrap();
/// assert_eq!(best.cost, 12);
/// assert!(bst_oracles::knuth(&[1i64, -1]).is_none());
/// ```
pub fn knuth<W: Weight>(weights: &[W]) -> Option<BestTree<W>> {
    if weights.iter().any(Weight::is_negative) {
        return None;
    }
    let n = weights.len();
    let idx = |a: usize, b: usize| a * (n + 1) + b;
    let mut prefix = vec![W::zero(); n + 1];
    for k in 0..n {
        prefix[k + 1] = prefix[k].add(&weights[k]);
    }
    let mut cost = vec![W::zero(); (n + 1) * (n + 1)];
    let mut root = vec![0usize; (n + 1) * (n + 1)];
    for a in 0..n {
        cost[idx(a, a + 1)] = weights[a].clone();
        root[idx(a, a + 1)] = a;
    }
    for len in 2..=n {
        for a in 0..=n - len {
            let b = a + len;
            let (lo, hi) = (root[idx(a, b - 1)], root[idx(a + 1, b)]);
            let mut best: Option<(W, usize)> = None;
            for r in lo..=hi {
                let c = cost[idx(a, r)].add(&cost[idx(r + 1, b)]);
                if best.as_ref().is_none_or(|(bc, _)| c < *bc) {
                    best = Some((c, r));
                }
            }
            let (c, r) = best.expect("lo <= hi by monotonicity");
            cost[idx(a, b)] = c.add(&prefix[b].sub(&prefix[a]));
            root[idx(a, b)] = r;
        }
    }
    let tree = SearchTree::from_roots(n, |a, b| root[idx(a, b)]);
    Some(BestTree {
        cost: cost[idx(0, n)].clone(),
        tree,
    })
}
