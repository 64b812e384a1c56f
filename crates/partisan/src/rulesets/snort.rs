//! Snort (Winning Ways ch. 6; Siegel, *Combinatorial Game Theory*, §I.1): on a graph, Left
//! colours an uncoloured vertex blue and Right one red, never a vertex beside one of the
//! opponent's colour. Who cannot move loses. Here the graph is a board's cells, each joined
//! to the cells above, below, left and right of it: paths, cycles cut open, grids, any shape.
//!
//! A position is text: one line per row (or the rows on one line separated by `/` or `|`),
//! `.` an uncoloured vertex, `x` a blue one (Left's), `o` a red one (Right's), `#` no vertex.
//! Coloured vertices matter only by what they forbid, so the search keeps, for each
//! uncoloured vertex, who may still colour it: `.` both, `l` Left only, `r` Right only
//! (neither: the vertex is gone). Its parts are the regions of vertices still to colour,
//! each valued once up to the square's symmetries and the swap of colours.
//!
//! # Example
//! ```
//! use partisan::{Games, rulesets::{snort::Snort, Position}};
//! let mut g = Games::new();
//! let edge: Snort = "..".parse()?;                 // the first to colour gets 1 more move
//! let v = edge.value(&mut g, &mut Default::default());
//! assert_eq!(g.name(v), "+-1");
//! # Ok::<(), partisan::Error>(())
//! ```

use std::str::FromStr;

use super::grid::{Board, ALL};
use super::Position;
use crate::Error;

/// The most cells a board may have.
pub const MAX_CELLS: usize = 64;

/// `[Exact]` A Snort position, kept as who may colour each vertex.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Snort(Board);

impl FromStr for Snort {
    type Err = Error;

    fn from_str(text: &str) -> Result<Snort, Error> {
        let board = Board::read(text, "Snort", ".xo#lr", MAX_CELLS)?;
        let mut out = board.clone();
        for (i, &c) in board.cells.iter().enumerate() {
            if c == 'x' || c == 'o' {
                out.cells[i] = '#';
            }
        }
        for (i, &c) in board.cells.iter().enumerate() {
            if c == 'x' || c == 'o' {
                forbid(&mut out, i, c == 'x');
            }
        }
        Ok(Snort(out))
    }
}

/// The vertices beside `i` after a `blue` (or red) vertex there: the other colour may not
/// colour them.
fn forbid(board: &mut Board, i: usize, blue: bool) {
    let (barred, only_them) = if blue { ('r', 'l') } else { ('l', 'r') };
    for n in board.beside(i).collect::<Vec<_>>() {
        board.cells[n] = match board.cells[n] {
            '.' => only_them,
            c if c == barred => '#',
            c => c,
        };
    }
}

impl std::fmt::Display for Snort {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

/// `l` for `r` and back.
fn swap(c: char) -> char {
    match c {
        'l' => 'r',
        'r' => 'l',
        other => other,
    }
}

impl Position for Snort {
    fn moves(&self, left: bool) -> Vec<Snort> {
        let may = if left { 'l' } else { 'r' };
        let board = &self.0;
        let mut out = Vec::new();
        for i in (0..board.cells.len()).filter(|&i| board.cells[i] == '.' || board.cells[i] == may)
        {
            let mut next = board.clone();
            next.cells[i] = '#';
            forbid(&mut next, i, left);
            out.push(Snort(next));
        }
        out
    }

    fn parts(&self) -> Vec<Snort> {
        self.0
            .regions(|c| c != '#', '#')
            .into_iter()
            .map(Snort)
            .collect()
    }

    fn key(&self) -> (String, bool) {
        self.0.key(&ALL, Some(swap))
    }
}
