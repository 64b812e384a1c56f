//! Max-score by large-neighbourhood search: from a full board, free a few cells (a window
//! of the board, or cells of one kind scattered over it), re-place their pieces exactly by
//! branch and bound (the best arrangement of those pieces in those cells, every other cell
//! kept), keep the result when it matches at least as many edges, and repeat until the
//! time limit. Hints never move. The board only ever improves or moves sideways, and every
//! board reported is scored by the verifier.

use std::time::Instant;

use crate::{score, Board, Placement, Puzzle, Score, Side, GREY};

/// Limits of a large-neighbourhood search.
#[derive(Clone, Copy, Debug)]
pub struct LnsOptions {
    /// Stop at this instant.
    pub deadline: Instant,
    /// Seed of the random choice of neighbourhoods.
    pub seed: u64,
    /// Cells freed at a time (at most 12).
    pub cells: usize,
    /// Branch-and-bound nodes per neighbourhood before it gives up.
    pub node_limit: u64,
}

/// What a search did.
#[derive(Clone, Debug)]
pub struct LnsRun {
    /// The best board (scored by the verifier).
    pub board: Board,
    /// Its score.
    pub score: Score,
    /// Neighbourhoods re-solved.
    pub rounds: u64,
    /// Of them, the ones that matched more edges.
    pub improvements: u64,
}

/// Rounds without a better board before the current one is kicked.
const STALL: u64 = 20_000;

/// Improves `start` (a full board of `puzzle`) until the deadline; `on_best` sees every
/// new best board. An iterated local search: neighbourhoods re-solved until `STALL` rounds
/// bring nothing, then a kick (the pieces of a random window shuffled within their kind
/// and turned at random), then on from there; the best board is kept throughout, and every
/// fourth kick starts from it.
pub fn improve(
    puzzle: &Puzzle,
    start: Board,
    options: LnsOptions,
    mut on_best: impl FnMut(&Board, Score),
) -> LnsRun {
    let mut rng = fastrand::Rng::with_seed(options.seed);
    let fixed: Vec<bool> = hint_cells(puzzle);
    let mut best = (score(puzzle, &start), start.clone());
    let mut board = start;
    let mut now = best.0;
    let (mut rounds, mut improvements, mut stall, mut kicks) = (0, 0, 0, 0u64);
    while Instant::now() < options.deadline {
        rounds += 1;
        stall += 1;
        if stall > STALL {
            kicks += 1;
            if kicks % 4 == 0 {
                board = best.1.clone();
            }
            kick(puzzle, &fixed, &mut board, &mut rng);
            now = score(puzzle, &board);
            stall = 0;
        }
        let cells = neighbourhood(puzzle, &fixed, options.cells.min(12), &mut rng);
        if cells.len() < 2 {
            continue;
        }
        let mut region = Region::new(puzzle, &board, cells, options.node_limit);
        let before = region.current();
        if let Some(better) = region.solve(before, &mut rng) {
            region.apply(&mut board, &better);
            let after = score(puzzle, &board);
            if after.mismatches() < now.mismatches() {
                stall = 0;
            }
            now = after;
            if now.mismatches() < best.0.mismatches() {
                improvements += 1;
                best = (now, board.clone());
                on_best(&board, now);
            }
        }
    }
    LnsRun {
        board: best.1,
        score: best.0,
        rounds,
        improvements,
    }
}

/// Shuffles the pieces of a random 3 x 3 window (not hints) within their kind, each
/// turned at random.
fn kick(p: &Puzzle, fixed: &[bool], board: &mut Board, rng: &mut fastrand::Rng) {
    let (h, w) = (3.min(p.rows), 3.min(p.cols));
    let (r0, c0) = (rng.usize(..=p.rows - h), rng.usize(..=p.cols - w));
    let window: Vec<usize> = (r0..r0 + h)
        .flat_map(|r| (c0..c0 + w).map(move |c| r * p.cols + c))
        .collect();
    for kind in 0..3 {
        let cells: Vec<usize> = window
            .iter()
            .copied()
            .filter(|&c| !fixed[c] && cell_kind(p, c) == kind)
            .collect();
        let mut placements: Vec<Placement> = cells.iter().map(|&c| board.cells[c]).collect();
        rng.shuffle(&mut placements);
        for (&c, mut q) in cells.iter().zip(placements) {
            q.rotation = rng.u8(0..4);
            board.cells[c] = q;
        }
    }
}

