//! The game (seed 000 §1.2, §1.6): Alice hides `k` in `1..=N`, Bob searches with a binary
//! search tree and pays the number of guesses, the depth of `k` in his tree.

use bst_oracles::SearchTree;
use lp_core::MatrixGame;
use num_bigint::BigInt;
use num_rational::BigRational;
use verify::RationalMatrix;

use crate::symmetry::Pairs;
use crate::Error;

/// Largest `N` whose trees are enumerated (Catalan(12) = 208012 trees).
pub const MAX_ENUMERATED: usize = 12;

/// Largest `N` accepted: the pricing tables take `O(N^2)` memory (about 1 GB of exact
/// big-integer cells at this size).
pub const MAX_N: usize = 4096;

/// Dresher's guessing game on `N >= 1` keys.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GuessingGame {
    n: usize,
}

impl GuessingGame {
    /// The game on `n` keys; `n = 0` and `n > MAX_N` are errors.
    pub fn new(n: usize) -> Result<GuessingGame, Error> {
        if n == 0 {
            return Err(Error::InvalidN(
                "N must be at least 1 (there must be a number to hide)".into(),
            ));
        }
        if n > MAX_N {
            return Err(Error::InvalidN(format!(
                "N = {n} exceeds the supported maximum {MAX_N} (memory grows as N^2)"
            )));
        }
        Ok(GuessingGame { n })
    }

    /// Number of keys.
    pub fn n(&self) -> usize {
        self.n
    }

    /// Every binary search tree on the keys, ordered as in seed 000 fig. 1.3: by root, then
    /// by left subtree, then by right subtree.
    pub fn all_trees(&self) -> Result<Vec<SearchTree>, Error> {
        if self.n > MAX_ENUMERATED {
            return Err(Error::InvalidN(format!(
                "enumerating all trees is limited to N <= {MAX_ENUMERATED} (N = {} has Catalan(N) trees)",
                self.n
            )));
        }
        let trees = depth_vectors(self.n)
            .into_iter()
            .map(|d| SearchTree::from_depths(d).expect("built as a BST"));
        Ok(trees.collect())
    }

    /// The full payoff matrix (rows: keys; columns: all trees), eq. (1.1) / (1.19).
    pub fn matrix(&self) -> Result<MatrixGame, Error> {
        let trees = self.all_trees()?;
        let int = |d: u32| BigRational::from_integer(BigInt::from(d));
        let m = RationalMatrix::from_fn(self.n, trees.len(), |k, t| int(trees[t].depths()[k]));
        Ok(MatrixGame::new(m)?)
    }

    /// The symmetric reduction (§1.12, eq. 1.20, there doubled): rows are the pairs
    /// `{k, N + 1 - k}`, columns one tree of each mirror pair, entry the mean depth of the pair.
    pub fn symmetric_matrix(&self) -> Result<MatrixGame, Error> {
        let pairs = Pairs::new(self.n);
        let mut reps: Vec<SearchTree> = Vec::new();
        for t in self.all_trees()? {
            if !reps.contains(&t.mirror()) {
                reps.push(t);
            }
        }
        let m = RationalMatrix::from_fn(pairs.len(), reps.len(), |p, t| {
            pairs.exact_payoff(&reps[t], p)
        });
        Ok(MatrixGame::new(m)?)
    }
}

fn depth_vectors(n: usize) -> Vec<Vec<u32>> {
    if n == 0 {
        return vec![vec![]];
    }
    let mut out = Vec::new();
    for root in 0..n {
        for left in depth_vectors(root) {
            for right in depth_vectors(n - 1 - root) {
                let mut d: Vec<u32> = left.iter().map(|x| x + 1).collect();
                d.push(1);
                d.extend(right.iter().map(|x| x + 1));
                out.push(d);
            }
        }
    }
    out
}
