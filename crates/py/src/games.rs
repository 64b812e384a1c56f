//! The Number Hides Game, Goofspiel, Procrastination, The Easy Chase and races.

use nhg::spider::{solve_spider_within, Spider};
use nhg::tree::{solve_tree_within, Tree};
use nhg::{solve_line, LineGame};
use num_rational::BigRational;
use partisan::easy_chase::{EasyChase, Square};
use partisan::procrastination::{compare, sum_value, Tower};
use pyo3::prelude::*;

use racing::{race_watched, sample_sizes, Algorithm, Decision, RaceConfig, Rng, Trace};

use verify::budget::Budget;
use verify::Status;

use crate::{bad, bounded, bounded_reporting, failed, interruptible, text};

/// Bad parameters or a bad tree are `ValueError`; a solver or check failure `dresher.Error`.
fn nhg_error(e: nhg::Error) -> PyErr {
    match e {
        nhg::Error::InvalidGame(_) | nhg::Error::BadTree(_) => bad(e),
        _ => failed(e),
    }
}

/// A Goofspiel solve's answer; stopped, what ran out of its budget (`dresher.Error`).
fn goofspiel_answer<T>(
    n: usize,
    answer: Result<T, goofspiel::Error>,
    budget: &Budget,
) -> PyResult<T> {
    answer.map_err(|e| match e {
        goofspiel::Error::Stopped => failed(format!("N = {n}: {}", budget.why_stopped())),
        other => goofspiel_error(other),
    })
}

/// An N out of range is `ValueError`; a solver failure `dresher.Error`.
fn goofspiel_error(e: goofspiel::Error) -> PyErr {
    match e {
        goofspiel::Error::InvalidN(_) | goofspiel::Error::Invalid(_) => bad(e),
        _ => failed(e),
    }
}

fn mix(p: &[BigRational]) -> Vec<String> {
    p.iter().map(text).collect()
}

/// Value, player I's and player II's mixes (`p/q`), certified.
type Nhg = (String, Vec<String>, Vec<String>, bool);

/// A player's moves on a tree: each a path of coins.
type Paths = Vec<Vec<usize>>;

/// First bids per prize (`p/q`), the first-move values, unique optima, certified.
type Exact = (Vec<Vec<String>>, Vec<String>, Vec<bool>, bool);

/// G(m, n, p) on a line: Theorem 1's closed form, checked exactly (lower = upper bound).
#[pyfunction]
fn nhg_line(m: usize, n: usize, p: usize) -> PyResult<Nhg> {
    let s = solve_line(LineGame::new(m, n, p).map_err(bad)?).map_err(nhg_error)?;
    let certified = s.certified();
    Ok((
        text(&s.solution.value),
        mix(&s.solution.strategy_1),
        mix(&s.solution.strategy_2),
        certified,
    ))
}

/// G(m, n) on a spider of `branches` legs of `b` coins, certified on the full game.
#[pyfunction]
#[pyo3(signature = (branches, b, m, n, time_limit=None))]
fn nhg_spider(
    py: Python<'_>,
    branches: usize,
    b: usize,
    m: usize,
    n: usize,
    time_limit: Option<f64>,
) -> PyResult<Nhg> {
    let spider = Spider::new(branches, b).map_err(bad)?;
    let (s, _) = bounded(py, time_limit, move |budget| {
        solve_spider_within(spider, m, n, &budget)
    })?;
    let s = s.map_err(nhg_error)?;
    let full = s.full_strategies();
    // The full game's check must run and pass: a game too large for it is not certified.
    let full_check = s.certify_full().map_or(Status::Unchecked, |v| v.status());
    let certified = Status::all([s.compact.verdict().status(), full_check]).is_certified();
    Ok((
        text(s.value()),
        mix(&full.strategy_1),
        mix(&full.strategy_2),
        certified,
    ))
}

/// G(m, n) on a tree given by its edges (coins numbered from 0): value, both mixes over
/// the paths, the paths, certified.
#[pyfunction]
#[pyo3(signature = (edges, m, n, time_limit=None))]
fn nhg_tree(
    py: Python<'_>,
    edges: Vec<(usize, usize)>,
    m: usize,
    n: usize,
    time_limit: Option<f64>,
) -> PyResult<(Nhg, Paths, Paths)> {
    let tree = Tree::from_edges(&edges).map_err(bad)?;
    let (s, _) = bounded(py, time_limit, move |budget| {
        solve_tree_within(&tree, m, n, &budget)
    })?;
    let s = s.map_err(nhg_error)?;
    let sol = &s.solution;
    let answer = (
        text(sol.value()),
        mix(sol.row_strategy()),
        mix(sol.col_strategy()),
        sol.certified(),
    );
    Ok((answer, s.moves_1.clone(), s.moves_2.clone()))
}

