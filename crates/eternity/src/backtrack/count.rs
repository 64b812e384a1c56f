//! Counting every solution (`solve --all`): the same search as [`super::search`], which
//! counts each full board and goes on instead of stopping, on all cores.
//!
//! Turning the whole board maps solutions to solutions (a quarter turn on a square board,
//! a half turn on any), and on a board of two cells or more no solution is its own turn
//! (each piece lies in one cell, which the turn moves). So the solutions fall into classes
//! of 4 (square) or 2 boards, or 1 when hints pin the board; [`Count::classes`] counts each
//! class once. On a 1 x 1 board the one cell is its own turn: each solution is a class of
//! one. Where the symmetry break applies
//! ([`super::fixed_corner`]), the search meets each class of a square board exactly once.

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::time::Instant;

use super::{fixed_corner, Order, Split, SUBTREES_PER_CORE};
use crate::{Board, Puzzle};

/// What a count of every solution found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Count {
    /// Full boards the search met.
    pub found: u64,
    /// Distinct boards that solve the puzzle (every turn of a board counted).
    pub boards: u64,
    /// Solutions up to turning the whole board: each class once.
    pub classes: u64,
    /// Boards per class: 4 on a square board, 2 on another, 1 with hints or on one cell.
    pub per_class: u64,
    /// True when the whole tree was searched, so the counts are exact.
    pub exhausted: bool,
    /// Pieces placed.
    pub nodes: u64,
    /// One of the solutions (the first met), to check with the verifier.
    pub example: Option<Board>,
    /// Subtrees whose counts were read from a checkpoint, not searched in this run
    /// ([`crate::count_with_checkpoint`]); 0 for a count searched whole in one run, the only
    /// kind that is exact by this run's work alone.
    pub read_from_checkpoint: usize,
}

/// `[Exhaustive]` Counts every solution of `puzzle` until `deadline`; `progress(done,
/// subtrees, found)` after each subtree of the split is searched. The counts are exact only
/// when [`Count::exhausted`].
///
/// ```
/// use eternity::backtrack::count_all;
/// use eternity::{Colours, Recipe};
/// let recipe = Recipe { frame: 1, inner: 2, ..Recipe::hardest(3, 3, 1, Colours::Balanced) };
/// let count = count_all(&recipe.generate()?.0, None, |_, _, _| {});
/// assert!(count.exhausted && count.classes >= 1 && count.boards == 4 * count.classes);
/// # Ok::<(), eternity::Error>(())
/// ```
pub fn count_all(
    puzzle: &Puzzle,
    deadline: Option<Instant>,
    progress: impl Fn(usize, usize, u64) + Sync,
) -> Count {
    count_until(puzzle, deadline, &AtomicBool::new(false), progress)
}

/// [`count_all`] that also stops (not exhausted) once `stop` is set.
pub fn count_until(
    puzzle: &Puzzle,
    deadline: Option<Instant>,
    stop: &AtomicBool,
    progress: impl Fn(usize, usize, u64) + Sync,
) -> Count {
    let want = SUBTREES_PER_CORE * rayon::current_num_threads();
    let split = Split::new(puzzle, Order::ShortSide, want);
    let (done, found) = (AtomicUsize::new(0), AtomicU64::new(0));
    let subtrees = split.prefixes.len();
    let search = split.run(
        deadline,
        stop,
        |_| false,
        |_, run| {
            let so_far = found.fetch_add(run.solutions, Ordering::Relaxed) + run.solutions;
            progress(done.fetch_add(1, Ordering::Relaxed) + 1, subtrees, so_far);
        },
        true,
    );
    tally(puzzle, search.solutions, search)
}

/// The counts of `found` full boards met by a search of `puzzle` (its exhaustion, nodes and
/// example from `search`).
pub(crate) fn tally(puzzle: &Puzzle, found: u64, search: super::Search) -> Count {
    let one_cell = puzzle.rows * puzzle.cols == 1;
    let per_class = match (puzzle.hints.is_empty(), puzzle.rows == puzzle.cols) {
        _ if one_cell => 1,
        (false, _) => 1,
        (true, true) => 4,
        (true, false) => 2,
    };
    let broken = fixed_corner(puzzle).is_some();
    let boards = if broken { per_class * found } else { found };
    Count {
        found,
        boards,
        classes: boards / per_class,
        per_class,
        exhausted: search.exhausted,
        nodes: search.nodes,
        example: search.solution,
        read_from_checkpoint: 0,
    }
}
