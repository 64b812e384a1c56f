//! Arithmetic periods of hexadecimal games, proved from their values.
//!
//! A hexadecimal game whose moves may leave three heaps can have values that grow without
//! bound: `G(n + p) = G(n) + s` for every `n >= e`, with saltus `s >= 1` (0.8, 0.C, 0.3F;
//! Winning Ways ch. 4; Howse and Nowakowski, *Periodicity and arithmetic-periodicity in
//! hexadecimal games*, TCS 313, 2004). The periodicity theorem cannot prove such a period.
//! The check here is an induction written for this crate, sound by the argument below.
//!
//! Let `F` be the values `G(0..=N)` continued past `N` by the claimed period, `t` the most
//! tokens a move removes, `B = max(e, 1)`, so that `F(x + p) = F(x) + s` for every `x >= B`,
//! and suppose `G = F` below some heap `n > N`. The options of `n` are of three kinds, and
//! their mex is `F(n)` when the conditions below hold (each is checked on finitely many
//! heaps, and the argument says why that covers every `n > N`). The data must reach heap
//! `D + B`, `D = 2B + t - 1 + p`, so that a near move's large heap is past the preperiod.
//!
//! 1. **Near moves** leave one heap `c >= n - D` beside heaps of total size at most `D`
//!    whose values' nim-sum is `u`. Such a move is worth `u xor F(c)`. With `2^K` above
//!    every `F(x)`, `x <= D`, whether it is worth `F(n) - d` depends only on `F(n) - F(c)`
//!    (of period `p` in `n`) and on `F(c) mod 2^K` (of period `p 2^K / gcd(2^K, s)`). So it
//!    is enough to look at `L = lcm(p 2^K / gcd(2^K, s), 2p)` heaps past `N`: (a) no near
//!    move is worth `F(n)`, and (b) every value from `F(n) - W` to `F(n) - 1` is a near
//!    move's or a pair move's (3. below) leaving a heap of at least `B`, for the largest
//!    such `W`.
//! 2. **Far moves** are the others. Each leaves two heaps of at least `B`. Split every
//!    value as `2^m H + Lo`, `Lo < 2^m`, for a `2^m` dividing `s`. Adding `p` to a large
//!    heap leaves every `Lo` as it is and adds `s / 2^m` both to the sum of the move's `H`
//!    and to `F(n)`'s, so whether the `Lo` parts' nim-sum is `F(n)`'s, and the difference
//!    `D` between the two `H`, depend only on those heaps' residues mod `p` (and on the
//!    third heap's size when that is below `B`). A nim-sum is at most the plain sum and of
//!    the same parity, so a far move is not worth `F(n)` when, for some such `m`, its `Lo`
//!    parts' nim-sum differs from `F(n)`'s or `D` is negative or odd. That is checked for
//!    every combination.
//! 3. **Pair moves** leave two heaps `a, b >= B` whose values agree above their lowest `m`
//!    bits, `2^m` the largest power of two (at most `2^10`) dividing `M = sL / 2p`, and
//!    perhaps a third `c`: they are worth `F(a) xor F(b) xor F(c)` (`F(c)` alone when
//!    `F(a) = F(b)`). Growing `a` and `b` by `L / 2` adds `M` to both values, which leaves
//!    their low bits, and their agreement above them, as they were; so a pair move of
//!    `n - L` gives one of `n` with the same worth. So (c) every value below `F(n) - W` is
//!    a pair move's: checked for the first `L` heaps past `N`, and past them because every
//!    value from `F(n - L) - W` to `F(n) - W - 1` is that of a move leaving two heaps of
//!    equal value and `c >= B` within a bounded distance of `n`, which depends only on
//!    `n mod p` (checked over one period).
//!
//! Then every value below `F(n)` is an option of `n` (by (b) and (c)) and `F(n)` is not
//! (by (a) and 2), so `G(n) = F(n)`.

mod far;
mod near;
mod pairs;

use crate::arithmetic::least;
use crate::period::{preperiod, Period};
use crate::Rules;

