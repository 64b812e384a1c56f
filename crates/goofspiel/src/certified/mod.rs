//! Certified mode, for every N: each state's value is enclosed in an interval `[lo, hi]`
//! that provably holds the exact value. Level by level (k cards left in each hand), each
//! matrix game gets lower and upper payoffs from the level below; the midpoint game is
//! solved in floating point by `lp-core`'s dense solver; then the row strategy's guarantee
//! against the lower payoffs and the column strategy's against the upper ones are computed
//! with every rounding directed outward. States are keyed by the hands' [`Word`] (relative
//! order only) up to swapping the players (`f(Y, V, P) = -f(V, Y, P)`); equal hands are 0.

mod build;
mod checkpoint;
mod games;
mod lead;
mod level;
mod policy;

pub use checkpoint::{Checkpoint, Totals};
pub use level::Level;
pub use policy::{bid_the_prize, random_bid, Bid, Opponent, Policy, MAX_POLICY_N};

use std::sync::atomic::AtomicBool;

use crate::{Error, Hand, Payoff, Word};
use games::Games;
use verify::Status;

/// An enclosure of an exact value.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Interval {
    /// At most the exact value.
    pub lo: f64,
    /// At least the exact value.
    pub hi: f64,
}

impl Interval {
    const ZERO: Interval = Interval { lo: 0.0, hi: 0.0 };

    /// `[x, x]`.
    fn point(x: f64) -> Interval {
        Interval { lo: x, hi: x }
    }

    /// `hi - lo`.
    pub fn width(&self) -> f64 {
        self.hi - self.lo
    }

    /// True when `x` lies in the interval.
    pub fn contains(&self, x: f64) -> bool {
        self.lo <= x && x <= self.hi
    }

    fn negated(self) -> Interval {
        Interval {
            lo: -self.hi,
            hi: -self.lo,
        }
    }
}

/// The widest of `intervals` (0 for none); NaN when any width is NaN (`f64::max` would drop
/// it), so an enclosure that failed stays failed.
fn widest(intervals: impl Iterator<Item = Interval>) -> f64 {
    intervals
        .map(|i| i.width())
        .fold(0.0, |wide, w| match wide.is_nan() || w.is_nan() {
            true => f64::NAN,
            false => wide.max(w),
        })
}

/// The largest N certified mode accepts (cards are bits of a `u16`).
pub const MAX_N: usize = 16;

/// Player 1's first bid for one prize card, from the certified first-move game.
#[derive(Clone, Debug)]
pub struct PrizeBid {
    /// The prize card turned up.
    pub prize: usize,
    /// Probability of bidding card `c` at index `c - 1`.
    pub bid: Vec<f64>,
    /// The game's value, enclosed (it contains 0: the game is symmetric).
    pub value: Interval,
}

/// The whole game, certified.
#[derive(Clone, Debug)]
pub struct CertifiedGame {
    /// Cards per hand.
    pub n: usize,
    /// What the players play for.
    pub payoff: Payoff,
    /// Player 1's optimal first bid per prize card.
    pub first_move: Vec<PrizeBid>,
    /// The widest enclosure of a first-move game's value (their exact values are 0).
    pub error_bound: f64,
    /// The widest enclosure of any state below the top.
    pub widest_state: f64,
    /// States stored over all levels.
    pub states: usize,
    /// Matrix games solved.
    pub matrix_games: u64,
    /// Of these, games solved exactly because the fast solver's strategies were poor.
    pub fallbacks: u64,
}

impl CertifiedGame {
    /// Certified when every first-move enclosure is finite and holds the exact value 0
    /// (each first-move game is symmetric) and the error bound is finite: computed, never
    /// assumed. A game without its whole first move is unchecked.
    pub fn status(&self) -> Status {
        if self.first_move.len() != self.n || self.n == 0 {
            return Status::Unchecked;
        }
        let bound = Status::of_enclosure(-self.error_bound, self.error_bound, 0.0);
        let encloses = |b: &PrizeBid| Status::of_enclosure(b.value.lo, b.value.hi, 0.0);
        Status::all(std::iter::once(bound).chain(self.first_move.iter().map(encloses)))
    }

    /// [`CertifiedGame::status`] is certified.
    pub fn certified(&self) -> bool {
        self.status().is_certified()
    }
}

/// Solves Goofspiel with cards `1..=n` for the point difference level by level, keeping
/// two levels in memory; `progress(k, states)` is called after each level.
pub fn solve_certified(
    n: usize,
    progress: impl FnMut(usize, usize),
) -> Result<CertifiedGame, Error> {
    solve_certified_for(n, Payoff::Points, progress)
}

