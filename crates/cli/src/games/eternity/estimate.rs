//! `solve --game eternity --estimate PROBES`: how big the backtracking tree is (Knuth's
//! estimator, [`eternity::backtrack::estimate`]) and how long the search would take to
//! exhaust it at the rate measured in a short sample run on all cores.

use std::time::{Duration, Instant};

use eternity::{backtrack, Puzzle};
use serde_json::json;

use crate::emit;

/// Most probes taken: ten million walks take about ten seconds on a 16 x 16 board.
const MAX_PROBES: u64 = 10_000_000;

/// Seconds of the search sampled to measure its rate.
const SAMPLE_SECONDS: u64 = 2;

/// Prints the estimate as text or JSON.
pub fn run(puzzle: &Puzzle, probes: u64, json: bool) -> anyhow::Result<()> {
    anyhow::ensure!(
        (1..=MAX_PROBES).contains(&probes),
        "--estimate takes 1 to {MAX_PROBES} probes, not {probes}"
    );
    let estimate = backtrack::estimate(puzzle, probes, 1);
    let started = Instant::now();
    let sample = backtrack::search(puzzle, Some(started + Duration::from_secs(SAMPLE_SECONDS)));
    let rate = sample.nodes as f64 / started.elapsed().as_secs_f64().max(1e-9);
    let nodes = estimate.nodes();
    let (peak_depth, peak_nodes) = estimate.peak();
    let hours = nodes / rate / 3600.0;
    if json {
        let value = json!({
            "probes": probes, "estimated_nodes": nodes, "peak_depth": peak_depth,
            "peak_nodes": peak_nodes, "full_boards": estimate.full_boards,
            "nodes_per_second": rate, "hours_to_exhaust": hours,
            "sample_solved": sample.solution.is_some(),
        });
        return emit(&(serde_json::to_string_pretty(&value)? + "\n"));
    }
    emit(&format!(
        "board: {} x {}, {} pieces, {} colours\nprobes: {probes} (random walks; {} reached a full board)\n\
         estimated nodes: {nodes:.3e} (most at depth {peak_depth}: {peak_nodes:.3e})\n\
         search rate: {:.1} M nodes/s on {} cores (a {SAMPLE_SECONDS} s sample{})\n\
         estimated time to exhaust the tree: {}\n",
        puzzle.rows,
        puzzle.cols,
        puzzle.pieces.len(),
        puzzle.colours(),
        estimate.full_boards,
        rate / 1e6,
        rayon::current_num_threads(),
        if sample.solution.is_some() { " that solved it" } else { "" },
        duration(hours),
    ))
}

fn duration(hours: f64) -> String {
    match hours {
        h if h < 1.0 / 60.0 => format!("{:.1} s", h * 3600.0),
        h if h < 1.0 => format!("{:.1} minutes", h * 60.0),
        h if h < 48.0 => format!("{h:.1} hours"),
        h if h < 24.0 * 365.0 => format!("{:.1} days", h / 24.0),
        h => format!("{:.1e} years", h / 24.0 / 365.25),
    }
}
