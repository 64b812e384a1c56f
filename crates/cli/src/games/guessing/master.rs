//! `--master`: which engine solves the master LP of the guessing game's column generation.

use clap::ValueEnum;
use lp_core::MasterKind;

/// `--master`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum MasterFlag {
    /// Dresher's simplex in floating point on a dense basis inverse (falls back to HiGHS,
    /// or in a build without HiGHS to a fresh dense master with other perturbations).
    #[default]
    Dense,
    /// HiGHS's dual simplex, refactorising at every re-solve.
    Highs,
}

impl MasterFlag {
    /// The engine.
    pub fn kind(self) -> MasterKind {
        match self {
            MasterFlag::Dense => MasterKind::Dense,
            MasterFlag::Highs => MasterKind::Highs,
        }
    }
}
