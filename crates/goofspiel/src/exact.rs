//! The exact bottom-up solution: every matrix game solved in rationals and certified.

use std::collections::HashMap;

use lp_core::{solve_exact, MatrixGame, Solution};
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::Zero;
use verify::RationalMatrix;

use crate::closed::closed_form;
use crate::hand::{cards, sign};
use crate::{Error, Hand};

/// The largest N exact mode accepts (the number of states grows like 8^N).
pub const MAX_EXACT_N: usize = 6;

/// Player 1's optimal first bid for one revealed prize card, with its certified game.
pub struct FirstMove {
    /// The prize card turned up.
    pub prize: usize,
    /// The certified solution of the first-move matrix game: `row_strategy()[c - 1]` is the
    /// probability of bidding card `c`.
    pub solution: Solution,
}

/// Memoised exact values `f(V, Y, P)`.
pub struct ExactSolver {
    n: usize,
    memo: HashMap<(Hand, Hand, Hand), BigRational>,
    games: usize,
}

impl ExactSolver {
    /// Goofspiel with cards `1..=n`; an error unless `1 <= n <= MAX_EXACT_N`.
    pub fn new(n: usize) -> Result<Self, Error> {
        if !(1..=MAX_EXACT_N).contains(&n) {
            return Err(Error::InvalidN(format!(
                "N = {n}: exact mode takes 1 <= N <= {MAX_EXACT_N} (the states grow like 8^N)"
            )));
        }
        Ok(ExactSolver {
            n,
            memo: HashMap::new(),
            games: 0,
        })
    }

    /// All `N` cards.
    pub fn full_hand(&self) -> Hand {
        ((1u32 << self.n) - 1) as Hand
    }

    /// Matrix games solved so far.
    pub fn matrix_games(&self) -> usize {
        self.games
    }

    /// States whose value is known.
    pub fn states(&self) -> usize {
        self.memo.len()
    }

    /// `[Exact]` `f(V, Y, P)`: player 1's expected point difference from here on, with
    /// optimal play; the hands and the prizes must have equally many cards. With at most two
    /// cards left the closed forms give it (no LP).
    pub fn value(&mut self, v: Hand, y: Hand, p: Hand) -> Result<BigRational, Error> {
        if p == 0 {
            return Ok(BigRational::zero());
        }
        if let Some(known) = self.memo.get(&(v, y, p)) {
            return Ok(known.clone());
        }
        if let Some(f) = closed_form(v, y, p) {
            self.memo.insert((v, y, p), f.clone());
            return Ok(f);
        }
        let mut total = BigRational::zero();
        for prize in cards(p) {
            total += self.prize_game(v, y, p, prize)?.value();
        }
        let f = total / BigRational::from(BigInt::from(p.count_ones()));
        self.memo.insert((v, y, p), f.clone());
        Ok(f)
    }

    /// `[Exact]` The matrix game after `prize` is turned up, solved and certified.
    pub fn prize_game(
        &mut self,
        v: Hand,
        y: Hand,
        p: Hand,
        prize: usize,
    ) -> Result<Solution, Error> {
        let matrix = self.prize_matrix(v, y, p, prize)?;
        self.games += 1;
        Ok(solve_exact(&MatrixGame::new(matrix)?)?)
    }

    /// `[Exact]` The payoff matrix after `prize` is turned up: rows are player 1's cards in
    /// increasing order, columns player 2's.
    pub fn prize_matrix(
        &mut self,
        v: Hand,
        y: Hand,
        p: Hand,
        prize: usize,
    ) -> Result<RationalMatrix, Error> {
        let rest = p & !(1 << (prize - 1));
        let (rows, cols): (Vec<usize>, Vec<usize>) = (cards(v).collect(), cards(y).collect());
        let mut entries = Vec::with_capacity(rows.len() * cols.len());
        for &a in &rows {
            for &b in &cols {
                let later = self.value(v & !(1 << (a - 1)), y & !(1 << (b - 1)), rest)?;
                entries.push(BigRational::from(BigInt::from(prize as i64 * sign(a, b))) + later);
            }
        }
        Ok(RationalMatrix::new(rows.len(), cols.len(), entries).expect("rows x cols entries"))
    }

    /// `[Exact]` Player 1's optimal first bid for each prize card `1..=N`, each from its
    /// certified first-move game.
    pub fn first_move(&mut self) -> Result<Vec<FirstMove>, Error> {
        let all = self.full_hand();
        (1..=self.n)
            .map(|prize| {
                Ok(FirstMove {
                    prize,
                    solution: self.prize_game(all, all, all, prize)?,
                })
            })
            .collect()
    }
}
