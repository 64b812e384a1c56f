//! A plain row scan, the field's baseline written the naive way (every placed neighbour and
//! the frame checked, pieces in file order, each in its distinct turns, no tables, no
//! symmetry break, one core), for the tests: on a square board the search's tree is the
//! part of this scan below the first corner piece, node for node, and as every class of
//! solutions has a member with that piece top-left, the scan's first solution lies there:
//! the search on one core meets it after the same placements.

use super::{Order, Split};
use crate::{Board, Placement, Puzzle, GREY};
use std::sync::atomic::AtomicBool;

/// A cell of the scan's board: its piece, the colours it shows and its turn.
type Cell = Option<(usize, [u8; 4], u8)>;

/// The plain scan's first solution and the pieces it placed to get there.
fn plain_scan(p: &Puzzle) -> Option<(Board, u64)> {
    let mut board: Vec<Cell> = vec![None; p.rows * p.cols];
    let mut used = vec![false; p.pieces.len()];
    let mut nodes = 0;
    fill(p, 0, &mut board, &mut used, &mut nodes).then(|| {
        let cells = board.iter().flatten();
        let placed = cells.map(|&(piece, _, rotation)| Placement { piece, rotation });
        let board = Board {
            rows: p.rows,
            cols: p.cols,
            cells: placed.collect(),
        };
        (board, nodes)
    })
}

/// Fills the board from `cell` on; true when full.
fn fill(p: &Puzzle, cell: usize, board: &mut [Cell], used: &mut [bool], nodes: &mut u64) -> bool {
    if cell == board.len() {
        return true;
    }
    for piece in 0..p.pieces.len() {
        for turn in p.pieces[piece].distinct_rotations() {
            let shown = p.pieces[piece].rotated(turn);
            if used[piece] || !fits(p, cell, board, shown) {
                continue;
            }
            (*nodes, used[piece], board[cell]) = (*nodes + 1, true, Some((piece, shown, turn)));
            if fill(p, cell + 1, board, used, nodes) {
                return true;
            }
            (used[piece], board[cell]) = (false, None);
        }
    }
    false
}

/// Grey exactly where the frame is, and the colours of the left and top neighbours.
fn fits(p: &Puzzle, cell: usize, board: &[Cell], [top, right, bottom, left]: [u8; 4]) -> bool {
    let outline = p.outline(cell);
    let frame = [top, right, bottom, left]
        .iter()
        .zip(outline)
        .all(|(&colour, out)| (colour == GREY) == out);
    let shows = |at: usize, side: usize| board[at].map(|(_, s, _)| s[side]);
    let left_ok = cell.is_multiple_of(p.cols) || shows(cell - 1, 1) == Some(left);
    let top_ok = cell < p.cols || shows(cell - p.cols, 2) == Some(top);
    frame && left_ok && top_ok
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Colours, Recipe};

    /// On one core and one subtree, the search finds the plain scan's first solution after
    /// the same placements, less the corner the symmetry break fixes.
    #[test]
    fn the_search_is_the_plain_row_scan_below_the_first_corner() {
        for (side, seed, colours) in [
            (4, 1, Colours::Uniform),
            (5, 2, Colours::Uniform),
            (5, 3, Colours::Balanced),
            (6, 1, Colours::Balanced),
        ] {
            let recipe = Recipe {
                colours,
                ..Recipe::hardest(side, side, seed, Colours::Uniform)
            };
            let (puzzle, _) = recipe.generate().unwrap();
            let (plain, plain_nodes) = plain_scan(&puzzle).expect("a generated board is solvable");
            let split = Split::new(&puzzle, Order::Rows, 1);
            let one = rayon::ThreadPoolBuilder::new().num_threads(1).build();
            let stop = AtomicBool::new(false);
            let ours = one
                .unwrap()
                .install(|| split.run(None, &stop, |_| false, |_, _| {}, false));
            assert_eq!(ours.solution, Some(plain), "{side} x {side}, seed {seed}");
            assert_eq!(ours.nodes + 1, plain_nodes, "{side} x {side}, seed {seed}");
        }
    }
}