/// The least arithmetic period of `g` (values `G(0..=N)` of the take-and-break game
/// `rules`) that the induction above proves, with its preperiod and saltus; `None` when
/// none is proved by heap `N`, or the game's moves never leave three heaps.
///
/// ```
/// let rules = impartial::Rules::parse("0.8")?; // take one, leave three heaps
/// let g = impartial::naive::sequence(&rules, 120, &verify::budget::Budget::unlimited())?;
/// let p = impartial::hexadecimal::prove(&rules, &g).unwrap();
/// assert_eq!((p.period, p.saltus), (3, 1)); // G(n) = (n - 1) / 3 from heap 1
/// # Ok::<(), impartial::Error>(())
/// ```
pub fn prove(rules: &Rules, g: &[u32]) -> Option<Period> {
    let found = prove_with_all(rules, g)?;
    // The same period proved from fewer values, if the data doubling from its minimum has
    // enough: what `checked_to` reports.
    let same = |p: &Period| {
        (p.period, p.preperiod, p.saltus) == (found.period, found.preperiod, found.saltus)
    };
    let mut upto = found.preperiod + 3 * found.period;
    while upto < found.checked_to {
        if let Some(p) = prove_with_all(rules, &g[..=upto]).filter(same) {
            return Some(p);
        }
        upto *= 2;
    }
    Some(found)
}

/// [`prove`] with every value of `g`, `checked_to` its last heap.
fn prove_with_all(rules: &Rules, g: &[u32]) -> Option<Period> {
    // Octal games are never arithmetic-periodic (Horrocks and Nowakowski, INTEGERS 3,
    // 2003), nor is anything proved here for the other rulesets.
    if !matches!(rules, Rules::Code(_)) || rules.max_parts() < 3 {
        return None;
    }
    let last = g.len().checked_sub(1)?;
    // Shifts the data shows over at least its second half and three whole periods.
    let shown = |p: usize| {
        let s = g[last].checked_sub(g[last - p]).filter(|&s| s > 0)?;
        let e = preperiod(g, p, s);
        (e + 3 * p <= g.len() && 2 * e <= g.len()).then_some((p, s, e))
    };
    // A few candidates only: past the least, they are its multiples, and a multiple
    // proves only what the least already would, at greater cost.
    let mut candidates = (1..=last / 3).filter_map(shown).take(CANDIDATES);
    candidates.find_map(|(p, s, e)| {
        let claim = Claim {
            g,
            p,
            s: u64::from(s),
            e,
        };
        claim.holds(rules).then(|| least(g, (p, s, e), last))?
    })
}

/// The most shifts the data shows that are tried.
const CANDIDATES: usize = 3;

/// The values `G(0..=N)` continued past `N` by a claimed arithmetic period.
struct Claim<'a> {
    g: &'a [u32],
    p: usize,
    s: u64,
    e: usize,
}

impl Claim<'_> {
    /// `F(n)`: the value of heap `n`, continued by the period past the data.
    fn at(&self, n: usize) -> u64 {
        let len = self.g.len();
        if n < len {
            return u64::from(self.g[n]);
        }
        let periods = (n - (len - self.p)) / self.p;
        u64::from(self.g[n - periods * self.p]) + periods as u64 * self.s
    }

    /// `B`: the least heap size from which the period holds, at least 1.
    fn large(&self) -> usize {
        self.e.max(1)
    }

    /// The last heap of the data, `N`.
    fn last(&self) -> usize {
        self.g.len() - 1
    }

    /// Conditions (a), (b), 2 and (c) all hold (false too when the data is too short for
    /// them, or a check would be too large to run).
    fn holds(&self, rules: &Rules) -> bool {
        let Some(near) = near::Near::new(self, rules) else {
            return false;
        };
        let Some(pairs) = pairs::Pairs::new(self, rules, near.span()) else {
            return false;
        };
        far::excluded(self, rules)
            && self
                .top(&near, &pairs)
                .is_some_and(|w| pairs.cover_below(w))
    }

    /// Conditions (a) and (b) over heaps `N + 1 ..= N + L` (relative to `F(n)`, near moves
    /// and pair moves leaving a heap past the preperiod repeat with that span): `None` when
    /// a near move is worth `F(n)`, else the largest `W` with every value from `F(n) - W`
    /// to `F(n) - 1` worth one of those moves.
    fn top(&self, near: &near::Near, pairs: &pairs::Pairs) -> Option<u64> {
        let mut worth = Vec::new();
        let mut w = u64::MAX;
        for n in self.last() + 1..=self.last() + near.span() {
            worth.clear();
            near.values(n, &mut worth);
            let f = self.at(n);
            if worth.contains(&f) {
                return None;
            }
            pairs.near(n, &mut worth);
            worth.sort_unstable();
            let run = (1..=f).take_while(|d| worth.binary_search(&(f - d)).is_ok());
            w = w.min(run.count() as u64);
        }
        Some(w)
    }
}

#[cfg(test)]
mod tests;
