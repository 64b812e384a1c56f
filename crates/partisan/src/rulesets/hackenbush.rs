//! Red-blue Hackenbush strings (Winning Ways ch. 1-2; Albert, Nowakowski and Wolfe, *Lessons
//! in Play*, ch. 1): each string is a path of edges standing on the ground, blue edges Left's
//! and red ones Right's. A move cuts one of one's own edges, and everything above it falls.
//! Who cannot move loses.
//!
//! A position is text: strings separated by spaces, commas or `|`, each its edges from the
//! ground up, `B` (or `L`) blue, `R` red: `BBR` is two blue edges with a red one on top. A
//! string's value is a number, computed by the definition `{values after Left's cuts |
//! values after Right's cuts}`, each string once; the position's value is their sum.
//!
//! # Example
//! ```
//! use partisan::{Games, rulesets::hackenbush::Hackenbush};
//! let mut g = Games::new();
//! let strings: Hackenbush = "BBRB R".parse()?;    // 7/4 and -1
//! let v = strings.value(&mut g, &mut Default::default());
//! assert_eq!(g.name(v), "3/4");
//! # Ok::<(), partisan::Error>(())
//! ```

use std::str::FromStr;

use crate::{Error, GameId, Games};

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

impl Hackenbush {
    /// `[Exact]` The position's value: the sum of its strings' values.
    pub fn value(&self, games: &mut Games, memo: &mut Memo) -> GameId {
        let parts: Vec<GameId> = (self.strings.iter())
            .map(|s| string_value(s, games, memo))
            .collect();
        games.sum(&parts)
    }
}

/// One string's value, from the memo or by the definition: cutting edge `i` leaves the
/// edges below it.
fn string_value(edges: &[bool], games: &mut Games, memo: &mut Memo) -> GameId {
    let key: String = edges.iter().map(|&b| if b { 'B' } else { 'R' }).collect();
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let (mut left, mut right) = (Vec::new(), Vec::new());
    for (i, &blue) in edges.iter().enumerate() {
        let after = string_value(&edges[..i], games, memo);
        if blue {
            left.push(after)
        } else {
            right.push(after)
        }
    }
    let value = games.game(&left, &right);
    memo.insert(key, value);
    value
}
