//! Hint pieces: pieces fixed in advance at a cell in a given rotation, as the official
//! 16 x 16 board (its centre piece) and the 2007 clue puzzles give them. In the puzzle file
//! a hint is a line `hint row col piece rotation` (0-based row and column, the piece's index
//! in file order, clockwise quarter turns 0..=3).
//!
//! A hint binds every method (the search places it, the MILP and SAT models fix it) and the
//! verifier: a board that moves or turns a hint is refused.

use crate::{Error, Piece, Puzzle, Side, GREY};

/// A piece fixed at cell (`row`, `col`) turned `rotation` times.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Hint {
    /// 0-based row of the cell.
    pub row: usize,
    /// 0-based column of the cell.
    pub col: usize,
    /// Index into [`Puzzle::pieces`].
    pub piece: usize,
    /// 0..=3 clockwise quarter turns.
    pub rotation: u8,
}

impl Hint {
    /// The cell's index on a board `cols` wide (row-major).
    pub fn cell(&self, cols: usize) -> usize {
        self.row * cols + self.col
    }

    /// The colours the hint shows, clockwise from the top.
    pub fn shown(&self, pieces: &[Piece]) -> [u8; 4] {
        pieces[self.piece].rotated(self.rotation)
    }
}

/// Checks `puzzle.hints`, naming a bad one by `label(i)` (its file line, or "hint i"): on
/// the board, a known piece, rotation 0..=3, no piece or cell twice, grey toward the frame,
/// and matching colours where two hints touch.
pub(crate) fn validate(puzzle: &Puzzle, label: impl Fn(usize) -> String) -> Result<(), Error> {
    let (rows, cols) = (puzzle.rows, puzzle.cols);
    let mut at_cell = vec![None; rows * cols];
    let mut of_piece = vec![None; puzzle.pieces.len()];
    for (i, h) in puzzle.hints.iter().enumerate() {
        let bad = |why: String| Err(Error::Invalid(format!("{}: {why}", label(i))));
        if h.row >= rows || h.col >= cols {
            return bad(format!(
                "hint at row {} col {} is off the {rows} x {cols} board",
                h.row, h.col
            ));
        }
        if h.piece >= puzzle.pieces.len() {
            let n = puzzle.pieces.len();
            return bad(format!(
                "hint piece {} is unknown (pieces are 0..{n})",
                h.piece
            ));
        }
        if h.rotation > 3 {
            return bad(format!("hint rotation {} is not 0..=3", h.rotation));
        }
        if let Some(j) = of_piece[h.piece].replace(i) {
            return bad(format!(
                "piece {} is already a hint ({})",
                h.piece,
                label(j)
            ));
        }
        if let Some(j) = at_cell[h.cell(cols)].replace(i) {
            let (r, c) = (h.row, h.col);
            return bad(format!("cell ({r}, {c}) already has a hint ({})", label(j)));
        }
        if let Some(side) = frame_side_not_grey(puzzle, h) {
            let colour = h.shown(&puzzle.pieces)[side as usize];
            return bad(format!(
                "the hint shows colour {colour} on the frame ({side:?} side)"
            ));
        }
    }
    for (i, h) in puzzle.hints.iter().enumerate() {
        for (dr, dc, mine, theirs) in [
            (0, 1, Side::Right, Side::Left),
            (1, 0, Side::Bottom, Side::Top),
        ] {
            let Some(&Some(j)) = at_cell.get((h.row + dr) * cols + h.col + dc) else {
                continue;
            };
            if h.col + dc >= cols {
                continue;
            }
            let (a, b) = (
                h.shown(&puzzle.pieces)[mine as usize],
                puzzle.hints[j].shown(&puzzle.pieces)[theirs as usize],
            );
            if a != b {
                return Err(Error::Invalid(format!(
                    "{}: the hint shows colour {a} on its {mine:?} side, its neighbour hint ({}) shows {b}",
                    label(i),
                    label(j)
                )));
            }
        }
    }
    Ok(())
}

/// A side of the hint's cell on the board's outline where the hint is not grey.
fn frame_side_not_grey(puzzle: &Puzzle, h: &Hint) -> Option<Side> {
    let out = puzzle.outline(h.cell(puzzle.cols));
    let shown = h.shown(&puzzle.pieces);
    Side::ALL
        .into_iter()
        .find(|&s| out[s as usize] && shown[s as usize] != GREY)
}
