//! The depth-first solver the puzzle community uses: cells in scan order along the board's
//! short side ([`Order`]), candidates looked up by the colours required on their left and
//! top (and whether the frame needs their right or bottom grey, which colours a hint to its
//! right or below needs, or the cell holds a hint) in precomputed tables, used pieces in a bit set, no allocation in the search loop. When the pieces have exactly as many grey edges as the
//! frame (every generated puzzle), no solution shows grey on an inner seam, so candidates
//! //! are also kept off the frame unless the frame asks for them. On square boards the first
//! corner piece is fixed in the top-left corner (`fixed_corner` says when that is sound).
//!
//! Soundness: [`Search::exhausted`] is true only when every subtree below the split was
//! searched to its end, with the symmetry break only where it is sound, so "exhausted
//! without a solution" proves the puzzle as given has none.
//!
//! The first levels of the tree are split into subtrees dealt to the cores in their order
//! (rayon); all stop when one finds a solution. [`search_resumable`] records the subtrees
//! searched, so a search of hours or days can stop and resume.

pub(crate) mod count;
mod deal;
mod estimate;
mod forecast;
mod order;
#[cfg(test)]
mod plain;
mod resume;
mod study;
mod table;
mod walk;

pub use count::{count_all, Count};
pub use deal::{deal_order, deal_profile, DealProfile, Subtree};
pub use estimate::{estimate, TreeEstimate};
pub use forecast::{forecast, nodes_to_first, Forecast, MAX_PROBES, SAMPLE_SECONDS};
pub use order::Order;
pub use resume::{count_resumable, search_resumable, Progress, RESUMABLE_SUBTREES};
pub use study::estimate_walk;
pub use walk::Walk;

use crate::{Board, Kind, Placement, Puzzle, Side, GREY};
use order::Geometry;
use rayon::prelude::*;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;
use table::{Candidate, Table};

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

/// The tree cut at the first depth with at least the wanted number of nodes: one subtree
/// below each of them.
struct Split<'a> {
    shared: Shared<'a>,
    prefixes: Vec<Vec<Candidate>>,
    depth: usize,
    nodes: u64,
}

impl<'a> Split<'a> {
    fn new(puzzle: &'a Puzzle, order: Order, want: usize) -> Split<'a> {
        let shared = Shared::new(puzzle, order);
        let mut root = Searcher::new(&shared);
        let fixed = root.fix_corner(puzzle);
        let (prefixes, depth, nodes) = root.split(fixed, want);
        Split {
            shared,
            prefixes,
            depth,
            nodes,
        }
    }

    /// Searches the subtrees not `skip`ped on all cores, dealt in their order: a core that
    /// is free takes the next subtree, so the part of the tree searched is always its first
    /// subtrees (and those in hand), as in a plain scan on one core, not the first part of
    /// each core's share (rayon's split in halves started the second core at the middle of
    /// the tree). `finished(i, run)` is called for each subtree `i` searched to its end
    /// (without a solution, unless `all`). With `all`, every solution is counted and the
    /// search goes on past them.
    fn run(
        &self,
        deadline: Option<Instant>,
        stop: &AtomicBool,
        skip: impl Fn(usize) -> bool + Sync,
        finished: impl Fn(usize, &Search) + Sync,
        all: bool,
    ) -> Search {
        let runs: Vec<Search> = (0..self.prefixes.len())
            .filter(|&i| !skip(i))
            .par_bridge()
            .map(|i| {
                let mut s = Searcher::new(&self.shared);
                let prefix = &self.prefixes[i];
                prefix.iter().enumerate().for_each(|(d, &c)| s.place(d, c));
                let run = s.run(self.depth, deadline, stop, all);
                if run.exhausted {
                    finished(i, &run);
                }
                run
            })
            .collect();
        let exhausted = runs.iter().all(|r| r.exhausted);
        let nodes = self.nodes + runs.iter().map(|r| r.nodes).sum::<u64>();
        let solutions = runs.iter().map(|r| r.solutions).sum();
        let solution = runs.iter().find_map(|r| r.solution.clone());
        let filled = |board: &Vec<Option<Placement>>| board.iter().flatten().count();
        let deepest = runs
            .into_iter()
            .map(|r| r.deepest)
            .max_by_key(filled)
            .unwrap_or_default();
        Search {
            solution,
            deepest,
            exhausted,
            nodes,
            solutions,
        }
    }
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

/// How a worker's search of its subtree ended.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Ended {
    /// Every cell filled.
    Solved,
    /// Every branch searched, no solution.
    Exhausted,
    /// The deadline passed or the search was stopped, some branch not searched.
    Interrupted,
}

/// One worker's search state.
struct Searcher<'s, 'a> {
    shared: &'s Shared<'a>,
    used: Vec<u64>,
    /// Placed candidates; the extra last slot is all grey (the frame's side).
    placed: Vec<Candidate>,
    deepest: Vec<Placement>,
    nodes: u64,
    solutions: u64,
}

impl<'s, 'a> Searcher<'s, 'a> {
    fn new(shared: &'s Shared<'a>) -> Searcher<'s, 'a> {
        let n = shared.geometry.len();
        let blank = shared.table.candidate(0, 0, [GREY, GREY]);
        Searcher {
            shared,
            used: vec![0; n.div_ceil(64)],
            placed: vec![blank; n + 1],
            deepest: Vec::with_capacity(n),
            nodes: 0,
            solutions: 0,
        }
    }

