//! Exact solutions of Dresher's guessing game (seed 000): Alice hides a number in `1..=N`,
//! Bob guesses, hears higher / lower / correct, and pays the number of guesses.
//!
//! # Brief overview
//! Bob's pure strategies are the Catalan(N) binary search trees, far too many to list, so
//! [`solve`] runs delayed column generation (seed 000 §2.1) on `lp-core`'s master LP (by
//! default Dresher's simplex on a dense basis inverse, HiGHS as the fallback;
//! [`SolveConfig::master`]), with Knuth's `O(N^2)` optimal-BST algorithm as the pricing oracle, on the symmetric
//! reduction of §1.12 (half the rows, half the columns). Floats only search: the final basis
//! is solved exactly, lifted to the full game, and [`certify`] checks in exact arithmetic
//! that Alice's mix guarantees `V` against every tree (exact Knuth over big integers) and
//! that Bob's mix concedes at most `V` on every key. A failed check adds the violating tree
//! or re-solves, until it passes; nothing uncertified is ever returned.
//!
//! [`Record`] is the stored form of a solution (JSON, fractions as `"p/q"`), and
//! [`Record::check`] re-verifies one from its content alone.
//!
//! Around the solver, the files of a sweep (the only modules that touch the file system):
//! [`store`] (one atomically written record per N), [`sweep()`](sweep::sweep) (a range of N in
//! resumable chains, a long N saving a [`Checkpoint`] every ten minutes), [`Known`] (Alice's mixes from `values.jsonl`, a sweep's start),
//! [`CostModel`] and [`Shard`] (a range cut into slices of equal modelled cost for a batch
//! engine), [`fixture`] (export into the compact `values.jsonl`) and [`bfile`] (the OEIS
//! b-files export writes beside it), and [`read_table`] (the fixture's V(N) and most guesses, for
//! the report's figures).
//!
//! # Example
//! ```
//! use guessing::{solve, GuessingGame, Method, SolveConfig};
//! let solved = solve(GuessingGame::new(12)?, &SolveConfig::for_method(Method::Plain), None, |_| {})?;
//! assert_eq!(solved.certificate.value.to_string(), "1461/470"); // OEIS A286676 / A286677
//! assert!(solved.certificate.certified());
//! # Ok::<(), guessing::Error>(())
//! ```
#![warn(missing_docs)]

pub mod analysis;
pub mod behaviour;
pub mod bench;
pub mod bfile;
mod certify;
mod checkpoint;
mod cost;
mod error;
pub mod fixture;
mod game;
mod known;
mod lanes;
mod oracle;
pub mod players;
mod record;
pub mod report;
mod shard;
mod solve;
pub mod store;
pub mod sweep;
mod symmetry;
mod values;
mod warm;

pub use crate::{
    certify::{certify, exact_best_response, GuessingCertificate},
    checkpoint::Checkpoint,
    cost::{CostModel, TIMED_RUN_FILE},
    error::Error,
    game::{GuessingGame, MAX_ENUMERATED, MAX_N},
    known::{default_absent, read_lines, Known, DEFAULT_FILE},
    oracle::{Blend, KnuthPricing},
    record::{Record, TreeRecord},
    shard::Shard,
    solve::{solve, solve_saving, Method, Pool, Saving, SolveConfig, Solved},
    symmetry::Pairs,
    values::{read_table, TablePoint},
    warm::Warm,
};
