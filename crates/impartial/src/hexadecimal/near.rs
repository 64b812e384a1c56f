//! Near moves: those that leave one heap `c >= n - D` beside small heaps.

use super::Claim;
use crate::rules::{Rules, LEAVE_ONE, LEAVE_THREE, LEAVE_TWO};
use crate::xor_union::XorUnion;

/// The most heap-and-move steps a near check may take before it gives up.
const MAX_STEPS: usize = 1 << 28;

/// The near moves' window `D` and the span `L` of heaps past `N` they are checked on.
pub(super) struct Near<'c, 'a> {
    claim: &'c Claim<'a>,
    rules: &'c Rules,
    window: usize,
    span: usize,
    /// For each `j <= D`, the nim-sums `F(a) xor F(b)` with `1 <= a <= b`, `a + b = j`, as a
    /// bitset of `words` words (a power of two): the small heaps of a near move that leaves
    /// three.
    smalls: Vec<u64>,
    words: usize,
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
        let words = (1usize << bits).div_ceil(64);
        let steps = span.checked_mul(window.checked_mul(words + 1)?)?;
        (steps.max(window * window / 4) <= MAX_STEPS).then(|| Near {
            claim,
            rules,
            window,
            span,
            smalls: smalls(claim, window, words),
            words,
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
        }
        self.leaving_three(n, out);
    }

    /// The worth `u xor F(n - k - j)` of every near move of `n` that leaves three heaps,
    /// `u` in the set of `j`, each worth once.
    fn leaving_three(&self, n: usize, out: &mut Vec<u64>) {
        let d = self.window;
        let moves: Vec<(usize, u64)> = (self.rules.removals())
            .filter(|(_, digit)| digit & LEAVE_THREE != 0)
            .flat_map(|(k, _)| (2..=d - k).map(move |j| (j, self.claim.at(n - k - j))))
            .collect();
        // The words the moved sets fall in: whole blocks of `words`.
        let block = |x: u64| (x / 64) as usize / self.words * self.words;
        let Some(first) = moves.iter().map(|m| block(m.1)).min() else {
            return;
        };
        let len = moves.iter().map(|m| block(m.1)).max().unwrap_or(first) + self.words - first;
        let mut union = XorUnion::new(first, len);
        for (j, x) in moves {
            union.add(&self.smalls[j * self.words..][..self.words], x);
        }
        let mut words = vec![0u64; len];
        union.drain_into(&mut words);
        for (i, &word) in words.iter().enumerate() {
            let at = 64 * (first + i) as u64;
            out.extend((0..64).filter(|b| word >> b & 1 == 1).map(|b| at + b));
        }
    }
}

/// The sets `smalls` of [`Near`], for every `j <= window`.
fn smalls(claim: &Claim, window: usize, words: usize) -> Vec<u64> {
    let mut sets = vec![0u64; (window + 1) * words];
    for a in 1..=window / 2 {
        for b in a..=window - a {
            let u = claim.at(a) ^ claim.at(b);
            sets[(a + b) * words + (u / 64) as usize] |= 1 << (u % 64);
        }
    }
    sets
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
