//! `dresher verify`: re-check every stored result exactly, from the files alone.

use std::path::PathBuf;

use clap::{ArgMatches, Args};

use crate::games::{eternity, guessing, ids, nhg, reject_foreign, Game};

/// Arguments of `dresher verify`.
/// The games `verify` takes (the only ones its `--help` lists).
const VERIFY_GAMES: &[Game] = &[
    Game::Guessing,
    Game::NhgLine,
    Game::NhgSpider,
    Game::Nhg,
    Game::Eternity,
];

#[derive(Args)]
pub struct VerifyArgs {
    /// Which game's results: guessing (`<N>.json` files), nhg / nhg-line (the line
    /// sweep's `p<P>.csv` files), nhg-spider (the spider sweeps' `m<m>.csv` files, solved or
    /// proved again), or eternity (a solution file against its puzzle).
    #[arg(long, value_parser = crate::games::only(VERIFY_GAMES))]
    game: Game,
    /// Folder of the stored results (default: results/GAME).
    #[arg(long)]
    dir: Option<PathBuf>,
    #[command(flatten)]
    eternity: eternity::VerifyFlags,
}

/// Runs `dresher verify`.
pub fn run(args: &VerifyArgs, matches: &ArgMatches) -> anyhow::Result<()> {
    if args.game == Game::Eternity {
        reject_foreign::<VerifyArgs>(matches, args.game, &ids::<eternity::VerifyFlags>())?;
        return eternity::verify(&args.eternity);
    }
    reject_foreign::<VerifyArgs>(matches, args.game, &["dir".to_string()])?;
    let dir = |default: &str| args.dir.clone().unwrap_or_else(|| PathBuf::from(default));
    match args.game {
        Game::Guessing => guessing::verify::run(&dir(guessing::verify::DEFAULT_DIR)),
        Game::Nhg | Game::NhgLine => nhg::sweep::verify_line(&dir(nhg::sweep::LINE_OUT)),
        Game::NhgSpider => nhg::sweep::verify_spider(&dir(nhg::sweep::SPIDER_OUT)),
        other => anyhow::bail!(
            "`verify` is not available for --game {other}: its answers are checked as they are solved"
        ),
    }
}
