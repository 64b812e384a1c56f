//! Temperature theory, exact on dyadic rationals: stops, thermographs, mean and temperature,
//! cooling and heating (Winning Ways ch. 6; Siegel, *Combinatorial Game Theory*, 2013,
//! §II.5 and §II.6; Albert, Nowakowski and Wolfe, *Lessons in Play*, ch. 6).
//!
//! The thermograph of a number `x = j / 2^k` is the mast at `x`, its temperature `-1/2^k`
//! (`-1` for integers). For any other game `G`, with the walls of its options' thermographs,
//! the left scaffold is `max over G^L of (right wall of G^L)(t) - t`, the right scaffold
//! `min over G^R of (left wall of G^R)(t) + t`; they meet at the temperature `t(G)`, at the
//! mean `m(G)`, and above it the thermograph is the mast at `m(G)`.

use std::collections::HashMap;

use super::wall::Wall;
use super::{GameId, Games};
use crate::Surreal;

/// `[Exact]` The thermograph of a game: its two walls for `t >= 0` (each a [`Wall`], the mast
/// above the temperature included), its mean and its temperature.
///
/// # Example
/// ```
/// use partisan::Games;
/// let mut g = Games::new();
/// let pm = g.parse("{3|-1}")?;
/// let th = g.thermograph(pm);
/// assert_eq!((th.mean.to_string(), th.temperature.to_string()), ("1".into(), "2".into()));
/// # Ok::<(), partisan::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Thermograph {
    /// The left wall: Left's stop of the game cooled by `t`.
    pub left: Wall,
    /// The right wall: Right's stop of the game cooled by `t`.
    pub right: Wall,
    /// The mean value `m(G)`.
    pub mean: Surreal,
    /// The temperature `t(G)`: negative for numbers, at least 0 for any other game.
    pub temperature: Surreal,
}

impl Games {
    /// `[Exact]` Left's stop: `x` for a number `x`, else the largest right stop of a left
    /// option (Siegel §II.5).
    pub fn left_stop(&self, g: GameId) -> Surreal {
        self.thermograph(g).left.value(&Surreal::zero())
    }

    /// `[Exact]` Right's stop: `x` for a number `x`, else the smallest left stop of a right
    /// option.
    pub fn right_stop(&self, g: GameId) -> Surreal {
        self.thermograph(g).right.value(&Surreal::zero())
    }

    /// `[Exact]` The thermograph of `g`, from its options' thermographs (module docs).
    pub fn thermograph(&self, g: GameId) -> Thermograph {
        self.thermograph_memo(g, &mut HashMap::new())
    }

    fn thermograph_memo(&self, g: GameId, memo: &mut HashMap<GameId, Thermograph>) -> Thermograph {
        if let Some(known) = memo.get(&g) {
            return known.clone();
        }
        let answer = match self.as_nimber(g) {
            Some((x, 0)) => number_thermograph(x),
            Some((x, _)) => nimber_thermograph(x),
            None => {
                let mut side = |options: &[GameId], left: bool| -> Vec<Wall> {
                    (options.iter())
                        .map(|&o| {
                            let th = self.thermograph_memo(o, memo);
                            match left {
                                true => th.right.tilted(-1),
                                false => th.left.tilted(1),
                            }
                        })
                        .collect()
                };
                let (left, right) = self.built(g);
                let lefts = side(left, true);
                let rights = side(right, false);
                scaffold_thermograph(&Wall::max(&lefts), &Wall::min(&rights))
            }
        };
        memo.insert(g, answer.clone());
        answer
    }

    /// `[Exact]` `g` cooled by `t >= 0`: `G_t = {G^L_t - t | G^R_t + t}`, except that above
    /// the temperature it is the mean (Siegel Definition II.5.1).
    pub fn cool(&mut self, g: GameId, t: &Surreal) -> GameId {
        self.tempered(g, t, Temper::Cool, &mut Tempering::default())
    }

    /// `[Exact]` `g` heated by `t`: `∫^t G = G` for a number, else `{t + ∫^t G^L | -t + ∫^t
    /// G^R}` on the canonical form (Siegel §II.6; heating depends on the form, and this is
    /// the canonical one's).
    pub fn heat(&mut self, g: GameId, t: &Surreal) -> GameId {
        self.tempered(g, t, Temper::Heat, &mut Tempering::default())
    }

    /// Cooling or heating by `t`, each option once: Left's options moved by `-t` (cooling)
    /// or `+t` (heating), Right's the other way.
    fn tempered(&mut self, g: GameId, t: &Surreal, how: Temper, memo: &mut Tempering) -> GameId {
        if self.as_number(g).is_some() || t.is_zero() {
            return g;
        }
        if let Some(&known) = memo.done.get(&g) {
            return known;
        }
        if how == Temper::Cool {
            let th = self.thermograph_memo(g, &mut memo.thermographs);
            if t > &th.temperature {
                return self.number(&th.mean);
            }
        }
        let (minus_t, plus_t) = (self.number(&-t), self.number(t));
        let (left_by, right_by) = match how {
            Temper::Cool => (minus_t, plus_t),
            Temper::Heat => (plus_t, minus_t),
        };
        let mut side = |options: Vec<GameId>, by: GameId, games: &mut Games| -> Vec<GameId> {
            (options.into_iter())
                .map(|o| {
                    let moved = games.tempered(o, t, how, memo);
                    games.add(moved, by)
                })
                .collect()
        };
        let left = side(self.left(g).to_vec(), left_by, self);
        let right = side(self.right(g).to_vec(), right_by, self);
        let answer = self.game(&left, &right);
        memo.done.insert(g, answer);
        answer
    }
}

/// Cooling or heating.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Temper {
    Cool,
    Heat,
}

/// What one cooling or heating has computed: each game's result, and thermographs.
#[derive(Default)]
struct Tempering {
    done: HashMap<GameId, GameId>,
    thermographs: HashMap<GameId, Thermograph>,
}

/// A number's thermograph: the mast at `x`, temperature `-2^-k` for `x = j / 2^k`, -1 for an
/// integer.
fn number_thermograph(x: &Surreal) -> Thermograph {
    let temperature = match x.exponent() {
        0 => Surreal::from(-1),
        k => -&Surreal::unit(k),
    };
    Thermograph {
        left: Wall::constant(x),
        right: Wall::constant(x),
        mean: x.clone(),
        temperature,
    }
}

/// The thermograph of `x + *n`, `n >= 1`: the mast at `x` from temperature 0.
fn nimber_thermograph(x: &Surreal) -> Thermograph {
    Thermograph {
        temperature: Surreal::zero(),
        ..number_thermograph(x)
    }
}

/// The thermograph of a game that is not a number, from its left and right scaffolds: the
/// walls up to where they meet (the stops satisfy left >= right at 0, so they do), then the
/// mast.
fn scaffold_thermograph(left: &Wall, right: &Wall) -> Thermograph {
    let temperature = (left.minus(right).first_nonpositive())
        .expect("a left scaffold falls and a right one rises until they meet");
    let mean = left.value(&temperature);
    Thermograph {
        left: left.capped(&temperature),
        right: right.capped(&temperature),
        mean,
        temperature,
    }
}
