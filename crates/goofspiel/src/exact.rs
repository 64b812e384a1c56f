//! The exact bottom-up solution: every matrix game solved in rationals and certified.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use lp_core::{solve_exact, MatrixGame, Solution};
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::Zero;
use verify::RationalMatrix;

use crate::closed::closed_form;
use crate::hand::{cards, sign};
use crate::{Error, Hand, Payoff};

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

/// Memoised exact values `f(V, Y, P)` (point difference), or `f(V, Y, P, d)` for the
/// win/loss payoff, where `d` is player 1's lead so far.
pub struct ExactSolver {
    n: usize,
    payoff: Payoff,
    memo: HashMap<(Hand, Hand, Hand, i32), BigRational>,
    games: usize,
    /// Once raised, the next matrix game is not solved: [`Error::Stopped`].
    stop: Arc<AtomicBool>,
}

impl ExactSolver {
    /// Goofspiel with cards `1..=n` for the point difference; an error unless `1 <= n <=
    /// MAX_EXACT_N`.
    pub fn new(n: usize) -> Result<Self, Error> {
        Self::with_payoff(n, Payoff::Points)
    }

    /// Goofspiel with cards `1..=n` for `payoff`; an error unless `1 <= n <= MAX_EXACT_N`.
    pub fn with_payoff(n: usize, payoff: Payoff) -> Result<Self, Error> {
        if !(1..=MAX_EXACT_N).contains(&n) {
            return Err(Error::InvalidN(format!(
                "N = {n}: exact mode takes 1 <= N <= {MAX_EXACT_N} (the states grow like 8^N)"
            )));
        }
        Ok(ExactSolver {
            n,
            payoff,
            memo: HashMap::new(),
            games: 0,
            stop: Arc::default(),
        })
    }

    /// The same solver, stopping with [`Error::Stopped`] before its next matrix game once
    /// `stop` is raised (by a deadline's watchdog or Ctrl-C).
    pub fn stopped_by(self, stop: Arc<AtomicBool>) -> Self {
        ExactSolver { stop, ..self }
    }

    /// Cards per hand.
    pub fn n(&self) -> usize {
        self.n
    }

    /// What the players play for.
    pub fn payoff(&self) -> Payoff {
        self.payoff
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

    /// `[Exact]` `f(V, Y, P)`: player 1's expected payoff from here on with optimal play,
    /// level scores so far; the hands and the prizes must have equally many cards. For the
    /// point difference, with at most two cards left the closed forms give it (no LP).
    pub fn value(&mut self, v: Hand, y: Hand, p: Hand) -> Result<BigRational, Error> {
        self.value_at(v, y, p, 0)
    }

    /// `[Exact]` `f(V, Y, P, d)`: the same with player 1 `lead` points ahead. The point
    /// difference is `lead + f(V, Y, P)`; a win/loss game whose lead exceeds the prizes
    /// left is decided.
    pub fn value_at(&mut self, v: Hand, y: Hand, p: Hand, lead: i32) -> Result<BigRational, Error> {
        let lead = match self.payoff {
            Payoff::Points => return Ok(self.memoised(v, y, p, 0)? + self.payoff.at_end(lead)),
            Payoff::WinLoss => lead,
        };
        let left: i32 = cards(p).map(|c| c as i32).sum();
        if lead.abs() > left {
            return Ok(self.payoff.at_end(lead));
        }
        self.memoised(v, y, p, lead)
    }

    /// `f` memoised; `lead` is 0 for the point difference, which adds it afterwards.
    fn memoised(&mut self, v: Hand, y: Hand, p: Hand, lead: i32) -> Result<BigRational, Error> {
        if p == 0 {
            return Ok(self.payoff.at_end(lead));
        }
        if let Some(known) = self.memo.get(&(v, y, p, lead)) {
            return Ok(known.clone());
        }
        let closed = (self.payoff == Payoff::Points)
            .then(|| closed_form(v, y, p))
            .flatten();
        let f = match closed {
            Some(f) => f,
            None => {
                let mut total = BigRational::zero();
                for prize in cards(p) {
                    total += self.prize_game_at(v, y, p, lead, prize)?.value();
                }
                total / BigRational::from(BigInt::from(p.count_ones()))
            }
        };
        self.memo.insert((v, y, p, lead), f.clone());
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
        self.prize_game_at(v, y, p, 0, prize)
    }

    /// `[Exact]` The matrix game after `prize` is turned up with player 1 `lead` points
    /// ahead (win/loss; the point difference's games do not depend on the lead).
    pub fn prize_game_at(
        &mut self,
        v: Hand,
        y: Hand,
        p: Hand,
        lead: i32,
        prize: usize,
    ) -> Result<Solution, Error> {
        if self.stop.load(Ordering::Relaxed) {
            return Err(Error::Stopped);
        }
        let matrix = self.prize_matrix_at(v, y, p, lead, prize)?;
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
        self.prize_matrix_at(v, y, p, 0, prize)
    }

    /// [`ExactSolver::prize_matrix`] with player 1 `lead` points ahead. Each entry is the
    /// value after the bid: for the point difference the prize won or lost plus `f` of what
    /// is left, for win/loss `f` of what is left with the lead moved by the prize.
    pub fn prize_matrix_at(
        &mut self,
        v: Hand,
        y: Hand,
        p: Hand,
        lead: i32,
        prize: usize,
    ) -> Result<RationalMatrix, Error> {
        let rest = p & !(1 << (prize - 1));
        let (rows, cols): (Vec<usize>, Vec<usize>) = (cards(v).collect(), cards(y).collect());
        let mut entries = Vec::with_capacity(rows.len() * cols.len());
        for &a in &rows {
            for &b in &cols {
                let won = prize as i32 * sign(a, b) as i32;
                let (v, y) = (v & !(1 << (a - 1)), y & !(1 << (b - 1)));
                entries.push(self.value_at(v, y, rest, lead + won)?);
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
