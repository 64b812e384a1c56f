//! The resumable sweeps behind `dresher sweep --game nhg-line | nhg-spider` and their
//! re-checks: many games solved, certified and stored as CSV blocks (one per board size or
//! per `m`, written atomically; a rerun skips every block that reads back whole).
//!
//! - [`line`](mod@line): Theorem 1's closed form certified for every `1 <= m, n <= p <= P`, compared
//!   with the exact LP on the small boards; [`line::check_block`] re-checks a stored block
//!   (a rerun keeps only those that pass) and [`line::check_dir`] a folder.
//! - [`spider`]: Theorem 2, conjecture (19) and conjecture (21) against the exact compact
//!   LP (seed 001 §4.3-4.5), with a summary of every counterexample.
//! - [`closed`]: conjecture (21) proved case by case by closed-form strategies, no LP.
//! - [`rederive`]: every spider block derived again and compared.
//!
//! Each sweep reports its progress through a [`Tick`]: `(blocks done, blocks in all)`,
//! once at the start (the blocks already stored) and after every block, and checks its
//! [`Budget`] before every block: a spent budget ends the sweep with
//! `lp_core::Error::OutOfBudget` (every block stored so far stays, and a rerun resumes).
//!
//! # Example
//! ```no_run
//! let out = std::path::Path::new("results/nhg-line");
//! let budget = verify::budget::Budget::unlimited();
//! let done = nhg::sweeps::line::sweep(40, 20, out, (&|_done, _all| {}, &budget))?;
//! assert!(done.summary.contains("certified by the closed form"));
//! # Ok::<(), nhg::Error>(())
//! ```

pub mod closed;
pub mod line;
pub mod rederive;
pub mod spider;

use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};

use rayon::prelude::*;

use verify::budget::Budget;

use crate::Error;

/// A sweep's progress: called with `(blocks done, blocks in all)`.
pub type Tick<'a> = &'a (dyn Fn(usize, usize) + Sync);

/// Computes and stores the blocks `todo` of `all` in parallel, the last first (the largest
/// take longest, so the cores finish together), ticking after each; stops at the first error.
fn run_blocks(
    todo: Vec<usize>,
    all: usize,
    (tick, budget): (Tick, &Budget),
    block: impl Fn(usize) -> Result<(), Error> + Sync,
) -> Result<(), Error> {
    let done = AtomicUsize::new(all - todo.len());
    tick(done.load(Ordering::Relaxed), all);
    todo.into_par_iter().rev().try_for_each(|k| {
        within(budget)?;
        block(k)?;
        tick(done.fetch_add(1, Ordering::Relaxed) + 1, all);
        Ok(())
    })
}

/// An error once `budget` is spent: every block checks it as it goes.
fn within(budget: &Budget) -> Result<(), Error> {
    Ok(budget.check().map_err(lp_core::Error::OutOfBudget)?)
}

/// Creates the output folder.
fn create(dir: &Path) -> Result<(), Error> {
    std::fs::create_dir_all(dir)
        .map_err(|e| Error::file(format_args!("cannot create {}", dir.display()), e))
}

/// A file's text.
fn read(file: &Path) -> Result<String, Error> {
    std::fs::read_to_string(file)
        .map_err(|e| Error::file(format_args!("cannot read {}", file.display()), e))
}
