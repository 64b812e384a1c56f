//! `dresher._dresher`, the extension module behind the Python package `dresher`.
//!
//! Every exact number crosses into Python as `"p/q"` text, which the package's Python layer
//! turns into `fractions.Fraction`; every long solve runs with the GIL released and returns
//! at once on Ctrl-C (`interruptible`). Bad input raises
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
mod impartial;
mod matrix;
mod partisan;
mod pictures;
mod progress;

use std::sync::atomic::{AtomicBool, Ordering};

use pyo3::create_exception;
use pyo3::exceptions::{PyException, PyValueError};
use pyo3::prelude::*;
use verify::budget::Budget;

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
    partisan::register(m)?;
    impartial::register(m)?;
    eternity::register(m)?;
    pictures::register(m)?;
    Ok(())
}

/// Runs `work` on its own thread with the GIL released and waits for it, checking for
/// Ctrl-C (and any other Python signal) ten times a second: an interrupt sets the flag
/// `work` was given and returns `KeyboardInterrupt` at once. A solve that watches the flag
/// (guessing at the end of its round, certified Goofspiel at the end of its level, a race
/// within 65,536 games, Eternity's search and count within a subtree) then stops; any
/// other finishes unseen.
fn interruptible<T: Send + 'static>(
    py: Python<'_>,
    work: impl FnOnce(&AtomicBool) -> T + Send + 'static,
) -> PyResult<T> {
    interruptible_reporting(py, None, move |flag, _| work(flag))
}

/// [`interruptible`], the solve counting its work for `callback` (see
/// [`bounded_reporting`]).
fn interruptible_reporting<T: Send + 'static>(
    py: Python<'_>,
    callback: Option<Py<PyAny>>,
    work: impl FnOnce(&AtomicBool, &progress::Progress) -> T + Send + 'static,
) -> PyResult<T> {
    let cancel = std::sync::Arc::new(AtomicBool::new(false));
    let flag = std::sync::Arc::clone(&cancel);
    let counted = std::sync::Arc::new(progress::Progress::default());
    let counting = std::sync::Arc::clone(&counted);
    let mut report = progress::reporting(callback, counted);
    interruptible_with(py, cancel, move || work(&flag, &counting), &mut report)
}

/// [`interruptible`] within `time_limit` seconds (none: no deadline) and the free memory,
/// for a solve that checks the budget or watches its stop flag: the budget's watchdog
/// raises the flag at the deadline or the memory ceiling, Ctrl-C at once. The answer, and
/// the budget to say why a stopped solve stopped ([`Budget::why_stopped`]).
fn bounded<T: Send + 'static>(
    py: Python<'_>,
    time_limit: Option<f64>,
    work: impl FnOnce(Budget) -> T + Send + 'static,
) -> PyResult<(T, Budget)> {
    bounded_reporting(py, time_limit, None, move |budget, _| work(budget))
}

/// [`bounded`], the solve counting its work in a [`progress::Progress`] that `callback`
/// (a Python callable, if any) hears about ten times a second and at the end.
fn bounded_reporting<T: Send + 'static>(
    py: Python<'_>,
    time_limit: Option<f64>,
    callback: Option<Py<PyAny>>,
    work: impl FnOnce(Budget, &progress::Progress) -> T + Send + 'static,
) -> PyResult<(T, Budget)> {
    let budget = Budget::from_seconds(time_limit).map_err(|e| bad(format!("time_limit: {e}")))?;
    let watch = budget.watchdog();
    let theirs = budget.clone();
    let counted = std::sync::Arc::new(progress::Progress::default());
    let counting = std::sync::Arc::clone(&counted);
    let mut report = progress::reporting(callback, counted);
    let out = interruptible_with(
        py,
        budget.stop_flag(),
        move || work(theirs, &counting),
        &mut report,
    )?;
    drop(watch);
    Ok((out, budget))
}

/// The stack of a solve's thread: 8 MiB, a main thread's on Linux.
const STACK_BYTES: usize = 8 << 20;

/// [`interruptible`] raising a flag of the caller's (a budget's stop flag).
fn interruptible_with<T: Send + 'static>(
    py: Python<'_>,
    cancel: std::sync::Arc<AtomicBool>,
    work: impl FnOnce() -> T + Send + 'static,
    tick_report: &mut dyn FnMut(Python<'_>) -> PyResult<()>,
) -> PyResult<T> {
    use std::sync::{Arc, Condvar, Mutex};
    type Slot<T> = (Mutex<Option<std::thread::Result<T>>>, Condvar);
    let slot: Arc<Slot<T>> = Arc::new((Mutex::new(None), Condvar::new()));
    let theirs = Arc::clone(&slot);
    // The stack of the CLI's main thread, for the partisan arena's recursions.
    let thread = std::thread::Builder::new().stack_size(STACK_BYTES);
    let spawned = thread.spawn(move || {
        let out = std::panic::catch_unwind(std::panic::AssertUnwindSafe(work));
        let (lock, ready) = &*theirs;
        *lock.lock().unwrap_or_else(|e| e.into_inner()) = Some(out);
        ready.notify_one();
    });
    spawned.map_err(|e| failed(format!("cannot start the solver's thread: {e}")))?;
    let tick = std::time::Duration::from_millis(100);
    loop {
        let wait = || {
            let (lock, ready) = &*slot;
            let guard = lock.lock().unwrap_or_else(|e| e.into_inner());
            let (mut guard, _) = ready
                .wait_timeout_while(guard, tick, |v| v.is_none())
                .unwrap_or_else(|e| e.into_inner());
            guard.take()
        };
        let done = py.detach(wait);
        // A callback's exception (or Ctrl-C) stops the solve as an interrupt does.
        let stop = |e: PyErr| {
            cancel.store(true, Ordering::Relaxed);
            e
        };
        tick_report(py).map_err(stop)?;
        match done {
            Some(Ok(value)) => return Ok(value),
            Some(Err(_)) => return Err(failed("the solver stopped without an answer (a panic)")),
            None => py.check_signals().map_err(stop)?,
        }
    }
}
