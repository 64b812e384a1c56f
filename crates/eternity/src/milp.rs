//! The puzzle as a mixed-integer program, written as algebra with good_lp and solved by
//! HiGHS (the same `highs` crate as lp-core).
//!
//! - [`Formulation::Seed`]: seed 004's model as written: a binary `x[t,r,c,a]` for every piece
//!   `t`, cell (r, c) and rotation `a`; each piece once, each cell once; grey on the frame;
//!   binaries `h[r,c]`, `v[r,c]` with `|CR_l x(r,c) - CL_l x(r,c+1)| <= h[r,c]` for every colour
//!   `l` (and the same with CB/CT for v); minimize sum h + sum v.
//! - [`Formulation::Strong`]: corner, edge and inner pieces only in cells of their kind, in
//!   their one frame-facing rotation; the first corner piece fixed in the top-left corner of
//!   a square board without hints; and, instead of the mismatch objective (whose LP bound is 0, so branch
//!   and bound cannot prune), for every seam and colour both sides show that colour equally
//!   often: a feasibility model. With `max_score` it keeps the seed's mismatch objective on
//!   its smaller set of variables.
//!
//! In both, a hint's cell has variables for its hint piece only, and a hint piece for its
//! cell only.

use std::time::Duration;

use crate::board::Slot;
use crate::{Board, Error, Kind, Puzzle, Side, GREY};
use ::highs::{HighsModelStatus, HighsSolutionStatus};
use good_lp::{
    solvers::highs::highs, variable, Expression, ProblemVariables, SolverModel, Variable,
};

/// Which model to build.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Formulation {
    /// Seed 004's model as written.
    Seed,
    /// Pieces by kind, a fixed corner, colour-matching seams.
    Strong,
}

/// What HiGHS returned.
#[derive(Clone, Debug)]
pub struct MilpResult {
    /// The best board found (its mismatches are counted again by the verifier).
    pub board: Option<Board>,
    /// HiGHS's dual bound on the objective, rounded up (mismatched seams): computed in
    /// floating point with tolerances, so a strong hint, not a proof.
    pub bound: Option<usize>,
    /// True when HiGHS reported the model infeasible (floating point: not a proof that no
    /// solution exists; `solve` never reports it as one).
    pub infeasible: bool,
    /// Binary variables in the model.
    pub variables: usize,
    /// Constraints in the model.
    pub constraints: usize,
}

/// Builds and solves the model; `max_score` asks for the fewest mismatches (the seed model
/// always does).
pub fn solve(
    puzzle: &Puzzle,
    form: Formulation,
    max_score: bool,
    time_limit: Option<Duration>,
) -> Result<MilpResult, Error> {
    let mut slots = match form {
        Formulation::Seed => seed_slots(puzzle),
        Formulation::Strong => strong_slots(puzzle)?,
    };
    slots.retain(|s| respects_hints(puzzle, s));
    let mismatch = max_score || form == Formulation::Seed;
    let mut vars = ProblemVariables::new();
    let x: Vec<Variable> = slots
        .iter()
        .map(|_| vars.add(variable().binary()))
        .collect();
    let seams = seams(puzzle);
    let h: Vec<Variable> = if mismatch {
        seams
            .iter()
            .map(|_| vars.add(variable().binary()))
            .collect()
    } else {
        Vec::new()
    };
    let objective: Expression = h.iter().sum();
    let mut problem = vars.minimise(objective).using(highs);
    let mut rows = 0;
    let mut add = |problem: &mut good_lp::solvers::highs::HighsProblem, c| {
        problem.add_constraint(c);
        rows += 1;
    };
    for (piece, cell) in once_each(puzzle, &slots, &x) {
        add(&mut problem, piece.eq(1));
        add(&mut problem, cell.eq(1));
    }
    if form == Formulation::Seed {
        for frame in grey_frame(puzzle, &slots, &x) {
            add(&mut problem, frame.eq(1));
        }
    }
    for (k, seam) in seams.iter().enumerate() {
        for (a, b) in seam_sides(puzzle, &slots, &x, seam) {
            match h.get(k) {
                Some(&hk) => {
                    add(&mut problem, (a.clone() - b.clone()).leq(hk));
                    add(&mut problem, (b - a).leq(hk));
                }
                None => add(&mut problem, a.eq(b)),
            }
        }
    }
    run(puzzle, problem, &slots, time_limit, x.len() + h.len(), rows)
}

/// Every piece, cell and rotation.
fn seed_slots(p: &Puzzle) -> Vec<Slot> {
    let n = p.rows * p.cols;
    (0..n)
        .flat_map(|cell| {
            (0..n).flat_map(move |piece| {
                (0..4).map(move |rotation| Slot {
                    cell,
                    piece,
                    rotation,
                })
            })
        })
        .collect()
}

