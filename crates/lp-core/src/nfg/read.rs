//! Reading `.nfg` files, payoff and outcome versions.

use num_rational::BigRational;
use num_traits::Zero;
use verify::{parse_rational, RationalMatrix};

use super::lexer::{quoted, tokens, Token};
use super::{NfgFormat, NfgGame};
use crate::{Error, MatrixGame};

struct Cursor {
    tokens: Vec<Token>,
    at: usize,
}

/// The most decimal digits a payoff's numerator or denominator may have: exact solves stay
/// bounded in time (a 30,800-digit payoff once ran for minutes).
pub const MAX_PAYOFF_DIGITS: usize = 60;

/// The most payoff cells (strategies of player 1 times those of player 2) a file may have.
pub const MAX_NFG_CELLS: usize = 1_000_000;

fn bad(msg: impl Into<String>) -> Error {
    Error::Nfg(msg.into())
}

impl Cursor {
    fn next(&mut self, what: &str) -> Result<Token, Error> {
        let t = self
            .tokens
            .get(self.at)
            .cloned()
            .ok_or_else(|| bad(format!("file ends where {what} was expected")))?;
        self.at += 1;
        Ok(t)
    }

    fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.at)
    }

    fn expect(&mut self, want: Token, what: &str) -> Result<(), Error> {
        let t = self.next(what)?;
        if t == want {
            Ok(())
        } else {
            Err(bad(format!("expected {what}, found {t}")))
        }
    }

    fn word(&mut self, what: &str) -> Result<String, Error> {
        match self.next(what)? {
            Token::Word(w) => Ok(w),
            t => Err(bad(format!("expected {what}, found {t}"))),
        }
    }

    fn label(&mut self, what: &str) -> Result<String, Error> {
        match self.next(what)? {
            Token::Label(s) => Ok(s),
            t => Err(bad(format!("expected {what} in quotes, found {t}"))),
        }
    }

    fn number(&mut self, what: &str) -> Result<BigRational, Error> {
        let w = self.word(what)?;
        let too_long = || {
            bad(format!(
                "{what}: {} has more than {MAX_PAYOFF_DIGITS} digits",
                quoted(&w)
            ))
        };
        // Checked before parsing: `1e999999999` would take a billion-digit power to parse.
        let exponent = w
            .split(['e', 'E'])
            .nth(1)
            .map(|e| e.parse::<i64>().unwrap_or(i64::MAX));
        if w.len() > 3 * MAX_PAYOFF_DIGITS
            || exponent.is_some_and(|e| e.unsigned_abs() > MAX_PAYOFF_DIGITS as u64)
        {
            return Err(too_long());
        }
        let x = parse_rational(&w).map_err(|e| bad(format!("{what}: {e}")))?;
        let digits = |v: &num_bigint::BigInt| v.bits() as f64 * std::f64::consts::LOG10_2;
        if digits(x.numer()).max(digits(x.denom())) > MAX_PAYOFF_DIGITS as f64 {
            return Err(too_long());
        }
        Ok(x)
    }

    /// `{ "a" "b" ... }`
    fn labels(&mut self, what: &str) -> Result<Vec<String>, Error> {
        self.expect(Token::Open, &format!("`{{` opening {what}"))?;
        let mut out = Vec::new();
        while self.peek() != Some(&Token::Close) {
            out.push(self.label(what)?);
        }
        self.at += 1;
        Ok(out)
    }
}

/// Parses a two-player `.nfg` file; player 1's payoffs become the matrix.
pub fn read_nfg(text: &str) -> Result<NfgGame, Error> {
    let mut c = Cursor {
        tokens: tokens(text)?,
        at: 0,
    };
    let (title, players) = header(&mut c)?;
    let (format, rows, cols) = strategies(&mut c)?;
    let cells = rows.len() * cols.len();
    let comment = match c.peek() {
        Some(Token::Label(_)) => c.label("the comment")?,
        _ => String::new(),
    };
    let profiles = match format {
        NfgFormat::Payoff => payoff_body(&mut c, cells)?,
        NfgFormat::Outcome => outcome_body(&mut c, cells)?,
    };
    if let Some(t) = c.peek() {
        return Err(bad(format!("unexpected {t} after the last payoff")));
    }
    build(title, comment, players, format, rows, cols, profiles)
}

/// `NFG 1 R "title" { "player 1" "player 2" }`: the title and the two players' names.
fn header(c: &mut Cursor) -> Result<(String, Vec<String>), Error> {
    if c.word("the NFG header")? != "NFG" {
        return Err(bad("a strategic game file starts with `NFG`"));
    }
    let version = c.word("the version number")?;
    if version != "1" {
        return Err(bad(format!(
            "version {} is not supported (only NFG 1)",
            quoted(&version)
        )));
    }
    let kind = c.word("`R` or `D`")?;
    if kind != "R" && kind != "D" {
        return Err(bad(format!(
            "expected `R` or `D` after the version, found {}",
            quoted(&kind)
        )));
    }
    let title = c.label("the title")?;
    let players = c.labels("the player list")?;
    if players.len() != 2 {
        return Err(bad(format!(
            "{} players: only two-person games can be solved here",
            players.len()
        )));
    }
    Ok((title, players))
}

