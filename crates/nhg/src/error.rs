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
    /// A sweep's file cannot be read or written, or holds something else; the message
    /// names the file.
    File(String),
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Error::InvalidGame(why) | Error::BadTree(why) | Error::File(why) => write!(f, "{why}"),
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

impl From<verify::FileError> for Error {
    fn from(e: verify::FileError) -> Self {
        Error::File(e.to_string())
    }
}

impl Error {
    /// A file error: `what` (naming the file) and why, as `what: why`.
    pub(crate) fn file(what: impl std::fmt::Display, why: impl std::fmt::Display) -> Error {
        Error::File(format!("{what}: {why}"))
    }
}
