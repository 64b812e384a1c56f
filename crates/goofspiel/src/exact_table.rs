//! Exact mode's answer as one value (`solve --game goofspiel --n N --exact`): player 1's
//! optimal first bid per prize card, every matrix game solved in rationals and certified,
//! and whether each first bid is the unique optimum.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Instant;

use crate::{optimal_face_vertices, Error, ExactSolver, FirstMove, Payoff};

/// Largest N whose first-move optima are checked for uniqueness: for N = 6 the values' huge
/// denominators make the vertex systems take many minutes.
pub const MAX_UNIQUENESS_N: usize = 5;

/// The exact first-move table of Goofspiel with `n` cards.
pub struct ExactTable {
    /// Cards per hand.
    pub n: usize,
    /// What the players play for.
    pub payoff: Payoff,
    /// One certified first-move game per prize card, prize 1 first.
    pub first_move: Vec<FirstMove>,
    /// Per prize, whether the optimal first bid is unique (its game's optimal face has one
    /// vertex); empty for `n > MAX_UNIQUENESS_N`.
    pub unique: Vec<bool>,
    /// States memoised.
    pub states: usize,
    /// Matrix games solved.
    pub matrix_games: usize,
    /// Seconds of the bottom-up solve (without the uniqueness checks).
    pub seconds: f64,
}

impl ExactTable {
    /// Whether every first-move game is certified.
    pub fn certified(&self) -> bool {
        self.status().is_certified()
    }

    /// Every first-move game's exact check together (unchecked when there is none).
    pub fn status(&self) -> verify::Status {
        verify::Status::all(
            self.first_move
                .iter()
                .map(|f| f.solution.verdict().status()),
        )
    }
}

/// Solves Goofspiel with `n` cards exactly (`1 <= n <= MAX_EXACT_N`).
///
/// ```
/// let table = goofspiel::exact_table(3)?;
/// assert!(table.certified());
/// assert_eq!(table.unique.len(), 3);
/// # Ok::<(), goofspiel::Error>(())
/// ```
pub fn exact_table(n: usize) -> Result<ExactTable, Error> {
    exact_table_for(n, Payoff::Points)
}

/// Solves Goofspiel with `n` cards exactly for `payoff` (`1 <= n <= MAX_EXACT_N`).
///
/// ```
/// use goofspiel::Payoff;
/// let table = goofspiel::exact_table_for(3, Payoff::WinLoss)?;
/// assert!(table.certified());
/// # Ok::<(), goofspiel::Error>(())
/// ```
pub fn exact_table_for(n: usize, payoff: Payoff) -> Result<ExactTable, Error> {
    exact_table_until(n, payoff, Arc::default())
}

/// [`exact_table_for`] until `stop` is raised ([`Error::Stopped`]; N = 6 takes about a
/// minute).
pub fn exact_table_until(
    n: usize,
    payoff: Payoff,
    stop: Arc<AtomicBool>,
) -> Result<ExactTable, Error> {
    let start = Instant::now();
    let mut solver = ExactSolver::with_payoff(n, payoff)?.stopped_by(stop);
    let first_move = solver.first_move()?;
    let seconds = start.elapsed().as_secs_f64();
    let full = solver.full_hand();
    let mut unique = Vec::new();
    for f in first_move.iter().filter(|_| n <= MAX_UNIQUENESS_N) {
        let a = solver.prize_matrix(full, full, full, f.prize)?;
        unique.push(optimal_face_vertices(&a, f.solution.value()).len() == 1);
    }
    Ok(ExactTable {
        n,
        payoff,
        first_move,
        unique,
        states: solver.states(),
        matrix_games: solver.matrix_games(),
        seconds,
    })
}
