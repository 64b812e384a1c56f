//! Overheating (Berlekamp and Wolfe, *Mathematical Go*, 1994; Siegel, *Combinatorial Game
//! Theory*, 2013, §II.6): `∫_s^t G = G·s` (G copies of `s`) for an integer `G`, else
//! `{∫_s^t G^L + t | ∫_s^t G^R - t}` on the canonical form. Heating is `∫_0^t` with numbers
//! left alone; overheating goes on into a number's own options, so `∫_0^0 7/16 = ^[3]`.

use std::collections::HashMap;

use num_bigint::{BigInt, Sign};

use super::{GameId, Games};
use crate::{Error, Surreal, MAX_PARSED_DEPTH};

impl Games {
    /// `[Exact]` `g` overheated from `s` by `t` (both games); an error when `g` is more
    /// than [`MAX_PARSED_DEPTH`] moves deep (`*n` is `n` deep), or an integer among `g`'s
    /// followers is above [`MAX_COPIES`] in size and `s` is not a number or a nimber (its
    /// copies are summed one doubling at a time).
    ///
    /// # Example
    /// ```
    /// use partisan::Games;
    /// let mut g = Games::new();
    /// let (x, zero) = (g.parse("7/16")?, g.zero());
    /// let hot = g.overheat(x, zero, zero)?;
    /// assert_eq!(hot, g.parse("^[3]")?);
    /// # Ok::<(), partisan::Error>(())
    /// ```
    pub fn overheat(&mut self, g: GameId, s: GameId, t: GameId) -> Result<GameId, Error> {
        let depth = self.depth(g);
        if depth > MAX_PARSED_DEPTH {
            return Err(Error::BadGame(format!(
                "overheating: the game is {depth} moves deep, more than the limit \
                 {MAX_PARSED_DEPTH} (each move of it is overheated)"
            )));
        }
        self.overheated(g, s, t, &mut HashMap::new())
    }

    fn overheated(
        &mut self,
        g: GameId,
        s: GameId,
        t: GameId,
        memo: &mut HashMap<GameId, GameId>,
    ) -> Result<GameId, Error> {
        if let Some(n) = self
            .as_number(g)
            .filter(|x| x.is_integer())
            .map(|x| x.floor())
        {
            return self.copies(s, &n);
        }
        if let Some(&known) = memo.get(&g) {
            return Ok(known);
        }
        let minus_t = self.neg(t);
        let (left, right) = (self.left(g).to_vec(), self.right(g).to_vec());
        let mut side = |options: Vec<GameId>, by: GameId, games: &mut Games| {
            (options.into_iter())
                .map(|o| {
                    let hot = games.overheated(o, s, t, memo)?;
                    Ok(games.add(hot, by))
                })
                .collect::<Result<Vec<GameId>, Error>>()
        };
        let left = side(left, t, self)?;
        let right = side(right, minus_t, self)?;
        let hot = self.game(&left, &right);
        memo.insert(g, hot);
        Ok(hot)
    }

    /// `n` copies of `s` (`-s` for negative `n`): `n·x + *m` (`*m` when `n` is odd) for
    /// `s = x + *m`, else by doubling.
    fn copies(&mut self, s: GameId, n: &BigInt) -> Result<GameId, Error> {
        if let Some((x, m)) = self.as_nimber(s) {
            let x = Surreal::new(x.numerator() * n, x.exponent());
            let odd = n.bit(0);
            return Ok(self.star_at(&x, if odd { m } else { 0 }));
        }
        let size = n.magnitude();
        if size.bits() > MAX_COPIES.ilog2() as u64 {
            return Err(Error::BadGame(format!(
                "overheating: {n} copies of a game that is not a number or nimber, more than \
                 the limit {MAX_COPIES}"
            )));
        }
        let (mut sum, mut power) = (self.zero(), s);
        for i in 0..size.bits() {
            if size.bit(i) {
                sum = self.add(sum, power);
            }
            if i + 1 < size.bits() {
                power = self.add(power, power);
            }
        }
        Ok(match n.sign() {
            Sign::Minus => self.neg(sum),
            _ => sum,
        })
    }
}

/// The most copies of a general game `s` summed for an integer follower of an overheated
/// game.
pub const MAX_COPIES: usize = 1 << 16;
