//! One worker's depth-first search of a subtree: the used-piece bit set, the placements by
//! depth and the search loop itself, its hot state in locals and its neighbours read at
//! fixed strides ([`Order::strides`](super::Order::strides)).

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
