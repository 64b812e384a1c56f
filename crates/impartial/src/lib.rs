//! Impartial games in normal play: nim sequences of take-and-break games and their proved
//! periods, and positions of several heaps.
//!
//! # Brief overview
//! - [`Rules`]: octal and hexadecimal games by their code (`0.77` Kayles, `0.07` Dawson's
//!   Kayles, `0.137` Dawson's chess, `4.7`, `0.8F`), finite subtraction games (`S(1,3,4)`)
//!   and Grundy's game (Winning Ways ch. 4; Siegel, *Combinatorial Game Theory*, 2013, ch. IV).
//! - [`nim_sequence`]: `G(0), ..., G(N)` by the sparse-space method ([`sparse`]: Gangolli and
//!   Plambeck 1989, Flammenkamp 2002) for games whose moves leave at most two heaps, by
//!   sets of nim-sums ([`triples`]) for those that split in three, the plain mex rule
//!   ([`naive`]) taking over when the sets would not fit in memory; then the least period
//!   and preperiod, reported as proved only when the periodicity theorem's condition was checked on these values
//!   ([`period`]); for all-but subtraction games (`allbut(1,2)`), the arithmetic period
//!   and saltus, proved by an induction of the same kind ([`arithmetic`]); for hexadecimal
//!   games whose values grow (0.8, 0.3F), the arithmetic period proved by an induction over
//!   near, far and pair moves ([`hexadecimal`]).
//! - [`nim_sequence_saving`]: the same, from a long run's saved values, handing the values
//!   to be saved as it goes and when it stops ([`checkpoint`]: their file, read back only
//!   when whole and right on its first heaps).
//! - [`heaps`]: a position of several heaps: its nim value, outcome and winning moves.
//! - [`misere`]: misère play by search over positions: outcomes, winning moves, and Conway's
//!   genus of a heap (Winning Ways ch. 13).
//! - [`canonical`]: misère canonical forms of any impartial game (Conway's simplification),
//!   named and read as CGSuite writes them (`*[2#0]`, `*[[2],0]`).
//! - [`quotient`]: misère quotients (Plambeck and Siegel), each candidate proved by a
//!   finite check of every position, and for every heap once the heap map's period is.
//!
//! # Example
//! ```
//! use impartial::{nim_sequence, Rules};
//! use verify::budget::Budget;
//! let kayles = nim_sequence(&Rules::parse("0.77")?, 1000, &Budget::unlimited(), &mut |_| {})?;
//! assert_eq!(&kayles.values[..8], [0, 1, 2, 3, 1, 4, 3, 2]);
//! let p = kayles.period.unwrap(); // Winning Ways: period 12, last exception at 70
//! assert_eq!((p.period, p.preperiod), (12, 71));
//! # Ok::<(), impartial::Error>(())
//! ```
#![warn(missing_docs)]

pub mod allbut;
pub mod arithmetic;
pub mod canonical;
pub mod checkpoint;
mod classes;
mod dense;
mod error;
pub mod heaps;
pub mod hexadecimal;
pub mod misere;
mod moves;
pub mod naive;
pub mod period;
pub mod quotient;
mod rules;
pub mod sparse;
pub mod triples;
mod values;
mod xor_union;

use verify::budget::Budget;

pub use crate::{
    classes::Classes,
    error::Error,
    moves::for_each_move,
    period::Period,
    rules::{Rules, LEAVE_NONE, LEAVE_ONE, LEAVE_THREE, LEAVE_TWO, MAX_DIGITS},
};

/// The largest heap a nim sequence is computed to.
pub const MAX_HEAP: usize = 1 << 34;

/// A nim sequence and what was proved about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NimSequence {
    /// `G(0), ..., G(N)`.
    pub values: Vec<u32>,
    /// The least period and its preperiod, when the periodicity theorem proved them from
    /// these values.
    pub period: Option<Period>,
    /// How the values were computed: `"sparse"` (the sparse-space method, once it found
    /// classes with few rare heaps) or `"mex"` (every move of every heap).
    pub method: &'static str,
    /// The sparse-space classes and the rare heaps under them (none for the plain mex rule).
    pub rare: (Option<Classes>, usize),
}

