//! The cell orders of the order study ([`estimate_walk`](super::estimate_walk)): the
//! search's row scan and the orders the puzzle community proposes against it:
//! frame first, an inward spiral, anti-diagonals, rows two at a time, the most constrained
//! cell first, and rows with a look-ahead.

/// How the order study walks the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Walk {
    /// Row by row, left to right: the search's own order on a square board.
    Rows,
    /// The frame clockwise from the top-left corner, then the inner cells row by row.
    FrameFirst,
    /// Ring by ring from the outside in, each ring clockwise from its top-left cell.
    Spiral,
    /// Anti-diagonals from the top-left corner (cells with equal row + column), each from
    /// the top.
    Diagonals,
    /// Two rows at a time, column by column (top cell, then the one below it).
    RowPairs,
    /// Dynamic: the empty cell next to a filled one with the fewest candidates (ties: the
    /// first in row-major order); fail first.
    MostConstrained,
    /// Rows, but a piece is refused when it leaves an empty neighbour without a candidate
    /// (forward checking); the pieces refused count as nodes (trying them is the work).
    LookAhead,
}

impl Walk {
    /// Every walk, the search's order first.
    pub const ALL: [Walk; 7] = [
        Walk::Rows,
        Walk::FrameFirst,
        Walk::Spiral,
        Walk::Diagonals,
        Walk::RowPairs,
        Walk::MostConstrained,
        Walk::LookAhead,
    ];

    /// A short name for tables.
    pub fn name(self) -> &'static str {
        match self {
            Walk::Rows => "rows",
            Walk::FrameFirst => "frame first",
            Walk::Spiral => "spiral",
            Walk::Diagonals => "diagonals",
            Walk::RowPairs => "row pairs",
            Walk::MostConstrained => "most constrained",
            Walk::LookAhead => "rows + look-ahead",
        }
    }

    /// The cells (row-major indices) in the order the walk fills them; `None` for
    /// [`Walk::MostConstrained`], which picks each cell when it gets there.
    pub fn cells(self, rows: usize, cols: usize) -> Option<Vec<usize>> {
        let at = |r: usize, c: usize| r * cols + c;
        let rings = rows.min(cols).div_ceil(2);
        Some(match self {
            Walk::Rows | Walk::LookAhead => (0..rows * cols).collect(),
            Walk::FrameFirst => {
                let inner = (1..rows.saturating_sub(1))
                    .flat_map(|r| (1..cols.saturating_sub(1)).map(move |c| at(r, c)));
                ring(rows, cols, 0).into_iter().chain(inner).collect()
            }
            Walk::Spiral => (0..rings).flat_map(|k| ring(rows, cols, k)).collect(),
            Walk::Diagonals => (0..rows + cols - 1)
                .flat_map(|s| {
                    let rows_met = s.saturating_sub(cols - 1)..rows.min(s + 1);
                    rows_met.map(move |r| at(r, s - r))
                })
                .collect(),
            Walk::RowPairs => (0..rows)
                .step_by(2)
                .flat_map(|top| {
                    (0..cols).flat_map(move |c| (top..rows.min(top + 2)).map(move |r| at(r, c)))
                })
                .collect(),
            Walk::MostConstrained => return None,
        })
    }
}

/// Ring `k` (0 = the frame) of a `rows x cols` board, clockwise from its top-left cell.
fn ring(rows: usize, cols: usize, k: usize) -> Vec<usize> {
    let (top, left, bottom, right) = (k, k, rows - 1 - k, cols - 1 - k);
    let at = |r: usize, c: usize| r * cols + c;
    let mut cells: Vec<usize> = (left..=right).map(|c| at(top, c)).collect();
    cells.extend((top + 1..=bottom).map(|r| at(r, right)));
    if bottom > top {
        cells.extend((left..right).rev().map(|c| at(bottom, c)));
    }
    if right > left {
        cells.extend((top + 1..bottom).rev().map(|r| at(r, left)));
    }
    cells
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_static_walk_fills_each_cell_once() {
        for (rows, cols) in [(1, 1), (2, 3), (5, 5), (6, 12), (7, 4), (8, 8)] {
            for walk in Walk::ALL {
                let Some(mut cells) = walk.cells(rows, cols) else {
                    continue;
                };
                cells.sort_unstable();
                let all: Vec<usize> = (0..rows * cols).collect();
                assert_eq!(cells, all, "{walk:?} on {rows} x {cols}");
            }
        }
    }

    #[test]
    fn the_spiral_turns_clockwise_inward() {
        let spiral = Walk::Spiral.cells(3, 3).unwrap();
        assert_eq!(spiral, vec![0, 1, 2, 5, 8, 7, 6, 3, 4]);
        let frame_first = Walk::FrameFirst.cells(4, 3).unwrap();
        assert_eq!(frame_first, vec![0, 1, 2, 5, 8, 11, 10, 9, 6, 3, 4, 7]);
        let pairs = Walk::RowPairs.cells(3, 2).unwrap();
        assert_eq!(pairs, vec![0, 2, 1, 3, 4, 5]);
        assert_eq!(Walk::Diagonals.cells(2, 3).unwrap(), vec![0, 1, 3, 2, 4, 5]);
    }
}
