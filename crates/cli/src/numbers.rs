//! Exact numbers as a person reads them: a short fraction in full, a long one as its
//! decimal value with the digit counts of its numerator and denominator (the fraction
//! itself is in `--json`, or in the text with `--full`).

use num_rational::BigRational;
use verify::{format_rational, to_f64};

/// Fractions longer than this many characters are shortened.
const SHORT: usize = 24;

/// `x` in full when short or when `full`, else `~ 0.631373287446 (69 / 69 digits)`.
pub fn readable(x: &BigRational, full: bool) -> String {
    let text = format_rational(x);
    if full || text.len() <= SHORT {
        return text;
    }
    let digits = |s: String| s.trim_start_matches('-').len();
    format!(
        "~ {:.12} ({} / {} digits)",
        to_f64(x),
        digits(x.numer().to_string()),
        digits(x.denom().to_string())
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use num_bigint::BigInt;

    #[test]
    fn short_fractions_stay_whole_and_long_ones_say_their_size() {
        let third = BigRational::new(BigInt::from(-1), BigInt::from(3));
        assert_eq!(readable(&third, false), "-1/3");
        let ten = BigInt::from(10).pow(40);
        let long = BigRational::new(ten.clone() - 1, ten * 3);
        assert_eq!(readable(&long, false), "~ 0.333333333333 (40 / 41 digits)");
        assert_eq!(readable(&long, true), format_rational(&long));
    }
}
