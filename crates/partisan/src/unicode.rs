//! Names in the field's symbols: `↑`, `↓`, `⇑`, `⇓`, `3·↑`, `↑*`, `±1`, `⧾₂` (tiny-2),
//! `⧿(1/2)` (miny-1/2); the same structure as the ASCII names of [`Games::name`], which
//! [`Games::parse`] reads in both spellings.

use crate::{GameId, Games};

impl Games {
    /// [`Games::name`] in Unicode symbols.
    ///
    /// # Example
    /// ```
    /// use partisan::Games;
    /// let mut g = Games::new();
    /// let x = g.parse("^^* + 1")?;
    /// assert_eq!(g.name_unicode(x), "1+⇑*");
    /// let t = g.parse("{0||0|-2}")?;
    /// assert_eq!(g.name_unicode(t), "⧾₂");
    /// assert_eq!(g.parse("⧾₂")?, t);
    /// # Ok::<(), partisan::Error>(())
    /// ```
    pub fn name_unicode(&self, g: GameId) -> String {
        unicode(&self.name(g))
    }
}

/// The ASCII name's words and arrows as symbols.
fn unicode(ascii: &str) -> String {
    let mut out = String::with_capacity(ascii.len());
    let mut rest = ascii;
    while let Some(c) = rest.chars().next() {
        let word = [("+-", "±"), ("up", "↑"), ("down", "↓")]
            .into_iter()
            .find(|(w, _)| rest.starts_with(w));
        if let Some((w, symbol)) = word {
            out += symbol;
            rest = &rest[w.len()..];
        } else if let Some((taken, text)) = tiny_miny(rest) {
            out += &text;
            rest = &rest[taken..];
        } else if c == '^' || c == 'v' {
            let run = rest.chars().take_while(|&a| a == c).count();
            let (one, two) = if c == '^' {
                ("↑", "⇑")
            } else {
                ("↓", "⇓")
            };
            out += &match run {
                1 => one.to_string(),
                2 => two.to_string(),
                _ => format!("{run}·{one}"),
            };
            rest = &rest[run..];
        } else {
            out.push(c);
            rest = &rest[c.len_utf8()..];
        }
    }
    out
}

/// `tiny(2)` at the start of `text` as `⧾₂` (`⧾(1/2)` when not an integer), miny alike:
/// the bytes taken and the symbol.
fn tiny_miny(text: &str) -> Option<(usize, String)> {
    let (word, symbol) = [("tiny(", '⧾'), ("miny(", '⧿')]
        .into_iter()
        .find(|(w, _)| text.starts_with(w))?;
    let close = text.find(')')?;
    let inner = &text[word.len()..close];
    let subscript: Option<String> = (inner.chars())
        .map(|c| c.to_digit(10).and_then(|d| char::from_u32('₀' as u32 + d)))
        .collect();
    let shown = match subscript {
        Some(s) if !s.is_empty() => format!("{symbol}{s}"),
        _ => format!("{symbol}({inner})"),
    };
    Some((close + 1, shown))
}
