//! Binary search trees on keys `1..=N`, stored as depth vectors (root depth 1): entry `k` is
//! the number of guesses needed when the hidden key is `k + 1` (seed 000 §1.4).

use crate::Weight;

/// A binary search tree on `N` keys as its depth vector. Built only through checked
/// constructors, so every `SearchTree` is a valid BST.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SearchTree {
    depths: Vec<u32>,
}

/// A depth vector that is not a binary search tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InvalidTree {
    /// The rejected depth vector.
    pub depths: Vec<u32>,
}

impl std::fmt::Display for InvalidTree {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let shown: Vec<String> = self.depths.iter().take(12).map(u32::to_string).collect();
        let more = if self.depths.len() > 12 { ", ..." } else { "" };
        write!(
            f,
            "depths [{}{more}] ({} keys) are not a binary search tree",
            shown.join(", "),
            self.depths.len()
        )
    }
}

impl std::error::Error for InvalidTree {}

impl SearchTree {
    /// Checks that `depths` is a BST: every interval of keys has exactly one shallowest key,
    /// one deeper than its parent, and so on recursively (`[3, 3, 1, 3, 2, 3]` is rejected).
    pub fn from_depths(depths: Vec<u32>) -> Result<SearchTree, InvalidTree> {
        if is_bst(&depths) {
            Ok(SearchTree { depths })
        } else {
            Err(InvalidTree { depths })
        }
    }

    /// The tree whose subtree on keys `[a, b)` has root `root(a, b)` (0-based, half-open).
    pub fn from_roots(n: usize, mut root: impl FnMut(usize, usize) -> usize) -> SearchTree {
        let mut depths = vec![0; n];
        let mut stack = vec![(0, n, 1)];
        while let Some((a, b, d)) = stack.pop() {
            if a < b {
                let r = root(a, b);
                depths[r] = d;
                stack.push((a, r, d + 1));
                stack.push((r + 1, b, d + 1));
            }
        }
        SearchTree { depths }
    }

    /// Number of guesses for each key `1..=N`.
    pub fn depths(&self) -> &[u32] {
        &self.depths
    }

    /// Number of keys.
    pub fn len(&self) -> usize {
        self.depths.len()
    }

    /// True for the tree on no keys.
    pub fn is_empty(&self) -> bool {
        self.depths.is_empty()
    }

    /// The most guesses this tree ever needs (its height plus one).
    pub fn max_depth(&self) -> u32 {
        self.depths.iter().copied().max().unwrap_or(0)
    }

    /// The mirror image: key `k` goes where key `N + 1 - k` was.
    pub fn mirror(&self) -> SearchTree {
        SearchTree {
            depths: self.depths.iter().rev().copied().collect(),
        }
    }

    /// `sum_k w_k * depth_k`: the expected guesses against `w` (times its total).
    pub fn cost<W: Weight>(&self, weights: &[W]) -> W {
        assert_eq!(weights.len(), self.len(), "one weight per key");
        weights
            .iter()
            .zip(&self.depths)
            .fold(W::zero(), |acc, (w, &d)| acc.add(&w.times(d)))
    }
}

fn is_bst(depths: &[u32]) -> bool {
    let mut stack = vec![(0, depths.len(), 1)];
    while let Some((a, b, d)) = stack.pop() {
        if a == b {
            continue;
        }
        let roots: Vec<usize> = (a..b).filter(|&k| depths[k] == d).collect();
        if roots.len() != 1 || depths[a..b].iter().any(|&x| x < d) {
            return false;
        }
        stack.push((a, roots[0], d + 1));
        stack.push((roots[0] + 1, b, d + 1));
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Found by `cargo xtask fuzz guessing-record`: a long depth vector made a huge error.
    #[test]
    fn an_invalid_tree_is_named_in_a_short_line() {
        let e = SearchTree::from_depths(vec![3; 5000])
            .unwrap_err()
            .to_string();
        assert_eq!(
            e,
            "depths [3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, ...] (5000 keys) are not a binary search tree"
        );
    }

    #[test]
    fn validity() {
        assert!(SearchTree::from_depths(vec![2, 1, 3, 2]).is_ok());
        assert!(SearchTree::from_depths(vec![]).is_ok());
        // Seed 000 §2.3.5: the subsequence [3, 3, 1, 3, 2, 3] is no tree.
        assert!(SearchTree::from_depths(vec![3, 3, 1, 3, 2, 3]).is_err());
        assert!(SearchTree::from_depths(vec![1, 1]).is_err());
        assert!(SearchTree::from_depths(vec![2, 3]).is_err());
        assert!(SearchTree::from_depths(vec![0]).is_err());
    }

    #[test]
    fn mirror_and_cost() {
        let t = SearchTree::from_depths(vec![2, 1, 3, 2]).unwrap();
        assert_eq!(t.mirror().depths(), [2, 3, 1, 2]);
        assert_eq!(t.cost(&[2i64, 1, 1, 2]), 4 + 1 + 3 + 4);
        assert_eq!(t.max_depth(), 3);
    }
}
