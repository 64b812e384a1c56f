//! `dresher verify`: re-check every stored result exactly, from the files alone.

use std::path::PathBuf;

use clap::{ArgMatches, Args};

use crate::games::{guessing, nhg, reject_foreign, Game};

/// Arguments of `dresher verify`.
#[derive(Args)]
pub struct VerifyArgs {
    /// Which game's results: guessing (`<N>.json` files) or nhg / nhg-line (the line
    /// sweep's `p<P>.csv` files).
    #[arg(long, value_enum)]
    game: Game,
    /// Folder of the stored results (default: results/<game>).
    #[arg(long)]
    dir: Option<PathBuf>,
}

/// Runs `dresher verify`.
pub fn run(args: &VerifyArgs, matches: &ArgMatches) -> anyhow::Result<()> {
    reject_foreign::<VerifyArgs>(matches, args.game, &["dir".to_string()])?;
    let dir = |default: &str| args.dir.clone().unwrap_or_else(|| PathBuf::from(default));
    match args.game {
        Game::Guessing => guessing::verify::run(&dir(guessing::verify::DEFAULT_DIR)),
        Game::Nhg | Game::NhgLine => nhg::verify_line::run(&dir(nhg::sweep_line::DEFAULT_OUT)),
        other => anyhow::bail!(
            "`verify` is not available for --game {other}: its answers are checked as they are solved"
        ),
    }
}
