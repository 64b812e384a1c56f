//! The Number Hides Game (seed 001), exactly: player I hides in `m` consecutive coins,
//! player II searches `n` consecutive coins at the same time, and II pays I the number of
//! coins in both. I maximizes.
//!
//! # Brief overview
//! - [`line`](mod@line): G(m, n, p) on a line of `p` coins: Theorem 1's closed form (Baston, Bostock
//!   and Ferguson 1989) with Claim 1's reductions for `m < n`, O(p), no LP; every answer is
//!   checked exactly by [`banded::bounds`] (lower bound = upper bound = value).
//! - [`tree`]: any tree read from an edge list into a petgraph graph; every path of `k`
//!   coins once; the overlap matrix solved exactly by `lp-core` and certified.
//! - [`spider`]: G(m, n, B, b), a root and `B` branches of `b` coins: straight and corner
//!   move classes, the compact LP over classes (branch permutations leave the game
//!   invariant), expanded back to the full game and certified there.
//! - [`orbits`]: any tree game solved on the orbits of given automorphisms (the line's
//!   reflection, the spider's branch swaps), expanded and certified on the full game.
//! - [`theorems`]: Theorem 2, estimate (18), conjectures (19) and (21), checked exactly.
//! - [`small_branches`]: conjecture (21) proved case by case by closed-form strategies of
//!   both players (no LP), millions of cases in seconds.
//!
//! No value leaves the crate uncertified.
//!
//! # Example
//! ```
//! use nhg::{solve_line, LineGame};
//! let solved = solve_line(LineGame::new(5, 7, 17)?)?;   // Claim 1 reduces it to G(7, 5, 15)
//! assert_eq!(solved.solution.value.to_string(), "7/3");
//! assert_eq!(solved.lower, solved.upper);
//! # Ok::<(), nhg::Error>(())
//! ```
#![warn(missing_docs)]

pub mod banded;
mod error;
pub mod line;
pub mod orbits;
pub mod small_branches;
pub mod spider;
pub mod sweeps;
pub mod theorems;
pub mod tree;

pub use crate::{
    error::Error,
    line::{closed_form, q, solve_line, Case, CertifiedLine, LineGame, LineSolution},
};

/// `k / d` as an exact rational.
pub(crate) fn ratio(k: usize, d: usize) -> num_rational::BigRational {
    num_rational::BigRational::new(k.into(), d.into())
}
