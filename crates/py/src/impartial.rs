//! `dresher.impartial`: nim sequences with their proved periods, positions of heaps, and
//! misère genus, canonical forms and quotients.

use impartial::canonical::{self, Forms};
use impartial::misere::Misere;
use impartial::quotient::quotient;
use std::path::PathBuf;
use std::time::Duration;

use impartial::{checkpoint, heaps, nim_sequence, Rules};
use pyo3::prelude::*;

use crate::{bad, bounded, bounded_reporting, failed};

/// Values `G(0..=to)`, `(period, preperiod, saltus)` when proved, and the method.
type Sequence = (Vec<u32>, Option<(usize, usize, u32)>, String);

/// A position's nim value, outcome and winning moves `(heap index, from, to)`.
type Position = (u32, String, Vec<(usize, usize, Vec<usize>)>, usize);

fn error(e: impartial::Error) -> PyErr {
    match e {
        impartial::Error::OutOfBudget(_) | impartial::Error::Saved { .. } => failed(e),
        _ => bad(e),
    }
}

fn sequence_within(
    py: Python<'_>,
    rules: Rules,
    to: usize,
    (time_limit, progress): (Option<f64>, Option<Py<PyAny>>),
    checkpoint: Option<(PathBuf, u64)>,
) -> PyResult<impartial::NimSequence> {
    let (s, _) = bounded_reporting(py, time_limit, progress, move |budget, p| {
        p.set_total(to as u64 + 1);
        let mut progress = |n: usize| p.set(n as u64);
        let s = match &checkpoint {
            Some((file, every)) => {
                let every = Duration::from_secs(*every);
                checkpoint::sequence_in_file(&rules, to, &budget, &mut progress, (file, every))
                    .map(|(s, _)| s)
            }
            None => nim_sequence(&rules, to, &budget, &mut progress),
        };
        p.set(to as u64 + 1);
        s
    })?;
    s.map_err(error)
}

/// The nim sequence of `code` up to heap `to`, and its period when the periodicity theorem
/// proves it from these values; with `checkpoint`, the values kept in that file (every
/// `checkpoint_every` seconds and when the call stops) and read back from it.
#[pyfunction]
#[pyo3(signature = (code, to, time_limit=None, progress=None, checkpoint=None, checkpoint_every=600))]
fn impartial_sequence(
    py: Python<'_>,
    code: &str,
    to: usize,
    time_limit: Option<f64>,
    progress: Option<Py<PyAny>>,
    checkpoint: Option<PathBuf>,
    checkpoint_every: u64,
) -> PyResult<Sequence> {
    let rules = Rules::parse(code).map_err(error)?;
    let file = checkpoint.map(|f| (f, checkpoint_every));
    let s = sequence_within(py, rules, to, (time_limit, progress), file)?;
    let period = s.period.map(|p| (p.period, p.preperiod, p.saltus));
    Ok((s.values, period, s.method.to_string()))
}

/// A position of heaps of `code`: nim value (in misère play, the misère value), `"P"` or
/// `"N"`, the winning moves (at most 1,000 in normal play) and how many there are.
#[pyfunction]
#[pyo3(signature = (code, heaps, misere=false, time_limit=None))]
fn impartial_heaps(
    py: Python<'_>,
    code: &str,
    heaps: Vec<usize>,
    misere: bool,
    time_limit: Option<f64>,
) -> PyResult<Position> {
    let rules = Rules::parse(code).map_err(error)?;
    if heaps.len() > heaps::MAX_HEAPS {
        return Err(bad(format!(
            "{} heaps: at most {}",
            heaps.len(),
            heaps::MAX_HEAPS
        )));
    }
    if misere {
        let (r, _) = bounded(py, time_limit, move |budget| {
            misere_position(&rules, &heaps, &budget)
        })?;
        return r.map_err(error);
    }
    let to = heaps.iter().max().copied().unwrap_or(0);
    let s = sequence_within(py, rules.clone(), to, (time_limit, None), None)?;
    let p = heaps::solve(&rules, &heaps, &s.values).map_err(error)?;
    let moves = p
        .winning_moves
        .into_iter()
        .map(|m| (m.heap, m.from, m.to))
        .collect();
    Ok((p.nim_value, p.outcome.to_string(), moves, p.winning_count))
}

fn misere_position(
    rules: &Rules,
    heaps: &[usize],
    budget: &verify::budget::Budget,
) -> Result<Position, impartial::Error> {
    let mut search = Misere::new(rules, budget);
    let (outcome, winning) = search.outcome(heaps)?;
    let value = search.value(heaps, 0, 0)?;
    let moves: Vec<_> = (winning.into_iter())
        .map(|(i, to)| (i, heaps[i], to))
        .collect();
    let count = moves.len();
    Ok((value, outcome.to_string(), moves, count))
}

