//! Certified solutions: the only way this crate hands out an exact value.

use num_rational::BigRational;
use num_traits::Zero;
use verify::{Certificate, Verdict};

use crate::{Error, MatrixGame};

/// How a [`Solution`] was obtained.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// Dresher's simplex method in exact rationals (seed 000 §1.10–1.11).
    Dresher,
    /// HiGHS in floating point, then the exact solution of its final basis.
    HighsBasis,
    /// HiGHS's basis was not exactly optimal; repaired by Dresher's method in exact rationals.
    HighsRepaired,
    /// The dense master ([`crate::DenseMaster`]) in floating point, then the exact solution
    /// of its final basis.
    DenseBasis,
    /// The dense master's basis was not exactly optimal; repaired by Dresher's method.
    DenseRepaired,
}

impl std::fmt::Display for Method {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Method::Dresher => "Dresher's simplex (exact)",
            Method::HighsBasis => "HiGHS basis solved exactly",
            Method::HighsRepaired => "HiGHS basis repaired by Dresher's simplex (exact)",
            Method::DenseBasis => "dense master basis solved exactly",
            Method::DenseRepaired => "dense master basis repaired by Dresher's simplex (exact)",
        })
    }
}

/// The exact value of a matrix game with optimal strategies for both players, certified:
/// an exact check confirmed `min_j (x^T A)_j = max_i (A y)_i = value`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solution {
    value: BigRational,
    row_strategy: Vec<BigRational>,
    col_strategy: Vec<BigRational>,
    method: Method,
    verdict: Verdict,
}

impl Solution {
    /// Certifies candidate strategies; `Err` unless the exact check passes.
    pub fn certify(
        game: &MatrixGame,
        row_strategy: Vec<BigRational>,
        col_strategy: Vec<BigRational>,
        value: BigRational,
        method: Method,
    ) -> Result<Solution, Error> {
        let certificate = Certificate {
            row_mix: row_strategy,
            col_mix: col_strategy
                .iter()
                .cloned()
                .enumerate()
                .filter(|(_, p)| !p.is_zero())
                .collect(),
            value,
        };
        let verdict = certificate.check(game.matrix())?;
        if !verdict.certified() {
            return Err(Error::NotCertified {
                lower: verdict.lower.to_string(),
                upper: verdict.upper.to_string(),
            });
        }
        let Certificate { row_mix, value, .. } = certificate;
        Ok(Solution {
            value,
            row_strategy: row_mix,
            col_strategy,
            method,
            verdict,
        })
    }

    /// The exact value of the game.
    pub fn value(&self) -> &BigRational {
        &self.value
    }

    /// An optimal mixed strategy of the row player (the maximizer).
    pub fn row_strategy(&self) -> &[BigRational] {
        &self.row_strategy
    }

    /// An optimal mixed strategy of the column player (the minimizer).
    pub fn col_strategy(&self) -> &[BigRational] {
        &self.col_strategy
    }

    /// How the solution was found.
    pub fn method(&self) -> Method {
        self.method
    }

    /// The exact check that certified it (`lower == upper == value`).
    pub fn verdict(&self) -> &Verdict {
        &self.verdict
    }

    /// Always true: an uncertified `Solution` cannot be built.
    pub fn certified(&self) -> bool {
        self.verdict.certified()
    }
}
