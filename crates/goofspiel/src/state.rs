//! One position of the game, read from its history, and the optimal play there: both
//! players' mixed bids and the position's value, exact (N <= 6).
//!
//! A history is a list of rounds separated by commas, each `PRIZE:BID1/BID2` (the prize
//! turned up, player 1's card, player 2's card), optionally ended by a bare `PRIZE`, the
//! prize now showing: `3:2/1, 1:3/3, 2` is prize 3 won by player 1's 2 over a 1, prize 1
//! tied at 3 and discarded, and prize 2 showing.

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::Zero;

use crate::hand::cards;
use crate::{Error, ExactSolver, Hand, Payoff, MAX_EXACT_N};

/// A position: the cards each player holds, the prizes still to come, the prize showing
/// (if one is), and player 1's lead in points.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct State {
    /// Cards per hand at the start.
    pub n: usize,
    /// Player 1's cards left.
    pub hand1: Hand,
    /// Player 2's cards left.
    pub hand2: Hand,
    /// Prizes not yet turned up (the one showing excluded).
    pub to_come: Hand,
    /// The prize turned up and not yet bid for.
    pub showing: Option<usize>,
    /// Player 1's points minus player 2's so far.
    pub lead: i32,
}

/// Both players' optimal bids when one prize is showing, and that game's value.
#[derive(Clone, Debug)]
pub struct PrizeBids {
    /// The prize showing.
    pub prize: usize,
    /// Player 1's expected payoff at the end with this prize showing, exact.
    pub value: BigRational,
    /// Player 1's optimal mix: `(card, probability)` for each card held.
    pub player1: Vec<(usize, BigRational)>,
    /// Player 2's optimal mix.
    pub player2: Vec<(usize, BigRational)>,
    /// The exact check of this matrix game.
    pub status: verify::Status,
}

/// The optimal play at a [`State`].
#[derive(Clone, Debug)]
pub struct StatePlay {
    /// The position.
    pub state: State,
    /// Player 1's expected payoff at the end (for the point difference, the lead so far
    /// included), exact: the game's value when a prize shows, the average over the prizes
    /// that may come up next otherwise.
    pub value: BigRational,
    /// The prize showing's bids, or one entry per prize that may come up next; none when
    /// the game is over.
    pub bids: Vec<PrizeBids>,
}

impl State {
    /// The position after `history` (module docs) in the game with `n` cards; a one-line
    /// error naming the first round that cannot happen.
    pub fn parse(n: usize, history: &str) -> Result<State, Error> {
        if !(1..=MAX_EXACT_N).contains(&n) {
            return Err(Error::InvalidN(format!(
                "N = {n}: a state's optimal play is solved exactly, 1 <= N <= {MAX_EXACT_N}"
            )));
        }
        let all = ((1u32 << n) - 1) as Hand;
        let mut state = State {
            n,
            hand1: all,
            hand2: all,
            to_come: all,
            showing: None,
            lead: 0,
        };
        let rounds: Vec<&str> = (history.split(','))
            .map(str::trim)
            .filter(|r| !r.is_empty())
            .collect();
        for (i, round) in rounds.iter().enumerate() {
            let bad =
                |why: String| Error::Invalid(format!("history round {} ({round:?}): {why}", i + 1));
            if state.showing.is_some() {
                return Err(bad(
                    "a round after the prize showing: only the last item may be a bare prize"
                        .into(),
                ));
            }
            let (prize, bids) = match round.split_once(':') {
                Some((p, b)) => (p, Some(b)),
                None => (*round, None),
            };
            let prize = state.take(prize, "prize", Side::Prize).map_err(bad)?;
            let Some(bids) = bids else {
                state.showing = Some(prize);
                continue;
            };
            let (a, b) = bids
                .split_once('/')
                .ok_or_else(|| bad("expected PRIZE:BID1/BID2".into()))?;
            let a = state.take(a, "player 1's card", Side::One).map_err(bad)?;
            let b = state.take(b, "player 2's card", Side::Two).map_err(bad)?;
            state.lead += prize as i32 * (a as i32 - b as i32).signum();
        }
        Ok(state)
    }

    /// Removes card `text` from one side's set; why not, if it cannot.
    fn take(&mut self, text: &str, what: &str, side: Side) -> Result<usize, String> {
        let card: usize = (text.trim().parse().ok())
            .filter(|c| (1..=self.n).contains(c))
            .ok_or_else(|| format!("{what} {:?} is not a card 1..{}", text.trim(), self.n))?;
        let set = match side {
            Side::Prize => &mut self.to_come,
            Side::One => &mut self.hand1,
            Side::Two => &mut self.hand2,
        };
        let bit = 1 << (card - 1);
        if *set & bit == 0 {
            return Err(format!("{what} {card} was already played"));
        }
        *set &= !bit;
        Ok(card)
    }
}

enum Side {
    Prize,
    One,
    Two,
}

/// `[Exact]` The optimal play at `state` for `payoff`: every matrix game below solved in
/// rationals and certified (N <= 6, [`MAX_EXACT_N`]).
pub fn play_at(state: &State, payoff: Payoff) -> Result<StatePlay, Error> {
    play_with(&mut ExactSolver::with_payoff(state.n, payoff)?, state)
}

/// [`play_at`] with a solver kept between calls (its memo reused), for the solver's payoff:
/// a whole game played position by position solves each state once.
pub fn play_with(solver: &mut ExactSolver, state: &State) -> Result<StatePlay, Error> {
    let payoff = solver.payoff();
    if solver.n() != state.n {
        return Err(Error::Invalid(format!(
            "a state of N = {} asked of a solver of N = {}",
            state.n,
            solver.n()
        )));
    }
    let prizes: Vec<usize> = match state.showing {
        Some(p) => vec![p],
        None => cards(state.to_come).collect(),
    };
    let mut bids = Vec::with_capacity(prizes.len());
    for prize in prizes {
        let p = state.to_come | 1 << (prize - 1);
        let s = solver.prize_game_at(state.hand1, state.hand2, p, state.lead, prize)?;
        let mix = |hand: Hand, probabilities: &[BigRational]| -> Vec<(usize, BigRational)> {
            cards(hand).zip(probabilities.iter().cloned()).collect()
        };
        bids.push(PrizeBids {
            prize,
            value: s.value().clone(),
            player1: mix(state.hand1, s.row_strategy()),
            player2: mix(state.hand2, s.col_strategy()),
            status: s.verdict().status(),
        });
    }
    let value = match bids.len() {
        0 => payoff.at_end(state.lead),
        k => {
            let total = bids.iter().fold(BigRational::zero(), |t, b| t + &b.value);
            total / BigRational::from(BigInt::from(k))
        }
    };
    Ok(StatePlay {
        state: state.clone(),
        value,
        bids,
    })
}
