//! The one error type of this crate.

use verify::budget::Exhausted;

/// Why a game could not be read or computed.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error {
    /// A ruleset's text that names no game (a bad digit, an empty code, ...).
    BadRules(String),
    /// A size past a limit, or a heap list that is not one.
    BadInput(String),
    /// The budget ran out (time, memory, a stop) before the end; nothing is claimed.
    OutOfBudget(Exhausted),
    /// The budget ran out in a run that keeps its values in a file: the values of heaps
    /// `0..heaps` are saved there, and a run with the same file goes on from them.
    Saved {
        /// What ran out.
        spent: Exhausted,
        /// How many heaps' values the file holds.
        heaps: usize,
        /// The file, as shown.
        file: String,
    },
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Error::BadRules(why) | Error::BadInput(why) => f.write_str(why),
            Error::OutOfBudget(spent) => write!(f, "{spent}"),
            Error::Saved { spent, heaps, file } => write!(
                f,
                "{spent}: the values of heaps 0 to {} are saved in {file}; a run with the same \
                 file goes on from there",
                heaps.saturating_sub(1)
            ),
        }
    }
}

impl std::error::Error for Error {}

impl From<Exhausted> for Error {
    fn from(spent: Exhausted) -> Self {
        Error::OutOfBudget(spent)
    }
}
