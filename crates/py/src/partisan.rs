//! Short partisan games: each call reads its games into a fresh arena and works on it
//! within a budget (`time_limit` seconds, the machine's free memory), off the GIL, stopped
//! by Ctrl-C.

use partisan::{GameId, Games, Surreal};
use pyo3::prelude::*;

use crate::{bad, bounded, failed};

/// The longest canonical text returned: a sum of hot games can have a form whose text is
/// exponentially longer than the game.
const MAX_NAME: usize = 1_000_000;

/// `g`'s canonical text, refused when longer than [`MAX_NAME`].
fn named(games: &Games, g: GameId) -> PyResult<String> {
    match games.name_len(g) {
        n if n > MAX_NAME => Err(bad(format!(
            "the canonical form's text is longer than {MAX_NAME} characters"
        ))),
        _ => Ok(games.name(g)),
    }
}

/// Runs `work` on a fresh arena within `time_limit` seconds (none: no deadline) and the
/// free memory ([`bounded`]); what ran out is `dresher.Error`.
fn in_arena<T: Send + 'static>(
    py: Python<'_>,
    time_limit: Option<f64>,
    work: impl FnOnce(&mut Games) -> PyResult<T> + Send + 'static,
) -> PyResult<T> {
    let (out, _) = bounded(py, time_limit, move |budget| {
        Games::new().within(&budget, work)
    })?;
    out.map_err(|spent| failed(format!("the game's values: {spent}")))?
}

/// A short game's canonical form or number: name, is it a number, birthday (as text: a
/// number's can pass 2^64), outcome.
#[pyfunction]
#[pyo3(signature = (expr, time_limit=None))]
fn partisan_game(
    py: Python<'_>,
    expr: String,
    time_limit: Option<f64>,
) -> PyResult<(String, bool, Birthday, String)> {
    in_arena(py, time_limit, move |games| {
        let g = games.parse(&expr).map_err(bad)?;
        let number = games.as_number(g).is_some();
        let birthday = games.birthday(g);
        let birthday = u64::try_from(&birthday)
            .map_or_else(|_| Birthday::Big(birthday.to_string()), Birthday::Small);
        let outcome = games.outcome(g).to_string();
        Ok((named(games, g)?, number, birthday, outcome))
    })
}

/// A birthday as a Python `int` when it fits in 64 bits (the fast conversion), else as
/// its decimal text.
#[derive(IntoPyObject)]
enum Birthday {
    Small(u64),
    Big(String),
}

/// A short game's reduced canonical form (equal up to an infinitesimal), as its text.
#[pyfunction]
#[pyo3(signature = (expr, time_limit=None))]
fn partisan_reduced(py: Python<'_>, expr: String, time_limit: Option<f64>) -> PyResult<String> {
    in_arena(py, time_limit, move |games| {
        let g = games.parse(&expr).map_err(bad)?;
        let reduced = games.reduced(g);
        named(games, reduced)
    })
}

/// An all-small game's atomic weight as its text; `None` for a game that is not all-small.
#[pyfunction]
#[pyo3(signature = (expr, time_limit=None))]
fn partisan_atomic_weight(
    py: Python<'_>,
    expr: String,
    time_limit: Option<f64>,
) -> PyResult<Option<String>> {
    in_arena(py, time_limit, move |games| {
        let g = games.parse(&expr).map_err(bad)?;
        games.atomic_weight(g).map(|w| named(games, w)).transpose()
    })
}

/// A game overheated from `s` by `t` (Berlekamp and Wolfe), as its text.
#[pyfunction]
#[pyo3(signature = (expr, s, t, time_limit=None))]
fn partisan_overheat(
    py: Python<'_>,
    expr: String,
    s: String,
    t: String,
    time_limit: Option<f64>,
) -> PyResult<String> {
    in_arena(py, time_limit, move |games| {
        let g = games.parse(&expr).map_err(bad)?;
        let (s, t) = (games.parse(&s).map_err(bad)?, games.parse(&t).map_err(bad)?);
        let hot = games.overheat(g, s, t).map_err(bad)?;
        named(games, hot)
    })
}

