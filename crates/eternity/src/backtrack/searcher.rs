//! One worker's depth-first search of a subtree: the used-piece bit set, the placements by
//! depth and the search loop itself, its hot state in locals and its neighbours read at
//! fixed strides ([`Order::strides`](super::Order::strides)).

use super::chain::Chain;
use super::table::Candidate;
use super::{fixed_corner, Search, Shared, MAX_WORDS};
use crate::{Board, Placement, Puzzle, GREY};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

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
pub(super) struct Searcher<'s, 'a> {
    shared: &'s Shared<'a>,
    used: Vec<u64>,
    /// Placed candidates; the extra last slot is all grey (the frame's side).
    placed: Vec<Candidate>,
    deepest: Vec<Placement>,
    nodes: u64,
    solutions: u64,
}

impl<'s, 'a> Searcher<'s, 'a> {
    pub fn new(shared: &'s Shared<'a>) -> Searcher<'s, 'a> {
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
    pub fn range(&self, d: usize) -> (u32, u32) {
        let g = self.shared.geometry[d];
        let placed = &self.placed;
        self.shared
            .table
            .range(&placed[g.left], &placed[g.top], g.class)
    }

    pub fn is_used(&self, piece: u16) -> bool {
        self.used[piece as usize >> 6] >> (piece & 63) & 1 == 1
    }

    pub fn place(&mut self, d: usize, c: Candidate) {
        self.placed[d] = c;
        self.used[c.piece as usize >> 6] ^= 1 << (c.piece & 63);
    }

    pub fn unplace(&mut self, d: usize) {
        let piece = self.placed[d].piece;
        self.used[piece as usize >> 6] ^= 1 << (piece & 63);
    }

    /// The first corner piece turned grey-up and grey-left, fixed in cell 0 (square boards);
    /// the number of cells fixed.
    pub fn fix_corner(&mut self, p: &Puzzle) -> usize {
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
    pub fn split(&mut self, fixed: usize, want: usize) -> (Vec<Vec<Candidate>>, usize, u64) {
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

    pub fn run(
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
        let (n, (left, top)) = (self.shared.geometry.len(), self.shared.strides);
        let pieces = self.shared.puzzle.pieces.len();
        if Chain::fits(n, pieces, left.max(top)) {
            return self.descend_chain(start, deadline, stop, record, all);
        }
        match (self.used.len(), all) {
            (1, false) => self.descend_with::<1, false>(start, deadline, stop, record),
            (2..=4, false) => self.descend_with::<4, false>(start, deadline, stop, record),
            (_, false) => self.descend_with::<{ MAX_WORDS }, false>(start, deadline, stop, record),
            (1, true) => self.descend_with::<1, true>(start, deadline, stop, record),
            (2..=4, true) => self.descend_with::<4, true>(start, deadline, stop, record),
            (_, true) => self.descend_with::<{ MAX_WORDS }, true>(start, deadline, stop, record),
        }
    }

    /// [`Self::descend`] on the per-depth search ([`Chain`]), for boards of at most
    /// [`MAX_CELLS`](super::chain::MAX_CELLS) cells.
    fn descend_chain(
        &mut self,
        start: usize,
        deadline: Option<Instant>,
        stop: &AtomicBool,
        record: impl Fn(&mut Vec<Placement>, &[Candidate]),
        all: bool,
    ) -> Ended {
        let (left, top) = self.shared.strides;
        let pad = left.max(top);
        let table = &self.shared.table;
        let prefix: Vec<u32> = (0..start)
            .map(|d| {
                let (lo, hi) = self.range(d);
                let placed = self.placed[d];
                let same = |&i: &u32| {
                    let c = table.entries[i as usize];
                    (c.piece, c.rotation) == (placed.piece, placed.rotation)
                };
                (lo..hi)
                    .find(same)
                    .expect("a placed candidate is in its cell's range")
            })
            .collect();
        let classes = &self.shared.classes[pad..];
        let columns = left != 1;
        let stride = if columns { left } else { top };
        let mut chain = Chain::new(
            &table.entries,
            &table.offsets,
            classes,
            stride,
            deadline,
            stop,
        );
        let stopped = chain.run(&prefix, columns, all);
        self.nodes += chain.nodes;
        self.solutions += chain.solutions;
        if chain.deep > start {
            let deepest: Vec<Candidate> = chain.deepest[..chain.deep]
                .iter()
                .map(|&i| table.entries[i as usize])
                .collect();
            record(&mut self.deepest, &deepest);
        }
        match (stopped, chain.interrupted) {
            (_, true) => Ended::Interrupted,
            (true, false) => Ended::Solved,
            (false, false) => Ended::Exhausted,
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backtrack::{break_an_inner_piece, Order};
    use crate::{Colours, Recipe};

    /// What one worker's search from the fixed corner did: how it ended, its nodes, its
    /// solutions and its deepest board.
    fn walk(puzzle: &Puzzle, order: Order, all: bool, chain: bool) -> (bool, u64, u64, String) {
        let shared = Shared::new(puzzle, order);
        let mut searcher = Searcher::new(&shared);
        let start = searcher.fix_corner(puzzle);
        let stop = AtomicBool::new(false);
        let record = |deepest: &mut Vec<Placement>, placed: &[Candidate]| {
            deepest.clear();
            deepest.extend(placed.iter().map(|c| Placement {
                piece: c.piece as usize,
                rotation: c.rotation,
            }));
        };
        let ended = match (chain, all) {
            (true, _) => searcher.descend_chain(start, None, &stop, record, all),
            (false, false) => {
                searcher.descend_with::<{ MAX_WORDS }, false>(start, None, &stop, record)
            }
            (false, true) => {
                searcher.descend_with::<{ MAX_WORDS }, true>(start, None, &stop, record)
            }
        };
        let deepest = format!("{:?}", searcher.deepest);
        (
            ended == Ended::Solved,
            searcher.nodes,
            searcher.solutions,
            deepest,
        )
    }

    /// The per-depth search walks the generic loop's tree: the same nodes, the same first
    /// solution, the same count, in rows and in columns, with and without hints, solvable
    /// or not.
    #[test]
    fn the_chain_walks_the_generic_loops_tree() {
        let mut boards = Vec::new();
        for (rows, cols, seed, hints) in [
            (5, 5, 1, 0),
            (6, 6, 2, 0),
            (4, 7, 3, 0),
            (6, 9, 1, 2),
            (7, 5, 4, 1),
        ] {
            let recipe = Recipe {
                hints,
                ..Recipe::hardest(rows, cols, seed, Colours::Balanced)
            };
            let (puzzle, _) = recipe.generate().unwrap();
            let mut broken = puzzle.clone();
            break_an_inner_piece(&mut broken);
            boards.extend([puzzle, broken]);
        }
        for puzzle in &boards {
            for order in [Order::Rows, Order::Columns] {
                for all in [false, true] {
                    let generic = walk(puzzle, order, all, false);
                    let chain = walk(puzzle, order, all, true);
                    assert_eq!(
                        chain, generic,
                        "{} x {} {order:?}",
                        puzzle.rows, puzzle.cols
                    );
                }
            }
        }
    }
}
