//! Melvin Dresher's simplex method for matrix games, in exact rationals (seed 000 §1.10–1.11).
//!
//! Start from the basis `B^0` of eq. (1.9); while some column of G scores `R_0 P_j > 0`, let
//! the highest-scoring one (smallest index on ties, eq. 1.14) enter, let the row with the
//! lexicographically smallest `R_i / v_i` leave (eq. 1.16), and update the inverse by
//! eq. (1.18). The lexicographic rule makes `R_0` strictly decrease, so no basis repeats and
//! the method ends at an optimal basis, where `R_0 = (l, -x)` and `C_0 = (u, y)` (eq. 1.12).

mod tableau;
mod trace;

use num_rational::BigRational;
use num_traits::{Signed, Zero};
use verify::budget::Budget;

use self::tableau::{column, Tableau};
pub use self::trace::{Iteration, Trace};
use crate::{Error, MatrixGame, Method, Solution};

/// `[Exact]` Solves a matrix game by Dresher's method and returns the certified solution with
/// the trace of every iteration.
///
/// # Complexity
/// Each iteration costs `O(m (n + m))` rational operations; the number of iterations is
/// finite (no basis repeats) and in practice small. Meant for games up to a few hundred
/// strategies a side; larger games go through [`crate::solve_exact`].
///
/// # Example
/// ```
/// use lp_core::{solve_dresher, MatrixGame};
/// // Seed 000 eq. (1.20): the symmetric reduction of the N = 4 guessing game.
/// let a = MatrixGame::from_integers(&[vec![5, 4, 4, 3, 3, 5, 4], vec![5, 6, 5, 7, 7, 3, 4]])?;
/// let (solution, trace) = solve_dresher(&a)?;
/// assert_eq!(solution.value().to_string(), "4");
/// assert_eq!(trace.iterations.len(), 4);
/// # Ok::<(), lp_core::Error>(())
/// ```
pub fn solve_dresher(game: &MatrixGame) -> Result<(Solution, Trace), Error> {
    solve_dresher_within(game, &Budget::unlimited())
}

/// [`solve_dresher`] within `budget`, checked before every pivot ([`Error::OutOfBudget`]).
pub fn solve_dresher_within(
    game: &MatrixGame,
    budget: &Budget,
) -> Result<(Solution, Trace), Error> {
    let (m, n) = (game.rows(), game.cols());
    let columns: Vec<Vec<BigRational>> = (0..=n + m).map(|j| column(game, j)).collect();
    let mut tableau = Tableau::initial(game);
    let mut trace = Trace::default();
    loop {
        budget.check().map_err(Error::OutOfBudget)?;
        let scores: Vec<BigRational> = columns[1..]
            .iter()
            .map(|p| verify::dot(&tableau.inverse[0], p))
            .collect();
        let entering = best_score(&scores).map(|k| k + 1);
        let mut iteration = Iteration {
            basis: tableau.basis.clone(),
            inverse: tableau.inverse.clone(),
            scores,
            exchange: None,
        };
        let Some(s) = entering else {
            trace.iterations.push(iteration);
            break;
        };
        let v = tableau.coordinates(&columns[s]);
        let r = tableau.leaving(&v).ok_or(Error::InvalidGame(
            "no leaving row (impossible by §1.10)".into(),
        ))?;
        iteration.exchange = Some((s, tableau.basis[r]));
        trace.iterations.push(iteration);
        tableau.pivot(r, s, &v);
    }
    let solution = strategies(game, &tableau, Method::Dresher)?;
    Ok((solution, trace))
}

/// The first index of the largest positive score, if any score is positive.
fn best_score(scores: &[BigRational]) -> Option<usize> {
    let mut best: Option<usize> = None;
    for (k, s) in scores.iter().enumerate() {
        if s.is_positive() && best.is_none_or(|b| s > &scores[b]) {
            best = Some(k);
        }
    }
    best
}

/// Reads `X*` from `R_0` and `Y*` from `C_0` of an optimal basis (eq. 1.12) and certifies them.
fn strategies(game: &MatrixGame, tableau: &Tableau, method: Method) -> Result<Solution, Error> {
    let r0 = &tableau.inverse[0];
    let x: Vec<BigRational> = r0[1..].iter().map(|v| -v).collect();
    let mut y = vec![BigRational::zero(); game.cols()];
    for (k, &j) in tableau.basis.iter().enumerate().skip(1) {
        if (1..=game.cols()).contains(&j) {
            y[j - 1] = tableau.inverse[k][0].clone();
        }
    }
    Solution::certify(game, x, y, r0[0].clone(), method)
}
