//! Solving one `N`: column generation through `lp-core` with Knuth pricing on the symmetric
//! reduction, then exact certification of the full game, with repairs until it passes.

use std::collections::HashSet;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use bst_oracles::{knuth, SearchTree};
use lp_core::{
    Bounds, Centring, ColGenConfig, ColumnGeneration, Effort, MasterKind, PricingOracle, Purge,
    Stop,
};
use num_rational::BigRational;

use crate::certify::{certify, GuessingCertificate};
use crate::oracle::{Blend, KnuthPricing};
use crate::symmetry::{mirror_class, Pairs};
use crate::{Checkpoint, Error, GuessingGame, Warm};

/// How column generation starts and prices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// One balanced tree to start, pricing against Alice's current mix only.
    Plain,
    /// Start from the previous `N`'s trees (extended) plus a pool of near-best responses to
    /// the guess, and smooth pricing toward a stability centre that starts at the previous
    /// Alice mix (§2.4, generalised).
    Warm,
}

/// Everything `solve` needs to know besides the game.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SolveConfig {
    /// Plain or warm-started column generation.
    pub method: Method,
    /// The float search stops once `upper - lower <= tolerance`.
    pub tolerance: f64,
    /// Master solves allowed per attempt.
    pub max_iterations: usize,
    /// Exact checks that may fail (each adds a violator or re-solves cold) before giving up.
    pub max_repairs: usize,
    /// Dual smoothing for `Method::Warm`.
    pub blend: Blend,
    /// Initial column pool for `Method::Warm`.
    pub pool: Pool,
    /// Column purging in the master, if any.
    pub purge: Option<Purge>,
    /// Pricing also at the analytic centre of the near-optimal level set, if set.
    pub centring: Option<Centring>,
    /// The master LP engine (the dense one falls back to HiGHS by itself on trouble).
    pub master: MasterKind,
}

/// The initial column pool of a warm start: samples of Bob's near-best responses to the
/// guess `gamma` (on every interval, one of the roots within `tolerance` of its least cost),
/// beside the previous N's trees, grown by a key.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Pool {
    /// Samples per key (pool size `per_key * N` before duplicates are dropped).
    pub per_key: f64,
    /// How far above an interval's least cost (absolute, against the guess's key weights,
    /// which sum to 1) a root counts as tied.
    pub tolerance: f64,
    /// At most this many initial columns per master row (extended trees and pool together),
    /// the ones cheapest against the guess: N = 697 starts in 3.5 s instead of 5.2 s.
    pub keep_per_row: f64,
}

impl SolveConfig {
    /// The defaults the sweep uses for a method.
    pub fn for_method(method: Method) -> SolveConfig {
        SolveConfig {
            method,
            tolerance: 1e-11,
            max_iterations: 200_000,
            max_repairs: 20,
            // Half a sample per key, near-ties within 1e-5, 1.5 columns per row. The pool was
            // Bob's best responses to 0.5 N perturbations of the guess (each pair weight
            // scaled by 1 +- 0.05), one Knuth DP each, most of a mid-octave N's start; the
            // near-ties take one DP (measured 2026-12-01, docs/design/guessing.md, chained from the
            // stored N - 1): 700..712 start 0.9 s against 4.5, 8.9 s in all against 11.8
            // (190 master solves against 120); 920..979 as the sweep runs it, side by side
            // with the dense dual first solve: 621 s against 733, 8,496 solves against 9,413.
            // (1e-4 and 1e-3 drew the same trees as 1e-5 at 700..712; 1e-6 took 268 solves.)
            // 1.5 columns per row instead of 2 (2026-11-26): 600..604 8.0 s against 7.6,
            // 700..704 7.9 against 8.8, 800..804 11.3 against 13.7, 900..903 26.2 against 26.8.
            pool: Pool {
                per_key: 0.5,
                tolerance: 1e-5,
                keep_per_row: 1.5,
            },
            blend: Blend {
                weights: [0.85, 0.95, 0.99],
            },
            // Plain stays the seed's method; purging is one of the warm method's speed-ups.
            // Every column costs in each pivot's pricing, so idle ones go: at 2 x rows down
            // to 1.5 x rows after 20 idle solves. A tighter purge from N = 900 on (1.3 x rows
            // down to 1.1 x after 10) saved 6 % of the main job's 901..980 in seconds, but
            // cost master solves and, near a power of two, convergence itself (measured
            // 2026-11-26, one run each from the fixture's mix, on 2 busy cores): N = 1023
            // took 2,123 solves with this purge, and with the tight one had not converged
            // after 9,413 (gap 0.011); the chain 949..950 took 1,020 + 514 against 810 + 881.
            purge: (method == Method::Warm).then_some(Purge {
                limit: 2.0,
                keep: 1.5,
                age: 20,
            }),
            // Also pricing at an inexact analytic centre (3 Newton steps) of the level set a
            // tenth of the gap below the master value (measured 2026-11-28, docs/design/guessing.md):
            // the chain 949..950 took 188 + 189 master solves against 547 + 511.
            centring: (method == Method::Warm).then_some(Centring {
                divisor: 10.0,
                steps: 3,
            }),
            master: MasterKind::default(),
        }
    }
}

