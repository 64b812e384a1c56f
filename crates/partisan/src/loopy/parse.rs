//! Reading loopy games in CGSuite's notation: braces and slashes (`{0||0|off}`), `pass`
//! (a move to the game itself, the innermost braces or slashes), labelled positions
//! (`a{0|a}`: `a` names the position its braces open), short games (`3/2`, `*2`, `^`,
//! `{1|-1}`), the named stoppers `on`, `off`, `over`, `under`, `upon`, `^[on]`, `v[on]`,
//! `^<on>`, `v<on>`, `tis`, `tisn`, `Tiny(G)`, `Miny(G)`, `+-G`, and sums, differences and
//! negatives of games without labels pointing out of them. Juxtaposition adds, as CGSuite
//! writes `3/2under` and `^[on]*`.

use std::collections::HashMap;

use super::methods::{self, Binary, Unary};
use super::{Graph, Loopy};
use crate::games::Games;
use crate::Error;

/// The deepest nesting of braces and parentheses read.
pub const MAX_NESTING: usize = 64;

/// The loopy game `text` names.
pub fn parse(games: &mut Games, text: &str) -> Result<Loopy, Error> {
    let mut reader = Reader {
        text: text.as_bytes(),
        at: 0,
        depth: 0,
    };
    let expr = reader.sum()?;
    reader.skip();
    if reader.at < text.len() {
        if reader.peek() == Some(b'&') {
            return Err(Error::BadGame(
                "sided values `G & H` are not read: give a stopper, or a sum whose sides are \
                 computed"
                    .into(),
            ));
        }
        return Err(reader.bad("an operator or the end"));
    }
    build_closed(&expr, games)
}

/// Words that only loopy games use.
const LOOPY_WORDS: [&str; 10] = [
    "pass", "on", "off", "over", "under", "upon", "uponth", "dud", "tis", "tisn",
];

/// Whether `text` is written as a loopy game: `pass`, a named stopper, `[on]`, `<on>`, a
/// sided value's `&`, a label before braces (`a{`), one of CGSuite's methods (`.Pow(`,
/// `.Degree`, `Upsum` and the other methods) or an ordinal sum's `:`. Other texts
/// are short games.
pub fn looks_loopy(text: &str) -> bool {
    let mut words = text.split(|c: char| !c.is_ascii_alphanumeric());
    let labelled = (text.as_bytes().windows(2)).any(|w| w[0].is_ascii_alphabetic() && w[1] == b'{');
    words.any(|w| LOOPY_WORDS.contains(&w))
        || text.contains("[on]")
        || text.contains("<on>")
        || text.contains('&')
        || labelled
        || methods::used_in(text)
        || text.contains(':')
}

/// `under = {pass | 0}`.
pub(crate) fn under() -> Loopy {
    let mut graph = Graph::default();
    let (u, zero) = (graph.vertex(), graph.vertex());
    graph.left[u] = vec![u];
    graph.right[u] = vec![zero];
    Loopy { graph, start: u }
}

/// A parsed expression.
#[derive(Clone, Debug)]
enum Expr {
    /// `label{left | right}`.
    Braces {
        label: Option<String>,
        left: Vec<Expr>,
        right: Vec<Expr>,
    },
    Pass,
    /// A label, or a named game.
    Word(String),
    /// Text for the short-game parser.
    Short(String),
    /// Terms added, kept flat so that a long sum is no deep tree.
    Sum(Vec<Expr>),
    Neg(Box<Expr>),
    /// `G.Pow(x)`, `G.Upsum(H)`, `G:H` and the like.
    Binary(Box<Expr>, Binary, Box<Expr>),
    /// `G.Degree`, `G.Onside` and the like.
    Unary(Box<Expr>, Unary),
}

/// `Tiny(G) = {0 || 0 | -G}` (`tiny`) or `Miny(G) = {G | 0 || 0}`.
fn tiny_of(g: Expr, tiny: bool) -> Expr {
    let zero = || Expr::Short("0".into());
    let braces = |left, right| Expr::Braces {
        label: None,
        left,
        right,
    };
    match tiny {
        true => braces(
            vec![zero()],
            vec![braces(vec![zero()], vec![Expr::Neg(Box::new(g))])],
        ),
        false => braces(vec![braces(vec![g], vec![zero()])], vec![zero()]),
    }
}

