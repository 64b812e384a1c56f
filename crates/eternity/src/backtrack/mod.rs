//! The depth-first solver the puzzle community uses: cells in row-scan order, candidates
//! looked up by the colours required on their left and top (and whether the frame needs
//! their right or bottom grey) in precomputed tables, used pieces in a bit set, no
//! allocation in the search loop. When the pieces have exactly as many grey edges as the
//! frame (every generated puzzle), no solution shows grey on an inner seam, so candidates
//! are also kept off the frame unless the frame asks for them. On square boards the first corner piece is fixed in the
//! top-left corner: turning a solution of a square board turns its pieces with it, so some
//! turn of every solution has that piece there.
//!
//! The first levels of the tree are split into subtrees searched in parallel (rayon); all
//! stop when one finds a solution.

mod estimate;

pub use estimate::{estimate, TreeEstimate};

use crate::{Board, Kind, Placement, Puzzle, Side, GREY};
use rayon::prelude::*;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// One piece in one rotation, with the colours a later cell must match.
#[derive(Clone, Copy)]
struct Candidate {
    piece: u16,
    rotation: u8,
    right: u8,
    bottom: u8,
}

/// Candidates grouped by (left colour, top colour, frame class): `entries[offsets[k]..offsets[k + 1]]`.
struct Table {
    colours: usize,
    offsets: Vec<u32>,
    entries: Vec<Candidate>,
}

impl Table {
    /// Class bit 1: the right edge must be grey (last column); bit 2: the bottom (last row).
    /// With `strict`, a side is grey only where its bit asks for it.
    fn new(puzzle: &Puzzle, strict: bool) -> Table {
        let colours = puzzle.colours();
        let mut groups: Vec<Vec<Candidate>> = vec![Vec::new(); colours * colours * 4];
        for (i, piece) in puzzle.pieces.iter().enumerate() {
            for rotation in piece.distinct_rotations() {
                let [top, right, bottom, left] = piece.rotated(rotation);
                let c = Candidate {
                    piece: i as u16,
                    rotation,
                    right,
                    bottom,
                };
                for class in 0..4 {
                    let fits = |bit: usize, colour: u8| match (class & bit != 0, colour == GREY) {
                        (true, grey) => grey,
                        (false, grey) => !(strict && grey),
                    };
                    if fits(1, right) && fits(2, bottom) {
                        groups[(left as usize * colours + top as usize) * 4 + class].push(c);
                    }
                }
            }
        }
        let mut offsets = vec![0u32];
        for g in &groups {
            offsets.push(offsets.last().unwrap() + g.len() as u32);
        }
        Table {
            colours,
            offsets,
            entries: groups.concat(),
        }
    }

    fn range(&self, left: u8, top: u8, class: usize) -> (u32, u32) {
        let k = (left as usize * self.colours + top as usize) * 4 + class;
        (self.offsets[k], self.offsets[k + 1])
    }
}

/// What a search did.
#[derive(Clone, Debug)]
pub struct Search {
    /// A board with every seam matched, when one was found.
    pub solution: Option<Board>,
    /// The deepest prefix of cells (row-major) placed without a mismatch.
    pub deepest: Vec<Placement>,
    /// True when the whole tree was searched (so no solution means none exists).
    pub exhausted: bool,
    /// Pieces placed during the search.
    pub nodes: u64,
}

/// Subtrees to split the search into, per core.
const SUBTREES_PER_CORE: usize = 32;

/// Searches for a solution until `deadline` (if any), on all cores.
pub fn search(puzzle: &Puzzle, deadline: Option<Instant>) -> Search {
    let shared = Shared::new(puzzle);
    let mut root = Searcher::new(&shared);
    let fixed = root.fix_corner(puzzle);
    let (prefixes, depth, split_nodes) =
        root.split(fixed, SUBTREES_PER_CORE * rayon::current_num_threads());
    let stop = AtomicBool::new(false);
    let runs: Vec<Search> = prefixes
        .par_iter()
        .map(|prefix| {
            let mut s = Searcher::new(&shared);
            prefix.iter().enumerate().for_each(|(d, &c)| s.place(d, c));
            s.run(depth, deadline, &stop)
        })
        .collect();
    let exhausted = runs.iter().all(|r| r.exhausted);
    let nodes = split_nodes + runs.iter().map(|r| r.nodes).sum::<u64>();
    let solution = runs.iter().find_map(|r| r.solution.clone());
    let deepest = runs
        .into_iter()
        .map(|r| r.deepest)
        .max_by_key(Vec::len)
        .unwrap_or_default();
    Search {
        solution,
        deepest,
        exhausted,
        nodes,
    }
}

/// Where cell `d`'s required colours come from: the cell to its left and the one above (on
/// the frame: the extra all-grey slot after the last cell), and its frame class.
#[derive(Clone, Copy)]
struct Geometry {
    left: usize,
    top: usize,
    class: usize,
}

/// What every worker reads: the candidate table and where each cell's colours come from.
struct Shared<'a> {
    puzzle: &'a Puzzle,
    table: Table,
    geometry: Vec<Geometry>,
}

