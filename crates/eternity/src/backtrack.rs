//! The depth-first solver the puzzle community uses: cells in row-scan order, candidates
//! looked up by the colours required on their left and top (and whether the frame needs
//! their right or bottom grey) in precomputed tables, used pieces in a bit set, no
//! allocation in the search loop. When the pieces have exactly as many grey edges as the
//! frame (every generated puzzle), no solution shows grey on an inner seam, so candidates
//! are also kept off the frame unless the frame asks for them. On square boards the first corner piece is fixed in the
//! top-left corner: turning a solution of a square board turns its pieces with it, so some
//! turn of every solution has that piece there.

use crate::{Board, Kind, Placement, Puzzle, Side, GREY};
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

/// Searches for a solution until `deadline` (if any).
pub fn search(puzzle: &Puzzle, deadline: Option<Instant>) -> Search {
    Searcher::new(puzzle).run(deadline)
}

/// Where cell `d`'s required colours come from: the cell to its left and the one above (on
/// the frame: the extra all-grey slot after the last cell), and its frame class.
#[derive(Clone, Copy)]
struct Geometry {
    left: usize,
    top: usize,
    class: usize,
}

struct Searcher<'a> {
    puzzle: &'a Puzzle,
    table: Table,
    geometry: Vec<Geometry>,
    used: Vec<u64>,
    placed: Vec<Candidate>,
    cursor: Vec<(u32, u32)>,
    deepest: Vec<Placement>,
    nodes: u64,
}

impl<'a> Searcher<'a> {
    fn new(puzzle: &'a Puzzle) -> Searcher<'a> {
        let n = puzzle.pieces.len();
        let blank = Candidate {
            piece: 0,
            rotation: 0,
            right: GREY,
            bottom: GREY,
        };
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
        Searcher {
            puzzle,
            table: Table::new(puzzle, greys == 2 * (rows + cols)),
            geometry,
            used: vec![0; n.div_ceil(64)],
            placed: vec![blank; n + 1],
            cursor: vec![(0, 0); n],
            deepest: Vec::with_capacity(n),
            nodes: 0,
        }
    }

    /// The candidates for cell `d`, given the cells before it.
    fn range(&self, d: usize) -> (u32, u32) {
        let g = self.geometry[d];
        self.table.range(
            self.placed[g.left].right,
            self.placed[g.top].bottom,
            g.class,
        )
    }

    fn flip(&mut self, piece: u16) {
        self.used[piece as usize / 64] ^= 1 << (piece % 64);
    }

    fn is_used(&self, piece: u16) -> bool {
        self.used[piece as usize / 64] >> (piece % 64) & 1 == 1
    }

    /// The first corner piece turned grey-up and grey-left, fixed in cell 0 (square boards).
    fn fix_corner(&mut self) -> usize {
        let p = self.puzzle;
        if p.rows != p.cols || p.rows < 2 {
            return 0;
        }
        let Some(i) = (0..p.pieces.len()).find(|&i| p.kind(i) == Some(Kind::Corner)) else {
            return 0;
        };
        let piece = p.pieces[i];
        let rotation = (0..4)
            .find(|&a| piece.colour(a, Side::Top) == GREY && piece.colour(a, Side::Left) == GREY)
            .unwrap_or(0);
        let [_, right, bottom, _] = piece.rotated(rotation);
        self.placed[0] = Candidate {
            piece: i as u16,
            rotation,
            right,
            bottom,
        };
        self.flip(i as u16);
        1
    }

    fn run(mut self, deadline: Option<Instant>) -> Search {
        let n = self.cursor.len();
        let start = self.fix_corner();
        let mut d = start;
        self.cursor[d] = self.range(d);
        let mut solved = false;
        let mut ticks = 0u32;
        loop {
            let (next, end) = self.cursor[d];
            if next == end {
                if d == start {
                    break;
                }
                d -= 1;
                self.flip(self.placed[d].piece);
                continue;
            }
            self.cursor[d].0 += 1;
            let cand = self.table.entries[next as usize];
            if self.is_used(cand.piece) {
                continue;
            }
            self.nodes += 1;
            self.placed[d] = cand;
            self.flip(cand.piece);
            d += 1;
            if d > self.deepest.len() {
                self.record(d);
            }
            if d == n {
                solved = true;
                break;
            }
            self.cursor[d] = self.range(d);
            ticks = ticks.wrapping_add(1);
            if ticks & 0xFFFF == 0 && deadline.is_some_and(|t| Instant::now() >= t) {
                break;
            }
        }
        let exhausted = !solved && d == start && self.cursor[d].0 == self.cursor[d].1;
        let solution = solved.then(|| Board {
            rows: self.puzzle.rows,
            cols: self.puzzle.cols,
            cells: self.deepest.clone(),
        });
        Search {
            solution,
            deepest: self.deepest,
            exhausted,
            nodes: self.nodes,
        }
    }

    fn record(&mut self, depth: usize) {
        self.deepest.clear();
        self.deepest
            .extend(self.placed[..depth].iter().map(|c| Placement {
                piece: c.piece as usize,
                rotation: c.rotation,
            }));
    }
}
