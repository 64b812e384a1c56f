//! The search loop specialised per depth, for boards of at most [`MAX_CELLS`] cells: one
//! function per depth (`cell::<D>`), each calling the next, so every depth has its own
//! code and branch sites, keeps its candidate range and piece in registers (the call stack
//! is the backtracking stack), and gets the key part of the cell just before it in the
//! walk as an argument. Every [`GROUP`]-th depth is a real call that also looks at the
//! clock; the depths between are inlined into it, so the calls are few and no function is
//! huge. The used pieces are a byte each (one load and test per candidate).
//!
//! It walks the same tree in the same order as the generic loop (`searcher.rs`): the same
//! candidates, tried in the same order and counted the same way, so node counts, first
//! solutions and counts are equal (tested in `searcher.rs`).

use super::table::Candidate;
use seq_macro::seq;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

/// The most cells a board searched here has (16 x 16, the official board).
pub(super) const MAX_CELLS: usize = 256;

/// The most depths back a cell's neighbour across the walk lies (a side of the largest
/// board).
const MAX_STRIDE: usize = crate::MAX_SIDE;

/// Depths per real call.
const GROUP: usize = 6;

/// Real calls between two looks at the clock and the stop flag.
const CHECK_EVERY: u32 = 1 << 14;

/// One depth's search, given the key part of the cell before it in the walk; true means
/// stop (solved, or interrupted).
type Cell = fn(&mut Chain<'_>, u32) -> bool;

/// The walk's state, read and written by every depth.
pub(super) struct Chain<'t> {
    entries: &'t [Candidate],
    offsets: &'t [u32],
    /// Each depth's class.
    classes: [u32; MAX_CELLS],
    /// The key part a later cell reads across the walk (the bottom in rows, the right in
    /// columns), by depth after [`MAX_STRIDE`] grey slots.
    across: [u32; MAX_STRIDE + MAX_CELLS],
    /// Which pieces are placed.
    used: [bool; MAX_CELLS],
    /// The entry placed at each depth.
    path: [u32; MAX_CELLS],
    /// The deepest partial board placed: `deepest[..deep]`.
    pub deepest: [u32; MAX_CELLS],
    pub deep: usize,
    /// Depths back to the neighbour across the walk.
    stride: usize,
    cells: usize,
    pub nodes: u64,
    pub solutions: u64,
    pub interrupted: bool,
    countdown: u32,
    deadline: Option<Instant>,
    stop: &'t AtomicBool,
}

/// The chain of depths for one walk direction and mode.
struct Depths<const COLUMNS: bool, const ALL: bool>;

