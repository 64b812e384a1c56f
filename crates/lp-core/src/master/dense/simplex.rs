//! One solve of the dense master: perturb, primal simplex to an optimum, remove the
//! perturbation, clean up with dual simplex pivots, and repeat until the basis is optimal for
//! the unperturbed LP.

use super::pivot::FEASIBILITY;
use super::{unit, DenseMaster, Var, REFACTOR_EVERY};
use crate::Error;

/// Size of the random shift of each basic value, relative to `1 + |value|`.
const PERTURBATION: f64 = 1e-8;
/// Size of the random shift of each game column's cost.
const COST_PERTURBATION: f64 = 1e-9;
/// Rounds of clean-up and re-optimisation before the solve gives up.
const ROUNDS: usize = 20;

impl DenseMaster {
    /// Solves to optimality from the current basis and returns the pivots taken.
    pub(super) fn optimise(&mut self) -> Result<usize, Error> {
        if !self.started {
            self.crash()?;
        }
        if self.stale || self.since_refactor >= REFACTOR_EVERY {
            self.refactor()?;
        }
        self.weigh_new_columns();
        let limit = 50 * self.d() + 1000;
        let mut pivots = 0;
        self.perturb();
        self.shift_costs(COST_PERTURBATION);
        self.primal(&mut pivots, limit)?;
        for _ in 0..ROUNDS {
            self.unperturb();
            self.dual_cleanup(&mut pivots, limit)?;
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

    /// Dual simplex pivots until every basic value is feasible (scores stay non-positive).
    fn dual_cleanup(&mut self, pivots: &mut usize, limit: usize) -> Result<(), Error> {
        loop {
            let Some(r) = (1..self.d())
                .filter(|&p| self.xb[p] < -FEASIBILITY)
                .min_by(|&a, &b| self.xb[a].total_cmp(&self.xb[b]))
            else {
                return Ok(());
            };
            let q = self.dual_entering(r).ok_or_else(|| {
                Error::Numerical("the dense master's clean-up found no entering column".into())
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
        for k in 0..self.cols.len() {
            self.cols[k].shift = if size == 0.0 {
                0.0
            } else {
                size * (0.5 + 0.5 * self.random())
            };
        }
        self.reprice();
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

fn count(pivots: &mut usize, limit: usize) -> Result<(), Error> {
    *pivots += 1;
    if *pivots > limit {
        return Err(Error::Numerical(format!(
            "the dense master took more than {limit} pivots in one solve"
        )));
    }
    Ok(())
}
