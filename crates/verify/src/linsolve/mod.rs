//! Exact solution of square rational linear systems `A x = b`.
//!
//! Rows are scaled to integers; when every scaled entry fits in an `i64` the system goes to
//! Dixon's p-adic lifting ([`dixon`]), otherwise to fraction-free elimination ([`bareiss`]).
//! Either way the answer is exact, and the p-adic answer is checked against `A x = b`
//! before it is returned.

mod bareiss;
mod dixon;
mod modp;
mod reconstruct;

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::ToPrimitive;

use crate::{RationalMatrix, Scaled};

/// Why an exact linear solve failed.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum SolveError {
    /// The matrix is not square.
    NotSquare {
        /// Rows of the matrix.
        rows: usize,
        /// Columns of the matrix.
        cols: usize,
    },
    /// The right-hand side's length differs from the matrix size.
    LengthMismatch {
        /// Rows of the matrix.
        rows: usize,
        /// Entries of the right-hand side.
        rhs: usize,
    },
    /// The matrix is singular (exactly, or modulo three distinct primes near `2^31`).
    Singular,
    /// A bug: the solver's own exactness check failed.
    Internal(&'static str),
}

impl std::fmt::Display for SolveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SolveError::NotSquare { rows, cols } => {
                write!(f, "matrix is {rows} x {cols}, not square")
            }
            SolveError::LengthMismatch { rows, rhs } => {
                write!(
                    f,
                    "matrix has {rows} rows but the right-hand side has {rhs} entries"
                )
            }
            SolveError::Singular => write!(f, "matrix is singular"),
            SolveError::Internal(why) => write!(f, "internal error: {why}"),
        }
    }
}

impl std::error::Error for SolveError {}

/// `[Exact]` Solves the square system `A x = b` exactly.
///
/// # Complexity
/// One `O(n^3)` LU factorisation modulo a word prime, then `O(n^2)` per 31-bit digit of the
/// answer (Dixon). A 500 x 500 system with small integer entries takes about a second;
/// see `cargo xtask bench linsolve`.
///
/// # Example
/// ```
/// use num_rational::BigRational;
/// use verify::{solve, RationalMatrix};
/// let a = RationalMatrix::from_integers(&[vec![2, 1], vec![1, 3]]).unwrap();
/// let b = [BigRational::from_integer(1.into()), BigRational::from_integer(0.into())];
/// let x = solve(&a, &b).unwrap();
/// assert_eq!(x[0], BigRational::new(3.into(), 5.into()));
/// assert_eq!(x[1], BigRational::new((-1).into(), 5.into()));
/// ```
pub fn solve(a: &RationalMatrix, b: &[BigRational]) -> Result<Vec<BigRational>, SolveError> {
    let n = a.rows();
    if a.cols() != n {
        return Err(SolveError::NotSquare {
            rows: n,
            cols: a.cols(),
        });
    }
    if b.len() != n {
        return Err(SolveError::LengthMismatch {
            rows: n,
            rhs: b.len(),
        });
    }
    let (rows, rhs) = scale_rows_to_integers(a, b);
    match machine_words(&rows) {
        Some(words) => dixon::solve(&words, n, &rhs),
        None => bareiss::solve(rows, &rhs),
    }
}

/// Solves `A x = b` by fraction-free elimination only (slow; for cross-checks).
pub fn solve_by_elimination(
    a: &RationalMatrix,
    b: &[BigRational],
) -> Result<Vec<BigRational>, SolveError> {
    if a.cols() != a.rows() || b.len() != a.rows() {
        return solve(a, b);
    }
    let (rows, rhs) = scale_rows_to_integers(a, b);
    bareiss::solve(rows, &rhs)
}

/// Multiplies row `i` of `[A | b]` by the lcm of its denominators.
fn scale_rows_to_integers(
    a: &RationalMatrix,
    b: &[BigRational],
) -> (Vec<Vec<BigInt>>, Vec<BigInt>) {
    (0..a.rows())
        .map(|i| {
            let row = a.row(i);
            let (_, mut scaled) = Scaled::new(row.iter().chain([&b[i]])).into_parts();
            let rhs = scaled.pop().expect("the right-hand side's entry");
            (scaled, rhs)
        })
        .unzip()
}

fn machine_words(rows: &[Vec<BigInt>]) -> Option<Vec<i64>> {
    rows.iter().flatten().map(ToPrimitive::to_i64).collect()
}
