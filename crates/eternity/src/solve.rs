//! One entry point for the methods, each answer scored by the verifier.
//!
//! What an [`Outcome`] proves: a board is a solution only when the verifier scored it so;
//! `unsolvable` only from an exhaustive method (a backtracking search that ran to its end,
//! CaDiCaL's UNSAT); the MILP's infeasibility and bound are HiGHS's floating-point word,
//! reported as such (`milp_infeasible`, `bound_proved = false`), never as a proof.

#[cfg(feature = "sat")]
use crate::sat;
use crate::{backtrack, check, fill, Board, Error, Puzzle, Score};
#[cfg(feature = "milp")]
use crate::{milp, Formulation};
use std::sync::atomic::AtomicBool;
#[cfg(feature = "sat")]
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use verify::dimacs::ProofFiles;

/// How to solve.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// Seed 004's MILP as written.
    MilpSeed,
    /// The stronger feasibility MILP.
    Milp,
    /// Depth-first search.
    Backtrack,
    /// CaDiCaL on the SAT encoding (no max-score mode).
    Sat,
    /// Backtracking and SAT racing on the same puzzle: the first answer stops the other
    /// (no max-score mode). The backtracker wins on easy trees, SAT on heavy tails.
    Portfolio,
}

/// Limits and mode of a solve.
#[derive(Clone, Copy, Debug, Default)]
pub struct Options {
    /// Stop after this long (a limit checked once, e.g. by [`verify::limits::seconds`]).
    pub time_limit: Option<Duration>,
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
    /// A lower bound on the mismatches of any board, when known: proved by an exhausted
    /// search (1), or HiGHS's floating-point dual bound (see `bound_proved`).
    pub bound: Option<usize>,
    /// True when `bound` is proved (an exhausted search), false for HiGHS's bound.
    pub bound_proved: bool,
    /// True only when an exhaustive method proved that no solution exists: a backtracking
    /// search exhausted over the puzzle as given, or CaDiCaL's UNSAT. Never from the MILP.
    pub unsolvable: bool,
    /// True when HiGHS found no feasible board: the model infeasible, or (max-score and
    /// seed models) its minimum at least one mismatch. Floating point, so not a proof
    /// (`unsolvable` stays false).
    pub milp_infeasible: bool,
    /// What an answer without a board rests on: the check behind `unsolvable` ("the search
    /// ran to its end", "LRAT proof of K steps checked"), or why CaDiCaL's UNSAT is not
    /// called a proof (its proof too large to keep, or refused). `None` otherwise.
    pub proof: Option<String>,
    /// Pieces placed (backtracking) or variables (MILP, SAT).
    pub work: u64,
    /// Wall time.
    pub seconds: f64,
}

impl Outcome {
    /// A board found and scored by the verifier, with no bound and no search count (a
    /// stored or improved board).
    pub fn found(board: Board, score: Score, seconds: f64) -> Outcome {
        Outcome {
            board: Some(board),
            score: Some(score),
            bound: None,
            bound_proved: false,
            unsolvable: false,
            milp_infeasible: false,
            proof: None,
            work: 0,
            seconds,
        }
    }

    /// True when `board` is a verified solution.
    pub fn solved(&self) -> bool {
        self.score.is_some_and(|s| s.is_solved())
    }
}

/// Solves `puzzle` with `method`; every board returned has been checked by [`check`].
/// Max-score by backtracking with a time limit searches a tenth of it and improves the
/// board found for the rest ([`crate::max_score`]).
pub fn solve(puzzle: &Puzzle, method: Method, options: Options) -> Result<Outcome, Error> {
    solve_until(puzzle, method, options, &AtomicBool::new(false))
}

/// [`solve`] that also stops when `stop` is set (an interrupt from another thread), as a
/// time limit stops it: a stopped run claims nothing. The backtracking search, SAT and the
/// portfolio watch the flag (and set it themselves when they have an answer); a max-score
/// run and the MILPs end at their time limit only.
pub fn solve_until(
    puzzle: &Puzzle,
    method: Method,
    options: Options,
    stop: &AtomicBool,
) -> Result<Outcome, Error> {
    let start = Instant::now();
    let found = run(puzzle, method, options, (start, stop))?;
    found.score(puzzle, options.max_score, start)
}

