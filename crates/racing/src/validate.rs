//! Monte Carlo validation of the races: Bernoulli players with known win probability
//! `mu = 1/2 + gap`, many races per setting, and what the guarantee promises measured.

use std::sync::atomic::AtomicBool;

use rayon::prelude::*;
use serde::{Deserialize, Serialize};

use crate::race::{race_until, Algorithm, Decision, RaceConfig, Stop};
use crate::rng::Rng;

/// One setting (algorithm, gap) of the validation table.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ValidationRow {
    /// The race.
    pub algorithm: Algorithm,
    /// `mu - 1/2`.
    pub gap: f64,
    /// Races run.
    pub races: u64,
    /// Races whose final `[LB, UB]` missed `mu` (this includes every bound that crossed 1/2
    /// on the wrong side). The guarantee: `error_rate <= delta`.
    pub errors: u64,
    /// `errors / races`.
    pub error_rate: f64,
    /// For `gap > 0`: races that named player 2, the worse one (`None` at gap 0, where no
    /// player is better).
    pub wrong_winner_rate: Option<f64>,
    /// Races that named no player: no difference larger than the precision, or undecided.
    pub no_verdict_rate: f64,
    /// Mean games per race.
    pub mean_games: f64,
    /// 95th percentile of games per race.
    pub p95_games: u64,
    /// Most games in one race.
    pub max_games: u64,
    /// How many races stopped for each reason: crossed, precise, limit, cap.
    pub stops: [u64; 4],
}

/// The most races one setting runs (each race's result is kept until the row is made).
pub const MAX_RACES: u64 = 1_000_000;

/// `[Float]` Runs `races` races of each algorithm for each gap, in parallel (rayon), each
/// race with its own generator derived from `seed`, so the table is reproducible.
/// `done` is called once per finished setting (for a progress bar).
pub fn validate(
    algorithms: &[Algorithm],
    gaps: &[f64],
    races: u64,
    config: &RaceConfig,
    seed: u64,
    done: impl Fn(&ValidationRow) + Sync,
) -> Vec<ValidationRow> {
    let never = AtomicBool::new(false);
    validate_until((algorithms, gaps), races, (config, seed), done, &never)
        .expect("a validation nothing stops ends")
}

/// [`validate`] that stops when `stop` is set (every race looks at it): `None`, and no
/// row of the setting it stopped in.
pub fn validate_until(
    (algorithms, gaps): (&[Algorithm], &[f64]),
    races: u64,
    (config, seed): (&RaceConfig, u64),
    done: impl Fn(&ValidationRow) + Sync,
    stop: &AtomicBool,
) -> Option<Vec<ValidationRow>> {
    let mut rows = Vec::new();
    for &algorithm in algorithms {
        for &gap in gaps {
            let setting = (algorithm, gap, setting_seed(algorithm, gap, seed));
            let row = setting_row(setting, races, config, stop)?;
            done(&row);
            rows.push(row);
        }
    }
    Some(rows)
}

/// A seed for one setting that depends on the algorithm, the gap and the table's seed only,
/// so a setting gives the same row whether it runs alone or in a table.
fn setting_seed(algorithm: Algorithm, gap: f64, seed: u64) -> u64 {
    let name = algorithm
        .name()
        .bytes()
        .fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
            (h ^ b as u64).wrapping_mul(0x100_0000_01b3)
        });
    name ^ gap.to_bits().rotate_left(17) ^ seed.wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

fn setting_row(
    (algorithm, gap, setting): (Algorithm, f64, u64),
    races: u64,
    config: &RaceConfig,
    stop: &AtomicBool,
) -> Option<ValidationRow> {
    let mu = 0.5 + gap;
    let results: Vec<_> = (0..races)
        .into_par_iter()
        .map(|i| {
            let mut rng = Rng::new(setting.wrapping_mul(0x9E37_79B9).wrapping_add(i));
            let mut coin = || if rng.bernoulli(mu) { 1.0 } else { 0.0 };
            race_until(algorithm, config, &mut coin, stop)
        })
        .collect::<Option<_>>()?;
    let errors = results
        .iter()
        .filter(|r| mu < r.lower || mu > r.upper)
        .count() as u64;
    let named = |d: Decision| results.iter().filter(|r| r.decision == d).count() as u64;
    let (wrong, first) = (named(Decision::Second), named(Decision::First));
    let mut games: Vec<u64> = results.iter().map(|r| r.games).collect();
    games.sort_unstable();
    let mut stops = [0u64; 4];
    for r in &results {
        let i = match r.stop {
            Stop::Crossed => 0,
            Stop::Precise => 1,
            Stop::Limit => 2,
            Stop::Cap => 3,
        };
        stops[i] += 1;
    }
    let n = races.max(1) as f64;
    Some(ValidationRow {
        algorithm,
        gap,
        races,
        errors,
        error_rate: errors as f64 / n,
        wrong_winner_rate: (gap > 0.0).then_some(wrong as f64 / n),
        no_verdict_rate: (races - wrong - first) as f64 / n,
        mean_games: games.iter().sum::<u64>() as f64 / n,
        p95_games: games
            .get((games.len() * 95).div_ceil(100).saturating_sub(1))
            .copied()
            .unwrap_or(0),
        max_games: games.last().copied().unwrap_or(0),
        stops,
    })
}
