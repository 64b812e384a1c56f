//! From a floating-point basis to a certified exact solution.

use num_rational::BigRational;
use num_traits::{One, Signed, Zero};
use verify::budget::Budget;
use verify::{to_f64, RationalMatrix};

use crate::{solve_dresher_within, Basis, Error, Master, MasterKind, MatrixGame, Method, Solution};

/// Exact strategies and value read off a basis of the master LP (not yet certified).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExactCandidate {
    /// The dual value of the sum row: what the row mix guarantees if the basis is optimal.
    pub value: BigRational,
    /// The maximizer's mix, `x_i = -dual_i`.
    pub row_mix: Vec<BigRational>,
    /// The minimizer's mix over the master's columns, as `(column, probability)`.
    pub col_mix: Vec<(usize, BigRational)>,
}

/// `[Exact]` Solves the basis of the master LP exactly.
///
/// `columns[k]` holds the exact payoffs of the `k`-th game column added to the master (only
/// basic columns are read: a nonbasic one may be left empty); the basis comes from
/// [`crate::MasterSolution`]. With `N` the tight rows and `S` the basic
/// variables (`|N| = |S|` for a basis), the primal system `M z = (0, .., 0, 1)` gives `y`
/// and `u`, the dual system `M^T pi = e_u` gives `x = -pi` and the value `pi_sum`.
///
/// # Complexity
/// Two exact square solves of size `|N|` (Dixon lifting, see [`verify::solve`]).
pub fn exact_from_basis(
    rows: usize,
    columns: &[Vec<BigRational>],
    basis: &Basis,
) -> Result<ExactCandidate, Error> {
    let tight: Vec<usize> = (0..=rows).filter(|&r| !basis.rows[r]).collect();
    let basic: Vec<usize> = (0..=columns.len()).filter(|&k| basis.cols[k]).collect();
    if tight.len() != basic.len() {
        return Err(Error::Highs(format!(
            "basis has {} tight rows but {} basic columns",
            tight.len(),
            basic.len()
        )));
    }
    let entry = |r: usize, k: usize| match (r == rows, k) {
        (false, 0) => -BigRational::one(),
        (true, 0) => BigRational::zero(),
        (false, k) => columns[k - 1][r].clone(),
        (true, _) => BigRational::one(),
    };
    let m = RationalMatrix::from_fn(tight.len(), basic.len(), |a, b| entry(tight[a], basic[b]));
    let unit = |hit: &dyn Fn(usize) -> bool, of: &[usize]| -> Vec<BigRational> {
        of.iter()
            .map(|&v| {
                if hit(v) {
                    BigRational::one()
                } else {
                    BigRational::zero()
                }
            })
            .collect()
    };
    let z = verify::solve(&m, &unit(&|r| r == rows, &tight))?;
    let pi = verify::solve(&m.transpose(), &unit(&|k| k == 0, &basic))?;
    let mut row_mix = vec![BigRational::zero(); rows];
    let mut value = BigRational::zero();
    for (&r, p) in tight.iter().zip(pi) {
        if r == rows {
            value = p;
        } else {
            row_mix[r] = -p;
        }
    }
    let col_mix = basic
        .iter()
        .zip(z)
        .filter(|(&k, _)| k > 0)
        .map(|(&k, y)| (k - 1, y))
        .collect();
    Ok(ExactCandidate {
        value,
        row_mix,
        col_mix,
    })
}

