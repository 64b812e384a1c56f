//! `dresher bench racing`: how fast the outcome sources and the races run.

use std::time::Instant;

use clap::Args;
use guessing::players::{play, Hider, Mix};
use racing::{race, validate, Algorithm, RaceConfig, Rng};

use crate::emit;

/// Times Bernoulli games alone, a fair-coin race of each algorithm, and a small validation
/// table (the full one: `report --game racing`).
#[derive(Args)]
pub struct BenchFlags {
    /// Races per setting in the validation sample.
    #[arg(long, default_value_t = 1000)]
    races: u64,
}

/// Runs `dresher bench racing`.
pub fn run(args: &BenchFlags) -> anyhow::Result<()> {
    let mut rng = Rng::new(1);
    let n = 50_000_000u64;
    let start = Instant::now();
    let wins = (0..n).filter(|_| rng.bernoulli(0.5)).count();
    let secs = start.elapsed().as_secs_f64();
    emit(&format!(
        "bernoulli games: {:.1} M/s on one core ({wins} wins in {n})\n",
        n as f64 / secs / 1e6
    ))?;
    let (rate, mean) = plays_per_second(100, 2_000_000)?;
    emit(&format!(
        "guessing plays (N = 100, Bob's optimal mix vs bisection, Alice's optimal hider): \
         {:.2} M/s on one core (mean outcome {mean:.4})\n",
        rate / 1e6
    ))?;
    let config = RaceConfig::new(0.01, 0.05)?;
    for algorithm in Algorithm::ALL {
        let mut rng = Rng::new(2);
        let mut coin = || if rng.bernoulli(0.5) { 1.0 } else { 0.0 };
        let start = Instant::now();
        let r = race(algorithm, &config, &mut coin);
        let secs = start.elapsed().as_secs_f64();
        emit(&format!(
            "{:<15} fair coin: {:>7} games, {:>6} tests, {:.4} s ({:.1} M games/s with tests)\n",
            algorithm.name(),
            r.games,
            r.tests,
            secs,
            r.games as f64 / secs / 1e6
        ))?;
    }
    let gaps = [0.0, 0.005, 0.01, 0.02, 0.05, 0.1, 0.2];
    let start = Instant::now();
    anyhow::ensure!(
        (1..=racing::MAX_RACES).contains(&args.races),
        "--races {}: must be in 1..={}",
        args.races,
        racing::MAX_RACES
    );
    let rows = validate(&Algorithm::ALL, &gaps, args.races, &config, 1, |_| {});
    let secs = start.elapsed().as_secs_f64();
    let games: f64 = rows.iter().map(|r| r.mean_games * r.races as f64).sum();
    emit(&format!(
        "validation sample: {} races per setting, 42 settings, {:.1} s on {} threads ({:.0} M games); \
         the full table ({} races) would take about {:.0} s\n",
        args.races, secs, rayon::current_num_threads(), games / 1e6, 10_000, secs * 10_000.0 / args.races as f64
    ))
}

/// Plays per second of Bob's optimal mix against bisection for `n` keys, the hider playing
/// Alice's optimal mix (for `bench racing`): `(plays per second, mean outcome)`.
fn plays_per_second(n: usize, plays: u64) -> anyhow::Result<(f64, f64)> {
    let config = guessing::SolveConfig::for_method(guessing::Method::Warm);
    let solved = guessing::solve(guessing::GuessingGame::new(n)?, &config, None, |_| {})?;
    let hider = Hider::optimal(&solved.certificate);
    let optimal = Mix::optimal(&solved.certificate);
    let bisection = Mix::bisection(n);
    let mut rng = Rng::new(3);
    let start = std::time::Instant::now();
    let total: f64 = (0..plays)
        .map(|_| play(&hider, &optimal, &bisection, || rng.next_f64()))
        .sum();
    Ok((
        plays as f64 / start.elapsed().as_secs_f64(),
        total / plays as f64,
    ))
}
