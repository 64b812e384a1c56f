//! `dresher race`: decide which of two stochastic players is better (seed 003 §1.5).

use clap::{ArgMatches, Args};

use crate::games::{guessing, ids, racing, reject_foreign, Game};

/// Arguments of `dresher race`.
/// The games `race` takes (the only ones its `--help` lists).
const RACE_GAMES: &[Game] = &[Game::Coin, Game::Guessing];

#[derive(Args)]
#[command(
    after_help = "Examples:\n  cargo xtask race --game coin --p 0.52 --algorithm ilebr-star2\n  \
    cargo xtask race --game guessing --n 100 --a optimal --b bisection --hider optimal\n  \
    cargo xtask race --game guessing --n 50 --best-seeds 200 --keep 10 --hider optimal"
)]
pub struct RaceArgs {
    /// Which game's players: coin (a Bernoulli player) or guessing.
    #[arg(long, value_parser = crate::games::only(RACE_GAMES))]
    game: Game,
    /// The size: number of keys (`guessing`).
    #[arg(long)]
    n: Option<usize>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    race: racing::race::RaceFlags,
    #[command(flatten)]
    coin: racing::coin::CoinFlags,
    #[command(flatten)]
    guessing: guessing::players::PlayersFlags,
}

/// Runs `dresher race`.
pub fn run(args: &RaceArgs, matches: &ArgMatches) -> anyhow::Result<()> {
    let budget = crate::limits::budget(args.race.time_limit)?;
    let mut allowed = ids::<racing::race::RaceFlags>();
    allowed.push("json".into());
    match args.game {
        Game::Coin => {
            allowed.extend(ids::<racing::coin::CoinFlags>());
            reject_foreign::<RaceArgs>(matches, args.game, &allowed)?;
            racing::coin::race(&args.race, &args.coin, args.json, &budget)
        }
        Game::Guessing => {
            allowed.extend(ids::<guessing::players::PlayersFlags>());
            allowed.push("n".into());
            reject_foreign::<RaceArgs>(matches, args.game, &allowed)?;
            guessing::players::race(args.n, (&args.race, &args.guessing), args.json, &budget)
        }
        other => anyhow::bail!(
            "`race` is not available for --game {other}: its players are not random (Goofspiel's will be, once that crate exists)"
        ),
    }
}
