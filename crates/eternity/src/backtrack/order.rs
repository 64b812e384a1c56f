//! The order in which the search fills the cells. Every order here places a cell's left
//! and top neighbours before it, so one candidate table keyed by (left, top) serves them
//! all: row-scan, and column-scan, which on a board wider than tall walks the short side
//! (a 6 x 12 board in columns of 6).

use super::table::FRAME_CLASSES;
use crate::Puzzle;

/// How the search walks the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Order {
    /// Row by row, left to right.
    Rows,
    /// Column by column, top to bottom.
    Columns,
    /// Along the short side: rows when the board is at least as tall as wide, else columns.
    ShortSide,
}

/// Where cell `d`'s required colours come from: the depth of the cell to its left and of
/// the one above (on the frame: the extra all-grey slot after the last cell), and its class
/// (frame bits, or `4 + j` for the cell of hint `j`).
#[derive(Clone, Copy)]
pub(super) struct Geometry {
    pub left: usize,
    pub top: usize,
    pub class: usize,
}

impl Order {
    /// The cells (row-major indices) in the order they are filled.
    pub fn cells(self, rows: usize, cols: usize) -> Vec<usize> {
        let by_columns = match self {
            Order::Rows => false,
            Order::Columns => true,
            Order::ShortSide => cols > rows,
        };
        match by_columns {
            false => (0..rows * cols).collect(),
            true => (0..cols)
                .flat_map(|c| (0..rows).map(move |r| r * cols + c))
                .collect(),
        }
    }

    /// Each depth's [`Geometry`] and the cell it fills.
    pub(super) fn geometry(self, puzzle: &Puzzle) -> (Vec<Geometry>, Vec<usize>) {
        let (rows, cols) = (puzzle.rows, puzzle.cols);
        let cells = self.cells(rows, cols);
        let n = cells.len();
        let mut depth = vec![0; n];
        cells
            .iter()
            .enumerate()
            .for_each(|(d, &cell)| depth[cell] = d);
        let geometry = cells
            .iter()
            .map(|&cell| {
                let (r, c) = (cell / cols, cell % cols);
                let frame = usize::from(c + 1 == cols) | usize::from(r + 1 == rows) << 1;
                let hint = puzzle.hints.iter().position(|h| (h.row, h.col) == (r, c));
                Geometry {
                    left: if c > 0 { depth[cell - 1] } else { n },
                    top: if r > 0 { depth[cell - cols] } else { n },
                    class: hint.map_or(frame, |j| FRAME_CLASSES + j),
                }
            })
            .collect();
        (geometry, cells)
    }
}
