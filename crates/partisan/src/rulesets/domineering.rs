//! Domineering (Winning Ways ch. 5; Albert, Nowakowski and Wolfe, *Lessons in Play*, §1.1):
//! on a board of empty and filled cells, Left places a domino on two empty cells one above
//! the other, Right on two side by side; who cannot move loses.
//!
//! A position is text: one line per row, `.` an empty cell and `#` a filled one (or the rows
//! on one line separated by `/`: `../..` is the 2 x 2 square). Its value is the sum of its
//! regions' values (the empty cells connected side by side), each computed once per shape up
//! to the mirror images that keep the players' moves (left-right and up-down), by the
//! definition `{values after Left's moves | values after Right's moves}`.
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

use super::Position;
use crate::Error;

/// The most empty cells a position may have: values of larger regions take too long for an
/// answer while one waits (a full 5 x 5 takes seconds, the 6 x 6 far longer).
pub const MAX_EMPTY: usize = 30;

/// `[Exact]` A Domineering position: `rows x cols` cells, `true` where empty.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Domineering {
    rows: usize,
    cols: usize,
    empty: Vec<bool>,
}

pub use super::Memo;

impl FromStr for Domineering {
    type Err = Error;

    fn from_str(text: &str) -> Result<Domineering, Error> {
        let (rows, cols, cells) = super::grid::read(text, "Domineering", ".#")?;
        let empty: Vec<bool> = cells.iter().map(|&c| c == '.').collect();
        let free = empty.iter().filter(|&&e| e).count();
        if free > MAX_EMPTY {
            return Err(Error::BadGame(format!(
                "Domineering position: {free} empty cells, more than the limit {MAX_EMPTY}"
            )));
        }
        Ok(Domineering { rows, cols, empty })
    }
}

impl std::fmt::Display for Domineering {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let rows: Vec<String> = (0..self.rows)
            .map(|r| {
                (0..self.cols)
                    .map(|c| if self.at(r, c) { '.' } else { '#' })
                    .collect()
            })
            .collect();
        f.write_str(&rows.join("/"))
    }
}

impl Domineering {
    fn at(&self, r: usize, c: usize) -> bool {
        self.empty[r * self.cols + c]
    }

    /// The regions of empty cells connected side by side, each cut to its bounding box.
    fn regions(&self) -> Vec<Domineering> {
        let mut seen = vec![false; self.empty.len()];
        let mut out = Vec::new();
        for start in 0..self.empty.len() {
            if !self.empty[start] || seen[start] {
                continue;
            }
            let mut cells = vec![start];
            seen[start] = true;
            let mut i = 0;
            while i < cells.len() {
                let (r, c) = (cells[i] / self.cols, cells[i] % self.cols);
                let near = [
                    (r > 0).then(|| cells[i] - self.cols),
                    (r + 1 < self.rows).then(|| cells[i] + self.cols),
                    (c > 0).then(|| cells[i] - 1),
                    (c + 1 < self.cols).then(|| cells[i] + 1),
                ];
                for n in near.into_iter().flatten() {
                    if self.empty[n] && !seen[n] {
                        seen[n] = true;
                        cells.push(n);
                    }
                }
                i += 1;
            }
            out.push(self.cut(&cells));
        }
        out
    }

    /// The cells given, in their bounding box.
    fn cut(&self, cells: &[usize]) -> Domineering {
        let rs = cells.iter().map(|&i| i / self.cols);
        let cs = cells.iter().map(|&i| i % self.cols);
        let (r0, r1) = (rs.clone().min().unwrap_or(0), rs.max().unwrap_or(0));
        let (c0, c1) = (cs.clone().min().unwrap_or(0), cs.max().unwrap_or(0));
        let (rows, cols) = (r1 - r0 + 1, c1 - c0 + 1);
        let mut empty = vec![false; rows * cols];
        for &i in cells {
            empty[(i / self.cols - r0) * cols + i % self.cols - c0] = true;
        }
        Domineering { rows, cols, empty }
    }

    /// The text of the least of the region's four mirror images (left-right, up-down):
    /// each keeps vertical dominoes vertical, so all four have one value.
    fn image_key(&self) -> String {
        let flip = |h: bool, v: bool| -> String {
            let mut out = String::with_capacity(self.empty.len() + self.rows);
            for r in 0..self.rows {
                let r = if v { self.rows - 1 - r } else { r };
                for c in 0..self.cols {
                    let c = if h { self.cols - 1 - c } else { c };
                    out.push(if self.at(r, c) { '.' } else { '#' });
                }
                out.push('/');
            }
            out
        };
        let images = [
            flip(false, false),
            flip(true, false),
            flip(false, true),
            flip(true, true),
        ];
        images.into_iter().min().unwrap_or_default()
    }
}

impl Position for Domineering {
    /// Left's moves (a vertical domino) when `left`, else Right's (a horizontal one): the
    /// positions after each.
    fn moves(&self, left: bool) -> Vec<Domineering> {
        let (dr, dc) = if left { (1, 0) } else { (0, 1) };
        let mut out = Vec::new();
        for r in 0..self.rows.saturating_sub(dr) {
            for c in 0..self.cols.saturating_sub(dc) {
                if self.at(r, c) && self.at(r + dr, c + dc) {
                    let mut next = self.clone();
                    next.empty[r * self.cols + c] = false;
                    next.empty[(r + dr) * self.cols + c + dc] = false;
                    out.push(next);
                }
            }
        }
        out
    }

    fn parts(&self) -> Vec<Domineering> {
        self.regions()
    }

    fn key(&self) -> (String, bool) {
        (self.image_key(), false)
    }
}
