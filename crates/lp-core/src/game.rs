//! The two-person zero-sum matrix game.

use num_bigint::BigInt;
use num_rational::BigRational;
use verify::RationalMatrix;

use crate::Error;

/// A two-person zero-sum game in strategic form: entry `(i, j)` is what the column player
/// (the minimizer) pays the row player (the maximizer) when row `i` meets column `j`.
///
/// Entries are exact rationals; the game has at least one row and one column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatrixGame {
    matrix: RationalMatrix,
    row_labels: Vec<String>,
    col_labels: Vec<String>,
}

impl MatrixGame {
    /// A game from its exact payoff matrix; strategies are labelled `1, 2, ...`.
    pub fn new(matrix: RationalMatrix) -> Result<Self, Error> {
        if matrix.rows() == 0 || matrix.cols() == 0 {
            return Err(Error::InvalidGame(format!(
                "a game needs at least one row and one column, got {} x {}",
                matrix.rows(),
                matrix.cols()
            )));
        }
        let labels = |k: usize| (1..=k).map(|i| i.to_string()).collect();
        Ok(MatrixGame {
            row_labels: labels(matrix.rows()),
            col_labels: labels(matrix.cols()),
            matrix,
        })
    }

    /// A game from integer rows (all of the same length).
    pub fn from_integers(rows: &[Vec<i64>]) -> Result<Self, Error> {
        if rows.iter().any(|r| r.len() != rows[0].len()) {
            return Err(Error::InvalidGame("rows have different lengths".into()));
        }
        Self::new(
            RationalMatrix::from_integers(rows).map_err(|e| Error::InvalidGame(e.to_string()))?,
        )
    }

    /// Replaces the strategy labels (for display and `.nfg` output).
    pub fn with_labels(mut self, rows: Vec<String>, cols: Vec<String>) -> Result<Self, Error> {
        if rows.len() != self.rows() || cols.len() != self.cols() {
            return Err(Error::InvalidGame(
                "label count differs from strategy count".into(),
            ));
        }
        self.row_labels = rows;
        self.col_labels = cols;
        Ok(self)
    }

    /// Number of pure strategies of the row player.
    pub fn rows(&self) -> usize {
        self.matrix.rows()
    }

    /// Number of pure strategies of the column player.
    pub fn cols(&self) -> usize {
        self.matrix.cols()
    }

    /// Payoff to the row player at `(i, j)`.
    pub fn payoff(&self, i: usize, j: usize) -> &BigRational {
        self.matrix.get(i, j)
    }

    /// The exact payoff matrix.
    pub fn matrix(&self) -> &RationalMatrix {
        &self.matrix
    }

    /// Labels of the row player's strategies.
    pub fn row_labels(&self) -> &[String] {
        &self.row_labels
    }

    /// Labels of the column player's strategies.
    pub fn col_labels(&self) -> &[String] {
        &self.col_labels
    }

    /// The same game with every payoff increased by `shift` (values shift, strategies do not).
    pub fn shifted(&self, shift: &BigRational) -> MatrixGame {
        let m = RationalMatrix::from_fn(self.rows(), self.cols(), |i, j| self.payoff(i, j) + shift);
        MatrixGame {
            matrix: m,
            ..self.clone()
        }
    }

    /// The smallest payoff.
    pub fn min_payoff(&self) -> BigRational {
        let all = (0..self.rows()).flat_map(|i| self.matrix.row(i).iter());
        all.min()
            .cloned()
            .unwrap_or_else(|| BigRational::from_integer(BigInt::from(0)))
    }
}
