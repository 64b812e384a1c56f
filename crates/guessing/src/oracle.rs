//! Pricing for the guessing game: Bob's best tree against Alice's current mix, by Knuth's
//! `O(N^2)` algorithm (seed 000 §2.2), optionally also against the blend
//! `c gamma + (1 - c) alpha` of §2.4 with a guess `gamma` of Alice's final mix.

use bst_oracles::{knuth, SearchTree};
use lp_core::{Pricing, PricingOracle};

use crate::symmetry::Pairs;

/// The schedule of the blend weight `c`: start value and factor applied after each pricing.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Blend {
    /// `c` at the first pricing (near 1: trust the guess).
    pub start: f64,
    /// `c` is multiplied by this after every pricing, so `c -> 0`.
    pub decay: f64,
}

/// Knuth pricing on the symmetric reduction.
pub struct KnuthPricing {
    pairs: Pairs,
    guess: Option<(Vec<f64>, Blend)>,
    calls: u32,
}

impl KnuthPricing {
    /// Plain pricing: the best tree against Alice's current mix only.
    pub fn plain(n: usize) -> KnuthPricing {
        KnuthPricing {
            pairs: Pairs::new(n),
            guess: None,
            calls: 0,
        }
    }

    /// Pricing that also offers the best tree against `c gamma + (1 - c) alpha`;
    /// `gamma` is a guess of Alice's weight on each pair.
    pub fn blended(n: usize, gamma: Vec<f64>, blend: Blend) -> KnuthPricing {
        assert_eq!(gamma.len(), Pairs::new(n).len(), "one guess per pair");
        KnuthPricing {
            pairs: Pairs::new(n),
            guess: Some((gamma, blend)),
            calls: 0,
        }
    }

    fn best(&self, pair_mix: &[f64]) -> (f64, SearchTree) {
        let alpha: Vec<f64> = self
            .pairs
            .spread(pair_mix)
            .into_iter()
            .map(|a| a.max(0.0))
            .collect();
        let best = knuth(&alpha).expect("weights were clamped to >= 0");
        (best.cost, best.tree)
    }
}

impl PricingOracle for KnuthPricing {
    type Column = SearchTree;

    fn rows(&self) -> usize {
        self.pairs.len()
    }

    fn payoffs(&self, tree: &SearchTree) -> Vec<f64> {
        (0..self.pairs.len())
            .map(|p| self.pairs.payoff(tree, p))
            .collect()
    }

    fn price(&mut self, pair_mix: &[f64]) -> Pricing<SearchTree> {
        let (best_response, tree) = self.best(pair_mix);
        let mut columns = vec![tree];
        if let Some((gamma, blend)) = &self.guess {
            let c = blend.start * blend.decay.powi(self.calls as i32);
            if c > 1e-4 {
                let mix: Vec<f64> = gamma
                    .iter()
                    .zip(pair_mix)
                    .map(|(g, a)| c * g + (1.0 - c) * a)
                    .collect();
                let (_, blended) = self.best(&mix);
                if blended != columns[0] {
                    columns.insert(0, blended);
                }
            }
        }
        self.calls += 1;
        Pricing {
            best_response,
            columns,
        }
    }
}
