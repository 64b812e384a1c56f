//! Exact rational checks that trust no solver: certificates of optimality for matrix games
//! and exact solutions of square linear systems.
//!
//! # Brief overview
//! - [`Certificate`] holds both players' mixed strategies and a claimed value of a
//!   two-person zero-sum game; [`Certificate::check`] computes the lower bound
//!   `min_j (x^T A)_j` and the upper bound `max_i (A y)_i` in exact arithmetic and calls the
//!   value certified only when both equal it (seed 000 §1.10, eq. 1.6, conditions I–VII).
//! - [`Status`] is what a check concluded (certified, failed or unchecked); its certified
//!   case carries a [`Seal`] that only this crate's comparisons make, and every output of
//!   the workspace that says "certified" prints a `Status`.
//! - [`solve`] solves `A x = b` exactly for square rational `A` up to about 1000 x 1000,
//!   by Dixon's p-adic lifting with rational reconstruction; answers with hundred-digit
//!   numerators (the guessing game at N = 509) come back in seconds.
//! - [`write_atomically`] stores a result file whole or not at all (temporary file, flush,
//!   rename): every sweep's certified results go through it.
//! - [`limits::seconds`] takes every time limit, from the CLI and Python alike, and
//!   [`budget::Budget`] carries it, a memory ceiling and a stop flag into every search.
//! - [`lrat::check`] checks a SAT solver's proof of unsatisfiability step by step.
//! - [`dimacs::write`] writes a formula and its proof as the DIMACS and LRAT files that
//!   external checkers (cake_lpr) read.
//! - [`parse_rational`] / [`format_rational`] read and write the `"p/q"` text form used in
//!   every file this workspace stores.
//!
//! Architecture invariant: this crate depends on no solver and no other crate of the
//! workspace; anything stored as exact can be re-checked with it alone.
//!
//! # Example
//! ```
//! use verify::{parse_rational, Certificate, RationalMatrix};
//! // Rock-paper-scissors: uniform mixes, value 0.
//! let rps = RationalMatrix::from_integers(&[vec![0, -1, 1], vec![1, 0, -1], vec![-1, 1, 0]])?;
//! let third = parse_rational("1/3")?;
//! let cert = Certificate {
//!     row_mix: vec![third.clone(); 3],
//!     col_mix: (0..3).map(|j| (j, third.clone())).collect(),
//!     value: parse_rational("0")?,
//! };
//! let verdict = cert.check(&rps)?;
//! assert!(verdict.certified() && verdict.lower == verdict.upper);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
#![warn(missing_docs)]

mod atomic;
pub mod budget;
mod capped;
mod certificate;
pub mod dimacs;
mod distribution;
mod fraction;
pub mod limits;
mod linsolve;
pub mod lrat;
mod matrix;
mod quote;
mod status;

pub use crate::{
    atomic::{
        write_all_atomically, write_atomically, write_bytes_atomically, write_with, FileError,
    },
    capped::read_capped,
    certificate::{Certificate, CertificateError, Verdict},
    distribution::{check_distribution, NotADistribution},
    fraction::{format_rational, from_f64, parse_rational, to_f64, ParseRationalError, MAX_DIGITS},
    linsolve::{solve, solve_by_elimination, SolveError},
    matrix::{dot, RationalMatrix, Scaled, ShapeError},
    quote::{quoted, shortened},
    status::{Seal, Status},
};
