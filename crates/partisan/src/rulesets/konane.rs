//! Konane (Winning Ways ch. 22; Ernst, *Playing Konane mathematically*, 1995): black stones
//! (`x`) are Left's and white ones (`o`) Right's. A move takes one of one's stones
//! orthogonally over an adjacent enemy stone onto the empty cell just beyond, removing the
//! stone jumped; the same stone may go on jumping in the same direction in that move, and
//! may stop after any jump. Who cannot move loses.
//!
//! A position is text: one line per row (or the rows on one line separated by `/` or `|`),
//! `x`, `o` or `.` for an empty cell. Its value is computed by the definition
//! `{values after Left's moves | values after Right's moves}`, each position once.
//!
//! # Example
//! ```
//! use partisan::{Games, rulesets::konane::Konane};
//! let mut g = Games::new();
//! let board: Konane = "xo.".parse()?;              // Left's one jump, then no move
//! let v = board.value(&mut g, &mut Default::default());
//! assert_eq!(g.name(v), "1");
//! # Ok::<(), partisan::Error>(())
//! ```

use std::str::FromStr;

use crate::{Error, GameId, Games};

/// The most cells a board may have: every position below is valued, and their number grows
/// fast with the board.
pub const MAX_CELLS: usize = 36;

/// `[Exact]` A Konane position: `rows x cols` cells, each `x`, `o` or `.`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Konane {
    rows: usize,
    cols: usize,
    cells: Vec<char>,
}

pub use super::Memo;

impl FromStr for Konane {
    type Err = Error;

    fn from_str(text: &str) -> Result<Konane, Error> {
        let (rows, cols, cells) = super::grid::read(text, "Konane", "xo.")?;
        if cells.len() > MAX_CELLS {
            return Err(Error::BadGame(format!(
                "Konane position: {} cells, more than the limit {MAX_CELLS}",
                cells.len()
            )));
        }
        Ok(Konane { rows, cols, cells })
    }
}

impl std::fmt::Display for Konane {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let rows: Vec<String> = (self.cells.chunks(self.cols))
            .map(|row| row.iter().collect())
            .collect();
        f.write_str(&rows.join("/"))
    }
}

impl Konane {
    /// The cell `steps` cells from `(r, c)` in direction `(dr, dc)`, if on the board.
    fn step(&self, r: usize, c: usize, (dr, dc): (isize, isize), steps: isize) -> Option<usize> {
        let r = r
            .checked_add_signed(dr * steps)
            .filter(|&r| r < self.rows)?;
        let c = c
            .checked_add_signed(dc * steps)
            .filter(|&c| c < self.cols)?;
        Some(r * self.cols + c)
    }

    /// Left's moves (black, `x`) when `left`, else Right's (white, `o`): the positions after
    /// each, one per stone, direction and number of jumps.
    pub fn moves(&self, left: bool) -> Vec<Konane> {
        let (mine, theirs) = if left { ('x', 'o') } else { ('o', 'x') };
        let mut out = Vec::new();
        for from in (0..self.cells.len()).filter(|&i| self.cells[i] == mine) {
            let (r, c) = (from / self.cols, from % self.cols);
            for dir in [(0, 1), (0, -1), (1, 0), (-1, 0)] {
                let mut next = self.clone();
                next.cells[from] = '.';
                for jump in 1.. {
                    let over = self.step(r, c, dir, 2 * jump - 1);
                    let onto = self.step(r, c, dir, 2 * jump);
                    let (Some(over), Some(onto)) = (over, onto) else {
                        break;
                    };
                    if self.cells[over] != theirs || self.cells[onto] != '.' {
                        break;
                    }
                    next.cells[over] = '.';
                    let mut landed = next.clone();
                    landed.cells[onto] = mine;
                    out.push(landed);
                }
            }
        }
        out
    }

    /// `[Exact]` The position's value, by the definition.
    pub fn value(&self, games: &mut Games, memo: &mut Memo) -> GameId {
        let key = self.to_string();
        if let Some(&known) = memo.get(&key) {
            return known;
        }
        let mut side = |left: bool, games: &mut Games| -> Vec<GameId> {
            (self.moves(left).iter())
                .map(|next| next.value(games, memo))
                .collect()
        };
        let left = side(true, games);
        let right = side(false, games);
        let value = games.game(&left, &right);
        memo.insert(key, value);
        value
    }
}
