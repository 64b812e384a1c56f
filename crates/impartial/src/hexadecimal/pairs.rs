//! Pair moves: those that leave two heaps `a, b >= B` of equal value, worth the third heap;
//! and block pairs, whose two values agree above their lowest `m` bits.

use std::collections::HashMap;

use super::Claim;
use crate::rules::{Rules, LEAVE_THREE, LEAVE_TWO};
use crate::xor_union::XorUnion;

/// The most heap-and-sum steps the check may take before it gives up.
const MAX_STEPS: usize = 1 << 28;

/// The most low bits in which a block pair's values may differ.
const MAX_LOW_BITS: u32 = 10;

/// The pair moves of the heaps up to `N + L`: for each sum `x = a + b`, the nim-sums of its
/// block pairs (0 for a pair of equal values), and the removals that leave two or three
/// heaps.
pub(super) struct Pairs<'c, 'a> {
    claim: &'c Claim<'a>,
    span: usize,
    /// `U[x]`: the nim-sums `F(a) xor F(b)` of the block pairs with `a + b = x`, a bitset of
    /// `words` words.
    sets: Vec<u64>,
    words: usize,
    /// The sums with a pair of equal values.
    listed: Vec<usize>,
    /// The sums with a block pair.
    blocks: Vec<usize>,
    twos: Vec<usize>,
    threes: Vec<usize>,
    t: usize,
}

impl<'c, 'a> Pairs<'c, 'a> {
    /// The pair moves of heaps up to `N + span`, block pairs agreeing above as many low
    /// bits as divide `sL / 2p` (what `L / 2` heaps add to a value); `None` when there
    /// are too many to list.
    pub(super) fn new(claim: &'c Claim<'a>, rules: &Rules, span: usize) -> Option<Pairs<'c, 'a>> {
        let limit = claim.last() + span;
        let growth = claim.s * (span / 2 / claim.p) as u64;
        let low = growth.trailing_zeros().min(MAX_LOW_BITS);
        let (sets, words) = pair_sums(claim, limit, low)?;
        let listed: Vec<usize> = (0..=limit).filter(|&x| sets[x * words] & 1 == 1).collect();
        let blocks: Vec<usize> = (0..=limit)
            .filter(|&x| sets[x * words..(x + 1) * words].iter().any(|w| *w != 0))
            .collect();
        let steps = blocks.len().saturating_mul(words + 1);
        (steps.saturating_mul(span + claim.p) <= MAX_STEPS).then(|| Pairs {
            claim,
            span,
            sets,
            words,
            listed,
            blocks,
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

    /// Condition (c): every value below `F(n) - w` is worth a block pair's move of `n`,
    /// for every `n > N`. Checked directly for the `L` heaps `N + 1 ..= N + L`; past them,
    /// from the block pairs' moves of `n - L` grown by `L / 2` on each heap of the pair, and
    /// the values from `F(n - L) - w` to `F(n) - w - 1`, checked to be pair moves' leaving
    /// `c >= B` over one period `p` of `n`.
    pub(super) fn cover_below(&self, w: u64) -> bool {
        let (claim, span) = (self.claim, self.span);
        let start = claim.last() + 1;
        let mut high = (0..start).map(|x| claim.at(x)).max().unwrap_or(0);
        let first = |n: usize| {
            high = high.max(claim.at(n));
            self.block_moves_cover(n, claim.at(n).saturating_sub(w), high)
        };
        if !(start..start + span).all(first) {
            return false;
        }
        let mut worth = Vec::new();
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

    /// Every value below `target` is worth a block pair's move of `n` (`high` at least
    /// every `F(x)`, `x <= n`): `u xor F(c)`, `u` in `U[x]` and `c = n - k - x` the third
    /// heap, or `u` alone when the move leaves two heaps.
    fn block_moves_cover(&self, n: usize, target: u64, high: u64) -> bool {
        let words = self.words;
        let top = high.max(64 * words as u64 - 1) + 1;
        let len = (top.next_power_of_two() / 64).max(1) as usize;
        let mut union = XorUnion::new(0, len);
        let set = |x: usize| &self.sets[x * words..(x + 1) * words];
        for &k in self.twos.iter().filter(|&&k| k <= n) {
            union.add(set(n - k), 0);
        }
        for &k in &self.threes {
            for &x in self.blocks.iter().take_while(|&&x| x + k < n) {
                union.add(set(x), self.claim.at(n - k - x));
            }
        }
        let mut worth = vec![0u64; len];
        union.drain_into(&mut worth);
        let (full, rest) = ((target / 64) as usize, target % 64);
        // Whole words of values, then the lowest `rest` bits of the next.
        worth[..full].iter().all(|w| *w == u64::MAX)
            && (rest == 0 || u64::from((!worth[full]).trailing_zeros()) >= rest)
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

/// For each sum `x = a + b <= limit` with `a, b >= B` and `F(a)`, `F(b)` equal above their
/// lowest `low` bits, the nim-sums `F(a) xor F(b)` as a bitset, and its words; `None` when
/// there are too many pairs to list.
fn pair_sums(claim: &Claim, limit: usize, low: u32) -> Option<(Vec<u64>, usize)> {
    let mut heaps: HashMap<u64, Vec<usize>> = HashMap::new();
    for x in claim.large()..=limit.saturating_sub(claim.large()) {
        heaps.entry(claim.at(x) >> low).or_default().push(x);
    }
    let pairs: usize = heaps.values().map(|h| h.len() * h.len()).sum();
    if pairs > MAX_STEPS {
        return None;
    }
    let words = (1usize << low).div_ceil(64);
    let mut sets = vec![0u64; (limit + 1) * words];
    for list in heaps.values() {
        for (i, &a) in list.iter().enumerate() {
            for &b in list[i..].iter().take_while(|&&b| a + b <= limit) {
                let u = claim.at(a) ^ claim.at(b);
                sets[(a + b) * words + (u / 64) as usize] |= 1 << (u % 64);
            }
        }
    }
    Some((sets, words))
}
