//! Fraction-free Gaussian elimination (Bareiss) over big integers.
//!
//! `O(n^3)` big-integer operations on numbers up to the size of the determinant: the
//! fallback for matrices whose entries do not fit in machine words, and an independent
//! method to test the p-adic solver against.

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Zero};

use super::SolveError;

/// Solves `A x = b` for a square integer matrix `A` given row by row.
pub(crate) fn solve(mut a: Vec<Vec<BigInt>>, b: &[BigInt]) -> Result<Vec<BigRational>, SolveError> {
    let n = a.len();
    for (row, bi) in a.iter_mut().zip(b) {
        row.push(bi.clone());
    }
    let mut prev = BigInt::one();
    for k in 0..n {
        let pivot = (k..n)
            .find(|&i| !a[i][k].is_zero())
            .ok_or(SolveError::Singular)?;
        a.swap(k, pivot);
        for i in k + 1..n {
            for j in k + 1..=n {
                let v = (&a[i][j] * &a[k][k] - &a[i][k] * &a[k][j]) / &prev;
                a[i][j] = v;
            }
            a[i][k] = BigInt::zero();
        }
        prev = a[k][k].clone();
    }
    let mut x = vec![BigRational::zero(); n];
    for i in (0..n).rev() {
        let tail = (i + 1..n).fold(BigRational::zero(), |acc, j| {
            acc + &x[j] * BigRational::from_integer(a[i][j].clone())
        });
        let rhs = BigRational::from_integer(a[i][n].clone()) - tail;
        x[i] = rhs / BigRational::from_integer(a[i][i].clone());
    }
    Ok(x)
}
