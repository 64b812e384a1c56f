//! How long exhausting the backtracking tree would take: Knuth's estimate of its size
//! ([`estimate`](super::estimate)) over the rate of a short sample run on all cores
//! (`solve --game eternity --estimate PROBES`).

use std::time::{Duration, Instant};

use super::{estimate, fixed_corner, search, TreeEstimate};
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

/// `[Estimate]` The nodes a search of `puzzle` is expected to place before its first
/// solution, if its tree of `tree` nodes holds `boards` solutions (every turn of a board
/// counted, as [`crate::FirstMoment::solutions`]) at random places: `tree / (met + 1)`, where
/// `met` is the boards the search meets (one per class of 4 under the symmetry break of a
/// square board, else all). The field's rule of thumb "nodes per solution" is the same
/// model. It is optimistic: solutions come in clusters that share a subtree, and a random
/// deal meets a median 2-3 times later on balanced boards ([`super::deal_profile`] gives
/// the exact figure of one board).
///
/// ```
/// use eternity::backtrack::nodes_to_first;
/// use eternity::Recipe;
/// let (puzzle, _) = Recipe::hardest(8, 8, 1, eternity::Colours::Uniform).generate()?;
/// // 8 x 8, corner fixed: 68 boards are 17 classes, met once each.
/// assert_eq!(nodes_to_first(&puzzle, 1.8e12, 68.0), 1e11);
/// # Ok::<(), eternity::Error>(())
/// ```
pub fn nodes_to_first(puzzle: &Puzzle, tree: f64, boards: f64) -> f64 {
    let met = match fixed_corner(puzzle) {
        Some(_) => boards / 4.0,
        None => boards,
    };
    tree / (met + 1.0)
}
