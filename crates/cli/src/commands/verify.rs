//! `dresher verify`: re-check every stored result exactly, from the files alone.

use clap::{ArgMatches, Args};

use crate::games::{guessing, Game};

/// Arguments of `dresher verify`.
#[derive(Args)]
pub struct VerifyArgs {
    /// Which game.
    #[arg(long, value_enum)]
    game: Game,
    #[command(flatten)]
    guessing: guessing::verify::VerifyFlags,
}

/// Runs `dresher verify`.
pub fn run(args: &VerifyArgs, matches: &ArgMatches) -> anyhow::Result<()> {
    super::guessing_only::<VerifyArgs, guessing::verify::VerifyFlags>(
        "verify",
        args.game,
        matches,
        "its answers are checked as they are solved and nothing is stored",
        || guessing::verify::run(&args.guessing),
    )
}
