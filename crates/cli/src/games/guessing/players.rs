//! `dresher race --game guessing`: two searchers raced against a hider, or BestSeed
//! selection of random-split searchers; the players and the exact mean outcome the verdict
//! is checked against are [`guessing::players`].

use anyhow::{ensure, Context};
use clap::{Args, ValueEnum};
use guessing::players::{exact_mean, play, Hider, Mix};
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, ToPrimitive};
use racing::{best_seeds_until, Rng};
use verify::budget::Budget;
use verify::format_rational;

use crate::emit;
use crate::games::racing::race::{run, Matchup, RaceFlags};

/// A searcher.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Searcher {
    /// Bob's certified optimal mixed strategy (solved exactly first).
    Optimal,
    /// Always guess the middle (lower middle of an even range).
    Bisection,
    /// Guess 1, 2, 3, ... in order.
    Linear,
}

/// The guessing game's flags of `dresher race` (number of keys: `--n`).
#[derive(Args)]
#[group(skip)]
#[command(next_help_heading = "Guessing game players (--game guessing, keys --n)")]
pub struct PlayersFlags {
    /// Player 1.
    #[arg(long, value_enum, default_value_t = Searcher::Optimal)]
    a: Searcher,
    /// Player 2.
    #[arg(long, value_enum, default_value_t = Searcher::Bisection)]
    b: Searcher,
    /// Where the number hides: `uniform`, `optimal` (Alice's certified mix) or a fixed key.
    #[arg(long, default_value = "uniform")]
    hider: String,
    /// BestSeed instead of a two-player race: race K random-split searchers (seeds 1..=K)
    /// against bisection and keep the best `--keep` (default: the race of `--a` against
    /// `--b`).
    #[arg(long, value_name = "K")]
    best_seeds: Option<u64>,
    /// How many seeds BestSeed keeps.
    #[arg(long, default_value_t = 10)]
    keep: usize,
}

/// Races two searchers (or runs BestSeed) for `--n` keys.
pub fn race(
    n: Option<usize>,
    (flags, players): (&RaceFlags, &PlayersFlags),
    json: bool,
    budget: &Budget,
) -> anyhow::Result<()> {
    let n = n.context("--game guessing needs --n N (the number of keys)")?;
    let game = guessing::GuessingGame::new(n)?;
    let needs_solution = players.a == Searcher::Optimal
        || players.b == Searcher::Optimal
        || players.hider == "optimal";
    let solved = needs_solution
        .then(|| {
            let config = guessing::SolveConfig::for_method(guessing::Method::Warm);
            super::solved_within(game, &config, budget, |_| {})
        })
        .transpose()?;
    let cert = solved.as_ref().map(|s| &s.certificate);
    let hider = Hider::parse(&players.hider, n, cert)?;
    if let Some(k) = players.best_seeds {
        return best_seed(n, (k, players.keep), flags, &hider, budget);
    }
    let mix = |s: Searcher| match s {
        Searcher::Optimal => Mix::optimal(cert.expect("solved when a player is optimal")),
        Searcher::Bisection => Mix::bisection(n),
        Searcher::Linear => Mix::linear(n),
    };
    let (a, b) = (mix(players.a), mix(players.b));
    let exact = exact_mean(&hider, &a, &b);
    let matchup = Matchup {
        a: format!("{:?}", players.a).to_lowercase(),
        b: format!("{:?}", players.b).to_lowercase(),
        scoring: "1 when player 1 needs fewer guesses, 1/2 for as many, 0 for more",
        exact: Some((format_rational(&exact), exact.to_f64().unwrap_or(f64::NAN))),
    };
    let mut rng = Rng::new(flags.seed);
    let mut source = move || play(&hider, &a, &b, || rng.next_f64());
    run(flags, &matchup, (&mut source, json), budget)
}

