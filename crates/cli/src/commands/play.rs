//! `dresher play`: play a game against dresher's optimal strategy from the terminal.

use clap::{ArgMatches, Args};

use crate::games::guessing::play::Role;
use crate::games::{goofspiel, guessing, reject_foreign, Game};

/// The games `play` takes (the only ones its `--help` lists).
const PLAY_GAMES: &[Game] = &[Game::Goofspiel, Game::Guessing];

/// Arguments of `dresher play`.
#[derive(Args)]
#[command(
    after_help = "Examples:\n  cargo xtask play --game goofspiel --n 5\n  \
    cargo xtask play --game goofspiel --n 4 --payoff win-loss --seed 7\n  \
    cargo xtask play --game guessing --n 100 --role guess\n  \
    cargo xtask play --game guessing --n 100 --role hide"
)]
pub struct PlayArgs {
    /// Which game: goofspiel (you are player 2; dresher plays player 1 optimally, exactly)
    /// or guessing (Dresher's guessing game, against dresher's certified optimal mix).
    #[arg(long, value_parser = crate::games::only(PLAY_GAMES))]
    game: Game,
    /// goofspiel: cards per hand (1..=6; N = 6 takes about a minute before the first bid).
    /// guessing: keys (N = 100 is the Ballmer puzzle; solved in about a second).
    #[arg(long)]
    n: usize,
    /// goofspiel: what both play for, `points` (the point difference) or `win-loss`.
    #[arg(long, value_name = "PAYOFF", default_value = "points")]
    payoff: ::goofspiel::Payoff,
    /// guessing: `guess` (dresher hides a key, you guess) or `hide` (you think of a key,
    /// dresher guesses and you answer higher, lower or yes).
    #[arg(long, value_enum, default_value = "guess")]
    role: Role,
    /// guessing: stop the solve before play with a one-line error after SECONDS.
    #[arg(long, value_name = "SECONDS", value_parser = crate::limits::positive_seconds)]
    time_limit: Option<std::time::Duration>,
    /// The seed of the prize order and of dresher's draws from its mixes (default: from the
    /// clock, printed so the game can be replayed).
    #[arg(long)]
    seed: Option<u64>,
}

/// Runs `dresher play` on the terminal.
pub fn run(args: &PlayArgs, matches: &ArgMatches) -> anyhow::Result<()> {
    let own: &[&str] = match args.game {
        Game::Guessing => &["n", "role", "time_limit", "seed"],
        _ => &["n", "payoff", "seed"],
    };
    let own: Vec<String> = own.iter().map(|s| s.to_string()).collect();
    reject_foreign::<PlayArgs>(matches, args.game, &own)?;
    let seed = args.seed.unwrap_or_else(|| {
        let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
        now.map_or(1, |d| d.as_nanos() as u64)
    });
    let (stdin, stdout) = (std::io::stdin(), std::io::stdout());
    if args.game == Game::Guessing {
        let optimal = guessing::optimal(args.n, &crate::limits::budget(args.time_limit)?)?;
        let (input, out) = (&mut stdin.lock(), &mut stdout.lock());
        return guessing::play::play(&optimal, args.role, seed, input, out);
    }
    goofspiel::play::play(
        args.n,
        args.payoff,
        seed,
        &mut stdin.lock(),
        &mut stdout.lock(),
    )
}
