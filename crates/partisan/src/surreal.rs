//! Dyadic surreal numbers `j / 2^k` (seed 002 §2.1), exact in big integers.
//!
//! Every short game that is a number equals one of these; the simplicity rule
//! ([`Surreal::simplest_between`], §2.1 theorems 1-4) gives the value of `{L | R}`.

use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, Neg, Sub};
use std::str::FromStr;

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, Zero};

use crate::Error;

/// `[Exact]` The dyadic rational `num / 2^exp`, kept normalised (`exp = 0` or `num` odd), so
/// equal numbers have equal representations.
///
/// # Example
/// ```
/// use partisan::Surreal;
/// let half: Surreal = "1/2".parse()?;
/// let one = Surreal::from(1);
/// assert_eq!(Surreal::simplest_between(Some(&half), Some(&one)).unwrap().to_string(), "3/4");
/// assert_eq!(half.birthday().to_string(), "2");
/// # Ok::<(), partisan::Error>(())
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Surreal {
    num: BigInt,
    exp: u32,
}

impl Surreal {
    /// `num / 2^exp`, normalised.
    pub fn new(mut num: BigInt, mut exp: u32) -> Self {
        if num.is_zero() {
            return Surreal::zero();
        }
        while exp > 0 && num.is_even() {
            num >>= 1u32;
            exp -= 1;
        }
        Surreal { num, exp }
    }

    /// The number 0, the game `{ | }`.
    pub fn zero() -> Self {
        Surreal {
            num: BigInt::zero(),
            exp: 0,
        }
    }

    /// `2^-k`.
    pub fn unit(k: u32) -> Self {
        Surreal::new(BigInt::one(), k)
    }

    /// The numerator `j` of `j / 2^k`.
    pub fn numerator(&self) -> &BigInt {
        &self.num
    }

    /// The exponent `k` of the denominator `2^k` (0 for integers).
    pub fn exponent(&self) -> u32 {
        self.exp
    }

    /// Is it an integer?
    pub fn is_integer(&self) -> bool {
        self.exp == 0
    }

    /// Is it zero?
    pub fn is_zero(&self) -> bool {
        self.num.is_zero()
    }

    /// Half of it.
    pub fn half(&self) -> Surreal {
        Surreal::new(self.num.clone(), self.exp + 1)
    }

    /// The largest integer `<= self`.
    pub fn floor(&self) -> BigInt {
        self.num.div_floor(&(BigInt::one() << self.exp))
    }

    /// The smallest integer `>= self`.
    pub fn ceil(&self) -> BigInt {
        -(-self).floor()
    }

    /// The day on which the number is born: `|n|` for an integer `n`, and
    /// `floor(|x|) + 1 + k` for `x = j / 2^k` with `j` odd, `k >= 1`.
    pub fn birthday(&self) -> BigInt {
        let int_part = self.num.abs() >> self.exp;
        if self.exp == 0 {
            int_part
        } else {
            int_part + 1 + self.exp
        }
    }

    /// `[Exact]` The simplest number strictly between `lo` and `hi` (`None` = no bound): the
    /// value of `{lo | hi}` by the simplicity rule; `None` when `lo >= hi`.
    ///
    /// An integer in the gap wins, the one nearest 0; otherwise the dyadic with the smallest
    /// denominator. Complexity: O(k) big-integer steps, `k` the larger exponent.
    pub fn simplest_between(lo: Option<&Surreal>, hi: Option<&Surreal>) -> Option<Surreal> {
        let zero = Surreal::zero();
        if let (Some(l), Some(h)) = (lo, hi) {
            if l >= h {
                return None;
            }
        }
        let above = |x: &Surreal| lo.is_none_or(|l| x > l);
        let below = |x: &Surreal| hi.is_none_or(|h| x < h);
        if above(&zero) && below(&zero) {
            return Some(zero);
        }
        // 0 is not in the gap, so the gap lies on one side of 0.
        let nearest_int = match (lo, hi) {
            (Some(l), _) if l >= &zero => Surreal::from_int(l.floor() + 1),
            (_, Some(h)) => Surreal::from_int(h.ceil() - 1),
            _ => unreachable!("an unbounded side contains 0"),
        };
        if above(&nearest_int) && below(&nearest_int) {
            return Some(nearest_int);
        }
        // Both bounds exist and lie in [m, m + 1]: halve until a dyadic fits.
        let (l, h) = (lo?, hi?);
        (1u32..).find_map(|k| {
            let candidate = Surreal::new(l.scaled_floor(k) + 1, k);
            (candidate < *h).then_some(candidate)
        })
    }

