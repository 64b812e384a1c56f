//! The puzzle as a satisfiability problem for CaDiCaL (a CDCL solver, through the `cadical`
//! crate), the encoding of Heule's "Solving edge-matching problems with satisfiability
//! solvers" (2008) in its direct form:
//!
//! - a variable per (cell, piece, rotation) that shows grey exactly toward the frame (grey
//!   nowhere else when the pieces have as many grey edges as the frame); hints are the only
//!   variables of their cells and pieces; the first corner piece is fixed in the top-left
//!   corner where the search's symmetry break is sound (square, no hints, grey only on the
//!   frame; `backtrack::fixed_corner`);
//! - each cell exactly one placement, each piece exactly one (sequential-counter at-most-one);
//! - a variable per (inner seam, colour): a placement implies its colour on each of its
//!   seams, at most one colour per seam, and a seam colour needs a placement showing it on
//!   each side (support clauses, which make unit propagation see dead colours early).
//!
//! The model the solver returns is decoded into a [`Board`], which the caller checks with
//! the verifier like every other method's.
//!
//! Soundness: every clause holds in some turn of every solution (the symmetry break only
//! where it is sound), so CaDiCaL's UNSAT ([`SatResult::unsatisfiable`]) proves the puzzle
//! as given has no solution.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use crate::board::Slot;
use crate::{Board, Puzzle, Side, GREY};

/// What CaDiCaL returned.
#[derive(Clone, Debug)]
pub struct SatResult {
    /// The decoded board, when the formula is satisfiable.
    pub board: Option<Board>,
    /// True when CaDiCaL proved the formula unsatisfiable (no solution exists).
    pub unsatisfiable: bool,
    /// Variables of the formula.
    pub variables: usize,
    /// Clauses of the formula.
    pub clauses: usize,
}

/// Stops CaDiCaL at a deadline or when another method racing it sets the flag.
struct Deadline<'a>(Option<Instant>, &'a AtomicBool);

impl cadical::Callbacks for Deadline<'_> {
    fn terminate(&mut self) -> bool {
        self.1.load(Ordering::Relaxed) || self.0.is_some_and(|t| Instant::now() >= t)
    }
}

/// A formula being built: clauses and the next free variable.
struct Formula<'a> {
    solver: cadical::Solver<Deadline<'a>>,
    next: i32,
    clauses: usize,
}

impl Formula<'_> {
    fn fresh(&mut self) -> i32 {
        self.next += 1;
        self.next
    }

    fn clause(&mut self, lits: impl IntoIterator<Item = i32>) {
        self.solver.add_clause(lits);
        self.clauses += 1;
    }

    /// Exactly one of `lits` (at least one, and Sinz's sequential counter for at most one).
    fn exactly_one(&mut self, lits: &[i32]) {
        self.clause(lits.iter().copied());
        self.at_most_one(lits);
    }

    fn at_most_one(&mut self, lits: &[i32]) {
        if lits.len() <= 5 {
            for (i, &a) in lits.iter().enumerate() {
                for &b in &lits[i + 1..] {
                    self.clause([-a, -b]);
                }
            }
            return;
        }
        let mut prev = self.fresh();
        self.clause([-lits[0], prev]);
        for &x in &lits[1..lits.len() - 1] {
            let s = self.fresh();
            self.clause([-x, s]);
            self.clause([-prev, s]);
            self.clause([-x, -prev]);
            prev = s;
        }
        self.clause([-lits[lits.len() - 1], -prev]);
    }
}

/// Encodes `puzzle` and runs CaDiCaL until it answers or `deadline` passes.
pub fn solve(puzzle: &Puzzle, deadline: Option<Instant>) -> SatResult {
    solve_until(puzzle, deadline, &AtomicBool::new(false))
}

