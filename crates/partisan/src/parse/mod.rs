//! Reading games from text: `0`, `-3/4` (or `-3 / 4`), `*`, `*3`, `1/2*`, `up`, `down*`, `^`,
//! `v`, runs of arrows (`^^*`, `vvv`) or counted ones (`^2*`, `v3`, and after a number
//! `2^` = `2+^`, `1/2v2`), `{0,*|0}`, switches `+-1` or `±1` (`{1|-1}`) and
//! `2+-1` (`{3|1}`), sums and differences `up+up+*`, `{1|-1} - 1/2`, parentheses; the
//! names of [`words`] (`tiny(2)`, `^<2>`, Unicode `↑`, `⇑`, `3·↑`, `⧾₂`) and CGSuite's
//! nested bars (`{2||1|0}` = `{2|{1|0}}`, [`bars`]).

mod bars;
mod words;

use crate::games::{GameId, Games};
use crate::{Error, Surreal};

impl Games {
    /// `[Exact]` Parses a game expression and returns its canonical form.
    ///
    /// # Example
    /// ```
    /// use partisan::Games;
    /// let mut g = Games::new();
    /// let half = g.parse("{0|1}")?;
    /// assert_eq!(g.name(half), "1/2");
    /// let z = g.parse("* + *")?;
    /// assert_eq!(z, g.zero());
    /// # Ok::<(), partisan::Error>(())
    /// ```
    pub fn parse(&mut self, text: &str) -> Result<GameId, Error> {
        let mut p = Parser {
            text,
            pos: 0,
            depth: 0,
            work: self.work(),
        };
        let g = p.expr(self)?;
        p.skip_space();
        match p.peek() {
            None => Ok(g),
            Some(c) => Err(p.error(&format!("unexpected `{c}`"))),
        }
    }

    /// Parses a comma-separated list of game expressions (commas inside braces belong to
    /// the inner game), as the command line's `--left` and `--right` take them.
    pub fn parse_list(&mut self, text: &str) -> Result<Vec<GameId>, Error> {
        if text.trim().is_empty() {
            return Ok(vec![]);
        }
        split_top_level(text)
            .into_iter()
            .map(|part| self.parse(part))
            .collect()
    }
}

