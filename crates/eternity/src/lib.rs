//! Eternity II style edge-matching puzzles (seed 004, second half): square pieces with a
//! colour on each edge fill a board so that touching edges agree and the frame is grey.
//!
//! # Brief overview
//! - [`Puzzle`] and [`Board`]: the puzzle and solution file formats (one-line errors), with
//!   [`Hint`] pieces fixed in advance; [`share`] reads and writes the formats boards are
//!   shared in (the e2.bucas.name board string, headerless piece lists).
//! - [`check`]: the verifier (mismatched seams, non-grey frame edges, every piece once).
//! - [`Recipe`]: a seeded generator of solvable puzzles with the known hardest colour counts.
//! - [`solve`] with a [`Method`]: [`milp`] (the seed's model, and a stronger one, on
//!   good_lp + HiGHS), [`backtrack`] (depth-first search) and [`sat`] (CaDiCaL); every
//!   board returned is scored by the verifier, and max-score mode returns the best board
//!   found;
//!   [`solve_with_checkpoint`] keeps a long backtracking search in a file across runs.
//!
//! The C++ back ends are features, on by default: `milp` (good_lp + HiGHS, built from
//! source with cmake and libclang) and `sat` (CaDiCaL). Without one, its methods return
//! [`Error::Unavailable`].
//!
//! # Example
//! ```
//! use eternity::{check, solve, Colours, Method, Options, Recipe};
//! let recipe = Recipe { rows: 4, cols: 4, frame: 2, inner: 3, seed: 1, hints: 0, colours: Colours::Balanced };
//! let (puzzle, _) = recipe.generate()?;
//! let outcome = solve(&puzzle, Method::Backtrack, Options::default())?;
//! let board = outcome.board.expect("a generated puzzle is solvable");
//! assert!(check(&puzzle, &board)?.is_solved());
//! # Ok::<(), eternity::Error>(())
//! ```
#![warn(missing_docs)]

pub mod backtrack;
pub mod bench;
mod board;
mod checkpoint;
mod error;
pub mod fill;
mod first_moment;
mod generate;
mod hint;
pub mod lns;
mod max_score;
#[cfg(feature = "milp")]
pub mod milp;
pub mod peer;
mod piece;
mod puzzle;
#[cfg(feature = "sat")]
pub mod sat;
pub mod share;
mod solve;
mod text;
mod verify;

pub use crate::{
    board::{Board, Placement},
    checkpoint::{count_with_checkpoint, solve_with_checkpoint},
    error::Error,
    first_moment::{first_moment, FirstMoment},
    generate::{Colours, Recipe},
    hint::Hint,
    max_score::max_score,
    piece::{Piece, Side, GREY},
    puzzle::{Kind, Puzzle},
    solve::{
        solve, solve_dealt, solve_resumable, solve_sat_with_proof, solve_until, Method, Options,
        Outcome,
    },
    text::MAX_SIDE,
    verify::{check, score, Score},
};

#[cfg(feature = "milp")]
pub use crate::milp::Formulation;
