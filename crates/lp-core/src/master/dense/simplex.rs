//! One solve of the dense master: perturb, primal simplex to an optimum, remove the
//! perturbation, clean up with dual simplex pivots, and repeat until the basis is optimal for
//! the unperturbed LP. The first solve starts with the dual simplex from a dual feasible
//! basis (the maximizer's row form solved by its primal, as HiGHS's dual simplex does).

use super::pivot::FEASIBILITY;
use super::{unit, DenseMaster, Var, REFACTOR_EVERY};
use crate::Error;

/// Size of the random shift of each basic value, relative to `1 + |value|`.
const PERTURBATION: f64 = 1e-8;
/// Size of the random shift of each game column's cost.
const COST_PERTURBATION: f64 = 1e-9;
/// The same during the first solve's dual simplex, which pivots through many more ties
/// (reduced costs of columns with equal payoffs): with 1e-9 it stalled past its pivot limit
/// at N = 700 (guessing game), with 1e-7, 1e-5 and 1e-3 it took 1,180-1,600 pivots per N.
const DUAL_COST_PERTURBATION: f64 = 1e-7;
/// Rounds of clean-up and re-optimisation before the solve gives up.
const ROUNDS: usize = 20;

impl DenseMaster {
    /// Solves to optimality from the current basis and returns the pivots taken.
    pub(super) fn optimise(&mut self) -> Result<usize, Error> {
        let limit = 50 * self.d() + 1000;
        let mut pivots = 0;
        if !self.started {
            self.draw_shifts(DUAL_COST_PERTURBATION);
            self.crash()?;
            self.weigh_new_columns();
            self.dual(&mut pivots, limit)?;
        }
        if self.stale || self.since_refactor >= REFACTOR_EVERY {
            self.refactor()?;
        }
        self.weigh_new_columns();
        self.perturb();
        self.shift_costs(COST_PERTURBATION);
        self.primal(&mut pivots, limit)?;
        for _ in 0..ROUNDS {
            self.unperturb();
            self.dual(&mut pivots, limit)?;
            self.shift_costs(0.0);
            self.reprice();
            if self.entering().is_none() && self.feasible() {
                return Ok(pivots);
            }
            self.primal(&mut pivots, limit)?;
        }
        Err(Error::Numerical(format!(
            "the dense master found no optimal basis after {pivots} pivots"
        )))
    }

    /// Primal simplex pivots until no score is positive.
    fn primal(&mut self, pivots: &mut usize, limit: usize) -> Result<(), Error> {
        loop {
            if self.stale || self.since_refactor >= REFACTOR_EVERY {
                self.refactor()?;
            }
            let Some(q) = self.entering() else {
                return Ok(());
            };
            self.ftran(q);
            let r = self.leaving().ok_or_else(|| {
                Error::Numerical("the dense master found an unbounded ray".into())
            })?;
            self.exchange(q, r);
            count(pivots, limit)?;
        }
    }

    /// Dual simplex pivots until every basic value is feasible (scores stay non-positive):
    /// leaving by dual steepest edge, the largest `x_p^2 / |R_p|^2` (the row norms of the
    /// explicit inverse, exact), entering by the dual ratio test.
    fn dual(&mut self, pivots: &mut usize, limit: usize) -> Result<(), Error> {
        loop {
            let Some(r) = (1..self.d())
                .filter(|&p| self.xb[p] < -FEASIBILITY)
                .map(|p| (p, self.xb[p] * self.xb[p] / squared_norm(self.inv.row(p))))
                .max_by(|a, b| a.1.total_cmp(&b.1))
                .map(|(p, _)| p)
            else {
                return Ok(());
            };
            let q = self.dual_entering(r).ok_or_else(|| {
                Error::Numerical("the dense master's dual simplex found no entering column".into())
            })?;
            self.ftran(q);
            self.exchange(q, r);
            count(pivots, limit)?;
            if self.stale || self.since_refactor >= REFACTOR_EVERY {
                self.refactor()?;
            }
        }
    }

    fn feasible(&self) -> bool {
        self.xb[1..].iter().all(|x| *x >= -FEASIBILITY)
    }

    /// Shifts every basic value up by a small random amount (the right-hand side moves by
    /// `B` times the shift), so no basic value sits at zero and no pivot is degenerate.
    fn perturb(&mut self) {
        for p in 1..self.d() {
            let eps = PERTURBATION * (1.0 + self.xb[p].abs()) * (0.5 + 0.5 * self.random());
            self.xb[p] += eps;
            match self.basis[p] {
                Var::Column(k) => super::kernels::axpy(&mut self.rhs, eps, self.store.column(k)),
                Var::Slack(i) => self.rhs[i] += eps,
                Var::Value => unreachable!("position 0 is the value"),
            }
        }
    }

    /// Gives every game column a random cost in `[size / 2, size)` (`0`: the true costs) and
    /// reprices.
    fn shift_costs(&mut self, size: f64) {
        self.draw_shifts(size);
        self.reprice();
    }

    /// Draws every game column's cost shift in `[size / 2, size)` (`0`: none).
    fn draw_shifts(&mut self, size: f64) {
        for k in 0..self.cols.len() {
            self.cols[k].shift = if size == 0.0 {
                0.0
            } else {
                size * (0.5 + 0.5 * self.random())
            };
        }
    }

    /// Back to `G z = e_0`: the basic values of the unperturbed LP.
    fn unperturb(&mut self) {
        self.rhs = unit(self.d(), 0);
        self.inv.ftran(&self.rhs, &mut self.xb);
    }

    /// A generator for the perturbation (xorshift64*, seeded per master: reproducible).
    fn random(&mut self) -> f64 {
        self.rng ^= self.rng >> 12;
        self.rng ^= self.rng << 25;
        self.rng ^= self.rng >> 27;
        let x = self.rng.wrapping_mul(0x2545_f491_4f6c_dd1d);
        (x >> 11) as f64 / (1u64 << 53) as f64
    }
}

fn squared_norm(row: &[f64]) -> f64 {
    super::kernels::dot(row, row)
}

fn count(pivots: &mut usize, limit: usize) -> Result<(), Error> {
    *pivots += 1;
    if *pivots > limit {
        return Err(Error::Numerical(format!(
            "the dense master took more than {limit} pivots in one solve"
        )));
    }
    Ok(())
}