/// `total + next`, one flat sum.
fn plus(total: Expr, next: Expr) -> Expr {
    match total {
        Expr::Sum(mut terms) => {
            terms.push(next);
            Expr::Sum(terms)
        }
        first => Expr::Sum(vec![first, next]),
    }
}

/// Builds an expression with no free labels as a game of its own.
fn build_closed(expr: &Expr, games: &mut Games) -> Result<Loopy, Error> {
    let mut graph = Graph::default();
    let start = build(expr, &mut graph, &mut Vec::new(), None, games)?;
    let (graph, start) = graph.restricted(start);
    Ok(Loopy { graph, start })
}

/// Adds `expr`'s positions to `graph`; `labels` are the labelled braces around it, `inner`
/// the innermost braces (what `pass` moves to).
fn build(
    expr: &Expr,
    graph: &mut Graph,
    labels: &mut Vec<(String, usize)>,
    inner: Option<usize>,
    games: &mut Games,
) -> Result<usize, Error> {
    match expr {
        Expr::Braces { label, left, right } => {
            let v = graph.vertex();
            if let Some(l) = label {
                labels.push((l.clone(), v));
            }
            let mut options = [Vec::new(), Vec::new()];
            for (side, exprs) in options.iter_mut().zip([left, right]) {
                for e in exprs {
                    side.push(build(e, graph, labels, Some(v), games)?);
                }
            }
            if label.is_some() {
                labels.pop();
            }
            [graph.left[v], graph.right[v]] = options;
            Ok(v)
        }
        Expr::Pass => inner.ok_or_else(|| Error::BadGame("`pass` outside braces".into())),
        Expr::Word(w) => match labels.iter().rev().find(|(l, _)| l == w) {
            Some(&(_, v)) => Ok(v),
            None => Ok(copy_in(graph, &named(w, games)?)),
        },
        Expr::Short(text) => {
            let g = games.parse(text)?;
            graph.embed_checked(games, g, &mut HashMap::new())
        }
        Expr::Sum(terms) => {
            let mut total = closed(&terms[0], games)?;
            for term in &terms[1..] {
                total = total.add(&closed(term, games)?, games)?;
            }
            Ok(copy_in(graph, &total))
        }
        Expr::Neg(a) => Ok(copy_in(graph, &closed(a, games)?.neg())),
        Expr::Binary(g, method, x) => {
            let (g, x) = (closed(g, games)?, closed(x, games)?);
            Ok(copy_in(graph, &method.apply(&g, &x, games)?))
        }
        Expr::Unary(g, method) => {
            let g = closed(g, games)?;
            Ok(copy_in(graph, &method.apply(&g, games)?))
        }
    }
}

/// A part of a sum or a negative, which may not use labels or `pass` from outside it.
fn closed(expr: &Expr, games: &mut Games) -> Result<Loopy, Error> {
    build_closed(expr, games).map_err(|e| match e {
        Error::BadGame(why)
            if (why.starts_with("`pass`") || why.starts_with("no game"))
                && !why.ends_with("outside it)") =>
        {
            Error::BadGame(format!(
                "{why} (a sum or a negative may not use `pass` or labels from outside it)"
            ))
        }
        other => other,
    })
}

/// Copies `g`'s positions into `graph`; where its start now is.
pub(crate) fn copy_in(graph: &mut Graph, g: &Loopy) -> usize {
    let shift = graph.len();
    for v in 0..g.graph.len() {
        graph
            .left
            .push(g.graph.left[v].iter().map(|w| w + shift).collect());
        graph
            .right
            .push(g.graph.right[v].iter().map(|w| w + shift).collect());
    }
    g.start + shift
}

