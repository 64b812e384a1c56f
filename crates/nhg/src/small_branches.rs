//! Conjecture (21) of seed 001 §4.5 proved case by case without an LP: both players'
//! optimal compact strategies in closed form, each checked exactly against every class of
//! the opponent's moves (a branch-symmetric mix pays the same against every move of one
//! class, so a class stands for all its moves).
//!
//! Under conditions (20) (`m > 3`, `2 < n < m`, `1 < B < 6`, `m < b < m + n/2`), with
//! `e = b - m`:
//! - player II (§4.5's derivation): the tail move `Straight { start: b - n + 1 }` with total
//!   probability `B t = (2e + B) / (1 + 3e + B)`, and the corner class whose short arm is
//!   as short as the derivation allows (both arms at least `e` long, so the corner coins
//!   reach I's tail move in `n - 1 - 2e` places), `Corner { a: e, c: n - 1 - e }`, with the
//!   rest (the seed's "corner moves at maximum distance from the tail move"; the even split
//!   fails for B = 2, e.g. G(7, 6, 2, 8));
//! - player I (found from the exact LP solutions of small cases): the root move
//!   `Straight { start: 0 }` with total probability `rho = (2e + 1) / (3e + B + 1)`, and I's
//!   tail move `Straight { start: e + 1 }` with `1 - rho`. It makes II indifferent between
//!   the tail and the corner move: `rho (m + n - b - 1) + (1 - rho) n = rho (B + n - 1) +
//!   (1 - rho)(n - 1 - 2e)`.
//!
//! The check is in integers: the overlap counts of two classes are interval intersections
//! (O(1) each), so a case costs O(b) and millions of cases take seconds.

use num_rational::BigRational;

use crate::spider::{MoveClass, Spider};
use crate::theorems::{conditions20, conjecture21_value};

/// The closed-form compact strategies of a case of (20): I's and II's, as (class, total
/// probability) with the probabilities as `(numerator, denominator)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Strategies {
    /// Player I: the root move and I's tail move.
    pub player_1: [(MoveClass, (i128, i128)); 2],
    /// Player II: the tail move and the corner with arms `b - m` and `n - 1 - (b - m)`.
    pub player_2: [(MoveClass, (i128, i128)); 2],
}

/// The closed-form strategies of G(m, n, B, b), or `None` outside conditions (20).
pub fn strategies(m: usize, n: usize, branches: usize, b: usize) -> Option<Strategies> {
    if !conditions20(m, n, branches, b) {
        return None;
    }
    let (e, big_b) = ((b - m) as i128, branches as i128);
    let (rho, q1) = (2 * e + 1, 3 * e + big_b + 1);
    let (tail, q2) = (2 * e + big_b, 1 + 3 * e + big_b);
    let a = b - m;
    Some(Strategies {
        player_1: [
            (MoveClass::Straight { start: 0 }, (rho, q1)),
            (MoveClass::Straight { start: b - m + 1 }, (q1 - rho, q1)),
        ],
        player_2: [
            (MoveClass::Straight { start: b - n + 1 }, (tail, q2)),
            (MoveClass::Corner { a, c: n - 1 - a }, (q2 - tail, q2)),
        ],
    })
}

/// The verdict on one case.
#[derive(Clone, Debug, PartialEq)]
pub struct CaseCheck {
    /// (21)'s value.
    pub formula: BigRational,
    /// What I's closed-form strategy guarantees (min over II's classes), exactly.
    pub lower: BigRational,
    /// What II's closed-form strategy concedes at most (max over I's classes), exactly.
    pub upper: BigRational,
}

impl CaseCheck {
    /// Both strategies guarantee (21)'s value: the value is proved and equals the formula.
    pub fn holds(&self) -> bool {
        self.lower == self.formula && self.upper == self.formula
    }
}

/// Checks (21) for one case of conditions (20) by the closed-form strategies alone;
/// `None` outside (20).
pub fn check(m: usize, n: usize, branches: usize, b: usize) -> Option<CaseCheck> {
    let s = strategies(m, n, branches, b)?;
    let spider = Spider::new(branches, b).ok()?;
    let lower = best_reply(&spider, n, m, &s.player_1, false);
    let upper = best_reply(&spider, m, n, &s.player_2, true);
    Some(CaseCheck {
        formula: conjecture21_value(m, n, branches, b),
        lower,
        upper,
    })
}