/// Pieces only in cells of their kind, grey exactly on the frame; the first corner piece
/// only in cell 0 of a square board.
fn strong_slots(p: &Puzzle) -> Result<Vec<Slot>, Error> {
    let n = p.rows * p.cols;
    let kinds: Vec<Option<Kind>> = (0..n).map(|i| p.kind(i)).collect();
    let count = |k| kinds.iter().filter(|&&x| x == Some(k)).count();
    let cells = |k| (0..n).filter(|&c| p.cell_kind(c) == k).count();
    if p.rows < 3
        || p.cols < 3
        || [Kind::Corner, Kind::Edge, Kind::Inner]
            .iter()
            .any(|&k| count(k) != cells(k))
    {
        return Err(Error::Invalid(format!(
            "the strong model needs a framed board of at least 3 x 3 with 4 corner, {} edge and {} inner pieces; use milp-seed or backtrack",
            cells(Kind::Edge),
            cells(Kind::Inner)
        )));
    }
    let fixed = crate::backtrack::fixed_corner(p).map(|(piece, _)| piece);
    let mut slots = Vec::new();
    for cell in 0..n {
        let (kind, out) = (p.cell_kind(cell), p.outline(cell));
        for piece in (0..n).filter(|&i| kinds[i] == Some(kind)) {
            if fixed.is_some_and(|f| (f == piece) != (cell == 0)) && kind == Kind::Corner {
                continue;
            }
            for rotation in p.pieces[piece].distinct_rotations() {
                let shown = p.pieces[piece].rotated(rotation);
                if (0..4).all(|s| (shown[s] == GREY) == out[s]) {
                    slots.push(Slot {
                        cell,
                        piece,
                        rotation,
                    });
                }
            }
        }
    }
    Ok(slots)
}

/// A hint's cell holds only the hint, turned as given (or to an equal picture), and a hint
/// piece goes nowhere else.
fn respects_hints(p: &Puzzle, s: &Slot) -> bool {
    let hint = p
        .hints
        .iter()
        .find(|h| h.cell(p.cols) == s.cell || h.piece == s.piece);
    hint.is_none_or(|h| {
        let picture = p.pieces[s.piece].rotated(s.rotation) == h.shown(&p.pieces);
        h.cell(p.cols) == s.cell && h.piece == s.piece && picture
    })
}

/// Per piece and per cell, the sum of its x variables.
fn once_each(p: &Puzzle, slots: &[Slot], x: &[Variable]) -> Vec<(Expression, Expression)> {
    let n = p.rows * p.cols;
    let mut by_piece = vec![Expression::from(0.0); n];
    let mut by_cell = vec![Expression::from(0.0); n];
    for (s, &v) in slots.iter().zip(x) {
        by_piece[s.piece] += v;
        by_cell[s.cell] += v;
    }
    by_piece.into_iter().zip(by_cell).collect()
}

/// For every frame edge, the sum of the x variables that show grey there.
fn grey_frame(p: &Puzzle, slots: &[Slot], x: &[Variable]) -> Vec<Expression> {
    let mut frame = Vec::new();
    for cell in 0..p.rows * p.cols {
        let out = p.outline(cell);
        for side in Side::ALL.into_iter().filter(|&s| out[s as usize]) {
            let grey = slots.iter().zip(x).filter(|(s, _)| {
                s.cell == cell && p.pieces[s.piece].colour(s.rotation, side) == GREY
            });
            frame.push(grey.map(|(_, &v)| v).sum());
        }
    }
    frame
}

/// The inner seams as (cell, side facing the neighbour, neighbour, its side).
fn seams(p: &Puzzle) -> Vec<(usize, Side, usize, Side)> {
    let mut out = Vec::new();
    for cell in 0..p.rows * p.cols {
        if cell % p.cols + 1 < p.cols {
            out.push((cell, Side::Right, cell + 1, Side::Left));
        }
        if cell / p.cols + 1 < p.rows {
            out.push((cell, Side::Bottom, cell + p.cols, Side::Top));
        }
    }
    out
}

/// For one seam and every colour, how often each side shows it (as sums of x variables).
fn seam_sides(
    p: &Puzzle,
    slots: &[Slot],
    x: &[Variable],
    seam: &(usize, Side, usize, Side),
) -> Vec<(Expression, Expression)> {
    let &(a, side_a, b, side_b) = seam;
    let mut sides = vec![(Expression::from(0.0), Expression::from(0.0)); p.colours()];
    for (s, &v) in slots.iter().zip(x) {
        let colour = |side| p.pieces[s.piece].colour(s.rotation, side) as usize;
        if s.cell == a {
            sides[colour(side_a)].0 += v;
        } else if s.cell == b {
            sides[colour(side_b)].1 += v;
        }
    }
    sides
}

fn run(
    p: &Puzzle,
    problem: good_lp::solvers::highs::HighsProblem,
    slots: &[Slot],
    time_limit: Option<Duration>,
    variables: usize,
    constraints: usize,
) -> Result<MilpResult, Error> {
    let mut model = problem
        .try_into_inner()
        .map_err(|e| Error::Solver(e.to_string()))?;
    if let Some(t) = time_limit {
        model.set_option("time_limit", t.as_secs_f64());
    }
    let solved = model
        .try_solve()
        .map_err(|e| Error::Solver(format!("{e:?}")))?;
    let infeasible = solved.status() == HighsModelStatus::Infeasible;
    let bound = solved
        .double_info_value(c"mip_dual_bound")
        .ok()
        .filter(|b| b.is_finite())
        .map(|b| (b - 1e-6).ceil().max(0.0) as usize);
    let board = (solved.primal_solution_status() == HighsSolutionStatus::Feasible).then(|| {
        let columns = solved.get_solution().columns().to_vec();
        let chosen = slots.iter().zip(&columns).filter(|(_, &v)| v > 0.5);
        let placed = chosen.map(|(s, _)| s.placed());
        Board::from_cells(p.rows, p.cols, placed)
    });
    Ok(MilpResult {
        board,
        bound,
        infeasible,
        variables,
        constraints,
    })
}
