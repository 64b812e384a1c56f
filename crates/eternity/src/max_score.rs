//! Max-score mode of the search: a tenth of the time backtracking (its deepest partial
//! board completed greedily), the rest improving that board by large-neighbourhood search
//! ([`lns`](crate::lns)), one independent chain per core (its own seed), the best of them
//! kept. A run can start from an earlier run's best board, so a search of
//! hours goes on across runs when the caller keeps the best board in a file.

use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::lns::{improve, LnsOptions, LnsRun};
use crate::{backtrack, check, fill, Board, Error, Puzzle, Score};

/// Cells freed per neighbourhood.
const CELLS: usize = 9;
/// Cells re-assigned at once by the Hungarian method.
const ASSIGNED: usize = 64;
/// Branch-and-bound nodes per neighbourhood.
const NODE_LIMIT: u64 = 200_000;

/// The best board found within `limit` and its verified score. `start`: a board to go on
/// from (an earlier run's best, checked first); `on_best` sees each new best board (of
/// any chain; one call at a time).
pub fn max_score(
    puzzle: &Puzzle,
    limit: Duration,
    start: Option<Board>,
    seed: u64,
    mut on_best: impl FnMut(&Board, Score) + Send,
) -> Result<(Board, Score), Error> {
    let begin = Instant::now();
    let at = |fraction: f64| {
        begin.checked_add(Duration::try_from_secs_f64(limit.as_secs_f64() * fraction).ok()?)
    };
    let deadline = at(1.0).unwrap_or_else(|| begin + Duration::from_secs(86_400 * 365));
    let board = match start {
        Some(board) => {
            check(puzzle, &board)?;
            board
        }
        None => {
            let s = backtrack::search(puzzle, at(0.1));
            s.solution
                .unwrap_or_else(|| fill::complete(puzzle, &s.deepest))
        }
    };
    let first = check(puzzle, &board)?;
    on_best(&board, first);
    if first.is_solved() {
        return Ok((board, first));
    }
    let options = LnsOptions {
        deadline,
        seed,
        cells: CELLS,
        assigned: ASSIGNED,
        node_limit: NODE_LIMIT,
    };
    let run = chains(puzzle, board, options, (first.mismatches(), on_best));
    let score = check(puzzle, &run.board)?;
    Ok((run.board, score))
}

/// One large-neighbourhood search per core from `board`, seeds `options.seed + i`; the best
/// run. `best` is the best mismatch count so far and the callback that hears of a better one.
fn chains<F: FnMut(&Board, Score) + Send>(
    puzzle: &Puzzle,
    board: Board,
    options: LnsOptions,
    best: (usize, F),
) -> LnsRun {
    let best = Mutex::new(best);
    let report = |b: &Board, s: Score| {
        let mut best = best.lock().unwrap_or_else(|e| e.into_inner());
        if s.mismatches() < best.0 {
            best.0 = s.mismatches();
            (best.1)(b, s);
        }
    };
    let runs: Vec<LnsRun> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..rayon::current_num_threads().max(1) as u64)
            .map(|i| {
                let (board, report) = (board.clone(), &report);
                let options = LnsOptions {
                    seed: options.seed.wrapping_add(i),
                    ..options
                };
                scope.spawn(move || improve(puzzle, board, options, report))
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("a search chain does not panic"))
            .collect()
    });
    runs.into_iter()
        .min_by_key(|r| r.score.mismatches())
        .expect("at least one chain")
}
