//! The one error type of this crate.

/// Why a game could not be set up or solved.
#[derive(Debug)]
#[non_exhaustive]
pub enum Error {
    /// Parameters that define no game (`m > p`, `n = 0`, ...); the message says which.
    InvalidGame(String),
    /// A tree file that is not a tree (a cycle, a self loop, not connected, ...).
    BadTree(String),
    /// The LP layer failed.
    Lp(lp_core::Error),
    /// Strategies that failed their exact check (never returned as an answer).
    NotCertified(String),
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Error::InvalidGame(why) | Error::BadTree(why) => write!(f, "{why}"),
            Error::Lp(e) => write!(f, "{e}"),
            Error::NotCertified(why) => write!(f, "not certified: {why}"),
        }
    }
}

impl std::error::Error for Error {}

impl From<lp_core::Error> for Error {
    fn from(e: lp_core::Error) -> Self {
        Error::Lp(e)
    }
}
