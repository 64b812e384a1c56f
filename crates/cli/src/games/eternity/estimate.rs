//! `solve --game eternity --estimate PROBES`: the backtracking tree's size and the time to
//! exhaust it ([`eternity::backtrack::forecast`]), beside the first-moment estimates of the
//! solutions and of a row scan's tree ([`eternity::first_moment`]), as text or JSON.

use eternity::backtrack::{forecast, nodes_to_first, Forecast, SAMPLE_SECONDS};
use eternity::{first_moment, FirstMoment, Puzzle};
use serde_json::json;

use crate::emit;
use crate::limits::duration;

/// Prints the estimate as text or JSON.
pub fn run(puzzle: &Puzzle, probes: u64, json: bool) -> anyhow::Result<()> {
    let f = forecast(puzzle, probes)?;
    let nodes = f.tree.nodes();
    let (peak_depth, peak_nodes) = f.tree.peak();
    // Boards that are not corner, edge and inner pieces have no first-moment estimate.
    let moment = first_moment(puzzle).ok();
    if json {
        let value = json!({
            "probes": probes, "estimated_nodes": nodes, "peak_depth": peak_depth,
            "peak_nodes": peak_nodes, "standard_error": f.tree.std_error,
            "full_boards": f.tree.full_boards,
            "nodes_per_second": f.rate, "hours_to_exhaust": f.hours,
            "sample_solved": f.sample_solved,
            "first_moment_solutions": moment.map(|m| m.solutions()),
            "first_moment_row_scan_nodes": moment.map(|m| m.row_scan_nodes()),
            "expected_nodes_to_first": moment.map(|m| nodes_to_first(puzzle, nodes, m.solutions())),
        });
        return emit(&(serde_json::to_string_pretty(&value)? + "\n"));
    }
    emit(&format!(
        "board: {} x {}, {} pieces, {} colours\nprobes: {probes} (random walks; {} reached a full board)\n\
         estimated nodes: {nodes:.3e}, standard error {:.0} % (most at depth {peak_depth}: {peak_nodes:.3e})\n\
         search rate: {:.1} M nodes/s on {} cores (a {SAMPLE_SECONDS} s sample{})\n\
         estimated time to exhaust the tree: {}\n{}",
        puzzle.rows,
        puzzle.cols,
        puzzle.pieces.len(),
        puzzle.colours(),
        f.tree.full_boards,
        100.0 * f.tree.std_error / nodes.max(1.0),
        f.rate / 1e6,
        rayon::current_num_threads(),
        if f.sample_solved { " that solved it" } else { "" },
        duration(f.hours * 3600.0),
        moment_lines(puzzle, &f, moment.as_ref()),
    ))
}

/// The first-moment lines: expected solutions, the row scan's tree and the nodes to the
/// first solution, or why there are none.
fn moment_lines(puzzle: &Puzzle, f: &Forecast, moment: Option<&FirstMoment>) -> String {
    match moment {
        Some(m) => {
            let first = nodes_to_first(puzzle, f.tree.nodes(), m.solutions());
            format!(
                "first-moment estimate (Owen's model, from the colour counts): {:.3e} solutions \
                 (each rotation of a board counted apart), {:.3e} nodes for a row scan of the \
                 whole tree (no symmetry break)\n\
                 expected first solution: after about {first:.3e} nodes, {} at this rate (the \
                 estimated tree over the solutions it holds + 1, if they lay at random in it; \
                 they come in clusters, which put the first a median 2-3 times later on the \
                 balanced boards measured in docs/design/eternity.md)\n",
                m.solutions(),
                m.row_scan_nodes(),
                duration(first / f.rate),
            )
        }
        None => "first-moment estimate: none (the pieces are not corner, edge and inner pieces \
                 one per cell)\n"
            .into(),
    }
}