    /// The candidates for cell `d`, given the cells before it.
    fn range(&self, d: usize) -> (u32, u32) {
        let g = self.shared.geometry[d];
        let placed = &self.placed;
        self.shared
            .table
            .range(&placed[g.left], &placed[g.top], g.class)
    }

    fn is_used(&self, piece: u16) -> bool {
        self.used[piece as usize >> 6] >> (piece & 63) & 1 == 1
    }

    fn place(&mut self, d: usize, c: Candidate) {
        self.placed[d] = c;
        self.used[c.piece as usize >> 6] ^= 1 << (c.piece & 63);
    }

    fn unplace(&mut self, d: usize) {
        let piece = self.placed[d].piece;
        self.used[piece as usize >> 6] ^= 1 << (piece & 63);
    }

    /// The first corner piece turned grey-up and grey-left, fixed in cell 0 (square boards);
    /// the number of cells fixed.
    fn fix_corner(&mut self, p: &Puzzle) -> usize {
        let Some((i, rotation)) = fixed_corner(p) else {
            return 0;
        };
        let [_, right, bottom, _] = p.pieces[i].rotated(rotation);
        let corner = self.shared.table.candidate(i, rotation, [right, bottom]);
        self.place(0, corner);
        1
    }

    /// The placements of the first cells after `fixed`, level by level, until there are at
    /// least `want` of them (or the board is full): the prefixes, their length and the
    /// nodes placed to find them. No prefix means no solution.
    fn split(&mut self, fixed: usize, want: usize) -> (Vec<Vec<Candidate>>, usize, u64) {
        let mut level: Vec<Vec<Candidate>> = vec![self.placed[..fixed].to_vec()];
        let (mut depth, mut nodes) = (fixed, 0);
        (0..fixed).rev().for_each(|d| self.unplace(d));
        while level.len() < want && depth < self.shared.geometry.len() && !level.is_empty() {
            let mut next = Vec::new();
            for prefix in &level {
                prefix
                    .iter()
                    .enumerate()
                    .for_each(|(d, &c)| self.place(d, c));
                let (lo, hi) = self.range(depth);
                for &c in &self.shared.table.entries[lo as usize..hi as usize] {
                    if !self.is_used(c.piece) {
                        next.push(prefix.iter().copied().chain([c]).collect());
                    }
                }
                (0..prefix.len()).rev().for_each(|d| self.unplace(d));
            }
            nodes += next.len() as u64;
            (level, depth) = (next, depth + 1);
        }
        (level, depth, nodes)
    }

    fn run(
        mut self,
        start: usize,
        deadline: Option<Instant>,
        stop: &AtomicBool,
        all: bool,
    ) -> Search {
        let n = self.shared.geometry.len();
        let record = |deepest: &mut Vec<Placement>, placed: &[Candidate]| {
            let placement = |c: &Candidate| Placement {
                piece: c.piece as usize,
                rotation: c.rotation,
            };
            deepest.clear();
            deepest.extend(placed.iter().map(placement));
        };
        record(&mut self.deepest, &self.placed[..start]);
        let late = deadline.is_some_and(|t| Instant::now() >= t);
        let ended = match late || stop.load(Ordering::Relaxed) {
            true => Ended::Interrupted,
            false if start == n && all => {
                self.solutions = 1;
                Ended::Exhausted
            }
            false if start == n => Ended::Solved,
            false => self.descend(start, deadline, stop, record, all),
        };
        let (solved, exhausted) = (ended == Ended::Solved, ended == Ended::Exhausted);
        if solved {
            stop.store(true, Ordering::Relaxed);
        }
        let p = self.shared.puzzle;
        let deepest = self.shared.lay_out(&self.deepest);
        let solution = (solved || self.solutions > 0).then(|| Board {
            rows: p.rows,
            cols: p.cols,
            cells: deepest.iter().flatten().copied().collect(),
        });
        Search {
            solution,
            deepest,
            exhausted,
            nodes: self.nodes,
            solutions: self.solutions,
        }
    }

