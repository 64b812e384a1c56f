//! Named games in the text: arrows in ASCII and Unicode (`^`, `v`, `↑`, `↓`, `⇑`, `⇓`, runs
//! `^^^`, counts `^3` and `3·↑`), up-nth (`^<2>`, `v<2>`, and the sums `^[2]` = `^ + ^<2>`,
//! as CGSuite prints them), and tiny
//! and miny (`tiny(2)`, CGSuite's `Tiny(2)` and `2Tiny(2)`, Unicode `⧾₂`, `⧿(1/2)`).

use num_traits::ToPrimitive;

use super::Parser;
use crate::games::{GameId, Games};
use crate::{Error, Surreal};

/// The arrow characters and how many ups (negative: downs) each stands for.
const ARROWS: [(char, i64); 6] = [
    ('^', 1),
    ('↑', 1),
    ('⇑', 2),
    ('v', -1),
    ('↓', -1),
    ('⇓', -2),
];

/// The largest `n` of up-nth `^<n>` read: its game is about `n` moves deep.
pub const MAX_UP_NTH: usize = 64;

/// The spellings of tiny and miny, and which each is.
const TINY_MINY: [(&str, bool); 6] = [
    ("tiny", true),
    ("Tiny", true),
    ("⧾", true),
    ("miny", false),
    ("Miny", false),
    ("⧿", false),
];

impl Parser<'_> {
    /// Arrows next: `^`, `^^^` or `^3` (three ups), `v`, `vv` or `v2` (two downs), the
    /// Unicode arrows alike, `^<n>` up-nth; `None` when no arrow is next. After a number
    /// (`2^`, `1/2v3`) they add to it.
    pub(super) fn arrow_term(&mut self, games: &mut Games) -> Option<Result<GameId, Error>> {
        let rest = &self.text[self.pos..];
        let first = rest.chars().next()?;
        let &(arrow, weight) = ARROWS.iter().find(|(c, _)| *c == first)?;
        let run = rest.chars().take_while(|&c| c == arrow).count();
        self.pos += run * arrow.len_utf8();
        if let Some(open @ ('<' | '[')) = self.peek() {
            return Some(self.up_nth(games, run as i64 * weight, open == '['));
        }
        let count = self.digits().map(str::to_string);
        let n = match (run, count) {
            (_, None) => run,
            (1, Some(n)) => match n.parse::<usize>() {
                Ok(n) if n >= 1 => n,
                _ => return Some(Err(self.error(&format!("{arrow}{n} needs a count >= 1")))),
            },
            (_, Some(_)) => {
                return Some(Err(self.error(&format!(
                    "write n arrows as {arrow}n or as a run of {arrow}, not both"
                ))))
            }
        };
        let ups = n.saturating_mul(weight.unsigned_abs() as usize);
        Some(self.arrows(games, ups, weight > 0))
    }

    /// `n` ups (or downs), refused past the depth limit.
    pub(super) fn arrows(
        &mut self,
        games: &mut Games,
        n: usize,
        up: bool,
    ) -> Result<GameId, Error> {
        self.shallow(n, "the multiple of up")?;
        let u = games.up();
        let one = if up { u } else { games.neg(u) };
        let mut g = one;
        for _ in 1..n {
            g = self.sum(games, g, one)?;
        }
        Ok(g)
    }

    /// `<n>` after one arrow (`sign` +1 or -1): up-nth `↑^n` or its negative; `[n]`
    /// (`sum`): `↑^{→n}`, the sum of the first `n` of them.
    fn up_nth(&mut self, games: &mut Games, sign: i64, sum: bool) -> Result<GameId, Error> {
        self.pos += 1;
        let n = self.digits().and_then(|d| d.parse::<usize>().ok());
        let close = if sum { ']' } else { '>' };
        if !self.eat(close) || sign.abs() != 1 {
            return Err(self.error("expected ^<n> or ^[n] (v<n>, v[n]), e.g. ^<2>"));
        }
        match n {
            Some(n @ 1..=MAX_UP_NTH) => {
                let g = if sum {
                    games.up_sum(n)
                } else {
                    games.up_nth(n)
                };
                Ok(if sign > 0 { g } else { games.neg(g) })
            }
            _ => Err(self.error(&format!("^<n> and ^[n] need 1 <= n <= {MAX_UP_NTH}"))),
        }
    }

    /// `k·↑` (`k` ups, `k·↓` downs) after the integer `k`, the `·` next.
    pub(super) fn multiple(&mut self, games: &mut Games, k: &Surreal) -> Result<GameId, Error> {
        self.pos += '·'.len_utf8();
        let count = (k.is_integer().then(|| k.floor().to_usize()).flatten())
            .filter(|&k| k >= 1)
            .ok_or_else(|| self.error(&format!("{k}·↑ needs a count >= 1")))?;
        let arrow = self
            .peek()
            .and_then(|c| ARROWS.iter().find(|(a, _)| *a == c));
        let Some(&(arrow, weight)) = arrow else {
            return Err(self.error("expected an arrow after `·`, e.g. 3·↑"));
        };
        self.pos += arrow.len_utf8();
        let ups = count.saturating_mul(weight.unsigned_abs() as usize);
        self.arrows(games, ups, weight > 0)
    }

    /// Tiny or miny next (`tiny(G)`, `⧾₂`); `None` when neither is.
    pub(super) fn tiny_miny(&mut self, games: &mut Games) -> Option<Result<GameId, Error>> {
        let rest = &self.text[self.pos..];
        let &(word, tiny) = TINY_MINY.iter().find(|(w, _)| rest.starts_with(w))?;
        self.pos += word.len();
        let g = match self.subscript() {
            Some(n) => n.map(|n| games.number(&n)),
            None if self.peek() == Some('(') => self.parenthesised(games),
            None => Err(self.error(&format!("expected {word}(G), e.g. {word}(2)"))),
        };
        Some(g.and_then(|g| {
            self.shallow(games.depth(g).saturating_add(2), "tiny-G")?;
            Ok(if tiny { games.tiny(g) } else { games.miny(g) })
        }))
    }

    /// Subscript digits next (`₂`, `₁₀`) as a number.
    fn subscript(&mut self) -> Option<Result<Surreal, Error>> {
        let rest = &self.text[self.pos..];
        let digits: String = (rest.chars()).map_while(subscript_digit).collect();
        if digits.is_empty() {
            return None;
        }
        self.pos += digits.chars().count() * '₀'.len_utf8();
        Some(digits.parse())
    }
}

/// `'₀'..='₉'` as `'0'..='9'`.
fn subscript_digit(c: char) -> Option<char> {
    let d = (c as u32).checked_sub('₀' as u32).filter(|&d| d < 10)?;
    char::from_digit(d, 10)
}
