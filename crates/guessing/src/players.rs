//! Players of the guessing game for races (`dresher race --game guessing`, seed 003 on seed
//! 000): searchers are finite mixes of search trees ([`Mix`]: Bob's certified optimal mix,
//! bisection, linear search, a random split), hiders are distributions over the keys
//! ([`Hider`]). In one game a key is drawn from the hider, each searcher draws a tree and
//! looks for the key; the outcome is 1 when player 1 needs fewer guesses, 1/2 for as many,
//! 0 for more. Both players are finite mixes, so the exact mean outcome is known
//! ([`exact_mean`]) and a race's verdict can be checked against it.
//!
//! Randomness comes from the caller as uniform draws in `[0, 1)`, so any generator works
//! and games replay from its seed.
//!
//! # Example
//! ```
//! use guessing::players::{exact_mean, Hider, Mix};
//! let (bisection, linear) = (Mix::bisection(7), Mix::linear(7));
//! // By hand: bisection finds keys 1..=7 in 3 2 3 1 3 2 3 guesses, linear search in k: it
//! // loses key 1, ties keys 2 and 3 and wins keys 4..=7, so (0 + 1/2 + 1/2 + 4) / 7.
//! let mean = exact_mean(&Hider::uniform(7), &bisection, &linear);
//! assert_eq!(mean.to_string(), "5/7");
//! ```

use std::cmp::Ordering;

use bst_oracles::SearchTree;
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, ToPrimitive, Zero};

use crate::{Error, GuessingCertificate};

/// A searcher: search trees (depth vectors) with exact probabilities.
#[derive(Clone, Debug)]
pub struct Mix {
    /// Each tree's depth per key: guesses to find key `k` (0-based).
    pub depths: Vec<Vec<u32>>,
    /// Each tree's probability.
    pub probs: Vec<BigRational>,
    cumulative: Vec<f64>,
}

impl Mix {
    /// A mix of the given trees and probabilities.
    pub fn new(items: Vec<(Vec<u32>, BigRational)>) -> Mix {
        let (depths, probs): (Vec<_>, Vec<_>) = items.into_iter().unzip();
        let cumulative = cumulative(&probs);
        Mix {
            depths,
            probs,
            cumulative,
        }
    }

    /// One tree for sure.
    pub fn pure(depths: Vec<u32>) -> Mix {
        Mix::new(vec![(depths, BigRational::one())])
    }

    /// Always guess the middle (the lower middle of an even range).
    pub fn bisection(n: usize) -> Mix {
        Mix::pure(tree(n, |a, b| a + (b - a - 1) / 2))
    }

    /// Guess 1, 2, 3, ... in order.
    pub fn linear(n: usize) -> Mix {
        Mix::pure(tree(n, |a, _| a))
    }

    /// Every root drawn uniformly from its range by `below(k)` (a number in `0..k`).
    pub fn random_split(n: usize, mut below: impl FnMut(u64) -> u64) -> Mix {
        Mix::pure(tree(n, |a, b| a + below((b - a) as u64) as usize))
    }

    /// Bob's certified optimal mix.
    pub fn optimal(certificate: &GuessingCertificate) -> Mix {
        let trees = certificate.trees.iter();
        Mix::new(
            trees
                .map(|(t, p)| (t.depths().to_vec(), p.clone()))
                .collect(),
        )
    }

    /// The tree drawn by `u`, uniform in `[0, 1)`.
    pub fn sample(&self, u: f64) -> &[u32] {
        &self.depths[pick(&self.cumulative, u)]
    }
}

/// A hider: a distribution over the keys `0..n`, exact and cumulative.
#[derive(Clone, Debug)]
pub struct Hider {
    /// Each key's probability.
    pub probs: Vec<BigRational>,
    cumulative: Vec<f64>,
}

impl Hider {
    /// A hider with the given distribution.
    pub fn new(probs: Vec<BigRational>) -> Hider {
        let cumulative = cumulative(&probs);
        Hider { probs, cumulative }
    }

    /// Every key equally likely.
    pub fn uniform(n: usize) -> Hider {
        Hider::new(vec![BigRational::new(BigInt::one(), BigInt::from(n)); n])
    }

    /// Always key `k` (1-based).
    pub fn fixed(n: usize, k: usize) -> Hider {
        let one = |i| match i == k {
            true => BigRational::one(),
            false => BigRational::zero(),
        };
        Hider::new((1..=n).map(one).collect())
    }

