//! Exact certification of a solution of the full game (not only the reduced one).
//!
//! Alice's mix `alpha` guarantees at least `L = min_T sum_k alpha_k depth_T(k)`, computed by
//! Knuth's algorithm over big integers (weights scaled to integers). Bob's mix over trees
//! holds Alice to at most `U = max_k sum_T y_T depth_T(k)`. The value is certified when
//! `L = U = V`. The symmetry argument is not trusted: both bounds are for the full game.

use bst_oracles::{knuth_big, SearchTree};
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::Zero;

use verify::{NotADistribution, Scaled};

use crate::Error;

/// Both players' exact strategies, the claimed value, and the two exact bounds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GuessingCertificate {
    /// The claimed value `V(N)`.
    pub value: BigRational,
    /// Alice's mix over keys `1..=N`.
    pub alpha: Vec<BigRational>,
    /// Bob's mix: trees with probabilities.
    pub trees: Vec<(SearchTree, BigRational)>,
    /// What `alpha` guarantees: the cost of Bob's exact best response.
    pub lower: BigRational,
    /// What Bob's mix concedes: the largest expected number of guesses over keys.
    pub upper: BigRational,
    /// Bob's exact best response to `alpha` (a violator when `lower < value`).
    pub best_response: SearchTree,
}

impl GuessingCertificate {
    /// The exact check: certified when `lower == upper == value`.
    pub fn status(&self) -> verify::Status {
        verify::Status::of_bounds(&self.lower, &self.upper, &self.value)
    }

    /// `lower == upper == value` ([`GuessingCertificate::status`]).
    pub fn certified(&self) -> bool {
        self.status().is_certified()
    }

    /// The most guesses any of Bob's trees in the support needs.
    pub fn max_guesses(&self) -> u32 {
        self.trees
            .iter()
            .map(|(t, _)| t.max_depth())
            .max()
            .unwrap_or(0)
    }
}

/// `[Exact]` Computes both bounds for the given strategies.
///
/// # Errors
/// Malformed strategies: wrong lengths, negative probabilities, sums other than 1.
///
/// # Complexity
/// `O(N^2)` big-integer operations (Knuth) plus `O(N * |trees|)` for Bob's side.
pub fn certify(
    n: usize,
    alpha: Vec<BigRational>,
    trees: Vec<(SearchTree, BigRational)>,
    value: BigRational,
) -> Result<GuessingCertificate, Error> {
    check_distribution("Alice's mix", alpha.iter(), n)?;
    check_distribution("Bob's mix", trees.iter().map(|(_, p)| p), trees.len())?;
    if let Some((t, _)) = trees.iter().find(|(t, _)| t.len() != n) {
        return Err(Error::BadRecord(format!(
            "a tree has {} keys, expected {n}",
            t.len()
        )));
    }
    let (lower, best_response) = exact_best_response(&alpha);
    let upper = worst_key(n, &trees);
    Ok(GuessingCertificate {
        value,
        alpha,
        trees,
        lower,
        upper,
        best_response,
    })
}

fn check_distribution<'a>(
    who: &str,
    p: impl Iterator<Item = &'a BigRational>,
    len: usize,
) -> Result<(), Error> {
    let p: Vec<&BigRational> = p.collect();
    if p.len() != len || p.is_empty() {
        return Err(Error::BadRecord(format!(
            "{who} has {} entries, expected {len}",
            p.len()
        )));
    }
    verify::check_distribution(p).map_err(|e| {
        Error::BadRecord(match e {
            NotADistribution::Negative(k) => {
                format!("{who} has a negative probability at position {}", k + 1)
            }
            NotADistribution::Sum(total) => {
                format!(
                    "{who} sums to {}, not 1",
                    verify::quoted(&total.to_string())
                )
            }
        })
    })
}

/// Bob's exact best response to `alpha` and its cost.
pub fn exact_best_response(alpha: &[BigRational]) -> (BigRational, SearchTree) {
    let w = Scaled::new(alpha);
    let best = knuth_big(w.numerators()).expect("alpha was checked non-negative");
    (BigRational::new(best.cost, w.denom().clone()), best.tree)
}

/// The most guesses Bob's mix concedes on any key. The trees' probabilities are summed per
/// key and depth first (additions in place), then
/// weighted by the depth: `N` x trees additions and `N` x depths products, not `N` x trees
/// products.
fn worst_key(n: usize, trees: &[(SearchTree, BigRational)]) -> BigRational {
    let q = Scaled::new(trees.iter().map(|(_, p)| p));
    let depths = trees.iter().map(|(t, _)| t.max_depth()).max().unwrap_or(0) as usize;
    let mut by_depth = vec![vec![BigInt::zero(); depths + 1]; n];
    for ((t, _), q) in trees.iter().zip(q.numerators()) {
        for (sums, &d) in by_depth.iter_mut().zip(t.depths()) {
            sums[d as usize] += q;
        }
    }
    let worst = by_depth
        .iter()
        .map(|sums| {
            (sums.iter().enumerate()).fold(BigInt::zero(), |s, (d, q)| s + q * BigInt::from(d))
        })
        .max()
        .unwrap_or_default();
    BigRational::new(worst, q.denom().clone())
}
