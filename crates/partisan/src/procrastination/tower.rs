//! One tower of cubes, bottom first, and its value in O(n) (seed 002 §2.3 pseudocode).

use std::fmt;
use std::str::FromStr;

use crate::games::{GameId, Games};
use crate::{Error, Surreal};

/// The colour of a cube: white cubes are Left's, black cubes Right's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    /// Left's cube (`W`).
    White,
    /// Right's cube (`B`).
    Black,
}

/// A tower of cubes, bottom first, written as a string of `W` and `B` (`-` or nothing for
/// the empty tower).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Tower(Vec<Colour>);

impl Tower {
    /// A tower from its cubes, bottom first.
    pub fn new(cubes: Vec<Colour>) -> Self {
        Tower(cubes)
    }

    /// The cubes, bottom first.
    pub fn cubes(&self) -> &[Colour] {
        &self.0
    }

    /// The number of cubes.
    pub fn height(&self) -> usize {
        self.0.len()
    }

    /// `[Exact]` The tower's value by the seed's O(n) algorithm: the bottom run of equal
    /// colour counts +-1 a cube, every later cube +-1/2, +-1/4, ... (white +, black -).
    pub fn value(&self) -> Surreal {
        let sign = |c: Colour| if c == Colour::White { 1 } else { -1 };
        let Some(&first) = self.0.first() else {
            return Surreal::zero();
        };
        let run = self.0.iter().take_while(|&&c| c == first).count();
        let mut x = Surreal::from(sign(first) * run as i64);
        for (k, &c) in self.0[run..].iter().enumerate() {
            let step = Surreal::unit(k as u32 + 1);
            x = if sign(c) > 0 { &x + &step } else { &x - &step };
        }
        x
    }

    /// `[Exact]` The tower as a short game, built from the rules alone (Left takes a white
    /// cube, Right a black one, leaving the cubes below): the independent check of
    /// [`Tower::value`].
    pub fn game(&self, games: &mut Games) -> GameId {
        let mut prefixes: Vec<GameId> = vec![games.zero()];
        for h in 1..=self.0.len() {
            let of = |c: Colour| -> Vec<GameId> {
                (0..h)
                    .filter(|&i| self.0[i] == c)
                    .map(|i| prefixes[i])
                    .collect()
            };
            let (left, right) = (of(Colour::White), of(Colour::Black));
            prefixes.push(games.game(&left, &right));
        }
        prefixes[self.0.len()]
    }
}

impl FromStr for Tower {
    type Err = Error;

    fn from_str(text: &str) -> Result<Self, Error> {
        let t = text.trim();
        if t == "-" {
            return Ok(Tower::default());
        }
        t.chars()
            .map(|c| match c {
                'W' | 'w' => Ok(Colour::White),
                'B' | 'b' => Ok(Colour::Black),
                other => Err(Error::BadTower(format!(
                    "tower {}: {} is not a cube (W = white, Left; B = black, Right)",
                    verify::quoted(t),
                    verify::quoted(&other.to_string())
                ))),
            })
            .collect::<Result<_, _>>()
            .map(Tower)
    }
}

impl fmt::Display for Tower {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.0.is_empty() {
            return f.write_str("-");
        }
        self.0
            .iter()
            .try_for_each(|&c| f.write_str(if c == Colour::White { "W" } else { "B" }))
    }
}
