//! Closed forms for the last two cards (seed 004's recursion with `k <= 2` cards in each
//! hand), exact with no LP: one card left is `f({a}, {b}, {p}) = p sgn(a - b)`; with two,
//! each prize game is 2 x 2, whose value is its saddle point when it has one and
//! `(ad - bc) / (a - b - c + d)` otherwise.

use num_rational::BigRational;
use num_traits::Zero;
use verify::{Certificate, RationalMatrix};

use crate::hand::{cards, sign};
use crate::Hand;

/// `[Exact]` `f(V, Y, P)` in closed form when every set holds the same number `k <= 2` of
/// cards (each 2 x 2 game's value certified by its strategies); `None` otherwise.
pub fn closed_form(v: Hand, y: Hand, p: Hand) -> Option<BigRational> {
    let (v, y, p): (Vec<usize>, Vec<usize>, Vec<usize>) =
        (cards(v).collect(), cards(y).collect(), cards(p).collect());
    if v.len() != y.len() || v.len() != p.len() {
        return None;
    }
    match v.len() {
        0 => Some(BigRational::zero()),
        1 => Some(BigRational::from_integer(
            (p[0] as i64 * sign(v[0], y[0])).into(),
        )),
        2 => {
            // After prize `c` (the other prize `o` follows): row i bids v[i], column j bids
            // y[j], and the remaining cards meet for `o`.
            let game = |c: usize, o: usize| {
                let e = |i: usize, j: usize| {
                    c as i64 * sign(v[i], y[j]) + o as i64 * sign(v[1 - i], y[1 - j])
                };
                two_by_two(e(0, 0), e(0, 1), e(1, 0), e(1, 1))
            };
            Some((game(p[0], p[1])? + game(p[1], p[0])?) / BigRational::from_integer(2.into()))
        }
        _ => None,
    }
}

/// `[Exact]` The value of the zero-sum game `[[a, b], [c, d]]` (rows maximize): its saddle
/// point when it has one, else `(ad - bc) / (a - b - c + d)` with the equalizing mixes;
/// returned only once `verify` has checked that both strategies guarantee it.
fn two_by_two(a: i64, b: i64, c: i64, d: i64) -> Option<BigRational> {
    let q = |n: i64, m: i64| BigRational::new(n.into(), m.into());
    let pure = |i: usize| [0, 1].map(|k| q(i64::from(k == i), 1));
    let lower = a.min(b).max(c.min(d));
    let upper = a.max(c).min(b.max(d));
    let (x, y, value) = if lower == upper {
        let row = usize::from(c.min(d) > a.min(b));
        let col = usize::from(b.max(d) < a.max(c));
        (pure(row), pure(col), q(lower, 1))
    } else {
        let m = a - b - c + d;
        let x = [q(d - c, m), q(a - b, m)];
        (x, [q(d - b, m), q(a - c, m)], q(a * d - b * c, m))
    };
    let game = RationalMatrix::from_integers(&[vec![a, b], vec![c, d]]).ok()?;
    let certificate = Certificate {
        row_mix: x.to_vec(),
        col_mix: y
            .into_iter()
            .enumerate()
            .filter(|(_, p)| !p.is_zero())
            .collect(),
        value,
    };
    let certified = certificate.check(&game).ok()?.certified();
    certified.then_some(certificate.value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_by_two_values() {
        // Matching pennies: 0; a saddle point; a mixed game with value 1/2.
        assert_eq!(two_by_two(1, -1, -1, 1), Some(BigRational::zero()));
        assert_eq!(
            two_by_two(3, 5, 1, 2),
            Some(BigRational::from_integer(3.into()))
        );
        let half = BigRational::new(1.into(), 2.into());
        assert_eq!(two_by_two(2, 0, -1, 1), Some(half));
    }

    #[test]
    fn larger_or_unequal_sets_have_no_closed_form() {
        assert!(closed_form(0b111, 0b111, 0b111).is_none());
        assert!(closed_form(0b11, 0b1, 0b11).is_none());
    }
}
