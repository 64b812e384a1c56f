//! Rulesets: positions of real games whose values are short partisan games, computed in a
//! [`Games`](crate::Games) arena. Each ruleset reads a plain-text position and is valued by
//! one search, [`Position::value`]: the sum of its independent parts, each part by the
//! definition, memoised up to the ruleset's symmetries.

pub mod clobber;
pub mod domineering;
mod grid;
pub mod hackenbush;
pub mod hackenbush_graph;
pub mod konane;
mod named;
mod position;
pub mod snort;
pub mod toads_and_frogs;

pub use named::Ruleset;
pub use position::Position;

/// Values of positions (or regions) already computed, keyed by their text (`Memo::default()`
/// for an empty one).
pub type Memo = rustc_hash::FxHashMap<String, crate::GameId>;
