//! The spider results of seed 001 §4.3-4.5, as exact checks against the compact LP.
//!
//! - Theorem 2: `2b - 1 >= m > n >= 1` and `m | b + 1` give `V = m n / (B (b + 1))`, with
//!   player I playing the straight moves that start at the root and at every multiple of `m`,
//!   and player II those that start at depths `1 + i m` and `m - n + i m`.
//! - Estimate (18) and conjecture (19): `V ~ (2/B) V_o(m, n, 2b + 1)` "if b | m", else
//!   `V_o(m, n, B b + 1)`, `V_o` the line value (Theorem 1). The text's "b | m" is read four
//!   ways ([`Reading`]); the exact values agree with "m does not divide b" (with B = 3,
//!   b = 13, m = 8, n = 5: (2/3) V_o(8, 5, 27) = 17/18 is the value, V_o(8, 5, 40) = 1 is not;
//!   with b = 16: V_o(8, 5, 49) = 17/21 is the value).
//! - Conjecture (21) under conditions (20): `m > 3`, `2 < n < m`, `1 < B < 6`,
//!   `m < b < m + n/2`.

use num_rational::BigRational;
use num_traits::Zero;
use serde::Serialize;

use crate::line::{closed_form, LineGame};
use crate::ratio;
use crate::spider::{MoveClass, Spider};

/// Does Theorem 2 apply?
pub fn theorem2_applies(m: usize, n: usize, b: usize) -> bool {
    2 * b > m && m > n && n >= 1 && (b + 1).is_multiple_of(m)
}

/// Theorem 2's value `m n / (B (b + 1))`.
pub fn theorem2_value(m: usize, n: usize, branches: usize, b: usize) -> BigRational {
    ratio(m * n, branches * (b + 1))
}

/// Theorem 2's compact strategy for player I: class `Straight { start: j m }`,
/// `j = 0 .. (b + 1) / m`, each with total probability `m / (b + 1)`.
pub fn theorem2_strategy_1(spider: Spider, m: usize) -> Vec<(MoveClass, BigRational)> {
    let (_, b) = spider.params();
    (0..(b + 1) / m)
        .map(|j| (MoveClass::Straight { start: j * m }, ratio(m, b + 1)))
        .collect()
}

/// Theorem 2's compact strategy for player II, as printed (seed 001 §4.3): the straight
/// moves starting at depths `1 + i m` and `m - n + i m`, `i = 0 .. (b + 1) / m - 1`, each
/// move with probability `m / (2 B (b + 1))` (so each class `m / (2 (b + 1))`, doubled when
/// the two starts coincide).
pub fn theorem2_strategy_2(spider: Spider, m: usize, n: usize) -> Vec<(MoveClass, BigRational)> {
    let (_, b) = spider.params();
    let mut mix: Vec<(MoveClass, BigRational)> = Vec::new();
    for i in 0..(b + 1) / m {
        for start in [1 + i * m, (m - n) + i * m] {
            let class = MoveClass::Straight { start };
            let half = ratio(m, 2 * (b + 1));
            match mix.iter_mut().find(|(c, _)| *c == class) {
                Some((_, w)) => *w += half,
                None => mix.push((class, half)),
            }
        }
    }
    mix
}

/// `[Exact]` What a compact mix of player I guarantees: `min over II's classes of the
/// expected overlap`. `None` unless `mix` is a distribution over I's classes of this game
/// (each class one of them, no weight negative, the weights summing to 1).
pub fn guarantee_1(
    spider: Spider,
    m: usize,
    n: usize,
    mix: &[(MoveClass, BigRational)],
) -> Option<BigRational> {
    let (rows, cols, matrix) = spider.compact_matrix(m, n);
    let p = distribution(&rows, mix)?;
    (0..cols.len())
        .map(|j| expected(&p, |i| &matrix[i][j]))
        .min()
}

/// `[Exact]` What a compact mix of player II concedes at most: `max over I's classes of the
/// expected overlap`. `None` unless `mix` is a distribution over II's classes of this game
/// (each class one of them, no weight negative, the weights summing to 1).
pub fn guarantee_2(
    spider: Spider,
    m: usize,
    n: usize,
    mix: &[(MoveClass, BigRational)],
) -> Option<BigRational> {
    let (rows, cols, matrix) = spider.compact_matrix(m, n);
    let q = distribution(&cols, mix)?;
    (0..rows.len())
        .map(|i| expected(&q, |j| &matrix[i][j]))
        .max()
}

/// `mix` as weights by position in `classes`, when it is a distribution over them: every
/// class one of `classes`, no weight negative, the weights summing to exactly 1. Else
/// `None`, so that weight lost to a class the game lacks never lowers a concession.
fn distribution(
    classes: &[MoveClass],
    mix: &[(MoveClass, BigRational)],
) -> Option<Vec<BigRational>> {
    verify::check_distribution(mix.iter().map(|(_, w)| w)).ok()?;
    let mut p = vec![BigRational::zero(); classes.len()];
    for (class, w) in mix {
        p[classes.iter().position(|c| c == class)?] += w;
    }
    Some(p)
}

