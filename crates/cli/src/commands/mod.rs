//! One module per subcommand.

pub mod bench;
pub mod export;
pub mod report;
pub mod solve;
pub mod sweep;
pub mod verify;

/// The games the command line knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Game {
    /// A matrix game read from a Gambit `.nfg` file.
    Matrix,
    /// Dresher's guessing game (seed 000).
    Guessing,
}
