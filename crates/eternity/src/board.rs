//! A board: which piece sits in each cell and how it is turned, read from and written to the
//! solution file format (`rows cols`, then `piece rotation` per cell in row-major order).

use crate::{text, Error, Piece, Side};
use std::fmt;

/// A piece in a cell: its 0-based index in the puzzle file and its clockwise quarter turns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Placement {
    /// Index into [`crate::Puzzle::pieces`].
    pub piece: usize,
    /// 0..=3 clockwise quarter turns (1 puts the listed left colour on top).
    pub rotation: u8,
}

/// A piece in a cell turned some way: one variable of the MILP and SAT models.
#[cfg(any(feature = "milp", feature = "sat"))]
#[derive(Clone, Copy, Debug)]
pub(crate) struct Slot {
    pub cell: usize,
    pub piece: usize,
    pub rotation: u8,
}

#[cfg(any(feature = "milp", feature = "sat"))]
impl Slot {
    /// The cell and what it holds.
    pub fn placed(&self) -> (usize, Placement) {
        let (piece, rotation) = (self.piece, self.rotation);
        (self.cell, Placement { piece, rotation })
    }
}

/// Every cell of a board, row-major.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    /// Board height.
    pub rows: usize,
    /// Board width.
    pub cols: usize,
    /// `rows * cols` placements, row-major.
    pub cells: Vec<Placement>,
}

impl Board {
    /// Reads a solution file; every error is one line naming the problem.
    pub fn parse(input: &str) -> Result<Board, Error> {
        let read = text::read(input, 2, "`piece rotation`", None, None)?;
        let (rows, cols) = read.size;
        let mut cells = Vec::with_capacity(read.lines.len());
        for line in read.lines {
            let (piece, rotation) = (line.values[0] as usize, line.values[1]);
            if rotation > 3 {
                return Err(Error::Invalid(format!(
                    "line {}: rotation {rotation} is not 0..=3",
                    line.number
                )));
            }
            cells.push(Placement {
                piece,
                rotation: rotation as u8,
            });
        }
        Ok(Board { rows, cols, cells })
    }

    /// A `rows x cols` board with each `(cell, placement)` given; a cell not given holds
    /// piece `usize::MAX`, which the verifier refuses (how a solver's incomplete answer
    /// shows).
    #[cfg(any(feature = "milp", feature = "sat"))]
    pub(crate) fn from_cells(
        rows: usize,
        cols: usize,
        given: impl IntoIterator<Item = (usize, Placement)>,
    ) -> Board {
        let unset = Placement {
            piece: usize::MAX,
            rotation: 0,
        };
        let mut cells = vec![unset; rows * cols];
        given.into_iter().for_each(|(cell, p)| cells[cell] = p);
        Board { rows, cols, cells }
    }

    /// The placement at row `r`, column `c`.
    pub fn at(&self, r: usize, c: usize) -> Placement {
        self.cells[r * self.cols + c]
    }

    /// The colour shown on `side` of cell (`r`, `c`).
    pub fn colour(&self, pieces: &[Piece], r: usize, c: usize, side: Side) -> u8 {
        let p = self.at(r, c);
        pieces[p.piece].colour(p.rotation, side)
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(
            f,
            "# rows cols, then one cell per line (row-major): piece rotation"
        )?;
        writeln!(f, "{} {}", self.rows, self.cols)?;
        for p in &self.cells {
            writeln!(f, "{} {}", p.piece, p.rotation)?;
        }
        Ok(())
    }
}
