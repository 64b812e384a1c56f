//! Is a list of exact weights a probability distribution?
//!
//! Seed 000 §1.10, conditions I–IV of eq. (1.6): a mixed strategy has no negative weight
//! and its weights sum to exactly 1. Every exact check in the workspace asks this of the
//! mixes it is given before it trusts a bound computed from them: a mix that lost weight
//! would concede too little, one with extra weight would guarantee too much.

use num_rational::BigRational;
use num_traits::{One, Signed};

use crate::Scaled;

/// How a list of weights fails to be a probability distribution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotADistribution {
    /// The weight at this position (0-based, in the order given) is negative.
    Negative(usize),
    /// No weight is negative but they sum to this, not 1.
    Sum(BigRational),
}

impl std::fmt::Display for NotADistribution {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NotADistribution::Negative(k) => write!(f, "weight {k} is negative"),
            NotADistribution::Sum(total) => write!(f, "the weights sum to {total}, not 1"),
        }
    }
}

impl std::error::Error for NotADistribution {}

/// `[Exact]` `Ok` when no weight is negative and the weights sum to exactly 1; else the
/// first negative weight's position or the sum. Lengths are the caller's to check.
///
/// # Example
/// ```
/// use verify::{check_distribution, parse_rational, NotADistribution};
/// let half = parse_rational("1/2")?;
/// assert_eq!(check_distribution([&half, &half]), Ok(()));
/// assert_eq!(check_distribution([&half]), Err(NotADistribution::Sum(half.clone())));
/// assert_eq!(check_distribution([&half, &-half.clone()]), Err(NotADistribution::Negative(1)));
/// # Ok::<(), verify::ParseRationalError>(())
/// ```
pub fn check_distribution<'a>(
    weights: impl IntoIterator<Item = &'a BigRational>,
) -> Result<(), NotADistribution> {
    let weights: Vec<&BigRational> = weights.into_iter().collect();
    if let Some(k) = weights.iter().position(|w| w.is_negative()) {
        return Err(NotADistribution::Negative(k));
    }
    // Summed over one common denominator: one gcd, not two per addition.
    let total = Scaled::new(weights).sum();
    match total.is_one() {
        true => Ok(()),
        false => Err(NotADistribution::Sum(total)),
    }
}