/// The exact payoff of the opponent's best class against a two-class mix: the classes of
/// `k` coins (the opponent's), each against the mix's classes of `own` coins; the maximum
/// when `maximize` (the opponent is I), else the minimum. A payoff is
/// `sum_w w hits(mix class, opponent class) / size(mix class)`, by the symmetry of
/// [`crate::spider`]'s compact game (the same read from either side).
fn best_reply(
    spider: &Spider,
    k: usize,
    own: usize,
    mix: &[(MoveClass, (i128, i128)); 2],
    maximize: bool,
) -> BigRational {
    // Payoff against class y as a fraction over the common denominator.
    let den: i128 = mix
        .iter()
        .map(|(c, (_, q))| q * spider.class_size(*c) as i128)
        .product();
    let payoff = |y: MoveClass| -> i128 {
        mix.iter()
            .enumerate()
            .map(|(i, &(x, (p, _)))| {
                let other = &mix[1 - i];
                let scale = other.1 .1 * spider.class_size(other.0) as i128;
                p * scale * hits(spider, x, own, y, k) as i128
            })
            .sum()
    };
    let classes = spider.classes(k);
    let values = classes.iter().map(|&y| payoff(y));
    let best = if maximize { values.max() } else { values.min() };
    BigRational::new(best.unwrap_or(0).into(), den.into())
}

/// The coins of moves of class `x` (of `kx` coins) at a depth, summed over the coins of one
/// move of class `y` (of `ky` coins): `C[x][y] * size(x)` of the compact game.
fn hits(spider: &Spider, x: MoveClass, kx: usize, y: MoveClass, ky: usize) -> usize {
    let (big_b, _) = spider.params();
    // Moves of x covering the root, and a coin at depths lo..=hi (>= 1) of one branch.
    let at_root = match x {
        MoveClass::Root => 1,
        MoveClass::Straight { start: 0 } => big_b,
        MoveClass::Straight { .. } => 0,
        MoveClass::Corner { .. } => spider.class_size(x),
    };
    let along = |lo: usize, hi: usize| -> usize {
        let meet = |from: usize, to: usize| (hi.min(to) + 1).saturating_sub(lo.max(from));
        match x {
            MoveClass::Root => 0,
            MoveClass::Straight { start } => meet(start.max(1), start + kx - 1),
            MoveClass::Corner { a, c } if a < c => (big_b - 1) * (meet(1, a) + meet(1, c)),
            MoveClass::Corner { a, .. } => (big_b - 1) * meet(1, a),
        }
    };
    match y {
        MoveClass::Root => at_root,
        MoveClass::Straight { start: 0 } => at_root + along(1, ky - 1),
        MoveClass::Straight { start } => along(start, start + ky - 1),
        MoveClass::Corner { a, c } => at_root + along(1, a) + along(1, c),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::spider::solve_spider;
    use crate::theorems::guarantee_1;

    /// Every case of (20) with m <= 12: the closed-form check agrees with the exact compact
    /// LP's value and with the compact matrix's guarantee of I's strategy.
    #[test]
    fn closed_form_agrees_with_the_exact_lp() {
        let mut cases = 0;
        for m in 4..=12usize {
            for n in 3..m {
                for big_b in 2..=5 {
                    for b in m + 1..m + n.div_ceil(2) {
                        let c = check(m, n, big_b, b).expect("conditions (20)");
                        let spider = Spider::new(big_b, b).unwrap();
                        let lp = solve_spider(spider, m, n).unwrap();
                        assert_eq!(&c.formula, lp.value(), "{m} {n} {big_b} {b}");
                        assert!(c.holds(), "{m} {n} {big_b} {b}: {c:?}");
                        let s = strategies(m, n, big_b, b).unwrap();
                        let mix: Vec<(MoveClass, BigRational)> = s
                            .player_1
                            .iter()
                            .map(|&(x, (p, q))| (x, BigRational::new(p.into(), q.into())))
                            .collect();
                        assert_eq!(guarantee_1(spider, m, n, &mix), Some(c.lower.clone()));
                        cases += 1;
                    }
                }
            }
        }
        assert_eq!(cases, 380, "every case of (20) with m <= 12");
    }

    #[test]
    fn outside_conditions_20_there_is_no_check() {
        assert!(check(3, 2, 3, 4).is_none());
        assert!(check(8, 5, 6, 9).is_none());
    }
}
