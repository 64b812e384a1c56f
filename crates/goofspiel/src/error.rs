//! The one error type of this crate.

/// Why a game could not be set up or solved.
#[derive(Debug)]
#[non_exhaustive]
pub enum Error {
    /// `N` out of range; the message says which range.
    InvalidN(String),
    /// Another argument out of its domain (a payoff's name, a state); the message says which.
    Invalid(String),
    /// The LP layer failed.
    Lp(lp_core::Error),
    /// A level checkpoint could not be read or written; the message says why.
    Checkpoint(String),
    /// A stored record could not be read or is not a whole one; the message names it.
    Record(String),
    /// A check that must pass before anything is stored or called certified did not; the
    /// message says which.
    Uncertified(String),
    /// The run was stopped from outside (an interrupt) before it ended; nothing is claimed.
    Stopped,
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Error::InvalidN(why) | Error::Invalid(why) | Error::Uncertified(why) => {
                write!(f, "{why}")
            }
            Error::Lp(e) => write!(f, "{e}"),
            Error::Checkpoint(why) => write!(f, "level checkpoint: {why}"),
            Error::Record(why) => write!(f, "stored record: {why}"),
            Error::Stopped => write!(f, "stopped before the end: nothing was solved"),
        }
    }
}

impl std::error::Error for Error {}

impl From<lp_core::Error> for Error {
    fn from(e: lp_core::Error) -> Self {
        Error::Lp(e)
    }
}
