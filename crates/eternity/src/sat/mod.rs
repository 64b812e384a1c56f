//! The puzzle as a satisfiability problem for CaDiCaL (a CDCL solver, through RustSAT's
//! `rustsat-cadical`), the encoding of Heule's "Solving edge-matching problems with
//! satisfiability solvers" (2008) in its direct form:
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
//! where it is sound), so an unsatisfiable formula proves the puzzle as given has no
//! solution. CaDiCaL's UNSAT is not taken on its word: it traces an LRAT proof as it solves
//! (`sat/proof.rs`), checked step by step as it comes, and [`SatResult::unsatisfiable`] is true
//! only when [`verify::lrat::Checker`] derived the empty clause with it from this formula's
//! own clauses. A proof the check refuses leaves the answer unproved.

mod proof;

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use rustsat::solvers::{ControlSignal, Solve, SolverResult, Terminate};
use rustsat::types::{Clause, Lit, TernaryVal};
use rustsat_cadical::{CaDiCaL, Config};

use verify::lrat::Proof;

use crate::board::Slot;
use crate::{Board, Puzzle, Side, GREY};

/// What CaDiCaL returned.
#[derive(Clone, Debug)]
pub struct SatResult {
    /// The decoded board, when the formula is satisfiable.
    pub board: Option<Board>,
    /// True only when CaDiCaL answered UNSAT and its LRAT proof passed
    /// [`verify::lrat::Checker`]: no solution exists.
    pub unsatisfiable: bool,
    /// For an UNSAT answer, what became of its proof: the derived clauses checked, or why
    /// the check refused it. `None` otherwise.
    pub proof: Option<Result<usize, String>>,
    /// Variables of the formula.
    pub variables: usize,
    /// Clauses of the formula.
    pub clauses: usize,
}

/// A formula being built: the solver, the next free variable, and the clauses as given
/// (their literals end to end, and where each ends), which the proof check reads.
struct Formula<'a> {
    solver: CaDiCaL<'a, 'static>,
    next: i32,
    literals: Vec<i32>,
    ends: Vec<usize>,
}

impl Formula<'_> {
    fn fresh(&mut self) -> i32 {
        self.next += 1;
        self.next
    }

    fn clause(&mut self, lits: impl IntoIterator<Item = i32>) {
        let start = self.literals.len();
        self.literals.extend(lits);
        self.ends.push(self.literals.len());
        let clause: Clause = self.literals[start..]
            .iter()
            .filter_map(|&l| Lit::from_ipasir(l).ok())
            .collect();
        // CaDiCaL fails only when out of memory, which the answer then shows as no answer.
        let _ = self.solver.add_clause(clause);
    }

    /// The clauses as given, each a slice of literals.
    fn given(&self) -> impl Iterator<Item = &[i32]> {
        let starts = std::iter::once(0).chain(self.ends.iter().copied());
        starts.zip(&self.ends).map(|(a, &b)| &self.literals[a..b])
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
    run(puzzle, deadline, stop, false).0
}

/// A formula and an LRAT proof of its unsatisfiability, as CaDiCaL wrote it.
#[derive(Clone, Debug)]
pub struct KeptProof {
    /// The formula's clauses, as given to CaDiCaL.
    pub formula: Vec<Vec<i32>>,
    /// The proof.
    pub proof: Proof,
}

/// [`solve`], keeping the whole proof of an UNSAT answer (memory grows with the proof, so
/// this is for small puzzles and for checking the proof elsewhere).
pub fn solve_keeping_proof(
    puzzle: &Puzzle,
    deadline: Option<Instant>,
) -> (SatResult, Option<KeptProof>) {
    run(puzzle, deadline, &AtomicBool::new(false), true)
}

/// Encodes and solves; the proof of an UNSAT answer is checked as CaDiCaL writes it, and
/// kept when `keep`.
fn run(
    puzzle: &Puzzle,
    deadline: Option<Instant>,
    stop: &AtomicBool,
    keep: bool,
) -> (SatResult, Option<KeptProof>) {
    let slots = slots(puzzle);
    let mut solver = CaDiCaL::default();
    // The configuration for satisfiable instances, as before; a failure leaves the default.
    let _ = solver.set_configuration(Config::Sat);
    let log = proof::ProofLog {
        kept: keep.then(Proof::default),
        ..proof::ProofLog::default()
    };
    let tracer = solver.connect_proof_tracer(log, true);
    solver.attach_terminator(move || {
        let late = deadline.is_some_and(|t| Instant::now() >= t);
        match stop.load(Ordering::Relaxed) || late {
            true => ControlSignal::Terminate,
            false => ControlSignal::Continue,
        }
    });
    let mut f = Formula {
        solver,
        next: slots.len() as i32,
        literals: Vec::new(),
        ends: Vec::new(),
    };
    encode(puzzle, &slots, &mut f);
    let verdict = f.solver.solve().unwrap_or(SolverResult::Interrupted);
    let mut log = f.solver.disconnect_proof_tracer(tracer).ok();
    let board = (verdict == SolverResult::Sat).then(|| decode(puzzle, &slots, &f.solver));
    let unsat = verdict == SolverResult::Unsat;
    let kept = log.as_mut().and_then(|l| l.kept.take()).filter(|_| unsat);
    let kept = kept.map(|proof| KeptProof {
        formula: f.given().map(<[i32]>::to_vec).collect(),
        proof,
    });
    let proof = unsat.then(|| checked(&f, log));
    let unsatisfiable = matches!(proof, Some(Ok(_)));
    // An answer stops a search racing beside it only once it stands: a board, or an UNSAT
    // whose proof passed; after a refused proof the search goes on.
    if board.is_some() || unsatisfiable {
        stop.store(true, Ordering::Relaxed);
    }
    let result = SatResult {
        board,
        unsatisfiable,
        proof,
        variables: f.next as usize,
        clauses: f.ends.len(),
    };
    (result, kept)
}

/// The clauses of the module's first two points, then the seams'.
fn encode(puzzle: &Puzzle, slots: &[Slot], f: &mut Formula<'_>) {
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
    seams(puzzle, slots, f);
}

/// The UNSAT answer's proof, checked as it came, against the formula: the derived clauses
/// checked, or why the answer is unproved.
fn checked(f: &Formula<'_>, log: Option<proof::ProofLog>) -> Result<usize, String> {
    let log = log.ok_or("CaDiCaL's proof tracer was lost")?;
    log.checker
        .finish(f.given())
        .map(|c| c.steps)
        .map_err(|e| format!("its LRAT proof was refused: {e}"))
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
fn decode(p: &Puzzle, slots: &[Slot], solver: &CaDiCaL<'_, '_>) -> Board {
    let chosen = slots.iter().enumerate().filter(|&(i, _)| {
        let lit = Lit::from_ipasir(i as i32 + 1);
        lit.is_ok_and(|l| solver.lit_val(l).is_ok_and(|v| v == TernaryVal::True))
    });
    let placed = chosen.map(|(_, s)| s.placed());
    Board::from_cells(p.rows, p.cols, placed)
}