fn run(
    puzzle: &Puzzle,
    method: Method,
    options: Options,
    (start, stop): (Instant, &AtomicBool),
) -> Result<Found, Error> {
    let deadline = deadline(start, options.time_limit);
    Ok(match method {
        Method::Sat | Method::Portfolio if options.max_score => {
            let why =
                "max-score needs the backtrack or a MILP method; sat answers only solved or not";
            return Err(Error::Invalid(why.into()));
        }
        #[cfg(not(feature = "sat"))]
        Method::Sat | Method::Portfolio => return Err(unavailable("sat", "CaDiCaL")),
        #[cfg(feature = "sat")]
        Method::Sat => Found::from_sat(sat::solve_until(puzzle, deadline, stop)),
        #[cfg(feature = "sat")]
        Method::Portfolio => race(puzzle, deadline, stop),
        Method::Backtrack => match options.time_limit {
            Some(limit) if options.max_score => {
                let (board, _) = crate::max_score(puzzle, limit, None, 1, |_, _| {})?;
                Found {
                    board: Some(board),
                    ..Found::new(0)
                }
            }
            _ => Found::from_search(
                puzzle,
                backtrack::search_until(puzzle, backtrack::Order::ShortSide, deadline, stop),
                options.max_score,
            ),
        },
        #[cfg(not(feature = "milp"))]
        Method::Milp | Method::MilpSeed => return Err(unavailable("milp", "good_lp + HiGHS")),
        #[cfg(feature = "milp")]
        Method::Milp | Method::MilpSeed => {
            let form = match method {
                Method::Milp => Formulation::Strong,
                _ => Formulation::Seed,
            };
            let r = milp::solve(puzzle, form, options.max_score, options.time_limit)?;
            Found {
                board: r.board,
                bound: r.bound,
                milp_infeasible: r.infeasible || r.bound.is_some_and(|b| b >= 1),
                ..Found::new(r.variables as u64)
            }
        }
    })
}

/// [`solve`] by backtracking, resumable: the search skips the subtrees `progress` has
/// finished and calls `save` as it finishes more (see [`backtrack::search_resumable`]).
/// Returns the progress to save for the next run.
pub fn solve_resumable(
    puzzle: &Puzzle,
    options: Options,
    progress: Option<backtrack::Progress>,
    save: impl Fn(&backtrack::Progress) + Sync,
) -> Result<(Outcome, backtrack::Progress), Error> {
    let start = Instant::now();
    let deadline = deadline(start, options.time_limit);
    let (s, progress) = backtrack::search_resumable(puzzle, deadline, progress, save)?;
    let found = Found::from_search(puzzle, s, options.max_score);
    Ok((found.score(puzzle, options.max_score, start)?, progress))
}

/// [`Method::Sat`] keeping the proof of an UNSAT answer, written as the DIMACS formula and
/// the LRAT proof that external checkers such as cake_lpr read ([`verify::dimacs`]):
/// `None` unless the answer is an UNSAT whose proof passed our own check, and the reason
/// when that proof could not be exported (the UNSAT stands). The whole proof is held in
/// memory until it is written, so this is for puzzles whose proof fits.
pub fn solve_sat_with_proof(
    puzzle: &Puzzle,
    options: Options,
) -> Result<(Outcome, Option<Result<ProofFiles, String>>), Error> {
    if options.max_score {
        return Err(Error::Invalid(
            "a proof comes from sat, which has no max-score mode".into(),
        ));
    }
    sat_with_proof(puzzle, options.time_limit)
}

#[cfg(feature = "sat")]
fn sat_with_proof(
    puzzle: &Puzzle,
    time_limit: Option<Duration>,
) -> Result<(Outcome, Option<Result<ProofFiles, String>>), Error> {
    let start = Instant::now();
    let (r, kept) = sat::solve_keeping_proof(puzzle, deadline(start, time_limit));
    // The UNSAT stands on the proof checked as it came; a proof that cannot be exported
    // is said so beside it, not turned into an error.
    let files = kept
        .filter(|_| r.unsatisfiable)
        .map(|k| verify::dimacs::write(&k.formula, &k.proof).map_err(|e| e.to_string()));
    let outcome = Found::from_sat(r).score(puzzle, false, start)?;
    Ok((outcome, files))
}

#[cfg(not(feature = "sat"))]
fn sat_with_proof(
    _: &Puzzle,
    _: Option<Duration>,
) -> Result<(Outcome, Option<Result<ProofFiles, String>>), Error> {
    Err(unavailable("sat", "CaDiCaL"))
}

/// [`solve`] by backtracking, the tree cut into at least `subtrees` subtrees dealt to the
/// cores in a random order seeded by `seed` ([`backtrack::search_dealt`]):
/// where in the tree the solutions lie no longer matters, only how they cluster
/// ([`backtrack::deal_profile`] measures it). The same tree, so a dealt search that runs to
/// its end without a solution proves there is none.
pub fn solve_dealt(
    puzzle: &Puzzle,
    subtrees: usize,
    seed: u64,
    options: Options,
) -> Result<Outcome, Error> {
    if options.max_score {
        let why = "a dealt search stops at its first solution; it has no max-score mode";
        return Err(Error::Invalid(why.into()));
    }
    backtrack::check_deal(subtrees)?;
    let start = Instant::now();
    let deadline = deadline(start, options.time_limit);
    let search = backtrack::search_dealt(puzzle, subtrees, seed, deadline);
    Found::from_search(puzzle, search, false).score(puzzle, false, start)
}

