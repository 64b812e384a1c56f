//! The CLI's pictures as SVG text, for the rich display of the Python results in a notebook
//! (`_repr_svg_` / `_repr_html_`): the same `dresher_plots` code draws both.

use dresher_plots::{board, guessing, nim, search_tree};
use eternity::{check, share};
use pyo3::prelude::*;
use racing::Look;

use crate::{bad, failed};

/// Alice's mix over keys 1..N (the guessing game).
#[pyfunction]
fn picture_guessing_mix(alpha: Vec<f64>, title: &str) -> PyResult<String> {
    guessing::mix_svg(&alpha, title).map_err(failed)
}

/// One of Bob's search trees, by its depth vector (the guessing game).
#[pyfunction]
fn picture_search_tree(depths: Vec<u32>, title: &str) -> PyResult<String> {
    search_tree::svg(&depths, title).map_err(failed)
}

/// A race's bounds after each test: `(games, lower, upper)`.
#[pyfunction]
fn picture_race(looks: Vec<(u64, f64, f64)>, title: &str) -> PyResult<String> {
    let looks: Vec<Look> = (looks.into_iter())
        .map(|(games, lower, upper)| Look {
            games,
            lower,
            upper,
        })
        .collect();
    dresher_plots::racing::bounds_svg(&looks, title).map_err(failed)
}

/// A board on its puzzle (checked first: every piece once, hints in place), or the
/// puzzle's empty board with its hints.
#[pyfunction]
#[pyo3(signature = (puzzle, board=None))]
fn picture_board(puzzle: &str, board: Option<&str>) -> PyResult<String> {
    let puzzle = share::read_puzzle(puzzle).map_err(bad)?;
    let board = match board {
        Some(text) => {
            let b = share::read_board(&puzzle, text).map_err(bad)?;
            check(&puzzle, &b).map_err(bad)?;
            Some(b)
        }
        None => None,
    };
    board::svg(&puzzle, board.as_ref()).map_err(failed)
}

/// A nim sequence as a scatter plot, its proved preperiod marked.
#[pyfunction]
#[pyo3(signature = (title, values, preperiod=None))]
fn picture_nim_sequence(
    title: &str,
    values: Vec<u32>,
    preperiod: Option<usize>,
) -> PyResult<String> {
    nim::svg(title, &values, preperiod).map_err(failed)
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(picture_guessing_mix, m)?)?;
    m.add_function(wrap_pyfunction!(picture_search_tree, m)?)?;
    m.add_function(wrap_pyfunction!(picture_race, m)?)?;
    m.add_function(wrap_pyfunction!(picture_board, m)?)?;
    m.add_function(wrap_pyfunction!(picture_nim_sequence, m)?)
}
