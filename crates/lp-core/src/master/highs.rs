//! [`HighsMaster`]: the restricted master LP on HiGHS, in the maximizer's (row) form: the
//! reference engine, and the fallback when [`super::DenseMaster`] reports numerical trouble.
//!
//! ```text
//! maximize v  subject to  sum_i x_i = 1,  x >= 0,  v free             (LP row 0)
//!                         v - sum_i a_ij x_i <= 0  (one LP row per game column j)
//! ```
//! LP columns `0..m` are `x`, LP column `m` is `v`; LP row `k + 1` is the `k`-th game column
//! added. A new game column is a new cut: the previous basis stays dual feasible, so dual
//! simplex continues from it. On the 300-row guessing masters this takes about half the
//! pivots primal simplex needs on the minimizer's form (measured at N = 601 and 697).
//! Bob's mix is read from the row duals, and the basis is reported in the minimizer's
//! column form (the complementary basis), which [`crate::exact_from_basis`] solves.
//!
//! HiGHS 1.15 drops its factorisation whenever rows are added or deleted
//! (`kExtendInvertWhenAddingRows = false`), so every re-solve refactorises: at N ~ 950 of the
//! guessing game about 60 % of a re-solve (`../shared/design/guessing-master.md`).

use highs::{Col, HighsModelStatus, Model, RowProblem, Sense, SolvedModel};

use super::{Master, MasterKind, MasterSolution};
use crate::ffi::{basis_of, delete_rows};
use crate::Basis;
use crate::Error;

/// The master LP on HiGHS, solved or waiting for its next solve.
pub struct HighsMaster {
    rows: usize,
    /// The maximizer's variables, then `v`.
    vars: Vec<Col>,
    /// Per game column: basic in the last solve's minimizer form (a tight cut); columns
    /// added since are nonbasic.
    basic: Vec<bool>,
    state: State,
    /// HiGHS's `time_limit` for each solve, if one was set.
    time_limit: Option<f64>,
}

enum State {
    Unsolved(Model),
    Solved(SolvedModel),
    Empty,
}

impl HighsMaster {
    /// A master LP for a game with `rows` row strategies and no columns yet.
    pub fn new(rows: usize) -> HighsMaster {
        let mut problem = RowProblem::default();
        let mut vars: Vec<Col> = (0..rows).map(|_| problem.add_column(0.0, 0.0..)).collect();
        vars.push(problem.add_column(1.0, f64::NEG_INFINITY..));
        problem.add_row(1.0..=1.0, vars[..rows].iter().map(|&c| (c, 1.0)));
        let mut model = Model::new(problem);
        model.set_sense(Sense::Maximise);
        configure(&mut model, Tuning::Tight, None);
        HighsMaster {
            rows,
            vars,
            basic: Vec::new(),
            state: State::Unsolved(model),
            time_limit: None,
        }
    }

    fn read(&self, solved: &SolvedModel) -> MasterSolution {
        let solution = solved.get_solution();
        let m = self.rows;
        MasterSolution {
            value: solution.columns()[m],
            row_mix: solution.columns()[..m].iter().map(|x| x.max(0.0)).collect(),
            col_mix: solution.dual_rows()[1..].iter().map(|d| d.abs()).collect(),
            basis: complementary(&basis_of(solved), m),
            pivots: solved.simplex_iteration_count().max(0) as usize,
        }
    }

    fn model_mut(&mut self) -> &mut Model {
        if let State::Solved(_) = self.state {
            let State::Solved(solved) = std::mem::replace(&mut self.state, State::Empty) else {
                unreachable!()
            };
            self.state = State::Unsolved(Model::from(solved));
        }
        match &mut self.state {
            State::Unsolved(model) => model,
            _ => panic!("master LP used after a failed solve"),
        }
    }
}

impl Master for HighsMaster {
    fn rows(&self) -> usize {
        self.rows
    }

    /// Adds one game column (payoffs to the row player, one per row) as the cut
    /// `v <= sum_i a_i x_i`.
    fn add_column(&mut self, payoffs: &[f64]) {
        assert_eq!(payoffs.len(), self.rows, "a column has one payoff per row");
        let factors: Vec<(Col, f64)> = payoffs
            .iter()
            .zip(&self.vars)
            .filter(|(a, _)| **a != 0.0)
            .map(|(&a, &x)| (x, -a))
            .chain([(self.vars[self.rows], 1.0)])
            .collect();
        self.model_mut().add_row(..=0.0, factors);
        self.basic.push(false);
    }

