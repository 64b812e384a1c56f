//! What the players play for: the point difference (seed 004's payoff) or winning.

use std::str::FromStr;

use num_bigint::BigInt;
use num_rational::BigRational;
use serde::{Deserialize, Serialize};

use crate::Error;

/// The payoff to player 1 at the end of a game (player 2 gets its negative).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Payoff {
    /// Player 1's points minus player 2's (seed 004, and this crate's default).
    #[default]
    Points,
    /// `+1` when player 1 ends with more points, `-1` with fewer, `0` for a draw: OpenSpiel's
    /// `returns_type=win_loss`, what players play for.
    WinLoss,
}

impl Payoff {
    /// The name a user writes: `points` or `win-loss`.
    pub fn name(self) -> &'static str {
        match self {
            Payoff::Points => "points",
            Payoff::WinLoss => "win-loss",
        }
    }

    /// Player 1's payoff when the game ends `lead` points ahead.
    pub fn at_end(self, lead: i32) -> BigRational {
        match self {
            Payoff::Points => BigRational::from(BigInt::from(lead)),
            Payoff::WinLoss => BigRational::from(BigInt::from(lead.signum())),
        }
    }
}

impl std::fmt::Display for Payoff {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Payoff {
    type Err = Error;

    fn from_str(s: &str) -> Result<Self, Error> {
        match s.trim() {
            "points" => Ok(Payoff::Points),
            "win-loss" | "win_loss" => Ok(Payoff::WinLoss),
            other => Err(Error::Invalid(format!(
                "payoff {other:?}: expected `points` or `win-loss`"
            ))),
        }
    }
}
