//! Two-person zero-sum matrix games solved exactly: Dresher's simplex method in rationals,
//! HiGHS in floating point with an exact solve of its final basis, and delayed column
//! generation for games whose columns are too many to list.
//!
//! # Brief overview
//! The principal type is [`MatrixGame`] (rows maximize, columns minimize). Every solver
//! returns a [`Solution`], which can only be built after [`verify`] certified it: exact
//! `min_j (x^T A)_j = max_i (A y)_i = value`.
//! - [`solve_dresher`]: seed 000 §1.10–1.11, with a [`Trace`] of every basis.
//! - [`solve_exact`]: HiGHS, then [`exact_from_basis`], then the certificate; Dresher's
//!   method repairs a basis that is not exactly optimal.
//!
//! HiGHS (C++, built from source by `highs-sys`, which needs cmake and libclang) is the
//! `highs` feature, on by default. Without it the crate is pure Rust: [`solve_exact`] and
//! column generation search on [`DenseMaster`] alone, and [`MasterKind::Highs`] is an error.
//! - [`ColumnGeneration`] with a [`PricingOracle`]: seed 000 §2.1, for games such as the
//!   guessing game whose minimizer has Catalan(N) strategies.
//! - [`DenseSolver`]: small dense games in floating point, fast (a saddle point, else a
//!   dense simplex), with rigorous outward-rounded guarantees [`row_guarantee`] and
//!   [`col_guarantee`] of its strategies.
//! - [`read_nfg`] / [`write_nfg`]: Gambit strategic-form files for two players.
//!
//! Design: floats only search, exact arithmetic decides. Architecture invariant: this crate
//! knows nothing about particular games.
//!
//! # Example
//! ```
//! use lp_core::{solve_exact, MatrixGame};
//! // A game with a saddle point at (row 2, column 1): value 2.
//! let game = MatrixGame::from_integers(&[vec![1, 5], vec![2, 3]])?;
//! let solution = solve_exact(&game)?;
//! assert_eq!(solution.value().to_string(), "2");
//! assert!(solution.certified());
//! # Ok::<(), lp_core::Error>(())
//! ```
#![warn(missing_docs)]

mod colgen;
mod dense;
mod dresher;
mod error;
mod exact;
#[cfg(feature = "highs")]
mod ffi;
mod game;
mod guarantee;
mod master;
mod nfg;
mod solution;

pub use crate::{
    colgen::{
        Bounds, Centring, ColGenConfig, ColumnGeneration, Effort, Pricing, PricingOracle, Purge,
        Stop,
    },
    dense::DenseSolver,
    dresher::{solve_dresher, solve_dresher_within, Iteration, Trace},
    error::Error,
    exact::{exact_from_basis, solve_exact, solve_exact_with, solve_exact_within, ExactCandidate},
    game::MatrixGame,
    guarantee::{col_guarantee, row_guarantee, row_guarantee_within},
    master::{Basis, DenseMaster, Master, MasterKind, MasterSolution},
    nfg::{read_nfg, write_nfg, NfgFormat, NfgGame, MAX_NFG_CELLS, MAX_PAYOFF_DIGITS},
    solution::{Method, Solution},
};

#[cfg(feature = "highs")]
pub use crate::master::HighsMaster;
