//! The basis and everything derived from it from scratch: the first solve's dual feasible
//! starting basis, the rebuilt inverse with the basic values, the multipliers and every
//! score, and exact steepest-edge weights for variables seen for the first time.

use super::kernels::dot;
use super::{Candidate, DenseMaster, Var, NONBASIC};
use crate::Error;

impl DenseMaster {
    /// The column of G (or slack column) of a variable, written densely into `out`.
    pub(super) fn write_column(&self, var: Var, out: &mut [f64]) {
        match var {
            Var::Column(k) => out.copy_from_slice(self.column(k)),
            Var::Value => {
                out.fill(-1.0);
                out[0] = 0.0;
            }
            Var::Slack(i) => {
                out.fill(0.0);
                out[i] = 1.0;
            }
        }
    }

    /// The cost of a variable in the minimizer's objective.
    pub(super) fn cost(&self, var: Var) -> f64 {
        match var {
            Var::Value => 1.0,
            Var::Slack(_) => 0.0,
            Var::Column(k) => self.cols[k].shift,
        }
    }

    /// `pi . P - c` for a nonbasic variable, from the current multipliers.
    pub(super) fn fresh_score(&self, var: Var) -> f64 {
        match var {
            Var::Column(k) => dot(&self.pi, self.column(k)) - self.cols[k].shift,
            Var::Slack(i) => self.pi[i],
            Var::Value => 0.0,
        }
    }

    /// The first solve's starting basis, dual feasible: Alice on the one row `i*` whose
    /// cheapest column `j*` (cost shifts included) pays most, `u` and that column basic, and
    /// the slacks of every other row. Its multipliers are `x = e_i*` and `v = a_i*j* + c_j*`,
    /// so every score `v - a_i*j - c_j` is at most zero; the dual simplex starts here.
    /// (Dresher's primal starting basis, eq. 1.9, needed 12,000-25,000 primal pivots at
    /// N ~ 944: docs/design/guessing.md.)
    pub(super) fn crash(&mut self) -> Result<(), Error> {
        let cheapest = |i: usize| {
            (0..self.cols.len())
                .map(|k| (k, self.column(k)[i] + self.cols[k].shift))
                .min_by(|a, b| a.1.total_cmp(&b.1))
                .expect("the master has a column")
        };
        let (top, (column, _)) = (1..=self.m)
            .map(|i| (i, cheapest(i)))
            .max_by(|a, b| a.1 .1.total_cmp(&b.1 .1))
            .expect("the master has a row");
        self.basis = vec![Var::Value, Var::Column(column)];
        self.basis
            .extend((1..=self.m).filter(|&i| i != top).map(Var::Slack));
        for (p, var) in self.basis.clone().into_iter().enumerate().skip(1) {
            self.candidate(var).pos = p;
        }
        self.refactor()?;
        self.weigh_slacks();
        self.started = true;
        Ok(())
    }

    /// Starts from a basis found elsewhere (HiGHS's, after a fallback) instead of the crash
    /// basis: `basis` in the minimizer's form of [`crate::MasterSolution::basis`], for the
    /// columns present and no box. It must have exactly `m + 1` basic variables, `u` among
    /// them, and a nonsingular matrix.
    pub fn load_basis(&mut self, basis: &crate::Basis) -> Result<(), Error> {
        let (n, m) = (self.cols.len(), self.m);
        let shape_ok = basis.cols.len() == n + 1 && basis.rows.len() == m + 1;
        if !shape_ok || !basis.cols[0] || basis.rows[m] {
            return Err(Error::Numerical(
                "the loaded basis does not fit the master".into(),
            ));
        }
        let columns = (0..n).filter(|&k| basis.cols[k + 1]).map(Var::Column);
        let slacks = (1..=m).filter(|&i| basis.rows[i - 1]).map(Var::Slack);
        let vars: Vec<Var> = std::iter::once(Var::Value)
            .chain(columns)
            .chain(slacks)
            .collect();
        if vars.len() != self.d() {
            return Err(Error::Numerical(format!(
                "the loaded basis has {} basic variables, not {}",
                vars.len(),
                self.d()
            )));
        }
        for c in self.cols.iter_mut().chain(&mut self.slacks) {
            *c = Candidate::NEW;
        }
        for (p, &var) in vars.iter().enumerate().skip(1) {
            self.candidate(var).pos = p;
        }
        self.basis = vars;
        self.refactor()?;
        self.weigh_slacks();
        self.started = true;
        Ok(())
    }

    /// Rebuilds `B^-1` from the basis, then the basic values and every score.
    pub(super) fn refactor(&mut self) -> Result<(), Error> {
        let d = self.d();
        let mut b = vec![0.0; d * d];
        let mut col = vec![0.0; d];
        for (p, &var) in self.basis.iter().enumerate() {
            self.write_column(var, &mut col);
            for (i, x) in col.iter().enumerate() {
                b[i * d + p] = *x;
            }
        }
        self.inv
            .invert(d, b)
            .map_err(|_| Error::Numerical("the dense master's basis became singular".into()))?;
        self.inv.ftran(&self.rhs, &mut self.xb);
        self.since_refactor = 0;
        self.stale = false;
        self.reprice();
        Ok(())
    }

    /// `pi = c_B B^-1` and the score of every nonbasic variable, from scratch.
    pub(super) fn reprice(&mut self) {
        self.pi.fill(0.0);
        for p in 0..self.d() {
            let c = self.cost(self.basis[p]);
            if c != 0.0 {
                super::kernels::axpy(&mut self.pi, c, self.inv.row(p));
            }
        }
        for k in 0..self.cols.len() {
            if self.cols[k].pos == NONBASIC {
                self.cols[k].score = self.fresh_score(Var::Column(k));
            }
        }
        for i in 1..=self.m {
            if self.slacks[i].pos == NONBASIC {
                self.slacks[i].score = self.fresh_score(Var::Slack(i));
            }
        }
    }

    /// Exact weights and scores of game columns added since the last solve (one FTRAN each).
    pub(super) fn weigh_new_columns(&mut self) {
        let mut v = std::mem::take(&mut self.v);
        for k in 0..self.cols.len() {
            if self.cols[k].weight.is_nan() {
                self.inv.ftran(self.column(k), &mut v);
                self.cols[k].score = self.fresh_score(Var::Column(k));
                self.cols[k].weight = 1.0 + dot(&v, &v);
            }
        }
        self.v = v;
    }

    /// `1 + |B^-1 e_i|^2` for every row: the exact weights of the slacks `U_i`.
    pub(super) fn weigh_slacks(&mut self) {
        let mut w = vec![1.0; self.d()];
        for p in 0..self.d() {
            for (i, x) in self.inv.row(p).iter().enumerate() {
                w[i] += x * x;
            }
        }
        for (slack, w) in self.slacks.iter_mut().zip(w).skip(1) {
            slack.weight = w;
        }
    }
}
