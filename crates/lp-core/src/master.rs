//! The restricted master LP on HiGHS, in the minimizer's form.
//!
//! ```text
//! minimize u  subject to  sum_j a_ij y_j - u <= 0  (one row per row strategy i)
//!                         sum_j y_j = 1,  y >= 0,  u free
//! ```
//! LP column 0 is `u`, LP column `k + 1` is the `k`-th game column added. Game columns are LP
//! columns, so column generation adds them with `add_col` and HiGHS warm-starts from its
//! previous basis. The maximizer's mix is read from the row duals: `x_i = -dual_i`.

use highs::{ColProblem, HighsModelStatus, Model, Row, Sense, SolvedModel};

use crate::ffi::{basis_of, delete_columns, Basis};
use crate::Error;

/// A float solution of the master LP.
#[derive(Clone, Debug)]
pub struct MasterSolution {
    /// The LP value `u`: an upper bound on the game value over the columns present.
    pub value: f64,
    /// The maximizer's mix, from the row duals.
    pub row_mix: Vec<f64>,
    /// The minimizer's mix over the game columns added so far.
    pub col_mix: Vec<f64>,
    /// HiGHS's final basis (LP column 0 is `u`; LP row `m` is the sum row).
    pub basis: Basis,
}

/// The master LP, solved or waiting for its next solve.
pub struct MasterLp {
    rows: usize,
    /// Handles of the game rows, then the sum row.
    handles: Vec<Row>,
    state: State,
}

enum State {
    Unsolved(Model),
    Solved(SolvedModel),
    Empty,
}

impl MasterLp {
    /// A master LP for a game with `rows` row strategies and no columns yet.
    pub fn new(rows: usize) -> MasterLp {
        let mut problem = ColProblem::default();
        let mut handles: Vec<Row> = (0..rows).map(|_| problem.add_row(..=0.0)).collect();
        problem.add_column(1.0, f64::NEG_INFINITY.., handles.iter().map(|&r| (r, -1.0)));
        handles.push(problem.add_row(1.0..=1.0));
        let mut model = Model::new(problem);
        model.set_sense(Sense::Minimise);
        configure(&mut model, Tuning::Tight);
        MasterLp {
            rows,
            handles,
            state: State::Unsolved(model),
        }
    }

    /// Adds one game column (payoffs to the row player, one per row).
    pub fn add_column(&mut self, payoffs: &[f64]) {
        assert_eq!(payoffs.len(), self.rows, "a column has one payoff per row");
        let factors: Vec<(Row, f64)> = payoffs
            .iter()
            .chain([&1.0])
            .zip(&self.handles)
            .filter(|(a, _)| **a != 0.0)
            .map(|(&a, &r)| (r, a))
            .collect();
        self.model_mut().add_col(0.0, 0.0.., factors);
    }

    /// Deletes game columns (indices among the game columns, ascending); the remaining ones
    /// keep their order. Only nonbasic columns should go: HiGHS then keeps its basis, and
    /// the next solve starts warm from it.
    pub fn delete_columns(&mut self, game_columns: &[usize]) -> Result<(), Error> {
        let lp: Vec<usize> = game_columns.iter().map(|k| k + 1).collect();
        if delete_columns(self.model_mut(), &lp) {
            Ok(())
        } else {
            Err(Error::Highs("deleting columns failed".into()))
        }
    }

    /// Solves (warm-started after the first solve) and reads the solution and basis.
    ///
    /// If HiGHS ends with a status other than optimal at the tight tolerances, the solve is
    /// repeated once with HiGHS's default tolerances and dual simplex.
    pub fn solve(&mut self) -> Result<MasterSolution, Error> {
        let mut model = match std::mem::replace(&mut self.state, State::Empty) {
            State::Unsolved(model) => model,
            State::Solved(solved) => Model::from(solved),
            State::Empty => {
                return Err(Error::Highs(
                    "master LP lost after an earlier failure".into(),
                ))
            }
        };
        configure(&mut model, Tuning::Tight);
        let mut solved = run(model)?;
        if solved.status() != HighsModelStatus::Optimal {
            let mut retry = Model::from(solved);
            configure(&mut retry, Tuning::Default);
            solved = run(retry)?;
        }
        if solved.status() != HighsModelStatus::Optimal {
            return Err(Error::Highs(format!(
                "status {:?}, expected Optimal",
                solved.status()
            )));
        }
        let solution = solved.get_solution();
        let result = MasterSolution {
            value: solution.columns()[0],
            row_mix: solution.dual_rows()[..self.rows]
                .iter()
                .map(|d| (-d).max(0.0))
                .collect(),
            col_mix: solution.columns()[1..].to_vec(),
            basis: basis_of(&solved),
        };
        self.state = State::Solved(solved);
        Ok(result)
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

fn run(model: Model) -> Result<SolvedModel, Error> {
    model
        .try_solve()
        .map_err(|s| Error::Highs(format!("solve failed: {s:?}")))
}

/// HiGHS settings for a master solve.
#[derive(Clone, Copy)]
enum Tuning {
    /// Tight tolerances and primal simplex: added columns leave the basis primal feasible,
    /// so primal simplex continues from it; a tighter search leaves less for exact repair.
    Tight,
    /// HiGHS's defaults, for the rare solve that ends without an optimal status.
    Default,
}

fn configure(model: &mut Model, tuning: Tuning) {
    let (tolerance, strategy) = match tuning {
        Tuning::Tight => (1e-10, 4),
        Tuning::Default => (1e-7, 1),
    };
    model.set_option("threads", 1);
    model.set_option("presolve", "off");
    model.set_option("simplex_strategy", strategy);
    model.set_option("primal_feasibility_tolerance", tolerance);
    model.set_option("dual_feasibility_tolerance", tolerance);
}
