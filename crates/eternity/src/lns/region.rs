//! The window neighbourhood: a few cells freed, their pieces re-placed in them exactly by
//! branch and bound (every arrangement and turn, bounded by the sides still open).

use crate::{Board, Placement, Puzzle, Side, GREY};

/// Freed cells, their pieces, and the colours their fixed neighbours (or the frame) ask
/// for on each side.
pub(super) struct Region<'a> {
    puzzle: &'a Puzzle,
    cells: Vec<usize>,
    pieces: Vec<usize>,
    /// `want[i][s]`: the colour a fixed neighbour or the frame shows toward side `s` of
    /// cell `i`; `None` when that neighbour is freed too (or absent).
    want: Vec<[Option<u8>; 4]>,
    /// `link[i][s]`: the index of the freed neighbour on side `s`, if any.
    link: Vec<[Option<usize>; 4]>,
    current: Vec<Placement>,
    nodes: u64,
    limit: u64,
}

impl<'a> Region<'a> {
    pub(super) fn new(
        puzzle: &'a Puzzle,
        board: &Board,
        cells: Vec<usize>,
        limit: u64,
    ) -> Region<'a> {
        let (rows, cols) = (puzzle.rows, puzzle.cols);
        let index = |cell: usize| cells.iter().position(|&c| c == cell);
        let mut want = Vec::with_capacity(cells.len());
        let mut link = Vec::with_capacity(cells.len());
        for &cell in &cells {
            let (r, c) = (cell / cols, cell % cols);
            let neighbours = [
                (r > 0).then(|| (cell - cols, Side::Bottom)),
                (c + 1 < cols).then(|| (cell + 1, Side::Left)),
                (r + 1 < rows).then(|| (cell + cols, Side::Top)),
                (c > 0).then(|| (cell - 1, Side::Right)),
            ];
            let mut w = [None; 4];
            let mut l = [None; 4];
            for (s, nb) in neighbours.iter().enumerate() {
                match nb {
                    None => w[s] = Some(GREY),
                    Some((other, facing)) => match index(*other) {
                        Some(j) => l[s] = Some(j),
                        None => {
                            w[s] = Some(board.colour(
                                &puzzle.pieces,
                                other / cols,
                                other % cols,
                                *facing,
                            ))
                        }
                    },
                }
            }
            want.push(w);
            link.push(l);
        }
        let current: Vec<Placement> = cells.iter().map(|&c| board.cells[c]).collect();
        let pieces = current.iter().map(|p| p.piece).collect();
        Region {
            puzzle,
            cells,
            pieces,
            want,
            link,
            current,
            nodes: 0,
            limit,
        }
    }

    /// Matched edges of the region's cells now (fixed sides, and seams inside counted once).
    pub(super) fn current(&self) -> usize {
        let shown: Vec<[u8; 4]> = self
            .current
            .iter()
            .map(|p| self.puzzle.pieces[p.piece].rotated(p.rotation))
            .collect();
        (0..self.cells.len())
            .map(|i| self.gain(i, &shown[i], &shown))
            .sum()
    }

    /// Matches of cell `i` showing `colours`: its fixed sides, and its seams with freed
    /// cells placed before it.
    fn gain(&self, i: usize, colours: &[u8; 4], placed: &[[u8; 4]]) -> usize {
        (0..4)
            .filter(|&s| match (self.want[i][s], self.link[i][s]) {
                (Some(w), _) => colours[s] == w,
                (None, Some(j)) if j < i => colours[s] == placed[j][(s + 2) % 4],
                _ => false,
            })
            .count()
    }

    /// Sides of cells `i..` that can still match (an upper bound on what is left).
    fn open(&self, from: usize) -> usize {
        (from..self.cells.len())
            .map(|i| {
                (0..4)
                    .filter(|&s| {
                        self.want[i][s].is_some() || self.link[i][s].is_some_and(|j| j < i)
                    })
                    .count()
            })
            .sum()
    }

    /// A better (or, by chance, equal and different) arrangement than `before` matches.
    pub(super) fn solve(
        &mut self,
        before: usize,
        rng: &mut fastrand::Rng,
    ) -> Option<Vec<Placement>> {
        let k = self.cells.len();
        let remaining: Vec<usize> = (0..=k).map(|i| self.open(i)).collect();
        let mut order: Vec<usize> = (0..k).collect();
        rng.shuffle(&mut order);
        let mut best = (before + usize::from(rng.bool()), None);
        let mut placed = vec![[0u8; 4]; k];
        let mut chosen = vec![
            Placement {
                piece: 0,
                rotation: 0
            };
            k
        ];
        let mut used = vec![false; k];
        self.branch(
            0,
            0,
            &remaining,
            &order,
            &mut placed,
            &mut chosen,
            &mut used,
            &mut best,
        );
        best.1
    }

    #[allow(clippy::too_many_arguments)]
    fn branch(
        &mut self,
        i: usize,
        acc: usize,
        remaining: &[usize],
        order: &[usize],
        placed: &mut [[u8; 4]],
        chosen: &mut [Placement],
        used: &mut [bool],
        best: &mut (usize, Option<Vec<Placement>>),
    ) {
        if i == self.cells.len() {
            if acc >= best.0 {
                *best = (acc + 1, Some(chosen.to_vec()));
            }
            return;
        }
        if acc + remaining[i] < best.0 || self.nodes >= self.limit {
            return;
        }
        for &slot in order {
            if used[slot] {
                continue;
            }
            let piece = self.pieces[slot];
            for rotation in 0..4u8 {
                self.nodes += 1;
                let colours = self.puzzle.pieces[piece].rotated(rotation);
                let g = self.gain(i, &colours, placed);
                placed[i] = colours;
                chosen[i] = Placement { piece, rotation };
                used[slot] = true;
                self.branch(i + 1, acc + g, remaining, order, placed, chosen, used, best);
                used[slot] = false;
            }
        }
    }
}
