//! Rulesets: positions of real games whose values are short partisan games, computed in a
//! [`Games`](crate::Games) arena. Each ruleset reads a plain-text position and memoises the
//! values of its parts.

pub mod domineering;
