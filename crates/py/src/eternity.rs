//! Edge-matching puzzles: generate, verify, solve, as file texts.

use verify::limits;

use eternity::backtrack::count_until;
use eternity::{check, share, solve_sat_with_proof, solve_until, Method, Options, Recipe};
use pyo3::prelude::*;

use crate::{bad, failed, interruptible, interruptible_reporting};

/// A solvable puzzle (hardest colour counts unless given; colours `balanced` or
/// `uniform`) and the board it was cut from.
#[pyfunction]
#[pyo3(signature = (rows, cols, seed=1, frame=None, inner=None, hints=0, colours="balanced"))]
fn eternity_generate(
    rows: usize,
    cols: usize,
    seed: u64,
    frame: Option<u8>,
    inner: Option<u8>,
    hints: usize,
    colours: &str,
) -> PyResult<(String, String)> {
    let hardest = Recipe::hardest(rows, cols, seed, colours.parse().map_err(bad)?);
    let recipe = Recipe {
        frame: frame.unwrap_or(hardest.frame),
        inner: inner.unwrap_or(hardest.inner),
        hints,
        ..hardest
    };
    let (puzzle, board) = recipe.generate().map_err(bad)?;
    Ok((puzzle.to_string(), board.to_string()))
}

/// A board's score against its puzzle: mismatched seams, matched seams, solved. The
/// puzzle and board may be in any format `eternity::share` reads.
#[pyfunction]
fn eternity_verify(puzzle: &str, board: &str) -> PyResult<(usize, usize, bool)> {
    let puzzle = share::read_puzzle(puzzle).map_err(bad)?;
    let board = share::read_board(&puzzle, board).map_err(bad)?;
    let score = check(&puzzle, &board).map_err(bad)?;
    Ok((score.mismatches(), score.matched_seams, score.is_solved()))
}

/// Solves a puzzle text (any format `eternity::share` reads) with `backtrack`, `sat`,
/// `portfolio`, `milp` or `milp-seed`; the board text, if found.
#[pyfunction]
#[pyo3(signature = (puzzle, method="backtrack", time_limit=None))]
fn eternity_solve(
    py: Python<'_>,
    puzzle: &str,
    method: &str,
    time_limit: Option<f64>,
) -> PyResult<Option<String>> {
    let puzzle = share::read_puzzle(puzzle).map_err(bad)?;
    let method = match method {
        "backtrack" => Method::Backtrack,
        "milp" => Method::Milp,
        "milp-seed" => Method::MilpSeed,
        "sat" => Method::Sat,
        "portfolio" => Method::Portfolio,
        other => {
            return Err(bad(format!(
                "unknown method {other:?}: backtrack, sat, portfolio, milp or milp-seed"
            )))
        }
    };
    let options = solve_options(time_limit)?;
    let outcome = interruptible(py, move |stop| solve_until(&puzzle, method, options, stop))?;
    let outcome = outcome.map_err(failed)?;
    let solved = outcome.solved();
    Ok(outcome.board.filter(|_| solved).map(|b| b.to_string()))
}

/// The first-moment estimates of a puzzle text: expected solutions (every board counted)
/// and expected nodes of a row scan of the whole tree.
#[pyfunction]
fn eternity_first_moment(puzzle: &str) -> PyResult<(f64, f64)> {
    let puzzle = share::read_puzzle(puzzle).map_err(bad)?;
    let m = eternity::first_moment(&puzzle).map_err(bad)?;
    Ok((m.solutions(), m.row_scan_nodes()))
}

/// Every solution counted by backtracking: (boards, classes up to turning the board,
/// exhausted, nodes). The counts are exact only when `exhausted`; the example board found
/// must pass the verifier, or the call fails.
#[pyfunction]
#[pyo3(signature = (puzzle, time_limit=None, progress=None))]
fn eternity_count(
    py: Python<'_>,
    puzzle: &str,
    time_limit: Option<f64>,
    progress: Option<Py<PyAny>>,
) -> PyResult<(u64, u64, bool, u64)> {
    let puzzle = share::read_puzzle(puzzle).map_err(bad)?;
    let deadline = time_limit
        .map(|t| limits::seconds(t).and_then(limits::deadline))
        .transpose()
        .map_err(time_limit_error)?;
    let p = puzzle.clone();
    let count = interruptible_reporting(py, progress, move |stop, counted| {
        count_until(&p, deadline, stop, |done, subtrees, _| {
            counted.set_total(subtrees as u64);
            counted.set(done as u64);
        })
    })?;
    if let Some(board) = &count.example {
        if !check(&puzzle, board).map_err(failed)?.is_solved() {
            return Err(failed("the count's example board fails the verifier"));
        }
    }
    Ok((count.boards, count.classes, count.exhausted, count.nodes))
}

/// A puzzle's size, pieces and hints: `(rows, cols, pieces, hints)`.
#[pyfunction]
fn eternity_describe(puzzle: &str) -> PyResult<(usize, usize, usize, usize)> {
    let p = share::read_puzzle(puzzle).map_err(bad)?;
    Ok((p.rows, p.cols, p.pieces.len(), p.hints.len()))
}

/// What a proving solve found: a solution board, or `unsolvable` with what it rests on and
/// the LRAT proof (checked here) with the DIMACS formula it refutes, or neither.
type Proved = (
    Option<String>,
    bool,
    Option<String>,
    Option<(String, String)>,
);

/// Solves by SAT keeping the proof: a board (checked by the verifier), or a proof of
/// unsolvability already checked by `verify::lrat`, exported as LRAT and DIMACS text.
#[pyfunction]
#[pyo3(signature = (puzzle, time_limit=None))]
fn eternity_prove(py: Python<'_>, puzzle: &str, time_limit: Option<f64>) -> PyResult<Proved> {
    let puzzle = share::read_puzzle(puzzle).map_err(bad)?;
    let options = solve_options(time_limit)?;
    let (outcome, files) =
        interruptible(py, move |_| solve_sat_with_proof(&puzzle, options))?.map_err(failed)?;
    let solved = outcome.solved();
    let board = outcome.board.filter(|_| solved).map(|b| b.to_string());
    let files = match files {
        Some(Ok(f)) => Some((f.lrat, f.cnf)),
        Some(Err(e)) => return Err(failed(format!("the checked proof cannot be exported: {e}"))),
        None => None,
    };
    Ok((board, outcome.unsolvable, outcome.proof, files))
}

/// A solve's options: `time_limit` seconds (none: no limit), no max-score mode.
fn solve_options(time_limit: Option<f64>) -> PyResult<Options> {
    let time_limit = time_limit
        .map(limits::seconds)
        .transpose()
        .map_err(time_limit_error)?;
    Ok(Options {
        time_limit,
        max_score: false,
    })
}

/// `time_limit` out of range: `ValueError` with the CLI's words.
fn time_limit_error(e: limits::LimitError) -> PyErr {
    bad(format!("time_limit: {e}"))
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(eternity_generate, m)?)?;
    m.add_function(wrap_pyfunction!(eternity_verify, m)?)?;
    m.add_function(wrap_pyfunction!(eternity_first_moment, m)?)?;
    m.add_function(wrap_pyfunction!(eternity_count, m)?)?;
    m.add_function(wrap_pyfunction!(eternity_describe, m)?)?;
    m.add_function(wrap_pyfunction!(eternity_prove, m)?)?;
    m.add_function(wrap_pyfunction!(eternity_solve, m)?)
}
