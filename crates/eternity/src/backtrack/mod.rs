//! The depth-first solver the puzzle community uses: cells in scan order along the board's
//! short side ([`Order`]), candidates looked up by the colours required on their left and
//! top (and whether the frame needs their right or bottom grey, which colours a hint to its
//! right or below needs, or the cell holds a hint) in precomputed tables, used pieces in a
//! bit set, no allocation in the search loop (`searcher.rs`). When the pieces have exactly
//! as many grey edges as the frame (every generated puzzle), no solution shows grey on an
//! inner seam, so candidates are also kept off the frame unless the frame asks for them. On
//! square boards the first corner piece is fixed in the top-left corner (`fixed_corner`
//! says when that is sound).
//!
//! Soundness: [`Search::exhausted`] is true only when every subtree below the split was
//! searched to its end, with the symmetry break only where it is sound, so "exhausted
//! without a solution" proves the puzzle as given has none.
//!
//! The first levels of the tree are split into subtrees dealt to the cores in their order
//! (rayon, `split.rs`); all stop when one finds a solution. [`search_resumable`] records the
//! subtrees searched, so a search of hours or days can stop and resume.

mod chain;
pub(crate) mod count;
mod deal;
mod estimate;
mod forecast;
mod order;
#[cfg(test)]
mod plain;
mod resume;
mod searcher;
mod split;
mod study;
mod table;
mod walk;

pub use count::{count_all, count_until, Count};
pub use deal::{deal_order, deal_profile, DealProfile, Subtree};
pub use estimate::{estimate, TreeEstimate};
pub use forecast::{forecast, nodes_to_first, Forecast, MAX_PROBES, SAMPLE_SECONDS};
pub use order::Order;
pub use resume::{count_resumable, search_resumable, Progress, RESUMABLE_SUBTREES};
pub use study::estimate_walk;
pub use walk::Walk;

use crate::{Board, Kind, Placement, Puzzle, Side, GREY};
use order::Geometry;
use searcher::Searcher;
use split::Split;
use std::sync::atomic::AtomicBool;
use std::time::Instant;
use table::Table;

/// What a search did.
#[derive(Clone, Debug)]
pub struct Search {
    /// A board with every seam matched, when one was found.
    pub solution: Option<Board>,
    /// The deepest partial board placed without a mismatch (row-major; `None` = empty),
    /// the cells filled in the search's [`Order`].
    pub deepest: Vec<Option<Placement>>,
    /// True when the whole tree was searched (so no solution means none exists).
    pub exhausted: bool,
    /// Pieces placed during the search.
    pub nodes: u64,
    /// Solutions counted (a count of all of them, [`count_all`]; 0 when the search stops at
    /// its first).
    pub solutions: u64,
}

/// Words of the used-piece bit set of the largest board (32 x 32 pieces).
const MAX_WORDS: usize = (crate::MAX_SIDE * crate::MAX_SIDE).div_ceil(64);

/// Subtrees to split the search into, per core: many, so that the subtrees in hand when
/// the first solution is met are a small part of the tree searched.
const SUBTREES_PER_CORE: usize = 512;

/// Searches for a solution until `deadline` (if any), on all cores, along the short side.
pub fn search(puzzle: &Puzzle, deadline: Option<Instant>) -> Search {
    search_in(puzzle, Order::ShortSide, deadline)
}

/// [`search`] filling the cells in `order`.
pub fn search_in(puzzle: &Puzzle, order: Order, deadline: Option<Instant>) -> Search {
    search_until(puzzle, order, deadline, &AtomicBool::new(false))
}

/// [`search_in`] that also stops when `stop` is set (by another method racing it); it
/// sets `stop` itself when it finds a solution.
pub fn search_until(
    puzzle: &Puzzle,
    order: Order,
    deadline: Option<Instant>,
    stop: &AtomicBool,
) -> Search {
    let want = SUBTREES_PER_CORE * rayon::current_num_threads();
    Split::new(puzzle, order, want).run(deadline, stop, |_| false, |_, _| {}, false)
}

/// The most subtrees a dealt search cuts its tree into (2^24): the cut is held in memory
/// before the search starts, whatever its time limit, so a larger deal is refused.
pub const MAX_DEAL: usize = 1 << 24;

/// Refuses a deal of more than [`MAX_DEAL`] subtrees (or none) before any work.
pub fn check_deal(subtrees: usize) -> Result<(), crate::Error> {
    if (1..=MAX_DEAL).contains(&subtrees) {
        return Ok(());
    }
    Err(crate::Error::Invalid(format!(
        "a deal of {subtrees} subtrees: it takes 1 to {MAX_DEAL} (2^24)"
    )))
}

