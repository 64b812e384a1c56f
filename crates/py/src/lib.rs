//! `dresher._dresher`, the extension module behind the Python package `dresher` (issue 32).
//!
//! Every exact number crosses into Python as `"p/q"` text, which the package's Python layer
//! turns into `fractions.Fraction`; every long solve releases the GIL. Bad input raises
//! `ValueError` with the same one-line message as the CLI; a solver failure raises
//! `dresher.Error`. Nothing is returned as exact that the Rust side has not certified.
//!
//! # Example (Python)
//! ```text
//! >>> import dresher
//! >>> dresher.matrix.solve([[1, -1], [-1, 1]]).value
//! Fraction(0, 1)
//! ```

mod eternity;
mod games;
mod guessing;
mod matrix;

use pyo3::create_exception;
use pyo3::exceptions::{PyException, PyValueError};
use pyo3::prelude::*;

create_exception!(
    _dresher,
    Error,
    PyException,
    "A solver failed (never: bad input)."
);

/// Bad input: `ValueError` with the message as the CLI prints it.
fn bad(e: impl std::fmt::Display) -> PyErr {
    PyValueError::new_err(e.to_string())
}

/// A solver's failure: `dresher.Error`.
fn failed(e: impl std::fmt::Display) -> PyErr {
    Error::new_err(e.to_string())
}

/// `p/q` text of an exact number.
fn text(q: &num_rational::BigRational) -> String {
    verify::format_rational(q)
}

#[pymodule]
fn _dresher(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("Error", m.py().get_type::<Error>())?;
    matrix::register(m)?;
    guessing::register(m)?;
    games::register(m)?;
    eternity::register(m)?;
    Ok(())
}
