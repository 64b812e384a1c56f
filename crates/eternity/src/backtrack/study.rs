//! The order study: Knuth's estimator (as in [`estimate`](super::estimate)) of the tree a
//! backtracking search would walk in any [`Walk`], including the orders the fast search does
//! not implement. Each cell's candidates are found by checking every placed neighbour and
//! the frame, so any order works; this is slow (thousands of probes a second on 8 x 8), fit
//! to size trees, not to search them. Same rules as the search: the first corner piece
//! fixed in the top-left cell of a square board without hints, no grey inside when the
//! pieces have only the frame's grey edges; hints are placed before the walk starts.

use super::{fixed_corner, TreeEstimate, Walk};
use crate::{Puzzle, GREY};

/// A partly filled board: the colours shown by each filled cell, the pieces used.
pub(super) struct Partial<'a> {
    puzzle: &'a Puzzle,
    strict: bool,
    shown: Vec<Option<[u8; 4]>>,
    used: Vec<bool>,
    /// The static walk's cells, `None` for [`Walk::MostConstrained`].
    cells: Option<Vec<usize>>,
    look_ahead: bool,
    /// Cells filled.
    pub filled: usize,
}

/// A piece in one rotation: its index and the colours it shows.
pub(super) type Choice = (usize, [u8; 4]);

