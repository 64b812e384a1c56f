//! Red-blue Hackenbush strings (Winning Ways ch. 1-2; Albert, Nowakowski and Wolfe, *Lessons
//! in Play*, ch. 1): each string is a path of edges standing on the ground, blue edges Left's
//! and red ones Right's. A move cuts one of one's own edges, and everything above it falls.
//! Who cannot move loses.
//!
//! A position is text: strings separated by spaces, commas or `|`, each its edges from the
//! ground up, `B` (or `L`) blue, `R` red: `BBR` is two blue edges with a red one on top. A
//! string's value is a number, computed by the definition `{values after Left's cuts |
//! values after Right's cuts}`, each string once up to swapping its colours (which negates
//! the value); the position's value is their sum.
//!
//! # Example
//! ```
//! use partisan::{Games, rulesets::{hackenbush::Hackenbush, Position}};
//! let mut g = Games::new();
//! let strings: Hackenbush = "BBRB R".parse()?;    // 7/4 and -1
//! let v = strings.value(&mut g, &mut Default::default());
//! assert_eq!(g.name(v), "3/4");
//! # Ok::<(), partisan::Error>(())
//! ```

use std::str::FromStr;

use super::Position;
use crate::Error;

pub use super::Memo;

/// The most edges one string may have: a string of n edges has n positions below it, but
/// its value's denominator doubles with each edge past the first change of colour.
pub const MAX_EDGES: usize = 64;

/// `[Exact]` Red-blue Hackenbush strings: per string, its edges from the ground up, `true`
/// for blue (Left's).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Hackenbush {
    strings: Vec<Vec<bool>>,
}

impl FromStr for Hackenbush {
    type Err = Error;

    fn from_str(text: &str) -> Result<Hackenbush, Error> {
        let bad = |why: String| Error::BadGame(format!("Hackenbush position: {why}"));
        let words = text.split(|c: char| c.is_whitespace() || c == ',' || c == '|');
        let mut strings = Vec::new();
        for word in words.filter(|w| !w.is_empty()) {
            let edges: Vec<bool> = (word.chars())
                .map(|c| match c.to_ascii_uppercase() {
                    'B' | 'L' => Ok(true),
                    'R' => Ok(false),
                    other => Err(bad(format!(
                        "edge {other:?} is neither `B` (blue) nor `R` (red)"
                    ))),
                })
                .collect::<Result<_, _>>()?;
            if edges.len() > MAX_EDGES {
                return Err(bad(format!(
                    "a string of {} edges, more than {MAX_EDGES}",
                    edges.len()
                )));
            }
            strings.push(edges);
        }
        Ok(Hackenbush { strings })
    }
}

impl std::fmt::Display for Hackenbush {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let words: Vec<String> = (self.strings.iter())
            .map(|s| s.iter().map(|&b| if b { 'B' } else { 'R' }).collect())
            .collect();
        f.write_str(&words.join(" "))
    }
}

impl Position for Hackenbush {
    /// Cutting one of the mover's edges (blue for Left) in any string: the edges below it
    /// stay.
    fn moves(&self, left: bool) -> Vec<Hackenbush> {
        let mut out = Vec::new();
        for (k, string) in self.strings.iter().enumerate() {
            for (i, _) in string.iter().enumerate().filter(|(_, &blue)| blue == left) {
                let mut next = self.clone();
                next.strings[k].truncate(i);
                out.push(next);
            }
        }
        out
    }

    /// Each string alone.
    fn parts(&self) -> Vec<Hackenbush> {
        (self.strings.iter())
            .map(|s| Hackenbush {
                strings: vec![s.clone()],
            })
            .collect()
    }

    /// The string's text, or its colours swapped (the value negated) when that text is less.
    fn key(&self) -> (String, bool) {
        let text = |swap: bool| -> String {
            let edges = self.strings.iter().flatten();
            edges.map(|&b| if b != swap { 'B' } else { 'R' }).collect()
        };
        let (kept, swapped) = (text(false), text(true));
        if swapped < kept {
            (swapped, true)
        } else {
            (kept, false)
        }
    }
}
