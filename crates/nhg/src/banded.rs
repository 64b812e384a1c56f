//! Exact bounds of a pair of mixes on a line in O(p): the overlap matrix is banded, so
//! `(y^T A)_j` is the sum of I's coin coverage over II's block `j` (two prefix sums), and
//! `(A x)_i` likewise. All in integers over a common denominator; the same numbers as
//! `verify::Certificate::check` on the dense matrix (the tests compare them).

use num_bigint::BigInt;
use num_integer::Integer;
use num_rational::BigRational;
use num_traits::{One, ToPrimitive, Zero};

use verify::NotADistribution;

use crate::{Error, LineGame};

/// `[Exact]` `(min_j (y^T A)_j, max_i (A x)_i)` for G(m, n, p); `y` over the `p - m + 1`
/// blocks of I, `x` over the `p - n + 1` blocks of II.
///
/// # Errors
/// [`Error::NotCertified`] when `y` or `x` is not a distribution over its player's blocks
/// (the wrong length, a negative weight, weights not summing to 1), the checks
/// `verify::Certificate::check` makes: a mix of II that lost weight would concede too little.
pub fn bounds(
    game: LineGame,
    y: &[BigRational],
    x: &[BigRational],
) -> Result<(BigRational, BigRational), Error> {
    let (m, n, p) = game.params();
    check_mix("I", y, p - m + 1)?;
    check_mix("II", x, p - n + 1)?;
    let (dy, dx) = (common_denominator(y), common_denominator(x));
    let guarantee = block_sums(m, n, p, y, &dy).into_iter().min();
    let concession = block_sums(n, m, p, x, &dx).into_iter().max();
    let bound = |b: Option<BigInt>, d| BigRational::new(b.expect("blocks checked"), d);
    Ok((bound(guarantee, dy), bound(concession, dx)))
}

/// `mix` is a distribution over `blocks` blocks, or the error says how it is not.
fn check_mix(who: &str, mix: &[BigRational], blocks: usize) -> Result<(), Error> {
    let not = |why: String| Err(Error::NotCertified(format!("{who}'s mix {why}")));
    if mix.len() != blocks {
        return not(format!(
            "has {} weights, not one per block ({blocks})",
            mix.len()
        ));
    }
    verify::check_distribution(mix).or_else(|e| match e {
        NotADistribution::Negative(k) => not(format!("has a negative weight at block {k}")),
        NotADistribution::Sum(total) => not(format!("sums to {total}, not 1")),
    })
}

/// For a mix over blocks of `own` coins, scaled by `d` to integers, the coverage of each
/// block of `other` coins: `sum over the block of sum of weights of own blocks covering the
/// coin`. In `i128` when the weights fit (checked arithmetic), else in big integers.
fn block_sums(own: usize, other: usize, p: usize, mix: &[BigRational], d: &BigInt) -> Vec<BigInt> {
    let weights: Vec<BigInt> = mix.iter().map(|w| w.numer() * (d / w.denom())).collect();
    let small: Option<Vec<i128>> = weights
        .iter()
        .map(|w| w.to_i128().filter(|v| v.unsigned_abs() < 1 << 80))
        .collect();
    if let Some(sums) =
        small.and_then(|w| sums_of(own, other, p, &w, 0i128, |a, b| a.checked_add(b)))
    {
        return sums.into_iter().map(BigInt::from).collect();
    }
    sums_of(own, other, p, &weights, BigInt::zero(), |a, b| Some(a + b))
        .expect("big integers do not overflow")
}

/// Difference array of the weights, prefix sums of the coverage, block sums; `add` may
/// refuse (overflow), and then so does this.
fn sums_of<T: Clone + std::ops::Neg<Output = T> + std::ops::Sub<Output = T>>(
    own: usize,
    other: usize,
    p: usize,
    weights: &[T],
    zero: T,
    add: impl Fn(T, T) -> Option<T>,
) -> Option<Vec<T>> {
    let mut diff = vec![zero.clone(); p + 1];
    for (i, w) in weights.iter().enumerate() {
        diff[i] = add(diff[i].clone(), w.clone())?;
        diff[i + own] = add(diff[i + own].clone(), -w.clone())?;
    }
    let mut prefix = vec![zero.clone(); p + 1];
    let mut coverage = zero;
    for k in 0..p {
        coverage = add(coverage, diff[k].clone())?;
        prefix[k + 1] = add(prefix[k].clone(), coverage.clone())?;
    }
    Some(
        (0..=p - other)
            .map(|j| prefix[j + other].clone() - prefix[j].clone())
            .collect(),
    )
}

fn common_denominator(v: &[BigRational]) -> BigInt {
    v.iter()
        .filter(|x| !x.is_zero())
        .fold(BigInt::one(), |acc, x| acc.lcm(x.denom()))
}
