//! How long exhausting the backtracking tree would take: Knuth's estimate of its size
//! ([`estimate`](super::estimate)) over the rate of a short sample run on all cores
//! (`solve --game eternity --estimate PROBES`).

use std::time::{Duration, Instant};

use super::{estimate, search, TreeEstimate};
use crate::{Error, Puzzle};

/// Most probes taken: ten million walks take about ten seconds on a 16 x 16 board.
pub const MAX_PROBES: u64 = 10_000_000;

/// Seconds of the search sampled to measure its rate.
pub const SAMPLE_SECONDS: u64 = 2;

/// The tree's estimated size and the time to exhaust it.
#[derive(Clone, Debug)]
pub struct Forecast {
    /// Knuth's estimate of the tree (seed 1).
    pub tree: TreeEstimate,
    /// Nodes per second of the sample run, on all of rayon's threads.
    pub rate: f64,
    /// Hours to exhaust the estimated tree at that rate.
    pub hours: f64,
    /// Whether the sample run solved the puzzle.
    pub sample_solved: bool,
}

/// Estimates the tree with `probes` walks, then samples the search for
/// [`SAMPLE_SECONDS`] to measure its rate.
pub fn forecast(puzzle: &Puzzle, probes: u64) -> Result<Forecast, Error> {
    if !(1..=MAX_PROBES).contains(&probes) {
        let why = format!("--estimate takes 1 to {MAX_PROBES} probes, not {probes}");
        return Err(Error::Invalid(why));
    }
    let tree = estimate(puzzle, probes, 1);
    let started = Instant::now();
    let sample = search(puzzle, Some(started + Duration::from_secs(SAMPLE_SECONDS)));
    let rate = sample.nodes as f64 / started.elapsed().as_secs_f64().max(1e-9);
    let hours = tree.nodes() / rate / 3600.0;
    Ok(Forecast {
        tree,
        rate,
        hours,
        sample_solved: sample.solution.is_some(),
    })
}
