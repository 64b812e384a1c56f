//! The OEIS b-files of the guessing game's values: A286676 (numerators of V(N)) and A286677
//! (denominators), one `n a(n)` per line for N = 1 up to the first N the fixture lacks.
//!
//! They are written by the fixture's export from `values.jsonl`, whose every value
//! was re-checked exactly when export wrote its line.
//!
//! # Example
//! ```
//! let b = guessing::bfile::BFiles::from_values([(1, "1"), (2, "3/2"), (3, "9/5"), (5, "x")])?;
//! assert_eq!(b.last, 3);
//! assert_eq!(b.numerators, "1 1\n2 3\n3 9\n");
//! assert_eq!(b.denominators, "1 1\n2 2\n3 5\n");
//! # Ok::<(), guessing::Error>(())
//! ```

use num_integer::Integer;
use num_rational::BigRational;
use num_traits::{One, Signed};
use verify::parse_rational;

use crate::Error;

/// The numerators' b-file name (OEIS A286676).
pub const NUMERATORS: &str = "b286676.txt";
/// The denominators' b-file name (OEIS A286677).
pub const DENOMINATORS: &str = "b286677.txt";

/// The two b-files' texts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BFiles {
    /// `n p` per line, `p` the numerator of V(n) in lowest terms.
    pub numerators: String,
    /// `n q` per line, `q > 0` the denominator.
    pub denominators: String,
    /// The last N written (0 when the values do not start at N = 1).
    pub last: usize,
}

impl BFiles {
    /// The b-files of `values` (`(N, "p/q")` in increasing N), through the end of the
    /// contiguous run from N = 1; a value in that run that is not a fraction is an error.
    pub fn from_values<'a>(
        values: impl IntoIterator<Item = (usize, &'a str)>,
    ) -> Result<BFiles, Error> {
        let mut b = BFiles {
            numerators: String::new(),
            denominators: String::new(),
            last: 0,
        };
        for (n, value) in values {
            if n != b.last + 1 {
                break;
            }
            let v = parse_rational(value)
                .map_err(|e| Error::File(format!("N = {n}: value {value:?}: {e}")))?;
            b.numerators += &format!("{n} {}\n", v.numer());
            b.denominators += &format!("{n} {}\n", v.denom());
            b.last = n;
        }
        Ok(b)
    }
}

/// The values V(1), V(2), ... held by a pair of b-file texts, read back: both must number
/// their lines 1, 2, ... alike and each fraction must be in lowest terms with a positive
/// denominator, as [`BFiles::from_values`] writes them; anything else is an error naming
/// the line.
pub fn values(numerators: &str, denominators: &str) -> Result<Vec<BigRational>, Error> {
    let (tops, bottoms) = (numerators.lines(), denominators.lines());
    if tops.clone().count() != bottoms.clone().count() {
        return Err(Error::File(format!(
            "{NUMERATORS} and {DENOMINATORS} hold different numbers of lines"
        )));
    }
    (tops.zip(bottoms).enumerate())
        .map(|(i, (p, q))| value_at(i + 1, p, q))
        .collect()
}

/// Line `n` of both b-files as V(n).
fn value_at(n: usize, top: &str, bottom: &str) -> Result<BigRational, Error> {
    let bad = || Error::File(format!("b-files line {n}: not `{n} a(n)` in lowest terms"));
    let term = |line: &str| -> Option<num_bigint::BigInt> {
        let (index, a) = line.split_once(' ')?;
        (index.parse::<usize>().ok()? == n).then_some(())?;
        a.parse().ok()
    };
    let (p, q) = (term(top).ok_or_else(bad)?, term(bottom).ok_or_else(bad)?);
    if !q.is_positive() || !p.gcd(&q).is_one() {
        return Err(bad());
    }
    Ok(BigRational::new_raw(p, q))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn b_files_read_back_what_was_written() {
        let b = BFiles::from_values([(1, "1"), (2, "3/2"), (3, "9/5")]).unwrap();
        let v = values(&b.numerators, &b.denominators).unwrap();
        assert_eq!(
            v,
            [(1, 1), (3, 2), (9, 5)].map(|(p, q)| BigRational::new(p.into(), q.into()))
        );
        for (tops, bottoms) in [
            ("1 1\n2 6\n", "1 1\n2 4\n"),
            ("1 1\n3 3\n", "1 1\n3 2\n"),
            ("1 1\n", "1 1\n2 2\n"),
            ("1 1\n", "1 0\n"),
            ("1 x\n", "1 1\n"),
        ] {
            assert!(values(tops, bottoms).is_err(), "{tops:?} / {bottoms:?}");
        }
    }
}
