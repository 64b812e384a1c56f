//! The fuzz targets: one per reader, each with seeds from the fixtures (or made by the
//! code under test) and a check that a read input is also answered correctly.

mod eternity;
mod flags;
mod nfg;
mod records;
mod surreal;
mod tree;

use clap::ValueEnum;
use num_rational::BigRational;
use verify::{Certificate, RationalMatrix};

use dresher_fuzz::Target;

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
    /// Stored guessing-game records, re-verified; a record that verifies must hold the value.
    GuessingRecord,
    /// Stored Goofspiel sweep records.
    GoofspielRecord,
    /// The nhg-line sweep's CSV rows, re-verified; a row that verifies must hold the value.
    NhgLineCsv,
    /// The nhg-spider sweep's CSV files, summarised.
    NhgSpiderCsv,
    /// The racing validation's checkpoint (JSON lines), rows that do not add up dropped.
    RacingCheckpoint,
    /// Surreal-number and short-game expressions (`solve --game surreal --expr`).
    Surreal,
    /// Command lines of `dresher solve` with hostile flag values.
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
            TargetName::Nfg => nfg::target(),
            TargetName::Tree => tree::target(),
            TargetName::EternityPuzzle => eternity::puzzle_target(),
            TargetName::EternitySolution => eternity::solution_target(),
            TargetName::GuessingRecord => records::guessing_target()?,
            TargetName::GoofspielRecord => records::goofspiel_target(),
            TargetName::NhgLineCsv => records::nhg_line_target(),
            TargetName::NhgSpiderCsv => records::nhg_spider_target(),
            TargetName::RacingCheckpoint => records::racing_checkpoint_target(),
            TargetName::Surreal => surreal::target(),
            TargetName::Flags => flags::target(),
            TargetName::All => anyhow::bail!("`all` stands for every target, not one"),
        })
    }
}

/// An independent exact check that `row` and `col` are optimal in `a` with value `value`.
fn certified(
    a: &RationalMatrix,
    row: &[BigRational],
    col: &[BigRational],
    value: &BigRational,
) -> Result<(), String> {
    let certificate = Certificate {
        row_mix: row.to_vec(),
        col_mix: col.iter().cloned().enumerate().collect(),
        value: value.clone(),
    };
    match certificate.check(a) {
        Ok(v) if v.certified => Ok(()),
        Ok(v) => Err(format!(
            "a certified answer is wrong: bounds [{}, {}], value {value}",
            v.lower, v.upper
        )),
        Err(e) => Err(format!("a certified answer is malformed: {e}")),
    }
}
