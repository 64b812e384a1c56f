//! Rulesets: positions of real games whose values are short partisan games, computed in a
//! [`Games`](crate::Games) arena. Each ruleset reads a plain-text position and memoises the
//! values of its parts.

pub mod domineering;
mod grid;
pub mod hackenbush;
pub mod konane;

/// Values of positions (or regions) already computed, keyed by their text.
pub type Memo = std::collections::HashMap<String, crate::GameId>;
