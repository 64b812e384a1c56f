//! The races of seed 003 §1.5: play games between two players until a confidence bound
//! decides, one algorithm per variant, all run by one loop over a [`Plan`].
//!
//! An outcome is a number in `[0, 1]` from player 1's side (1 = player 1 won, 0 = lost,
//! 1/2 = draw, or a rescaled score); `mu` is its mean, and player 1 is better when
//! `mu > 1/2`. Each test after `t` games narrows `[LB, UB]`, the running intersection of
//! the intervals `mean_t +- radius_t`; with probability at least `1 - delta` every one of
//! these intervals holds `mu`, so the final `[LB, UB]` does too.
//!
//! The seed writes the loop conditions of Algorithms 2-5 with `or` where the text means
//! `and` (a race stops when it is precise enough *or* out of tests); this implementation
//! follows the text.

use std::sync::atomic::{AtomicBool, Ordering};

use serde::{Deserialize, Serialize};

use crate::bounds::{Bound, Correction};
use crate::sample_size::{self, BadParameters};
use crate::trace::Look;

/// A source of outcomes in `[0, 1]`, player 1's side. Any `FnMut() -> f64` is one.
pub trait Outcomes {
    /// Plays one game and returns its outcome.
    fn next_outcome(&mut self) -> f64;
}

impl<F: FnMut() -> f64> Outcomes for F {
    fn next_outcome(&mut self) -> f64 {
        self()
    }
}

/// The races of §1.5.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Algorithm {
    /// Algorithm 1, LEBR: a test after every game at `6 delta / (pi^2 t^2)`; stops when
    /// `UB - LB <= 2 epsilon`.
    Lebr,
    /// Algorithm 2, ILEBR 1: a test after every game at `delta / n_max`, at most `n_max`
    /// tests (Hoeffding's `n_max`, 74540 for the seed's parameters).
    Ilebr1,
    /// Algorithm 3, ILEBR 2: tests after `n^2` games, at most `n_max` tests (45369 games).
    Ilebr2,
    /// Algorithm 4, ILEBR* 1: ILEBR 2 that also stops once a bound crosses 1/2.
    IlebrStar1,
    /// Algorithm 5, ILEBR* 2: ILEBR* 1 with the first useless tests skipped (the first test
    /// after `t_min` = 64 games), so each test runs at a smaller radius.
    IlebrStar2,
    /// §1.5.3: tests after `k^2` games at `6 delta / (pi^2 k^2)`, no maximum length; stops
    /// when a bound crosses 1/2 or `UB - LB <= 2 epsilon` (Lemma 1.14: this happens).
    BernsteinRace,
}

impl Algorithm {
    /// Every algorithm, in the seed's order.
    pub const ALL: [Algorithm; 6] = [
        Algorithm::Lebr,
        Algorithm::Ilebr1,
        Algorithm::Ilebr2,
        Algorithm::IlebrStar1,
        Algorithm::IlebrStar2,
        Algorithm::BernsteinRace,
    ];

    /// The short name used on the command line and in tables.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Lebr => "lebr",
            Algorithm::Ilebr1 => "ilebr1",
            Algorithm::Ilebr2 => "ilebr2",
            Algorithm::IlebrStar1 => "ilebr-star1",
            Algorithm::IlebrStar2 => "ilebr-star2",
            Algorithm::BernsteinRace => "bernstein-race",
        }
    }
}

/// When the tests happen: test `k` after `games(k)` games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Schedule {
    /// `t = k`.
    EveryGame,
    /// `t = (k + skip)^2`.
    Squares {
        /// Tests skipped at the start (`floor(n_min)` for ILEBR* 2, else 0).
        skip: u64,
    },
}

impl Schedule {
    /// Games played before test `k >= 1`.
    pub fn games(self, k: u64) -> u64 {
        match self {
            Schedule::EveryGame => k,
            // Saturating: a plan's last test can lie past u64 games for a tiny epsilon.
            Schedule::Squares { skip } => k.saturating_add(skip).saturating_pow(2),
        }
    }
}