/// Conway's genus of heaps `0..=to` of `code` in misère play (`None` where the `γ` did not
/// settle), by search over positions.
#[pyfunction]
#[pyo3(signature = (code, to, time_limit=None))]
fn impartial_genus(
    py: Python<'_>,
    code: &str,
    to: usize,
    time_limit: Option<f64>,
) -> PyResult<Vec<Option<String>>> {
    let rules = Rules::parse(code).map_err(error)?;
    let (r, _) = bounded(py, time_limit, move |budget| {
        let g = nim_sequence(&rules, to, &budget, &mut |_| {})?.values;
        let mut search = Misere::new(&rules, &budget);
        (0..=to)
            .map(|n| search.genus(n, g[n]))
            .collect::<Result<Vec<_>, _>>()
    })?;
    r.map_err(error)
}

/// A misère quotient: heaps learned, element words, table, P-elements, generators' heaps,
/// relations, heap elements `0..=heaps`, `(preperiod, period, checked_to)` when proved for
/// every heap, and why learning stopped before `to` when it did.
type QuotientTuple = (
    usize,
    Vec<String>,
    Vec<Vec<u32>>,
    Vec<bool>,
    Vec<usize>,
    Vec<(String, String)>,
    Vec<u32>,
    Option<(usize, usize, usize)>,
    Option<String>,
);

/// The misère quotient of `code` on heaps `1..=to`, or of every heap once proved.
#[pyfunction]
#[pyo3(signature = (code, to, time_limit=None, progress=None))]
fn impartial_quotient(
    py: Python<'_>,
    code: &str,
    to: usize,
    time_limit: Option<f64>,
    progress: Option<Py<PyAny>>,
) -> PyResult<QuotientTuple> {
    let rules = Rules::parse(code).map_err(error)?;
    let (r, _) = bounded_reporting(py, time_limit, progress, move |budget, p| {
        p.set_total(to as u64);
        let q = quotient(&rules, to, &budget, &mut |n, _| p.set(n as u64));
        p.set(to as u64);
        q
    })?;
    let q = r.map_err(error)?;
    let map = (0..=q.heaps).filter_map(|h| q.heap(h)).collect();
    let stable = q.stable.map(|s| (s.preperiod, s.period, s.checked_to));
    Ok((
        q.heaps,
        q.elements,
        q.table,
        q.monoid.p,
        q.generators,
        q.relations,
        map,
        stable,
        q.stopped,
    ))
}

/// A misère canonical form: name, options' names, birthday, outcome, misère and normal nim
/// values, genus.
type FormTuple = (String, Vec<String>, u32, String, u32, u32, Option<String>);

/// The misère canonical form of `expr` (CGSuite's `*[[2],0]`), or of the heaps of `code`.
#[pyfunction]
#[pyo3(signature = (expr=None, code=None, heaps=None, time_limit=None))]
fn impartial_misere_form(
    py: Python<'_>,
    expr: Option<String>,
    code: Option<String>,
    heaps: Option<Vec<usize>>,
    time_limit: Option<f64>,
) -> PyResult<FormTuple> {
    let rules = code
        .as_deref()
        .map(Rules::parse)
        .transpose()
        .map_err(error)?;
    let (r, _) = bounded(py, time_limit, move |budget| {
        let mut forms = Forms::new(&budget);
        let form = match (&expr, &rules, &heaps) {
            (Some(text), None, None) => canonical::parse::parse(&mut forms, text)?,
            (None, Some(rules), Some(heaps)) => {
                canonical::heaps::of_heaps(&mut forms, rules, heaps)?
            }
            _ => {
                return Err(impartial::Error::BadInput(
                    "give expr, or code and heaps".into(),
                ))
            }
        };
        let options = forms.option_names(form)?;
        Ok((
            forms.name(form)?,
            options,
            forms.birthday(form),
            forms.outcome(form).to_string(),
            forms.misere_value(form),
            forms.normal_value(form),
            forms.genus(form)?,
        ))
    })?;
    r.map_err(error)
}

/// Adds the functions to the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(impartial_sequence, m)?)?;
    m.add_function(wrap_pyfunction!(impartial_heaps, m)?)?;
    m.add_function(wrap_pyfunction!(impartial_genus, m)?)?;
    m.add_function(wrap_pyfunction!(impartial_quotient, m)?)?;
    m.add_function(wrap_pyfunction!(impartial_misere_form, m)?)?;
    Ok(())
}
