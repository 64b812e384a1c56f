//! Domineering (Winning Ways ch. 5; Albert, Nowakowski and Wolfe, *Lessons in Play*, §1.1):
//! on a board of empty and filled cells, Left places a domino on two empty cells one above
//! the other, Right on two side by side; who cannot move loses.
//!
//! A position is text: one line per row, `.` an empty cell and `#` a filled one (or the rows
//! on one line separated by `/` or `|`: `../..` is the 2 x 2 square). Its value is the sum
//! of its regions' values: the empty cells connected side by side, an empty cell with no
//! empty cell beside it left out (no domino can ever cover it). Each region is valued once
//! by the definition `{values after Left's moves | values after Right's moves}`, up to its
//! four mirror images (which keep the players' moves) and the four images turned a quarter
//! (which swap the players, and negate the value). The board is a bit set of at most 64
//! cells.
//!
//! # Example
//! ```
//! use partisan::{Games, rulesets::{domineering::Domineering, Position}};
//! let mut g = Games::new();
//! let square: Domineering = "../..".parse()?;
//! let v = square.value(&mut g, &mut Default::default());
//! assert_eq!(g.name(v), "+-1");
//! # Ok::<(), partisan::Error>(())
//! ```

use std::str::FromStr;

use super::grid::{Board, ALL};
use super::Position;
use crate::Error;

/// The most empty cells a position may have: the 6 x 6 board takes about five minutes and
/// 6 GB; larger regions take far longer.
pub const MAX_EMPTY: usize = 36;

/// `[Exact]` A Domineering position: `rows x cols` cells (at most 64), bit `r * cols + c`
/// set where the cell is empty.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Domineering {
    rows: usize,
    cols: usize,
    empty: u64,
}

pub use super::Memo;

impl FromStr for Domineering {
    type Err = Error;

    fn from_str(text: &str) -> Result<Domineering, Error> {
        let board = Board::read(text, "Domineering", ".#", 64)?;
        let empty = (board.cells.iter().enumerate())
            .filter(|(_, &c)| c == '.')
            .fold(0u64, |m, (i, _)| m | 1 << i);
        let free = empty.count_ones() as usize;
        if free > MAX_EMPTY {
            return Err(Error::BadGame(format!(
                "Domineering position: {free} empty cells, more than the limit {MAX_EMPTY}"
            )));
        }
        Ok(Domineering {
            rows: board.rows,
            cols: board.cols,
            empty,
        })
    }
}

impl std::fmt::Display for Domineering {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.board().to_string())
    }
}

impl Domineering {
    /// The cells as a [`Board`] of `.` and `#`.
    fn board(&self) -> Board {
        let cells = (0..self.rows * self.cols)
            .map(|i| if self.empty >> i & 1 == 1 { '.' } else { '#' })
            .collect();
        Board {
            rows: self.rows,
            cols: self.cols,
            cells,
        }
    }

    /// The cells of the board's first column, repeated on every row.
    fn first_column(&self) -> u64 {
        (0..self.rows).fold(0, |m, r| m | 1 << (r * self.cols))
    }

    /// The cells of `set` with a cell of `within` beside them (above, below, left, right).
    fn beside(&self, set: u64, within: u64) -> u64 {
        let not_first = !self.first_column();
        let not_last = !(self.first_column() << (self.cols - 1));
        let near = shl(set, self.cols)
            | shr(set, self.cols)
            | (set & not_last) << 1
            | (set & not_first) >> 1;
        near & within
    }

    /// The empty cells some domino can still cover: those with an empty cell beside them.
    fn live(&self) -> u64 {
        self.empty & self.beside(self.empty, self.empty)
    }

    /// The region of `live` cells connected side by side to the cells of `seed`.
    fn flood(&self, seed: u64, live: u64) -> u64 {
        let mut region = seed;
        loop {
            let grown = region | self.beside(region, live);
            if grown == region {
                return region;
            }
            region = grown;
        }
    }

    /// The cells of `region`, in their bounding box.
    fn cut(&self, region: u64) -> Domineering {
        let row_bits = |r: usize| shr(region, r * self.cols) & !shl(u64::MAX, self.cols);
        let used: Vec<usize> = (0..self.rows).filter(|&r| row_bits(r) != 0).collect();
        let (r0, r1) = (used[0], used[used.len() - 1]);
        let columns = used.iter().fold(0, |m, &r| m | row_bits(r));
        let c0 = columns.trailing_zeros() as usize;
        let cols = 64 - columns.leading_zeros() as usize - c0;
        let empty = (r0..=r1).fold(0, |m, r| m | shl(row_bits(r) >> c0, (r - r0) * cols));
        Domineering {
            rows: r1 - r0 + 1,
            cols,
            empty,
        }
    }

    /// The position under a symmetry of the rectangle (`transpose` first, then the
    /// mirrors), as `(rows, cols, empty)`.
    fn image(&self, (transpose, flip_r, flip_c): (bool, bool, bool)) -> (usize, usize, u64) {
        let (rows, cols) = match transpose {
            true => (self.cols, self.rows),
            false => (self.rows, self.cols),
        };
        let mut out = 0u64;
        let mut bits = self.empty;
        while bits != 0 {
            let i = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let (r, c) = (i / self.cols, i % self.cols);
            let (r, c) = if transpose { (c, r) } else { (r, c) };
            let r = if flip_r { rows - 1 - r } else { r };
            let c = if flip_c { cols - 1 - c } else { c };
            out |= 1 << (r * cols + c);
        }
        (rows, cols, out)
    }
}

/// `x << n`, 0 once every bit is shifted out (a row of 64 cells shifts by 64).
fn shl(x: u64, n: usize) -> u64 {
    u32::try_from(n)
        .ok()
        .and_then(|n| x.checked_shl(n))
        .unwrap_or(0)
}

/// `x >> n`, 0 once every bit is shifted out.
fn shr(x: u64, n: usize) -> u64 {
    u32::try_from(n)
        .ok()
        .and_then(|n| x.checked_shr(n))
        .unwrap_or(0)
}

impl Position for Domineering {
    /// Left's moves (a vertical domino) when `left`, else Right's (a horizontal one): the
    /// positions after each.
    fn moves(&self, left: bool) -> Vec<Domineering> {
        let (step, starts) = match left {
            true => (self.cols, self.empty & shr(self.empty, self.cols)),
            false => {
                let not_last = !(self.first_column() << (self.cols - 1));
                (1, self.empty & not_last & self.empty >> 1)
            }
        };
        (0..64)
            .filter(|i| starts >> i & 1 == 1)
            .map(|i| Domineering {
                empty: self.empty & !(1 << i | 1 << (i + step)),
                ..*self
            })
            .collect()
    }

    fn parts(&self) -> Vec<Domineering> {
        let (mut live, mut out) = (self.live(), Vec::new());
        while live != 0 {
            let region = self.flood(live & live.wrapping_neg(), live);
            out.push(self.cut(region));
            live &= !region;
        }
        out
    }

    fn key(&self) -> (String, bool) {
        // The last four symmetries of `ALL` transpose: turned a quarter, the players swap.
        let least = |images: &[(bool, bool, bool)]| {
            let images = images.iter().map(|&s| self.image(s));
            images.min().expect("four images")
        };
        let (kept, turned) = ALL.split_at(4);
        let (a, b) = (least(kept), least(turned));
        let ((rows, cols, empty), swapped) = if b < a { (b, true) } else { (a, false) };
        (format!("{rows}x{cols}:{empty:x}"), swapped)
    }
}
