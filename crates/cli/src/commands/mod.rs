//! One module per verb: each parses its flags (the common ones and, flattened, each game's)
//! and dispatches to the game's module in `games/`.

pub mod bench;
pub mod compare;
pub mod export;
pub mod generate;
pub mod play;
pub mod race;
pub mod report;
pub mod solve;
pub mod sweep;
pub mod verify;

use clap::{ArgMatches, Args};

use crate::games::{ids, reject_foreign, Game};

/// The flags `verb --game GAME` takes besides `--game`, for the verbs whose games take
/// flags of their own: the one list the verb's run accepts and its `--help` shows (`None`
/// for a verb without such a list, or a game the verb does not take).
pub fn flags_of(verb: &str, game: Game) -> Option<Vec<String>> {
    match verb {
        "solve" => solve::allowed(game).ok(),
        "sweep" => sweep::allowed(game).ok(),
        _ => None,
    }
}

/// Runs a verb only the guessing game has so far: other games get a one-line error saying
/// why, and flags of other games are rejected.
fn guessing_only<Verb: Args, Flags: Args>(
    verb: &str,
    game: Game,
    matches: &ArgMatches,
    why_not: &str,
    run: impl FnOnce() -> anyhow::Result<()>,
) -> anyhow::Result<()> {
    if game != Game::Guessing {
        anyhow::bail!("`{verb}` is not available for --game {game}: {why_not}");
    }
    reject_foreign::<Verb>(matches, game, &ids::<Flags>())?;
    run()
}