/// `[Exact]` Solves a matrix game: HiGHS in floating point (the dense master in a build
/// without the `highs` feature), then the exact solution of its final basis, certified; when
/// the basis is not exactly optimal, Dresher's exact simplex.
///
/// Never returns an uncertified value: the [`Solution`] exists only after
/// `min_j (x^T A)_j = max_i (A y)_i = value` held in exact arithmetic.
///
/// # Example
/// ```
/// use lp_core::{solve_exact, MatrixGame, Method};
/// let rps = MatrixGame::from_integers(&[vec![0, -1, 1], vec![1, 0, -1], vec![-1, 1, 0]])?;
/// let solution = solve_exact(&rps)?;
/// assert_eq!(solution.value().to_string(), "0");
/// assert_eq!(solution.row_strategy()[0].to_string(), "1/3");
/// # Ok::<(), lp_core::Error>(())
/// ```
pub fn solve_exact(game: &MatrixGame) -> Result<Solution, Error> {
    solve_exact_with(game, EXACT_SEARCH)
}

/// [`solve_exact`] within `budget` ([`Error::OutOfBudget`]): the float search gets the
/// time left as its own limit, and the budget is checked after it, after the exact basis
/// solve and before every pivot of an exact repair.
pub fn solve_exact_within(game: &MatrixGame, budget: &Budget) -> Result<Solution, Error> {
    let kind = EXACT_SEARCH;
    solve_exact_on(game, kind.build(game.rows())?, (methods(kind), budget))
}

/// [`solve_exact`]'s float search: HiGHS (sparse, for games of any shape), or the dense
/// master in a build without HiGHS.
#[cfg(feature = "highs")]
const EXACT_SEARCH: MasterKind = MasterKind::Highs;
#[cfg(not(feature = "highs"))]
const EXACT_SEARCH: MasterKind = MasterKind::Dense;

/// `[Exact]` [`solve_exact`] with the float search on the given master engine (the exact
/// step and the certificate are the same whatever the engine).
///
/// # Example
/// ```
/// use lp_core::{solve_exact_with, MasterKind, MatrixGame};
/// let rps = MatrixGame::from_integers(&[vec![0, -1, 1], vec![1, 0, -1], vec![-1, 1, 0]])?;
/// let dense = solve_exact_with(&rps, MasterKind::Dense)?;
/// assert_eq!(dense.value().to_string(), "0");
/// # Ok::<(), lp_core::Error>(())
/// ```
pub fn solve_exact_with(game: &MatrixGame, kind: MasterKind) -> Result<Solution, Error> {
    let unlimited = Budget::unlimited();
    solve_exact_on(game, kind.build(game.rows())?, (methods(kind), &unlimited))
}

/// How a solve on `kind` names its two outcomes (basis certified, basis repaired).
fn methods(kind: MasterKind) -> (Method, Method) {
    match kind {
        MasterKind::Dense => (Method::DenseBasis, Method::DenseRepaired),
        MasterKind::Highs => (Method::HighsBasis, Method::HighsRepaired),
    }
}

/// [`solve_exact_with`] on a given empty `master` of `game.rows()` rows; `methods` name the
/// two outcomes (basis certified, basis repaired); within `budget`.
fn solve_exact_on(
    game: &MatrixGame,
    mut master: Box<dyn Master>,
    (methods, budget): ((Method, Method), &Budget),
) -> Result<Solution, Error> {
    // Shift payoffs to at least 1 so the value is positive and `u` stays basic.
    let shift = (BigRational::one() - game.min_payoff()).max(BigRational::zero());
    let shifted = game.shifted(&shift);
    let columns: Vec<Vec<BigRational>> = (0..game.cols())
        .map(|j| {
            (0..game.rows())
                .map(|i| shifted.payoff(i, j).clone())
                .collect()
        })
        .collect();
    // HiGHS refuses coefficients of 1e20 and more, so it sees the payoffs divided by the
    // largest one (payoffs have at most 60 digits); scaling keeps the optimal basis.
    let floats: Vec<Vec<f64>> = columns
        .iter()
        .map(|c| c.iter().map(to_f64).collect())
        .collect();
    let largest = floats.iter().flatten().fold(1.0f64, |m, x| m.max(x.abs()));
    for c in &floats {
        master.add_column(&c.iter().map(|x| x / largest).collect::<Vec<_>>());
    }
    // A float engine's failure (a numerical error) leaves no candidate: the exact repair
    // below still solves the game, so the error is not returned.
    if let Some(left) = budget.time_left() {
        master.limit_time(left);
    }
    let found = master.solve();
    budget.check().map_err(Error::OutOfBudget)?;
    let candidate = found
        .ok()
        .and_then(|s| exact_from_basis(game.rows(), &columns, &s.basis).ok());
    budget.check().map_err(Error::OutOfBudget)?;
    certify_or_repair(game, candidate, &shift, (methods, budget))
}