/// Goofspiel exactly (N <= 6) for `payoff` (`points` or `win-loss`): player 1's first bids
/// per prize (`p/q`), the first-move games' values, whether each optimum is unique (N <= 5),
/// certified.
#[pyfunction]
#[pyo3(signature = (n, payoff, time_limit=None))]
fn goofspiel_exact(
    py: Python<'_>,
    n: usize,
    payoff: &str,
    time_limit: Option<f64>,
) -> PyResult<Exact> {
    let payoff: goofspiel::Payoff = payoff.parse().map_err(goofspiel_error)?;
    let (t, budget) = bounded(py, time_limit, move |budget| {
        goofspiel::exact_table_until(n, payoff, budget.stop_flag())
    })?;
    let t = goofspiel_answer(n, t, &budget)?;
    let bids = t
        .first_move
        .iter()
        .map(|f| mix(f.solution.row_strategy()))
        .collect();
    let values = t
        .first_move
        .iter()
        .map(|f| text(f.solution.value()))
        .collect();
    Ok((bids, values, t.unique.clone(), t.certified()))
}

/// One prize's optimal bids at a Goofspiel state: prize, value, player 1's and player 2's
/// `(card, p/q)`, certified.
type PrizeBids = (
    usize,
    String,
    Vec<(usize, String)>,
    Vec<(usize, String)>,
    bool,
);

/// The optimal play at the Goofspiel state `history` leads to (N <= 6, exact): player 1's
/// expected payoff at the end, the lead so far, and the bids per prize.
#[pyfunction]
#[pyo3(signature = (n, history, payoff, time_limit=None))]
fn goofspiel_state(
    py: Python<'_>,
    n: usize,
    history: &str,
    payoff: &str,
    time_limit: Option<f64>,
) -> PyResult<(String, i32, Vec<PrizeBids>)> {
    let payoff: goofspiel::Payoff = payoff.parse().map_err(goofspiel_error)?;
    let state = goofspiel::State::parse(n, history).map_err(goofspiel_error)?;
    let (play, budget) = bounded(py, time_limit, move |budget| {
        let solver = goofspiel::ExactSolver::with_payoff(n, payoff)?;
        goofspiel::play_with(&mut solver.stopped_by(budget.stop_flag()), &state)
    })?;
    let play = goofspiel_answer(n, play, &budget)?;
    let mix = |m: &[(usize, BigRational)]| m.iter().map(|(c, p)| (*c, text(p))).collect();
    let bids = (play.bids.iter())
        .map(|b| {
            (
                b.prize,
                text(&b.value),
                mix(&b.player1),
                mix(&b.player2),
                b.status.is_certified(),
            )
        })
        .collect();
    Ok((text(&play.value), play.state.lead, bids))
}

/// Per information-state string, `(action, probability)` for each legal action.
type Mixes = Vec<(String, Vec<(usize, f64)>)>;

/// Both players' whole optimal policy keyed by OpenSpiel's information-state strings of the
/// turn-based game (N <= 5): the game's OpenSpiel name, the `(key, [(action, p)])` pairs,
/// certified.
#[pyfunction]
fn goofspiel_openspiel_policy(
    py: Python<'_>,
    n: usize,
    payoff: &str,
) -> PyResult<(String, Mixes, bool)> {
    let payoff: goofspiel::Payoff = payoff.parse().map_err(goofspiel_error)?;
    let p = interruptible(py, move |_| goofspiel::openspiel_policy(n, payoff))?
        .map_err(goofspiel_error)?;
    Ok((
        p.game,
        p.policy.into_iter().collect(),
        p.status.is_certified(),
    ))
}

/// Goofspiel in certified mode (any N <= 16 that fits in memory): player 1's first bids per
/// prize, the error bound of every first-move game, and whether every enclosure is finite
/// and holds the exact value 0 (the game is symmetric): the flag is computed, never assumed.
/// A solve whose modelled peak memory is more than is free is refused before any work
/// ([`goofspiel::check_memory_for`], the CLI's check) unless `force`.
#[pyfunction]
#[pyo3(signature = (n, force, payoff, time_limit=None, progress=None))]
fn goofspiel_certified(
    py: Python<'_>,
    n: usize,
    force: bool,
    payoff: &str,
    time_limit: Option<f64>,
    progress: Option<Py<PyAny>>,
) -> PyResult<(Vec<Vec<f64>>, f64, bool)> {
    let payoff: goofspiel::Payoff = payoff.parse().map_err(goofspiel_error)?;
    if n > goofspiel::MAX_N {
        return Err(bad(format!(
            "n = {n}: certified mode takes N <= {}",
            goofspiel::MAX_N
        )));
    }
    if !force {
        goofspiel::check_memory_for(n, payoff).map_err(goofspiel_error)?;
    }
    let (g, budget) = bounded_reporting(py, time_limit, progress, move |budget, counted| {
        let stop = budget.stop_flag();
        // States of the level being built, of all its states: the count starts again at
        // each level.
        let observe = |_, done: usize, states: usize| {
            counted.set_total(states as u64);
            counted.set(done as u64);
        };
        goofspiel::solve_until(n, payoff, None, (&observe, &stop), |_| Ok(()))
    })?;
    let g = goofspiel_answer(n, g, &budget)?;
    let certified = g.certified();
    Ok((
        g.first_move.iter().map(|b| b.bid.clone()).collect(),
        g.error_bound,
        certified,
    ))
}

