//! The win/loss payoff's matrix games: the payoff of a bid is the value of the next state
//! with the lead moved by the prize, `X^c_ij = f(V - V_i, Y - Y_j, P - c, d + c sgn(V_i - Y_j))`,
//! so each lead of a state has games of its own (no continuation shared across prizes, as
//! the point difference's `c S + F_Q` allows).

use super::games::{Children, Games};
use super::level::{Level, Span};
use super::Interval;
use crate::hand::cards;
use crate::{Hand, Word};

impl Games {
    /// Every state of word `w` into `out` (a row laid out by `spans`, one per prize set
    /// `sets[r]` of the level being built, with its leads).
    pub fn word_lead(
        &mut self,
        below: &Level,
        w: Word,
        (sets, spans): (&[Hand], &[Span]),
        out: &mut [Interval],
    ) {
        let children = self.children(below, w);
        self.forget();
        for (&p, span) in sets.iter().zip(spans) {
            for d in -span.reach..=span.reach {
                out[span.start + (d + span.reach) as usize] =
                    self.state_lead(below, &children, p, d);
            }
        }
    }

    /// `f(w, p, lead)`: the mean of its prize games, enclosed.
    fn state_lead(&mut self, below: &Level, children: &Children, p: Hand, lead: i32) -> Interval {
        let mut sum = Interval::ZERO;
        for prize in cards(p) {
            let g = self.prize_game_lead(below, children, p, prize, lead);
            sum.lo = (sum.lo + g.lo).next_down();
            sum.hi = (sum.hi + g.hi).next_up();
        }
        let k = f64::from(p.count_ones());
        Interval {
            lo: (sum.lo / k).next_down(),
            hi: (sum.hi / k).next_up(),
        }
    }

    /// The game after `prize` of prize set `p` is turned up with player 1 `lead` ahead,
    /// enclosed; its payoffs are read exactly from the level below.
    pub fn prize_game_lead(
        &mut self,
        below: &Level,
        children: &Children,
        p: Hand,
        prize: usize,
        lead: i32,
    ) -> Interval {
        let rest = super::level::rank(p & !(1 << (prize - 1)));
        let k = children.len().isqrt();
        let c = prize as i32;
        self.load(k, |ij| {
            let (sign, child) = children[ij];
            below.at_lead(child, rest, lead + c * sign as i32)
        });
        self.solve_loaded(k, prize)
    }
}
