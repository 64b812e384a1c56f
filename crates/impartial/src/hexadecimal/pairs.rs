//! Pair moves: those that leave two heaps `a, b >= B` of equal value, worth the third heap.

use std::collections::HashMap;

use super::Claim;
use crate::rules::{Rules, LEAVE_THREE, LEAVE_TWO};

/// The most heap-and-sum steps the check may take before it gives up.
const MAX_STEPS: usize = 1 << 28;

/// Condition (c): every value below `F(n) - w` is worth a pair move of `n`, for every
/// `n > N`. Checked directly for the `span` heaps `N + 1 ..= N + L`; past them, from the
/// pair moves of `n - L` grown by `L / 2` on each heap of the pair, and the values from
/// `F(n - L) - w` to `F(n) - w - 1`, checked to be pair moves' leaving `c >= B` over one
/// period `p` of `n`. False also when the check would be too large to run.
pub(super) fn cover_below(claim: &Claim, rules: &Rules, w: u64, span: usize) -> bool {
    let limit = claim.last() + span;
    let threes: Vec<usize> = removals(rules, LEAVE_THREE);
    let twos: Vec<usize> = removals(rules, LEAVE_TWO);
    let Some(sums) = pair_sums(claim, limit) else {
        return false;
    };
    let listed: Vec<usize> = (0..=limit).filter(|&x| sums[x]).collect();
    if listed.len().saturating_mul(span + claim.p) > MAX_STEPS {
        return false;
    }
    let first = |n: usize| {
        let target = claim.at(n).saturating_sub(w);
        let mut seen = vec![false; target as usize];
        let mut mark = |v: u64| {
            if v < target {
                seen[v as usize] = true;
            }
        };
        if twos.iter().any(|&k| n >= k && sums[n - k]) {
            mark(0);
        }
        for &k in &threes {
            for &sum in listed.iter().take_while(|&&x| x + k < n) {
                mark(claim.at(n - k - sum));
            }
        }
        seen.iter().all(|&s| s)
    };
    let start = claim.last() + 1;
    if !(start..start + span).all(first) {
        return false;
    }
    // Past the first span: the gaps `F(n) - F(c)` of pair moves leaving `c >= B` repeat
    // with period `p`, and must take in every `d` with `w < d <= w + sL/p`.
    let reach = start + span - rules.max_removed() - claim.large();
    let grown = claim.s * (span / claim.p) as u64;
    (start + span..start + span + claim.p).all(|n| {
        let mut gaps: Vec<u64> = Vec::new();
        for &k in &threes {
            let near = listed.iter().take_while(|&&x| x <= reach);
            gaps.extend(near.filter_map(|&x| claim.at(n).checked_sub(claim.at(n - k - x))));
        }
        gaps.sort_unstable();
        (w + 1..=w + grown).all(|d| gaps.binary_search(&d).is_ok())
    })
}

/// The `k` of every removal whose digit has `bit`.
fn removals(rules: &Rules, bit: u8) -> Vec<usize> {
    let mut ks: Vec<usize> = rules
        .removals()
        .filter(|(_, d)| d & bit != 0)
        .map(|(k, _)| k)
        .collect();
    ks.dedup();
    ks
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
