//! `dresher report`: tables and figures regenerated from stored or simulated results.

use std::path::PathBuf;

use clap::{ArgMatches, Args};

use crate::games::{guessing, ids, racing, reject_foreign, Game};

/// Arguments of `dresher report`.
#[derive(Args)]
pub struct ReportArgs {
    /// Which game.
    #[arg(long, value_enum)]
    game: Game,
    /// Folder for the report (default: results/<game>-report).
    #[arg(long)]
    out: Option<PathBuf>,
    #[command(flatten)]
    guessing: guessing::report::ReportFlags,
    #[command(flatten)]
    racing: racing::report::ReportFlags,
}

/// Runs `dresher report`.
pub fn run(args: &ReportArgs, matches: &ArgMatches) -> anyhow::Result<()> {
    let out = |default: &str| args.out.clone().unwrap_or_else(|| PathBuf::from(default));
    let with_out = |mut own: Vec<String>| {
        own.push("out".into());
        own
    };
    match args.game {
        Game::Guessing => {
            reject_foreign::<ReportArgs>(matches, args.game, &with_out(ids::<guessing::report::ReportFlags>()))?;
            guessing::report::run(&args.guessing, &out(guessing::report::DEFAULT_OUT))
        }
        Game::Racing => {
            reject_foreign::<ReportArgs>(matches, args.game, &with_out(ids::<racing::report::ReportFlags>()))?;
            racing::report::run(&args.racing, &out(racing::report::DEFAULT_OUT))
        }
        other => anyhow::bail!("`report` is not available for --game {other}: there are no stored results to report on"),
    }
}
