//! Dixon's p-adic lifting for `A x = b` with `A` a square matrix of machine integers.
//!
//! One LU factorisation modulo a prime `p < 2^31`, then one `O(n^2)` step per p-adic digit:
//! `x_k = A^-1 r_k (mod p)`, `r_{k+1} = (r_k - A x_k) / p`. The p-adic approximation is turned
//! into rationals by reconstruction with a shared denominator, and accepted only once
//! `A x = b` holds exactly. Reconstruction is tried on a geometric schedule, so the work
//! follows the size of the answer, not the Hadamard bound (which only caps the loop).

use num_bigint::BigInt;
use num_integer::Integer;
use num_rational::BigRational;
use num_traits::{One, Signed, ToPrimitive, Zero};

use super::modp::{primes_below_2_31, LuModP};
use super::reconstruct::{reconstruct, symmetric};
use super::SolveError;

/// Number of primes tried before the matrix is declared singular.
const PRIMES_TRIED: usize = 3;

/// Solves `A x = b` for `A` given row-major as `n x n` machine integers.
pub(crate) fn solve(a: &[i64], n: usize, b: &[BigInt]) -> Result<Vec<BigRational>, SolveError> {
    let (lu, p) = factor_mod_some_prime(a, n)?;
    let p_big = BigInt::from(p);
    let max_steps = hadamard_steps(a, n, b, p);
    let mut residual: Vec<BigInt> = b.to_vec();
    let mut approx = vec![BigInt::zero(); n];
    let mut modulus = BigInt::one();
    let mut next_try = 2;
    for step in 1..=max_steps {
        let rhs: Vec<u64> = residual.iter().map(|r| residue(r, &p_big)).collect();
        let digit = lu.solve(&rhs);
        for (i, r) in residual.iter_mut().enumerate() {
            let row = &a[i * n..(i + 1) * n];
            let ax: i128 = row
                .iter()
                .zip(&digit)
                .map(|(&aij, &x)| aij as i128 * x as i128)
                .sum();
            *r = (&*r - BigInt::from(ax)) / &p_big;
        }
        for (acc, &d) in approx.iter_mut().zip(&digit) {
            *acc += &modulus * d;
        }
        modulus *= p;
        if step == next_try || step == max_steps {
            if let Some(x) = rationals_if_exact(&approx, &modulus, a, n, b) {
                return Ok(x);
            }
            next_try = step + step / 2 + 1;
        }
    }
    Err(SolveError::Internal(
        "p-adic lifting reached the Hadamard bound without a solution",
    ))
}

fn residue(r: &BigInt, p: &BigInt) -> u64 {
    r.mod_floor(p).to_u64().expect("a residue is below p")
}

fn factor_mod_some_prime(a: &[i64], n: usize) -> Result<(LuModP, u64), SolveError> {
    for p in primes_below_2_31(PRIMES_TRIED) {
        let residues = a.iter().map(|&v| v.rem_euclid(p as i64) as u64).collect();
        if let Some(lu) = LuModP::factor(residues, n, p) {
            return Ok((lu, p));
        }
    }
    Err(SolveError::Singular)
}

/// Digits needed so that `p^k > 2 H^2`, `H` the Hadamard bound of `[A | b]`; then every
/// numerator and denominator of the solution (by Cramer's rule) is at most `H`.
fn hadamard_steps(a: &[i64], n: usize, b: &[BigInt], p: u64) -> usize {
    let log2_h: f64 = (0..n)
        .map(|i| {
            let row: f64 = a[i * n..(i + 1) * n]
                .iter()
                .map(|&v| (v as f64).powi(2))
                .sum();
            let bi = b[i].bits() as f64;
            0.5 * (row + 1.0).log2().max(2.0 * bi) + 0.5
        })
        .sum();
    ((2.0 * log2_h + 2.0) / (p as f64).log2()).ceil() as usize + 1
}

/// Reconstructs rationals from `approx mod modulus` with a running common denominator and
/// returns them only if they satisfy `A x = b` exactly.
fn rationals_if_exact(
    approx: &[BigInt],
    modulus: &BigInt,
    a: &[i64],
    n: usize,
    b: &[BigInt],
) -> Option<Vec<BigRational>> {
    let bound = (modulus / 2u32).sqrt();
    let mut denom = BigInt::one();
    let mut pairs = Vec::with_capacity(n);
    for u in approx {
        let s = symmetric(&(&denom * u), modulus);
        if s.abs() <= bound {
            pairs.push((s, denom.clone()));
        } else {
            let (num, den) = reconstruct(&s, modulus, &bound)?;
            denom *= &den;
            pairs.push((num, denom.clone()));
        }
    }
    let scaled: Vec<BigInt> = pairs
        .iter()
        .map(|(num, den)| num * (&denom / den))
        .collect();
    let exact = (0..n).all(|i| {
        let row = &a[i * n..(i + 1) * n];
        let lhs = row
            .iter()
            .zip(&scaled)
            .fold(BigInt::zero(), |acc, (&aij, y)| acc + y * aij);
        lhs == &b[i] * &denom
    });
    exact.then(|| {
        pairs
            .into_iter()
            .map(|(num, den)| BigRational::new(num, den))
            .collect()
    })
}