fn hint_cells(p: &Puzzle) -> Vec<bool> {
    let mut fixed = vec![false; p.rows * p.cols];
    p.hints.iter().for_each(|h| fixed[h.cell(p.cols)] = true);
    fixed
}

/// Which kind of cell: 0 inner, 1 edge, 2 corner (pieces move only among cells of a kind).
fn cell_kind(p: &Puzzle, cell: usize) -> usize {
    let (r, c) = (cell / p.cols, cell % p.cols);
    usize::from(r == 0 || r + 1 == p.rows) + usize::from(c == 0 || c + 1 == p.cols)
}

/// `k` cells not hinted: a random window (half the time) or random cells of one kind.
fn neighbourhood(p: &Puzzle, fixed: &[bool], k: usize, rng: &mut fastrand::Rng) -> Vec<usize> {
    let n = p.rows * p.cols;
    let mut cells: Vec<usize> = if rng.bool() {
        let h = (k as f64).sqrt().ceil() as usize;
        let (h, w) = (h.min(p.rows), k.div_ceil(h).min(p.cols));
        let (r0, c0) = (rng.usize(..=p.rows - h), rng.usize(..=p.cols - w));
        (r0..r0 + h)
            .flat_map(|r| (c0..c0 + w).map(move |c| r * p.cols + c))
            .collect()
    } else {
        let kind = cell_kind(p, rng.usize(..n));
        let mut same: Vec<usize> = (0..n).filter(|&c| cell_kind(p, c) == kind).collect();
        rng.shuffle(&mut same);
        same.truncate(k);
        same
    };
    cells.retain(|&c| !fixed[c]);
    cells.sort_unstable();
    cells
}

/// Freed cells, their pieces, and the colours their fixed neighbours (or the frame) ask
/// for on each side.
struct Region<'a> {
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
    fn new(puzzle: &'a Puzzle, board: &Board, cells: Vec<usize>, limit: u64) -> Region<'a> {
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
    fn current(&self) -> usize {
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
    fn solve(&mut self, before: usize, rng: &mut fastrand::Rng) -> Option<Vec<Placement>> {
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

    fn apply(&self, board: &mut Board, arrangement: &[Placement]) {
        for (&cell, &p) in self.cells.iter().zip(arrangement) {
            board.cells[cell] = p;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{check, Recipe};
    use std::time::Duration;

    /// A solved board with pieces of the same kind swapped and turned gets better, never
    /// worse, and the hints stay where they are.
    #[test]
    fn a_scrambled_board_improves_and_keeps_its_hints() {
        let recipe = Recipe {
            hints: 2,
            ..Recipe::hardest(6, 6, 2)
        };
        let (puzzle, mut board) = recipe.generate().unwrap();
        let inner: Vec<usize> = (0..36)
            .filter(|&c| cell_kind(&puzzle, c) == 0 && !puzzle.hints.iter().any(|h| h.cell(6) == c))
            .collect();
        for pair in inner.chunks(2).take(4) {
            board.cells.swap(pair[0], pair[1]);
            board.cells[pair[0]].rotation = (board.cells[pair[0]].rotation + 1) % 4;
        }
        let start = check(&puzzle, &board).unwrap();
        assert!(start.mismatches() > 0);
        let options = LnsOptions {
            deadline: Instant::now() + Duration::from_millis(500),
            seed: 1,
            cells: 6,
            node_limit: 100_000,
        };
        let mut seen = Vec::new();
        let run = improve(&puzzle, board, options, |b, s| seen.push((b.clone(), s)));
        let end = check(&puzzle, &run.board).unwrap();
        assert_eq!(end, run.score);
        assert!(
            end.mismatches() < start.mismatches(),
            "{start:?} -> {end:?}"
        );
        assert!(seen
            .windows(2)
            .all(|w| w[1].1.mismatches() < w[0].1.mismatches()));
        assert!(run.improvements as usize == seen.len() && run.rounds >= run.improvements);
    }
}
