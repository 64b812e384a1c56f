//! The one error type of this crate.

use verify::{CertificateError, SolveError};

/// Why a game could not be built, read or solved.
#[derive(Debug)]
#[non_exhaustive]
pub enum Error {
    /// The game matrix is empty or ragged.
    InvalidGame(String),
    /// A Gambit `.nfg` file could not be read; the message names the problem.
    Nfg(String),
    /// HiGHS failed or reported a status other than optimal.
    Highs(String),
    /// The dense master met numerical trouble (a singular basis, an endless solve).
    Numerical(String),
    /// What was asked for is not in this build (HiGHS without the `highs` feature).
    Unavailable(String),
    /// An exact linear solve failed.
    Solve(SolveError),
    /// A certificate was malformed.
    Certificate(CertificateError),
    /// The solve ran out of its budget (time, memory, or a stop from outside) before the
    /// end; nothing is claimed.
    OutOfBudget(verify::budget::Exhausted),
    /// A solver produced strategies that do not certify (a bug; never returned as a result).
    NotCertified {
        /// The lower bound the strategies reached.
        lower: String,
        /// The upper bound they reached.
        upper: String,
    },
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Error::InvalidGame(why) => write!(f, "invalid game: {why}"),
            Error::OutOfBudget(spent) => write!(f, "{spent}"),
            Error::Nfg(why) => write!(f, "bad .nfg file: {why}"),
            Error::Highs(why) => write!(f, "HiGHS: {why}"),
            Error::Numerical(why) => write!(f, "numerical trouble: {why}"),
            Error::Unavailable(why) => write!(f, "{why}"),
            Error::Solve(e) => write!(f, "exact solve: {e}"),
            Error::Certificate(e) => write!(f, "certificate: {e}"),
            Error::NotCertified { lower, upper } => {
                write!(
                    f,
                    "strategies do not certify: lower bound {lower} < upper bound {upper}"
                )
            }
        }
    }
}

impl std::error::Error for Error {}

impl From<SolveError> for Error {
    fn from(e: SolveError) -> Self {
        Error::Solve(e)
    }
}

impl From<CertificateError> for Error {
    fn from(e: CertificateError) -> Self {
        Error::Certificate(e)
    }
}
