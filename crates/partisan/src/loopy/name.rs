//! Names of stoppers in simplest form, as CGSuite 2.x writes them (its `CanonicalStopper`
//! and `SimplifiedLoopyGame` output): short positions by their short names (`^` for up,
//! braces with slashes `{2||1|0}`), `on`, `off`, `over`, `under` and `x over`, `x under`
//! (`3/2under`), switches `+-G`, `Tiny(G)` and `Miny(G)`, the upon family `^[on]`,
//! `v[on]*`, `^<on>`, and any other position in braces and slashes, a position met again
//! inside itself named by a letter (`a{0|a}`) and a move to itself written `pass`.

use std::collections::HashMap;

use super::survival::Table;
use super::{graph, Graph, Loopy};
use super::{order, stops};
use crate::games::{GameId, Games};
use crate::{Error, Surreal};

/// A slash run that CGSuite always brackets.
const MAX_SLASHES: usize = 4;

/// `start`'s name.
pub fn name(graph: &Graph, start: usize, games: &mut Games) -> Result<String, Error> {
    let mut namer = Namer::new(graph, games)?;
    let mut out = String::new();
    namer.write(start, &mut out, true, &mut HashMap::new(), &mut 0);
    Ok(out)
}

struct Namer<'g> {
    /// The game and its negative side by side: position `v`'s negative is `v + n`.
    both: Graph,
    n: usize,
    table: Table,
    /// Whether each position is a stopper: only stoppers get names by value (a switch,
    /// `Tiny`, the upon family); the positions of a side that is no stopper are written
    /// out.
    stopper: Vec<bool>,
    games: &'g mut Games,
    short: HashMap<usize, Option<GameId>>,
}