/// [`search`] with the tree cut into at least `subtrees` subtrees dealt to the cores in a
/// random order (seeded, [`deal_order`]): where the solutions lie no longer matters, only
/// in how many subtrees ([`deal_profile`] gives the exact expected nodes to the first; the
/// solutions cluster, so it is a median 2-3 times `tree / (solutions + 1)` on balanced
/// boards). Nodes per subtree are those of the plain search.
pub fn search_dealt(
    puzzle: &Puzzle,
    subtrees: usize,
    seed: u64,
    deadline: Option<Instant>,
) -> Search {
    let mut split = Split::new(puzzle, Order::ShortSide, subtrees);
    let order = deal_order(split.prefixes.len(), seed);
    split.prefixes = order.iter().map(|&i| split.prefixes[i].clone()).collect();
    split.run(
        deadline,
        &AtomicBool::new(false),
        |_| false,
        |_, _| {},
        false,
    )
}

/// The symmetry break: the first corner piece, and the turn that shows grey on its top and
/// left, for the top-left cell. Every method that breaks symmetry takes it from here.
///
/// Soundness: a quarter turn of a solution of a square board is a solution, and it moves
/// the corners around the board, so some turn of every solution has a given corner piece
/// top-left, when that piece must lie in a corner. It must when the pieces' grey edges are
/// exactly the frame's ([`Puzzle::grey_only_on_frame`]: both its grey edges face out, which
/// only a corner cell allows) and it has exactly two grey edges, adjacent
/// ([`Kind::Corner`]). So the break applies only on a square board with no hints (a turn
/// would move them), grey only on the frame and a true corner piece; `None` elsewhere.
pub(crate) fn fixed_corner(p: &Puzzle) -> Option<(usize, u8)> {
    let square = p.rows == p.cols && p.rows >= 2;
    if !square || !p.hints.is_empty() || !p.grey_only_on_frame() {
        return None;
    }
    let i = (0..p.pieces.len()).find(|&i| p.kind(i) == Some(Kind::Corner))?;
    let piece = p.pieces[i];
    let grey = |&a: &u8| piece.colour(a, Side::Top) == GREY && piece.colour(a, Side::Left) == GREY;
    (0..4).find(grey).map(|a| (i, a))
}

/// What every worker reads: the candidate table, where each depth's colours come from and
/// which cell it fills.
struct Shared<'a> {
    puzzle: &'a Puzzle,
    table: Table,
    geometry: Vec<Geometry>,
    cells: Vec<usize>,
    /// Depths back to a cell's left and top neighbours ([`Order::strides`]).
    strides: (usize, usize),
    /// Each depth's class, after `strides.0.max(strides.1)` unused slots (the search
    /// loop's padded depths).
    classes: Vec<u32>,
}

impl<'a> Shared<'a> {
    fn new(puzzle: &'a Puzzle, order: Order) -> Shared<'a> {
        let (geometry, cells, needs) = order.geometry(puzzle);
        let strides = order.strides(puzzle.rows, puzzle.cols);
        let pad = strides.0.max(strides.1);
        let classes = std::iter::repeat_n(0, pad)
            .chain(geometry.iter().map(|g| g.class as u32))
            .collect();
        Shared {
            puzzle,
            table: Table::new(puzzle, puzzle.grey_only_on_frame(), &needs),
            geometry,
            cells,
            strides,
            classes,
        }
    }

    /// Placements by depth laid out on the board (row-major, `None` where not reached).
    fn lay_out(&self, by_depth: &[Placement]) -> Vec<Option<Placement>> {
        let mut board = vec![None; self.cells.len()];
        for (&cell, &p) in self.cells.iter().zip(by_depth) {
            board[cell] = Some(p);
        }
        board
    }
}

/// Makes a puzzle unsolvable for the tests: one inner piece gets an edge of a colour no
/// other piece has.
#[cfg(test)]
pub(crate) fn break_an_inner_piece(puzzle: &mut Puzzle) {
    let fresh = puzzle.colours() as u8;
    let inner = puzzle.pieces.iter_mut().find(|p| p.grey_edges() == 0);
    inner.expect("an inner piece").0[0] = fresh;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Recipe;

    /// Dealing the subtrees in a random order loses none: the dealt search solves a board
    /// and exhausts one made unsolvable (an inner edge recoloured), with the plain search's
    /// node count.
    #[test]
    fn dealt_subtrees_are_all_searched() {
        let (mut puzzle, _) = Recipe::hardest(5, 5, 2, crate::Colours::Uniform)
            .generate()
            .unwrap();
        let found = search_dealt(&puzzle, 300, 7, None).solution.unwrap();
        assert!(crate::check(&puzzle, &found).unwrap().is_solved());
        break_an_inner_piece(&mut puzzle);
        let (dealt, plain) = (search_dealt(&puzzle, 300, 7, None), search(&puzzle, None));
        assert!(dealt.exhausted && dealt.solution.is_none());
        assert!(plain.exhausted && plain.solution.is_none());
        assert_eq!(dealt.nodes, plain.nodes, "the same tree, cut elsewhere");
    }
}
