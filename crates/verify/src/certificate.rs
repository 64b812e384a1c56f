//! Certificates of optimality for two-person zero-sum matrix games.
//!
//! Seed 000 §1.10, conditions I–VII of eq. (1.6): `x` and `y` are probability vectors and
//! `l(x) = min_j (x^T A)_j` equals `u(y) = max_i (A y)_i`. Then `x` guarantees the row
//! player at least `l`, `y` holds the row player to at most `u`, and `l = u` is the value.

use num_rational::BigRational;
use num_traits::Zero;

use crate::matrix::{dot, Scaled};
use crate::{check_distribution, NotADistribution, RationalMatrix, Status};

/// Mixed strategies for both players and a claimed value, all exact.
///
/// Rows of the game matrix belong to the maximizer, columns to the minimizer. The column
/// mix is sparse: `(column index, probability)` pairs, so games with huge column sets can
/// be certified against the columns actually used plus those a pricing oracle supplies.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Certificate {
    /// The maximizer's mix over all rows.
    pub row_mix: Vec<BigRational>,
    /// The minimizer's mix: its support as `(column, probability)`.
    pub col_mix: Vec<(usize, BigRational)>,
    /// The claimed value of the game.
    pub value: BigRational,
}

/// What an exact check of a [`Certificate`] found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// `min_j (x^T A)_j` over the columns checked: the row mix guarantees at least this.
    pub lower: BigRational,
    /// `max_i (A y)_i`: the column mix concedes at most this.
    pub upper: BigRational,
    status: Status,
}

impl Verdict {
    /// The verdict on two exact bounds of a game claimed to have value `value`: certified
    /// when `lower == upper == value` ([`Status::of_bounds`]).
    pub fn from_bounds(lower: BigRational, upper: BigRational, value: &BigRational) -> Verdict {
        let status = Status::of_bounds(&lower, &upper, value);
        Verdict {
            lower,
            upper,
            status,
        }
    }

    /// What the check concluded.
    pub fn status(&self) -> Status {
        self.status
    }

    /// `lower == upper == value`.
    pub fn certified(&self) -> bool {
        self.status.is_certified()
    }
}

/// A certificate that is malformed for the matrix it is checked against.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum CertificateError {
    /// The row mix has the wrong length.
    RowMixLength {
        /// Rows of the matrix.
        expected: usize,
        /// Entries of the row mix.
        found: usize,
    },
    /// A column of the column mix is not a column of the matrix, or appears twice.
    BadColumn(usize),
    /// A probability is negative (`row` tells which player).
    Negative {
        /// True for the row mix, false for the column mix.
        row: bool,
        /// Index of the offending entry.
        index: usize,
    },
    /// A mix does not sum to one.
    NotDistribution {
        /// True for the row mix, false for the column mix.
        row: bool,
    },
    /// The matrix has no columns to check against.
    NoColumns,
}

impl std::fmt::Display for CertificateError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let who = |row: &bool| if *row { "row" } else { "column" };
        match self {
            CertificateError::RowMixLength { expected, found } => {
                write!(f, "row mix has {found} entries, the matrix {expected} rows")
            }
            CertificateError::BadColumn(j) => write!(f, "column {j} is out of range or repeated"),
            CertificateError::Negative { row, index } => {
                write!(f, "{} mix entry {index} is negative", who(row))
            }
            CertificateError::NotDistribution { row } => {
                write!(f, "{} mix does not sum to 1", who(row))
            }
            CertificateError::NoColumns => write!(f, "the matrix has no columns"),
        }
    }
}

impl std::error::Error for CertificateError {}

impl Certificate {
    /// `[Exact]` Checks the certificate against the game matrix `a`.
    ///
    /// The lower bound is the minimum over all columns of `a`; for a game whose columns are
    /// generated, pass the columns of the support together with best responses from an
    /// exact oracle — the lower bound is then only as good as that oracle.
    ///
    /// # Complexity
    /// `O(rows * cols)` rational multiply-adds.
    ///
    /// # Example
    /// ```
    /// use num_rational::BigRational;
    /// use verify::{Certificate, RationalMatrix};
    /// let pennies = RationalMatrix::from_integers(&[vec![1, -1], vec![-1, 1]]).unwrap();
    /// let half = BigRational::new(1.into(), 2.into());
    /// let cert = Certificate {
    ///     row_mix: vec![half.clone(), half.clone()],
    ///     col_mix: vec![(0, half.clone()), (1, half)],
    ///     value: BigRational::from_integer(0.into()),
    /// };
    /// assert!(cert.check(&pennies).unwrap().certified());
    /// ```
    pub fn check(&self, a: &RationalMatrix) -> Result<Verdict, CertificateError> {
        self.check_shape(a)?;
        let x = Scaled::new(&self.row_mix);
        let columns = (0..a.cols()).map(|j| Scaled::new(&a.column(j)).dot(&x));
        let lower = columns.min().ok_or(CertificateError::NoColumns)?;
        let support: Vec<BigRational> = self.col_mix.iter().map(|(_, p)| p.clone()).collect();
        let y = Scaled::new(&support);
        let upper = (0..a.rows())
            .map(|i| {
                let row: Vec<BigRational> = self
                    .col_mix
                    .iter()
                    .map(|(j, _)| a.get(i, *j).clone())
                    .collect();
                Scaled::new(&row).dot(&y)
            })
            .max()
            .unwrap_or_else(BigRational::zero);
        Ok(Verdict::from_bounds(lower, upper, &self.value))
    }

    fn check_shape(&self, a: &RationalMatrix) -> Result<(), CertificateError> {
        if self.row_mix.len() != a.rows() {
            return Err(CertificateError::RowMixLength {
                expected: a.rows(),
                found: self.row_mix.len(),
            });
        }
        distribution_error(self.row_mix.iter(), true, |k| k)?;
        let mut seen = vec![false; a.cols()];
        for (j, _) in &self.col_mix {
            if *j >= a.cols() || std::mem::replace(&mut seen[*j], true) {
                return Err(CertificateError::BadColumn(*j));
            }
        }
        let weights = self.col_mix.iter().map(|(_, y)| y);
        distribution_error(weights, false, |k| self.col_mix[k].0)
    }

    /// The minimizer's mix as a dense vector over `cols` columns.
    pub fn dense_col_mix(&self, cols: usize) -> Vec<BigRational> {
        let mut y = vec![BigRational::zero(); cols];
        for (j, p) in &self.col_mix {
            y[*j] = p.clone();
        }
        y
    }

    /// The expected payoff `x^T A y` (equals the value when certified).
    pub fn payoff(&self, a: &RationalMatrix) -> BigRational {
        dot(&self.row_mix, &a.mul_vec(&self.dense_col_mix(a.cols())))
    }
}

/// The certificate's error for a mix that is not a distribution; `column` maps a position
/// in the mix to the index the error names (the row itself, or the column of the support).
fn distribution_error<'a>(
    weights: impl Iterator<Item = &'a BigRational>,
    row: bool,
    column: impl Fn(usize) -> usize,
) -> Result<(), CertificateError> {
    check_distribution(weights).map_err(|e| match e {
        NotADistribution::Negative(k) => CertificateError::Negative {
            row,
            index: column(k),
        },
        NotADistribution::Sum(_) => CertificateError::NotDistribution { row },
    })
}