    /// `floor(self * 2^k)`.
    fn scaled_floor(&self, k: u32) -> BigInt {
        if k >= self.exp {
            &self.num << (k - self.exp)
        } else {
            self.num.div_floor(&(BigInt::one() << (self.exp - k)))
        }
    }

    fn from_int(n: BigInt) -> Surreal {
        Surreal { num: n, exp: 0 }
    }

    /// Approximate value, for plots and sorting only.
    pub fn to_f64(&self) -> f64 {
        let n: f64 = self.num.to_string().parse().unwrap_or(f64::NAN);
        n / 2f64.powi(self.exp as i32)
    }

    /// Both numbers over the common denominator `2^max(k1, k2)`.
    fn aligned(&self, other: &Surreal) -> (BigInt, BigInt, u32) {
        let exp = self.exp.max(other.exp);
        (
            &self.num << (exp - self.exp),
            &other.num << (exp - other.exp),
            exp,
        )
    }
}

impl From<i64> for Surreal {
    fn from(n: i64) -> Self {
        Surreal::from_int(BigInt::from(n))
    }
}

impl Ord for Surreal {
    fn cmp(&self, other: &Self) -> Ordering {
        let (a, b, _) = self.aligned(other);
        a.cmp(&b)
    }
}

impl PartialOrd for Surreal {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Add for &Surreal {
    type Output = Surreal;
    fn add(self, other: &Surreal) -> Surreal {
        let (a, b, exp) = self.aligned(other);
        Surreal::new(a + b, exp)
    }
}

impl Sub for &Surreal {
    type Output = Surreal;
    fn sub(self, other: &Surreal) -> Surreal {
        self + &(-other)
    }
}

impl Neg for &Surreal {
    type Output = Surreal;
    fn neg(self) -> Surreal {
        Surreal {
            num: -&self.num,
            exp: self.exp,
        }
    }
}

impl fmt::Display for Surreal {
    /// `3`, `-1/2`, `5/8`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.exp == 0 {
            write!(f, "{}", self.num)
        } else {
            write!(f, "{}/{}", self.num, BigInt::one() << self.exp)
        }
    }
}

impl FromStr for Surreal {
    type Err = Error;

    /// Parses `n`, `j/d` with `d` a power of two (`"3"`, `"-1/2"`, `"6/8"`), or a decimal
    /// that is one (`"0.5"`, `"-1.375"`).
    fn from_str(text: &str) -> Result<Self, Error> {
        let bad = |why: &str| {
            Error::BadNumber(format!(
                "{} is not a dyadic number: {why}",
                verify::quoted(text)
            ))
        };
        let t = text.trim();
        if let Some((whole, digits)) = t.split_once('.') {
            return decimal(whole, digits).ok_or_else(|| {
                bad("a decimal must be an integer over a power of two, as 0.5 or 1.375 are")
            });
        }
        let (num, den) = t.split_once('/').unwrap_or((t, "1"));
        let num: BigInt = num
            .trim()
            .parse()
            .map_err(|_| bad("expected an integer or j/2^k"))?;
        let den: BigInt = den
            .trim()
            .parse()
            .map_err(|_| bad("the denominator is not a positive integer"))?;
        if !den.is_positive() || (&den & (&den - 1u32)) != BigInt::zero() {
            return Err(bad("the denominator must be a power of two"));
        }
        Ok(Surreal::new(num, (den.bits() - 1) as u32))
    }
}

/// `whole.digits` as `j / 2^k`, when it is one: `m / 10^d` is dyadic exactly when `5^d`
/// divides `m`.
fn decimal(whole: &str, digits: &str) -> Option<Surreal> {
    let ok = |s: &str| s.chars().all(|c| c.is_ascii_digit());
    let (negative, whole) = match whole.trim_start().strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, whole.trim_start()),
    };
    if !ok(whole) || !ok(digits) || whole.len() + digits.len() == 0 || digits.len() > 64 {
        return None;
    }
    let m: BigInt = format!("{whole}{digits}").parse().ok()?;
    let five = BigInt::from(5u32).pow(digits.len() as u32);
    if !(&m % &five).is_zero() {
        return None;
    }
    let num = m / five;
    Some(Surreal::new(
        if negative { -num } else { num },
        digits.len() as u32,
    ))
}