impl<'a> Shared<'a> {
    fn new(puzzle: &'a Puzzle) -> Shared<'a> {
        let n = puzzle.pieces.len();
        let (rows, cols) = (puzzle.rows, puzzle.cols);
        let geometry = (0..n)
            .map(|d| {
                let (r, c) = (d / cols, d % cols);
                let class = usize::from(c + 1 == cols) | usize::from(r + 1 == rows) << 1;
                let left = if c > 0 { d - 1 } else { n };
                let top = if r > 0 { d - cols } else { n };
                Geometry { left, top, class }
            })
            .collect();
        let greys: usize = puzzle.pieces.iter().map(|p| p.grey_edges()).sum();
        Shared {
            puzzle,
            table: Table::new(puzzle, greys == 2 * (rows + cols)),
            geometry,
        }
    }
}

/// One worker's search state.
struct Searcher<'s, 'a> {
    shared: &'s Shared<'a>,
    used: Vec<u64>,
    /// Placed candidates; the extra last slot is all grey (the frame's side).
    placed: Vec<Candidate>,
    cursor: Vec<(u32, u32)>,
    deepest: Vec<Placement>,
    nodes: u64,
}

impl<'s, 'a> Searcher<'s, 'a> {
    fn new(shared: &'s Shared<'a>) -> Searcher<'s, 'a> {
        let n = shared.geometry.len();
        let blank = Candidate {
            piece: 0,
            rotation: 0,
            right: GREY,
            bottom: GREY,
        };
        Searcher {
            shared,
            used: vec![0; n.div_ceil(64)],
            placed: vec![blank; n + 1],
            cursor: vec![(0, 0); n],
            deepest: Vec::with_capacity(n),
            nodes: 0,
        }
    }

    /// The candidates for cell `d`, given the cells before it.
    fn range(&self, d: usize) -> (u32, u32) {
        let g = self.shared.geometry[d];
        self.shared.table.range(
            self.placed[g.left].right,
            self.placed[g.top].bottom,
            g.class,
        )
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
        if p.rows != p.cols || p.rows < 2 {
            return 0;
        }
        let Some(i) = (0..p.pieces.len()).find(|&i| p.kind(i) == Some(Kind::Corner)) else {
            return 0;
        };
        let piece = p.pieces[i];
        let grey_corner =
            |&a: &u8| piece.colour(a, Side::Top) == GREY && piece.colour(a, Side::Left) == GREY;
        let rotation = (0..4).find(grey_corner).unwrap_or(0);
        let [_, right, bottom, _] = piece.rotated(rotation);
        self.place(
            0,
            Candidate {
                piece: i as u16,
                rotation,
                right,
                bottom,
            },
        );
        1
    }

    /// The placements of the first cells after `fixed`, level by level, until there are at
    /// least `want` of them (or the board is full): the prefixes, their length and the
    /// nodes placed to find them. No prefix means no solution.
    fn split(&mut self, fixed: usize, want: usize) -> (Vec<Vec<Candidate>>, usize, u64) {
        let mut level: Vec<Vec<Candidate>> = vec![self.placed[..fixed].to_vec()];
        let (mut depth, mut nodes) = (fixed, 0);
        (0..fixed).rev().for_each(|d| self.unplace(d));
        while level.len() < want && depth < self.cursor.len() && !level.is_empty() {
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

    fn run(mut self, start: usize, deadline: Option<Instant>, stop: &AtomicBool) -> Search {
        let n = self.cursor.len();
        let record = |deepest: &mut Vec<Placement>, placed: &[Candidate]| {
            let placement = |c: &Candidate| Placement {
                piece: c.piece as usize,
                rotation: c.rotation,
            };
            deepest.clear();
            deepest.extend(placed.iter().map(placement));
        };
        record(&mut self.deepest, &self.placed[..start]);
        let skip = stop.load(Ordering::Relaxed);
        let solved = !skip && (start == n || self.descend(start, deadline, stop, record));
        if solved {
            stop.store(true, Ordering::Relaxed);
        }
        let exhausted =
            !skip && !solved && (start == n || self.cursor[start].0 == self.cursor[start].1);
        let p = self.shared.puzzle;
        let solution = solved.then(|| Board {
            rows: p.rows,
            cols: p.cols,
            cells: self.deepest.clone(),
        });
        Search {
            solution,
            deepest: self.deepest,
            exhausted,
            nodes: self.nodes,
        }
    }

    /// The search loop from depth `start`: true when every cell is filled; false when the
    /// subtree is exhausted, the deadline passed or another worker stopped the search. The
    /// hot state lives in locals.
    fn descend(
        &mut self,
        start: usize,
        deadline: Option<Instant>,
        stop: &AtomicBool,
        record: impl Fn(&mut Vec<Placement>, &[Candidate]),
    ) -> bool {
        self.cursor[start] = self.range(start);
        let n = self.cursor.len();
        let Searcher {
            shared,
            used,
            placed,
            cursor,
            deepest,
            ..
        } = self;
        let (entries, offsets, colours) = (
            &shared.table.entries[..],
            &shared.table.offsets[..],
            shared.table.colours,
        );
        let (mut d, mut nodes) = (start, 0u64);
        let solved = loop {
            let (next, end) = cursor[d];
            if next == end {
                if d == start {
                    break false;
                }
                d -= 1;
                let piece = placed[d].piece;
                used[piece as usize >> 6] ^= 1 << (piece & 63);
                continue;
            }
            cursor[d].0 = next + 1;
            let cand = entries[next as usize];
            let (word, bit) = (cand.piece as usize >> 6, 1u64 << (cand.piece & 63));
            if used[word] & bit != 0 {
                continue;
            }
            nodes += 1;
            placed[d] = cand;
            used[word] ^= bit;
            d += 1;
            if d > deepest.len() {
                record(deepest, &placed[..d]);
                if d == n {
                    break true;
                }
            }
            let g = shared.geometry[d];
            let k = (placed[g.left].right as usize * colours + placed[g.top].bottom as usize) * 4
                + g.class;
            cursor[d] = (offsets[k], offsets[k + 1]);
            if nodes & 0xFFFF == 0
                && (stop.load(Ordering::Relaxed) || deadline.is_some_and(|t| Instant::now() >= t))
            {
                break false;
            }
        };
        self.nodes += nodes;
        solved
    }
}
