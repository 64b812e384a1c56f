//! Rational reconstruction: recover `a/b` from `a * b^-1 mod M` when `|a|, b` are small.

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, Zero};

/// Finds `a/b` with `a = b u (mod m)`, `|a| <= bound`, `0 < b <= bound`, `gcd(a, b) = 1`.
///
/// With `2 bound^2 < m` the answer, when it exists, is unique (Wang's algorithm:
/// the half-extended Euclidean algorithm stopped at the first remainder below `bound`).
pub(crate) fn reconstruct(u: &BigInt, m: &BigInt, bound: &BigInt) -> Option<(BigInt, BigInt)> {
    let (mut r0, mut r1) = (m.clone(), u.mod_floor(m));
    let (mut t0, mut t1) = (BigInt::zero(), BigInt::one());
    while &r1 > bound {
        let (q, r) = r0.div_rem(&r1);
        let t = &t0 - &q * &t1;
        (r0, r1) = (r1, r);
        (t0, t1) = (t1, t);
    }
    if t1.is_zero() || t1.abs() > *bound || !r1.gcd(&t1).is_one() {
        return None;
    }
    Some(if t1.is_negative() {
        (-r1, -t1)
    } else {
        (r1, t1)
    })
}

/// The representative of `u mod m` in `(-m/2, m/2]`.
pub(crate) fn symmetric(u: &BigInt, m: &BigInt) -> BigInt {
    let r = u.mod_floor(m);
    if &r * 2 > *m {
        r - m
    } else {
        r
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recovers_a_fraction() {
        let m = BigInt::from(1_000_003i64) * 1_000_033i64;
        // u = -7 * 12^-1 mod m (m is not prime: invert with the extended gcd)
        let g = BigInt::from(12).extended_gcd(&m);
        let u = (BigInt::from(-7) * g.x).mod_floor(&m);
        let bound = BigInt::from(700_000);
        assert_eq!(
            reconstruct(&u, &m, &bound),
            Some((BigInt::from(-7), BigInt::from(12)))
        );
    }
}