/// How one algorithm runs: its schedule, its correction, its limits.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Plan {
    /// Which algorithm this is.
    pub algorithm: Algorithm,
    /// When tests happen.
    pub schedule: Schedule,
    /// `delta_k` of each test.
    pub correction: Correction,
    /// Stop after this many tests (`None`: no maximum).
    pub max_tests: Option<u64>,
    /// Stop as soon as `LB > 1/2` or `UB < 1/2`.
    pub stop_on_cross: bool,
}

impl Plan {
    /// The most games the race can play: the games before its last test (`None` for a race
    /// without a maximum, the Bernstein race of seed 003 §1.5.3).
    pub fn max_games(&self) -> Option<u64> {
        self.max_tests.map(|m| self.schedule.games(m))
    }
}

/// The games a race may play unless told otherwise (a second or two of coin games).
pub const DEFAULT_BUDGET: u64 = 100_000_000;

/// Parameters of a race.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct RaceConfig {
    /// Precision: a race may stop once `UB - LB <= 2 epsilon`.
    pub epsilon: f64,
    /// The chance that the final interval misses `mu` is at most `delta`.
    pub delta: f64,
    /// The radius: empirical Bernstein (the seed's races) or Hoeffding.
    pub bound: Bound,
    /// A safety cap on games for races without a maximum (`None`: none).
    pub max_games: Option<u64>,
}

impl RaceConfig {
    /// `epsilon`, `delta`, the Bernstein radius, no cap; an error unless both are in (0, 1/2).
    pub fn new(epsilon: f64, delta: f64) -> Result<Self, BadParameters> {
        sample_size::check_parameters(epsilon, delta)?;
        Ok(RaceConfig {
            epsilon,
            delta,
            bound: Bound::Bernstein,
            max_games: None,
        })
    }

    /// These parameters with a cap on games, as every entry point sets it: `max_games` when
    /// given, none when `unbounded`, else [`DEFAULT_BUDGET`]; refused before any game when
    /// the default budget is below the most games `algorithm` may need (the caller then
    /// gives a cap, or no cap, on purpose; the error's words name neither, so that each
    /// entry point can add its own).
    pub fn with_budget(
        mut self,
        algorithm: Algorithm,
        max_games: Option<u64>,
        unbounded: bool,
    ) -> Result<Self, BadParameters> {
        self.max_games = match (max_games, unbounded) {
            (Some(cap), _) => Some(cap),
            (None, true) => None,
            (None, false) => match self.plan(algorithm).max_games() {
                Some(most) if most > DEFAULT_BUDGET => {
                    return Err(BadParameters(format!(
                        "{} with eps {} may need up to {:.1e} games, over the default budget of \
                         {:.0e}",
                        algorithm.name(),
                        self.epsilon,
                        most as f64,
                        DEFAULT_BUDGET as f64,
                    )))
                }
                _ => Some(DEFAULT_BUDGET),
            },
        };
        Ok(self)
    }

    /// The plan of `algorithm` for these parameters.
    pub fn plan(&self, algorithm: Algorithm) -> Plan {
        let (eps, delta) = (self.epsilon, self.delta);
        let squares_n_max = sample_size::hoeffding_squares(eps, delta).ceil() as u64;
        let uniform = |n_max| Correction::Uniform { n_max };
        let (schedule, correction, max_tests, stop_on_cross) = match algorithm {
            Algorithm::Lebr => (Schedule::EveryGame, Correction::Summable, None, false),
            Algorithm::Ilebr1 => {
                let n_max = sample_size::hoeffding_every_game(eps, delta).ceil() as u64;
                (Schedule::EveryGame, uniform(n_max), Some(n_max), false)
            }
            Algorithm::Ilebr2 | Algorithm::IlebrStar1 => (
                Schedule::Squares { skip: 0 },
                uniform(squares_n_max),
                Some(squares_n_max),
                algorithm == Algorithm::IlebrStar1,
            ),
            Algorithm::IlebrStar2 => {
                let skip = sample_size::bernstein_n_min(delta, squares_n_max).floor() as u64;
                let n_max = sample_size::hoeffding_squares_skipping(eps, delta, skip).ceil() as u64;
                (
                    Schedule::Squares { skip },
                    uniform(n_max),
                    Some(n_max),
                    true,
                )
            }
            Algorithm::BernsteinRace => (
                Schedule::Squares { skip: 0 },
                Correction::Summable,
                None,
                true,
            ),
        };
        Plan {
            algorithm,
            schedule,
            correction,
            max_tests,
            stop_on_cross,
        }
    }
}