/// The error for a method whose back end `what` (the crate's `feature`) this build lacks.
#[cfg(not(all(feature = "sat", feature = "milp")))]
fn unavailable(feature: &str, what: &str) -> Error {
    Error::Unavailable(format!(
        "this build has no {what}: build with the `{feature}` feature (dresher's default build)"
    ))
}

/// [`Method::Portfolio`]: SAT on its own thread beside the search on all cores (measured:
/// leaving SAT a core of its own, with the search on one thread fewer, made the slowest
/// clue board 7x slower); the nodes are the search's.
#[cfg(feature = "sat")]
fn race(puzzle: &Puzzle, deadline: Option<Instant>, stop: &AtomicBool) -> Found {
    let (search, sat) = std::thread::scope(|scope| {
        let sat = scope.spawn(|| sat::solve_until(puzzle, deadline, stop));
        let order = backtrack::Order::ShortSide;
        let search = backtrack::search_until(puzzle, order, deadline, stop);
        if search.exhausted {
            stop.store(true, Ordering::Relaxed);
        }
        (search, sat.join().expect("the SAT thread does not panic"))
    });
    let unsolvable = search.exhausted || sat.unsatisfiable;
    let proof = match search.exhausted {
        true => Some(SEARCH_PROOF.to_string()),
        false => sat.proof.map(sat_proof),
    };
    Found {
        board: search.solution.or(sat.board),
        bound: unsolvable.then_some(1),
        unsolvable,
        proof,
        ..Found::new(search.nodes)
    }
}

/// What an exhausted backtracking search's "no solution" rests on.
const SEARCH_PROOF: &str = "the backtracking search ran to its end";

/// What CaDiCaL's UNSAT rests on: its checked proof, or why it is unproved.
#[cfg(feature = "sat")]
fn sat_proof(checked: Result<usize, String>) -> String {
    match checked {
        Ok(steps) => format!("CaDiCaL's UNSAT, its LRAT proof of {steps} steps checked"),
        Err(why) => format!("CaDiCaL answered UNSAT, but {why}: unproved"),
    }
}

/// A time limit as a deadline; a limit too far to represent is no limit.
fn deadline(start: Instant, time_limit: Option<Duration>) -> Option<Instant> {
    time_limit.and_then(|t| start.checked_add(t))
}

/// What a method returned, before the verifier scored it.
struct Found {
    board: Option<Board>,
    /// HiGHS's bound (unproved) or an exhausted search's (proved, with `unsolvable`).
    bound: Option<usize>,
    unsolvable: bool,
    milp_infeasible: bool,
    proof: Option<String>,
    work: u64,
}

impl Found {
    /// Nothing found yet, after `work`.
    fn new(work: u64) -> Found {
        Found {
            board: None,
            bound: None,
            unsolvable: false,
            milp_infeasible: false,
            proof: None,
            work,
        }
    }

    /// A search's solution, or in max-score mode its deepest prefix completed greedily.
    fn from_search(puzzle: &Puzzle, s: backtrack::Search, max_score: bool) -> Found {
        let board = s
            .solution
            .or_else(|| max_score.then(|| fill::complete(puzzle, &s.deepest)));
        Found {
            board,
            bound: s.exhausted.then_some(1),
            unsolvable: s.exhausted,
            proof: s.exhausted.then(|| SEARCH_PROOF.to_string()),
            ..Found::new(s.nodes)
        }
    }

    /// CaDiCaL's answer: a board, a checked UNSAT, or nothing (unknown, or an UNSAT whose
    /// proof the check refused, named in `proof`).
    #[cfg(feature = "sat")]
    fn from_sat(r: sat::SatResult) -> Found {
        Found {
            board: r.board,
            bound: r.unsatisfiable.then_some(1),
            unsolvable: r.unsatisfiable,
            proof: r.proof.map(sat_proof),
            ..Found::new(r.variables as u64)
        }
    }

    /// Scores the board by [`check`]; outside max-score mode only a solution is kept.
    fn score(self, puzzle: &Puzzle, max_score: bool, start: Instant) -> Result<Outcome, Error> {
        let score = self.board.as_ref().map(|b| check(puzzle, b)).transpose()?;
        let board = self
            .board
            .filter(|_| max_score || score.is_some_and(|s| s.is_solved()));
        let score = board.as_ref().and(score);
        Ok(Outcome {
            board,
            score,
            bound: self.bound,
            bound_proved: self.unsolvable && self.bound.is_some(),
            unsolvable: self.unsolvable,
            milp_infeasible: self.milp_infeasible,
            proof: self.proof,
            work: self.work,
            seconds: start.elapsed().as_secs_f64(),
        })
    }
}