/// The strategy block: named strategies (outcome format) or counts (payoff format), with
/// each player's strategy names, within [`MAX_NFG_CELLS`].
fn strategies(c: &mut Cursor) -> Result<(NfgFormat, Vec<String>, Vec<String>), Error> {
    c.expect(Token::Open, "`{` opening the strategy list")?;
    let (format, rows, cols) = if matches!(c.peek(), Some(Token::Open)) {
        let names = c
            .labels("player 1's strategies")
            .and_then(|r| Ok((r, c.labels("player 2's strategies")?)))?;
        c.expect(Token::Close, "`}` closing the strategy lists")?;
        (NfgFormat::Outcome, names.0, names.1)
    } else {
        let counts = (count(c, "player 1")?, count(c, "player 2")?);
        c.expect(Token::Close, "`}` closing the strategy counts")?;
        let names = |k: usize| (1..=k).map(|i| i.to_string()).collect();
        (NfgFormat::Payoff, names(counts.0), names(counts.1))
    };
    if rows.is_empty() || cols.is_empty() {
        return Err(bad("every player needs at least one strategy"));
    }
    if rows.len() * cols.len() > MAX_NFG_CELLS {
        return Err(bad(format!(
            "{} x {} strategies: above the limit of {MAX_NFG_CELLS} payoff cells",
            rows.len(),
            cols.len()
        )));
    }
    Ok((format, rows, cols))
}

fn count(c: &mut Cursor, who: &str) -> Result<usize, Error> {
    let w = c.word(&format!("{who}'s strategy count"))?;
    let k: usize = w.parse().map_err(|_| {
        bad(format!(
            "{who}'s strategy count {} is not a whole number",
            quoted(&w)
        ))
    })?;
    if k > MAX_NFG_CELLS {
        return Err(bad(format!(
            "{who}'s strategy count {k} is above the limit of {MAX_NFG_CELLS} payoff cells"
        )));
    }
    Ok(k)
}

/// Payoff pairs for each profile, player 1's strategy varying fastest.
fn payoff_body(c: &mut Cursor, profiles: usize) -> Result<Vec<(BigRational, BigRational)>, Error> {
    (0..profiles)
        .map(|k| {
            Ok((
                c.number(&format!("payoff {} of player 1", k + 1))?,
                c.number(&format!("payoff {} of player 2", k + 1))?,
            ))
        })
        .collect()
}

fn outcome_body(c: &mut Cursor, profiles: usize) -> Result<Vec<(BigRational, BigRational)>, Error> {
    c.expect(Token::Open, "`{` opening the outcome list")?;
    let mut outcomes = Vec::new();
    while c.peek() == Some(&Token::Open) {
        c.at += 1;
        c.label("an outcome name")?;
        let k = outcomes.len() + 1;
        outcomes.push((
            c.number(&format!("outcome {k}, player 1"))?,
            c.number(&format!("outcome {k}, player 2"))?,
        ));
        c.expect(
            Token::Close,
            &format!("`}}` closing outcome {k} (exactly two payoffs)"),
        )?;
    }
    c.expect(Token::Close, "`}` closing the outcome list")?;
    (0..profiles)
        .map(|k| {
            let w = c.word(&format!("the outcome of profile {}", k + 1))?;
            match w.parse::<usize>() {
                Ok(0) => Ok((BigRational::zero(), BigRational::zero())),
                Ok(i) if i <= outcomes.len() => Ok(outcomes[i - 1].clone()),
                _ => Err(bad(format!(
                    "profile {} names outcome {}, but there are {}",
                    k + 1,
                    quoted(&w),
                    outcomes.len()
                ))),
            }
        })
        .collect()
}

fn build(
    title: String,
    comment: String,
    players: Vec<String>,
    format: NfgFormat,
    rows: Vec<String>,
    cols: Vec<String>,
    profiles: Vec<(BigRational, BigRational)>,
) -> Result<NfgGame, Error> {
    let (m, n) = (rows.len(), cols.len());
    let zero_sum = profiles.iter().all(|(a, b)| (a + b).is_zero());
    let matrix = RationalMatrix::from_fn(m, n, |i, j| profiles[i + m * j].0.clone());
    let game = MatrixGame::new(matrix)?.with_labels(rows, cols)?;
    Ok(NfgGame {
        title,
        comment,
        players,
        format,
        game,
        zero_sum,
    })
}
