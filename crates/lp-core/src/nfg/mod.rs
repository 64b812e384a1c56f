//! Gambit strategic-form (`.nfg`) files for two-player games.
//!
//! Both versions of the format are read: the payoff version (`{ 3 2 }` strategy counts and
//! a payoff pair per profile) and the outcome version (named strategies, a list of outcomes,
//! and an outcome number per profile, `0` meaning the null outcome). Profiles run with
//! player 1's strategy varying fastest. Player 1 maximizes and player 2's payoffs are
//! ignored; [`NfgGame::zero_sum`] says whether they were the negatives of player 1's.

mod lexer;
mod read;
mod write;

pub use self::{
    read::{read_nfg, MAX_NFG_CELLS, MAX_PAYOFF_DIGITS},
    write::write_nfg,
};
use crate::MatrixGame;

/// Which version of the `.nfg` format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NfgFormat {
    /// Payoffs listed per profile.
    Payoff,
    /// Outcomes listed once, referenced per profile.
    Outcome,
}

/// A game read from an `.nfg` file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NfgGame {
    /// The game's title.
    pub title: String,
    /// The optional comment.
    pub comment: String,
    /// The two player names.
    pub players: Vec<String>,
    /// The version the file used.
    pub format: NfgFormat,
    /// Player 1's payoffs (player 1 maximizes).
    pub game: MatrixGame,
    /// Whether player 2's payoffs were exactly the negatives of player 1's.
    pub zero_sum: bool,
}
