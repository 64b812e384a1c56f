//! A puzzle: board size and pieces, read from and written to the puzzle file format.
//!
//! ```text
//! # rows cols, then one piece per line: top right bottom left (clockwise)
//! 2 2
//! 0 1 2 0
//! ...
//! # optional: hint pieces, `hint row col piece rotation` (see [`Hint`])
//! hint 0 0 3 1
//! ```

use crate::{hint, text, Error, Hint, Piece, GREY};
use std::fmt;

/// An edge-matching puzzle: `rows x cols` cells and exactly as many pieces.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// Board height.
    pub rows: usize,
    /// Board width.
    pub cols: usize,
    /// The pieces, indexed from 0 in file order.
    pub pieces: Vec<Piece>,
    /// Pieces fixed in advance (none for most puzzles).
    pub hints: Vec<Hint>,
}

impl Puzzle {
    /// Reads a puzzle file; every error is one line naming the problem.
    pub fn parse(input: &str) -> Result<Puzzle, Error> {
        Puzzle::parse_sized(input, None)
    }

    /// [`Puzzle::parse`] of a text with no size line when `given` is the board's size.
    pub(crate) fn parse_sized(input: &str, given: Option<(usize, usize)>) -> Result<Puzzle, Error> {
        let read = text::read(input, 4, "`top right bottom left`", Some("hint"), given)?;
        let (rows, cols) = read.size;
        let mut pieces = Vec::with_capacity(read.lines.len());
        for line in read.lines {
            if let Some(&c) = line.values.iter().find(|&&c| c > u8::MAX as u32) {
                return Err(Error::Invalid(format!(
                    "line {}: colour {c} is above {}",
                    line.number,
                    u8::MAX
                )));
            }
            let v = &line.values;
            pieces.push(Piece([v[0] as u8, v[1] as u8, v[2] as u8, v[3] as u8]));
        }
        let mut hints = Vec::with_capacity(read.tagged.len());
        for line in &read.tagged {
            let v = &line.values;
            if v[3] > 3 {
                let n = line.number;
                let why = format!("line {n}: hint rotation {} is not 0..=3", v[3]);
                return Err(Error::Invalid(why));
            }
            let [row, col, piece] = [v[0], v[1], v[2]].map(|x| x as usize);
            let rotation = v[3] as u8;
            hints.push(Hint {
                row,
                col,
                piece,
                rotation,
            });
        }
        let puzzle = Puzzle {
            rows,
            cols,
            pieces,
            hints,
        };
        hint::validate(&puzzle, |i| format!("line {}", read.tagged[i].number))?;
        Ok(puzzle)
    }

    /// The puzzle with `hints` added to its own, each checked (see [`Hint`]); a bad one is
    /// named by its index in `hints`.
    pub fn with_hints(mut self, hints: &[Hint]) -> Result<Puzzle, Error> {
        let before = self.hints.len();
        self.hints.extend_from_slice(hints);
        hint::validate(&self, |i| match i.checked_sub(before) {
            Some(k) => format!("hint {k}"),
            None => format!("the puzzle's hint {i}"),
        })?;
        Ok(self)
    }

    /// The hint fixed at cell (`row`, `col`), if any.
    pub fn hint_at(&self, row: usize, col: usize) -> Option<&Hint> {
        self.hints.iter().find(|h| (h.row, h.col) == (row, col))
    }

    /// One more than the largest colour used (colours are 0..colours()).
    pub fn colours(&self) -> usize {
        self.pieces
            .iter()
            .flat_map(|p| p.0)
            .max()
            .map_or(1, |c| c as usize + 1)
    }

    /// Number of seams between two cells: `rows (cols - 1) + cols (rows - 1)`.
    pub fn inner_seams(&self) -> usize {
        self.rows * (self.cols - 1) + self.cols * (self.rows - 1)
    }

    /// Which sides of cell `cell` (row-major) lie on the board's outline, clockwise from
    /// the top.
    pub fn outline(&self, cell: usize) -> [bool; 4] {
        let (r, c) = (cell / self.cols, cell % self.cols);
        [r == 0, c + 1 == self.cols, r + 1 == self.rows, c == 0]
    }

    /// The kind of cell `cell`: a corner, an edge cell or an inner cell.
    pub fn cell_kind(&self, cell: usize) -> Kind {
        match self.outline(cell).iter().filter(|&&o| o).count() {
            0 => Kind::Inner,
            1 => Kind::Edge,
            _ => Kind::Corner,
        }
    }

    /// True when the pieces have exactly as many grey edges as the frame, so no solution
    /// shows grey on an inner seam (every generated puzzle).
    pub fn grey_only_on_frame(&self) -> bool {
        let greys: usize = self.pieces.iter().map(|p| p.grey_edges()).sum();
        greys == 2 * (self.rows + self.cols)
    }

    /// Where a piece may go on a board whose frame is grey, from its grey edges: 2 adjacent
    /// grey edges = a corner, 1 = an edge cell, 0 = inside (none when the board is thinner
    /// than 2 cells, where this classification does not apply).
    pub fn kind(&self, piece: usize) -> Option<Kind> {
        if self.rows < 2 || self.cols < 2 {
            return None;
        }
        let p = self.pieces[piece].0;
        let adjacent = (0..4).any(|s| p[s] == GREY && p[(s + 1) % 4] == GREY);
        match p.iter().filter(|&&c| c == GREY).count() {
            0 => Some(Kind::Inner),
            1 => Some(Kind::Edge),
            2 if adjacent => Some(Kind::Corner),
            _ => None,
        }
    }
}

/// The three kinds of cells (and pieces) of a framed board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Two grey edges; one of the four corner cells.
    Corner,
    /// One grey edge; a frame cell that is not a corner.
    Edge,
    /// No grey edge; a cell off the frame.
    Inner,
}

impl fmt::Display for Puzzle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "# rows cols, then one piece per line: top right bottom left"
        )?;
        writeln!(f, "{} {}", self.rows, self.cols)?;
        for (i, p) in self.pieces.iter().enumerate() {
            writeln!(f, "{} {} {} {}  # {i}", p.0[0], p.0[1], p.0[2], p.0[3])?;
        }
        if !self.hints.is_empty() {
            writeln!(f, "# hints: row col piece rotation")?;
        }
        for h in &self.hints {
            writeln!(f, "hint {} {} {} {}", h.row, h.col, h.piece, h.rotation)?;
        }
        Ok(())
    }
}