    /// Alice's certified optimal mix.
    pub fn optimal(certificate: &GuessingCertificate) -> Hider {
        Hider::new(certificate.alpha.clone())
    }

    /// `uniform`, `optimal` (needs the certificate) or a key in `1..=n`.
    pub fn parse(
        spec: &str,
        n: usize,
        certificate: Option<&GuessingCertificate>,
    ) -> Result<Hider, Error> {
        match (spec, certificate) {
            ("uniform", _) => Ok(Hider::uniform(n)),
            ("optimal", Some(c)) => Ok(Hider::optimal(c)),
            (key, _) => match key.parse().ok().filter(|k| (1..=n).contains(k)) {
                Some(k) => Ok(Hider::fixed(n, k)),
                None => Err(Error::InvalidN(format!(
                    "--hider {key}: expected uniform, optimal or a key in 1..={n}"
                ))),
            },
        }
    }

    /// The key (0-based) drawn by `u`, uniform in `[0, 1)`.
    pub fn sample(&self, u: f64) -> usize {
        pick(&self.cumulative, u)
    }
}

/// One game with three uniform draws: a key from the hider, a tree from each searcher; the
/// outcome for player `a`.
pub fn play(hider: &Hider, a: &Mix, b: &Mix, mut uniform: impl FnMut() -> f64) -> f64 {
    let key = hider.sample(uniform());
    let (da, db) = (a.sample(uniform())[key], b.sample(uniform())[key]);
    match da.cmp(&db) {
        Ordering::Less => 1.0,
        Ordering::Equal => 0.5,
        Ordering::Greater => 0.0,
    }
}

/// `sum_k h_k sum_{A, B} p_A p_B score(d_A(k), d_B(k))`, exactly: the mean outcome for `a`.
pub fn exact_mean(hider: &Hider, a: &Mix, b: &Mix) -> BigRational {
    let half = BigRational::new(BigInt::one(), BigInt::from(2));
    let mut total = BigRational::zero();
    for (k, h) in hider.probs.iter().enumerate().filter(|(_, h)| !h.is_zero()) {
        for (da, pa) in a.depths.iter().zip(&a.probs) {
            for (db, pb) in b.depths.iter().zip(&b.probs) {
                let s = match da[k].cmp(&db[k]) {
                    Ordering::Less => BigRational::one(),
                    Ordering::Equal => half.clone(),
                    Ordering::Greater => continue,
                };
                total += h * pa * pb * s;
            }
        }
    }
    total
}

fn cumulative(probs: &[BigRational]) -> Vec<f64> {
    let mut acc = 0.0;
    probs
        .iter()
        .map(|p| {
            acc += p.to_f64().unwrap_or(0.0);
            acc
        })
        .collect()
}

fn pick(cumulative: &[f64], u: f64) -> usize {
    let u = u * cumulative.last().copied().unwrap_or(1.0);
    cumulative
        .partition_point(|&c| c <= u)
        .min(cumulative.len() - 1)
}

fn tree(n: usize, root: impl FnMut(usize, usize) -> usize) -> Vec<u32> {
    SearchTree::from_roots(n, root).depths().to_vec()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The mean of many played games approaches the exact mean (a fixed sequence of draws).
    #[test]
    fn played_games_average_to_the_exact_mean() {
        let (hider, a, b) = (Hider::uniform(20), Mix::bisection(20), Mix::linear(20));
        let exact = exact_mean(&hider, &a, &b).to_f64().unwrap();
        let mut x: u64 = 12345;
        let mut uniform = || {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (x >> 11) as f64 / (1u64 << 53) as f64
        };
        let games = 200_000;
        let mean = (0..games)
            .map(|_| play(&hider, &a, &b, &mut uniform))
            .sum::<f64>()
            / games as f64;
        assert!((mean - exact).abs() < 0.01, "{mean} vs {exact}");
    }

    #[test]
    fn hiders_parse_or_name_the_problem() {
        assert_eq!(Hider::parse("3", 5, None).unwrap().sample(0.5), 2);
        assert!(Hider::parse("6", 5, None).is_err());
        assert!(
            Hider::parse("optimal", 5, None).is_err(),
            "needs the certificate"
        );
        let mean = exact_mean(&Hider::fixed(3, 1), &Mix::linear(3), &Mix::bisection(3));
        assert_eq!(mean, BigRational::one(), "linear finds key 1 at once");
    }
}