/// [`solve_certified`] for `payoff`.
pub fn solve_certified_for(
    n: usize,
    payoff: Payoff,
    mut progress: impl FnMut(usize, usize),
) -> Result<CertifiedGame, Error> {
    let on_level = |c: &Checkpoint| {
        progress(c.level.cards(), c.level.states());
        Ok(())
    };
    solve_resumable(n, payoff, None, &|_, _, _| {}, on_level)
}

/// [`solve_certified_for`] starting above `resume` (a level saved by an earlier run) when
/// given. `observe(k, states done, states in level k)` reports progress inside a level;
/// `on_level` gets each finished level with the totals so far (to save it) and may stop
/// the run with an error.
pub fn solve_resumable(
    n: usize,
    payoff: Payoff,
    resume: Option<Checkpoint>,
    observe: &(dyn Fn(usize, usize, usize) + Sync),
    on_level: impl FnMut(&Checkpoint) -> Result<(), Error>,
) -> Result<CertifiedGame, Error> {
    let never = AtomicBool::new(false);
    solve_until(n, payoff, resume, (observe, &never), on_level)
}

/// [`solve_resumable`] until `stop` is raised (by a deadline's watchdog or Ctrl-C): the
/// level being built then is left unfinished, and the answer is [`Error::Stopped`].
pub fn solve_until(
    n: usize,
    payoff: Payoff,
    resume: Option<Checkpoint>,
    (observe, stop): (&(dyn Fn(usize, usize, usize) + Sync), &AtomicBool),
    mut on_level: impl FnMut(&Checkpoint) -> Result<(), Error>,
) -> Result<CertifiedGame, Error> {
    let mut reached = match resume {
        Some(c) if c.level.n == n && c.level.payoff == payoff => c,
        Some(c) => {
            return Err(Error::Checkpoint(format!(
                "a checkpoint of N = {} for {}, not of N = {n} for {payoff}",
                c.level.n, c.level.payoff
            )))
        }
        None => Checkpoint {
            level: Level::bottom_for(n, payoff)?,
            totals: Totals::default(),
        },
    };
    if reached.level.cards() >= n {
        return Err(Error::Checkpoint(format!(
            "a checkpoint of level {} for N = {n}: the levels go up to N - 1 = {}",
            reached.level.cards(),
            n - 1
        )));
    }
    while reached.level.cards() + 1 < n {
        let k = reached.level.cards() + 1;
        let level = reached
            .level
            .next_until(&|done, total| observe(k, done, total), stop)
            .ok_or(Error::Stopped)?;
        reached = Checkpoint {
            totals: reached.totals.with(&level),
            level,
        };
        on_level(&reached)?;
    }
    Ok(root(n, &reached))
}

/// The first move's matrix games, one per prize, over the level of `N - 1` cards.
fn root(n: usize, below: &Checkpoint) -> CertifiedGame {
    let (level, totals) = (&below.level, below.totals);
    let all = ((1u32 << n) - 1) as Hand;
    let mut g = Games::default();
    let children = g.children(level, Word::from_hands(all, all));
    let first_move: Vec<PrizeBid> = (1..=n)
        .map(|prize| {
            let value = match level.payoff {
                Payoff::Points => g.prize_game(level, &children, all, prize),
                Payoff::WinLoss => g.prize_game_lead(level, &children, all, prize, 0),
            };
            PrizeBid {
                prize,
                bid: g.row_strategy().to_vec(),
                value,
            }
        })
        .collect();
    let error_bound = widest(first_move.iter().map(|b| b.value));
    CertifiedGame {
        n,
        payoff: level.payoff,
        first_move,
        error_bound,
        widest_state: totals.widest,
        states: totals.states + 1,
        matrix_games: totals.games + n as u64,
        fallbacks: totals.fallbacks + g.fallbacks,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_nan_enclosure_makes_the_widest_nan_and_the_game_uncertified() {
        let point = |x: f64| Interval { lo: x, hi: x };
        let nan = Interval {
            lo: f64::NAN,
            hi: 0.0,
        };
        assert_eq!(
            widest(
                [
                    point(0.0),
                    Interval {
                        lo: -1e-13,
                        hi: 1e-13
                    }
                ]
                .into_iter()
            ),
            2e-13
        );
        assert!(widest([point(0.0), nan, point(1.0)].into_iter()).is_nan());
        let mut game = solve_certified(3, |_, _| {}).unwrap();
        assert!(game.certified());
        game.first_move[1].value = nan;
        game.error_bound = widest(game.first_move.iter().map(|b| b.value));
        assert!(!game.certified());
        game.first_move.clear();
        game.error_bound = 0.0;
        assert!(
            !game.certified(),
            "a game without its first move is not certified"
        );
    }
}
