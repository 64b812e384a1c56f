//! Reading and writing exact rationals as text: `"p/q"`, integers and decimals.

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::Zero;

/// A string that is not a rational number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseRationalError {
    /// The offending text.
    pub text: String,
}

impl std::fmt::Display for ParseRationalError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} is not a number (expected an integer, p/q or a decimal of at most {MAX_DIGITS} digits)",
            crate::quoted(&self.text)
        )
    }
}

impl std::error::Error for ParseRationalError {}

/// The longest number [`parse_rational`] reads, in characters, and the largest decimal
/// exponent it takes: reading stays bounded in time (`1e-999999999` is refused, not computed).
pub const MAX_DIGITS: usize = 100_000;

/// Parses `"7"`, `"-3/4"`, `"2.50"` or `"1e-3"` into an exact rational.
///
/// Decimals are read exactly (`"0.1"` is `1/10`, not the nearest double).
/// A zero denominator is an error.
pub fn parse_rational(text: &str) -> Result<BigRational, ParseRationalError> {
    let err = || ParseRationalError {
        text: text.to_string(),
    };
    let t = text.trim();
    if t.len() > MAX_DIGITS {
        return Err(err());
    }
    if let Some((p, q)) = t.split_once('/') {
        let p: BigInt = p.trim().parse().map_err(|_| err())?;
        let q: BigInt = q.trim().parse().map_err(|_| err())?;
        if q.is_zero() {
            return Err(err());
        }
        return Ok(BigRational::new(p, q));
    }
    parse_decimal(t).ok_or_else(err)
}

fn parse_decimal(t: &str) -> Option<BigRational> {
    let (mantissa, exponent) = match t.find(['e', 'E']) {
        Some(k) => (&t[..k], t[k + 1..].parse::<i32>().ok()?),
        None => (t, 0),
    };
    let (negative, digits) = match mantissa.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, mantissa.strip_prefix('+').unwrap_or(mantissa)),
    };
    let (int_part, frac_part) = digits.split_once('.').unwrap_or((digits, ""));
    let all_digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if int_part.len() + frac_part.len() == 0 || !all_digits(int_part) || !all_digits(frac_part) {
        return None;
    }
    if exponent.unsigned_abs() as usize > MAX_DIGITS {
        return None;
    }
    let numerator: BigInt = format!("{int_part}{frac_part}0").parse().ok()?;
    let scale = exponent - frac_part.len() as i32 - 1;
    let power = BigInt::from(10).pow(scale.unsigned_abs());
    let value = match scale < 0 {
        true => BigRational::new(numerator, power),
        false => BigRational::from_integer(numerator * power),
    };
    Some(if negative { -value } else { value })
}

/// Writes a rational in lowest terms as `"p/q"`, or `"p"` when it is an integer.
pub fn format_rational(value: &BigRational) -> String {
    value.to_string()
}

/// The nearest `f64` to a rational (for display and for seeding float solvers).
pub fn to_f64(value: &BigRational) -> f64 {
    use num_traits::ToPrimitive;
    value.to_f64().unwrap_or_else(|| {
        // Huge numerators and denominators: scale both down by their common bit length.
        let shift = value
            .numer()
            .bits()
            .max(value.denom().bits())
            .saturating_sub(1000);
        let n = (value.numer() >> shift).to_f64().unwrap_or(f64::NAN);
        let d = (value.denom() >> shift).to_f64().unwrap_or(f64::NAN);
        n / d
    })
}

/// The exact rational value of a finite `f64` (every double is a dyadic rational).
pub fn from_f64(value: f64) -> Option<BigRational> {
    BigRational::from_float(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Found by `cargo xtask fuzz guessing-record`: `1e-999999` took seconds of repeated
    /// multiplication, and the error quoted any text in full.
    #[test]
    fn huge_exponents_and_long_texts_are_refused_at_once() {
        for text in [
            "1e-999999",
            "1e100001",
            "1e2147483647",
            &"9".repeat(100_001),
        ] {
            let e = parse_rational(text).unwrap_err().to_string();
            assert!(e.len() < 150 && !e.contains('\n'), "{e}");
        }
        assert_eq!(parse_rational("25e-2").unwrap(), q(1, 4));
        assert_eq!(parse_rational("-1.5e3").unwrap(), q(-1500, 1));
        let big = parse_rational("1e100000").unwrap();
        assert_eq!(big.numer().to_string().len(), 100_001);
    }

    fn q(p: i64, d: i64) -> BigRational {
        BigRational::new(p.into(), d.into())
    }

    #[test]
    fn parses_all_forms() {
        assert_eq!(parse_rational("7").unwrap(), q(7, 1));
        assert_eq!(parse_rational(" -6/8 ").unwrap(), q(-3, 4));
        assert_eq!(parse_rational("2.50").unwrap(), q(5, 2));
        assert_eq!(parse_rational("-.25").unwrap(), q(-1, 4));
        assert_eq!(parse_rational("1e-3").unwrap(), q(1, 1000));
        assert_eq!(parse_rational("1.5E2").unwrap(), q(150, 1));
    }

    #[test]
    fn rejects_garbage() {
        for bad in ["", "abc", "1/0", "1/x", "--1", "1.2.3", ".", "e5", "1e"] {
            assert!(parse_rational(bad).is_err(), "{bad} should not parse");
        }
    }

    #[test]
    fn formats_lowest_terms() {
        assert_eq!(format_rational(&q(6, 8)), "3/4");
        assert_eq!(format_rational(&q(4, 2)), "2");
    }

    #[test]
    fn converts_huge_values_to_f64() {
        let big = BigRational::new(BigInt::from(10).pow(400) * 3, BigInt::from(10).pow(400));
        assert!((to_f64(&big) - 3.0).abs() < 1e-12);
    }
}
