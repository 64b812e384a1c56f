//! Box stabilisation of the master (du Merle, Villeneuve, Desrosiers and Hansen 1999; Marsten,
//! Hogan and Blankenship's BOXSTEP, 1975): the row mix is kept in a box around a stability
//! centre, the mix with the best lower bound so far, so the master does not jump across the
//! simplex from one round to the next as Kelley's cutting planes do.
//!
//! Each round the centre moves to the master's mix when its lower bound is better (a serious
//! step). When the boxed master cannot beat the centre's bound, the centre is optimal within
//! the box: if the master's mix touches no face of the box it is optimal overall (the lower
//! bound is concave) and the box goes; otherwise the box grows. The last rounds always run
//! without a box, so the final basis is the plain master's, for exact certification.

use super::ColumnGeneration;
use crate::{MasterSolution, PricingOracle, RowBox};

/// Box stabilisation settings.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TrustRegion {
    /// Half-width of the box on each row weight, in units of `1 / rows` (the uniform mix's
    /// weight).
    pub radius: f64,
    /// Factor by which the box grows when it binds at an optimum within it.
    pub grow: f64,
}

/// The stability centre and its box.
#[derive(Clone, Debug)]
pub(super) struct Stability {
    centre: Vec<f64>,
    /// The centre's lower bound.
    bound: f64,
    radius: f64,
    grow: f64,
}

/// A bound counts as reached within this.
const SLACK: f64 = 1e-9;

impl Stability {
    pub(super) fn new(centre: Vec<f64>, bound: f64, trust: &TrustRegion) -> Stability {
        Stability {
            centre,
            bound,
            radius: trust.radius,
            grow: trust.grow,
        }
    }

    /// The box around the centre.
    pub(super) fn bounds(&self) -> RowBox {
        let width = self.radius / self.centre.len() as f64;
        RowBox {
            lower: self.centre.iter().map(|c| (c - width).max(0.0)).collect(),
            upper: self.centre.iter().map(|c| c + width).collect(),
        }
    }
}

impl<O: PricingOracle> ColumnGeneration<O> {
    /// Starts box stabilisation around `centre` (a row mix, e.g. a warm start's guess, whose
    /// lower bound is `bound`; `-inf` if unknown): the next solves keep the row mix within
    /// `trust`'s box of the best mix seen.
    pub fn stabilise(&mut self, centre: Vec<f64>, bound: f64, trust: &TrustRegion) {
        assert_eq!(centre.len(), self.oracle.rows(), "one weight per row");
        let stability = Stability::new(centre, bound, trust);
        self.master.set_box(Some(&stability.bounds()));
        self.stability = Some(stability);
    }

    /// Whether a box is on (the master's value is then not an upper bound).
    pub fn stabilised(&self) -> bool {
        self.stability.is_some()
    }

    /// After a boxed solve and its pricing (lower bound `lower` at the master's mix): moves
    /// the centre, and grows, recentres or removes the box.
    pub(super) fn steer(&mut self, solution: &MasterSolution, lower: f64) {
        let Some(mut st) = self.stability.take() else {
            return;
        };
        if lower > st.bound {
            st.centre.clone_from(&solution.row_mix);
            st.bound = lower;
        }
        if solution.value <= st.bound + SLACK {
            if !binds(&st.bounds(), &solution.row_mix) {
                self.master.set_box(None);
                return;
            }
            st.radius *= st.grow;
        }
        self.master.set_box(Some(&st.bounds()));
        self.stability = Some(st);
    }

    /// Bob's guarantee `max_i (A y)_i` of the master's column mix: an upper bound on the game
    /// value whether or not a box is on.
    pub(super) fn column_guarantee(&self, solution: &MasterSolution) -> f64 {
        let mut payoff = vec![0.0; self.oracle.rows()];
        let total: f64 = solution.col_mix.iter().sum();
        for (c, y) in self.columns.iter().zip(&solution.col_mix) {
            if *y > 0.0 {
                for (p, a) in payoff.iter_mut().zip(self.oracle.payoffs(c)) {
                    *p += y / total * a;
                }
            }
        }
        payoff.into_iter().fold(f64::NEG_INFINITY, f64::max)
    }
}

/// Whether the mix lies on a face of the box (a bound that is not implied anyway).
fn binds(bounds: &RowBox, mix: &[f64]) -> bool {
    mix.iter()
        .zip(bounds.lower.iter().zip(&bounds.upper))
        .any(|(x, (lo, hi))| (*lo > 0.0 && *x <= lo + SLACK) || (*hi < 1.0 && *x >= hi - SLACK))
}
