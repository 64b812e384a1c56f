//! Progress of a long solve, shared between the solve's thread (which counts) and the
//! thread that waits for it (which reports to Python ten times a second, and once at the
//! end): `progress(done, total, eta_seconds)`, `total` and `eta` `None` when unknown.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Instant;

use pyo3::prelude::*;

/// Work done out of a total (0: unknown).
#[derive(Debug, Default)]
pub struct Progress {
    done: AtomicU64,
    total: AtomicU64,
}

impl Progress {
    /// Sets the work done so far.
    pub fn set(&self, done: u64) {
        self.done.store(done, Ordering::Relaxed);
    }

    /// Sets the total (0 for unknown).
    pub fn set_total(&self, total: u64) {
        self.total.store(total, Ordering::Relaxed);
    }
}

/// What the waiting thread calls each tick: `callback` hears of `counted` when it changed.
pub fn reporting(
    callback: Option<Py<PyAny>>,
    counted: Arc<Progress>,
) -> impl FnMut(Python<'_>) -> PyResult<()> {
    let mut reporter = callback.map(Reporter::new);
    move |py| match &mut reporter {
        Some(r) => r.report(py, &counted),
        None => Ok(()),
    }
}

/// Calls a Python callable with the progress when it changed since the last call.
pub struct Reporter {
    callback: Py<PyAny>,
    start: Instant,
    last: Option<(u64, u64)>,
}

impl Reporter {
    /// Reports to `callback`.
    pub fn new(callback: Py<PyAny>) -> Reporter {
        Reporter {
            callback,
            start: Instant::now(),
            last: None,
        }
    }

    /// Calls the callback with `p` if it changed; an exception from it is raised.
    pub fn report(&mut self, py: Python<'_>, p: &Progress) -> PyResult<()> {
        let now = (
            p.done.load(Ordering::Relaxed),
            p.total.load(Ordering::Relaxed),
        );
        if self.last == Some(now) {
            return Ok(());
        }
        self.last = Some(now);
        let (done, total) = now;
        let total = (total > 0).then_some(total);
        let eta = total.filter(|_| done > 0).map(|t| {
            let spent = self.start.elapsed().as_secs_f64();
            spent * (t.saturating_sub(done)) as f64 / done as f64
        });
        self.callback.call1(py, (done, total, eta))?;
        Ok(())
    }
}
