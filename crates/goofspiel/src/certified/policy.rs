//! A player that plays from the certified tables: at every state it recomputes the prize
//! game from the level below (all levels are kept) and samples player 1's optimal mixed bid;
//! its exact expected payoff against any other player follows by recursion over states.

use std::collections::HashMap;

use super::{games::Games, Level};
use crate::{Error, Hand, Word};

/// The largest N a [`Policy`] keeps every level for (memory).
pub const MAX_POLICY_N: usize = 10;

/// Player 2's mixed bid at a state: `(card, probability)` pairs.
pub type Bid = Vec<(usize, f64)>;

/// A player 2 strategy: its mixed bid given player 1's hand, its own hand, the prizes left
/// and the prize turned up.
pub type Opponent<'a> = &'a dyn Fn(Hand, Hand, Hand, usize) -> Bid;

/// Player 1's optimal play from the certified tables.
pub struct Policy {
    n: usize,
    levels: Vec<Level>,
}

fn cards(h: Hand) -> impl Iterator<Item = usize> {
    (0..16).filter(move |b| h >> b & 1 == 1).map(|b| b + 1)
}

impl Policy {
    /// Solves every level for cards `1..=n` (`n <= MAX_POLICY_N`) and keeps them.
    pub fn new(n: usize) -> Result<Policy, Error> {
        if !(1..=MAX_POLICY_N).contains(&n) {
            return Err(Error::InvalidN(format!(
                "N = {n}: a policy keeps every level, so 1 <= N <= {MAX_POLICY_N}"
            )));
        }
        let mut levels = vec![Level::bottom(n)?];
        while levels.len() < n {
            let next = levels.last().expect("the bottom level").next();
            levels.push(next);
        }
        Ok(Policy { n, levels })
    }

    /// Player 1's optimal mixed bid at hands `v`, `y`, prizes `p` (prize card `prize` of `p`
    /// turned up): `(card, probability)` over the cards of `v`.
    pub fn mixed_bid(&self, v: Hand, y: Hand, p: Hand, prize: usize) -> Bid {
        self.mixed_bids(v, y, p, [prize])
            .pop()
            .expect("one prize asked")
    }

    /// Player 1's optimal mixed bids for the given prize cards of `p`, the state's bid signs
    /// and next states computed once.
    fn mixed_bids(
        &self,
        v: Hand,
        y: Hand,
        p: Hand,
        prizes: impl IntoIterator<Item = usize>,
    ) -> Vec<Bid> {
        let below = &self.levels[v.count_ones() as usize - 1];
        let mut g = Games::default();
        let children = g.children(below, Word::from_hands(v, y));
        prizes
            .into_iter()
            .map(|prize| {
                g.prize_game(below, &children, p, prize);
                cards(v).zip(g.row_strategy().iter().copied()).collect()
            })
            .collect()
    }

    /// Samples a bid from `mixed_bid` with a uniform number `u` in [0, 1).
    pub fn bid(&self, v: Hand, y: Hand, p: Hand, prize: usize, u: f64) -> usize {
        let mix = self.mixed_bid(v, y, p, prize);
        let mut left = u;
        for &(card, prob) in &mix {
            if left < prob {
                return card;
            }
            left -= prob;
        }
        mix.last().expect("a card to bid").0
    }

    /// Player 1's expected point difference playing this policy against `opponent`, over
    /// random prize orders (floating point: both players' mixes are multiplied out).
    pub fn expected_payoff(&self, opponent: Opponent) -> f64 {
        let all = ((1u32 << self.n) - 1) as Hand;
        self.expect(all, all, all, opponent, &mut HashMap::new())
    }

    fn expect(
        &self,
        v: Hand,
        y: Hand,
        p: Hand,
        opponent: Opponent,
        memo: &mut HashMap<(Hand, Hand, Hand), f64>,
    ) -> f64 {
        if p == 0 {
            return 0.0;
        }
        if let Some(&e) = memo.get(&(v, y, p)) {
            return e;
        }
        let mut total = 0.0;
        for (prize, mix) in cards(p).zip(self.mixed_bids(v, y, p, cards(p))) {
            let rest = p & !(1 << (prize - 1));
            for (a, pa) in mix.into_iter().filter(|b| b.1 > 0.0) {
                for (b, pb) in opponent(v, y, p, prize).into_iter().filter(|b| b.1 > 0.0) {
                    let here = prize as f64 * (a as f64 - b as f64).signum();
                    let later = self.expect(
                        v & !(1 << (a - 1)),
                        y & !(1 << (b - 1)),
                        rest,
                        opponent,
                        memo,
                    );
                    total += pa * pb * (here + later);
                }
            }
        }
        let e = total / p.count_ones() as f64;
        memo.insert((v, y, p), e);
        e
    }
}

/// Player 2 always bids the card equal to the prize (it always holds it).
pub fn bid_the_prize(_v: Hand, _y: Hand, _p: Hand, prize: usize) -> Bid {
    vec![(prize, 1.0)]
}

/// Player 2 bids one of its cards uniformly at random.
pub fn random_bid(_v: Hand, y: Hand, _p: Hand, _prize: usize) -> Bid {
    let share = 1.0 / y.count_ones() as f64;
    cards(y).map(|c| (c, share)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The optimal policy guarantees the game's value 0 against every player 2, so against
    /// these two it must not lose (up to rounding), and it beats random bidding.
    #[test]
    fn the_policy_never_loses_on_average() {
        for n in 2..=6 {
            let policy = Policy::new(n).unwrap();
            let prize = policy.expected_payoff(&bid_the_prize);
            let random = policy.expected_payoff(&random_bid);
            assert!(prize > -1e-9 && random > 0.0, "N = {n}: {prize}, {random}");
        }
        assert!(Policy::new(11).is_err());
    }

    #[test]
    fn sampled_bids_follow_the_mix() {
        let policy = Policy::new(4).unwrap();
        let mix = policy.mixed_bid(15, 15, 15, 2);
        assert!((mix.iter().map(|b| b.1).sum::<f64>() - 1.0).abs() < 1e-12);
        let first = mix.iter().find(|b| b.1 > 0.0).unwrap();
        assert_eq!(policy.bid(15, 15, 15, 2, 0.0), first.0);
    }
}
