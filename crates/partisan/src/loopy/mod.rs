//! Loopy partisan games: game graphs whose positions may repeat, so that play can go on
//! forever (Winning Ways ch. 11; Siegel, *Combinatorial Game Theory*, 2013, ch. VI).
//!
//! A [`Loopy`] game is a finite graph of positions with Left and Right edges and a start.
//! Every loopy game has an outcome under infinite play ([`outcome`]: Left wins, Right wins
//! or a draw, for each player moving first), found by retrograde analysis. A *stopper* (no
//! infinite alternating play from any position) has a unique simplest form
//! ([`Loopy::canonical`]: dominated options deleted, reversible ones bypassed, equal
//! positions fused; Siegel ch. VI.3), compared by survival ([`Loopy::ge`]: `G >= H` when
//! Left, moving second in `G - H`, never runs out of moves) and named as CGSuite names it
//! ([`Loopy::name`]: `on`, `over`, `3/2under`, `^[on]`, `a{0||||0|||a|*||*}`). Loopy
//! games are read in CGSuite's notation ([`parse`]: `pass`, labelled positions `a{0|a}`).
//!
//! # Example
//! ```
//! use partisan::{loopy, Games};
//! let mut games = Games::new();
//! let over = loopy::parse(&mut games, "a{0|a}")?;
//! let over = over.canonical(&mut games)?;
//! assert_eq!(over.name(&mut games)?, "over");
//! let upon = loopy::parse(&mut games, "{pass|*}")?.canonical(&mut games)?;
//! assert_eq!(upon.name(&mut games)?, "^[on]");
//! # Ok::<(), partisan::Error>(())
//! ```

pub mod backsliding;
mod deletion;
pub mod fox_and_geese;
mod graph;
pub mod hare_and_hounds;
mod methods;
mod name;
mod order;
pub mod outcome;
mod parse;
mod powers;
mod side_survival;
mod sides;
pub(crate) mod simplify;
pub mod stops;
mod survival;
mod value;
mod variety;

pub use graph::Graph;
pub use outcome::{Outcome as LoopyOutcome, Winner};
pub use parse::{looks_loopy, parse};
pub use sides::Sides;
pub use stops::{Pseudonumber, Tilt};
pub use value::{compare, value, Value};

use crate::games::{GameId, Games};
use crate::Error;

/// The most positions a loopy game (or a sum's product graph) may have.
pub const MAX_POSITIONS: usize = 200_000;

/// The latest birthday of a short game written into a loopy one (`*1000` is born on day
/// 1000 and has 1000 positions).
pub const MAX_SHORT_BIRTHDAY: u32 = 1024;

/// A loopy game: a graph of positions and the position play starts from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Loopy {
    /// The positions and their options.
    pub graph: Graph,
    /// The start.
    pub start: usize,
}

impl Loopy {
    /// The short game `g` as a loopy game (its graph has no cycle); an error for a game
    /// born after day [`MAX_SHORT_BIRTHDAY`] or with more than [`MAX_POSITIONS`] positions.
    pub fn from_short(games: &mut Games, g: GameId) -> Result<Loopy, Error> {
        let mut graph = Graph::default();
        let start = graph.embed_checked(games, g, &mut Default::default())?;
        Ok(Loopy { graph, start })
    }

    /// `-G`: Left's and Right's options exchanged.
    pub fn neg(&self) -> Loopy {
        Loopy {
            graph: self.graph.negated(),
            start: self.start,
        }
    }

    /// `G + H`: the graph of pairs of positions reachable from the two starts.
    pub fn add(&self, other: &Loopy, games: &mut Games) -> Result<Loopy, Error> {
        let (graph, start) =
            graph::product(&self.graph, self.start, &other.graph, other.start, games)?;
        Ok(Loopy { graph, start })
    }

    /// Whether play from any position can go on forever with the players alternating
    /// (a *stopper* has no such play).
    pub fn is_stopper(&self) -> bool {
        self.graph.alternating_cycle_free(self.start)
    }

    /// Whether no position repeats: the game is short.
    pub fn is_loopfree(&self) -> bool {
        self.graph.cycle_free(self.start)
    }

    /// The outcome with each player moving first.
    pub fn outcome(&self, games: &mut Games) -> LoopyOutcome {
        outcome::outcome(&self.graph, self.start, games)
    }

    /// The stopper's simplest form (Siegel ch. VI.3): unique up to the names of its
    /// positions, which are numbered from the start in the order they are reached. An
    /// error for a game that is not a stopper.
    pub fn canonical(&self, games: &mut Games) -> Result<Loopy, Error> {
        if !self.is_stopper() {
            return Err(Error::BadGame(
                "not a stopper: play can go on forever with the players alternating, so the \
                 game has an onside and an offside rather than one simplest form"
                    .into(),
            ));
        }
        let (graph, start) = self.graph.restricted(self.start);
        simplify::canonical(&graph, start, games)
    }

    /// `G >= H` for stoppers `G` and `H`: Left, moving second in `G - H`, survives.
    pub fn ge(&self, other: &Loopy, games: &mut Games) -> Result<bool, Error> {
        if !self.is_stopper() || !other.is_stopper() {
            return Err(Error::BadGame(
                "comparison is defined here for stoppers only".into(),
            ));
        }
        let (graph, g, h) = graph::disjoint(&self.graph, self.start, &other.graph, other.start);
        Ok(survival::Table::new(&graph, games)?.ge(g, h))
    }

    /// `G >= H` for any loopy games, stoppers or not: `G+ >= H+` and `G- >= H-`, each
    /// decided by the side-aware survival game, so no side need be found (or be a
    /// stopper: Bach's carousel compares too).
    pub fn ge_any(&self, other: &Loopy, games: &mut Games) -> Result<bool, Error> {
        if self.is_stopper() && other.is_stopper() {
            return self.ge(other, games); // both sides are survival
        }
        for onside in [true, false] {
            let (g, h) = (&other.graph, &self.graph);
            if !side_survival::side_le(g, other.start, h, self.start, onside, games)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// The onside and offside (by sidling): both this game's simplest form when it is a
    /// stopper.
    pub fn sides(&self, games: &mut Games) -> Result<Sides, Error> {
        if self.is_stopper() {
            let simplest = self.canonical(games)?;
            return Ok(Sides {
                onside: simplest.clone(),
                offside: simplest,
            });
        }
        sides::sides(&self.graph, self.start, games)
    }

    /// The name of a stopper in simplest form, as CGSuite writes it (an error when it has
    /// too many positions to compare).
    pub fn name(&self, games: &mut Games) -> Result<String, Error> {
        name::name(&self.graph, self.start, games)
    }

    /// The short game this is, when no position repeats.
    pub fn as_short(&self, games: &mut Games) -> Option<GameId> {
        self.is_loopfree()
            .then(|| self.graph.short(self.start, games, &mut Default::default()))
    }
}

#[cfg(test)]
mod tests;
