//! Completing a partial board greedily (max-score mode): each empty cell, in row-major
//! order, gets the unused piece and rotation with the fewest mismatches against the cells
//! already filled and the frame.

use crate::{Board, Placement, Puzzle, Side, GREY};

/// `prefix` placed in the first cells (row-major), the rest filled greedily.
pub fn complete(puzzle: &Puzzle, prefix: &[Placement]) -> Board {
    let (rows, cols, pieces) = (puzzle.rows, puzzle.cols, &puzzle.pieces);
    let mut used = vec![false; pieces.len()];
    let mut cells = prefix.to_vec();
    for p in prefix {
        used[p.piece] = true;
    }
    for cell in prefix.len()..rows * cols {
        let (r, c) = (cell / cols, cell % cols);
        let want = |side: Side| -> Option<u8> {
            match side {
                Side::Top if r == 0 => Some(GREY),
                Side::Top => Some(shown(puzzle, cells[cell - cols], Side::Bottom)),
                Side::Left if c == 0 => Some(GREY),
                Side::Left => Some(shown(puzzle, cells[cell - 1], Side::Right)),
                Side::Right if c + 1 == cols => Some(GREY),
                Side::Bottom if r + 1 == rows => Some(GREY),
                _ => None,
            }
        };
        let cost = |p: Placement| {
            Side::ALL
                .iter()
                .filter(|&&s| want(s).is_some_and(|w| w != shown(puzzle, p, s)))
                .count()
        };
        let best = (0..pieces.len())
            .filter(|&i| !used[i])
            .flat_map(|piece| (0..4).map(move |rotation| Placement { piece, rotation }))
            .min_by_key(|&p| cost(p))
            .expect("a cell left means a piece left");
        used[best.piece] = true;
        cells.push(best);
    }
    Board { rows, cols, cells }
}

fn shown(puzzle: &Puzzle, p: Placement, side: Side) -> u8 {
    puzzle.pieces[p.piece].colour(p.rotation, side)
}
