//! The one error type of this crate.

/// Why the guessing game could not be set up, solved, or a stored result re-checked.
#[derive(Debug)]
#[non_exhaustive]
pub enum Error {
    /// `N` is out of range for what was asked.
    InvalidN(String),
    /// The LP layer failed.
    Lp(lp_core::Error),
    /// No certificate after the allowed repairs (the answer is withheld, never guessed).
    NotCertified(String),
    /// A stored record is malformed or does not certify; the message says which check failed.
    BadRecord(String),
    /// A result or fixture file cannot be read, written or parsed; the message names the
    /// file (and the line, in a `values.jsonl`).
    File(String),
    /// Stopped on request before it finished (a sweep interrupted by Ctrl-C or SIGTERM); the
    /// message says whether its checkpoint was saved.
    Stopped(String),
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Error::InvalidN(why) => write!(f, "{why}"),
            Error::Lp(e) => write!(f, "{e}"),
            Error::NotCertified(why) => write!(f, "not certified: {why}"),
            Error::BadRecord(why) => write!(f, "bad record: {why}"),
            Error::File(why) => write!(f, "{why}"),
            Error::Stopped(why) => write!(f, "{why}"),
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
    /// A file error: `what` (naming the file) and why, as `what: why`, `why` cut to about
    /// 300 characters (a JSON error quotes the offending string whole).
    pub(crate) fn file(what: impl std::fmt::Display, why: impl std::fmt::Display) -> Error {
        Error::File(format!(
            "{what}: {}",
            verify::shortened(&why.to_string(), 300)
        ))
    }
}

impl From<std::fmt::Error> for Error {
    /// Writing into a `String` never fails; this only lets `writeln!` use `?`.
    fn from(e: std::fmt::Error) -> Self {
        Error::File(e.to_string())
    }
}
