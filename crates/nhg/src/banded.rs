//! Exact bounds of a pair of mixes on a line in O(p): the overlap matrix is banded, so
//! `(y^T A)_j` is the sum of I's coin coverage over II's block `j` (two prefix sums), and
//! `(A x)_i` likewise. All in integers over a common denominator; the same numbers as
//! `verify::Certificate::check` on the dense matrix (the tests compare them).

use num_bigint::BigInt;
use num_integer::Integer;
use num_rational::BigRational;
use num_traits::{One, Zero};

/// `[Exact]` `(min_j (y^T A)_j, max_i (A x)_i)` for G(m, n, p); `y` over the `p - m + 1`
/// blocks of I, `x` over the `p - n + 1` blocks of II.
pub fn bounds(
    m: usize,
    n: usize,
    p: usize,
    y: &[BigRational],
    x: &[BigRational],
) -> (BigRational, BigRational) {
    let guarantee = block_sums(m, n, p, y).into_iter().min();
    let concession = block_sums(n, m, p, x).into_iter().max();
    let (dy, dx) = (common_denominator(y), common_denominator(x));
    (
        BigRational::new(guarantee.unwrap_or_default(), dy),
        BigRational::new(concession.unwrap_or_default(), dx),
    )
}

/// For a mix over blocks of `own` coins (scaled to integers), the coverage of each block of
/// `other` coins: `sum over the block of sum of weights of own blocks covering the coin`.
fn block_sums(own: usize, other: usize, p: usize, mix: &[BigRational]) -> Vec<BigInt> {
    let d = common_denominator(mix);
    let weights: Vec<BigInt> = mix
        .iter()
        .map(|w| (w * BigRational::from(d.clone())).to_integer())
        .collect();
    // Coin coverage by a difference array, then prefix sums of it.
    let mut diff = vec![BigInt::zero(); p + 1];
    for (i, w) in weights.iter().enumerate().filter(|(_, w)| !w.is_zero()) {
        diff[i] += w;
        diff[i + own] -= w;
    }
    let mut prefix = vec![BigInt::zero(); p + 1];
    let mut coverage = BigInt::zero();
    for k in 0..p {
        coverage += &diff[k];
        prefix[k + 1] = &prefix[k] + &coverage;
    }
    (0..=p - other)
        .map(|j| &prefix[j + other] - &prefix[j])
        .collect()
}

fn common_denominator(v: &[BigRational]) -> BigInt {
    v.iter()
        .filter(|x| !x.is_zero())
        .fold(BigInt::one(), |acc, x| acc.lcm(x.denom()))
}
