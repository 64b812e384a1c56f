//! Closed forms for the last two cards (seed 004's recursion with `k <= 2` cards in each
//! hand), exact with no LP: one card left is `f({a}, {b}, {p}) = p sgn(a - b)`; with two,
//! each prize game is 2 x 2, whose value is its saddle point when it has one and
//! `(ad - bc) / (a - b - c + d)` otherwise.

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::Zero;

use crate::Hand;

fn cards(h: Hand) -> Vec<i64> {
    (0..16).filter(|b| h >> b & 1 == 1).map(|b| b + 1).collect()
}

fn sign(a: i64, b: i64) -> i64 {
    (a - b).signum()
}

/// `f(V, Y, P)` in closed form when every set holds the same number `k <= 2` of cards;
/// `None` otherwise.
pub fn closed_form(v: Hand, y: Hand, p: Hand) -> Option<BigRational> {
    let (v, y, p) = (cards(v), cards(y), cards(p));
    if v.len() != y.len() || v.len() != p.len() {
        return None;
    }
    let int = |x: i64| BigRational::from(BigInt::from(x));
    match v.len() {
        0 => Some(BigRational::zero()),
        1 => Some(int(p[0] * sign(v[0], y[0]))),
        2 => {
            // After prize `c` (the other prize `o` follows): row i bids v[i], column j bids
            // y[j], and the remaining cards meet for `o`.
            let game = |c: i64, o: i64| {
                let e = |i: usize, j: usize| c * sign(v[i], y[j]) + o * sign(v[1 - i], y[1 - j]);
                two_by_two(e(0, 0), e(0, 1), e(1, 0), e(1, 1))
            };
            Some((game(p[0], p[1]) + game(p[1], p[0])) / int(2))
        }
        _ => None,
    }
}

/// The value of the zero-sum game `[[a, b], [c, d]]` (rows maximize).
fn two_by_two(a: i64, b: i64, c: i64, d: i64) -> BigRational {
    let lower = a.min(b).max(c.min(d));
    let upper = a.max(c).min(b.max(d));
    if lower == upper {
        return BigRational::from(BigInt::from(lower));
    }
    BigRational::new(BigInt::from(a * d - b * c), BigInt::from(a - b - c + d))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_by_two_values() {
        // Matching pennies: 0; a saddle point; a mixed game with value 1/2.
        assert_eq!(two_by_two(1, -1, -1, 1), BigRational::zero());
        assert_eq!(two_by_two(3, 5, 1, 2), BigRational::from(BigInt::from(3)));
        let half = BigRational::new(BigInt::from(1), BigInt::from(2));
        assert_eq!(two_by_two(2, 0, -1, 1), half);
    }

    #[test]
    fn larger_or_unequal_sets_have_no_closed_form() {
        assert!(closed_form(0b111, 0b111, 0b111).is_none());
        assert!(closed_form(0b11, 0b1, 0b11).is_none());
    }
}
