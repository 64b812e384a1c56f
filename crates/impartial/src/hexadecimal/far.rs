//! Far moves: those that leave two heaps of at least `B`, ruled out by sums and parity.

use super::Claim;
use crate::rules::{Rules, LEAVE_THREE, LEAVE_TWO};

/// The most combinations the check may look at before it gives up.
const MAX_STEPS: usize = 1 << 27;

/// Condition 2: no far move is worth `F(n)`. Two heaps `a, b >= B` (and a third heap `c`
/// of any size, in a game that splits in three) stand for all their sizes with the same
/// residues mod `p`. Write each value as `2^m H + Lo`, `Lo < 2^m`, for some `2^m` dividing
/// `s`: adding `p` to a large heap adds `p` to `n`, leaves every `Lo` as it is and adds
/// `s / 2^m` both to the sum of the heaps' `H` and to `F(n)`'s. A nim-sum works on the two
/// parts apart, and its `H` is at most the plain sum of the `H` and of its parity. So a
/// combination is ruled out, for every size it stands for, when for some such `m` the
/// `Lo` parts' nim-sum is not `F(n)`'s, or `D = sum of H - H(F(n))` is negative or odd.
/// False also when there are too many combinations to look at.
pub(super) fn excluded(claim: &Claim, rules: &Rules) -> bool {
    let (p, big) = (claim.p, claim.large());
    let residues = big..big + p;
    // The third heap of a three-way split: every small size, and the large residues.
    let thirds = 1..big + p;
    if thirds.len().saturating_mul(p * p) > MAX_STEPS {
        return false;
    }
    let splits = 0..=claim.s.trailing_zeros().min(32);
    let unequal = |parts: &[usize], k: usize| {
        let f = claim.at(parts.iter().sum::<usize>() + k);
        splits.clone().any(|m| {
            let low = parts.iter().fold(0, |x, &a| x ^ claim.at(a)) % (1 << m);
            let high = parts
                .iter()
                .map(|&a| i128::from(claim.at(a) >> m))
                .sum::<i128>();
            let d = high - i128::from(f >> m);
            low != f % (1 << m) || d < 0 || d % 2 != 0
        })
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
