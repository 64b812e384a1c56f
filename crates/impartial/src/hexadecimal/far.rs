//! Far moves: those that leave two heaps of at least `B`, ruled out by sums and parity.

use super::Claim;
use crate::rules::{Rules, LEAVE_THREE, LEAVE_TWO};

/// The most combinations the check may look at before it gives up.
const MAX_STEPS: usize = 1 << 27;

/// Condition 2: no far move is worth `F(n)`. Two heaps `a, b >= B` (and a third heap `c`
/// of any size, in a game that splits in three) stand for all their sizes with the same
/// residues mod `p`: adding `p` to a large heap adds `p` to `n` and `s` to both the sum of
/// values and `F(n)`. So for each combination, `D = F(a) + F(b) (+ F(c)) - F(n)` must be
/// negative or odd, for a nim-sum is at most the sum and of its parity. False also when
/// there are too many combinations to look at.
pub(super) fn excluded(claim: &Claim, rules: &Rules) -> bool {
    let (p, big) = (claim.p, claim.large());
    let residues = big..big + p;
    // The third heap of a three-way split: every small size, and the large residues.
    let thirds = 1..big + p;
    if thirds.len().saturating_mul(p * p) > MAX_STEPS {
        return false;
    }
    let f = |x: usize| claim.at(x) as i128;
    let unequal = |parts: &[usize], k: usize| {
        let sum: usize = parts.iter().sum();
        let d = parts.iter().map(|&x| f(x)).sum::<i128>() - f(sum + k);
        d < 0 || d % 2 != 0
    };
    rules.removals().all(|(k, digit)| {
        let pairs = || {
            residues
                .clone()
                .flat_map(|a| (a..big + p).map(move |b| (a, b)))
        };
        let two = digit & LEAVE_TWO == 0 || pairs().all(|(a, b)| unequal(&[a, b], k));
        let three = digit & LEAVE_THREE == 0
            || pairs().all(|(a, b)| thirds.clone().all(|c| unequal(&[a, b, c], k)));
        two && three
    })
}
