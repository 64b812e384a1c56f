//! The verifier: is a board a solution of a puzzle? It counts mismatched inner seams and
//! frame edges that are not grey; a board is a solution when it uses every piece once and
//! that count is 0.

use crate::{Board, Error, Puzzle, Side, GREY};

/// What a board scores on its puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Score {
    /// Inner seams whose two sides differ in colour.
    pub mismatched_seams: usize,
    /// Frame edges (on the board's outline) that are not grey.
    pub bad_frame_edges: usize,
    /// Inner seams whose two sides agree (the Eternity II contest score).
    pub matched_seams: usize,
}

impl Score {
    /// Mismatched seams plus non-grey frame edges: the objective every method minimizes.
    pub fn mismatches(&self) -> usize {
        self.mismatched_seams + self.bad_frame_edges
    }

    /// True when nothing is mismatched.
    pub fn is_solved(&self) -> bool {
        self.mismatches() == 0
    }
}

/// Checks that `board` places every piece of `puzzle` exactly once on a board of its size,
/// with every hint where and as the puzzle fixes it, then scores it. Errors (one line) for a
/// board of another size, an unknown piece index, a piece used twice or a hint moved.
pub fn check(puzzle: &Puzzle, board: &Board) -> Result<Score, Error> {
    if (board.rows, board.cols) != (puzzle.rows, puzzle.cols) {
        return Err(Error::Invalid(format!(
            "a solution for a {} x {} board, the puzzle is {} x {}",
            board.rows, board.cols, puzzle.rows, puzzle.cols
        )));
    }
    let mut seen = vec![None; puzzle.pieces.len()];
    for (cell, p) in board.cells.iter().enumerate() {
        let slot = seen.get_mut(p.piece).ok_or_else(|| {
            Error::Invalid(format!(
                "cell {cell}: piece {} is unknown (the puzzle has {})",
                p.piece,
                puzzle.pieces.len()
            ))
        })?;
        if let Some(first) = slot.replace(cell) {
            return Err(Error::Invalid(format!(
                "piece {} is placed twice (cells {first} and {cell})",
                p.piece
            )));
        }
    }
    hints_in_place(puzzle, board)?;
    Ok(score(puzzle, board))
}

/// Every hint at its cell showing its colours (a symmetric piece may be turned to an equal
/// picture).
fn hints_in_place(puzzle: &Puzzle, board: &Board) -> Result<(), Error> {
    for h in &puzzle.hints {
        let p = board.at(h.row, h.col);
        let same_picture = puzzle.pieces[p.piece].rotated(p.rotation) == h.shown(&puzzle.pieces);
        if p.piece != h.piece || !same_picture {
            return Err(Error::Invalid(format!(
                "cell ({}, {}) must hold hint piece {} turned {}, the board has piece {} turned {}",
                h.row, h.col, h.piece, h.rotation, p.piece, p.rotation
            )));
        }
    }
    Ok(())
}

/// Scores a board already known to use every piece once.
pub fn score(puzzle: &Puzzle, board: &Board) -> Score {
    let (rows, cols, pieces) = (board.rows, board.cols, &puzzle.pieces[..]);
    let colour = |r, c, s| board.colour(pieces, r, c, s);
    let mut s = Score {
        mismatched_seams: 0,
        bad_frame_edges: 0,
        matched_seams: 0,
    };
    let mut seam = |a: u8, b: u8| {
        if a == b {
            s.matched_seams += 1
        } else {
            s.mismatched_seams += 1
        }
    };
    for r in 0..rows {
        for c in 0..cols {
            if c + 1 < cols {
                seam(colour(r, c, Side::Right), colour(r, c + 1, Side::Left));
            }
            if r + 1 < rows {
                seam(colour(r, c, Side::Bottom), colour(r + 1, c, Side::Top));
            }
        }
    }
    let frame = (0..cols)
        .flat_map(|c| [(0, c, Side::Top), (rows - 1, c, Side::Bottom)])
        .chain((0..rows).flat_map(|r| [(r, 0, Side::Left), (r, cols - 1, Side::Right)]));
    s.bad_frame_edges = frame
        .filter(|&(r, c, side)| colour(r, c, side) != GREY)
        .count();
    s
}
