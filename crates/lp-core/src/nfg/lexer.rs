//! Tokens of Gambit's text formats: braces, quoted labels and bare words (numbers, keywords).

use crate::Error;

/// One token.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Token {
    Open,
    Close,
    Label(String),
    Word(String),
}

impl std::fmt::Display for Token {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Token::Open => f.write_str("`{`"),
            Token::Close => f.write_str("`}`"),
            Token::Label(s) => write!(f, "label {}", quoted(s)),
            Token::Word(w) => write!(f, "word {}", quoted(w)),
        }
    }
}

pub(super) use verify::quoted;

/// Splits a file into tokens; commas count as white space (`{ "" 1, -1 }`).
pub(super) fn tokens(text: &str) -> Result<Vec<Token>, Error> {
    let mut out = Vec::new();
    let mut chars = text.char_indices().peekable();
    while let Some((at, c)) = chars.next() {
        match c {
            '{' => out.push(Token::Open),
            '}' => out.push(Token::Close),
            '"' => out.push(Token::Label(label(&mut chars, at)?)),
            c if c.is_whitespace() || c == ',' => {}
            _ => {
                let mut word = String::from(c);
                while let Some(&(_, d)) = chars.peek() {
                    if d.is_whitespace() || matches!(d, '{' | '}' | '"' | ',') {
                        break;
                    }
                    word.push(d);
                    chars.next();
                }
                out.push(Token::Word(word));
            }
        }
    }
    Ok(out)
}

fn label(chars: &mut impl Iterator<Item = (usize, char)>, at: usize) -> Result<String, Error> {
    let mut s = String::new();
    while let Some((_, c)) = chars.next() {
        match c {
            '"' => return Ok(s),
            '\\' => s.push(chars.next().map(|(_, c)| c).unwrap_or('\\')),
            c => s.push(c),
        }
    }
    Err(Error::Nfg(format!(
        "label opened at byte {at} is never closed"
    )))
}
