//! The rulesets: take-and-break games by their code, subtraction games and Grundy's game.
//!
//! A code `d0.d1 d2 d3 ...` (Winning Ways ch. 4; Siegel, *Combinatorial Game Theory*, 2013,
//! §IV.2) says, digit `dk` for a move that removes `k` tokens from one heap, what that move
//! may leave of the heap: bit 1, nothing (the heap had exactly `k`); bit 2, one non-empty
//! heap; bit 4, two non-empty heaps; bit 8 (a hexadecimal digit), three. Octal games have
//! digits 0..=7, hexadecimal games 0..=F. The digit before the point removes no token, so
//! only its splitting bits (4, 8) mean a move: `4.0` splits any heap in two.

use crate::Error;

/// The most digits after the point a code may have.
pub const MAX_DIGITS: usize = 64;

/// A move leaves nothing of the heap (the digit's bit 1).
pub const LEAVE_NONE: u8 = 1;
/// A move leaves one non-empty heap (bit 2).
pub const LEAVE_ONE: u8 = 2;
/// A move leaves two non-empty heaps (bit 4).
pub const LEAVE_TWO: u8 = 4;
/// A move leaves three non-empty heaps (bit 8, hexadecimal games).
pub const LEAVE_THREE: u8 = 8;

/// An impartial game played on heaps of tokens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rules {
    /// A take-and-break game: `digits[k]` for removing `k` tokens (`k = 0`: the digit
    /// before the point), trailing zeros dropped.
    Code(Vec<u8>),
    /// Grundy's game (Winning Ways ch. 4): split one heap into two heaps of different sizes.
    Grundy,
    /// An all-but subtraction game: remove any number of tokens from one heap except the
    /// numbers listed (A. Siegel, 2005; CGSuite's `AllbutSubtraction`).
    AllBut(Vec<usize>),
}

impl Rules {
    /// Reads `0.77` (Kayles), `.07` (Dawson's Kayles), `4.7`, `0.8F` (hexadecimal), a finite
    /// subtraction game `S(1,3,4)` (octal digits 3 at 1, 3 and 4), an all-but subtraction
    /// game `allbut(1,2)` (any number but 1 or 2) or `grundy`.
    ///
    /// ```
    /// use impartial::Rules;
    /// assert_eq!(Rules::parse("S(1,3,4)")?, Rules::parse("0.3033")?);
    /// assert!(Rules::parse("0.9").is_ok()); // hexadecimal
    /// assert!(Rules::parse("1.7").is_err()); // a digit 1 before the point removes nothing
    /// # Ok::<(), impartial::Error>(())
    /// ```
    pub fn parse(text: &str) -> Result<Rules, Error> {
        let text = text.trim();
        if text.eq_ignore_ascii_case("grundy") {
            return Ok(Rules::Grundy);
        }
        if let Some(inner) = text.strip_prefix("S(").and_then(|t| t.strip_suffix(')')) {
            return subtraction(inner);
        }
        if let Some(inner) = text
            .strip_prefix("allbut(")
            .and_then(|t| t.strip_suffix(')'))
        {
            return all_but(inner);
        }
        code(text)
    }

    /// The code's digits (`digits[k]` for removing `k`), empty for Grundy's game.
    pub fn digits(&self) -> &[u8] {
        match self {
            Rules::Code(digits) => digits,
            Rules::Grundy | Rules::AllBut(_) => &[],
        }
    }

    /// The numbers of tokens an all-but subtraction game bars (empty for any other game).
    pub fn excluded(&self) -> &[usize] {
        match self {
            Rules::AllBut(excluded) => excluded,
            _ => &[],
        }
    }

    /// The most tokens one move removes (`t` of the periodicity theorem).
    pub fn max_removed(&self) -> usize {
        self.digits().len().saturating_sub(1)
    }

    /// The most heaps one move leaves of a heap: 3 for a hexadecimal game with bit 8, 2 for
    /// a game that splits, else 1.
    pub fn max_parts(&self) -> usize {
        let any = |bit: u8| self.digits().iter().any(|d| d & bit != 0);
        match self {
            Rules::Grundy => 2,
            Rules::AllBut(_) => 1,
            Rules::Code(_) if any(LEAVE_THREE) => 3,
            Rules::Code(_) if any(LEAVE_TWO) => 2,
            Rules::Code(_) => 1,
        }
    }

    /// May a move split a heap into two equal heaps? (Not in Grundy's game.)
    pub fn equal_halves(&self) -> bool {
        *self != Rules::Grundy
    }

    /// `(k, digit)` for every removal with a move.
    pub fn removals(&self) -> impl Iterator<Item = (usize, u8)> + '_ {
        let grundy = (*self == Rules::Grundy).then_some((0, LEAVE_TWO));
        let code = self.digits().iter().enumerate().filter(|(_, d)| **d != 0);
        grundy.into_iter().chain(code.map(|(k, d)| (k, *d)))
    }

    /// The game's name as the field writes it: `0.77`, `4.7`, `grundy`.
    pub fn name(&self) -> String {
        match self {
            Rules::Grundy => "grundy".into(),
            Rules::AllBut(excluded) => {
                let list: Vec<String> = excluded.iter().map(|k| k.to_string()).collect();
                format!("allbut({})", list.join(","))
            }
            Rules::Code(digits) => {
                let digit =
                    |d: &u8| char::from_digit(u32::from(*d), 16).map(|c| c.to_ascii_uppercase());
                let after: String = digits.iter().skip(1).filter_map(digit).collect();
                let after = if after.is_empty() { "0".into() } else { after };
                format!("{}.{after}", digit(&digits[0]).unwrap_or('0'))
            }
        }
    }
}

