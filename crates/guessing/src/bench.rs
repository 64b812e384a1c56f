//! What one chain of N costs, measured (`dresher bench guessing`): N = from..=to solved in
//! order like one of the sweep's chains (each N warm-started from the one before), nothing
//! stored; per N the master solves and pivots, the seconds in the master, in pricing, in
//! exact certification and in the start, and the certified value.
//!
//! # Example
//! ```
//! use guessing::bench::run_chain;
//! use guessing::{Method, SolveConfig};
//! let mut rows = Vec::new();
//! let total = run_chain(10, 12, &SolveConfig::for_method(Method::Warm), None, |_, _| {}, |r| rows.push(r.clone()))?;
//! assert_eq!((rows.len(), total.n), (3, 3));
//! assert_eq!(rows[2].value, "1461/470"); // OEIS A286676 / A286677
//! # Ok::<(), guessing::Error>(())
//! ```

use std::time::Instant;

use lp_core::Bounds;
use serde::Serialize;

use crate::{solve, Error, GuessingGame, SolveConfig, Solved, Warm};

/// One N of a benchmark, or the totals of a chain (then `n` counts the N and `value` is
/// `total`). The JSON keys are the field names.
#[derive(Clone, Debug, Serialize)]
pub struct Measured {
    /// Keys.
    pub n: usize,
    /// The certified value, `p/q`.
    pub value: String,
    /// Master LP solves.
    pub master_solves: usize,
    /// Simplex pivots over all master solves.
    pub pivots: usize,
    /// Seconds in the master LP.
    pub master_s: f64,
    /// Seconds in pricing (Knuth's DP).
    pub pricing_s: f64,
    /// Seconds in exact certification.
    pub certify_s: f64,
    /// Seconds of the start (initial pool and columns).
    pub start_s: f64,
    /// Seconds of the whole N.
    pub total_s: f64,
    /// Certification repairs.
    pub repairs: usize,
    /// Master solves handed to the fallback engine.
    pub fallbacks: usize,
}

impl Measured {
    /// The measurements of one solved N that took `total_s` seconds.
    pub fn of(n: usize, solved: &Solved, total_s: f64) -> Measured {
        let e = &solved.effort;
        Measured {
            n,
            value: verify::format_rational(&solved.certificate.value),
            master_solves: e.solves,
            pivots: e.pivots,
            master_s: e.master_seconds,
            pricing_s: e.pricing_seconds,
            certify_s: solved.seconds.1,
            start_s: solved.start_seconds,
            total_s,
            repairs: solved.repairs,
            fallbacks: e.fallbacks,
        }
    }

    /// An empty totals row.
    pub fn total() -> Measured {
        Measured {
            n: 0,
            value: "total".into(),
            master_solves: 0,
            pivots: 0,
            master_s: 0.0,
            pricing_s: 0.0,
            certify_s: 0.0,
            start_s: 0.0,
            total_s: 0.0,
            repairs: 0,
            fallbacks: 0,
        }
    }

    /// Adds one N to a totals row.
    pub fn add(&mut self, r: &Measured) {
        self.n += 1;
        self.master_solves += r.master_solves;
        self.pivots += r.pivots;
        self.master_s += r.master_s;
        self.pricing_s += r.pricing_s;
        self.certify_s += r.certify_s;
        self.start_s += r.start_s;
        self.total_s += r.total_s;
        self.repairs += r.repairs;
        self.fallbacks += r.fallbacks;
    }
}

/// Solves `from..=to` in order, the first N from `start` (if any), each later one from the
/// N before; `on_bounds(n, bounds)` after every master solve, `on_row` after every N. The
/// chain's totals.
pub fn run_chain(
    from: usize,
    to: usize,
    config: &SolveConfig,
    start: Option<Warm>,
    mut on_bounds: impl FnMut(usize, &Bounds),
    mut on_row: impl FnMut(&Measured),
) -> Result<Measured, Error> {
    if from < 1 || from > to {
        return Err(Error::InvalidN(format!(
            "need 1 <= from <= to, not {from}..={to}"
        )));
    }
    let mut warm = start;
    let mut total = Measured::total();
    for n in from..=to {
        let clock = Instant::now();
        let game = GuessingGame::new(n)?;
        let solved = solve(game, config, warm.as_ref(), |b| on_bounds(n, b))?;
        let row = Measured::of(n, &solved, clock.elapsed().as_secs_f64());
        on_row(&row);
        total.add(&row);
        warm = Some(solved.warm());
    }
    Ok(total)
}
