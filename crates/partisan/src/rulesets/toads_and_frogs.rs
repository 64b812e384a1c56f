//! Toads and Frogs (Winning Ways ch. 1; Erickson, *New Toads and Frogs results*, Games of No
//! Chance, 1996): on a strip, Left's toads `T` move right and Right's frogs `F` move left,
//! either one cell into an empty one, or jumping one creature of the other kind onto the
//! empty cell just beyond. Who cannot move loses.
//!
//! A position is text, the strip left to right: `T` (or `t`) a toad, `F` (or `f`) a frog,
//! `.` an empty cell. Toads at the right end and frogs at the left end that can never move
//! again are dropped, and the strip is valued once up to turning it round with the kinds
//! swapped (which negates the value).
//!
//! # Example
//! ```
//! use partisan::{Games, rulesets::{toads_and_frogs::ToadsAndFrogs, Position}};
//! let mut g = Games::new();
//! let strip: ToadsAndFrogs = "T.F".parse()?;       // Winning Ways: T□F = *
//! let v = strip.value(&mut g, &mut Default::default());
//! assert_eq!(g.name(v), "*");
//! # Ok::<(), partisan::Error>(())
//! ```

use std::str::FromStr;

use super::Position;
use crate::Error;

/// The longest strip read.
pub const MAX_CELLS: usize = 40;

/// `[Exact]` A Toads and Frogs strip, `T`, `F` and `.`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ToadsAndFrogs(Vec<u8>);

impl FromStr for ToadsAndFrogs {
    type Err = Error;

    fn from_str(text: &str) -> Result<ToadsAndFrogs, Error> {
        let bad = |why: String| Error::BadGame(format!("Toads and Frogs position: {why}"));
        let cells: Vec<u8> = (text.trim().chars())
            .map(|c| match c.to_ascii_uppercase() {
                'T' => Ok(b'T'),
                'F' => Ok(b'F'),
                '.' => Ok(b'.'),
                other => Err(bad(format!("cell {other:?} is none of `T`, `F`, `.`"))),
            })
            .collect::<Result<_, _>>()?;
        match cells.len() {
            0 => Err(bad("an empty strip".into())),
            n if n > MAX_CELLS => Err(bad(format!("{n} cells, more than the limit {MAX_CELLS}"))),
            _ => Ok(ToadsAndFrogs(cells)),
        }
    }
}

impl std::fmt::Display for ToadsAndFrogs {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&String::from_utf8_lossy(&self.0))
    }
}

impl ToadsAndFrogs {
    /// The strip without the frogs at its left end and the toads at its right end: they
    /// never move again (a frog moves left, a toad right, and nothing passes them).
    fn trimmed(&self) -> ToadsAndFrogs {
        let cells = &self.0;
        let start = cells.iter().take_while(|&&c| c == b'F').count();
        let end = cells.len()
            - cells[start..]
                .iter()
                .rev()
                .take_while(|&&c| c == b'T')
                .count();
        ToadsAndFrogs(cells[start..end].to_vec())
    }
}

impl Position for ToadsAndFrogs {
    fn moves(&self, left: bool) -> Vec<ToadsAndFrogs> {
        let (mine, theirs, step) = if left {
            (b'T', b'F', 1isize)
        } else {
            (b'F', b'T', -1)
        };
        let at = |i: usize, k: isize| i.checked_add_signed(k * step).filter(|&j| j < self.0.len());
        let mut out = Vec::new();
        for from in (0..self.0.len()).filter(|&i| self.0[i] == mine) {
            let onto = match (at(from, 1), at(from, 2)) {
                (Some(a), _) if self.0[a] == b'.' => a,
                (Some(a), Some(b)) if self.0[a] == theirs && self.0[b] == b'.' => b,
                _ => continue,
            };
            let mut next = self.0.clone();
            next[from] = b'.';
            next[onto] = mine;
            out.push(ToadsAndFrogs(next));
        }
        out
    }

    fn parts(&self) -> Vec<ToadsAndFrogs> {
        vec![self.trimmed()]
    }

    fn key(&self) -> (String, bool) {
        let turned: String = (self.0.iter().rev())
            .map(|&c| match c {
                b'T' => 'F',
                b'F' => 'T',
                _ => '.',
            })
            .collect();
        let text = self.to_string();
        if turned < text {
            (turned, true)
        } else {
            (text, false)
        }
    }
}