/// Splits at commas outside braces and parentheses.
fn split_top_level(text: &str) -> Vec<&str> {
    let (mut depth, mut start, mut parts) = (0i32, 0, Vec::new());
    for (i, c) in text.char_indices() {
        match c {
            '{' | '(' => depth += 1,
            '}' | ')' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&text[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&text[start..]);
    parts
}

/// The deepest game read from text ([`Games::depth`]: moves until every line reaches a
/// number, `n` for `*n`), for a game in braces and a sum of two games that are not both
/// numbers or nimbers: a sum costs the product of its terms' sizes, so reading stays
/// bounded in time. Numbers of any size and nimbers alone or summed are not limited.
pub const MAX_PARSED_DEPTH: usize = 256;

/// The largest `n` of a nimber `x + *n` added to a game that is neither a number nor a
/// nimber: such a sum has about `n` options on each side at every level, and reducing
/// them to canonical form costs `n^2` comparisons each.
pub const MAX_STAR_IN_SUM: usize = 128;

/// The deepest nesting of braces and parentheses read.
pub const MAX_NESTING: usize = 64;

/// The most work the sums of one expression may take: comparisons and sums computed
/// ([`Games::work`]), counted after each sum.
pub const MAX_SUM_WORK: usize = 5_000_000;

/// Why a game `what` of depth `depth` is refused, if it is past [`MAX_PARSED_DEPTH`].
fn too_deep(depth: usize, what: &str) -> Option<String> {
    (depth > MAX_PARSED_DEPTH)
        .then(|| format!("{what} may be {depth} moves deep, above the limit {MAX_PARSED_DEPTH}"))
}

impl Games {
    /// `Ok` when a sum or comparison of `g` and `h` is answered at once: one of them is a
    /// number (a translation), both are numbers or nimbers (nim addition), or their depths
    /// add up to at most [`MAX_PARSED_DEPTH`] and neither is `x + *n` with `n` above
    /// [`MAX_STAR_IN_SUM`]; the parser's rule, for callers that combine games it read
    /// separately.
    pub fn walkable(&self, g: GameId, h: GameId) -> Result<(), Error> {
        let values = (self.as_nimber(g).is_some() && self.as_nimber(h).is_some())
            || self.as_number(g).is_some()
            || self.as_number(h).is_some();
        if values {
            return Ok(());
        }
        let star = |x: GameId| self.as_nimber(x).map_or(0, |(_, n)| n);
        let n = star(g).max(star(h));
        if n > MAX_STAR_IN_SUM {
            return Err(Error::BadGame(format!(
                "a sum of *{n} and a game that is neither a number nor a nimber is not \
                 attempted: nimbers up to *{MAX_STAR_IN_SUM} there"
            )));
        }
        let depth = self.depth(g).saturating_add(self.depth(h));
        too_deep(depth, "the two games together").map_or(Ok(()), |why| Err(Error::BadGame(why)))
    }
}

struct Parser<'a> {
    text: &'a str,
    pos: usize,
    depth: usize,
    /// [`Games::work`] when reading began.
    work: usize,
}

impl Parser<'_> {
    fn peek(&self) -> Option<char> {
        self.text[self.pos..].chars().next()
    }

    fn skip_space(&mut self) {
        while let Some(c) = self.peek().filter(|c| c.is_whitespace()) {
            self.pos += c.len_utf8();
        }
    }

    fn eat(&mut self, c: char) -> bool {
        self.skip_space();
        let hit = self.peek() == Some(c);
        if hit {
            self.pos += c.len_utf8();
        }
        hit
    }

    fn error(&self, why: &str) -> Error {
        Error::BadGame(format!(
            "cannot read game {} at column {}: {why}",
            verify::quoted(self.text),
            self.pos + 1
        ))
    }

    /// `expr := [+|-|+-] term ((+|-|+-) term)*`, where `+-G` (or `±G`) is `{G | -G}`: `2+-1`
    /// is `{3|1}`.
    fn expr(&mut self, games: &mut Games) -> Result<GameId, Error> {
        let mut g = match self.eat_plus_minus() {
            true => self.switch(games)?,
            false => {
                let negate = !self.eat('+') && self.eat('-');
                self.skip_space();
                match self.peek() {
                    Some(c) if negate && c.is_ascii_digit() => {
                        let x = self.number(games, true)?;
                        self.postfix_star(games, x)?
                    }
                    _ => {
                        let g = self.term(games)?;
                        if negate {
                            games.neg(g)
                        } else {
                            g
                        }
                    }
                }
            }
        };
        loop {
            if self.eat_plus_minus() {
                let t = self.switch(games)?;
                g = self.sum(games, g, t)?;
            } else if self.eat('+') {
                let t = self.term(games)?;
                g = self.sum(games, g, t)?;
            } else if self.eat('-') {
                let t = self.term(games)?;
                let minus = games.neg(t);
                g = self.sum(games, g, minus)?;
            } else {
                return Ok(g);
            }
        }
    }

    /// `+-` or `±` next (consumed).
    fn eat_plus_minus(&mut self) -> bool {
        self.skip_space();
        let rest = &self.text[self.pos..];
        match ["+-", "±"].iter().find(|s| rest.starts_with(**s)) {
            Some(sign) => {
                self.pos += sign.len();
                true
            }
            None => false,
        }
    }

    /// The term after `+-`, as the switch `{G | -G}`; `+-{A,B}` (a set, no bar) is
    /// `{A,B | -A,-B}`.
    fn switch(&mut self, games: &mut Games) -> Result<GameId, Error> {
        let left = match self.option_set(games) {
            Some(set) => set?,
            None => vec![self.term(games)?],
        };
        let right: Vec<GameId> = left.iter().map(|&g| games.neg(g)).collect();
        self.braced(games, &left, &right)
    }

    /// `g + h`, refused when it could be deeper than [`MAX_PARSED_DEPTH`] or the
    /// expression's sums would pass [`MAX_SUM_WORK`]. A sum of numbers and nimbers
    /// (`x + *a` and `y + *b`) is nim addition, `(x + y) + *(a XOR b)`, and a number plus a
    /// game a translation: neither is limited.
    fn sum(&self, games: &mut Games, g: GameId, h: GameId) -> Result<GameId, Error> {
        games
            .walkable(g, h)
            .map_err(|why| self.error(&why.to_string()))?;
        let sum = games.add(g, h);
        if games.work() - self.work > MAX_SUM_WORK {
            return Err(self.error(&format!(
                "the sums took more than {MAX_SUM_WORK} steps (comparisons and sums), the limit"
            )));
        }
        Ok(sum)
    }

    /// Refuses a game `what` of depth `depth` past [`MAX_PARSED_DEPTH`].
    fn shallow(&self, depth: usize, what: &str) -> Result<(), Error> {
        too_deep(depth, what).map_or(Ok(()), |why| Err(self.error(&why)))
    }

    /// Runs `f` one nesting level deeper, refused past [`MAX_NESTING`].
    fn nested<T>(&mut self, f: impl FnOnce(&mut Self) -> Result<T, Error>) -> Result<T, Error> {
        if self.depth == MAX_NESTING {
            return Err(self.error(&format!("nested deeper than {MAX_NESTING} levels")));
        }
        self.depth += 1;
        let out = f(self);
        self.depth -= 1;
        out
    }

    /// `term := atom [* [n]]`: a postfix star adds a nimber (`1/2*`, `up*`, `1*2`).
    fn term(&mut self, games: &mut Games) -> Result<GameId, Error> {
        let g = self.atom(games)?;
        self.postfix_star(games, g)
    }

    /// `g` and, when a star follows, `g + *n`.
    fn postfix_star(&mut self, games: &mut Games, g: GameId) -> Result<GameId, Error> {
        if self.peek() == Some('*') {
            self.pos += 1;
            let star = self.nimber(games)?;
            return self.sum(games, g, star);
        }
        Ok(g)
    }

    /// A dyadic number (`3`, `5/8`, `5 / 8`), negative when `negative`, and the arrows
    /// right after it (`2^` is `2+^`; `-1^` is `-1+^`, as cgt-py reads it).
    fn number(&mut self, games: &mut Games, negative: bool) -> Result<GameId, Error> {
        let start = self.pos;
        self.digits();
        let numerator = self.pos;
        self.skip_space();
        let x: Surreal = match self.eat('/') {
            true => {
                self.skip_space();
                let d = self.pos;
                if self.digits().is_none() {
                    return Err(self.error("expected a denominator"));
                }
                let (n, d) = (&self.text[start..numerator], &self.text[d..self.pos]);
                format!("{n}/{d}").parse()?
            }
            false => {
                self.pos = numerator;
                self.text[start..numerator].parse()?
            }
        };
        if self.peek() == Some('·') {
            return self.multiple(games, &x);
        }
        let x = games.number(&if negative { -&x } else { x });
        match self.tiny_miny(games).or_else(|| self.arrow_term(games)) {
            Some(named) => self.sum(games, x, named?),
            None => Ok(x),
        }
    }

    fn atom(&mut self, games: &mut Games) -> Result<GameId, Error> {
        self.skip_space();
        let rest = &self.text[self.pos..];
        for (word, up) in [("up", true), ("down", false)] {
            if rest.starts_with(word) {
                self.pos += word.len();
                let u = games.up();
                return Ok(if up { u } else { games.neg(u) });
            }
        }
        if let Some(named) = self.tiny_miny(games).or_else(|| self.arrow_term(games)) {
            return named;
        }
        match self.peek() {
            Some('*') => {
                self.pos += 1;
                self.nimber(games)
            }
            Some('{') => self.nested(|p| p.braces(games)),
            Some('(') => self.parenthesised(games),
            Some(c) if c.is_ascii_digit() => self.number(games, false),
            Some(c) => Err(self.error(&format!("unexpected `{c}`"))),
            None => Err(self.error("unexpected end")),
        }
    }

    /// `(expr)`, the `(` next.
    fn parenthesised(&mut self, games: &mut Games) -> Result<GameId, Error> {
        self.nested(|p| {
            p.pos += 1;
            let g = p.expr(games)?;
            if !p.eat(')') {
                return Err(p.error("expected `)`"));
            }
            Ok(g)
        })
    }

    /// The `n` of `*n` after its star (1 when absent), any `n` below `2^64`.
    fn nimber(&mut self, games: &mut Games) -> Result<GameId, Error> {
        let n = match self.digits() {
            None => Some(1),
            Some(d) => d.parse::<usize>().ok(),
        }
        .ok_or_else(|| self.error("a nimber *n needs n below 2^64"))?;
        Ok(games.star(n))
    }

    fn digits(&mut self) -> Option<&str> {
        let start = self.pos;
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.pos += 1;
        }
        (self.pos > start).then(|| &self.text[start..self.pos])
    }

    /// `{ list | list }`, or with nested bars (`{2||1|0}`, [`bars`]).
    fn braces(&mut self, games: &mut Games) -> Result<GameId, Error> {
        if let Some(slashed) = self.slashed_braces(games) {
            return slashed;
        }
        self.pos += 1;
        let left = self.list(games, '|')?;
        let right = self.list(games, '}')?;
        self.braced(games, &left, &right)
    }

    /// `{left | right}`, refused when it would be deeper than [`MAX_PARSED_DEPTH`].
    fn braced(
        &self,
        games: &mut Games,
        left: &[GameId],
        right: &[GameId],
    ) -> Result<GameId, Error> {
        let deepest = (left.iter().chain(right)).map(|&o| games.depth(o)).max();
        self.shallow(
            deepest.map_or(0, |d| d.saturating_add(1)),
            "the game in braces",
        )?;
        Ok(games.game(left, right))
    }

    fn list(&mut self, games: &mut Games, end: char) -> Result<Vec<GameId>, Error> {
        let mut out = Vec::new();
        if self.eat(end) {
            return Ok(out);
        }
        loop {
            out.push(self.expr(games)?);
            if self.eat(end) {
                return Ok(out);
            }
            if !self.eat(',') {
                return Err(self.error(&format!("expected `,` or `{end}`")));
            }
        }
    }
}
