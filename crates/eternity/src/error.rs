//! The one error type of this crate.

/// Why a puzzle, a solution or a solve was refused.
#[derive(Debug)]
#[non_exhaustive]
pub enum Error {
    /// A puzzle or solution file that does not parse; the message names the line.
    Parse(String),
    /// Well-formed input that makes no puzzle (wrong piece count, a solution for another
    /// board, a piece used twice, ...); the message says which.
    Invalid(String),
    /// The MILP back end failed (not: "no solution in the time limit", which is an outcome).
    Solver(String),
    /// A checkpoint file that cannot be read or written; the message names it.
    File(String),
    /// The method's back end is not in this build (the crate's `milp` or `sat` feature).
    Unavailable(String),
    /// A field engine timed beside ours ([`crate::peer`]) could not be built or run.
    Peer(String),
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Error::Parse(why)
            | Error::Invalid(why)
            | Error::File(why)
            | Error::Unavailable(why) => {
                write!(f, "{why}")
            }
            Error::Solver(why) => write!(f, "MILP solver: {why}"),
            Error::Peer(why) => write!(f, "peer engine: {why}"),
        }
    }
}

impl std::error::Error for Error {}

impl From<verify::FileError> for Error {
    fn from(e: verify::FileError) -> Self {
        Error::File(e.to_string())
    }
}
