//! Max-score by large-neighbourhood search: from a full board, free some cells and re-place
//! their pieces exactly (every other cell kept), keep the result when it matches at least
//! as many edges, and repeat until the time limit. Two neighbourhoods: a few cells (a window,
//! or cells of one kind scattered over the board) re-solved by branch and bound
//! (`region.rs`), and many cells of one kind, no two adjacent, re-assigned by the Hungarian
//! method (`assign.rs`). When nothing helps for a while, a kick shuffles a window and the
//! search goes on from there ([`improve`]); the best board is kept throughout, so it only
//! ever improves. Hints never move; every board reported is scored by the verifier.

use std::time::Instant;

mod assign;
mod region;

use crate::{score, Board, Kind, Placement, Puzzle, Score};
use region::Region;

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
    /// Cells freed at once by an assignment neighbourhood.
    pub assigned: usize,
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
        if let Some((cells, better)) = step(puzzle, &board, &fixed, &options, &mut rng) {
            for (&cell, &p) in cells.iter().zip(&better) {
                board.cells[cell] = p;
            }
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

/// One neighbourhood, chosen at random: a window re-solved by branch and bound, or up to
/// `options.assigned` independent cells re-assigned by the Hungarian method; the cells and their
/// new placements, when as good as before (equal only by chance, for sideways moves).
fn step(
    puzzle: &Puzzle,
    board: &Board,
    fixed: &[bool],
    options: &LnsOptions,
    rng: &mut fastrand::Rng,
) -> Option<(Vec<usize>, Vec<Placement>)> {
    if rng.bool() {
        let cells = assign::independent_cells(puzzle, fixed, options.assigned, rng);
        let more = i64::from(rng.u8(0..4) != 0);
        let better = assign::reassign(puzzle, board, &cells, more)?;
        return Some((cells, better));
    }
    let cells = neighbourhood(puzzle, fixed, options.cells.min(12), rng);
    if cells.len() < 2 {
        return None;
    }
    let mut region = Region::new(puzzle, board, cells.clone(), options.node_limit);
    let before = region.current();
    let better = region.solve(before, rng)?;
    Some((cells, better))
}

/// True when `q` in cell `c` shows grey on every side that faces the frame.
fn frame_sides_grey(p: &Puzzle, q: Placement, c: usize) -> bool {
    let out = p.outline(c);
    let shown = p.pieces[q.piece].rotated(q.rotation);
    (0..4).all(|s| !out[s] || shown[s] == crate::GREY)
}

/// Shuffles the pieces of a random 3 x 3 window (not hints) within their kind, each
/// turned at random (frame pieces turned grey outward when they can be).
fn kick(p: &Puzzle, fixed: &[bool], board: &mut Board, rng: &mut fastrand::Rng) {
    let (h, w) = (3.min(p.rows), 3.min(p.cols));
    let (r0, c0) = (rng.usize(..=p.rows - h), rng.usize(..=p.cols - w));
    let window: Vec<usize> = (r0..r0 + h)
        .flat_map(|r| (c0..c0 + w).map(move |c| r * p.cols + c))
        .collect();
    for kind in [Kind::Corner, Kind::Edge, Kind::Inner] {
        let cells: Vec<usize> = window
            .iter()
            .copied()
            .filter(|&c| !fixed[c] && p.cell_kind(c) == kind)
            .collect();
        let mut placements: Vec<Placement> = cells.iter().map(|&c| board.cells[c]).collect();
        rng.shuffle(&mut placements);
        for (&c, q) in cells.iter().zip(placements) {
            let grey_out = |&t: &u8| frame_sides_grey(p, Placement { rotation: t, ..q }, c);
            let turns: Vec<u8> = (0..4).filter(grey_out).collect();
            let rotation = match turns.is_empty() {
                true => rng.u8(0..4),
                false => turns[rng.usize(..turns.len())],
            };
            board.cells[c] = Placement { rotation, ..q };
        }
    }
}

fn hint_cells(p: &Puzzle) -> Vec<bool> {
    let mut fixed = vec![false; p.rows * p.cols];
    p.hints.iter().for_each(|h| fixed[h.cell(p.cols)] = true);
    fixed
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
        let kind = p.cell_kind(rng.usize(..n));
        let mut same: Vec<usize> = (0..n).filter(|&c| p.cell_kind(c) == kind).collect();
        rng.shuffle(&mut same);
        same.truncate(k);
        same
    };
    cells.retain(|&c| !fixed[c]);
    cells.sort_unstable();
    cells
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
            ..Recipe::hardest(6, 6, 2, crate::Colours::Uniform)
        };
        let (puzzle, mut board) = recipe.generate().unwrap();
        let inner: Vec<usize> = (0..36)
            .filter(|&c| {
                puzzle.cell_kind(c) == Kind::Inner && !puzzle.hints.iter().any(|h| h.cell(6) == c)
            })
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
            assigned: 64,
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
