//! `dresher race --game coin --p P`: player 1 wins each game with probability `p` (a
//! Bernoulli player against a fixed opponent), the races' test bed.

use anyhow::ensure;
use clap::Args;
use racing::Rng;
use verify::budget::Budget;

use super::race::{run, Matchup, RaceFlags};

/// The coin's flags of `dresher race`.
#[derive(Args)]
#[group(skip)]
#[command(next_help_heading = "Coin (--game coin)")]
pub struct CoinFlags {
    /// Player 1's probability of winning a game.
    #[arg(long, default_value_t = 0.55)]
    p: f64,
}

/// Races the coin.
pub fn race(
    flags: &RaceFlags,
    coin: &CoinFlags,
    json: bool,
    budget: &Budget,
) -> anyhow::Result<()> {
    ensure!(
        (0.0..=1.0).contains(&coin.p),
        "--p {} is not a probability",
        coin.p
    );
    let mut rng = Rng::new(flags.seed);
    let p = coin.p;
    let mut source = move || if rng.bernoulli(p) { 1.0 } else { 0.0 };
    let matchup = Matchup {
        a: format!("coin({p})"),
        b: "its opponent".into(),
        scoring: "1 when player 1 wins, 0 when it loses",
        exact: Some((format!("{p}"), p)),
    };
    run(flags, &matchup, (&mut source, json), budget)
}