/// A certified solution with how it was found.
#[derive(Clone, Debug)]
pub struct Solved {
    /// The exact certificate (always `certified()`).
    pub certificate: GuessingCertificate,
    /// Master solves (simplex re-solves after column additions).
    pub iterations: usize,
    /// Exact checks that failed and were repaired.
    pub repairs: usize,
    /// Columns in the final master.
    pub columns: usize,
    /// The bounds after every master solve (upper = master value, lower = best response).
    pub trace: Vec<Bounds>,
    /// Wall-clock seconds split as (search, certification).
    pub seconds: (f64, f64),
    /// Seconds before the first master solve: the warm start's trees, the pool of near-best
    /// responses to the guess, the master's first columns (not part of `seconds`).
    pub start_seconds: f64,
    /// Master solves, pivots, seconds in the master and in pricing, fallbacks to HiGHS.
    pub effort: Effort,
    /// The master engine that finished the search (HiGHS after a fallback).
    pub master: MasterKind,
}

impl Solved {
    /// What the next `N` can start from.
    pub fn warm(&self) -> Warm {
        Warm {
            trees: self
                .certificate
                .trees
                .iter()
                .map(|(t, _)| t.clone())
                .collect(),
            alpha: self.certificate.alpha.iter().map(verify::to_f64).collect(),
            optimal: false,
        }
    }
}

/// `[Exact]` Solves the guessing game on `N` keys and returns a certified solution.
///
/// A warm start whose mix is marked `optimal` but is not (a wrong `--known` file) only costs
/// time: when that search does not certify, the mix is taken again as a mere guess.
///
/// # Complexity
/// Each iteration is a warm re-solve of a `ceil(N/2)`-row master LP plus `O(N^2)` pricing;
/// certification is two exact square solves and an `O(N^2)` big-integer Knuth DP.
///
/// # Example
/// ```
/// use guessing::{solve, GuessingGame, Method, SolveConfig};
/// let solved = solve(GuessingGame::new(4)?, &SolveConfig::for_method(Method::Plain), None, |_| {})?;
/// assert_eq!(solved.certificate.value.to_string(), "2");
/// # Ok::<(), guessing::Error>(())
/// ```
pub fn solve(
    game: GuessingGame,
    config: &SolveConfig,
    warm: Option<&Warm>,
    on_iteration: impl FnMut(&Bounds),
) -> Result<Solved, Error> {
    solve_saving(game, config, warm, None, on_iteration)
}

/// How often a long solve hands its search to the caller to save ([`Checkpoint`]), and when
/// to stop early.
pub struct Saving<'a> {
    /// Time between saves (each after the first round that ends this long after the last);
    /// `None`: never save.
    pub every: Option<Duration>,
    /// Takes each checkpoint (its solves and seconds count this call's only); an error
    /// stops the solve.
    pub save: &'a mut dyn FnMut(Checkpoint) -> Result<(), Error>,
    /// Once set (by a signal handler, say), the solve saves a checkpoint at the end of its
    /// current round (if it saves at all) and returns [`Error::Stopped`].
    pub stop: Option<&'a AtomicBool>,
}

/// How often a solve that saves or may be stopped looks up from its rounds: after the first
/// round that ends this long after the last look (a pause between rounds changes nothing).
const LOOK_EVERY: Duration = Duration::from_secs(1);

/// [`solve`], handing a [`Checkpoint`] of the search (the master's columns and the
/// stability centre, Alice's mix with the best lower bound so far) to `saving` every so
/// often; a sweep writes them, so that an N stopped halfway starts again from there
/// ([`Checkpoint::warm`]). Saving does not change the search.
pub fn solve_saving(
    game: GuessingGame,
    config: &SolveConfig,
    warm: Option<&Warm>,
    mut saving: Option<Saving<'_>>,
    mut on_iteration: impl FnMut(&Bounds),
) -> Result<Solved, Error> {
    match (
        solve_from(game, config, warm, saving.as_mut(), &mut on_iteration),
        warm,
    ) {
        (Err(e), Some(w)) if w.optimal && !matches!(e, Error::Stopped(_)) => {
            let guess = Warm {
                optimal: false,
                ..w.clone()
            };
            solve_from(game, config, Some(&guess), saving.as_mut(), on_iteration)
        }
        (result, _) => result,
    }
}

