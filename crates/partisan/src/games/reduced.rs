//! The reduced canonical form: the simplest game infinitesimally close to `G` (Calistrate,
//! 1996; Grossman and Siegel, *Reductions of partizan games*, 2009; Siegel, *Combinatorial
//! Game Theory*, 2013, §II.6). Two games have the same reduced canonical form exactly when
//! their difference is infinitesimal.
//!
//! `G >=_Inf H` when `G + e >= H` for some infinitesimal `e`, which holds exactly when the
//! right stop of `G - H` is at least 0. A game whose stops are both `x` is infinitesimally
//! close to the number `x`, and reduces to it. Any other game reduces by reducing its
//! options, then removing options Inf-dominated by another (`G^L1 <=_Inf G^L2`, `G^R1 >=_Inf
//! G^R2`) and bypassing Inf-reversible ones (`G^L1` with some `G^L1R <=_Inf G` becomes the
//! left options of that `G^L1R`, Right's alike) until neither applies.

use std::collections::HashMap;

use super::{canonical, GameId, Games};
use crate::Surreal;

impl Games {
    /// `[Exact]` The reduced canonical form of `g` (module docs): the number a game with
    /// equal stops is close to, else the game with no Inf-dominated or Inf-reversible
    /// option. Canonical forms that differ by an infinitesimal (`^`, `*`, `tiny`) share it.
    ///
    /// # Example
    /// ```
    /// use partisan::Games;
    /// let mut g = Games::new();
    /// let x = g.parse("{{2|0}, 1* | *}")?;
    /// let reduced = g.reduced(x);
    /// assert_eq!(g.name(reduced), "{1|0}");
    /// # Ok::<(), partisan::Error>(())
    /// ```
    pub fn reduced(&mut self, g: GameId) -> GameId {
        self.reduced_memo(g, &mut Reduction::default())
    }

    /// `[Exact]` `G >=_Inf H`: `G + e >= H` for some infinitesimal `e` (the right stop of
    /// `G - H` is at least 0).
    pub fn ge_inf(&mut self, g: GameId, h: GameId) -> bool {
        Reduction::default().ge_inf(self, g, h)
    }

    fn reduced_memo(&mut self, g: GameId, memo: &mut Reduction) -> GameId {
        if let Some((x, _)) = self.as_nimber(g) {
            let x = x.clone();
            return self.number(&x);
        }
        if let Some(&known) = memo.done.get(&g) {
            return known;
        }
        let (left_stop, right_stop) = memo.stops(self, g);
        let answer = match left_stop == right_stop {
            true => self.number(&left_stop),
            false => {
                let (left, right) = (self.left(g).to_vec(), self.right(g).to_vec());
                let left = left
                    .into_iter()
                    .map(|o| self.reduced_memo(o, memo))
                    .collect();
                let right = right
                    .into_iter()
                    .map(|o| self.reduced_memo(o, memo))
                    .collect();
                memo.simplest(self, left, right)
            }
        };
        memo.done.insert(g, answer);
        answer
    }
}

/// What one reduction has computed: each game's reduced form, and stops.
#[derive(Default)]
struct Reduction {
    done: HashMap<GameId, GameId>,
    stops: HashMap<GameId, (Surreal, Surreal)>,
}

impl Reduction {
    /// Left and right stops, from the options: a number's are itself, else Left's is the
    /// largest right stop of a left option and Right's the least left stop of a right one.
    fn stops(&mut self, games: &mut Games, g: GameId) -> (Surreal, Surreal) {
        if let Some((x, _)) = games.as_nimber(g) {
            return (x.clone(), x.clone());
        }
        if let Some(known) = self.stops.get(&g) {
            return known.clone();
        }
        let (left, right) = (games.left(g).to_vec(), games.right(g).to_vec());
        let left = (left.into_iter()).map(|o| self.stops(games, o).1).max();
        let right = (right.into_iter()).map(|o| self.stops(games, o).0).min();
        let answer = (
            left.expect("a game that is not a number has a left option"),
            right.expect("a game that is not a number has a right option"),
        );
        self.stops.insert(g, answer.clone());
        answer
    }

    /// `G >=_Inf H`.
    fn ge_inf(&mut self, games: &mut Games, g: GameId, h: GameId) -> bool {
        let minus_h = games.neg(h);
        let difference = games.add(g, minus_h);
        self.stops(games, difference).1 >= Surreal::zero()
    }

    /// `{left | right}` (options reduced) without Inf-dominated or Inf-reversible options.
    fn simplest(&mut self, games: &mut Games, left: Vec<GameId>, right: Vec<GameId>) -> GameId {
        let make = |games: &mut Games, l: &[GameId], r: &[GameId]| games.game(l, r);
        let mut le_inf = |games: &mut Games, x, y| self.ge_inf(games, y, x);
        let (left, right) = canonical::reduce(games, left, right, &mut le_inf, make);
        games.game(&left, &right)
    }
}
