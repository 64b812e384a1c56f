//! Printing games: numbers as dyadics, the usual names `*`, `*n`, `x*n`, `up`, `down`,
//! `up*`, `down*`, multiples of up as runs of arrows (`^^`, `^^*`, `vvv`; shifted by a
//! number as `x+up`, `x+^^`), the switches `+-x` and `+-(x*n)`, `tiny(x)` and `miny(x)`
//! (shifted: `x+tiny(y)`), up-nths `^<n>`, `v<n>` and their sums `^[n]`, `v[n]` (with a star:
//! `^[n]*`, `v[n]*`), everything else as
//! `{L1,L2|R1}` with each side's options in the order of their texts, so one value has one
//! text in every arena.

use std::collections::HashMap;

use crate::games::{GameId, Games};
use crate::Surreal;

impl Games {
    /// The usual name of `g`, or its canonical form in `{|}` notation. The text parses back
    /// with [`Games::parse`](crate::Games::parse) to the same game. A canonical form's text
    /// can be exponentially longer than the game (sums of hot games): ask
    /// [`Games::name_len`] first where that matters.
    pub fn name(&self, g: GameId) -> String {
        self.name_memo(g, &mut HashMap::new())
    }

    /// The length in bytes of [`Games::name`], without building it (saturating at
    /// `usize::MAX`).
    pub fn name_len(&self, g: GameId) -> usize {
        self.name_len_memo(g, &mut HashMap::new())
    }

    fn name_len_memo(&self, g: GameId, memo: &mut HashMap<GameId, usize>) -> usize {
        if let Some(&known) = memo.get(&g) {
            return known;
        }
        let len = match self.usual_name(g) {
            Some(name) => name.len(),
            None => {
                let mut side = |opts: &[GameId]| {
                    let commas = opts.len().saturating_sub(1);
                    (opts.iter()).fold(commas, |sum, &o| {
                        sum.saturating_add(self.name_len_memo(o, memo))
                    })
                };
                let (left, right) = self.built(g);
                side(left).saturating_add(side(right)).saturating_add(3)
            }
        };
        memo.insert(g, len);
        len
    }

    /// [`Games::name`] remembering every option's name: a game's options share their own.
    fn name_memo(&self, g: GameId, memo: &mut HashMap<GameId, String>) -> String {
        if let Some(known) = memo.get(&g) {
            return known.clone();
        }
        let name = self.usual_name(g).unwrap_or_else(|| {
            let mut list = |opts: &[GameId]| {
                let mut names: Vec<String> =
                    opts.iter().map(|&o| self.name_memo(o, memo)).collect();
                names.sort();
                names.join(",")
            };
            let (left, right) = self.built(g);
            let left = list(left);
            format!("{{{left}|{}}}", list(right))
        });
        memo.insert(g, name.clone());
        name
    }

    /// A number, `x*n`, or `x+up` and its kin; `None` for a game written `{L|R}`.
    fn usual_name(&self, g: GameId) -> Option<String> {
        if let Some(x) = self.as_number(g) {
            return Some(x.to_string());
        }
        if let Some((x, n)) = self.number_star(g) {
            let star = match n {
                1 => "*".to_string(),
                _ => format!("*{n}"),
            };
            return Some(if x.is_zero() {
                star
            } else {
                format!("{x}{star}")
            });
        }
        if let Some(x) = self.plus_minus(g) {
            return Some(format!("+-{x}"));
        }
        if let Some((x, word, by)) = self.tiny_miny(g) {
            let word = format!("{word}({by})");
            return Some(match x.is_zero() {
                true => word,
                false => format!("{x}+{word}"),
            });
        }
        if let Some((n, up)) = self.up_sum_of(g).filter(|&(n, _)| n >= 2) {
            return Some(format!("{}[{n}]", if up { '^' } else { 'v' }));
        }
        if let Some((n, up)) = self.up_nth_of(g) {
            return Some(format!("{}<{n}>", if up { '^' } else { 'v' }));
        }
        for (down, arrow) in [(true, 'v'), (false, '^')] {
            if let Some(k) = self.star_down_chain(g, down).filter(|&k| k >= 2) {
                return Some(format!("{arrow}[{k}]*"));
            }
        }
        let (x, n, star) = self.arrows(g)?;
        let word = match (n, star) {
            (1, false) => "up".to_string(),
            (-1, false) => "down".to_string(),
            (1, true) => "up*".to_string(),
            (-1, true) => "down*".to_string(),
            _ => {
                let arrow = if n > 0 { "^" } else { "v" };
                arrow.repeat(n.unsigned_abs() as usize) + if star { "*" } else { "" }
            }
        };
        Some(if x.is_zero() {
            word
        } else {
            format!("{x}+{word}")
        })
    }

    /// `Some("x")` or `Some("(x*n)")` for the switch `+-x = {x | -x}`, `x > 0` a number,
    /// or `+-(x*n) = {x*n | -x*n}` (in parentheses, as CGSuite writes it).
    fn plus_minus(&self, g: GameId) -> Option<String> {
        let (&[a], &[b]) = self.built(g) else {
            return None;
        };
        let ((x, n), (y, m)) = (self.as_nimber(a)?, self.as_nimber(b)?);
        let switch = x > &Surreal::zero() && y == &-x && n == m;
        switch.then(|| match n {
            0 => x.to_string(),
            1 => format!("({x}*)"),
            _ => format!("({x}*{n})"),
        })
    }

