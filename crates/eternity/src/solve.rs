//! One entry point for the three methods, each answer scored by the verifier.

use crate::{backtrack, check, fill, milp, Board, Error, Formulation, Puzzle, Score};
use std::time::{Duration, Instant};

/// How to solve.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// Seed 004's MILP as written.
    MilpSeed,
    /// The stronger feasibility MILP.
    Milp,
    /// Depth-first search.
    Backtrack,
}

/// Limits and mode of a solve.
#[derive(Clone, Copy, Debug, Default)]
pub struct Options {
    /// Stop after this many seconds.
    pub time_limit: Option<f64>,
    /// When no solution is found, still return the best board found (fewest mismatches).
    pub max_score: bool,
}

/// What a solve found.
#[derive(Clone, Debug)]
pub struct Outcome {
    /// The best board found: a solution, or in max-score mode the best partial answer.
    pub board: Option<Board>,
    /// The verifier's score of `board`.
    pub score: Option<Score>,
    /// A proven lower bound on the mismatches of any board (from the MILP), when known.
    pub bound: Option<usize>,
    /// True when the method proved that no solution exists.
    pub unsolvable: bool,
    /// Pieces placed (backtracking) or variables (MILP).
    pub work: u64,
    /// Wall time.
    pub seconds: f64,
}

impl Outcome {
    /// True when `board` is a verified solution.
    pub fn solved(&self) -> bool {
        self.score.is_some_and(|s| s.is_solved())
    }
}

/// Solves `puzzle` with `method`; every board returned has been checked by [`check`].
pub fn solve(puzzle: &Puzzle, method: Method, options: Options) -> Result<Outcome, Error> {
    let start = Instant::now();
    let (board, bound, unsolvable, work) = match method {
        Method::Backtrack => {
            // A limit too far to represent is no limit.
            let deadline = options.time_limit.and_then(|t| {
                let d = Duration::try_from_secs_f64(t.max(0.0)).ok()?;
                start.checked_add(d)
            });
            let s = backtrack::search(puzzle, deadline);
            let board = s.solution.or_else(|| {
                options
                    .max_score
                    .then(|| fill::complete(puzzle, &s.deepest))
            });
            (board, s.exhausted.then_some(1), s.exhausted, s.nodes)
        }
        Method::Milp | Method::MilpSeed => {
            let form = if method == Method::Milp {
                Formulation::Strong
            } else {
                Formulation::Seed
            };
            let r = milp::solve(puzzle, form, options.max_score, options.time_limit)?;
            (r.board, r.bound, r.infeasible, r.variables as u64)
        }
    };
    let score = board.as_ref().map(|b| check(puzzle, b)).transpose()?;
    let board = board.filter(|_| options.max_score || score.is_some_and(|s| s.is_solved()));
    let score = board.as_ref().and(score);
    Ok(Outcome {
        board,
        score,
        bound,
        unsolvable,
        work,
        seconds: start.elapsed().as_secs_f64(),
    })
}
