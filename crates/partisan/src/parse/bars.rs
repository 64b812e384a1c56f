//! CGSuite's nested bars: inside braces, the longest run of bars splits the game and the
//! shorter runs on either side nest below it, so `{2||1|0}` is `{2 | {1|0}}`, `{3|2||1}` is
//! `{{3|2} | 1}` and `{a|||b||c|d}` is `{a | {b | {c|d}}}` (Winning Ways' and Siegel's
//! notation for games whose options are games of one option each).

use super::Parser;
use crate::games::{GameId, Games};
use crate::Error;

/// The runs of `|` in `text[start..end]` outside braces and parentheses: (start, length).
fn runs(text: &str, start: usize, end: usize) -> Vec<(usize, usize)> {
    let (mut depth, mut out) = (0i32, Vec::<(usize, usize)>::new());
    for (i, c) in text[start..end].char_indices() {
        match c {
            '{' | '(' => depth += 1,
            '}' | ')' => depth -= 1,
            '|' if depth == 0 => match out.last_mut() {
                Some((at, len)) if *at + *len == start + i => *len += 1,
                _ => out.push((start + i, 1)),
            },
            _ => {}
        }
    }
    out
}

/// Where the `}` closing the `{` at `open` is, if it is there.
fn closing(text: &str, open: usize) -> Option<usize> {
    let mut depth = 0i32;
    for (i, c) in text[open..].char_indices() {
        match c {
            '{' | '(' => depth += 1,
            '}' | ')' => {
                depth -= 1;
                if depth == 0 {
                    return (c == '}').then_some(open + i);
                }
            }
            _ => {}
        }
    }
    None
}

impl Parser<'_> {
    /// The game in braces at the cursor when it has nested bars (`||` or longer at its top
    /// level); `None` for a plain `{L | R}`, left to the plain reader.
    pub(super) fn slashed_braces(&mut self, games: &mut Games) -> Option<Result<GameId, Error>> {
        let close = closing(self.text, self.pos)?;
        let runs = runs(self.text, self.pos + 1, close);
        if runs.iter().all(|&(_, len)| len == 1) {
            return None;
        }
        let start = self.pos + 1;
        Some(self.nested(|p| {
            let g = p.slashed(games, start, close)?;
            p.pos = close + 1;
            Ok(g)
        }))
    }

    /// A set of games in braces with no bar at its top level, `{A, B}`, as CGSuite writes
    /// the options of a switch `+-{A,B} = {A,B | -A,-B}`; `None` for anything else.
    pub(super) fn option_set(&mut self, games: &mut Games) -> Option<Result<Vec<GameId>, Error>> {
        self.skip_space();
        if self.peek() != Some('{') {
            return None;
        }
        let close = closing(self.text, self.pos)?;
        if !runs(self.text, self.pos + 1, close).is_empty() {
            return None;
        }
        let start = self.pos + 1;
        Some(self.nested(|p| {
            let set = p.side(games, start, close)?;
            p.pos = close + 1;
            Ok(set)
        }))
    }

    /// `text[start..end]` split at its longest run of bars, each side read by [`side`].
    fn slashed(&mut self, games: &mut Games, start: usize, end: usize) -> Result<GameId, Error> {
        let runs = runs(self.text, start, end);
        let longest = runs.iter().map(|&(_, len)| len).max().unwrap_or(0);
        let at: Vec<&(usize, usize)> = runs.iter().filter(|&&(_, len)| len == longest).collect();
        let [&(bar, len)] = at[..] else {
            self.pos = start;
            return Err(self.error(&format!(
                "{} runs of {longest} bars at one level: write the inner games in braces",
                at.len()
            )));
        };
        let left = self.side(games, start, bar)?;
        let right = self.side(games, bar + len, end)?;
        self.braced(games, &left, &right)
    }

    /// One side of a split: a game of its own when bars remain in it (one level deeper,
    /// under the nesting limit), else a list of options.
    fn side(&mut self, games: &mut Games, start: usize, end: usize) -> Result<Vec<GameId>, Error> {
        if !runs(self.text, start, end).is_empty() {
            return self.nested(|p| Ok(vec![p.slashed(games, start, end)?]));
        }
        let mut part = Parser {
            text: &self.text[..end],
            pos: start,
            depth: self.depth,
            work: self.work,
        };
        let mut out = Vec::new();
        part.skip_space();
        if part.peek().is_none() {
            return Ok(out);
        }
        loop {
            out.push(part.expr(games)?);
            part.skip_space();
            if part.peek().is_none() {
                return Ok(out);
            }
            if !part.eat(',') {
                return Err(part.error("expected `,` or `|`"));
            }
        }
    }
}