    /// `Some((x, "tiny", y))` for `x + tiny-y = {x || x | x - y}` and `Some((x, "miny", y))`
    /// for `x + miny-y = {x + y | x || x}`, `x` and `y > 0` numbers.
    fn tiny_miny(&self, g: GameId) -> Option<(Surreal, &'static str, Surreal)> {
        let (&[a], &[b]) = self.built(g) else {
            return None;
        };
        let (x, word, inner, far) = match (self.as_number(a), self.as_number(b)) {
            (Some(x), None) => (x, "tiny", b, false),
            (None, Some(x)) => (x, "miny", a, true),
            _ => return None,
        };
        if self.as_nimber(inner).is_some() {
            return None;
        }
        let (&[l], &[r]) = self.built(inner) else {
            return None;
        };
        let (near, far) = if far { (r, l) } else { (l, r) };
        let y = self.as_number(far)?;
        let by = if word == "tiny" { x - y } else { y - x };
        (self.as_number(near) == Some(x) && by > Surreal::zero()).then(|| (x.clone(), word, by))
    }

    /// `Some((n, true))` for `^[n] = ↑^{→n} = {^[n-1] | *}` (`^[1] = up`), `Some((n, false))`
    /// for its negative `v[n] = {* | v[n-1]}` (CGSuite's names; Siegel §II.4).
    fn up_sum_of(&self, g: GameId) -> Option<(usize, bool)> {
        if self.as_nimber(g).is_some() {
            return None;
        }
        let (&[a], &[b]) = self.built(g) else {
            return None;
        };
        match (self.is_star(a), self.is_star(b)) {
            (false, true) if self.is_zero_game(a) => Some((1, true)),
            (false, true) => self
                .up_sum_of(a)
                .filter(|&(_, up)| up)
                .map(|(n, _)| (n + 1, true)),
            (true, false) if self.is_zero_game(b) => Some((1, false)),
            (true, false) => self
                .up_sum_of(b)
                .filter(|&(_, up)| !up)
                .map(|(n, _)| (n + 1, false)),
            _ => None,
        }
    }

    /// `Some((n, true))` for up-nth `^<n> = {0 | * + v[n-1]}`, `n >= 2`, and `Some((n,
    /// false))` for `v<n>`: in canonical form `* + v[1] = down*` and `* + v[k] = {0 | 0,
    /// * + v[k-1]}`.
    fn up_nth_of(&self, g: GameId) -> Option<(usize, bool)> {
        match self.built(g) {
            (&[a], &[b]) if self.is_zero_game(a) => {
                self.star_down_chain(b, true).map(|k| (k + 1, true))
            }
            (&[a], &[b]) if self.is_zero_game(b) => {
                self.star_down_chain(a, false).map(|k| (k + 1, false))
            }
            _ => None,
        }
    }

    /// `Some(k)` when `g = * + v[k]` (`down`; `{0 | 0, * + v[k-1]}`, `down*` for `k = 1`)
    /// or `* + ^[k]` (not `down`; its negative).
    fn star_down_chain(&self, g: GameId, down: bool) -> Option<usize> {
        if self.as_nimber(g).is_some() {
            return None;
        }
        let (left, right) = self.built(g);
        let (single, pair) = if down { (left, right) } else { (right, left) };
        let (&[s], &[p, q]) = (single, pair) else {
            return None;
        };
        let other = match (
            self.is_zero_game(s),
            self.is_zero_game(p),
            self.is_zero_game(q),
        ) {
            (true, true, false) => q,
            (true, false, true) => p,
            _ => return None,
        };
        match self.is_star(other) {
            true => Some(1),
            false => self.star_down_chain(other, down).map(|k| k + 1),
        }
    }

    /// Is `g` the game `0`?
    fn is_zero_game(&self, g: GameId) -> bool {
        self.as_number(g).is_some_and(Surreal::is_zero)
    }

    /// Is `g` the game `*`?
    fn is_star(&self, g: GameId) -> bool {
        self.as_nimber(g)
            .is_some_and(|(x, n)| x.is_zero() && n == 1)
    }

    /// `Some((x, n))` when `g = x + *n` (`n = 0` for the number itself).
    fn number_star(&self, g: GameId) -> Option<(Surreal, usize)> {
        self.as_nimber(g).map(|(x, n)| (x.clone(), n))
    }

    /// `Some((x, n, star))` when `g = x + n.up (+ *)`: `up`, `down`, `up*`, `down*`, and
    /// for `n >= 2` `n.up = {x | x + (n-1).up*}`, `n.up* = {x | x + (n-1).up}` (Siegel §II.4),
    /// negatives alike.
    fn arrows(&self, g: GameId) -> Option<(Surreal, i64, bool)> {
        if self.as_nimber(g).is_some() {
            return None;
        }
        if let Some((x, word)) = self.number_up(g) {
            let (n, star) = match word {
                "up" => (1, false),
                "down" => (-1, false),
                "up*" => (1, true),
                _ => (-1, true),
            };
            return Some((x, n, star));
        }
        let (&[a], &[b]) = self.built(g) else {
            return None;
        };
        if let Some(x) = self.as_number(a) {
            let (y, m, star) = self.arrows(b)?;
            return (&y == x && m >= 1).then(|| (y, m + 1, !star));
        }
        let x = self.as_number(b)?;
        let (y, m, star) = self.arrows(a)?;
        (&y == x && m <= -1).then(|| (y, m - 1, !star))
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
        let (left, right) = self.built(g);
        let (lx, ls) = shape(left)?;
        let (rx, rs) = shape(right)?;
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