impl<'g> Namer<'g> {
    fn new(graph: &Graph, games: &'g mut Games) -> Result<Namer<'g>, Error> {
        let negated = graph.negated();
        let (both, _, _) = graph::disjoint(graph, 0, &negated, 0);
        let table = Table::new(&both, games)?;
        let stopper = both.stoppers();
        Ok(Namer {
            both,
            n: graph.len(),
            table,
            stopper,
            games,
            short: HashMap::new(),
        })
    }

    fn neg(&self, u: usize) -> usize {
        (u + self.n) % (2 * self.n)
    }

    /// The short game at `u`, when no position repeats below it.
    fn short(&mut self, u: usize) -> Option<GameId> {
        if let Some(&known) = self.short.get(&u) {
            return known;
        }
        let g =
            (self.both.cycle_free(u)).then(|| self.both.short(u, self.games, &mut HashMap::new()));
        self.short.insert(u, g);
        g
    }

    fn number(&mut self, u: usize) -> Option<Surreal> {
        let g = self.short(u)?;
        self.games.as_number(g).cloned()
    }

    fn nimber(&mut self, u: usize) -> Option<(Surreal, usize)> {
        let g = self.short(u)?;
        self.games.as_nimber(g).map(|(x, n)| (x.clone(), n))
    }

    /// Writes `u`; the number of slashes it ends with when written without braces.
    fn write(
        &mut self,
        u: usize,
        out: &mut String,
        force_brackets: bool,
        stack: &mut HashMap<usize, Option<String>>,
        named: &mut usize,
    ) -> usize {
        if let Some(text) = self.special(u) {
            out.push_str(&text);
            return 0;
        }
        if let Some(label) = stack.get(&u) {
            let label = label.clone().unwrap_or_else(|| {
                let fresh = letter(*named);
                *named += 1;
                stack.insert(u, Some(fresh.clone()));
                fresh
            });
            out.push_str(&label);
            return 0;
        }
        stack.insert(u, None);
        let mut slashes = 0;
        let mut sides = [String::new(), String::new()];
        for (side, left) in sides.iter_mut().zip([true, false]) {
            let options = self.sorted(u, left);
            for (i, &o) in options.iter().enumerate() {
                if i > 0 {
                    side.push(',');
                }
                match o == u {
                    true => side.push_str("pass"),
                    false => {
                        let s = self.write(o, side, options.len() > 1, stack, named);
                        slashes = slashes.max(s);
                    }
                }
            }
        }
        let label = stack.remove(&u).flatten();
        slashes += 1;
        let [left, right] = sides;
        let (lo, ro) = (self.both.left[u].len(), self.both.right[u].len());
        let brackets =
            force_brackets || label.is_some() || lo == 0 || ro == 0 || slashes == MAX_SLASHES;
        out.push_str(label.as_deref().unwrap_or(""));
        let bars = "|".repeat(slashes);
        match brackets {
            true => out.push_str(&format!("{{{left}{bars}{right}}}")),
            false => out.push_str(&format!("{left}{bars}{right}")),
        }
        if brackets {
            0
        } else {
            slashes
        }
    }

    /// `u`'s options for one player, the short ones first (in CGSuite's deterministic
    /// order), then the rest in CGSuite's order of their hashes.
    fn sorted(&mut self, u: usize, left: bool) -> Vec<usize> {
        let options = self.both.options(u, left).to_vec();
        let mut short: Vec<(GameId, usize)> = Vec::new();
        let mut loopy = Vec::new();
        for o in options {
            match self.short(o) {
                Some(g) => short.push((g, o)),
                None => loopy.push(o),
            }
        }
        let games = &*self.games;
        short.sort_by(|a, b| short_order(games, a.0, b.0));
        order::sorted(&self.both, &mut loopy);
        short.into_iter().map(|(_, o)| o).chain(loopy).collect()
    }

    /// A name that is not braces: a short game's usual name, a pseudonumber, a switch,
    /// `Tiny`/`Miny` or the upon family.
    fn special(&mut self, u: usize) -> Option<String> {
        if let Some(g) = self.short(u) {
            return self.short_name(g);
        }
        if !self.stopper[u] {
            return None;
        }
        self.pseudonumber(u)
            .or_else(|| self.switch(u))
            .or_else(|| self.tiny(u))
            .or_else(|| self.upon_name(u))
    }

    /// A short game's name as CGSuite writes it, or `None` for braces.
    fn short_name(&mut self, g: GameId) -> Option<String> {
        let name = self.games.name(g);
        if name.starts_with('{') {
            return None;
        }
        let words = [
            ("up*", "^*"),
            ("down*", "v*"),
            ("up", "^"),
            ("down", "v"),
            ("tiny(", "Tiny("),
            ("miny(", "Miny("),
            ("+^", "^"),
            ("+v", "v"),
        ];
        Some(words.iter().fold(name, |n, (from, to)| n.replace(from, to)))
    }

    /// `on`, `off`, `x over` (`{x|pass}`) and `x under` (`{pass|x}`).
    fn pseudonumber(&mut self, u: usize) -> Option<String> {
        let (lo, ro) = (self.both.left[u].clone(), self.both.right[u].clone());
        stops::pseudonumber(u, &lo, &ro, |v| self.number(v)).map(|p| p.to_string())
    }

    /// `+-G` for a game equal to its negative, `G` its one Left option (or `{G1,G2}`).
    fn switch(&mut self, u: usize) -> Option<String> {
        if !self.table.eq(u, self.neg(u)) {
            return None;
        }
        let lo = self.sorted(u, true);
        let mut inner = String::new();
        for (i, &o) in lo.iter().enumerate() {
            if i > 0 {
                inner.push(',');
            }
            self.write(o, &mut inner, true, &mut HashMap::new(), &mut 0);
        }
        Some(match lo.len() {
            1 if numberish(&inner) => format!("+-({inner})"),
            1 => format!("+-{inner}"),
            _ => format!("+-{{{inner}}}"),
        })
    }

    /// `x Tiny(G)` for `{x || x | x - G}` and `x Miny(G)` for `{x + G | x || x}`, `x` a
    /// number and `G` at least `on`-like: `G - x <= under` in CGSuite's test.
    fn tiny(&mut self, u: usize) -> Option<String> {
        let (lo, ro) = (self.both.left[u].clone(), self.both.right[u].clone());
        let ([l], [r]) = (&lo[..], &ro[..]) else {
            return None;
        };
        if !self.both.plumtree(u) {
            return None;
        }
        for (word, number, other, tiny) in [("Tiny", *l, *r, true), ("Miny", *r, *l, false)] {
            let Some(x) = self.number(number) else {
                continue;
            };
            // Tiny: other = {x | far}; Miny: other = {far | x}.
            let (near, far) = match tiny {
                true => (
                    self.both.left[other].clone(),
                    self.both.right[other].clone(),
                ),
                false => (
                    self.both.right[other].clone(),
                    self.both.left[other].clone(),
                ),
            };
            let (&[near], &[far]) = (&near[..], &far[..]) else {
                continue;
            };
            if near != number || !self.translate_is_small(far, &x, tiny) {
                continue;
            }
            // The subscript: x - far for Tiny, far - x for Miny, as a canonical stopper.
            let sub = match tiny {
                true => self.shifted(self.neg(far), &x),
                false => self.shifted(far, &(-&x)),
            };
            let prefix = match x.is_zero() {
                true => String::new(),
                false => x.to_string(),
            };
            return Some(format!("{prefix}{word}({sub})"));
        }
        None
    }

    /// `far - x <= under` (Tiny) or `far - x >= over` (Miny).
    fn translate_is_small(&mut self, far: usize, x: &Surreal, tiny: bool) -> bool {
        let games = &mut *self.games;
        let at = Loopy {
            graph: self.both.clone(),
            start: far,
        };
        let minus_x = games.number(&-x);
        let diff = Loopy::from_short(games, minus_x).and_then(|s| at.add(&s, games));
        let Ok(diff) = diff else {
            return false;
        };
        let bound = match tiny {
            true => super::parse::under(),
            false => super::parse::under().neg(),
        };
        match tiny {
            true => bound.ge(&diff, games).unwrap_or(false),
            false => diff.ge(&bound, games).unwrap_or(false),
        }
    }

    /// The name of position `u` plus the number `x`, simplified.
    fn shifted(&mut self, u: usize, x: &Surreal) -> String {
        let games = &mut *self.games;
        let at = Loopy {
            graph: self.both.clone(),
            start: u,
        };
        let number = games.number(x);
        let sum = Loopy::from_short(games, number).and_then(|plus| at.add(&plus, games));
        let named = sum.and_then(|s| s.canonical(games)?.name(games));
        named.unwrap_or_else(|_| "?".into())
    }

    /// The upon family: `x^[on]*n` for `{pass, x | x*m}`-like forms, `x^<on>*n` for their
    /// uponth kin, and their negatives with `v`.
    fn upon_name(&mut self, u: usize) -> Option<String> {
        let (form, negated) = match self.upon(u, true) {
            Some(f) => (f, false),
            None => (self.upon(self.neg(u), true)?, true),
        };
        let number = match negated {
            true => -&form.0,
            false => form.0.clone(),
        };
        let mut out = match number.is_zero() {
            true => String::new(),
            false => number.to_string(),
        };
        out.push(if negated { 'v' } else { '^' });
        out.push_str(if form.2 { "<on>" } else { "[on]" });
        match form.1 {
            0 => {}
            1 => out.push('*'),
            k => out.push_str(&format!("*{k}")),
        }
        Some(out)
    }

    /// `(number, nimber, uponth)` when `u` is in the upon family (CGSuite's `uponForm`).
    fn upon(&mut self, u: usize, check_uponth: bool) -> Option<(Surreal, usize, bool)> {
        let (lo, ro) = (self.both.left[u].clone(), self.both.right[u].clone());
        if let ([r], true) = (&ro[..], lo.len() <= 2) {
            if let Some((x, k)) = self.nimber(*r) {
                let mut set = lo.clone();
                set.sort_unstable();
                let mut want = match k {
                    0 => vec![u, *r],
                    _ => vec![u],
                };
                want.sort_unstable();
                if set == want {
                    return Some((x, k ^ 1, false));
                }
            }
        }
        let [r] = &ro[..] else {
            return None;
        };
        if !check_uponth {
            return None;
        }
        let (y, m, false) = self.upon(self.neg(*r), false)? else {
            return None;
        };
        let mut stars = Vec::new();
        for &l in &lo {
            let (z, k) = self.nimber(l)?;
            if z != -&y {
                return None;
            }
            stars.push(k);
        }
        stars.sort_unstable();
        (stars == (0..=(m ^ 1)).collect::<Vec<_>>()).then(|| (-&y, m ^ 1, true))
    }
}

/// CGSuite's deterministic order of short games: numbers by value, then nimbers, then
/// numbers plus nimbers and other named games (by name), then the rest by their options.
fn short_order(games: &Games, a: GameId, b: GameId) -> std::cmp::Ordering {
    let class = |g: GameId| match (games.as_number(g), games.as_nimber(g)) {
        (Some(_), _) => 0,
        (None, Some((x, _))) if x.is_zero() => 1,
        (None, Some(_)) => 2,
        _ if !games.name(g).starts_with('{') => 2,
        _ => 3,
    };
    let (ca, cb) = (class(a), class(b));
    if ca != cb {
        return ca.cmp(&cb);
    }
    match ca {
        0 => games.as_number(a).cmp(&games.as_number(b)),
        1 => games
            .as_nimber(a)
            .map(|n| n.1)
            .cmp(&games.as_nimber(b).map(|n| n.1)),
        2 => games.name(a).cmp(&games.name(b)),
        _ => {
            let lists = |g: GameId| {
                let mut l = games.built(g).0.to_vec();
                let mut r = games.built(g).1.to_vec();
                l.sort_by(|x, y| short_order(games, *x, *y));
                r.sort_by(|x, y| short_order(games, *x, *y));
                (l, r)
            };
            let ((la, ra), (lb, rb)) = (lists(a), lists(b));
            let cmp_list = |x: &[GameId], y: &[GameId]| {
                (x.iter().zip(y))
                    .map(|(p, q)| short_order(games, *p, *q))
                    .find(|o| o.is_ne())
                    .unwrap_or(x.len().cmp(&y.len()))
            };
            cmp_list(&la, &lb).then_with(|| cmp_list(&ra, &rb))
        }
    }
}

/// Whether a name is a number followed by more (`5over`, `1*`), which `+-` puts in
/// parentheses.
fn numberish(name: &str) -> bool {
    let digits = name.trim_start_matches('-');
    let number = digits
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == '/')
        .count();
    number > 0 && number < digits.len()
}

/// The `n`th label: `a`, `b`, ..., `z`, `a1`, ...
fn letter(n: usize) -> String {
    let c = (b'a' + (n % 26) as u8) as char;
    match n / 26 {
        0 => c.to_string(),
        k => format!("{c}{k}"),
    }
}