/// The race's verdict (seed 003 §1.5), each claim holding with probability at least
/// `1 - delta` (the interval holds `mu`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Decision {
    /// Player 1 is better: the lower bound crossed 1/2 (`mu > 1/2`).
    First,
    /// Player 2 is better: the upper bound crossed 1/2 (`mu < 1/2`).
    Second,
    /// No difference larger than the precision: the race stopped precise (the interval no
    /// wider than `2 epsilon`) with 1/2 inside it, so `|mu - 1/2| <= 2 epsilon`.
    NoDifference,
    /// No verdict: the race stopped (its test or game limit) with 1/2 still inside an
    /// interval wider than `2 epsilon`. Only the interval is claimed.
    Undecided,
}

impl Decision {
    /// The verdict in words, naming the players.
    pub fn describe(self, first: &str, second: &str, epsilon: f64) -> String {
        match self {
            Decision::First => format!("{first} (player 1) is better"),
            Decision::Second => format!("{second} (player 2) is better"),
            Decision::NoDifference => {
                format!(
                    "no difference larger than 2 x eps = {} between the players",
                    2.0 * epsilon
                )
            }
            Decision::Undecided => "undecided: the race stopped before a bound crossed 1/2".into(),
        }
    }
}

/// Why a race stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Stop {
    /// A bound crossed 1/2: the decision holds with probability at least `1 - delta`.
    Crossed,
    /// `UB - LB <= 2 epsilon`: `mu` is known to within `epsilon`.
    Precise,
    /// The maximum number of tests was reached.
    Limit,
    /// The safety cap on games was reached.
    Cap,
}

/// What a race found.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct RaceResult {
    /// The algorithm that ran.
    pub algorithm: Algorithm,
    /// The better player.
    pub decision: Decision,
    /// Why it stopped.
    pub stop: Stop,
    /// The mean outcome over all games played.
    pub estimate: f64,
    /// The lower bound `LB` on `mu`.
    pub lower: f64,
    /// The upper bound `UB` on `mu`.
    pub upper: f64,
    /// Games played.
    pub games: u64,
    /// Tests made.
    pub tests: u64,
}

impl RaceResult {
    /// Whether the verdict is right for a true mean outcome `mu`: the final interval holds
    /// `mu`, and a named player really is the better one. `None` for
    /// [`Decision::Undecided`], which makes no claim beyond the interval.
    pub fn verdict_holds(&self, mu: f64) -> Option<bool> {
        let in_interval = self.lower <= mu && mu <= self.upper;
        match self.decision {
            Decision::First => Some(in_interval && mu > 0.5),
            Decision::Second => Some(in_interval && mu < 0.5),
            Decision::NoDifference => Some(in_interval),
            Decision::Undecided => None,
        }
    }

    /// Whether the final interval holds `mu`.
    pub fn interval_holds(&self, mu: f64) -> bool {
        self.lower <= mu && mu <= self.upper
    }
}

/// Running sums of outcomes.
#[derive(Default)]
struct Running {
    t: u64,
    sum: f64,
    sum_sq: f64,
}

impl Running {
    fn push(&mut self, x: f64) {
        self.t += 1;
        self.sum += x;
        self.sum_sq += x * x;
    }

    fn mean(&self) -> f64 {
        self.sum / self.t as f64
    }

    /// The empirical (population) standard deviation, as in Lemma 1.13.
    fn std_dev(&self) -> f64 {
        let m = self.mean();
        (self.sum_sq / self.t as f64 - m * m).max(0.0).sqrt()
    }
}

