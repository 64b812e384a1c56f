//! Goofspiel (seed 004, first half), solved bottom-up over card subsets.
//!
//! Both players hold cards `1..=N`; prize cards `1..=N` are turned up one at a time in a
//! random order; both bid a card at the same time; the higher bid wins the prize's value, a
//! tie wins nothing; the payoff is player 1's points minus player 2's (zero-sum). With `V`
//! and `Y` the hands and `P` the prizes left,
//! `f(V, Y, P) = (1/|P|) sum_k val(X^k)`, `X^k_ij = P_k sgn(V_i - Y_j) + f(V - V_i, Y - Y_j, P - P_k)`,
//! `f(empty) = 0`.
//!
//! # Brief overview
//! [`ExactSolver`] memoises `f` over `(V, Y, P)` as bit sets and solves every matrix game
//! exactly with `lp-core` (HiGHS, then the final basis exactly, certified by `verify`); so
//! every value is exact. It reaches N = 5 (the seed's game) in seconds. For larger N,
//! [`solve_certified`] encloses every state's value in an interval, level by level, with
//! states keyed by the hands' [`Word`] (relative order only) up to swapping the players. [`CertifiedGame::first_move`] gives player 1's optimal
//! first bid for each prize card; every first-move game has value 0 because it is symmetric
//! (its matrix is antisymmetric: `f(Y, V, P) = -f(V, Y, P)`). [`store`] keeps a sweep's
//! certified records and level checkpoints on disk, resumable.
//!
//! # Example
//! ```
//! use goofspiel::ExactSolver;
//! let mut solver = ExactSolver::new(3)?;
//! assert_eq!(solver.value(solver.full_hand(), solver.full_hand(), solver.full_hand())?.to_string(), "0");
//! let table = solver.first_move()?;
//! assert_eq!(table.len(), 3);            // one mixed bid per prize card
//! # Ok::<(), goofspiel::Error>(())
//! ```
#![warn(missing_docs)]

mod certified;
mod closed;
mod cost;
mod error;
mod exact;
mod exact_table;
mod face;
mod hand;
mod openspiel;
mod payoff;
pub mod report;
mod state;
pub mod store;
mod word;

pub use crate::{
    certified::{
        bid_the_prize, random_bid, solve_certified, solve_certified_for, solve_resumable,
        solve_until, Bid, CertifiedGame, Checkpoint, Interval, Level, Opponent, Policy, PrizeBid,
        Totals, MAX_N, MAX_POLICY_N,
    },
    closed::closed_form,
    cost::{
        certified_cost, certified_cost_for, check_memory, check_memory_for, win_loss_states, Cost,
    },
    error::Error,
    exact::{ExactSolver, FirstMove, MAX_EXACT_N},
    exact_table::{exact_table, exact_table_for, exact_table_until, ExactTable, MAX_UNIQUENESS_N},
    face::optimal_face_vertices,
    hand::Hand,
    openspiel::{openspiel_policy, OpenSpielPolicy, MAX_OPENSPIEL_N},
    payoff::Payoff,
    state::{play_at, play_with, PrizeBids, State, StatePlay},
    word::Word,
};
