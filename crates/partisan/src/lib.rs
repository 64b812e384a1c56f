//! Partisan combinatorial games solved exactly (seed 002): dyadic surreal numbers, short
//! games in canonical form, Procrastination towers, and The Easy Chase.
//!
//! # Brief overview
//! - [`Surreal`]: dyadic numbers `j / 2^k` in big integers, with the simplicity rule
//!   (`{L | R}` is the simplest number between, §2.1), birthdays, sums and comparison.
//! - [`Games`]: an arena of short partisan games `{L1, ... | R1, ...}` in canonical form
//!   (dominated options removed, reversible ones bypassed), hash-consed so equal games have
//!   equal [`GameId`]s; memoised comparison, sum, negation, [`Outcome`] classes, names
//!   (`*`, `*n`, `up`, `down`, ...) and a parser. Numbers print as dyadics.
//! - Temperature theory on the same arena: [`Games::left_stop`], [`Games::right_stop`],
//!   [`Games::thermograph`] (a [`Thermograph`]: exact walls, mean and temperature),
//!   [`Games::cool`] and [`Games::heat`]; [`Games::compare`] gives `>`, `<`, `=` or `||`.
//! - [`rulesets`]: real games' positions valued in the arena: [`rulesets::domineering`].
//! - [`loopy`]: loopy games, whose positions may repeat (Winning Ways ch. 11; Siegel ch.
//!   VI): outcomes with draws, simplest forms of stoppers, onsides and offsides, CGSuite's
//!   notation in and out (`a{0|a}` is `over`).
//! - [`procrastination`]: one tower's value in O(n) (§2.3) and the contest question "is C1
//!   no worse than C2?" answered twice: by surreal sums, and by the seed's position
//!   analysis (§3.1), which must agree.
//! - [`retrograde()`]: a retrograde-analysis engine for any finite perfect-information game
//!   with win / loss / draw and distance to the end, behind the [`Retrograde`] trait; and
//!   [`easy_chase`] (§3.2), one implementation of it.
//!
//! No LP and no floating point: every answer here is exact by construction.
//!
//! # Example
//! ```
//! use partisan::{Games, Outcome};
//! let mut g = Games::new();
//! let x = g.parse("{1/2 | 1}")?;
//! assert_eq!(g.name(x), "3/4");
//! let pm = g.parse("{1 | -1}")?;                 // not a number: confused with 0
//! assert_eq!(g.as_number(pm), None);
//! assert_eq!(g.outcome(pm), Outcome::Next);
//! # Ok::<(), partisan::Error>(())
//! ```
#![warn(missing_docs)]

mod census;
pub mod easy_chase;
mod error;
mod games;
pub mod loopy;
mod names;
mod parse;
pub mod procrastination;
mod retrograde;
pub mod rulesets;
mod surreal;
mod unicode;

pub use crate::{
    census::MAX_CENSUS_DAY,
    error::Error,
    games::{Comparison, GameId, Games, Outcome, Piece, Thermograph, Wall, MAX_COPIES},
    parse::{MAX_NESTING, MAX_PARSED_DEPTH, MAX_STAR_IN_SUM, MAX_SUM_WORK},
    retrograde::{check as check_retrograde, retrograde, Retrograde, Value},
    surreal::Surreal,
};
