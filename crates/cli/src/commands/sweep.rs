//! `dresher sweep`: solve a whole family of instances of a game (the main job), resumable.

use std::path::PathBuf;

use clap::{ArgMatches, Args};

use crate::games::{guessing, ids, nhg, reject_foreign, Game};

/// Arguments of `dresher sweep`.
#[derive(Args)]
#[command(
    after_help = "Every instance is certified in exact arithmetic before it is written; a rerun skips\n\
    what is already stored, so an interrupted sweep resumes where it stopped.\n\n\
    Examples:\n  dresher sweep --game guessing --to 980\n  \
    dresher sweep --game guessing --from 500 --to 600 --jobs 1 --method plain\n  \
    dresher sweep --game nhg-line --p-max 200 --lp-max 60\n  \
    dresher sweep --game nhg-spider --m-max 12"
)]
pub struct SweepArgs {
    /// Which game.
    #[arg(long, value_enum)]
    game: Game,
    /// Folder for the results (default: results/<game>).
    #[arg(long)]
    out: Option<PathBuf>,
    #[command(flatten)]
    guessing: guessing::sweep::SweepFlags,
    #[command(flatten)]
    nhg_line: nhg::sweep_line::SweepLineFlags,
    #[command(flatten)]
    nhg_spider: nhg::sweep_spider::SweepSpiderFlags,
}

/// Runs `dresher sweep`.
pub fn run(args: &SweepArgs, matches: &ArgMatches) -> anyhow::Result<()> {
    let out = |default: &str| args.out.clone().unwrap_or_else(|| PathBuf::from(default));
    let allow = |mut own: Vec<String>| {
        own.push("out".into());
        reject_foreign::<SweepArgs>(matches, args.game, &own)
    };
    match args.game {
        Game::Guessing => {
            allow(ids::<guessing::sweep::SweepFlags>())?;
            guessing::sweep::run(&args.guessing, &out(guessing::sweep::DEFAULT_OUT))
        }
        Game::NhgLine => {
            allow(ids::<nhg::sweep_line::SweepLineFlags>())?;
            nhg::sweep_line::run(&args.nhg_line, &out(nhg::sweep_line::DEFAULT_OUT))
        }
        Game::NhgSpider => {
            allow(ids::<nhg::sweep_spider::SweepSpiderFlags>())?;
            nhg::sweep_spider::run(&args.nhg_spider, &out(nhg::sweep_spider::DEFAULT_OUT))
        }
        other => anyhow::bail!(
            "`sweep` is not available for --game {other}: it runs over a family of instances; use `solve` for one game"
        ),
    }
}
