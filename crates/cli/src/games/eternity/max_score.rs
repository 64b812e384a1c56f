//! `solve --game eternity --max-score --time-limit S [--checkpoint BOARD]`: the library's
//! max-score search with a progress line showing the best board so far; with
//! `--checkpoint`, the best board is kept in BOARD (a solution file, rewritten atomically
//! at each improvement) and a rerun goes on from it. The picture (`--svg`) is drawn once,
//! of the board it ends with.

use std::path::Path;
use std::time::{Duration, Instant};

use eternity::{Board, Outcome, Puzzle};
use verify::write_atomically;

/// Runs the search for `limit` and returns its outcome (board scored by the verifier).
pub fn run(puzzle: &Puzzle, limit: Duration, checkpoint: Option<&Path>) -> anyhow::Result<Outcome> {
    let start_board = match checkpoint.filter(|p| p.exists()) {
        Some(path) => {
            let text = verify::read_capped(path, crate::limits::BOARD_BYTES, "a board file")
                .map_err(anyhow::Error::msg)?;
            let board =
                Board::parse(&text).map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?;
            Some(board)
        }
        None => None,
    };
    let resumed = start_board.is_some();
    let spinner = indicatif::ProgressBar::new_spinner();
    if let Ok(style) = indicatif::ProgressStyle::with_template("{spinner} {elapsed} {msg}") {
        spinner.set_style(style);
    }
    spinner.enable_steady_tick(Duration::from_millis(200));
    let seams = puzzle.inner_seams();
    let mut saved: Option<anyhow::Error> = None;
    let begin = Instant::now();
    let found = eternity::max_score(puzzle, limit, start_board, 1, |board, score| {
        let from = if resumed { " (resumed)" } else { "" };
        spinner.set_message(format!(
            "max-score{from}: best {} of {seams} seams matched, {} mismatches",
            score.matched_seams,
            score.mismatches()
        ));
        if let (Some(path), None) = (checkpoint, &saved) {
            saved = write_atomically(path, &board.to_string())
                .err()
                .map(anyhow::Error::from);
        }
    });
    spinner.finish_and_clear();
    if let Some(e) = saved {
        return Err(e);
    }
    let (board, score) = found?;
    Ok(Outcome::found(board, score, begin.elapsed().as_secs_f64()))
}
