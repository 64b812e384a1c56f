//! Pricing oracles for the guessing game: the binary search tree that is best against a
//! weight vector (seed 000 §2.2–2.3).
//!
//! # Brief overview
//! Given how often each key `1..=N` is hidden (Alice's mix `alpha`, as `f64` while
//! searching or as exact integers/rationals when certifying), find a [`SearchTree`]
//! minimising `sum_k alpha_k depth_k`, the expected number of guesses. Three algorithms,
//! one file each, all returning a [`BestTree`]:
//! - [`interval_dp`]: the `O(N^3)` interval DP (Algorithm 2), any weights;
//! - [`knuth`]: Knuth's `O(N^2)` algorithm, weights `>= 0` (the fast exact oracle), and
//!   [`KnuthWorkspace`], the same for `f64` on buffers kept between calls (pricing loops),
//!   and [`knuth_big`], the same for big integers on fixed-width limbs (exact checks);
//! - [`best_subsequence`] / [`SubsequenceTable`]: the seed's `O(N 2^h)` DP over the complete
//!   tree `F_h` in infix order (Algorithm 3), exact for trees of height `< h`.
//!
//! All are generic over [`Weight`] (`f64`, `i64`, `i128`, `BigInt`, `BigRational`).
//!
//! # Example
//! ```
//! use bst_oracles::{interval_dp, knuth, best_subsequence};
//! let alpha = [2i64, 1, 1, 2]; // seed 000 §2.3.4
//! let k = knuth(&alpha).unwrap();
//! assert_eq!(k.cost, 12);
//! assert_eq!(interval_dp(&alpha).cost, 12);
//! assert_eq!(best_subsequence(&alpha, 3)?.unwrap().cost, 12);
//! assert_eq!(k.tree.depths().len(), 4);
//! # Ok::<(), bst_oracles::SubsequenceError>(())
//! ```
#![warn(missing_docs)]

mod interval;
mod knuth;
mod knuth_workspace;
mod subsequence;
mod ties;
mod tree;
mod weight;
mod wide;

pub use crate::{
    interval::interval_dp,
    knuth::knuth,
    knuth_workspace::KnuthWorkspace,
    subsequence::{best_subsequence, complete_tree_infix, SubsequenceError, SubsequenceTable},
    ties::OptimalRoots,
    tree::{InvalidTree, SearchTree},
    weight::Weight,
    wide::knuth_big,
};

/// A tree that is best against some weights, with its cost `sum_k w_k depth_k`.
#[derive(Clone, Debug, PartialEq)]
pub struct BestTree<W> {
    /// The least cost.
    pub cost: W,
    /// A tree attaining it.
    pub tree: SearchTree,
}
