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
    let mut at_cell = vec![None; puzzle.rows * puzzle.cols];
    let mut of_piece = vec![None; puzzle.pieces.len()];
    for (i, h) in puzzle.hints.iter().enumerate() {
        let why = malformed(puzzle, h).or_else(|| {
            let twice = |j: usize, what: String| format!("{what} ({})", label(j));
            if let Some(j) = of_piece[h.piece].replace(i) {
                return Some(twice(j, format!("piece {} is already a hint", h.piece)));
            }
            if let Some(j) = at_cell[h.cell(puzzle.cols)].replace(i) {
                let (r, c) = (h.row, h.col);
                return Some(twice(j, format!("cell ({r}, {c}) already has a hint")));
            }
            let side = frame_side_not_grey(puzzle, h)?;
            let colour = h.shown(&puzzle.pieces)[side as usize];
            Some(format!(
                "the hint shows colour {colour} on the frame ({side:?} side)"
            ))
        });
        if let Some(why) = why {
            return Err(Error::Invalid(format!("{}: {why}", label(i))));
        }
    }
    neighbours_match(puzzle, &at_cell, label)
}

/// What is wrong with hint `h` as written: off the board, an unknown piece or a rotation
/// past 3.
fn malformed(puzzle: &Puzzle, h: &Hint) -> Option<String> {
    let (rows, cols, n) = (puzzle.rows, puzzle.cols, puzzle.pieces.len());
    if h.row >= rows || h.col >= cols {
        let (r, c) = (h.row, h.col);
        return Some(format!(
            "hint at row {r} col {c} is off the {rows} x {cols} board"
        ));
    }
    if h.piece >= n {
        return Some(format!(
            "hint piece {} is unknown (pieces are 0..{n})",
            h.piece
        ));
    }
    (h.rotation > 3).then(|| format!("hint rotation {} is not 0..=3", h.rotation))
}

/// Checks that two hints side by side (`at_cell` holds each cell's hint) show one colour
/// where they touch.
fn neighbours_match(
    puzzle: &Puzzle,
    at_cell: &[Option<usize>],
    label: impl Fn(usize) -> String,
) -> Result<(), Error> {
    let cols = puzzle.cols;
    for (i, h) in puzzle.hints.iter().enumerate() {
        for (dr, dc, mine, theirs) in [
            (0, 1, Side::Right, Side::Left),
            (1, 0, Side::Bottom, Side::Top),
        ] {
            if h.col + dc >= cols {
                continue;
            }
            let Some(&Some(j)) = at_cell.get((h.row + dr) * cols + h.col + dc) else {
                continue;
            };
            let a = h.shown(&puzzle.pieces)[mine as usize];
            let b = puzzle.hints[j].shown(&puzzle.pieces)[theirs as usize];
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
