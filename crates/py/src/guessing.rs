//! Dresher's guessing game: a certified solve, and the certified values shipped in the
//! package.

use std::sync::OnceLock;

use guessing::behaviour::behaviour;
use guessing::{solve_saving, GuessingGame, Method, Saving, SolveConfig};
use num_rational::BigRational;
use pyo3::prelude::*;

use crate::{bad, bounded_reporting, failed, text};

/// Value, Alice's mix, Bob's trees (depth vectors with probabilities), certified, and
/// Bob's play as stages (`guessing::behaviour`).
type Solved = (
    String,
    Vec<String>,
    Vec<(Vec<u32>, String)>,
    bool,
    Vec<StageText>,
);

/// A stage of Bob's play: its keys `(a, b)`, its reach and each guess's chance there.
type StageText = ((usize, usize), String, Vec<(usize, String)>);

/// Solves N keys exactly (column generation, then an exact certificate).
#[pyfunction]
#[pyo3(signature = (n, time_limit=None, progress=None))]
fn guessing_solve(
    py: Python<'_>,
    n: usize,
    time_limit: Option<f64>,
    progress: Option<Py<PyAny>>,
) -> PyResult<Solved> {
    let game = GuessingGame::new(n).map_err(bad)?;
    let config = SolveConfig::for_method(Method::Warm);
    let (solved, budget) = bounded_reporting(py, time_limit, progress, move |budget, p| {
        let stop = budget.stop_flag();
        let saving = Saving {
            every: None,
            save: &mut |_| Ok(()),
            stop: Some(&stop),
        };
        // The master solves done; how many a solve needs is not known ahead.
        let solved = solve_saving(game, &config, None, Some(saving), |b| {
            p.set(b.iteration as u64)
        })?;
        let stages = behaviour(&solved.certificate.trees, &mut budget.meter());
        Ok((solved, stages))
    })?;
    let stopped = || failed(format!("N = {n}: {}", budget.why_stopped()));
    let (solved, stages) = match solved {
        Err(guessing::Error::Stopped(_)) => return Err(stopped()),
        other => other.map_err(failed)?,
    };
    let stages = stages.map_err(|_| stopped())?;
    let c = &solved.certificate;
    let trees = c
        .trees
        .iter()
        .map(|(t, p)| (t.depths().to_vec(), text(p)))
        .collect();
    let stages = (stages.into_iter())
        .map(|s| {
            let guesses = s.guesses.iter().map(|(g, p)| (*g, text(p))).collect();
            (s.interval, text(&s.reach), guesses)
        })
        .collect();
    Ok((
        text(&c.value),
        c.alpha.iter().map(text).collect(),
        trees,
        c.certified(),
        stages,
    ))
}

/// The values this package ships: the project's OEIS b-files, built into the extension.
/// Each value in them was exported from a record whose two-sided exact check (Alice's mix
/// and Bob's trees guarantee the same value) passed at export.
const NUMERATORS: &str = include_str!("../../../fixtures/guessing/b286676.txt");
/// The denominators' b-file (A286677).
const DENOMINATORS: &str = include_str!("../../../fixtures/guessing/b286677.txt");

/// V(N) for N = 1.. as shipped, read once.
fn shipped() -> &'static Result<Vec<BigRational>, String> {
    static VALUES: OnceLock<Result<Vec<BigRational>, String>> = OnceLock::new();
    VALUES.get_or_init(|| {
        guessing::bfile::values(NUMERATORS, DENOMINATORS).map_err(|e| e.to_string())
    })
}

/// The certified value of N as shipped in this package, `None` beyond its last N.
#[pyfunction]
fn guessing_shipped_value(n: usize) -> PyResult<Option<String>> {
    let values = shipped().as_ref().map_err(failed)?;
    Ok(n.checked_sub(1).and_then(|i| values.get(i)).map(text))
}

/// The largest N whose value this package ships.
#[pyfunction]
fn guessing_shipped_last() -> PyResult<usize> {
    Ok(shipped().as_ref().map_err(failed)?.len())
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(guessing_solve, m)?)?;
    m.add_function(wrap_pyfunction!(guessing_shipped_value, m)?)?;
    m.add_function(wrap_pyfunction!(guessing_shipped_last, m)?)
}