    /// The search loop from depth `start`, until every cell is filled (unless `all`, which
    /// counts every full board and goes on), the subtree is exhausted, the deadline passed
    /// or another worker stopped the search.
    fn descend(
        &mut self,
        start: usize,
        deadline: Option<Instant>,
        stop: &AtomicBool,
        record: impl Fn(&mut Vec<Placement>, &[Candidate]),
        all: bool,
    ) -> Ended {
        match (self.used.len(), all) {
            (1, false) => self.descend_with::<1, false>(start, deadline, stop, record),
            (2..=4, false) => self.descend_with::<4, false>(start, deadline, stop, record),
            (_, false) => self.descend_with::<{ MAX_WORDS }, false>(start, deadline, stop, record),
            (1, true) => self.descend_with::<1, true>(start, deadline, stop, record),
            (2..=4, true) => self.descend_with::<4, true>(start, deadline, stop, record),
            (_, true) => self.descend_with::<{ MAX_WORDS }, true>(start, deadline, stop, record),
        }
    }

    /// [`Self::descend`] with the used-piece bit set in a local array of `W` words (one
    /// register for boards of at most 64 pieces); the hot state lives in locals: the
    /// current depth's next and last candidate in registers (`cursor` keeps the deeper
    /// levels' places for backtracking), the board by depth after grey slots, so a cell's
    /// neighbours lie a fixed number of depths back ([`Order::strides`]) and no per-depth
    /// lookup stands between one placement and the next cell's candidates. With `ALL`, a
    /// full board is counted and taken back like a dead end.
    fn descend_with<const W: usize, const ALL: bool>(
        &mut self,
        start: usize,
        deadline: Option<Instant>,
        stop: &AtomicBool,
        record: impl Fn(&mut Vec<Placement>, &[Candidate]),
    ) -> Ended {
        let n = self.shared.geometry.len();
        let (mut next, mut end) = self.range(start);
        let (left, top) = self.shared.strides;
        let pad = left.max(top);
        let mut used = [0u64; W];
        used[..self.used.len()].copy_from_slice(&self.used);
        let mut board = vec![self.placed[n]; pad + n];
        board[pad..pad + start].copy_from_slice(&self.placed[..start]);
        let mut cursor = vec![(0u32, 0u32); pad + n];
        let (entries, offsets) = (
            &self.shared.table.entries[..],
            &self.shared.table.offsets[..],
        );
        let classes = &self.shared.classes[..];
        let deepest = &mut self.deepest;
        let (first, full) = (pad + start, pad + n);
        let (mut d, mut deep, mut nodes, mut solutions) = (first, pad + deepest.len(), 0u64, 0u64);
        let ended = loop {
            if next == end {
                if d == first {
                    break Ended::Exhausted;
                }
                d -= 1;
                let piece = board[d].piece;
                used[(piece as usize >> 6) % W] ^= 1 << (piece & 63);
                (next, end) = cursor[d];
                continue;
            }
            let cand = entries[next as usize];
            next += 1;
            let (word, bit) = ((cand.piece as usize >> 6) % W, 1u64 << (cand.piece & 63));
            if used[word] & bit != 0 {
                continue;
            }
            nodes += 1;
            board[d] = cand;
            cursor[d] = (next, end);
            used[word] ^= bit;
            d += 1;
            if d > deep {
                record(deepest, &board[pad..d]);
                deep = d;
                if d == full && !ALL {
                    break Ended::Solved;
                }
            }
            if ALL && d == full {
                // `next` and `end` are still the last cell's: try its next candidate.
                (solutions, d) = (solutions + 1, d - 1);
                used[word] ^= bit;
                continue;
            }
            let k = (board[d - left].right + board[d - top].bottom + classes[d]) as usize;
            (next, end) = (offsets[k], offsets[k + 1]);
            if nodes & 0xFFFF == 0
                && (stop.load(Ordering::Relaxed) || deadline.is_some_and(|t| Instant::now() >= t))
            {
                break Ended::Interrupted;
            }
        };
        self.nodes += nodes;
        self.solutions += solutions;
        ended
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
    use crate::{Hint, Recipe};
    use std::time::Duration;

    /// Dealing the subtrees in a random order loses none: the dealt search solves a board
    /// and exhausts one made unsolvable (an inner edge recoloured), with the plain search's
    /// node count.
    #[test]
    fn dealt_subtrees_are_all_searched() {
        let (mut puzzle, _) = Recipe::hardest(5, 5, 2).generate().unwrap();
        let found = search_dealt(&puzzle, 300, 7, None).solution.unwrap();
        assert!(crate::check(&puzzle, &found).unwrap().is_solved());
        break_an_inner_piece(&mut puzzle);
        let (dealt, plain) = (search_dealt(&puzzle, 300, 7, None), search(&puzzle, None));
        assert!(dealt.exhausted && dealt.solution.is_none());
        assert!(plain.exhausted && plain.solution.is_none());
        assert_eq!(dealt.nodes, plain.nodes, "the same tree, cut elsewhere");
    }

    /// The subtrees are dealt in their order: on two cores the search takes subtree 0, 1,
    /// 2, ... (rayon's split in halves took the middle one second), and searches them all.
    #[test]
    fn subtrees_are_dealt_in_order() {
        let (mut puzzle, _) = Recipe::hardest(6, 6, 1).generate().unwrap();
        break_an_inner_piece(&mut puzzle);
        let split = Split::new(&puzzle, Order::Rows, 64);
        let dealt = std::sync::Mutex::new(Vec::new());
        let two = rayon::ThreadPoolBuilder::new().num_threads(2).build();
        let out = two.unwrap().install(|| {
            let deal = |i| {
                dealt.lock().unwrap().push(i);
                false
            };
            split.run(None, &AtomicBool::new(false), deal, |_, _| {}, false)
        });
        assert!(out.exhausted && out.solution.is_none());
        let dealt = dealt.into_inner().unwrap();
        assert_eq!(dealt, (0..split.prefixes.len()).collect::<Vec<_>>());
    }

    /// The loop reads a cell's neighbours a fixed number of depths back
    /// ([`Order::strides`], the first cell of a row or column reading the frame's grey from
    /// the cell before it): scanning rows and scanning columns count the same boards, on
    /// oblong boards with a hint off the frame and one on it.
    #[test]
    fn rows_and_columns_count_the_same_boards() {
        for (rows, cols, seed) in [(3, 5, 1), (5, 3, 2), (4, 6, 3)] {
            let (puzzle, board) = Recipe::hardest(rows, cols, seed).generate().unwrap();
            let hint = |row: usize, col: usize| {
                let at = board.cells[row * cols + col];
                Hint {
                    row,
                    col,
                    piece: at.piece,
                    rotation: at.rotation,
                }
            };
            let puzzle = puzzle.with_hints(&[hint(1, 1), hint(rows - 1, 2)]).unwrap();
            let count = |order| {
                let split = Split::new(&puzzle, order, 8);
                let never = |_| false;
                split
                    .run(None, &AtomicBool::new(false), never, |_, _| {}, true)
                    .solutions
            };
            let (by_rows, by_columns) = (count(Order::Rows), count(Order::Columns));
            assert!(by_rows >= 1, "{rows} x {cols}: the generating board");
            assert_eq!(by_rows, by_columns, "{rows} x {cols}");
        }
    }

    /// A search stopped by its deadline in the last branch of its first cell has not
    /// exhausted its tree (else a resumed search would skip the rest of that subtree): the
    /// first cell holds a hint, so its one branch is the last.
    #[test]
    fn a_search_stopped_in_its_last_branch_is_not_exhausted() {
        let (puzzle, board) = Recipe::hardest(7, 7, 1).generate().unwrap();
        let at = board.cells[0];
        let hint = Hint {
            row: 0,
            col: 0,
            piece: at.piece,
            rotation: at.rotation,
        };
        let mut puzzle = puzzle.with_hints(&[hint]).unwrap();
        break_an_inner_piece(&mut puzzle);
        let split = Split::new(&puzzle, Order::Rows, 1);
        assert_eq!((split.prefixes.len(), split.depth), (1, 0));
        let deadline = Instant::now() + Duration::from_millis(50);
        let out = split.run(
            Some(deadline),
            &AtomicBool::new(false),
            |_| false,
            |_, _| {},
            false,
        );
        assert!(
            out.solution.is_none() && !out.exhausted,
            "{} nodes",
            out.nodes
        );
    }
}