impl<const COLUMNS: bool, const ALL: bool> Depths<COLUMNS, ALL> {
    const CELLS: [Cell; MAX_CELLS] = seq!(D in 0..256 { [#(pick::<D, COLUMNS, ALL>(),)*] });
}

/// Depth `D`'s entry in the chain: a real call every [`GROUP`] depths, else inlined.
const fn pick<const D: usize, const COLUMNS: bool, const ALL: bool>() -> Cell {
    match D % GROUP {
        0 => call::<D, COLUMNS, ALL>,
        _ => cell::<D, COLUMNS, ALL>,
    }
}

/// A real call: looks at the clock and the stop flag now and then, then searches depth `D`.
#[inline(never)]
fn call<const D: usize, const COLUMNS: bool, const ALL: bool>(
    chain: &mut Chain<'_>,
    along: u32,
) -> bool {
    chain.countdown -= 1;
    if chain.countdown == 0 && chain.late() {
        chain.interrupted = true;
        return true;
    }
    cell::<D, COLUMNS, ALL>(chain, along)
}

/// Depth `D`: each unused candidate for the cell placed in turn and the next depth
/// searched below it. A full board stops the search (`ALL`: counted, and the search goes
/// on).
#[inline(always)]
fn cell<const D: usize, const COLUMNS: bool, const ALL: bool>(
    chain: &mut Chain<'_>,
    along: u32,
) -> bool {
    let k = (along + chain.across[D + MAX_STRIDE - chain.stride] + chain.classes[D]) as usize;
    let (lo, hi) = (chain.offsets[k] as usize, chain.offsets[k + 1] as usize);
    let entries = chain.entries;
    for (i, c) in (lo..).zip(&entries[lo..hi]) {
        let piece = c.piece as u8 as usize;
        if chain.used[piece] {
            continue;
        }
        chain.nodes += 1;
        chain.path[D] = i as u32;
        if D >= chain.deep {
            chain.deepest[..=D].copy_from_slice(&chain.path[..=D]);
            chain.deep = D + 1;
        }
        let stop = if D + 1 >= chain.cells {
            chain.solutions += u64::from(ALL);
            !ALL
        } else {
            let (next, across) = match COLUMNS {
                false => (c.right, c.bottom),
                true => (c.bottom, c.right),
            };
            chain.used[piece] = true;
            chain.across[D + MAX_STRIDE] = across;
            let stop = Depths::<COLUMNS, ALL>::CELLS[(D + 1) % MAX_CELLS](chain, next);
            chain.used[piece] = false;
            stop
        };
        if stop {
            return true;
        }
    }
    false
}

impl<'t> Chain<'t> {
    /// A walk of `classes.len()` cells (at most [`MAX_CELLS`]) over `entries` grouped by
    /// `offsets`, the neighbour across the walk `stride` depths back.
    pub fn new(
        entries: &'t [Candidate],
        offsets: &'t [u32],
        classes: &[u32],
        stride: usize,
        deadline: Option<Instant>,
        stop: &'t AtomicBool,
    ) -> Chain<'t> {
        let mut chain = Chain {
            entries,
            offsets,
            classes: [0; MAX_CELLS],
            across: [0; MAX_STRIDE + MAX_CELLS],
            used: [false; MAX_CELLS],
            path: [0; MAX_CELLS],
            deepest: [0; MAX_CELLS],
            deep: 0,
            stride,
            cells: classes.len(),
            nodes: 0,
            solutions: 0,
            interrupted: false,
            countdown: CHECK_EVERY,
            deadline,
            stop,
        };
        chain.classes[..classes.len()].copy_from_slice(classes);
        chain
    }

    /// Whether a board of `cells` cells and `pieces` pieces, walked with this stride, fits.
    pub fn fits(cells: usize, pieces: usize, stride: usize) -> bool {
        cells <= MAX_CELLS && pieces <= MAX_CELLS && stride <= MAX_STRIDE
    }

    fn late(&mut self) -> bool {
        self.countdown = CHECK_EVERY;
        self.stop.load(Ordering::Relaxed) || self.deadline.is_some_and(|t| Instant::now() >= t)
    }

    /// Searches below the placed `prefix` (entries' indices, by depth; `deep` is its
    /// length) until a full board (`all`: through every board) or the end of the subtree;
    /// `columns` when the walk goes down the columns. True when it stopped early (a
    /// solution, or interrupted).
    pub fn run(&mut self, prefix: &[u32], columns: bool, all: bool) -> bool {
        let mut along = 0;
        for (d, &i) in prefix.iter().enumerate() {
            let c = self.entries[i as usize];
            self.used[c.piece as usize] = true;
            self.path[d] = i;
            (along, self.across[d + MAX_STRIDE]) = match columns {
                false => (c.right, c.bottom),
                true => (c.bottom, c.right),
            };
        }
        let start = prefix.len();
        self.deepest[..start].copy_from_slice(prefix);
        self.deep = start;
        let cell = match (columns, all) {
            (false, false) => Depths::<false, false>::CELLS[start],
            (false, true) => Depths::<false, true>::CELLS[start],
            (true, false) => Depths::<true, false>::CELLS[start],
            (true, true) => Depths::<true, true>::CELLS[start],
        };
        cell(self, along)
    }
}