    /// Deletes game columns (indices among the game columns, ascending); the remaining ones
    /// keep their order. Only columns nonbasic in the last solve's minimizer form (cuts that
    /// are not tight) may go, so HiGHS keeps its basis and the next solve starts warm; a
    /// basic or absent index is refused before anything moves.
    fn delete_columns(&mut self, game_columns: &[usize]) -> Result<(), Error> {
        super::check_ascending(game_columns)?;
        if let Some(&k) = (game_columns.iter()).find(|&&k| self.basic.get(k) != Some(&false)) {
            return Err(Error::Numerical(format!(
                "cannot delete game column {k}: it is basic or absent"
            )));
        }
        let lp: Vec<usize> = game_columns.iter().map(|k| k + 1).collect();
        if !delete_rows(self.model_mut(), &lp) {
            return Err(Error::Highs("deleting columns failed".into()));
        }
        let mut doomed = game_columns.iter().peekable();
        let mut index = 0;
        self.basic.retain(|_| {
            index += 1;
            doomed.next_if_eq(&&(index - 1)).is_none()
        });
        Ok(())
    }

    /// Solves (warm-started after the first solve) and reads the solution and basis.
    ///
    /// If HiGHS ends with a status other than optimal at the tight tolerances, the solve is
    /// repeated once with HiGHS's default tolerances.
    fn solve(&mut self) -> Result<MasterSolution, Error> {
        let mut model = match std::mem::replace(&mut self.state, State::Empty) {
            State::Unsolved(model) => model,
            State::Solved(solved) => Model::from(solved),
            State::Empty => {
                return Err(Error::Highs(
                    "master LP lost after an earlier failure".into(),
                ))
            }
        };
        configure(&mut model, Tuning::Tight, self.time_limit);
        let mut solved = run(model)?;
        // A solve that reached its time limit is not tried again: the time is spent.
        let retry = !matches!(
            solved.status(),
            HighsModelStatus::Optimal | HighsModelStatus::ReachedTimeLimit
        );
        if retry {
            let mut retry = Model::from(solved);
            configure(&mut retry, Tuning::Default, self.time_limit);
            solved = run(retry)?;
        }
        if solved.status() != HighsModelStatus::Optimal {
            return Err(Error::Highs(format!(
                "status {:?}, expected Optimal",
                solved.status()
            )));
        }
        let result = self.read(&solved);
        self.basic = result.basis.cols[1..].to_vec();
        self.state = State::Solved(solved);
        Ok(result)
    }

    fn kind(&self) -> MasterKind {
        MasterKind::Highs
    }

    fn limit_time(&mut self, limit: std::time::Duration) {
        self.time_limit = Some(limit.as_secs_f64());
    }
}

/// The minimizer's-form basis complementary to a basis of the row form: a game column is
/// basic iff its cut is tight (slack nonbasic), a row strategy's slack is basic iff its
/// `x_i` is nonbasic, `u` is basic iff the sum row is tight, and the sum row's slack is
/// basic iff `v` is nonbasic.
fn complementary(row_form: &Basis, m: usize) -> Basis {
    debug_assert_eq!(row_form.cols.len(), m + 1, "x then v");
    Basis {
        cols: row_form
            .rows
            .iter()
            .map(|slack_basic| !slack_basic)
            .collect(),
        rows: row_form.cols.iter().map(|x_basic| !x_basic).collect(),
    }
}

fn run(model: Model) -> Result<SolvedModel, Error> {
    model
        .try_solve()
        .map_err(|s| Error::Highs(format!("solve failed: {s:?}")))
}

/// HiGHS settings for a master solve.
#[derive(Clone, Copy)]
enum Tuning {
    /// Tight tolerances and dual simplex: a new cut leaves the basis dual feasible, so dual
    /// simplex continues from it; a tighter search leaves less for exact repair.
    Tight,
    /// HiGHS's defaults, for the rare solve that ends without an optimal status.
    Default,
}

fn configure(model: &mut Model, tuning: Tuning, time_limit: Option<f64>) {
    let tolerance = match tuning {
        Tuning::Tight => 1e-10,
        Tuning::Default => 1e-7,
    };
    model.set_option("threads", 1);
    model.set_option("presolve", "off");
    model.set_option("simplex_strategy", 1);
    model.set_option("primal_feasibility_tolerance", tolerance);
    model.set_option("dual_feasibility_tolerance", tolerance);
    if let Some(seconds) = time_limit {
        model.set_option("time_limit", seconds);
    }
}
