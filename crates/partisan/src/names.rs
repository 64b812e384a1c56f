//! Printing games: numbers as dyadics, the usual names `*`, `*n`, `x*n`, `up`, `down`,
//! `up*`, `down*` (shifted by a number as `x+up`), everything else as `{L1,L2|R1}`.

use std::collections::HashMap;

use crate::games::{GameId, Games};
use crate::Surreal;

impl Games {
    /// The usual name of `g`, or its canonical form in `{|}` notation. The text parses back
    /// with [`Games::parse`](crate::Games::parse) to the same game.
    pub fn name(&self, g: GameId) -> String {
        if let Some(x) = self.as_number(g) {
            return x.to_string();
        }
        if let Some((x, n)) = self.number_star(g) {
            let star = if n == 1 {
                "*".to_string()
            } else {
                format!("*{n}")
            };
            return if x.is_zero() {
                star
            } else {
                format!("{x}{star}")
            };
        }
        if let Some((x, word)) = self.number_up(g) {
            return if x.is_zero() {
                word.to_string()
            } else {
                format!("{x}+{word}")
            };
        }
        let list = |opts: &[GameId]| {
            opts.iter()
                .map(|&o| self.name(o))
                .collect::<Vec<_>>()
                .join(",")
        };
        format!("{{{}|{}}}", list(self.left(g)), list(self.right(g)))
    }

    /// `Some((x, n))` when `g = x + *n` (`n = 0` for the number itself): the left and right
    /// options are both exactly `x, x*, ..., x*(n-1)`.
    fn number_star(&self, g: GameId) -> Option<(Surreal, usize)> {
        self.number_star_memo(g, &mut HashMap::new())
    }

    /// [`Games::number_star`] remembering every option's answer: `*n`'s options are `*0` to
    /// `*(n-1)`, so without the memo the check takes 2^n steps.
    fn number_star_memo(
        &self,
        g: GameId,
        memo: &mut HashMap<GameId, Option<(Surreal, usize)>>,
    ) -> Option<(Surreal, usize)> {
        if let Some(x) = self.as_number(g) {
            return Some((x.clone(), 0));
        }
        if let Some(known) = memo.get(&g) {
            return known.clone();
        }
        let answer = self.number_star_options(g, memo);
        memo.insert(g, answer.clone());
        answer
    }

    fn number_star_options(
        &self,
        g: GameId,
        memo: &mut HashMap<GameId, Option<(Surreal, usize)>>,
    ) -> Option<(Surreal, usize)> {
        let (left, right) = (self.left(g), self.right(g));
        if left != right || left.is_empty() {
            return None;
        }
        let parts: Vec<(Surreal, usize)> = left
            .iter()
            .map(|&o| self.number_star_memo(o, memo))
            .collect::<Option<_>>()?;
        let x = parts[0].0.clone();
        let mut stars: Vec<usize> = parts
            .iter()
            .map(|(y, k)| (y == &x).then_some(*k))
            .collect::<Option<_>>()?;
        stars.sort_unstable();
        (stars.iter().copied().eq(0..left.len())).then_some((x, left.len()))
    }

    /// `Some((x, name))` for `x + up = {x | x*}`, `x + down = {x* | x}`,
    /// `x + up* = {x, x* | x}` and `x + down* = {x | x, x*}`.
    fn number_up(&self, g: GameId) -> Option<(Surreal, &'static str)> {
        let shape = |opts: &[GameId]| -> Option<(Surreal, Vec<usize>)> {
            let parts: Vec<(Surreal, usize)> = opts
                .iter()
                .map(|&o| self.number_star(o))
                .collect::<Option<_>>()?;
            let x = parts.first()?.0.clone();
            let mut stars: Vec<usize> = parts
                .iter()
                .map(|(y, k)| (y == &x).then_some(*k))
                .collect::<Option<_>>()?;
            stars.sort_unstable();
            Some((x, stars))
        };
        let (lx, ls) = shape(self.left(g))?;
        let (rx, rs) = shape(self.right(g))?;
        if lx != rx {
            return None;
        }
        let word = match (ls.as_slice(), rs.as_slice()) {
            ([0], [1]) => "up",
            ([1], [0]) => "down",
            ([0, 1], [0]) => "up*",
            ([0], [0, 1]) => "down*",
            _ => return None,
        };
        Some((lx, word))
    }
}
