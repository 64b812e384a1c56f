//! Mutations of a seed input as a proptest strategy: bit flips, byte edits, tokens from a
//! dictionary (numbers at and past every limit, separators, keywords of the format),
//! splices from another seed and repeats (deep nesting, long lines, huge files).

use proptest::prelude::*;
use proptest::sample::Index;

/// One edit of the input.
#[derive(Clone, Debug)]
pub enum Op {
    /// Flip one bit of one byte.
    Flip(Index, u8),
    /// Insert one byte.
    Insert(Index, u8),
    /// Delete up to `len` bytes.
    Delete(Index, u8),
    /// Replace the word at the position by a dictionary token (`true`) or insert it there.
    Token(Index, Index, bool),
    /// Insert a slice of another seed.
    Splice(Index, Index, Index, u8),
    /// Repeat a slice of up to `len` bytes `times` times.
    Repeat(Index, u8, u8),
}

/// A short list of edits.
pub fn ops() -> impl Strategy<Value = Vec<Op>> {
    let op = prop_oneof![
        1 => (any::<Index>(), 0u8..8).prop_map(|(i, b)| Op::Flip(i, b)),
        1 => (any::<Index>(), any::<u8>()).prop_map(|(i, b)| Op::Insert(i, b)),
        1 => (any::<Index>(), 1u8..16).prop_map(|(i, n)| Op::Delete(i, n)),
        1 => (any::<Index>(), any::<Index>(), any::<bool>()).prop_map(|(i, t, r)| Op::Token(i, t, r)),
        3 => (any::<Index>(), any::<Index>(), any::<bool>()).prop_map(|(i, t, _)| Op::Token(i, t, true)),
        1 => (any::<Index>(), any::<Index>(), any::<Index>(), 1u8..64)
            .prop_map(|(i, s, f, n)| Op::Splice(i, s, f, n)),
        1 => (any::<Index>(), 1u8..32, 2u8..200).prop_map(|(i, n, k)| Op::Repeat(i, n, k)),
    ];
    proptest::collection::vec(op, 0..6)
}

/// Tokens every format gets: numbers at and past the usual limits, separators, oddities.
pub const COMMON_TOKENS: &[&str] = &[
    "0",
    "1",
    "2",
    "3",
    "-1",
    "-0",
    "+1",
    "00",
    "1.5",
    "1/2",
    "1/0",
    "0/0",
    "-1/3",
    "1e3",
    "1e999999999",
    "1e-999999",
    "NaN",
    "inf",
    "-inf",
    "255",
    "256",
    "65535",
    "65536",
    "4294967295",
    "4294967296",
    "9223372036854775807",
    "18446744073709551615",
    "18446744073709551616",
    "99999999999999999999999999999999999999999999999999999999999999999",
    "",
    " ",
    "\t",
    "\n",
    "\r\n",
    "\r",
    "#",
    ",",
    ";",
    ":",
    "\"",
    "'",
    "\\",
    "{",
    "}",
    "[",
    "]",
    "(",
    ")",
    "|",
    "/",
    "-",
    "+",
    "*",
    "\0",
    "\u{feff}",
    "é",
    "∞",
    "x",
];

/// `seed` with `ops` applied; `seeds` feed splices, `tokens` the token edits.
pub fn apply(seed: &[u8], seeds: &[Vec<u8>], tokens: &[Vec<u8>], ops: &[Op]) -> Vec<u8> {
    let mut out = seed.to_vec();
    for op in ops {
        edit(&mut out, seeds, tokens, op);
        out.truncate(1 << 20);
    }
    out
}

/// A position in `0..=len`.
fn at(i: &Index, len: usize) -> usize {
    i.index(len + 1)
}

fn edit(out: &mut Vec<u8>, seeds: &[Vec<u8>], tokens: &[Vec<u8>], op: &Op) {
    let len = out.len();
    match op {
        Op::Flip(i, bit) if len > 0 => out[i.index(len)] ^= 1 << bit,
        Op::Flip(..) => {}
        Op::Insert(i, b) => out.insert(at(i, len), *b),
        Op::Delete(i, n) => {
            let from = at(i, len);
            out.drain(from..(from + *n as usize).min(len));
        }
        Op::Token(i, t, replace) => {
            let token = &tokens[t.index(tokens.len())];
            let p = at(i, len);
            let (from, to) = if *replace { word(out, p) } else { (p, p) };
            out.splice(from..to, token.iter().copied());
        }
        Op::Splice(i, s, f, n) => {
            let other = &seeds[s.index(seeds.len())];
            let from = at(f, other.len());
            let to = (from + *n as usize).min(other.len());
            let p = at(i, len);
            out.splice(p..p, other[from..to].iter().copied());
        }
        Op::Repeat(i, n, k) => {
            let from = at(i, len);
            let piece = out[from..(from + *n as usize).min(len)].to_vec();
            let copies = piece.repeat(*k as usize);
            out.splice(from..from, copies);
        }
    }
}

/// The word (letters, digits, `.+-/_`) around `p`, as a range; empty when `p` is not in one.
fn word(text: &[u8], p: usize) -> (usize, usize) {
    let is_word = |b: &u8| b.is_ascii_alphanumeric() || b".+-/_".contains(b);
    let from = text[..p]
        .iter()
        .rposition(|b| !is_word(b))
        .map_or(0, |q| q + 1);
    let to = text[p..]
        .iter()
        .position(|b| !is_word(b))
        .map_or(text.len(), |q| p + q);
    (from, to)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_are_found_around_a_position() {
        assert_eq!(word(b"ab 12.5e3 x", 5), (3, 9));
        assert_eq!(word(b"ab  x", 3), (3, 3));
        assert_eq!(word(b"", 0), (0, 0));
    }
}
