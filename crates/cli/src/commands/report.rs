//! `dresher report`: tables and figures regenerated from stored results.

use clap::{ArgMatches, Args};

use crate::games::{guessing, Game};

/// Arguments of `dresher report`.
#[derive(Args)]
pub struct ReportArgs {
    /// Which game.
    #[arg(long, value_enum)]
    game: Game,
    #[command(flatten)]
    guessing: guessing::report::ReportFlags,
}

/// Runs `dresher report`.
pub fn run(args: &ReportArgs, matches: &ArgMatches) -> anyhow::Result<()> {
    super::guessing_only::<ReportArgs, guessing::report::ReportFlags>(
        "report",
        args.game,
        matches,
        "there are no stored results to report on",
        || guessing::report::run(&args.guessing),
    )
}