/// A short game's stops, mean, temperature and thermograph walls, exact dyadics as text;
/// each wall one text of pieces `from at slope` separated by `;` (read by the Python side
/// only when asked for).
#[pyfunction]
#[pyo3(signature = (expr, time_limit=None))]
fn partisan_thermograph(
    py: Python<'_>,
    expr: String,
    time_limit: Option<f64>,
) -> PyResult<(String, String, String, String, String, String, String)> {
    in_arena(py, time_limit, move |games| {
        let g = games.parse(&expr).map_err(bad)?;
        let th = games.thermograph(g);
        // The CLI's picture, as text: what a notebook shows (`_repr_svg_`).
        // A long canonical form is not written out just to be left out of the title.
        let name = match games.name_len(g) <= 1000 {
            true => games.name(g),
            false => expr.clone(),
        };
        let title = dresher_plots::thermograph::title(&expr, &name);
        // No picture (empty) rather than no answer when it cannot be drawn.
        let svg = dresher_plots::thermograph::svg(&th, &title).unwrap_or_default();
        let pieces = |w: &partisan::Wall| -> String {
            let pieces = w.pieces().iter();
            let pieces = pieces.map(|p| format!("{} {} {}", p.from, p.at, p.slope));
            pieces.collect::<Vec<_>>().join(";")
        };
        Ok((
            games.left_stop(g).to_string(),
            games.right_stop(g).to_string(),
            th.mean.to_string(),
            th.temperature.to_string(),
            pieces(&th.left),
            pieces(&th.right),
            svg,
        ))
    })
}

/// A short game cooled (`heat = false`) or heated by `t`, as its canonical text.
#[pyfunction]
#[pyo3(signature = (expr, t, heat, time_limit=None))]
fn partisan_temper(
    py: Python<'_>,
    expr: String,
    t: String,
    heat: bool,
    time_limit: Option<f64>,
) -> PyResult<String> {
    let t: Surreal = t.trim().parse().map_err(bad)?;
    if !heat && t < Surreal::zero() {
        return Err(bad(format!("cooling is by a temperature t >= 0, not {t}")));
    }
    in_arena(py, time_limit, move |games| {
        let g = games.parse(&expr).map_err(bad)?;
        let out = match heat {
            true => {
                if games.depth(g) > partisan::MAX_PARSED_DEPTH {
                    return Err(bad(format!(
                        "heating: the game is more than {} moves deep",
                        partisan::MAX_PARSED_DEPTH
                    )));
                }
                games.heat(g, &t)
            }
            false => games.cool(g, &t),
        };
        named(games, out)
    })
}

/// A ruleset's position valued (`domineering`, `konane`, `hackenbush`, `clobber`, `snort`,
/// `toads-and-frogs`; the positions as `solve --game RULESET --position` reads them), as
/// its canonical text.
#[pyfunction]
#[pyo3(signature = (ruleset, position, time_limit=None))]
fn partisan_ruleset(
    py: Python<'_>,
    ruleset: &str,
    position: String,
    time_limit: Option<f64>,
) -> PyResult<String> {
    let ruleset: partisan::rulesets::Ruleset = ruleset.parse().map_err(bad)?;
    in_arena(py, time_limit, move |games| {
        let (_, value) = ruleset.value(games, &position).map_err(bad)?;
        named(games, value)
    })
}

/// How game `g` compares with `h`: `>`, `<`, `=` or `||`.
#[pyfunction]
#[pyo3(signature = (g, h, time_limit=None))]
fn partisan_compare(
    py: Python<'_>,
    g: String,
    h: String,
    time_limit: Option<f64>,
) -> PyResult<String> {
    in_arena(py, time_limit, move |games| {
        if partisan::loopy::looks_loopy(&g) || partisan::loopy::looks_loopy(&h) {
            let sign = partisan::loopy::compare(games, &g, &h).map_err(bad)?;
            return Ok(sign.to_string());
        }
        let (a, b) = (games.parse(&g).map_err(bad)?, games.parse(&h).map_err(bad)?);
        games.walkable(a, b).map_err(bad)?;
        Ok(games.compare(a, b).symbol().to_string())
    })
}

/// A loopy value: its name as CGSuite writes it, outcome class, whether it is a stopper,
/// onside and offside, and a stopper's Left and Right stops.
type LoopyTuple = (
    String,
    String,
    bool,
    String,
    String,
    Option<String>,
    Option<String>,
);

