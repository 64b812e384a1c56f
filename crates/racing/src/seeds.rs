//! BestSeed (Cauwet and Teytaud 2018; seed 003): a randomized policy whose random choices
//! all come from one seed is, for a fixed seed, a deterministic policy. Racing many seeds
//! against a reference opponent and keeping the best few often gives a stronger policy than
//! the randomized one, but part of the measured gain is selection noise (the winners of a
//! noisy contest look better than they are), which only fresh games reveal.

use std::sync::atomic::AtomicBool;

use rayon::prelude::*;
use serde::Serialize;

use crate::race::{race_until, Algorithm, Outcomes, RaceConfig, RaceResult};

/// The most seeds one selection races (each candidate's race is kept in memory).
pub const MAX_SEEDS: usize = 1_000_000;

/// The seeds raced and the ones kept.
#[derive(Clone, Debug, Serialize)]
pub struct SeedSelection {
    /// Every candidate seed with its race against the reference.
    pub candidates: Vec<(u64, RaceResult)>,
    /// The kept seeds, best estimate first.
    pub selected: Vec<u64>,
    /// Mean race estimate over the kept seeds (optimistic: it is what selected them).
    pub selected_estimate: f64,
    /// Mean race estimate over all candidates (the randomized policy's level).
    pub all_estimate: f64,
}

impl SeedSelection {
    /// The gain the races suggest: kept seeds' estimate minus all seeds' estimate.
    pub fn apparent_gain(&self) -> f64 {
        self.selected_estimate - self.all_estimate
    }
}

/// `[Float]` Races every seed's policy against the reference (outcomes from
/// `against_reference(seed)`, 1 = the policy did better) with `algorithm`, in parallel,
/// and keeps the `keep` seeds with the best estimates.
pub fn best_seeds<S, F>(
    seeds: &[u64],
    keep: usize,
    algorithm: Algorithm,
    config: &RaceConfig,
    against_reference: F,
) -> SeedSelection
where
    S: Outcomes,
    F: Fn(u64) -> S + Sync,
{
    let never = AtomicBool::new(false);
    best_seeds_until(seeds, keep, (algorithm, config), against_reference, &never)
        .expect("a selection nothing stops ends")
}

/// [`best_seeds`] that stops when `stop` is set (each race within 65,536 games of it):
/// `None`, a stopped selection claims nothing.
pub fn best_seeds_until<S, F>(
    seeds: &[u64],
    keep: usize,
    (algorithm, config): (Algorithm, &RaceConfig),
    against_reference: F,
    stop: &AtomicBool,
) -> Option<SeedSelection>
where
    S: Outcomes,
    F: Fn(u64) -> S + Sync,
{
    let raced = |&s: &u64| race_until(algorithm, config, &mut against_reference(s), stop);
    let mut candidates: Vec<(u64, RaceResult)> = seeds
        .par_iter()
        .map(|s| raced(s).map(|r| (*s, r)))
        .collect::<Option<_>>()?;
    candidates.sort_by(|a, b| b.1.estimate.total_cmp(&a.1.estimate).then(a.0.cmp(&b.0)));
    let keep = keep.clamp(1, candidates.len().max(1));
    let mean = |rs: &[(u64, RaceResult)]| {
        rs.iter().map(|(_, r)| r.estimate).sum::<f64>() / rs.len().max(1) as f64
    };
    Some(SeedSelection {
        selected: candidates.iter().take(keep).map(|(s, _)| *s).collect(),
        selected_estimate: mean(&candidates[..keep.min(candidates.len())]),
        all_estimate: mean(&candidates),
        candidates,
    })
}
