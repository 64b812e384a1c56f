//! Racing algorithms (seed 003, after Cauwet and Teytaud 2018): decide which of two
//! stochastic players is better by playing games until a confidence bound decides, with a
//! guaranteed error probability.
//!
//! # Brief overview
//! - [`bounds`]: Hoeffding and empirical-Bernstein radii (Lemmas 1.11, 1.13) and the
//!   multiple-comparison corrections (§1.4).
//! - [`sample_sizes`]: the figures of §1.5.2 (`n_max = 74540`, `t_max = 45369`,
//!   `t_min = 64` for `epsilon = 0.01`, `delta = 0.05`) for any parameters, and the
//!   Bernstein figures recomputed with the right variance bound (1/4, not the seed's 1/2).
//! - [`race`]: LEBR, ILEBR 1 and 2, ILEBR* 1 and 2, and the Bernstein race, generic over
//!   any source of outcomes in `[0, 1]` ([`Outcomes`], any closure), deterministic given the
//!   source's seed ([`Rng`]); [`race_watched`] shows the bounds after each test, and a
//!   [`Trace`] keeps them, thinned, for a picture of the race.
//! - [`validate`]: Monte Carlo checks of the guarantees with Bernoulli players of known
//!   win probability: measured error rates and games used; [`ValidationPlan`] runs the
//!   table resumably (a checkpoint line per setting) and writes it as markdown and CSV.
//! - [`best_seeds`]: BestSeed selection of a randomized policy's seeds by racing them.
//!
//! The crate knows no game: callers turn plays of their games into outcomes.
//!
//! # Example
//! ```
//! use racing::{race, Algorithm, Decision, RaceConfig, Rng};
//! let mut rng = Rng::new(1);
//! let mut games = || if rng.bernoulli(0.45) { 1.0 } else { 0.0 };
//! let r = race(Algorithm::Ilebr2, &RaceConfig::new(0.01, 0.05)?, &mut games);
//! assert_eq!(r.decision, Decision::Second);
//! assert!(r.lower <= 0.45 && 0.45 <= r.upper);
//! # Ok::<(), racing::BadParameters>(())
//! ```
#![warn(missing_docs)]

pub mod bounds;
mod race;
mod rng;
mod sample_size;
mod seeds;
mod table;
mod trace;
mod validate;

pub use crate::{
    bounds::{Bound, Correction},
    race::{
        race, race_until, race_watched, Algorithm, Decision, Outcomes, Plan, RaceConfig,
        RaceResult, Schedule, Stop, DEFAULT_BUDGET,
    },
    rng::Rng,
    sample_size::{check_parameters, sample_sizes, BadParameters, Figure, SampleSizes},
    seeds::{best_seeds, best_seeds_until, SeedSelection, MAX_SEEDS},
    table::{checkpoint_rows, csv, ValidationPlan},
    trace::{Look, Trace},
    validate::{validate, validate_until, ValidationRow, MAX_RACES},
};
