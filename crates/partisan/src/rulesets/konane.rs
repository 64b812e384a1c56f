//! Konane (Winning Ways ch. 22; Ernst, *Playing Konane mathematically*, 1995): black stones
//! (`x`) are Left's and white ones (`o`) Right's. A move takes one of one's stones
//! orthogonally over an adjacent enemy stone onto the empty cell just beyond, removing the
//! stone jumped; the same stone may go on jumping in the same direction in that move, and
//! may stop after any jump. Who cannot move loses.
//!
//! A position is text: one line per row (or the rows on one line separated by `/` or `|`),
//! `x`, `o` or `.` for an empty cell. Its value is computed by the definition
//! `{values after Left's moves | values after Right's moves}`, each position once up to the
//! square's eight symmetries and the swap of colours (which negates the value).
//!
//! # Example
//! ```
//! use partisan::{Games, rulesets::{konane::Konane, Position}};
//! let mut g = Games::new();
//! let board: Konane = "xo.".parse()?;              // Left's one jump, then no move
//! let v = board.value(&mut g, &mut Default::default());
//! assert_eq!(g.name(v), "1");
//! # Ok::<(), partisan::Error>(())
//! ```

use std::str::FromStr;

use super::grid::{swap_stones, Board, ALL};
use super::Position;
use crate::Error;

/// The most cells a board may have: every position below is valued, and their number grows
/// fast with the board.
pub const MAX_CELLS: usize = 36;

/// `[Exact]` A Konane position: cells `x`, `o` or `.`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Konane(Board);

pub use super::Memo;

impl FromStr for Konane {
    type Err = Error;

    fn from_str(text: &str) -> Result<Konane, Error> {
        Board::read(text, "Konane", "xo.", MAX_CELLS).map(Konane)
    }
}

impl std::fmt::Display for Konane {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl Konane {
    /// The cell `steps` cells from `(r, c)` in direction `(dr, dc)`, if on the board.
    fn step(&self, r: usize, c: usize, (dr, dc): (isize, isize), steps: isize) -> Option<usize> {
        let b = &self.0;
        let r = r.checked_add_signed(dr * steps).filter(|&r| r < b.rows)?;
        let c = c.checked_add_signed(dc * steps).filter(|&c| c < b.cols)?;
        Some(r * b.cols + c)
    }
}

impl Position for Konane {
    /// Left's moves (black, `x`) when `left`, else Right's (white, `o`): the positions after
    /// each, one per stone, direction and number of jumps.
    fn moves(&self, left: bool) -> Vec<Konane> {
        let (mine, theirs) = if left { ('x', 'o') } else { ('o', 'x') };
        let cells = &self.0.cells;
        let mut out = Vec::new();
        for from in (0..cells.len()).filter(|&i| cells[i] == mine) {
            let (r, c) = (from / self.0.cols, from % self.0.cols);
            for dir in [(0, 1), (0, -1), (1, 0), (-1, 0)] {
                let mut next = self.0.clone();
                next.cells[from] = '.';
                for jump in 1.. {
                    let over = self.step(r, c, dir, 2 * jump - 1);
                    let onto = self.step(r, c, dir, 2 * jump);
                    let (Some(over), Some(onto)) = (over, onto) else {
                        break;
                    };
                    if cells[over] != theirs || cells[onto] != '.' {
                        break;
                    }
                    next.cells[over] = '.';
                    let mut landed = next.clone();
                    landed.cells[onto] = mine;
                    out.push(Konane(landed));
                }
            }
        }
        out
    }

    fn parts(&self) -> Vec<Konane> {
        vec![self.clone()]
    }

    fn key(&self) -> (String, bool) {
        self.0.key(&ALL, Some(swap_stones))
    }
}