/// Procrastination: is sub-position `c1` no worse than `c2`? Both sums (`p/q`), the
/// answer, and whether the position analysis confirmed it.
#[pyfunction]
fn procrastination(c1: Vec<String>, c2: Vec<String>) -> PyResult<(String, String, bool, bool)> {
    let towers = |c: &[String]| {
        c.iter()
            .map(|t| t.parse::<Tower>())
            .collect::<Result<Vec<_>, _>>()
    };
    let (a, b) = (towers(&c1).map_err(bad)?, towers(&c2).map_err(bad)?);
    let answer = compare(&a, &b).map_err(failed)?;
    let (sa, sb) = (sum_value(&a).to_string(), sum_value(&b).to_string());
    Ok((sa, sb, answer.no_worse, answer.cross_checked))
}

/// The Easy Chase on an n x n board from these squares (row, column from 1).
#[pyfunction]
fn easy_chase(n: usize, white: (usize, usize), black: (usize, usize)) -> PyResult<String> {
    let table = EasyChase::new(n).map_err(bad)?.solve();
    let square = |(row, col)| Square { row, col };
    Ok(table
        .answer(square(white), square(black))
        .map_err(bad)?
        .to_string())
}

/// The seed's sample sizes for precision `epsilon` and error `delta`, by name.
#[pyfunction]
fn racing_sample_sizes(epsilon: f64, delta: f64) -> PyResult<Vec<(String, Option<u64>)>> {
    let sizes = sample_sizes(epsilon, delta).map_err(bad)?;
    Ok(sizes
        .figures
        .iter()
        .map(|f| (f.name.to_string(), f.games))
        .collect())
}

/// A race's verdict, games, final bounds, and its bounds after each test (thinned).
type Raced = (String, u64, f64, f64, Vec<(u64, f64, f64)>);

/// A race between two coins (player 1 wins a game with probability `p`): decision,
/// games, lower and upper bound, and the bounds after each test (a [`Trace`]). Its cap on
/// games is the CLI's ([`RaceConfig::with_budget`]).
#[pyfunction]
#[pyo3(signature = (p, algorithm, epsilon, delta, seed, max_games, unbounded, time_limit=None))]
#[allow(clippy::too_many_arguments)]
fn racing_coin(
    py: Python<'_>,
    p: f64,
    algorithm: &str,
    epsilon: f64,
    delta: f64,
    seed: u64,
    max_games: Option<u64>,
    unbounded: bool,
    time_limit: Option<f64>,
) -> PyResult<Raced> {
    if !(0.0..=1.0).contains(&p) {
        return Err(bad(format!("p must be in [0, 1], not {p}")));
    }
    let algorithm = Algorithm::ALL
        .into_iter()
        .find(|a| a.name() == algorithm)
        .ok_or_else(|| bad(format!("unknown algorithm {algorithm:?}")))?;
    let config = RaceConfig::new(epsilon, delta).map_err(bad)?;
    let config = config
        .with_budget(algorithm, max_games, unbounded)
        .map_err(|e| {
            bad(format!(
                "{e}: give max_games=N (stops undecided after N) or unbounded=True"
            ))
        })?;
    let ((r, trace), budget) = bounded(py, time_limit, move |budget| {
        let mut rng = Rng::new(seed);
        let mut coin = || if rng.bernoulli(p) { 1.0 } else { 0.0 };
        let mut trace = Trace::default();
        let stop = budget.stop_flag();
        let r = race_watched(algorithm, &config, &mut coin, &stop, &mut |l| trace.push(l));
        (r, trace)
    })?;
    let Some(r) = r else {
        return Err(failed(format!("the race: {}", budget.why_stopped())));
    };
    let decision = match r.decision {
        Decision::First => "first",
        Decision::Second => "second",
        Decision::NoDifference => "no_difference",
        Decision::Undecided => "undecided",
    };
    let looks = (trace.looks().into_iter())
        .map(|l| (l.games, l.lower, l.upper))
        .collect();
    Ok((decision.to_string(), r.games, r.lower, r.upper, looks))
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(nhg_line, m)?)?;
    m.add_function(wrap_pyfunction!(nhg_spider, m)?)?;
    m.add_function(wrap_pyfunction!(nhg_tree, m)?)?;
    m.add_function(wrap_pyfunction!(goofspiel_exact, m)?)?;
    m.add_function(wrap_pyfunction!(goofspiel_certified, m)?)?;
    m.add_function(wrap_pyfunction!(goofspiel_state, m)?)?;
    m.add_function(wrap_pyfunction!(goofspiel_openspiel_policy, m)?)?;
    m.add_function(wrap_pyfunction!(procrastination, m)?)?;
    m.add_function(wrap_pyfunction!(easy_chase, m)?)?;
    m.add_function(wrap_pyfunction!(racing_sample_sizes, m)?)?;
    m.add_function(wrap_pyfunction!(racing_coin, m)?)
}