impl<'a> Partial<'a> {
    /// The board with its hints, or its first corner fixed, before the walk's first step.
    pub fn new(puzzle: &'a Puzzle, walk: Walk) -> Partial<'a> {
        let mut p = Partial {
            puzzle,
            strict: puzzle.grey_only_on_frame(),
            shown: vec![None; puzzle.rows * puzzle.cols],
            used: vec![false; puzzle.pieces.len()],
            cells: walk.cells(puzzle.rows, puzzle.cols),
            look_ahead: walk == Walk::LookAhead,
            filled: 0,
        };
        for h in &puzzle.hints {
            p.place(h.cell(puzzle.cols), (h.piece, h.shown(&puzzle.pieces)));
        }
        if let Some((i, turn)) = fixed_corner(puzzle) {
            p.place(0, (i, puzzle.pieces[i].rotated(turn)));
        }
        p
    }

    /// Fills `cell`.
    pub fn place(&mut self, cell: usize, (piece, shown): Choice) {
        self.shown[cell] = Some(shown);
        self.used[piece] = true;
        self.filled += 1;
    }

    /// Empties `cell`, which holds `piece`.
    pub fn unplace(&mut self, cell: usize, piece: usize) {
        self.shown[cell] = None;
        self.used[piece] = false;
        self.filled -= 1;
    }

    /// The next cell to fill (`None` when the board is full).
    pub fn next_cell(&self) -> Option<usize> {
        let empty = |&c: &usize| self.shown[c].is_none();
        match &self.cells {
            Some(cells) => cells.iter().copied().find(empty),
            None => self.most_constrained(),
        }
    }

    /// The cell's candidates that have subtrees (with the look-ahead, those that leave
    /// each empty neighbour a candidate), and how many were tried: every piece that fits,
    /// as the look-ahead pays for trying those it refuses.
    pub fn choices(&mut self, cell: usize, out: &mut Vec<Choice>) -> usize {
        out.clear();
        for i in (0..self.puzzle.pieces.len()).filter(|&i| !self.used[i]) {
            let piece = self.puzzle.pieces[i];
            let fitting = piece.distinct_rotations().map(|a| piece.rotated(a));
            out.extend(fitting.filter(|&s| self.fits(cell, s)).map(|s| (i, s)));
        }
        let tried = out.len();
        if self.look_ahead {
            let all = std::mem::take(out);
            out.extend(all.into_iter().filter(|&c| self.leaves_candidates(cell, c)));
        }
        tried
    }

    fn leaves_candidates(&mut self, cell: usize, choice: Choice) -> bool {
        self.place(cell, choice);
        let ok = (0..4)
            .filter_map(|s| self.neighbour(cell, s))
            .filter(|&n| self.shown[n].is_none())
            .all(|n| self.count(n, 1) > 0);
        self.unplace(cell, choice.0);
        ok
    }

    /// The empty cell beside a filled one with the fewest candidates, ties to the first;
    /// the first empty cell when none is filled.
    fn most_constrained(&self) -> Option<usize> {
        let empty = (0..self.shown.len()).filter(|&c| self.shown[c].is_none());
        let beside_filled = |&c: &usize| {
            (0..4).any(|s| {
                self.neighbour(c, s)
                    .is_some_and(|n| self.shown[n].is_some())
            })
        };
        let mut best: Option<(usize, usize)> = None;
        for cell in empty.clone().filter(beside_filled) {
            let cap = best.map_or(usize::MAX, |b| b.0);
            let k = self.count(cell, cap);
            if k < cap {
                best = Some((k, cell));
            }
        }
        best.map(|b| b.1).or_else(|| empty.into_iter().next())
    }

    /// The candidates of `cell`, counted up to `cap`.
    fn count(&self, cell: usize, cap: usize) -> usize {
        let mut k = 0;
        for i in (0..self.puzzle.pieces.len()).filter(|&i| !self.used[i]) {
            let piece = self.puzzle.pieces[i];
            k += piece
                .distinct_rotations()
                .filter(|&a| self.fits(cell, piece.rotated(a)))
                .count();
            if k >= cap {
                return k;
            }
        }
        k
    }

    /// The cell beside `cell` on side `s` (clockwise from the top), if on the board.
    fn neighbour(&self, cell: usize, s: usize) -> Option<usize> {
        let (rows, cols) = (self.puzzle.rows, self.puzzle.cols);
        let (r, c) = (cell / cols, cell % cols);
        match s {
            0 => (r > 0).then(|| cell - cols),
            1 => (c + 1 < cols).then_some(cell + 1),
            2 => (r + 1 < rows).then_some(cell + cols),
            _ => (c > 0).then(|| cell - 1),
        }
    }

    /// Whether a piece showing `shown` may go in `cell`: grey exactly toward the frame
    /// (inside too unless strict), matching every filled neighbour.
    fn fits(&self, cell: usize, shown: [u8; 4]) -> bool {
        let outline = self.puzzle.outline(cell);
        (0..4).all(|s| {
            match (
                outline[s],
                self.neighbour(cell, s).and_then(|n| self.shown[n]),
            ) {
                (true, _) => shown[s] == GREY,
                (false, _) if self.strict && shown[s] == GREY => false,
                (false, Some(other)) => other[(s + 2) % 4] == shown[s],
                (false, None) => true,
            }
        })
    }
}

/// Averages `probes` random root-to-leaf walks (seeded, reproducible) down the tree a
/// backtracking search in `walk` would explore: the estimated nodes at each depth (index
/// = cells filled after placing, minus one), the full boards met and the standard error.
pub fn estimate_walk(puzzle: &Puzzle, walk: Walk, probes: u64, seed: u64) -> TreeEstimate {
    let n = puzzle.rows * puzzle.cols;
    let mut rng = fastrand::Rng::with_seed(seed);
    let (mut sums, mut totals) = (vec![0.0f64; n], Vec::with_capacity(probes as usize));
    let (mut full_boards, mut choices) = (0, Vec::new());
    for _ in 0..probes {
        let mut board = Partial::new(puzzle, walk);
        let (mut weight, mut total) = (1.0f64, 0.0);
        while let Some(cell) = board.next_cell() {
            let tried = board.choices(cell, &mut choices) as f64;
            sums[board.filled] += weight * tried;
            total += weight * tried;
            if choices.is_empty() {
                break;
            }
            weight *= choices.len() as f64;
            board.place(cell, choices[rng.usize(..choices.len())]);
        }
        full_boards += u64::from(board.filled == n);
        totals.push(total);
    }
    TreeEstimate::from_probes(sums, &totals, full_boards)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backtrack::{search_in, Order};
    use crate::Recipe;

    /// Nodes of the whole tree of `walk`, counted by depth-first search.
    fn exhaustive(board: &mut Partial) -> u64 {
        let Some(cell) = board.next_cell() else {
            return 0;
        };
        let mut choices = Vec::new();
        let mut nodes = board.choices(cell, &mut choices) as u64;
        for c in choices {
            board.place(cell, c);
            nodes += exhaustive(board);
            board.unplace(cell, c.0);
        }
        nodes
    }

    /// A generated puzzle with one inner piece given a colour no other edge has: no
    /// solution, so every search walks its whole tree.
    fn unsolvable(rows: usize, cols: usize, seed: u64) -> Puzzle {
        let recipe = Recipe {
            rows,
            cols,
            frame: 2,
            inner: 3,
            seed,
            hints: 0,
            colours: crate::Colours::Uniform,
        };
        let (mut puzzle, _) = recipe.generate().unwrap();
        crate::backtrack::break_an_inner_piece(&mut puzzle);
        puzzle
    }

    /// Knuth's estimator is unbiased: on trees small enough to count, each walk's estimate
    /// is close to the count.
    #[test]
    fn each_walks_estimate_agrees_with_its_counted_tree() {
        let puzzle = unsolvable(4, 4, 2);
        for walk in Walk::ALL {
            let counted = exhaustive(&mut Partial::new(&puzzle, walk)) as f64;
            let est = estimate_walk(&puzzle, walk, 4_000, 5);
            let ratio = est.nodes() / counted;
            assert!(
                (0.85..1.15).contains(&ratio),
                "{walk:?}: estimated {}, counted {counted}",
                est.nodes()
            );
            assert!(
                est.std_error < 0.1 * counted,
                "{walk:?}: standard error {}",
                est.std_error
            );
        }
    }

    /// The study's row walk is the fast search's tree: the same nodes, counted by two
    /// independent implementations of the rules.
    #[test]
    fn the_row_walk_counts_the_searchs_nodes() {
        for (rows, cols, seed) in [(4, 4, 2), (3, 6, 1), (4, 3, 5)] {
            let puzzle = unsolvable(rows, cols, seed);
            let out = search_in(&puzzle, Order::Rows, None);
            assert!(out.exhausted && out.solution.is_none());
            let counted = exhaustive(&mut Partial::new(&puzzle, Walk::Rows));
            assert_eq!(counted, out.nodes, "{rows} x {cols} seed {seed}");
        }
    }

    /// The look-ahead only cuts: its tree (the pieces it refuses counted) is no bigger than
    /// the plain row walk's.
    #[test]
    fn the_look_ahead_prunes_the_row_tree() {
        let puzzle = unsolvable(3, 6, 1);
        let rows = exhaustive(&mut Partial::new(&puzzle, Walk::Rows));
        let ahead = exhaustive(&mut Partial::new(&puzzle, Walk::LookAhead));
        assert!(
            ahead <= rows && ahead > 0,
            "look-ahead {ahead}, rows {rows}"
        );
    }
}
