//! Confidence radii for the mean of outcomes in `[0, 1]` (seed 003 §1.3) and the
//! multiple-comparison corrections of §1.4.
//!
//! After `t` i.i.d. outcomes with empirical mean `m` and empirical (population) standard
//! deviation `s`, each of these holds with probability at least `1 - delta`:
//! - Hoeffding (Lemma 1.11): `|m - mu| <= sqrt(ln(2 / delta) / (2 t))`;
//! - empirical Bernstein (Lemma 1.13, Audibert, Munos and Szepesvari 2009):
//!   `|m - mu| <= s sqrt(2 ln(3 / delta) / t) + 3 ln(3 / delta) / t`.
//!
//! A race tests many times; test `k` is run at level `delta_k`, and the union bound keeps
//! the chance that any test errs below `sum delta_k <= delta`.

use std::f64::consts::PI;

use serde::Serialize;

/// Which inequality gives the radius.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Bound {
    /// Hoeffding's inequality (Lemma 1.11): needs no variance.
    Hoeffding,
    /// The empirical Bernstein inequality (Lemma 1.13): small when the variance is small.
    Bernstein,
}

/// `sqrt(ln(2 / delta) / (2 t))`.
pub fn hoeffding_radius(t: u64, delta: f64) -> f64 {
    ((2.0 / delta).ln() / (2.0 * t as f64)).sqrt()
}

/// `s sqrt(2 ln(3 / delta) / t) + 3 ln(3 / delta) / t`, `s` the empirical standard deviation.
pub fn bernstein_radius(t: u64, std_dev: f64, delta: f64) -> f64 {
    let l = (3.0 / delta).ln();
    std_dev * (2.0 * l / t as f64).sqrt() + 3.0 * l / t as f64
}

impl Bound {
    /// The radius after `t` outcomes with empirical standard deviation `std_dev`.
    pub fn radius(self, t: u64, std_dev: f64, delta: f64) -> f64 {
        match self {
            Bound::Hoeffding => hoeffding_radius(t, delta),
            Bound::Bernstein => bernstein_radius(t, std_dev, delta),
        }
    }
}

/// How the overall `delta` is split between the tests of a race (§1.4).
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub enum Correction {
    /// §1.4.1: at most `n_max` tests, each at `delta / n_max`.
    Uniform {
        /// The most tests the race may run.
        n_max: u64,
    },
    /// §1.4.2: test `k` at `6 delta / (pi^2 k^2)`; these sum to `delta`, so the number of
    /// tests need not be bounded.
    Summable,
}

impl Correction {
    /// `delta_k` for test `k >= 1`.
    pub fn delta_k(self, delta: f64, k: u64) -> f64 {
        match self {
            Correction::Uniform { n_max } => delta / n_max as f64,
            Correction::Summable => 6.0 * delta / (PI * PI * (k as f64).powi(2)),
        }
    }
}
