//! One pivot of the dense master: the entering variable by steepest edge, the leaving one by
//! Harris's two-pass ratio test (primal) or its dual mirror (clean-up), and the exchange,
//! which updates the basic values, every score and weight, and the inverse.

use super::kernels::dot;
use super::{Candidate, DenseMaster, Var, NONBASIC};

/// A score above this enters (must sit below column generation's 1e-11 filter, or a column
/// that passes the filter may never enter; ../shared/design/guessing-master.md §4).
pub(super) const OPTIMALITY: f64 = 1e-12;
/// Basic values down to `-FEASIBILITY` count as feasible.
pub(super) const FEASIBILITY: f64 = 1e-9;
/// Pivot elements at most this large are not pivots.
const PIVOT: f64 = 1e-9;
/// The pivot element computed two ways may differ by this much (relative) before the
/// inverse is rebuilt.
const DRIFT: f64 = 1e-9;

impl DenseMaster {
    /// Every nonbasic variable that may enter, with its candidate record.
    fn nonbasic(&self) -> impl Iterator<Item = (Var, &Candidate)> {
        let cols = self
            .cols
            .iter()
            .enumerate()
            .map(|(k, c)| (Var::Column(k), c));
        let slacks = self.slacks.iter().enumerate().skip(1);
        cols.chain(slacks.map(|(i, c)| (Var::Slack(i), c)))
            .filter(|(_, c)| c.pos == NONBASIC)
    }

    /// The entering variable: the largest `score^2 / weight` among positive scores (steepest
    /// edge), or `None` at an optimum.
    pub(super) fn entering(&self) -> Option<Var> {
        self.nonbasic()
            .filter(|(_, c)| c.score > OPTIMALITY)
            .max_by(|a, b| {
                (a.1.score * a.1.score / a.1.weight)
                    .total_cmp(&(b.1.score * b.1.score / b.1.weight))
            })
            .map(|(var, _)| var)
    }

    /// `v = B^-1 P_q`.
    pub(super) fn ftran(&mut self, q: Var) {
        let mut v = std::mem::take(&mut self.v);
        match q {
            Var::Column(k) => self.inv.ftran(self.column(k), &mut v),
            Var::Slack(i) => self.inv.ftran_unit(i, &mut v),
            Var::Value => unreachable!("the value variable never enters"),
        }
        self.v = v;
    }

    /// Harris's two-pass ratio test on `v`: the bound on the step with every basic value
    /// allowed `FEASIBILITY` below zero, then, among the rows that bind within it, the largest
    /// pivot. Position 0 (`u`, free) never leaves. `None`: unbounded.
    pub(super) fn leaving(&self) -> Option<usize> {
        let rows = || (1..self.d()).filter(|&p| self.v[p] > PIVOT);
        let bound = rows()
            .map(|p| (self.xb[p] + FEASIBILITY) / self.v[p])
            .min_by(f64::total_cmp)?;
        rows()
            .filter(|&p| self.xb[p] / self.v[p] <= bound)
            .max_by(|&a, &b| self.v[a].total_cmp(&self.v[b]))
    }

    /// The dual ratio test for position `r` (whose basic value is negative): among nonbasic
    /// variables with `R_r P_j < 0`, the one whose score reaches zero first, Harris-style.
    pub(super) fn dual_entering(&self, r: usize) -> Option<Var> {
        let row = self.inv.row(r);
        let alpha = |var: Var| match var {
            Var::Column(k) => dot(row, self.column(k)),
            Var::Slack(i) => row[i],
            Var::Value => 0.0,
        };
        let eligible: Vec<(Var, f64, f64)> = self
            .nonbasic()
            .map(|(var, c)| (var, alpha(var), c.score))
            .filter(|(_, a, _)| *a < -PIVOT)
            .collect();
        let bound = eligible
            .iter()
            .map(|(_, a, s)| (s - OPTIMALITY) / a)
            .min_by(f64::total_cmp)?;
        eligible
            .into_iter()
            .filter(|(_, a, s)| s / a <= bound)
            .max_by(|x, y| x.1.abs().total_cmp(&y.1.abs()))
            .map(|(var, _, _)| var)
    }

    /// Exchanges `q` (with `v = B^-1 P_q` computed) for the variable in position `r`.
    pub(super) fn exchange(&mut self, q: Var, r: usize) {
        let vr = self.v[r];
        self.check_drift(q, r, vr);
        let mut pivot_row = std::mem::take(&mut self.pivot_row);
        pivot_row.clear();
        pivot_row.extend_from_slice(self.inv.row(r));
        let (v, mut w) = (std::mem::take(&mut self.v), std::mem::take(&mut self.w));
        self.inv.update_and_btran(r, &v, &mut w);
        self.v = v;
        let theta = self.xb[r] / vr;
        for (x, v) in self.xb.iter_mut().zip(&self.v) {
            *x -= theta * v;
        }
        self.xb[r] = theta;
        let gamma_q = 1.0 + dot(&self.v, &self.v);
        let step = Step {
            ratio: self.candidate(q).score / vr,
            vr,
            gamma_q,
        };
        self.update_candidates(&pivot_row, &w, &step);
        let leaving = self.basis[r];
        let out = self.candidate(leaving);
        out.score = -step.ratio;
        out.weight = (gamma_q / (vr * vr)).max(1.0 + 1.0 / (vr * vr));
        out.pos = NONBASIC;
        let into = self.candidate(q);
        (into.score, into.weight, into.pos) = (0.0, gamma_q, r);
        self.basis[r] = q;
        (self.w, self.pivot_row) = (w, pivot_row);
        self.since_refactor += 1;
    }

    /// The pass over every nonbasic variable: `alpha = R_r P_j` (`row`: the pivot row of the
    /// inverse before the exchange) and `s = w . P_j` update its score and its steepest-edge
    /// weight.
    fn update_candidates(&mut self, row: &[f64], w: &[f64], step: &Step) {
        for (k, c) in self.cols.iter_mut().enumerate() {
            if c.pos == NONBASIC {
                let (alpha, s) = self.store.dot2(k, row, w);
                step.apply(c, alpha, s);
            }
        }
        for i in 1..self.d() {
            if self.slacks[i].pos == NONBASIC {
                step.apply(&mut self.slacks[i], row[i], w[i]);
            }
        }
    }

    /// The pivot element `v_r` from FTRAN against `R_r P_q` from the row: when they disagree
    /// the inverse has drifted, and it is rebuilt before the next pivot.
    fn check_drift(&mut self, q: Var, r: usize, vr: f64) {
        let row = self.inv.row(r);
        let alpha = match q {
            Var::Column(k) => dot(row, self.column(k)),
            Var::Slack(i) => row[i],
            Var::Value => vr,
        };
        if (alpha - vr).abs() > DRIFT * (1.0 + vr.abs()) {
            self.stale = true;
        }
    }
}

/// What one exchange does to every other nonbasic variable.
struct Step {
    /// `score_q / v_r`.
    ratio: f64,
    vr: f64,
    /// The entering variable's exact weight `1 + |v|^2`.
    gamma_q: f64,
}

impl Step {
    /// Goldfarb and Reid's update of the weight, and the score's, for pivot-row entry `alpha`.
    fn apply(&self, c: &mut Candidate, alpha: f64, s: f64) {
        if alpha == 0.0 {
            return;
        }
        let rho = alpha / self.vr;
        c.score -= self.ratio * alpha;
        c.weight = (c.weight - 2.0 * rho * s + rho * rho * self.gamma_q).max(1.0 + rho * rho);
    }
}
