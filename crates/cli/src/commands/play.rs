//! `dresher play`: play a game against dresher's optimal strategy from the terminal.

use clap::{ArgMatches, Args};

use crate::games::{goofspiel, reject_foreign, Game};

/// The games `play` takes (the only ones its `--help` lists).
const PLAY_GAMES: &[Game] = &[Game::Goofspiel];

/// Arguments of `dresher play`.
#[derive(Args)]
#[command(
    after_help = "Examples:\n  cargo xtask play --game goofspiel --n 5\n  \
    cargo xtask play --game goofspiel --n 4 --payoff win-loss --seed 7"
)]
pub struct PlayArgs {
    /// Which game: goofspiel (you are player 2; dresher plays player 1 optimally, exactly).
    #[arg(long, value_parser = crate::games::only(PLAY_GAMES))]
    game: Game,
    /// Cards per hand (1..=6; N = 6 takes about a minute before the first bid).
    #[arg(long)]
    n: usize,
    /// What both play for: `points` (the point difference) or `win-loss`.
    #[arg(long, value_name = "PAYOFF", default_value = "points")]
    payoff: ::goofspiel::Payoff,
    /// The seed of the prize order and of dresher's draws from its mixes (default: from the
    /// clock, printed so the game can be replayed).
    #[arg(long)]
    seed: Option<u64>,
}

/// Runs `dresher play` on the terminal.
pub fn run(args: &PlayArgs, matches: &ArgMatches) -> anyhow::Result<()> {
    reject_foreign::<PlayArgs>(
        matches,
        args.game,
        &["n".into(), "payoff".into(), "seed".into()],
    )?;
    let seed = args.seed.unwrap_or_else(|| {
        let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
        now.map_or(1, |d| d.as_nanos() as u64)
    });
    let (stdin, stdout) = (std::io::stdin(), std::io::stdout());
    goofspiel::play::play(
        args.n,
        args.payoff,
        seed,
        &mut stdin.lock(),
        &mut stdout.lock(),
    )
}
