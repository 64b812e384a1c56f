//! `dresher sweep`: solve a range of instances, one certified result file each.

use std::path::PathBuf;

use anyhow::bail;
use clap::Args;

use super::Game;

/// Arguments of `dresher sweep`.
#[derive(Args)]
pub struct SweepArgs {
    /// Which game to sweep.
    #[arg(long, value_enum)]
    game: Game,
    /// First instance.
    #[arg(long, default_value_t = 1)]
    from: u32,
    /// Last instance.
    #[arg(long)]
    to: u32,
    /// Where result files go.
    #[arg(long)]
    out: Option<PathBuf>,
}

/// Runs `dresher sweep`.
pub fn run(args: &SweepArgs) -> anyhow::Result<()> {
    match args.game {
        Game::Matrix => {
            bail!("a sweep runs over a family of games; `--game matrix` is one game: use `solve`")
        }
        Game::Guessing => bail!(
            "the guessing-game sweep (N = {}..={}) is not yet implemented: it arrives with issue 3",
            args.from,
            args.to
        ),
    }
}
