//! Pair moves: those that leave two heaps `a, b >= B` of equal value, worth the third heap.

use std::collections::HashMap;

use super::Claim;
use crate::rules::{Rules, LEAVE_THREE, LEAVE_TWO};

/// The most heap-and-sum steps the check may take before it gives up.
const MAX_STEPS: usize = 1 << 28;

/// The pair moves of the heaps up to `N + L`: the sums `a + b` of the pairs, and the
/// removals that leave two or three heaps.
pub(super) struct Pairs<'c, 'a> {
    claim: &'c Claim<'a>,
    span: usize,
    sums: Vec<bool>,
    listed: Vec<usize>,
    twos: Vec<usize>,
    threes: Vec<usize>,
    t: usize,
}

impl<'c, 'a> Pairs<'c, 'a> {
    /// The pair moves of heaps up to `N + span`; `None` when there are too many to list.
    pub(super) fn new(claim: &'c Claim<'a>, rules: &Rules, span: usize) -> Option<Pairs<'c, 'a>> {
        let limit = claim.last() + span;
        let sums = pair_sums(claim, limit)?;
        let listed: Vec<usize> = (0..=limit).filter(|&x| sums[x]).collect();
        (listed.len().saturating_mul(span + claim.p) <= MAX_STEPS).then(|| Pairs {
            claim,
            span,
            sums,
            listed,
            twos: removals(rules, LEAVE_TWO),
            threes: removals(rules, LEAVE_THREE),
            t: rules.max_removed(),
        })
    }

    /// The worth of the pair moves of heap `n > N` whose pair sums to at most
    /// `N + 1 - t - B`, so that the third heap is at least `B`: relative to `F(n)`, these
    /// repeat with period `p`.
    pub(super) fn near(&self, n: usize, out: &mut Vec<u64>) {
        self.leaving(n, self.claim.last() + 1 - self.t - self.claim.large(), out);
    }

    /// The worth `F(n - k - a - b)` of the pair moves of `n` with `a + b <= reach`.
    fn leaving(&self, n: usize, reach: usize, out: &mut Vec<u64>) {
        for &k in &self.threes {
            let sums = self.listed.iter().take_while(|&&x| x <= reach && x + k < n);
            out.extend(sums.map(|&x| self.claim.at(n - k - x)));
        }
    }

    /// Condition (c): every value below `F(n) - w` is worth a pair move of `n`, for every
    /// `n > N`. Checked directly for the `L` heaps `N + 1 ..= N + L`; past them, from the
    /// pair moves of `n - L` grown by `L / 2` on each heap of the pair, and the values from
    /// `F(n - L) - w` to `F(n) - w - 1`, checked to be pair moves' leaving `c >= B` over one
    /// period `p` of `n`.
    pub(super) fn cover_below(&self, w: u64) -> bool {
        let (claim, span) = (self.claim, self.span);
        let mut worth = Vec::new();
        let mut first = |n: usize| {
            let target = claim.at(n).saturating_sub(w);
            worth.clear();
            if self.twos.iter().any(|&k| n >= k && self.sums[n - k]) {
                worth.push(0);
            }
            self.leaving(n, n, &mut worth);
            worth.sort_unstable();
            (0..target).all(|v| worth.binary_search(&v).is_ok())
        };
        let start = claim.last() + 1;
        if !(start..start + span).all(&mut first) {
            return false;
        }
        // Past the first span: the gaps `F(n) - F(c)` of pair moves leaving `c >= B` repeat
        // with period `p`, and must take in every `d` with `w < d <= w + sL/p`.
        let reach = start + span - self.t - claim.large();
        let grown = claim.s * (span / claim.p) as u64;
        (start + span..start + span + claim.p).all(|n| {
            worth.clear();
            self.leaving(n, reach, &mut worth);
            let f = claim.at(n);
            let mut gaps: Vec<u64> = worth.iter().filter_map(|&v| f.checked_sub(v)).collect();
            gaps.sort_unstable();
            (w + 1..=w + grown).all(|d| gaps.binary_search(&d).is_ok())
        })
    }
}

/// The `k` of every removal whose digit has `bit`.
fn removals(rules: &Rules, bit: u8) -> Vec<usize> {
    rules
        .removals()
        .filter(|(_, d)| d & bit != 0)
        .map(|(k, _)| k)
        .collect()
}

/// Which sums `a + b <= limit` have `a, b >= B` and `F(a) = F(b)`; `None` when there are
/// too many pairs to list.
fn pair_sums(claim: &Claim, limit: usize) -> Option<Vec<bool>> {
    let mut heaps: HashMap<u64, Vec<usize>> = HashMap::new();
    for x in claim.large()..=limit.saturating_sub(claim.large()) {
        heaps.entry(claim.at(x)).or_default().push(x);
    }
    let pairs: usize = heaps.values().map(|h| h.len() * h.len()).sum();
    if pairs > MAX_STEPS {
        return None;
    }
    let mut sums = vec![false; limit + 1];
    for list in heaps.values() {
        for (i, &a) in list.iter().enumerate() {
            for &b in list[i..].iter().take_while(|&&b| a + b <= limit) {
                sums[a + b] = true;
            }
        }
    }
    Some(sums)
}
