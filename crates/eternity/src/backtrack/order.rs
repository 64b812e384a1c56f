//! The order in which the search fills the cells. Every order here places a cell's left
//! and top neighbours before it, so one candidate table keyed by (left, top) serves them
//! all: row-scan, and column-scan, which on a board wider than tall walks the short side
//! (a 6 x 12 board in columns of 6).

use super::table::Need;
use crate::{Puzzle, Side};

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
/// (an index into the [`Need`]s of [`Order::geometry`]).
#[derive(Clone, Copy)]
pub(super) struct Geometry {
    pub left: usize,
    pub top: usize,
    pub class: usize,
}

impl Order {
    /// The cells (row-major indices) in the order they are filled.
    pub fn cells(self, rows: usize, cols: usize) -> Vec<usize> {
        match self.by_columns(rows, cols) {
            false => (0..rows * cols).collect(),
            true => (0..cols)
                .flat_map(|c| (0..rows).map(move |r| r * cols + c))
                .collect(),
        }
    }

    fn by_columns(self, rows: usize, cols: usize) -> bool {
        match self {
            Order::Rows => false,
            Order::Columns => true,
            Order::ShortSide => cols > rows,
        }
    }

    /// How many depths back a cell's left and top neighbours lie: `(1, cols)` in rows,
    /// `(rows, 1)` in columns. The first cell of a row (column) then reads its left (top)
    /// colour from the last cell of the row (column) before, which its class holds grey on
    /// that side, just as the frame; the first row (column) reads from `cols` (`rows`)
    /// grey slots before depth 0. So the search loop needs no per-depth neighbour lookup.
    pub(super) fn strides(self, rows: usize, cols: usize) -> (usize, usize) {
        match self.by_columns(rows, cols) {
            false => (1, cols),
            true => (rows, 1),
        }
    }

    /// Each depth's [`Geometry`] and the cell it fills, and the distinct [`Need`]s the
    /// classes index.
    pub(super) fn geometry(self, puzzle: &Puzzle) -> (Vec<Geometry>, Vec<usize>, Vec<Need>) {
        let (rows, cols) = (puzzle.rows, puzzle.cols);
        let cells = self.cells(rows, cols);
        let n = cells.len();
        let mut depth = vec![0; n];
        cells
            .iter()
            .enumerate()
            .for_each(|(d, &cell)| depth[cell] = d);
        let mut needs: Vec<Need> = Vec::new();
        let geometry = cells
            .iter()
            .map(|&cell| {
                let (r, c) = (cell / cols, cell % cols);
                let need = need(puzzle, r, c);
                let class = needs.iter().position(|&k| k == need).unwrap_or_else(|| {
                    needs.push(need);
                    needs.len() - 1
                });
                Geometry {
                    left: if c > 0 { depth[cell - 1] } else { n },
                    top: if r > 0 { depth[cell - cols] } else { n },
                    class,
                }
            })
            .collect();
        (geometry, cells, needs)
    }
}

/// What cell `(r, c)` needs: its hint, or its frame sides and the colours of the hints to
/// its right and below.
fn need(puzzle: &Puzzle, r: usize, c: usize) -> Need {
    if let Some(j) = puzzle.hints.iter().position(|h| (h.row, h.col) == (r, c)) {
        return Need::Hint(j);
    }
    let shows = |r: usize, c: usize, side: Side| {
        puzzle
            .hint_at(r, c)
            .map(|h| h.shown(&puzzle.pieces)[side as usize])
    };
    let (last_col, last_row) = (c + 1 == puzzle.cols, r + 1 == puzzle.rows);
    Need::Open {
        frame: usize::from(last_col) | usize::from(last_row) << 1,
        right: (!last_col).then(|| shows(r, c + 1, Side::Left)).flatten(),
        bottom: (!last_row).then(|| shows(r + 1, c, Side::Top)).flatten(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backtrack::table::Table;
    use crate::Recipe;

    #[test]
    fn the_cells_left_of_and_above_a_hint_only_get_pieces_that_match_it() {
        let recipe = Recipe {
            rows: 6,
            cols: 6,
            frame: 3,
            inner: 3,
            seed: 4,
            hints: 1,
            colours: crate::Colours::Uniform,
        };
        let (puzzle, _) = recipe.generate().expect("a valid recipe");
        let h = puzzle.hints[0];
        let [top, _, _, left] = h.shown(&puzzle.pieces);
        let (geometry, cells, needs) = Order::Rows.geometry(&puzzle);
        let table = Table::new(&puzzle, puzzle.grey_only_on_frame(), &needs);
        let class_of = |cell: usize| geometry[cells.iter().position(|&c| c == cell).unwrap()].class;
        let hint_cell = h.row * puzzle.cols + h.col;
        assert_eq!(needs[class_of(hint_cell)], Need::Hint(0));
        for (cell, side, colour) in [(hint_cell - 1, 1, left), (hint_cell - puzzle.cols, 2, top)] {
            let class = class_of(cell);
            let holds = |k: usize| {
                let (from, to) = (table.offsets[k] as usize, table.offsets[k + 1] as usize);
                table.entries[from..to].iter().all(|c| {
                    let shown = puzzle.pieces[c.piece as usize].rotated(c.rotation);
                    shown[side] == colour
                })
            };
            let keys: Vec<usize> = (0..table.colours * table.colours)
                .map(|lt| lt * table.classes + class)
                .filter(|&k| table.offsets[k] < table.offsets[k + 1])
                .collect();
            assert!(!keys.is_empty() && keys.into_iter().all(holds));
        }
    }
}
