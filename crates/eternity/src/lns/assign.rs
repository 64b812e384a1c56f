//! The assignment neighbourhood: cells of one kind, no two of them adjacent, freed at once.
//! Every neighbour of a freed cell stays, so a piece's best score in a cell (over its turns)
//! does not depend on where the other freed pieces go, and the best re-placement of all of
//! them is an assignment problem, solved exactly by the Hungarian method (`kuhn_munkres` of
//! the pathfinding crate) in O(k^3). It frees far more cells than branch and bound can.

use pathfinding::kuhn_munkres::kuhn_munkres;
use pathfinding::matrix::Matrix;

use crate::{Board, Placement, Puzzle, Side, GREY};

/// Up to `k` cells of one kind (the kind of a random cell), none a hint, no two adjacent.
pub(super) fn independent_cells(
    p: &Puzzle,
    fixed: &[bool],
    k: usize,
    rng: &mut fastrand::Rng,
) -> Vec<usize> {
    let n = p.rows * p.cols;
    let kind = p.cell_kind(rng.usize(..n));
    let mut pool: Vec<usize> = (0..n)
        .filter(|&c| !fixed[c] && p.cell_kind(c) == kind)
        .collect();
    rng.shuffle(&mut pool);
    let mut taken = vec![false; n];
    let mut out = Vec::with_capacity(k);
    for cell in pool {
        if out.len() == k {
            break;
        }
        let free = neighbours(p, cell)
            .iter()
            .flatten()
            .all(|&(nb, _)| !taken[nb]);
        if free {
            taken[cell] = true;
            out.push(cell);
        }
    }
    out
}

/// The cell's neighbours on each side (clockwise from the top) and the side of theirs
/// that faces it.
fn neighbours(p: &Puzzle, cell: usize) -> [Option<(usize, Side)>; 4] {
    let (r, c, cols) = (cell / p.cols, cell % p.cols, p.cols);
    [
        (r > 0).then(|| (cell - cols, Side::Bottom)),
        (c + 1 < cols).then(|| (cell + 1, Side::Left)),
        (r + 1 < p.rows).then(|| (cell + cols, Side::Top)),
        (c > 0).then(|| (cell - 1, Side::Right)),
    ]
}

/// The best re-placement of the pieces of `cells` (independent cells) in them, when it
/// matches at least `more` edges more than they match now; `None` otherwise.
pub(super) fn reassign(
    p: &Puzzle,
    board: &Board,
    cells: &[usize],
    more: i64,
) -> Option<Vec<Placement>> {
    let want: Vec<[u8; 4]> = cells
        .iter()
        .map(|&cell| {
            neighbours(p, cell).map(|nb| match nb {
                None => GREY,
                Some((other, facing)) => {
                    board.colour(&p.pieces, other / p.cols, other % p.cols, facing)
                }
            })
        })
        .collect();
    let pieces: Vec<usize> = cells.iter().map(|&c| board.cells[c].piece).collect();
    let matches = |i: usize, piece: usize, rotation: u8| {
        let shown = p.pieces[piece].rotated(rotation);
        (0..4).filter(|&s| shown[s] == want[i][s]).count() as i64
    };
    let best_turn = |i: usize, piece: usize| {
        (0..4u8)
            .map(|rotation| (matches(i, piece, rotation), rotation))
            .max()
            .unwrap_or((0, 0))
    };
    let now: i64 = cells
        .iter()
        .enumerate()
        .map(|(i, &c)| matches(i, board.cells[c].piece, board.cells[c].rotation))
        .sum();
    let k = cells.len();
    let weights = Matrix::from_fn(k, k, |(i, j)| best_turn(i, pieces[j]).0);
    let (total, assignment) = kuhn_munkres(&weights);
    (total >= now + more).then(|| {
        let place = |(i, &j): (usize, &usize)| Placement {
            piece: pieces[j],
            rotation: best_turn(i, pieces[j]).1,
        };
        assignment.iter().enumerate().map(place).collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{check, Recipe};

    /// Independent cells of a solved board with their pieces rotated among them and
    /// turned: the assignment puts every piece back where all its sides match, and on the
    /// solved board it finds nothing better.
    #[test]
    fn the_assignment_restores_a_scrambled_independent_set() {
        let (puzzle, solved) = Recipe::hardest(8, 8, 3, crate::Colours::Uniform)
            .generate()
            .unwrap();
        let mut rng = fastrand::Rng::with_seed(5);
        let cells = independent_cells(&puzzle, &[false; 64], 12, &mut rng);
        assert!(cells.len() >= 6);
        for &i in &cells {
            assert!(!neighbours(&puzzle, i)
                .iter()
                .flatten()
                .any(|(n, _)| cells.contains(n)));
        }
        assert_eq!(reassign(&puzzle, &solved, &cells, 1), None);
        let mut board = solved.clone();
        let moved: Vec<Placement> = cells.iter().map(|&c| board.cells[c]).collect();
        for (k, &c) in cells.iter().enumerate() {
            let q = moved[(k + 1) % cells.len()];
            board.cells[c] = Placement {
                rotation: (q.rotation + 1) % 4,
                ..q
            };
        }
        assert!(!check(&puzzle, &board).unwrap().is_solved());
        let better =
            reassign(&puzzle, &board, &cells, 1).expect("the solution's placement is better");
        for (&c, &q) in cells.iter().zip(&better) {
            board.cells[c] = q;
        }
        assert!(check(&puzzle, &board).unwrap().is_solved());
    }
}
