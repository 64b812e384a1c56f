//! `dresher export`: compact fixtures from stored results.

use clap::{ArgMatches, Args};

use crate::games::{guessing, Game};

/// Arguments of `dresher export`.
/// The games `export` takes (the only ones its `--help` lists).
const EXPORT_GAMES: &[Game] = &[Game::Guessing];

#[derive(Args)]
pub struct ExportArgs {
    /// Which game.
    #[arg(long, value_parser = crate::games::only(EXPORT_GAMES))]
    game: Game,
    #[command(flatten)]
    guessing: guessing::export::ExportFlags,
}

/// Runs `dresher export`.
pub fn run(args: &ExportArgs, matches: &ArgMatches) -> anyhow::Result<()> {
    super::guessing_only::<ExportArgs, guessing::export::ExportFlags>(
        "export",
        args.game,
        matches,
        "there are no stored results to export",
        || guessing::export::run(&args.guessing),
    )
}