/// `[Float]` Runs `algorithm` on `source` until it stops.
///
/// # Example
/// ```
/// use racing::{race, Algorithm, Decision, RaceConfig, Rng};
/// let mut rng = Rng::new(7);
/// let mut coin = || if rng.bernoulli(0.6) { 1.0 } else { 0.0 }; // player 1 wins 60 %
/// let result = race(Algorithm::IlebrStar2, &RaceConfig::new(0.01, 0.05)?, &mut coin);
/// assert_eq!(result.decision, Decision::First);
/// assert!(result.lower > 0.5 && result.games < 10_000);
/// # Ok::<(), racing::BadParameters>(())
/// ```
pub fn race<S: Outcomes + ?Sized>(
    algorithm: Algorithm,
    config: &RaceConfig,
    source: &mut S,
) -> RaceResult {
    let never = AtomicBool::new(false);
    race_until(algorithm, config, source, &never).unwrap_or_else(|| unreachable!("never set"))
}

/// Games between two looks at the stop flag of [`race_until`].
const STOP_EVERY: u64 = 1 << 16;

/// `[Float]` [`race`] that also stops when `stop` is set (an interrupt from another
/// thread), within 65,536 games: `None`, a race stopped claims nothing.
pub fn race_until<S: Outcomes + ?Sized>(
    algorithm: Algorithm,
    config: &RaceConfig,
    source: &mut S,
    stop: &AtomicBool,
) -> Option<RaceResult> {
    race_watched(algorithm, config, source, stop, &mut |_| {})
}

/// [`race_until`] telling `watch` the bounds after every test: what a picture of the
/// race over time draws (a [`Trace`](crate::Trace) keeps a thinned record of them).
pub fn race_watched<S: Outcomes + ?Sized>(
    algorithm: Algorithm,
    config: &RaceConfig,
    source: &mut S,
    stop: &AtomicBool,
    watch: &mut dyn FnMut(Look),
) -> Option<RaceResult> {
    let plan = config.plan(algorithm);
    let mut stats = Running::default();
    let (mut lower, mut upper) = (0.0f64, 1.0f64);
    let mut k = 0;
    let stop = loop {
        k += 1;
        let target = plan.schedule.games(k);
        if config.max_games.is_some_and(|cap| target > cap) {
            k -= 1;
            break Stop::Cap;
        }
        while stats.t < target {
            if stats.t % STOP_EVERY == 0 && stop.load(Ordering::Relaxed) {
                return None;
            }
            stats.push(source.next_outcome());
        }
        let delta_k = plan.correction.delta_k(config.delta, k);
        let r = config.bound.radius(stats.t, stats.std_dev(), delta_k);
        lower = lower.max(stats.mean() - r);
        upper = upper.min(stats.mean() + r);
        watch(Look {
            games: stats.t,
            lower,
            upper,
        });
        if plan.stop_on_cross && (lower > 0.5 || upper < 0.5) {
            break Stop::Crossed;
        }
        if upper - lower <= 2.0 * config.epsilon {
            break Stop::Precise;
        }
        if plan.max_tests.is_some_and(|m| k >= m) {
            break Stop::Limit;
        }
    };
    let estimate = if stats.t == 0 { 0.5 } else { stats.mean() };
    Some(RaceResult {
        algorithm,
        decision: decide(lower, upper, stop),
        stop,
        estimate,
        lower,
        upper,
        games: stats.t,
        tests: k,
    })
}

/// A bound across 1/2 names a player; a precise stop with 1/2 inside the interval says no
/// difference; any other stop decides nothing (the side of the estimate is no verdict).
fn decide(lower: f64, upper: f64, stop: Stop) -> Decision {
    if lower > 0.5 {
        Decision::First
    } else if upper < 0.5 {
        Decision::Second
    } else if stop == Stop::Precise {
        Decision::NoDifference
    } else {
        Decision::Undecided
    }
}