/// The named stoppers.
fn named(word: &str, games: &mut Games) -> Result<Loopy, Error> {
    let text = match word {
        "on" => "{pass|}",
        "off" => "{|pass}",
        "over" => "{0|pass}",
        "under" => "{pass|0}",
        "upon" | "^[on]" => "{pass|*}",
        "v[on]" => "{*|pass}",
        "^<on>" | "uponth" => "{0||0|0,pass}",
        "v<on>" => "{0,pass|0||0}",
        "dud" => "{pass|pass}",
        "tis" => "a{{|a}|}",
        "tisn" => "a{|{a|}}",
        _ => {
            // Control characters escaped, so the error stays one line.
            let short: String = word
                .chars()
                .take(24)
                .flat_map(char::escape_default)
                .collect();
            let more = if short.len() < word.len() { "..." } else { "" };
            return Err(Error::BadGame(format!("no game is named `{short}{more}`")));
        }
    };
    parse(games, text)
}

struct Reader<'a> {
    text: &'a [u8],
    at: usize,
    depth: usize,
}

impl Reader<'_> {
    fn skip(&mut self) {
        while self.text.get(self.at).is_some_and(u8::is_ascii_whitespace) {
            self.at += 1;
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.skip();
        self.text.get(self.at).copied()
    }

    fn eat(&mut self, s: &str) -> bool {
        self.skip();
        let found = self.text[self.at..].starts_with(s.as_bytes());
        if found {
            self.at += s.len();
        }
        found
    }

    fn bad(&self, wanted: &str) -> Error {
        let found = match self.text.get(self.at) {
            Some(_) => {
                let rest = String::from_utf8_lossy(&self.text[self.at..]).into_owned();
                format!("{:?}", rest.chars().next().unwrap_or(' '))
            }
            None => "the end".into(),
        };
        Error::BadGame(format!(
            "expected {wanted} at character {}, found {found}",
            self.at + 1
        ))
    }

    fn deeper(&mut self) -> Result<(), Error> {
        self.depth += 1;
        match self.depth > MAX_NESTING {
            true => Err(Error::BadGame(format!("nested deeper than {MAX_NESTING}"))),
            false => Ok(()),
        }
    }

    /// `term (+|- term)*`.
    fn sum(&mut self) -> Result<Expr, Error> {
        let mut total = self.term()?;
        loop {
            if self.peek_str("+-") {
                return Ok(total);
            }
            if let Some(op) = self.infix_word() {
                total = Expr::Binary(Box::new(total), op, Box::new(self.term()?));
            } else if self.eat("+") {
                total = plus(total, self.term()?);
            } else if self.eat("-") {
                total = plus(total, Expr::Neg(Box::new(self.term()?)));
            } else {
                return Ok(total);
            }
        }
    }

    fn peek_str(&mut self, s: &str) -> bool {
        self.skip();
        self.text[self.at..].starts_with(s.as_bytes())
    }

    /// `-term`, `+-term`, or atoms written side by side (added).
    fn term(&mut self) -> Result<Expr, Error> {
        self.deeper()?;
        let out = if self.eat("+-") {
            let g = self.term()?;
            Ok(Expr::Braces {
                label: None,
                left: vec![g.clone()],
                right: vec![Expr::Neg(Box::new(g))],
            })
        } else if self.peek_str("-") && self.text.get(self.at + 1).is_some_and(u8::is_ascii_digit) {
            // A negative number, then what is written beside it (`-1/4v[on]`).
            self.at += 1;
            let mut total = Expr::Short(format!("-{}", self.number()));
            while self.starts_atom() {
                total = plus(total, self.atom()?);
            }
            Ok(total)
        } else if self.eat("-") {
            Ok(Expr::Neg(Box::new(self.term()?)))
        } else {
            let mut total = self.atom()?;
            while self.starts_atom() {
                total = plus(total, self.atom()?);
            }
            Ok(total)
        };
        self.depth -= 1;
        out
    }

    /// `word` at the cursor, not followed by a letter or digit, eaten.
    fn eat_word(&mut self, word: &str) -> bool {
        self.skip();
        let rest = &self.text[self.at..];
        let whole = !rest.get(word.len()).is_some_and(u8::is_ascii_alphanumeric);
        let found = rest.starts_with(word.as_bytes()) && whole;
        if found {
            self.at += word.len();
        }
        found
    }

    /// `Upsum` or `Downsum` written between two games, eaten.
    fn infix_word(&mut self) -> Option<Binary> {
        let (_, op) = Binary::WORDS.into_iter().find(|(w, _)| self.eat_word(w))?;
        Some(op)
    }

    fn starts_atom(&mut self) -> bool {
        let at = self.at;
        if self.infix_word().is_some() {
            self.at = at;
            return false;
        }
        match self.peek() {
            Some(c) => {
                c == b'{' || c == b'(' || c == b'*' || c == b'^' || c.is_ascii_alphanumeric()
            }
            None => false,
        }
    }

    /// A primary game, then any methods applied to it (`^.Pow(on)`, `G.Degree`), then an
    /// ordinal sum's top (`1:off`).
    fn atom(&mut self) -> Result<Expr, Error> {
        let mut g = self.primary()?;
        'methods: loop {
            for (text, method) in Binary::CALLS {
                if self.eat(text) {
                    self.deeper()?;
                    let x = self.sum()?;
                    self.depth -= 1;
                    if !self.eat(")") {
                        return Err(self.bad("`)`"));
                    }
                    g = Expr::Binary(Box::new(g), method, Box::new(x));
                    continue 'methods;
                }
            }
            for (text, method) in Unary::ALL {
                if self.eat_word(text) {
                    g = Expr::Unary(Box::new(g), method);
                    continue 'methods;
                }
            }
            for (text, tiny) in methods::TINY {
                if self.eat_word(text) {
                    g = tiny_of(g, tiny);
                    continue 'methods;
                }
            }
            if self.eat(":") {
                self.deeper()?;
                let top = self.atom()?;
                self.depth -= 1;
                return Ok(Expr::Binary(Box::new(g), Binary::OrdinalSum, Box::new(top)));
            }
            return Ok(g);
        }
    }

    /// A game in braces, parentheses or CGSuite's quotes (`'{*|*}'`, a game as written,
    /// which a loopy expression keeps anyway), a number, a nimber, arrows or a word.
    fn primary(&mut self) -> Result<Expr, Error> {
        match self.peek() {
            Some(b'{') => self.braces(None),
            Some(open @ (b'(' | b'\'')) => {
                self.at += 1;
                self.deeper()?;
                let e = self.sum()?;
                self.depth -= 1;
                let close = if open == b'(' { ")" } else { "'" };
                match self.eat(close) {
                    true => Ok(e),
                    false => Err(self.bad(&format!("`{close}`"))),
                }
            }
            Some(c) if c.is_ascii_digit() => Ok(Expr::Short(self.number())),
            Some(b'*') => {
                self.at += 1;
                let digits = self.digits();
                Ok(Expr::Short(format!("*{digits}")))
            }
            Some(b'^') | Some(b'v') if self.arrow_word().is_some() => {
                let word = self.arrow_word().unwrap_or_default();
                self.at += word.len();
                Ok(match word.ends_with("on]") || word.ends_with("on>") {
                    true => Expr::Word(word),
                    false => Expr::Short(word),
                })
            }
            Some(c) if c.is_ascii_alphabetic() => self.word(),
            _ => Err(self.bad("a game")),
        }
    }

    /// `^`, `^^*`, `v`, `^[on]`, `v<on>`, `^<2>`: the arrow text at the cursor.
    fn arrow_word(&self) -> Option<String> {
        let rest = std::str::from_utf8(&self.text[self.at..]).ok()?;
        let c = rest.chars().next()?;
        if !(c == '^' || c == 'v') {
            return None;
        }
        for bracket in ['[', '<'] {
            let close = if bracket == '[' { ']' } else { '>' };
            if rest[1..].starts_with(bracket) {
                let end = rest.find(close)?;
                return Some(rest[..=end].to_string());
            }
        }
        let run = rest.chars().take_while(|&ch| ch == c).count();
        // `v` followed by letters is a word, not down.
        let next = rest[run..].chars().next();
        if c == 'v' && next.is_some_and(|n| n.is_ascii_alphanumeric()) {
            return None;
        }
        Some(rest[..run].to_string())
    }

    fn digits(&mut self) -> String {
        let start = self.at;
        while self.text.get(self.at).is_some_and(u8::is_ascii_digit) {
            self.at += 1;
        }
        String::from_utf8_lossy(&self.text[start..self.at]).into_owned()
    }

    /// `12`, `3/2`, `1.5`.
    fn number(&mut self) -> String {
        let mut text = self.digits();
        for sep in [b'/', b'.'] {
            let digit_after = self.text.get(self.at + 1).is_some_and(u8::is_ascii_digit);
            if self.text.get(self.at) == Some(&sep) && digit_after {
                self.at += 1;
                text.push(sep as char);
                text += &self.digits();
            }
        }
        text
    }

    /// A name, a label before braces, `pass`, or `Tiny(G)` / `Miny(G)`.
    fn word(&mut self) -> Result<Expr, Error> {
        let start = self.at;
        while self
            .text
            .get(self.at)
            .is_some_and(u8::is_ascii_alphanumeric)
        {
            self.at += 1;
        }
        let word = String::from_utf8_lossy(&self.text[start..self.at]).into_owned();
        if self.text.get(self.at) == Some(&b'{') {
            return self.braces(Some(word));
        }
        match word.as_str() {
            "pass" => Ok(Expr::Pass),
            "up" | "down" => Ok(Expr::Short(word)),
            "Tiny" | "Miny" | "tiny" | "miny" => self.tiny(word.to_lowercase() == "tiny"),
            _ => Ok(Expr::Word(word)),
        }
    }

    /// `Tiny(G) = {0 || 0 | -G}`, `Miny(G) = {G | 0 || 0}`.
    fn tiny(&mut self, tiny: bool) -> Result<Expr, Error> {
        if !self.eat("(") {
            return Err(self.bad("`(` after Tiny or Miny"));
        }
        let g = self.sum()?;
        if !self.eat(")") {
            return Err(self.bad("`)`"));
        }
        Ok(tiny_of(g, tiny))
    }

    /// `{ options (bars options)* }`, the slashes resolved into nested games.
    fn braces(&mut self, label: Option<String>) -> Result<Expr, Error> {
        self.eat("{");
        self.deeper()?;
        let mut groups: Vec<Vec<Expr>> = vec![Vec::new()];
        let mut bars: Vec<usize> = Vec::new();
        loop {
            match self.peek() {
                Some(b'}') => {
                    self.at += 1;
                    break;
                }
                Some(b'|') => {
                    let start = self.at;
                    while self.text.get(self.at) == Some(&b'|') {
                        self.at += 1;
                    }
                    bars.push(self.at - start);
                    groups.push(Vec::new());
                }
                Some(b',') => {
                    self.at += 1;
                }
                None => return Err(self.bad("`}`")),
                _ => {
                    let option = self.sum()?;
                    groups.last_mut().expect("one group at least").push(option);
                }
            }
        }
        self.depth -= 1;
        if bars.is_empty() {
            return Err(Error::BadGame("braces without `|`".into()));
        }
        resolve(label, groups, &bars)
    }
}

/// The game of option groups separated by bars: split at the longest run of bars (which
/// must be the only one that long), each side one game's options or, if it has bars of its
/// own, one game in slashes.
fn resolve(label: Option<String>, groups: Vec<Vec<Expr>>, bars: &[usize]) -> Result<Expr, Error> {
    let longest = *bars.iter().max().unwrap_or(&1);
    let at: Vec<usize> = (0..bars.len()).filter(|&i| bars[i] == longest).collect();
    if at.len() > 1 {
        return Err(Error::BadGame(format!(
            "`{}` appears twice at one level: the slashes are ambiguous",
            "|".repeat(longest)
        )));
    }
    let i = at[0];
    let mut groups = groups;
    let right_groups = groups.split_off(i + 1);
    let side = |gs: Vec<Vec<Expr>>, bs: &[usize]| -> Result<Vec<Expr>, Error> {
        match bs.is_empty() {
            true => Ok(gs.into_iter().flatten().collect()),
            false => Ok(vec![resolve(None, gs, bs)?]),
        }
    };
    Ok(Expr::Braces {
        label,
        left: side(groups, &bars[..i])?,
        right: side(right_groups, &bars[i + 1..])?,
    })
}
