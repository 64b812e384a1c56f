//! The fuzz targets by name: the readers' targets of [`dresher_fuzz::targets`], and the
//! command-line target (`flags`), which runs real command lines through this binary, and
//! `play-guessing`, a person's answers to `play --game guessing`.

mod flags;
mod play;

use clap::ValueEnum;
use dresher_fuzz::{targets, Target};

/// The readers a fuzz run can target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum TargetName {
    /// Gambit `.nfg` files (`solve --game matrix`), small games solved and re-certified.
    Nfg,
    /// NHG tree files (`solve --game nhg --tree`), small trees solved and re-certified.
    Tree,
    /// Eternity puzzle files, small boards solved and the solution recounted.
    EternityPuzzle,
    /// Eternity solution files against the 6x6 fixture, every score recounted.
    EternitySolution,
    /// Eternity puzzles in the shared formats (board strings and URLs, piece lists).
    EternityShared,
    /// e2.bucas.name board strings placed on the 6x6 fixture's pieces, scores recounted.
    EternityBoardString,
    /// Stored guessing-game records, re-verified; a record that verifies must hold the value.
    GuessingRecord,
    /// A long guessing N's saved search (`<N>.checkpoint`); one read is solved from, to the
    /// known value.
    GuessingCheckpoint,
    /// Stored Goofspiel sweep records.
    GoofspielRecord,
    /// The nhg-line sweep's CSV rows, re-verified; a row that verifies must hold the value.
    NhgLineCsv,
    /// The nhg-spider sweep's CSV files, summarised.
    NhgSpiderCsv,
    /// The racing validation's checkpoint (JSON lines), rows that do not add up dropped.
    RacingCheckpoint,
    /// Nim-sequence checkpoints (`solve --game octal --checkpoint`); one read must hold
    /// the true values.
    NimCheckpoint,
    /// Surreal-number and short-game expressions (`solve --game surreal --expr`).
    Surreal,
    /// Loopy games (`solve --game surreal --expr 'a{0|a}'`): a value found must have the
    /// outcome of the game's own graph.
    Loopy,
    /// Impartial games in misère play (`solve --game misere --expr`), simplified; a small
    /// form's outcome is checked by plain search.
    MisereForm,
    /// What a person types into `play --game guessing`, played in both roles (N = 10).
    PlayGuessing,
    /// Command lines of `dresher solve`, `sweep`, `generate`, `compare` and `verify` with hostile flag values.
    Flags,
    /// Every target above, one after the other.
    All,
}

impl TargetName {
    /// The targets `self` stands for: itself, or every one for `All`.
    pub fn each(self) -> Vec<TargetName> {
        match self {
            TargetName::All => TargetName::value_variants()
                .iter()
                .copied()
                .filter(|&t| t != TargetName::All)
                .collect(),
            one => vec![one],
        }
    }

    /// The target's seeds, tokens and check.
    pub fn target(self) -> anyhow::Result<Target> {
        Ok(match self {
            TargetName::Nfg => targets::nfg().map_err(anyhow::Error::msg)?,
            TargetName::Tree => targets::tree().map_err(anyhow::Error::msg)?,
            TargetName::EternityPuzzle => targets::eternity_puzzle().map_err(anyhow::Error::msg)?,
            TargetName::EternitySolution => {
                targets::eternity_solution().map_err(anyhow::Error::msg)?
            }
            TargetName::EternityShared => targets::eternity_shared().map_err(anyhow::Error::msg)?,
            TargetName::EternityBoardString => {
                targets::eternity_board_string().map_err(anyhow::Error::msg)?
            }
            TargetName::GuessingRecord => targets::guessing_record().map_err(anyhow::Error::msg)?,
            TargetName::GuessingCheckpoint => {
                targets::guessing_checkpoint().map_err(anyhow::Error::msg)?
            }
            TargetName::GoofspielRecord => {
                targets::goofspiel_record().map_err(anyhow::Error::msg)?
            }
            TargetName::NhgLineCsv => targets::nhg_line_csv(),
            TargetName::NhgSpiderCsv => targets::nhg_spider_csv(),
            TargetName::RacingCheckpoint => targets::racing_checkpoint(),
            TargetName::NimCheckpoint => targets::nim_checkpoint(),
            TargetName::Surreal => targets::surreal(),
            TargetName::MisereForm => targets::misere_form(),
            TargetName::Loopy => targets::loopy(),
            TargetName::PlayGuessing => play::target(),
            TargetName::Flags => flags::target(),
            TargetName::All => anyhow::bail!("`all` stands for every target, not one"),
        })
    }
}