/// `value`'s tuple for Python.
fn loopy_tuple(games: &mut Games, value: &partisan::loopy::Value) -> PyResult<LoopyTuple> {
    let (left, right) = match value {
        partisan::loopy::Value::Stopper(g) => {
            let (l, r) = g.stops(games).map_err(bad)?;
            (Some(l.to_string()), Some(r.to_string()))
        }
        partisan::loopy::Value::Sided(_) => (None, None),
    };
    Ok((
        value.name(games).map_err(bad)?,
        value.outcome_class(games).map_err(bad)?.to_string(),
        left.is_some(),
        value.onside().name(games).map_err(bad)?,
        value.offside().name(games).map_err(bad)?,
        left,
        right,
    ))
}

/// A loopy game in CGSuite's notation (`a{0|a}`, `{pass|*}`, `on+off`), valued.
#[pyfunction]
#[pyo3(signature = (expr, time_limit=None))]
fn partisan_loopy(py: Python<'_>, expr: String, time_limit: Option<f64>) -> PyResult<LoopyTuple> {
    in_arena(py, time_limit, move |games| {
        let value = partisan::loopy::value(games, &expr).map_err(bad)?;
        loopy_tuple(games, &value)
    })
}

/// A Fox and Geese position valued (a stopper).
#[pyfunction]
#[pyo3(signature = (geese, fox, width=8, ceylonese=false, time_limit=None))]
fn partisan_fox_and_geese(
    py: Python<'_>,
    geese: Vec<(i32, i32)>,
    fox: (i32, i32),
    width: i32,
    ceylonese: bool,
    time_limit: Option<f64>,
) -> PyResult<LoopyTuple> {
    use partisan::loopy::fox_and_geese::{FoxAndGeese, Rules};
    let rules = Rules {
        width,
        fox_range: if ceylonese { 2 } else { 1 },
    };
    in_arena(py, time_limit, move |games| {
        let mut search = FoxAndGeese::new(rules, games).map_err(bad)?;
        let value = search.value(&geese, fox, games).map_err(bad)?;
        loopy_tuple(games, &partisan::loopy::Value::Stopper(value))
    })
}

/// A Backsliding Toads and Frogs strip valued.
#[pyfunction]
#[pyo3(signature = (strip, time_limit=None))]
fn partisan_backsliding(
    py: Python<'_>,
    strip: String,
    time_limit: Option<f64>,
) -> PyResult<LoopyTuple> {
    in_arena(py, time_limit, move |games| {
        let value = partisan::loopy::backsliding::value(&strip, games).map_err(bad)?;
        loopy_tuple(games, &value)
    })
}

/// A Hare and Hounds position valued.
#[pyfunction]
#[pyo3(signature = (board, time_limit=None))]
fn partisan_hare_and_hounds(
    py: Python<'_>,
    board: String,
    time_limit: Option<f64>,
) -> PyResult<LoopyTuple> {
    in_arena(py, time_limit, move |games| {
        let value = partisan::loopy::hare_and_hounds::value(&board, games).map_err(bad)?;
        loopy_tuple(games, &value)
    })
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(partisan_loopy, m)?)?;
    m.add_function(wrap_pyfunction!(partisan_fox_and_geese, m)?)?;
    m.add_function(wrap_pyfunction!(partisan_backsliding, m)?)?;
    m.add_function(wrap_pyfunction!(partisan_hare_and_hounds, m)?)?;
    m.add_function(wrap_pyfunction!(partisan_game, m)?)?;
    m.add_function(wrap_pyfunction!(partisan_thermograph, m)?)?;
    m.add_function(wrap_pyfunction!(partisan_temper, m)?)?;
    m.add_function(wrap_pyfunction!(partisan_compare, m)?)?;
    m.add_function(wrap_pyfunction!(partisan_reduced, m)?)?;
    m.add_function(wrap_pyfunction!(partisan_atomic_weight, m)?)?;
    m.add_function(wrap_pyfunction!(partisan_overheat, m)?)?;
    m.add_function(wrap_pyfunction!(partisan_ruleset, m)?)
}