impl SolveConfig {
    /// The column generation settings of this configuration.
    fn colgen(&self) -> ColGenConfig {
        ColGenConfig {
            tolerance: self.tolerance,
            max_iterations: self.max_iterations,
            purge: self.purge,
            centring: self.centring,
        }
    }
}

impl Solved {
    /// A certified solution and the engine's account of how it was found; `seconds` as in
    /// [`Solved::seconds`], then the start's.
    fn new(
        certificate: GuessingCertificate,
        engine: &ColumnGeneration<KnuthPricing>,
        repairs: usize,
        trace: Vec<Bounds>,
        seconds: (f64, f64),
        start_seconds: f64,
    ) -> Solved {
        Solved {
            certificate,
            iterations: engine.iterations(),
            repairs,
            columns: engine.columns().len(),
            trace,
            seconds,
            start_seconds,
            effort: engine.effort(),
            master: engine.master_kind(),
        }
    }
}

fn solve_from(
    game: GuessingGame,
    config: &SolveConfig,
    warm: Option<&Warm>,
    mut saving: Option<&mut Saving<'_>>,
    mut on_iteration: impl FnMut(&Bounds),
) -> Result<Solved, Error> {
    let n = game.n();
    let pairs = Pairs::new(n);
    let began = Instant::now();
    let (oracle, initial) = start(n, config, warm);
    let mut engine = ColumnGeneration::with_master(oracle, initial, config.master)?;
    let start_seconds = began.elapsed().as_secs_f64();
    let cg = config.colgen();
    let mut trace = Vec::new();
    let (mut search, mut exact) = (0.0, 0.0);
    for repairs in 0..=config.max_repairs {
        let clock = Instant::now();
        let mut observe = |b: &Bounds| {
            trace.push(*b);
            on_iteration(b);
        };
        let stop = match run(
            &mut engine,
            &cg,
            saving.as_deref_mut(),
            (&pairs, began),
            &mut observe,
        ) {
            Ok(stop) => stop,
            // HiGHS could not finish this master: start it again from scratch.
            Err(Error::Lp(_)) => {
                engine.rebuild();
                continue;
            }
            Err(e) => return Err(e),
        };
        search += clock.elapsed().as_secs_f64();
        if stop == Stop::IterationLimit {
            return Err(Error::NotCertified(format!(
                "N = {n}: {} master solves without convergence",
                engine.iterations()
            )));
        }
        let clock = Instant::now();
        let outcome = check(&pairs, n, &engine);
        exact += clock.elapsed().as_secs_f64();
        match outcome {
            Ok(certificate) if certificate.certified() => {
                let seconds = (search, exact);
                let solved =
                    Solved::new(certificate, &engine, repairs, trace, seconds, start_seconds);
                return Ok(solved);
            }
            Ok(c) if c.lower < c.value && !has(engine.columns(), &c.best_response) => {
                engine.add_columns(vec![c.best_response]);
            }
            _ => engine.rebuild(),
        }
    }
    Err(Error::NotCertified(format!(
        "N = {n}: still uncertified after {} repairs",
        config.max_repairs
    )))
}

/// Runs the engine to a stop other than a pause, handing a checkpoint to `saving` when one
/// is due and stopping when asked (`began`: when the solve of the N of `pairs` began).
fn run(
    engine: &mut ColumnGeneration<KnuthPricing>,
    config: &ColGenConfig,
    saving: Option<&mut Saving<'_>>,
    (pairs, began): (&Pairs, Instant),
    on_iteration: &mut impl FnMut(&Bounds),
) -> Result<Stop, Error> {
    let Some(saving) = saving else {
        return Ok(engine.run(config, on_iteration)?);
    };
    let mut saved = Instant::now();
    let slice = saving.every.map_or(LOOK_EVERY, |e| e.min(LOOK_EVERY));
    loop {
        let stop = engine.run_for(config, slice, &mut *on_iteration)?;
        if stop != Stop::Paused {
            return Ok(stop);
        }
        let stopping = saving.stop.is_some_and(|s| s.load(Ordering::Relaxed));
        let due = saving.every.is_some_and(|e| saved.elapsed() >= e);
        if saving.every.is_some() && (due || stopping) {
            (saving.save)(checkpoint(engine, pairs, began))?;
            saved = Instant::now();
        }
        if stopping {
            return Err(stopped(saving.every.is_some(), engine.iterations()));
        }
    }
}

