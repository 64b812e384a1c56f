//! The stored form of a solution: one JSON object per `N`, fractions as `"p/q"`.

use bst_oracles::SearchTree;
use num_rational::BigRational;
use serde::{Deserialize, Serialize};
use verify::{format_rational, parse_rational, to_f64};

use crate::certify::{certify, GuessingCertificate};
use crate::{Error, Solved};

/// One of Bob's trees with its probability.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TreeRecord {
    /// Probability, `"p/q"`.
    pub prob: String,
    /// Number of guesses for keys `1..=N` (the tree's depth vector).
    pub guesses: Vec<u32>,
}

/// A certified solution for one `N`, as stored in `results/guessing/<N>.json`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Record {
    /// Number of keys.
    pub n: usize,
    /// The exact value, `"p/q"` in lowest terms.
    pub value: String,
    /// The value as a double, for reading.
    pub value_f64: f64,
    /// Alice's optimal mix over keys `1..=N`.
    pub alpha: Vec<String>,
    /// Bob's optimal mix.
    pub trees: Vec<TreeRecord>,
    /// The most guesses any tree of Bob's mix needs.
    pub max_guesses: u32,
    /// Master solves (when resumed from a checkpoint, with those of the runs before, up to
    /// their last checkpoint).
    pub iterations: usize,
    /// Wall-clock seconds, search plus certification (when resumed, with the runs before,
    /// up to their last checkpoint).
    pub seconds: f64,
    /// Seconds spent in the exact certification.
    #[serde(default)]
    pub certify_seconds: f64,
    /// Failed exact checks that were repaired.
    #[serde(default)]
    pub repairs: usize,
    /// `plain` or `warm`; `warm+known` when it started from Alice's known mix, `warm+resumed`
    /// from a checkpoint of an interrupted run.
    #[serde(default)]
    pub method: String,
    /// Seconds before the first master solve (warm start's trees, pool, first columns); not
    /// part of `seconds`. This and the other parts below count the last run only when the N
    /// was resumed from a checkpoint (`iterations` and `seconds` count every run).
    #[serde(default)]
    pub start_seconds: f64,
    /// Seconds in master solves (part of `seconds`).
    #[serde(default)]
    pub master_seconds: f64,
    /// Seconds in pricing (part of `seconds`).
    #[serde(default)]
    pub pricing_seconds: f64,
    /// Simplex pivots over all master solves.
    #[serde(default)]
    pub pivots: usize,
    /// The master engine that finished the search: `dense`, or `highs` (chosen, or the
    /// dense master's fallback).
    #[serde(default)]
    pub master: String,
    /// Always true for a stored record (re-checked by [`Record::check`]).
    pub certified: bool,
}

impl Record {
    /// The record of a certified solution.
    pub fn from_solved(solved: &Solved, method: &str) -> Record {
        let c = &solved.certificate;
        let fr = |v: &BigRational| format_rational(v);
        Record {
            n: c.alpha.len(),
            value: fr(&c.value),
            value_f64: to_f64(&c.value),
            alpha: c.alpha.iter().map(fr).collect(),
            trees: c
                .trees
                .iter()
                .map(|(t, p)| TreeRecord {
                    prob: fr(p),
                    guesses: t.depths().to_vec(),
                })
                .collect(),
            max_guesses: c.max_guesses(),
            iterations: solved.iterations,
            seconds: solved.seconds.0 + solved.seconds.1,
            certify_seconds: solved.seconds.1,
            repairs: solved.repairs,
            method: method.to_string(),
            start_seconds: solved.start_seconds,
            master_seconds: solved.effort.master_seconds,
            pricing_seconds: solved.effort.pricing_seconds,
            pivots: solved.effort.pivots,
            master: solved.master.name().to_string(),
            certified: c.certified(),
        }
    }

    /// `[Exact]` Re-verifies the record from its own content: parses every fraction, checks
    /// every tree is a binary search tree, recomputes both exact bounds and compares them
    /// with the stored value.
    pub fn check(&self) -> Result<GuessingCertificate, Error> {
        let q = |s: &str| {
            parse_rational(s).map_err(|e| Error::BadRecord(format!("N = {}: {e}", self.n)))
        };
        let value = q(&self.value)?;
        let alpha = self
            .alpha
            .iter()
            .map(|s| q(s))
            .collect::<Result<Vec<_>, _>>()?;
        let mut trees = Vec::with_capacity(self.trees.len());
        for t in &self.trees {
            let tree = SearchTree::from_depths(t.guesses.clone())
                .map_err(|e| Error::BadRecord(format!("N = {}: {e}", self.n)))?;
            trees.push((tree, q(&t.prob)?));
        }
        let cert = certify(self.n, alpha, trees, value)?;
        if !cert.certified() {
            return Err(Error::BadRecord(format!(
                "N = {}: lower bound {} and upper bound {} do not both equal the value {}",
                self.n, cert.lower, cert.upper, cert.value
            )));
        }
        if cert.max_guesses() != self.max_guesses {
            return Err(Error::BadRecord(format!(
                "N = {}: max_guesses is {}, trees need {}",
                self.n,
                self.max_guesses,
                cert.max_guesses()
            )));
        }
        Ok(cert)
    }
}
