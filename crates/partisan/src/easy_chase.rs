//! The Easy Chase (seed 002 §3.2; TopCoder SRM 423, Div 1 500).
//!
//! Rules: an `n x n` board, `2 <= n <= 20`, rows and columns numbered from 1. White moves
//! first. White moves its piece one square up, down, left or right; black moves its piece
//! one or two squares in one of those directions (a two-square move may pass over white's
//! square). No move leaves the board, and passing is not allowed. A player wins by moving
//! onto the square of the other piece. The winner wins as fast as possible, the loser delays
//! as long as possible; the answer is the winner and the total number of moves made by
//! both players.
//!
//! Solved for every start at once by [`retrograde`](crate::retrograde()) analysis over
//! (white square, black square, side to move).

use std::fmt;
use std::str::FromStr;

use crate::retrograde::{retrograde, Retrograde, Value};
use crate::Error;

/// The largest board the rules allow.
pub const MAX_N: usize = 20;

/// A square, 1-based `(row, column)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Square {
    /// Row, from 1.
    pub row: usize,
    /// Column, from 1.
    pub col: usize,
}

impl FromStr for Square {
    type Err = Error;

    /// `R,C`, e.g. `1,1`.
    fn from_str(text: &str) -> Result<Self, Error> {
        let bad = || {
            Error::BadBoard(format!(
                "`{text}` is not a square: write ROW,COLUMN, e.g. 1,1"
            ))
        };
        let (r, c) = text.split_once(',').ok_or_else(bad)?;
        Ok(Square {
            row: r.trim().parse().map_err(|_| bad())?,
            col: c.trim().parse().map_err(|_| bad())?,
        })
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({},{})", self.row, self.col)
    }
}

/// The result of a start position under best play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Answer {
    /// White wins; the total number of moves by both players.
    White(u32),
    /// Black wins; the total number of moves by both players.
    Black(u32),
    /// Nobody can force a win (does not happen on these boards, but the engine would say so).
    Draw,
}

impl fmt::Display for Answer {
    /// `WHITE k`, `BLACK k` or `DRAW`, as the contest prints it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Answer::White(k) => write!(f, "WHITE {k}"),
            Answer::Black(k) => write!(f, "BLACK {k}"),
            Answer::Draw => f.write_str("DRAW"),
        }
    }
}

/// The Easy Chase on an `n x n` board, as a [`Retrograde`] game: position
/// `((white * n^2) + black) * 2 + side`, side 0 = white to move.
#[derive(Clone, Copy, Debug)]
pub struct EasyChase {
    n: usize,
}

/// `[Exact]` Every start position of one board, solved.
///
/// # Example
/// ```
/// use partisan::easy_chase::{EasyChase, Square};
/// let table = EasyChase::new(3)?.solve();
/// let answer = table.answer(Square { row: 1, col: 1 }, Square { row: 3, col: 3 })?;
/// assert_eq!(answer.to_string(), "BLACK 6");
/// # Ok::<(), partisan::Error>(())
/// ```
pub struct EasyChaseTable {
    game: EasyChase,
    values: Vec<Value>,
}

impl EasyChase {
    /// The board of side `n`; an error unless `2 <= n <= 20`.
    pub fn new(n: usize) -> Result<Self, Error> {
        if !(2..=MAX_N).contains(&n) {
            return Err(Error::BadBoard(format!(
                "board size n = {n} is out of range: 2 <= n <= {MAX_N}"
            )));
        }
        Ok(EasyChase { n })
    }

    /// The board's side.
    pub fn n(&self) -> usize {
        self.n
    }

    /// Solves every position. Complexity: O(n^4) positions, at most 8 moves each.
    pub fn solve(self) -> EasyChaseTable {
        EasyChaseTable {
            values: retrograde(&self),
            game: self,
        }
    }

    fn cell(&self, s: Square) -> Result<usize, Error> {
        if s.row == 0 || s.col == 0 || s.row > self.n || s.col > self.n {
            return Err(Error::BadBoard(format!(
                "square {s} is off the {n} x {n} board (rows and columns 1..={n})",
                n = self.n
            )));
        }
        Ok((s.row - 1) * self.n + s.col - 1)
    }

    fn position(&self, white: usize, black: usize, side: usize) -> usize {
        (white * self.n * self.n + black) * 2 + side
    }

    /// Squares `steps` away from `cell` in the four directions, on the board.
    fn steps(&self, cell: usize, steps: usize, out: &mut Vec<usize>) {
        let (r, c, n) = (cell / self.n, cell % self.n, self.n);
        if r >= steps {
            out.push(cell - steps * n);
        }
        if r + steps < n {
            out.push(cell + steps * n);
        }
        if c >= steps {
            out.push(cell - steps);
        }
        if c + steps < n {
            out.push(cell + steps);
        }
    }
}

impl Retrograde for EasyChase {
    fn len(&self) -> usize {
        self.n.pow(4) * 2
    }

    /// Both pieces on one square: the side to move has just been captured.
    fn ended(&self, position: usize) -> Option<Value> {
        let squares = self.n * self.n;
        let (white, black) = (position / 2 / squares, position / 2 % squares);
        (white == black).then_some(Value::Loss(0))
    }

    fn moves(&self, position: usize, out: &mut Vec<usize>) {
        let squares = self.n * self.n;
        let (white, black, side) = (position / 2 / squares, position / 2 % squares, position % 2);
        let mut to = Vec::with_capacity(8);
        if side == 0 {
            self.steps(white, 1, &mut to);
            out.extend(to.iter().map(|&w| self.position(w, black, 1)));
        } else {
            self.steps(black, 1, &mut to);
            self.steps(black, 2, &mut to);
            out.extend(to.iter().map(|&b| self.position(white, b, 0)));
        }
    }
}

impl EasyChaseTable {
    /// The board.
    pub fn game(&self) -> EasyChase {
        self.game
    }

    /// Every position's value for the side to move.
    pub fn values(&self) -> &[Value] {
        &self.values
    }

    /// The answer for white at `white`, black at `black`, white to move; an error for a
    /// square off the board or both pieces on one square.
    pub fn answer(&self, white: Square, black: Square) -> Result<Answer, Error> {
        let (w, b) = (self.game.cell(white)?, self.game.cell(black)?);
        if w == b {
            return Err(Error::BadBoard(format!(
                "both pieces are on square {white}: they must start apart"
            )));
        }
        Ok(match self.values[self.game.position(w, b, 0)] {
            Value::Win(k) => Answer::White(k),
            Value::Loss(k) => Answer::Black(k),
            Value::Draw => Answer::Draw,
        })
    }

    /// Every start as `white black answer` lines, white and black in row-major order.
    pub fn answer_table(&self) -> String {
        let n = self.game.n;
        let squares: Vec<Square> = (1..=n)
            .flat_map(|row| (1..=n).map(move |col| Square { row, col }))
            .collect();
        let mut out = String::new();
        for &w in &squares {
            for &b in squares.iter().filter(|&&b| b != w) {
                let a = self.answer(w, b).expect("squares on the board, apart");
                out.push_str(&format!("white {w} black {b}: {a}\n"));
            }
        }
        out
    }
}