/// [`solve`] that also stops when `stop` is set; it sets `stop` itself when it answers.
pub fn solve_until(puzzle: &Puzzle, deadline: Option<Instant>, stop: &AtomicBool) -> SatResult {
    let slots = slots(puzzle);
    let mut f = Formula {
        solver: cadical::Solver::with_config("sat").unwrap_or_default(),
        next: slots.len() as i32,
        clauses: 0,
    };
    f.solver.set_callbacks(Some(Deadline(deadline, stop)));
    let var = |i: usize| i as i32 + 1;
    let n = puzzle.rows * puzzle.cols;
    let (mut by_cell, mut by_piece) = (vec![Vec::new(); n], vec![Vec::new(); n]);
    for (i, s) in slots.iter().enumerate() {
        by_cell[s.cell].push(var(i));
        by_piece[s.piece].push(var(i));
    }
    by_cell
        .iter()
        .chain(&by_piece)
        .for_each(|g| f.exactly_one(g));
    seams(puzzle, &slots, &mut f);
    let verdict = f.solver.solve();
    if verdict.is_some() {
        stop.store(true, Ordering::Relaxed);
    }
    let board = (verdict == Some(true)).then(|| decode(puzzle, &slots, &f.solver));
    SatResult {
        board,
        unsatisfiable: verdict == Some(false),
        variables: f.next as usize,
        clauses: f.clauses,
    }
}

/// The placement variables (see the module's first point).
fn slots(p: &Puzzle) -> Vec<Slot> {
    let n = p.rows * p.cols;
    let strict = p.grey_only_on_frame();
    let first_corner = crate::backtrack::fixed_corner(p).map(|(piece, _)| piece);
    let mut out = Vec::new();
    for cell in 0..n {
        let frame = p.outline(cell);
        let hint = p.hints.iter().find(|h| h.cell(p.cols) == cell);
        for piece in 0..n {
            let hinted = p.hints.iter().any(|h| h.piece == piece);
            if hint.map_or(hinted, |h| h.piece != piece)
                || first_corner.is_some_and(|f| (f == piece) != (cell == 0))
            {
                continue;
            }
            for rotation in p.pieces[piece].distinct_rotations() {
                let shown = p.pieces[piece].rotated(rotation);
                let fits = (0..4).all(|s| match (frame[s], shown[s] == GREY) {
                    (true, grey) => grey,
                    (false, grey) => !(strict && grey),
                });
                if fits && hint.is_none_or(|h| h.shown(&p.pieces) == shown) {
                    out.push(Slot {
                        cell,
                        piece,
                        rotation,
                    });
                }
            }
        }
    }
    out
}

/// The seam-colour variables and their clauses (the module's third point).
fn seams(p: &Puzzle, slots: &[Slot], f: &mut Formula<'_>) {
    let colours = p.colours();
    let mut showing: Vec<[Vec<Vec<i32>>; 4]> =
        vec![std::array::from_fn(|_| vec![Vec::new(); colours]); p.rows * p.cols];
    for (i, s) in slots.iter().enumerate() {
        for side in Side::ALL {
            let colour = p.pieces[s.piece].colour(s.rotation, side) as usize;
            showing[s.cell][side as usize][colour].push(i as i32 + 1);
        }
    }
    for cell in 0..p.rows * p.cols {
        let (r, c) = (cell / p.cols, cell % p.cols);
        if c + 1 < p.cols {
            seam(
                f,
                &showing[cell][Side::Right as usize],
                &showing[cell + 1][Side::Left as usize],
            );
        }
        if r + 1 < p.rows {
            let below = &showing[cell + p.cols][Side::Top as usize];
            seam(f, &showing[cell][Side::Bottom as usize], below);
        }
    }
}

/// One seam: `a[k]` and `b[k]` are the placements showing colour k on its two sides.
fn seam(f: &mut Formula<'_>, a: &[Vec<i32>], b: &[Vec<i32>]) {
    let mut colour_vars = Vec::new();
    for (side_a, side_b) in a.iter().zip(b) {
        if side_a.is_empty() || side_b.is_empty() {
            side_a.iter().chain(side_b).for_each(|&x| f.clause([-x]));
            continue;
        }
        let y = f.fresh();
        colour_vars.push(y);
        for &x in side_a.iter().chain(side_b) {
            f.clause([-x, y]);
        }
        f.clause(std::iter::once(-y).chain(side_a.iter().copied()));
        f.clause(std::iter::once(-y).chain(side_b.iter().copied()));
    }
    f.at_most_one(&colour_vars);
}

/// The board of a satisfying assignment.
fn decode(p: &Puzzle, slots: &[Slot], solver: &cadical::Solver<Deadline<'_>>) -> Board {
    let chosen = slots
        .iter()
        .enumerate()
        .filter(|&(i, _)| solver.value(i as i32 + 1) == Some(true));
    let placed = chosen.map(|(_, s)| s.placed());
    Board::from_cells(p.rows, p.cols, placed)
}
