//! Atomic weight of all-small games (Winning Ways ch. 8; Siegel, *Combinatorial Game
//! Theory*, 2013, §II.7, the atomic weight calculus): `aw(G) = G'' = {aw(G^L) - 2 |
//! aw(G^R) + 2}` unless `G''` is an integer; then, with `☆` a remote star (a nimber larger
//! than every nimber among `G`'s followers), `aw(G)` is the least integer `n` with
//! `n |> aw(G^L) - 2` for every `G^L` when `G < ☆`, the greatest `n` with
//! `n <| aw(G^R) + 2` for every `G^R` when `G > ☆`, and `G''` otherwise.

use std::collections::HashMap;

use num_bigint::BigInt;

use super::{Comparison, GameId, Games};
use crate::Surreal;

impl Games {
    /// `[Exact]` The atomic weight of an all-small game (every follower with options has
    /// options for both players: `*`, `^`, tiny-x are; `1`, `{1|0}` are not); `None` for
    /// any other game. `aw(^) = 1`, `aw(*) = 0`, `aw({^^^|vv}) = {1|0}`.
    ///
    /// # Example
    /// ```
    /// use partisan::Games;
    /// let mut g = Games::new();
    /// let x = g.parse("^^*+v<2>")?;
    /// let aw = g.atomic_weight(x).unwrap();
    /// assert_eq!(g.name(aw), "2");
    /// let one = g.parse("1")?;
    /// assert_eq!(g.atomic_weight(one), None);
    /// # Ok::<(), partisan::Error>(())
    /// ```
    pub fn atomic_weight(&mut self, g: GameId) -> Option<GameId> {
        if !self.is_all_small(g, &mut HashMap::new()) {
            return None;
        }
        Some(self.weigh(g, &mut HashMap::new()))
    }

    /// Is every follower of `g` either `0` or a game with options for both players?
    fn is_all_small(&mut self, g: GameId, memo: &mut HashMap<GameId, bool>) -> bool {
        if let Some((x, _)) = self.as_nimber(g) {
            return x.is_zero();
        }
        if let Some(&known) = memo.get(&g) {
            return known;
        }
        let (left, right) = (self.left(g).to_vec(), self.right(g).to_vec());
        let small = !left.is_empty()
            && !right.is_empty()
            && (left.iter().chain(&right)).all(|&o| self.is_all_small(o, memo));
        memo.insert(g, small);
        small
    }

    /// The atomic weight calculus on an all-small game.
    fn weigh(&mut self, g: GameId, memo: &mut HashMap<GameId, GameId>) -> GameId {
        if self.as_nimber(g).is_some() {
            // An all-small nimber `*n` (no number part): weight 0 at once, not by expanding
            // the `n` nimbers below it.
            return self.zero();
        }
        if let Some(&known) = memo.get(&g) {
            return known;
        }
        let mut side = |options: Vec<GameId>, shift: i64, games: &mut Games| -> Vec<GameId> {
            let by = games.number(&Surreal::from(shift));
            (options.into_iter())
                .map(|o| {
                    let w = games.weigh(o, memo);
                    games.add(w, by)
                })
                .collect()
        };
        let (left, right) = (self.left(g).to_vec(), self.right(g).to_vec());
        let lo = side(left, -2, self);
        let ro = side(right, 2, self);
        let naive = self.game(&lo, &ro);
        let integer = self.as_number(naive).is_some_and(Surreal::is_integer);
        let weight = match integer {
            true => self.near_integer(g, naive, &lo, &ro),
            false => naive,
        };
        memo.insert(g, weight);
        weight
    }

    /// The calculus' exceptional case, `G''` an integer: `G` against a remote star.
    fn near_integer(&mut self, g: GameId, naive: GameId, lo: &[GameId], ro: &[GameId]) -> GameId {
        let far = self.remote_star(g, &mut HashMap::new());
        let far = self.star(far);
        let zero = self.zero();
        match self.compare(g, far) {
            Comparison::Less if lo.is_empty() => zero,
            Comparison::Greater if ro.is_empty() => zero,
            Comparison::Less => {
                let least = (lo.iter())
                    .map(|&l| self.least_integer_not_below(l))
                    .max()
                    .expect("left options");
                self.number(&least)
            }
            Comparison::Greater => {
                let greatest = (ro.iter())
                    .map(|&r| -&self.least_integer_not_below_neg(r))
                    .min()
                    .expect("right options");
                self.number(&greatest)
            }
            _ => naive,
        }
    }

    /// The least integer `n` with `n |> x` (not `n <= x`).
    fn least_integer_not_below(&mut self, x: GameId) -> Surreal {
        let n = Surreal::new(self.right_stop(x).ceil(), 0);
        let at = self.number(&n);
        match self.le(at, x) {
            true => Surreal::new(n.floor() + BigInt::from(1), 0),
            false => n,
        }
    }

    /// The least integer `n` with `n |> -x`: minus the greatest `m` with `m <| x`.
    fn least_integer_not_below_neg(&mut self, x: GameId) -> Surreal {
        let minus = self.neg(x);
        self.least_integer_not_below(minus)
    }

    /// `1 +` the largest `n` of a nimber `*n` among `g`'s followers (at least 1): `*` of
    /// it is a remote star for `g`.
    fn remote_star(&mut self, g: GameId, memo: &mut HashMap<GameId, usize>) -> usize {
        if let Some((_, n)) = self.as_nimber(g) {
            return n + 1;
        }
        if let Some(&known) = memo.get(&g) {
            return known;
        }
        let mut options = self.left(g).to_vec();
        options.extend_from_slice(self.right(g));
        let far = (options.into_iter())
            .map(|o| self.remote_star(o, memo))
            .fold(1, usize::max);
        memo.insert(g, far);
        far
    }
}