/// Certifies a candidate (stated for the game shifted by `shift`), else re-solves exactly;
/// `methods` name the two outcomes (basis certified, basis repaired).
fn certify_or_repair(
    game: &MatrixGame,
    candidate: Option<ExactCandidate>,
    shift: &BigRational,
    ((found, repaired), budget): ((Method, Method), &Budget),
) -> Result<Solution, Error> {
    if let Some(c) = candidate.filter(|c| c.row_mix.iter().all(|x| !x.is_negative())) {
        let mut y = vec![BigRational::zero(); game.cols()];
        c.col_mix.into_iter().for_each(|(j, p)| y[j] = p);
        if let Ok(solution) = Solution::certify(game, c.row_mix, y, c.value - shift, found) {
            return Ok(solution);
        }
    }
    let (solution, _) = solve_dresher_within(game, budget)?;
    Solution::certify(
        game,
        solution.row_strategy().to_vec(),
        solution.col_strategy().to_vec(),
        solution.value().clone(),
        repaired,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wrong_basis_is_repaired_exactly() {
        let game = MatrixGame::from_integers(&[vec![3, -1], vec![-2, 4]]).unwrap();
        let wrong = ExactCandidate {
            value: BigRational::from_integer(3.into()),
            row_mix: vec![BigRational::one(), BigRational::zero()],
            col_mix: vec![(0, BigRational::one())],
        };
        let methods = (Method::HighsBasis, Method::HighsRepaired);
        let never = Budget::unlimited();
        let solution =
            certify_or_repair(&game, Some(wrong), &BigRational::zero(), (methods, &never)).unwrap();
        assert_eq!(solution.method(), Method::HighsRepaired);
        assert_eq!(solution.value().to_string(), "1");
        let none = certify_or_repair(&game, None, &BigRational::zero(), (methods, &never)).unwrap();
        assert_eq!(none.value(), solution.value());
        let stopped = Budget::unlimited();
        stopped
            .stop_flag()
            .store(true, std::sync::atomic::Ordering::Relaxed);
        let out = certify_or_repair(&game, None, &BigRational::zero(), (methods, &stopped));
        assert!(
            matches!(out, Err(Error::OutOfBudget(_))),
            "the repair checks the budget"
        );
    }

    /// A master whose every solve fails, as the dense engine does on numerical trouble.
    struct Failing(usize);

    impl Master for Failing {
        fn rows(&self) -> usize {
            self.0
        }
        fn add_column(&mut self, _: &[f64]) {}
        fn delete_columns(&mut self, _: &[usize]) -> Result<(), Error> {
            Ok(())
        }
        fn solve(&mut self) -> Result<crate::MasterSolution, Error> {
            Err(Error::Numerical("injected failure".into()))
        }
        fn kind(&self) -> MasterKind {
            MasterKind::Dense
        }
    }

    #[test]
    fn a_failed_float_search_still_reaches_the_exact_repair() {
        let game = MatrixGame::from_integers(&[vec![3, -1], vec![-2, 4]]).unwrap();
        let methods = (Method::DenseBasis, Method::DenseRepaired);
        let never = Budget::unlimited();
        let solution = solve_exact_on(&game, Box::new(Failing(2)), (methods, &never)).unwrap();
        assert_eq!(solution.method(), Method::DenseRepaired);
        assert_eq!(solution.value().to_string(), "1");
    }
}
