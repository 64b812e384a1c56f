//! The one error type of this crate.

/// Why an input could not be turned into a game or a position.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Error {
    /// Text that is not a dyadic number (`3`, `-1/2`, `5/8`); the message says why.
    BadNumber(String),
    /// `{L | R}` whose options do not define a number (some left option >= some right
    /// option, or an option that is not a number).
    NotANumber(String),
    /// A game expression that does not parse; the message names the position.
    BadGame(String),
    /// A tower written with letters other than `W` and `B`.
    BadTower(String),
    /// A board or a square out of range, or both pieces on one square.
    BadBoard(String),
    /// Two independent methods disagree: a defect, never an answer.
    Internal(String),
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Error::BadNumber(why)
            | Error::NotANumber(why)
            | Error::BadGame(why)
            | Error::Internal(why)
            | Error::BadTower(why)
            | Error::BadBoard(why) => write!(f, "{why}"),
        }
    }
}

impl std::error::Error for Error {}