/// Why a solve asked to stop returned.
fn stopped(saved: bool, solves: usize) -> Error {
    Error::Stopped(match saved {
        true => format!("stopped on request after {solves} master solves; its checkpoint is saved and a rerun starts it from there"),
        false => "stopped on request; without checkpoints a rerun starts it afresh".into(),
    })
}

/// The engine's search as a checkpoint: its columns and the stability centre (Alice's mix
/// with the best lower bound so far; the last master's mix if there is none) over keys.
fn checkpoint(
    engine: &ColumnGeneration<KnuthPricing>,
    pairs: &Pairs,
    began: Instant,
) -> Checkpoint {
    let master = || engine.solution().map_or(&[][..], |s| &s.row_mix[..]);
    let mix = engine.oracle().center().map_or_else(master, |(c, _)| c);
    let mix: Vec<f64> = mix.iter().map(|x| x.max(0.0)).collect();
    let total: f64 = mix.iter().sum();
    let alpha = pairs.spread(&mix.iter().map(|x| x / total).collect::<Vec<_>>());
    let seconds = began.elapsed().as_secs_f64();
    Checkpoint::new(
        pairs.n(),
        engine.iterations(),
        seconds,
        alpha,
        engine.columns(),
    )
}

fn start(n: usize, config: &SolveConfig, warm: Option<&Warm>) -> (KnuthPricing, Vec<SearchTree>) {
    let balanced = knuth(&vec![1.0f64; n])
        .expect("uniform weights are non-negative")
        .tree;
    match (config.method, warm) {
        (Method::Warm, Some(w)) if w.alpha.len() <= n && w.alpha.len() + 3 >= n => {
            let mut oracle = if w.optimal && w.alpha.len() == n {
                KnuthPricing::around_optimum(n, w.gamma_for(n), config.blend)
            } else {
                KnuthPricing::smoothed(n, Some(w.gamma_for(n)), config.blend)
            };
            let mut trees = w.trees_for(n);
            let mut seen: HashSet<SearchTree> = trees.iter().map(mirror_class).collect();
            let size = (config.pool.per_key * n as f64) as usize;
            let pool = oracle.pool_of_near_ties(size, config.pool.tolerance);
            for t in pool.into_iter().chain(oracle.pool_of_ties(size)) {
                if seen.insert(mirror_class(&t)) {
                    trees.push(t);
                }
            }
            if trees.is_empty() {
                trees.push(balanced);
            }
            let keep = config.pool.keep_per_row * oracle.rows() as f64;
            let trees = oracle.nearest_to_center(trees, keep as usize);
            (oracle, trees)
        }
        (Method::Warm, _) => (
            KnuthPricing::smoothed(n, None, config.blend),
            vec![balanced],
        ),
        (Method::Plain, _) => (KnuthPricing::plain(n), vec![balanced]),
    }
}

fn has(columns: &[SearchTree], tree: &SearchTree) -> bool {
    columns.iter().any(|c| c == tree || *c == tree.mirror())
}

/// The exact solution of the final master basis, lifted to the full game and certified.
fn check(
    pairs: &Pairs,
    n: usize,
    engine: &ColumnGeneration<KnuthPricing>,
) -> Result<GuessingCertificate, Error> {
    let candidate =
        engine.exact_candidate(|t| (0..pairs.len()).map(|p| pairs.exact_payoff(t, p)).collect())?;
    let mix: Vec<(SearchTree, BigRational)> = candidate
        .col_mix
        .into_iter()
        .map(|(k, y)| (engine.columns()[k].clone(), y))
        .collect();
    certify(
        n,
        pairs.spread_exact(&candidate.row_mix),
        pairs.unfold(&mix),
        candidate.value,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A solve whose stop flag is set hands over one checkpoint at the end of its first
    /// round (saves due after every round: a pause after each) and returns `Stopped`.
    #[test]
    fn a_set_stop_flag_saves_once_and_stops() {
        let stop = AtomicBool::new(true);
        let mut saved = Vec::new();
        let mut save = |c: Checkpoint| {
            saved.push(c.solves);
            Ok(())
        };
        let saving = Saving {
            every: Some(Duration::ZERO),
            save: &mut save,
            stop: Some(&stop),
        };
        let game = GuessingGame::new(60).unwrap();
        let config = SolveConfig::for_method(Method::Warm);
        let e = solve_saving(game, &config, None, Some(saving), |_| {}).unwrap_err();
        assert!(matches!(e, Error::Stopped(_)), "{e}");
        assert_eq!(saved, vec![1], "{e}");
    }
}
