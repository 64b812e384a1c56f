//! `dresher report`: tables and figures regenerated from stored or simulated results.

use std::path::PathBuf;

use clap::{ArgMatches, Args};

use crate::games::{goofspiel, guessing, ids, racing, reject_foreign, Game};

/// Arguments of `dresher report`.
/// The games `report` takes (the only ones its `--help` lists).
const REPORT_GAMES: &[Game] = &[Game::Guessing, Game::Racing, Game::Goofspiel];

#[derive(Args)]
#[command(
    after_help = "guessing: report.md and figs. 3.1-3.6 from the sweep's records, each re-verified exactly, and\n\
    V(N) and the most guesses per N to the fixture's last N (fixtures/guessing/values.jsonl).\n\
    goofspiel: report.md (first-move tables, error bounds) and a heat map of the first bids per N.\n\
    racing: the validation of the races (simulated, resumable).\n\n\
    Examples:\n  cargo xtask report --game guessing --dir results/guessing\n  \
    cargo xtask report --game goofspiel --dir fixtures/goofspiel\n  cargo xtask report --game racing"
)]
pub struct ReportArgs {
    /// Which game.
    #[arg(long, value_parser = crate::games::only(REPORT_GAMES))]
    game: Game,
    /// Folder for the report (default: results/GAME-report).
    #[arg(long)]
    out: Option<PathBuf>,
    /// Folder of the stored results (guessing, goofspiel; default: results/GAME).
    #[arg(long)]
    dir: Option<PathBuf>,
    /// Stop the racing validation after this many seconds with a one-line error; every
    /// finished setting is kept and a rerun resumes (default: no limit).
    #[arg(long, value_name = "SECONDS", value_parser = crate::limits::positive_seconds)]
    time_limit: Option<std::time::Duration>,
    #[command(flatten)]
    racing: racing::report::ReportFlags,
}

/// Runs `dresher report`.
pub fn run(args: &ReportArgs, matches: &ArgMatches) -> anyhow::Result<()> {
    let out = |default: &str| args.out.clone().unwrap_or_else(|| PathBuf::from(default));
    let dir = |default: &str| args.dir.clone().unwrap_or_else(|| PathBuf::from(default));
    let with_out = |mut own: Vec<String>| {
        own.push("out".into());
        own
    };
    match args.game {
        Game::Guessing => {
            reject_foreign::<ReportArgs>(matches, args.game, &with_out(vec!["dir".into()]))?;
            guessing::report::run(&dir(guessing::report::DEFAULT_DIR), &out(guessing::report::DEFAULT_OUT))
        }
        Game::Goofspiel => {
            reject_foreign::<ReportArgs>(matches, args.game, &with_out(vec!["dir".into()]))?;
            goofspiel::report::run(&dir(goofspiel::SWEEP_OUT), &out(goofspiel::report::DEFAULT_OUT))
        }
        Game::Racing => {
            let own = [ids::<racing::report::ReportFlags>(), vec!["time_limit".into()]].concat();
            reject_foreign::<ReportArgs>(matches, args.game, &with_out(own))?;
            let budget = crate::limits::budget(args.time_limit)?;
            racing::report::run(&args.racing, &out(racing::report::DEFAULT_OUT), &budget)
        }
        other => anyhow::bail!("`report` is not available for --game {other}: there are no stored results to report on"),
    }
}
