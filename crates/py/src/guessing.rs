//! Dresher's guessing game: a certified solve, and values from a `values.jsonl` fixture.

use guessing::{solve, GuessingGame, Method, SolveConfig};
use pyo3::prelude::*;

use crate::{bad, failed, interruptible, text};

/// Value, Alice's mix, Bob's trees (depth vectors with probabilities), certified.
type Solved = (String, Vec<String>, Vec<(Vec<u32>, String)>, bool);

/// Solves N keys exactly (column generation, then an exact certificate).
#[pyfunction]
fn guessing_solve(py: Python<'_>, n: usize) -> PyResult<Solved> {
    let game = GuessingGame::new(n).map_err(bad)?;
    let config = SolveConfig::for_method(Method::Warm);
    let solved = interruptible(py, move || solve(game, &config, None, |_| {}))?.map_err(failed)?;
    let c = &solved.certificate;
    let trees = c
        .trees
        .iter()
        .map(|(t, p)| (t.depths().to_vec(), text(p)))
        .collect();
    Ok((
        text(&c.value),
        c.alpha.iter().map(text).collect(),
        trees,
        c.certified(),
    ))
}

/// The value of N recorded in a `values.jsonl` fixture, if it holds N, re-proved in this
/// call (Alice's stored mix against Bob's exact best response,
/// [`guessing::fixture::checked_value`]); a line that fails raises `dresher.Error`.
#[pyfunction]
fn guessing_fixture_value(path: &str, n: usize) -> PyResult<Option<String>> {
    let value = guessing::fixture::checked_value(path.as_ref(), n).map_err(failed)?;
    Ok(value.as_ref().map(text))
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(guessing_solve, m)?)?;
    m.add_function(wrap_pyfunction!(guessing_fixture_value, m)?)
}
