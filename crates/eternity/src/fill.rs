//! Completing a partial board greedily (max-score mode): each empty cell, in row-major
//! order, gets the unused piece and rotation with the fewest mismatches against the cells
//! already filled and the frame, among the pieces of the cell's kind while any is left
//! (corner, edge, inner); an empty hint cell gets its hint.

use crate::{Board, Placement, Puzzle, Side, GREY};

/// `partial` (row-major, `None` = empty) with its empty cells filled greedily.
pub fn complete(puzzle: &Puzzle, partial: &[Option<Placement>]) -> Board {
    let (rows, cols, pieces) = (puzzle.rows, puzzle.cols, &puzzle.pieces);
    let mut cells = partial.to_vec();
    for h in &puzzle.hints {
        let hint = Placement {
            piece: h.piece,
            rotation: h.rotation,
        };
        cells[h.cell(cols)].get_or_insert(hint);
    }
    let mut used = vec![false; pieces.len()];
    cells.iter().flatten().for_each(|p| used[p.piece] = true);
    for cell in 0..rows * cols {
        if cells[cell].is_some() {
            continue;
        }
        let (r, c) = (cell / cols, cell % cols);
        let neighbour = |cell: usize, side| cells[cell].map(|p| shown(puzzle, p, side));
        let want = |side: Side| -> Option<u8> {
            match side {
                Side::Top if r == 0 => Some(GREY),
                Side::Top => neighbour(cell - cols, Side::Bottom),
                Side::Left if c == 0 => Some(GREY),
                Side::Left => neighbour(cell - 1, Side::Right),
                Side::Right if c + 1 == cols => Some(GREY),
                Side::Right => neighbour(cell + 1, Side::Left),
                Side::Bottom if r + 1 == rows => Some(GREY),
                Side::Bottom => neighbour(cell + cols, Side::Top),
            }
        };
        let cost = |p: Placement| {
            Side::ALL
                .iter()
                .filter(|&&s| want(s).is_some_and(|w| w != shown(puzzle, p, s)))
                .count()
        };
        let kind = puzzle.cell_kind(cell);
        let of_kind = (0..pieces.len()).any(|i| !used[i] && puzzle.kind(i) == Some(kind));
        let best = (0..pieces.len())
            .filter(|&i| !used[i] && (!of_kind || puzzle.kind(i) == Some(kind)))
            .flat_map(|piece| (0..4).map(move |rotation| Placement { piece, rotation }))
            .min_by_key(|&p| cost(p))
            .expect("a cell left means a piece left");
        used[best.piece] = true;
        cells[cell] = Some(best);
    }
    let cells = cells.into_iter().flatten().collect();
    Board { rows, cols, cells }
}

fn shown(puzzle: &Puzzle, p: Placement, side: Side) -> u8 {
    puzzle.pieces[p.piece].colour(p.rotation, side)
}
