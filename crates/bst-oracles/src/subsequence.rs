//! `[Generic]` The best-subsequence DP of seed 000 §2.3 (Algorithm 3, eq. 2.2).
//!
//! Trees of height `< h` are the length-`N` subsequences of the complete tree `F_h` read in
//! infix order (`F_3 = [3, 2, 3, 1, 3, 2, 3]`, values = guesses). `W(i, j)` is the least
//! `sum_{k <= i} w_k d_k` with the first `i` keys placed among the first `j` entries:
//! `W(i, j) = min(W(i, j - 1), W(i - 1, j - 1) + w_i F_h(j))`.

use std::fmt;

use crate::{BestTree, InvalidTree, SearchTree, Weight};

/// Cells a table may have (`N * (2^h - 1)`), to keep memory bounded.
const MAX_CELLS: usize = 1 << 26;

/// Why no table was built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SubsequenceError {
    /// `F_h` has fewer than `N` entries: no tree of height `< h` holds `N` keys.
    TooShallow {
        /// Keys.
        n: usize,
        /// The height bound asked for.
        h: u32,
    },
    /// `N * (2^h - 1)` cells would exceed the memory bound.
    TooLarge {
        /// Keys.
        n: usize,
        /// The height bound asked for.
        h: u32,
    },
}

impl fmt::Display for SubsequenceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SubsequenceError::TooShallow { n, h } => write!(
                f,
                "F_{h} has {} entries, fewer than N = {n}",
                (1u64 << h) - 1
            ),
            SubsequenceError::TooLarge { n, h } => {
                write!(f, "table for N = {n}, h = {h} exceeds {MAX_CELLS} cells")
            }
        }
    }
}

impl std::error::Error for SubsequenceError {}

/// `F_h(j)` for `j = 1, ..., 2^h - 1`: `h` minus the number of trailing zero bits of `j`.
pub fn complete_tree_infix(h: u32) -> Vec<u32> {
    (1u64..1 << h).map(|j| h - j.trailing_zeros()).collect()
}

/// The filled table `W`; `None` stands for infinity.
pub struct SubsequenceTable<W> {
    f: Vec<u32>,
    weights: Vec<W>,
    cells: Vec<Option<W>>,
}

impl<W: Weight> SubsequenceTable<W> {
    /// Fills the table for `weights` and height bound `h`.
    ///
    /// # Complexity
    /// Time and memory **O(N 2^h)**; with `h = ceil(lg(N + 1))` that is `O(N^2)`.
    pub fn new(weights: &[W], h: u32) -> Result<Self, SubsequenceError> {
        let n = weights.len();
        if h >= 63 || ((1u64 << h) - 1) < n as u64 {
            return Err(SubsequenceError::TooShallow { n, h });
        }
        if (n as u64).saturating_mul((1u64 << h) - 1) > MAX_CELLS as u64 {
            return Err(SubsequenceError::TooLarge { n, h });
        }
        let f = complete_tree_infix(h);
        let mut t = SubsequenceTable {
            cells: vec![None; n * f.len()],
            f,
            weights: weights.to_vec(),
        };
        for i in 1..=n {
            for j in i..=t.f.len() {
                let stay = if j > i { t.get(i, j - 1) } else { None };
                let place = t
                    .get(i - 1, j - 1)
                    .map(|w| w.add(&t.weights[i - 1].times(t.f[j - 1])));
                let best = match (stay, place) {
                    (Some(s), Some(p)) => Some(if p < s { p } else { s }),
                    (s, p) => s.or(p),
                };
                let m = t.f.len();
                t.cells[(i - 1) * m + (j - 1)] = best;
            }
        }
        Ok(t)
    }

    /// `W(i, j)`, 1-based; `W(0, j) = 0`.
    pub fn get(&self, i: usize, j: usize) -> Option<W> {
        match (i, j) {
            (0, _) => Some(W::zero()),
            (_, 0) => None,
            _ => self.cells[(i - 1) * self.f.len() + (j - 1)].clone(),
        }
    }

    /// `W(N, |F_h|)`: the least cost over all subsequences.
    pub fn value(&self) -> W {
        self.get(self.weights.len(), self.f.len())
            .expect("N <= |F_h| by construction")
    }

    /// Back-tracks from `W(N, |F_h|)` (§2.3.3: go left while the value repeats) and checks
    /// the subsequence is a tree. With negative weights it may not be (§2.3.5).
    pub fn best_tree(&self) -> Result<BestTree<W>, InvalidTree> {
        let (mut i, mut j) = (self.weights.len(), self.f.len());
        let mut depths = vec![0; i];
        while i > 0 {
            if j > i && self.get(i, j - 1) == self.get(i, j) {
                j -= 1;
            } else {
                depths[i - 1] = self.f[j - 1];
                i -= 1;
                j -= 1;
            }
        }
        let tree = SearchTree::from_depths(depths)?;
        Ok(BestTree {
            cost: self.value(),
            tree,
        })
    }

    /// Every distinct optimal subsequence (up to `limit` of them), in back-tracking order.
    pub fn optimal_subsequences(&self, limit: usize) -> Vec<Vec<u32>> {
        let mut found = Vec::new();
        let mut depths = vec![0; self.weights.len()];
        self.walk(
            self.weights.len(),
            self.f.len(),
            &mut depths,
            &mut found,
            limit,
        );
        found
    }

    fn walk(
        &self,
        i: usize,
        j: usize,
        depths: &mut Vec<u32>,
        found: &mut Vec<Vec<u32>>,
        limit: usize,
    ) {
        if found.len() >= limit {
            return;
        }
        if i == 0 {
            if !found.contains(depths) {
                found.push(depths.clone());
            }
            return;
        }
        let here = self.get(i, j);
        if j > i && self.get(i, j - 1) == here {
            self.walk(i, j - 1, depths, found, limit);
        }
        let placed = self
            .get(i - 1, j - 1)
            .map(|w| w.add(&self.weights[i - 1].times(self.f[j - 1])));
        if placed.is_some() && placed == here {
            depths[i - 1] = self.f[j - 1];
            self.walk(i - 1, j - 1, depths, found, limit);
        }
    }
}

impl<W: Weight + fmt::Display> fmt::Display for SubsequenceTable<W> {
    /// The table as printed in seed 000 tables 2.1–2.4: `F_h` on top, one row per weight.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let header: Vec<String> = self.f.iter().map(|v| format!("{v:>4}")).collect();
        writeln!(f, "  w | {}", header.join(""))?;
        for (i, w) in self.weights.iter().enumerate() {
            let row: Vec<String> = (1..=self.f.len())
                .map(|j| {
                    self.get(i + 1, j)
                        .map_or("   ∞".to_string(), |v| format!("{v:>4}"))
                })
                .collect();
            writeln!(f, "{w:>3} | {}", row.join(""))?;
        }
        Ok(())
    }
}

/// The best tree of height `< h` by [`SubsequenceTable`], back-tracked and checked.
///
/// # Example
/// ```
/// let best = bst_oracles::best_subsequence(&[2i64, 1, 1, 2], 3).unwrap().unwrap();
/// assert_eq!((best.cost, best.tree.depths()), (12, &[2, 3, 1, 2][..]));
/// ```
pub fn best_subsequence<W: Weight>(
    weights: &[W],
    h: u32,
) -> Result<Result<BestTree<W>, InvalidTree>, SubsequenceError> {
    Ok(SubsequenceTable::new(weights, h)?.best_tree())
}
