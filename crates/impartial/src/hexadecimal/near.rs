//! Near moves: those that leave one heap `c >= n - D` beside small heaps.

use super::Claim;
use crate::rules::{Rules, LEAVE_ONE, LEAVE_THREE, LEAVE_TWO};

/// The most heap-and-move steps a near check may take before it gives up.
const MAX_STEPS: usize = 1 << 28;

/// The near moves' window `D` and the span `L` of heaps past `N` they are checked on.
pub(super) struct Near<'c, 'a> {
    claim: &'c Claim<'a>,
    rules: &'c Rules,
    window: usize,
    span: usize,
}

impl<'c, 'a> Near<'c, 'a> {
    /// The window `D = 2B + t - 1 + p` and span `L = lcm(p 2^K / gcd(2^K, s), 2p)`, `2^K`
    /// above every `F(x)` with `x <= D`; `None` when the data does not reach `D + B` (a
    /// near move's large heap must be past the preperiod) or the check is too large.
    pub(super) fn new(claim: &'c Claim<'a>, rules: &'c Rules) -> Option<Near<'c, 'a>> {
        let (p, t) = (claim.p, rules.max_removed());
        let window = 2 * claim.large() + t - 1 + p;
        if claim.last() < window + claim.large() {
            return None;
        }
        let top = (0..=window).map(|x| claim.at(x)).max().unwrap_or(0);
        let bits = 64 - top.leading_zeros();
        let cycle = (1u64 << bits) / gcd(1 << bits, claim.s);
        let span = lcm(p as u64 * cycle, 2 * p as u64);
        let span = usize::try_from(span).ok()?;
        (span.checked_mul(window * window)? <= MAX_STEPS).then_some(Near {
            claim,
            rules,
            window,
            span,
        })
    }

    /// `L`, the span of heaps past `N` the checks run over.
    pub(super) fn span(&self) -> usize {
        self.span
    }

    /// The worth of every near move of heap `n` (`n - D` at least `B`).
    pub(super) fn values(&self, n: usize, out: &mut Vec<u64>) {
        let f = |x: usize| self.claim.at(x);
        let d = self.window;
        for (k, digit) in self.rules.removals() {
            if digit & LEAVE_ONE != 0 && k > 0 {
                out.push(f(n - k));
            }
            if digit & LEAVE_TWO != 0 {
                out.extend((1..=d - k).map(|a| f(a) ^ f(n - k - a)));
            }
            if digit & LEAVE_THREE != 0 {
                for a in 1..=(d - k) / 2 {
                    out.extend((a..=d - k - a).map(|b| f(a) ^ f(b) ^ f(n - k - a - b)));
                }
            }
        }
    }
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

fn lcm(a: u64, b: u64) -> u64 {
    a / gcd(a, b) * b
}