/// `G(0), ..., G(to)` of `rules` within `budget`, `progress(n)` called every 65,536 heaps
/// (every 256 for a game that splits in three), and the period proved from them.
pub fn nim_sequence(
    rules: &Rules,
    to: usize,
    budget: &Budget,
    progress: &mut dyn FnMut(usize),
) -> Result<NimSequence, Error> {
    check_size(to)?;
    let (values, method, rare) = match rules.max_parts() {
        _ if matches!(rules, Rules::AllBut(_)) => (
            allbut::sequence(rules.excluded(), to, budget)?,
            "mex",
            (None, 0),
        ),
        3 => (
            triples::sequence(rules, to, budget, progress)?,
            "mex",
            (None, 0),
        ),
        _ => {
            let mut s = sparse::Sparse::new(rules)?;
            s.extend_to(to, budget, progress)?;
            return Ok(finished(rules, s, to));
        }
    };
    Ok(NimSequence {
        period: proved_period(rules, &values),
        values,
        method,
        rare,
    })
}

/// The period proved from `values`: an arithmetic one for an all-but subtraction game, a
/// plain one by the periodicity theorem otherwise, or else an arithmetic one of a
/// hexadecimal game.
fn proved_period(rules: &Rules, values: &[u32]) -> Option<Period> {
    match rules {
        Rules::AllBut(excluded) => arithmetic::prove(excluded, values),
        _ => period::prove(rules, values).or_else(|| hexadecimal::prove(rules, values)),
    }
}

/// Refuses a sequence past [`MAX_HEAP`] or past the free memory, before any work.
fn check_size(to: usize) -> Result<(), Error> {
    if to > MAX_HEAP {
        return Err(Error::BadInput(format!("heap {to}: at most {MAX_HEAP}")));
    }
    // Four bytes a heap, and a window of the sequence when classes are chosen.
    let bytes = 5.0 * (to as f64 + 1.0);
    verify::limits::check_memory(&format!("G(0..={to})"), bytes)
        .map_err(|e| Error::BadInput(e.to_string()))
}

/// A sparse-space computation's values `G(0..=to)`, how they were found and the period
/// they prove.
fn finished(rules: &Rules, s: sparse::Sparse, to: usize) -> NimSequence {
    let rare = s.rare();
    let method = if rare.0.is_some() { "sparse" } else { "mex" };
    let mut values = s.into_values();
    values.truncate(to + 1);
    NimSequence {
        period: proved_period(rules, &values),
        values,
        method,
        rare,
    }
}

/// How a long run saves its values: `save` is given `G(0), G(1), ...` so far at least every
/// `every` of running time, and once more when the run stops early.
pub struct Saving<'a> {
    /// Time between saves.
    pub every: std::time::Duration,
    /// Keeps the values (a [`checkpoint`] file, written atomically).
    pub save: &'a mut dyn FnMut(&[u32]) -> Result<(), Error>,
}

/// Heaps a saving run computes between looks at the clock.
const SAVE_CHUNK: usize = 1 << 20;

/// [`nim_sequence`] of a game whose moves leave at most two heaps, going on from `saved`
/// (values read from a [`checkpoint`]: `G(0), ..., G(saved.len() - 1)`) and saving as
/// [`Saving`] says. A run stopped by its budget saves what it has and returns the error.
pub fn nim_sequence_saving(
    rules: &Rules,
    to: usize,
    budget: &Budget,
    progress: &mut dyn FnMut(usize),
    saved: Vec<u32>,
    saving: Saving,
) -> Result<NimSequence, Error> {
    if rules.max_parts() > 2 || matches!(rules, Rules::AllBut(_)) {
        return Err(Error::BadInput(format!(
            "{rules}: values are saved for games whose moves leave at most two heaps"
        )));
    }
    check_size(to)?;
    let mut s = sparse::Sparse::resume(rules, saved)?;
    let mut last = std::time::Instant::now();
    while s.values().len() <= to {
        let next = (s.values().len() + SAVE_CHUNK).min(to);
        if let Err(e) = s.extend_to(next, budget, progress) {
            (saving.save)(s.values())?;
            return Err(e);
        }
        if last.elapsed() >= saving.every || s.values().len() > to {
            (saving.save)(s.values())?;
            last = std::time::Instant::now();
        }
    }
    Ok(finished(rules, s, to))
}