/// `sum_k p(k) * entry(k)`.
fn expected<'a>(p: &[BigRational], entry: impl Fn(usize) -> &'a BigRational) -> BigRational {
    p.iter().enumerate().map(|(k, w)| w * entry(k)).sum()
}

/// How the seed's condition "b | m" in (18) and (19) is read: the condition under which
/// the first branch, `(2/B) V_o(m, n, 2b + 1)`, is used (else `V_o(m, n, B b + 1)`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Reading {
    /// `b` divides `m`, as printed.
    BDividesM,
    /// `m` divides `b`.
    MDividesB,
    /// `b` does not divide `m`.
    BNotDividesM,
    /// `m` does not divide `b` (what the exact values agree with).
    MNotDividesB,
}

impl Reading {
    /// All four readings.
    pub const ALL: [Reading; 4] = [
        Reading::BDividesM,
        Reading::MDividesB,
        Reading::BNotDividesM,
        Reading::MNotDividesB,
    ];

    /// A short name for tables.
    pub fn name(self) -> &'static str {
        match self {
            Reading::BDividesM => "b_divides_m",
            Reading::MDividesB => "m_divides_b",
            Reading::BNotDividesM => "b_not_divides_m",
            Reading::MNotDividesB => "m_not_divides_b",
        }
    }
}

/// The line value `V_o(m, n, p)` (Theorem 1 with Claim 1), or `None` when `m` or `n > p`.
pub fn line_value(m: usize, n: usize, p: usize) -> Option<BigRational> {
    LineGame::new(m, n, p).ok().map(|g| closed_form(g).value)
}

/// Estimate (18) under a reading of its condition.
pub fn estimate18(
    m: usize,
    n: usize,
    branches: usize,
    b: usize,
    reading: Reading,
) -> Option<BigRational> {
    let divides = match reading {
        Reading::BDividesM => m.is_multiple_of(b),
        Reading::MDividesB => b.is_multiple_of(m),
        Reading::BNotDividesM => !m.is_multiple_of(b),
        Reading::MNotDividesB => !b.is_multiple_of(m),
    };
    if divides {
        line_value(m, n, 2 * b + 1).map(|v| v * ratio(2, branches))
    } else {
        line_value(m, n, branches * b + 1)
    }
}

/// Conjecture (19)'s conditions: `b = M m + r` with `M > 0` and `n <= r <= m`.
pub fn conjecture19_applies(m: usize, n: usize, b: usize) -> bool {
    (1..=b / m.max(1)).any(|big_m| (n..=m).contains(&(b - big_m * m)))
}

/// Conditions (20).
pub fn conditions20(m: usize, n: usize, branches: usize, b: usize) -> bool {
    m > 3 && 2 < n && n < m && 1 < branches && branches < 6 && m < b && 2 * b < 2 * m + n
}

/// Conjecture (21)'s value.
pub fn conjecture21_value(m: usize, n: usize, branches: usize, b: usize) -> BigRational {
    let (m, n, big_b, b) = (m as i64, n as i64, branches as i64, b as i64);
    let num = (4 * m + 3 * n - 3 - 2 * b) * b + (-3 * n + 3 - 2 * m) * m + (big_b + 1) * n - 1;
    let den = (1 + 3 * b - 3 * m + big_b) * big_b;
    BigRational::new(num.into(), den.into())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A mix that is not a distribution over the game's classes guarantees nothing: with
    /// weight on a class the game lacks, II's concession would read too low.
    #[test]
    fn a_mix_off_the_games_classes_gives_no_guarantee() {
        let (spider, m, n) = (Spider::new(3, 5).unwrap(), 3, 2);
        assert!(theorem2_applies(m, n, 5));
        let value = theorem2_value(m, n, 3, 5);
        let two = theorem2_strategy_2(spider, m, n);
        assert_eq!(guarantee_2(spider, m, n, &two), Some(value.clone()));
        let one = theorem2_strategy_1(spider, m);
        assert_eq!(guarantee_1(spider, m, n, &one), Some(value));
        let mut foreign = two.clone();
        foreign[0].0 = MoveClass::Straight { start: 99 };
        assert_eq!(guarantee_2(spider, m, n, &foreign), None);
        assert_eq!(
            guarantee_2(spider, m, n, &two[1..]),
            None,
            "weights sum below 1"
        );
        let mut negative = one.clone();
        negative[0].1 = -negative[0].1.clone();
        negative.push((negative[0].0, ratio(2, 1) * &one[0].1));
        assert_eq!(guarantee_1(spider, m, n, &negative), None);
    }
}
