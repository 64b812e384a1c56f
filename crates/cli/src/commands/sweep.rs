//! `dresher sweep`: solve a whole range of instances of a game (the main job), resumable.

use clap::{ArgMatches, Args};

use crate::games::{guessing, Game};

/// Arguments of `dresher sweep`.
#[derive(Args)]
pub struct SweepArgs {
    /// Which game.
    #[arg(long, value_enum)]
    game: Game,
    #[command(flatten)]
    guessing: guessing::sweep::SweepFlags,
}

/// Runs `dresher sweep`.
pub fn run(args: &SweepArgs, matches: &ArgMatches) -> anyhow::Result<()> {
    super::guessing_only::<SweepArgs, guessing::sweep::SweepFlags>(
        "sweep",
        args.game,
        matches,
        "it runs over a family of instances; use `solve` for one game",
        || guessing::sweep::run(&args.guessing),
    )
}
