//! `dresher generate`: a solvable instance of a puzzle, seeded and reproducible.

use clap::{ArgMatches, Args};

use crate::games::{eternity, ids, reject_foreign, Game};

/// Arguments of `dresher generate`.
/// The games `generate` takes (the only ones its `--help` lists).
const GENERATE_GAMES: &[Game] = &[Game::Eternity];

#[derive(Args)]
#[command(
    after_help = "Example:\n  cargo xtask generate --game eternity --size 6x6 --seed 1 --out results/eternity/puzzle.txt"
)]
pub struct GenerateArgs {
    /// Which puzzle (eternity).
    #[arg(long, value_parser = crate::games::only(GENERATE_GAMES))]
    game: Game,
    #[command(flatten)]
    eternity: eternity::generate::GenerateFlags,
}

/// Runs `dresher generate`.
pub fn run(args: &GenerateArgs, matches: &ArgMatches) -> anyhow::Result<()> {
    anyhow::ensure!(
        args.game == Game::Eternity,
        "`generate` is not available for --game {}: only puzzles are generated (--game eternity)",
        args.game
    );
    reject_foreign::<GenerateArgs>(
        matches,
        args.game,
        &ids::<eternity::generate::GenerateFlags>(),
    )?;
    eternity::generate::run(&args.eternity)
}