/// BestSeed: seed `s` is the search tree whose every root is drawn uniformly from its range
/// by `Rng::new(s)`; each seed races bisection on the hider's keys, the best `keep` are
/// kept, and the gain they seem to have is compared with their exact gain.
fn best_seed(
    n: usize,
    (candidates, keep): (u64, usize),
    flags: &RaceFlags,
    hider: &Hider,
    budget: &Budget,
) -> anyhow::Result<()> {
    ensure!(
        candidates >= 1 && keep >= 1 && keep as u64 <= candidates,
        "need 1 <= --keep <= --best-seeds"
    );
    ensure!(
        candidates <= racing::MAX_SEEDS as u64,
        "--best-seeds {candidates}: at most {} seeds (each seed's race is kept in memory)",
        racing::MAX_SEEDS
    );
    let (_watch, stop) = (budget.watchdog(), budget.stop_flag());
    let config = flags.config()?;
    let bisection = Mix::bisection(n);
    let random_tree = |s: u64| {
        let mut rng = Rng::new(s);
        Mix::random_split(n, |k| rng.below(k))
    };
    let seeds: Vec<u64> = (1..=candidates).collect();
    let against = |s: u64| {
        let (policy, reference) = (random_tree(s), Mix::pure(bisection.depths[0].clone()));
        let mut rng = Rng::new(flags.seed ^ s.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        move || play(hider, &policy, &reference, || rng.next_f64())
    };
    let selection = best_seeds_until(&seeds, keep, (flags.algorithm, &config), against, &stop)
        .ok_or_else(|| anyhow::anyhow!("race: {}", budget.why_stopped()))?;
    let exact = |s: &u64| {
        exact_mean(hider, &random_tree(*s), &bisection)
            .to_f64()
            .unwrap_or(f64::NAN)
    };
    let mean = |xs: &[u64]| -> anyhow::Result<f64> {
        let mut sum = 0.0;
        for s in xs {
            budget.check().map_err(|e| anyhow::anyhow!("race: {e}"))?;
            sum += exact(s);
        }
        Ok(sum / xs.len() as f64)
    };
    let (true_selected, true_all) = (mean(&selection.selected)?, mean(&seeds)?);
    let games: u64 = selection.candidates.iter().map(|(_, r)| r.games).sum();
    let fresh = fresh_games(
        hider,
        &selection.selected,
        &bisection,
        &random_tree,
        flags.seed,
    );
    emit(&format!(
        "BestSeed: {candidates} random-split searchers raced against bisection ({} with epsilon {}), best {keep} kept\n\
         games played: {games}\n\
         selected seeds: {:?}\n\
         mean outcome vs bisection, all seeds:   race {:.5}, exact {:.5}\n\
         mean outcome vs bisection, kept seeds:  race {:.5}, exact {:.5}, {FRESH} fresh games {fresh:.5}\n\
         gain: apparent {:.5}, real {:.5}; selection noise {:.5}\n",
        flags.algorithm.name(), flags.eps, selection.selected,
        selection.all_estimate, true_all, selection.selected_estimate, true_selected,
        selection.apparent_gain(), true_selected - true_all, selection.apparent_gain() - (true_selected - true_all)
    ))
}

/// Fresh games of the kept seeds (each game one kept seed at random) against bisection.
const FRESH: u64 = 200_000;

fn fresh_games(
    hider: &Hider,
    kept: &[u64],
    bisection: &Mix,
    random_tree: &dyn Fn(u64) -> Mix,
    seed: u64,
) -> f64 {
    let trees: Vec<(Vec<u32>, BigRational)> = kept
        .iter()
        .map(|&s| {
            (
                random_tree(s).depths.remove(0),
                BigRational::new(BigInt::one(), BigInt::from(kept.len())),
            )
        })
        .collect();
    let policy = Mix::new(trees);
    let mut rng = Rng::new(seed.wrapping_add(0xF4E5));
    (0..FRESH)
        .map(|_| play(hider, &policy, bisection, || rng.next_f64()))
        .sum::<f64>()
        / FRESH as f64
}
