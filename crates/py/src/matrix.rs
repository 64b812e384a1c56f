//! Matrix games: an exact solve from `p/q` entries, and Gambit `.nfg` text in and out.

use lp_core::{read_nfg, solve_exact_within, write_nfg, MatrixGame, NfgFormat};
use pyo3::prelude::*;
use verify::{parse_rational, RationalMatrix};

use crate::{bad, bounded, failed, text};

/// Value, row mix, column mix (all `p/q`) and whether the certificate passed.
type Solved = (String, Vec<String>, Vec<String>, bool);

fn game(rows: &[Vec<String>]) -> PyResult<MatrixGame> {
    let cols = rows.first().map_or(0, Vec::len);
    if rows.is_empty() || cols == 0 {
        return Err(bad("a matrix game needs at least one row and one column"));
    }
    if let Some(i) = rows.iter().position(|r| r.len() != cols) {
        return Err(bad(format!(
            "row {} has {} entries, row 1 has {cols}",
            i + 1,
            rows[i].len()
        )));
    }
    let data = rows
        .iter()
        .flatten()
        .map(|x| parse_rational(x))
        .collect::<Result<Vec<_>, _>>()
        .map_err(bad)?;
    let matrix = RationalMatrix::new(rows.len(), cols, data).map_err(bad)?;
    MatrixGame::new(matrix).map_err(bad)
}

/// Solves the game exactly (rows maximize) and certifies the answer.
#[pyfunction]
#[pyo3(signature = (rows, time_limit=None))]
fn matrix_solve(
    py: Python<'_>,
    rows: Vec<Vec<String>>,
    time_limit: Option<f64>,
) -> PyResult<Solved> {
    let game = game(&rows)?;
    let (s, _) = bounded(py, time_limit, move |budget| {
        solve_exact_within(&game, &budget)
    })?;
    let s = s.map_err(failed)?;
    let mix = |p: &[num_rational::BigRational]| p.iter().map(text).collect();
    Ok((
        text(s.value()),
        mix(s.row_strategy()),
        mix(s.col_strategy()),
        s.certified(),
    ))
}

/// A Gambit `.nfg` text: its title and player 1's payoffs as `p/q` rows.
#[pyfunction]
fn nfg_read(source: &str) -> PyResult<(String, Vec<Vec<String>>)> {
    let nfg = read_nfg(source).map_err(bad)?;
    let g = &nfg.game;
    let rows = (0..g.rows())
        .map(|i| (0..g.cols()).map(|j| text(g.payoff(i, j))).collect())
        .collect();
    Ok((nfg.title, rows))
}

/// The game as `.nfg` text (payoff version).
#[pyfunction]
fn nfg_write(rows: Vec<Vec<String>>, title: &str) -> PyResult<String> {
    Ok(write_nfg(&game(&rows)?, title, NfgFormat::Payoff))
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(matrix_solve, m)?)?;
    m.add_function(wrap_pyfunction!(nfg_read, m)?)?;
    m.add_function(wrap_pyfunction!(nfg_write, m)?)
}
