//! Knuth's estimator of a backtracking tree's size (Knuth 1975, "Estimating the efficiency
//! of backtrack programs"): walk from the root choosing one child uniformly at random; the
//! product of the branching factors met so far is an unbiased estimate of the number of
//! nodes at each depth. Averaged over many probes it tells how long [`search`](super::search)
//! would take to exhaust the tree before one runs it.

use super::{Order, Searcher, Shared};
use crate::Puzzle;

/// The estimated size of the backtracking tree of a puzzle.
#[derive(Clone, Debug, PartialEq)]
pub struct TreeEstimate {
    /// Random root-to-leaf walks averaged.
    pub probes: u64,
    /// Estimated pieces placed at each depth (index d = cells filled after placing).
    pub per_depth: Vec<f64>,
    /// Probes that filled the whole board.
    pub full_boards: u64,
    /// The standard error of [`nodes`](Self::nodes): the spread of the probes' totals over
    /// the square root of their number (the trees are heavy-tailed, so a few probes carry
    /// much of the sum and this is itself a rough figure).
    pub std_error: f64,
}

impl TreeEstimate {
    /// Estimated pieces placed in the whole tree (the nodes [`search`](super::search)
    /// counts when it exhausts the tree).
    pub fn nodes(&self) -> f64 {
        self.per_depth.iter().sum()
    }

    /// The estimate of probes whose nodes by depth summed to `sums` and whose own totals
    /// were `totals`.
    pub(super) fn from_probes(sums: Vec<f64>, totals: &[f64], full_boards: u64) -> TreeEstimate {
        let probes = totals.len().max(1) as f64;
        let mean = totals.iter().sum::<f64>() / probes;
        let square = totals.iter().map(|x| x * x).sum::<f64>() / probes;
        TreeEstimate {
            probes: totals.len() as u64,
            per_depth: sums.into_iter().map(|x| x / probes).collect(),
            full_boards,
            std_error: ((square - mean * mean).max(0.0) / probes).sqrt(),
        }
    }

    /// The depth with the most estimated nodes, and their number.
    pub fn peak(&self) -> (usize, f64) {
        self.per_depth
            .iter()
            .copied()
            .enumerate()
            .fold(
                (0, 0.0),
                |best, (d, x)| if x > best.1 { (d + 1, x) } else { best },
            )
    }
}

/// Averages `probes` random walks (seeded, reproducible) down the tree that
/// [`search`](super::search) explores, with the same fixed corner and candidate tables.
pub fn estimate(puzzle: &Puzzle, probes: u64, seed: u64) -> TreeEstimate {
    let shared = Shared::new(puzzle, Order::ShortSide);
    let n = shared.geometry.len();
    let mut rng = fastrand::Rng::with_seed(seed);
    let (mut sums, mut totals) = (vec![0.0f64; n], Vec::with_capacity(probes as usize));
    let (mut full_boards, mut choices) = (0, Vec::new());
    for _ in 0..probes {
        let mut s = Searcher::new(&shared);
        let (mut d, mut weight, mut total) = (s.fix_corner(puzzle), 1.0f64, 0.0);
        while d < n {
            let (lo, hi) = s.range(d);
            choices.clear();
            let entries = &shared.table.entries[lo as usize..hi as usize];
            choices.extend(entries.iter().filter(|c| !s.is_used(c.piece)).copied());
            if choices.is_empty() {
                break;
            }
            weight *= choices.len() as f64;
            sums[d] += weight;
            total += weight;
            s.place(d, choices[rng.usize(..choices.len())]);
            d += 1;
        }
        full_boards += u64::from(d == n);
        totals.push(total);
    }
    TreeEstimate::from_probes(sums, &totals, full_boards)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backtrack::{break_an_inner_piece, search};
    use crate::Recipe;

    /// A tree small enough to exhaust: the estimate's mean is close to the nodes counted
    /// (it is unbiased; 20,000 probes keep its spread small).
    #[test]
    fn estimate_agrees_with_an_exhaustive_count() {
        let recipe = Recipe {
            rows: 5,
            cols: 5,
            frame: 2,
            inner: 3,
            seed: 3,
            hints: 0,
            colours: crate::Colours::Uniform,
        };
        let (mut puzzle, _) = recipe.generate().unwrap();
        break_an_inner_piece(&mut puzzle);
        let out = search(&puzzle, None);
        assert!(out.exhausted && out.solution.is_none());
        let estimated = estimate(&puzzle, 20_000, 7).nodes();
        let ratio = estimated / out.nodes as f64;
        assert!(
            (0.85..1.15).contains(&ratio),
            "estimated {estimated}, counted {}",
            out.nodes
        );
    }
}