impl std::fmt::Display for Rules {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.name())
    }
}

fn code(text: &str) -> Result<Rules, Error> {
    let bad = |why: &str| Error::BadRules(format!("code {}: {why}", verify::quoted(text)));
    // A lone digit is the digit before the point (`4` is `4.0`, as tables write it).
    let (before, after) = match text.len() == 1 {
        true => (text, ""),
        false => text
            .split_once('.')
            .ok_or_else(|| bad("not a code `d0.d1d2...` (Kayles is 0.77)"))?,
    };
    let first = match before {
        "" => 0,
        _ if before.len() == 1 => hex(before.chars().next())
            .ok_or_else(|| bad("the digit before the point is not a hexadecimal digit"))?,
        _ => return Err(bad("one digit goes before the point")),
    };
    if first & (LEAVE_NONE | LEAVE_ONE) != 0 {
        return Err(bad(
            "the digit before the point removes no token: only its splitting bits (4, 8) mean a move",
        ));
    }
    if after.len() > MAX_DIGITS {
        return Err(bad(&format!(
            "more than {MAX_DIGITS} digits after the point"
        )));
    }
    let mut digits = vec![first];
    for c in after.chars() {
        digits.push(hex(Some(c)).ok_or_else(|| bad(&format!("{c:?} is not a hexadecimal digit")))?);
    }
    while digits.len() > 1 && digits.last() == Some(&0) {
        digits.pop();
    }
    if digits == [0] {
        return Err(bad("no digit allows a move"));
    }
    Ok(Rules::Code(digits))
}

fn hex(c: Option<char>) -> Option<u8> {
    c?.to_digit(16).map(|d| d as u8)
}

/// `allbut(1,2)`: the excluded numbers of tokens, sorted, each in `1..=MAX_DIGITS`.
fn all_but(inner: &str) -> Result<Rules, Error> {
    let mut excluded = numbers(inner, "all-but subtraction game allbut")?;
    excluded.sort_unstable();
    excluded.dedup();
    Ok(Rules::AllBut(excluded))
}

/// `S(1,3,4)`: remove 1, 3 or 4 tokens, leaving one heap or none (octal digits 3).
fn subtraction(inner: &str) -> Result<Rules, Error> {
    let mut digits = vec![0u8];
    for k in numbers(inner, "subtraction game S")? {
        if digits.len() <= k {
            digits.resize(k + 1, 0);
        }
        digits[k] = LEAVE_NONE | LEAVE_ONE;
    }
    Ok(Rules::Code(digits))
}

/// The numbers of tokens listed in `inner` (`1,3,4`), each in `1..=MAX_DIGITS`.
fn numbers(inner: &str, game: &str) -> Result<Vec<usize>, Error> {
    let bad =
        |why: String| Error::BadRules(format!("{game}({}): {why}", verify::shortened(inner, 40)));
    let mut out = Vec::new();
    for part in inner.split(',') {
        let k: usize = (part.trim().parse()).map_err(|_| {
            bad(format!(
                "{} is not a number of tokens",
                verify::quoted(part.trim())
            ))
        })?;
        if !(1..=MAX_DIGITS).contains(&k) {
            return Err(bad(format!("{k} tokens: each must be in 1..={MAX_DIGITS}")));
        }
        out.push(k);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_read_and_print_as_the_field_writes_them() {
        for (text, name) in [
            ("0.77", "0.77"),
            (".07", "0.07"),
            ("4.7", "4.7"),
            ("0.8f", "0.8F"),
            ("0.1370", "0.137"),
            ("4", "4.0"),
        ] {
            assert_eq!(Rules::parse(text).unwrap().name(), name);
        }
        assert_eq!(Rules::parse("grundy").unwrap(), Rules::Grundy);
        assert_eq!(Rules::parse("S(4,1,3)").unwrap().name(), "0.3033");
        assert_eq!(
            Rules::parse("allbut(2,1,2)").unwrap(),
            Rules::AllBut(vec![1, 2])
        );
    }

    #[test]
    fn bad_codes_are_refused_by_name() {
        for text in [
            "", "77", "0.", "0.0", "0.7g", "12.3", "2.7", "S()", "S(0)", "S(1,x)", "S(65)",
        ] {
            let e = Rules::parse(text).unwrap_err().to_string();
            assert!(!e.contains('\n'), "{e}");
        }
        assert!(Rules::parse(&format!("0.{}", "7".repeat(65))).is_err());
    }

    #[test]
    fn the_parts_a_move_may_leave() {
        assert_eq!(Rules::parse("0.3").unwrap().max_parts(), 1);
        assert_eq!(Rules::parse("0.77").unwrap().max_parts(), 2);
        assert_eq!(Rules::parse("0.F").unwrap().max_parts(), 3);
        assert_eq!(Rules::parse("0.137").unwrap().max_removed(), 3);
        assert_eq!(
            Rules::Grundy.removals().collect::<Vec<_>>(),
            [(0, LEAVE_TWO)]
        );
    }
}
