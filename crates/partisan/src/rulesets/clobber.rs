//! Clobber (Albert, Grossman, Nowakowski and Wolfe, *An introduction to Clobber*, Integers
//! 5(2), 2005; *Lessons in Play* §1.1): Left's stones are `x`, Right's `o`. A move takes one
//! of one's stones onto an opponent's stone beside it (above, below, left or right), which
//! is removed; the cell left becomes empty. Who cannot move loses.
//!
//! A position is text: one line per row (or the rows on one line separated by `/` or `|`),
//! `x`, `o`, or `.` for an empty cell. Its parts are the groups of stones connected side by
//! side, each valued once up to the square's eight symmetries and up to swapping the colours
//! (which negates the value).
//!
//! # Example
//! ```
//! use partisan::{Games, rulesets::{clobber::Clobber, Position}};
//! let mut g = Games::new();
//! let board: Clobber = "xo".parse()?;              // either player clobbers: {0|0}
//! let v = board.value(&mut g, &mut Default::default());
//! assert_eq!(g.name(v), "*");
//! # Ok::<(), partisan::Error>(())
//! ```

use std::str::FromStr;

use super::grid::{swap_stones, Board, ALL};
use super::Position;
use crate::Error;

/// The most cells a board may have.
pub const MAX_CELLS: usize = 64;

/// `[Exact]` A Clobber position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Clobber(Board);

impl FromStr for Clobber {
    type Err = Error;

    fn from_str(text: &str) -> Result<Clobber, Error> {
        Board::read(text, "Clobber", "xo.", MAX_CELLS).map(Clobber)
    }
}

impl std::fmt::Display for Clobber {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl Position for Clobber {
    fn moves(&self, left: bool) -> Vec<Clobber> {
        let (mine, theirs) = if left { ('x', 'o') } else { ('o', 'x') };
        let board = &self.0;
        let mut out = Vec::new();
        for from in (0..board.cells.len()).filter(|&i| board.cells[i] == mine) {
            for onto in board.beside(from).filter(|&j| board.cells[j] == theirs) {
                let mut next = board.clone();
                next.cells[from] = '.';
                next.cells[onto] = mine;
                out.push(Clobber(next));
            }
        }
        out
    }

    fn parts(&self) -> Vec<Clobber> {
        let groups = self.0.regions(|c| c != '.', '.');
        // A lone colour has no move: such a group is 0 and is left out.
        let live = |b: &Board| b.cells.contains(&'x') && b.cells.contains(&'o');
        groups.into_iter().filter(live).map(Clobber).collect()
    }

    fn key(&self) -> (String, bool) {
        self.0.key(&ALL, Some(swap_stones))
    }
}
