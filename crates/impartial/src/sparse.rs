//! The nim sequence of a game whose moves leave at most two heaps, by the sparse-space
//! method (Gangolli and Plambeck, 1989; Flammenkamp, 2002).
//!
//! A mask `r` splits nim values in two classes by the parity of `v & r`. In most octal games
//! one mask makes almost every `G(n)` odd ("common"), and the few even ones ("rare") stay
//! few. Two common values XOR to an even value, so an odd option value comes only from a
//! single heap or a pair with a rare member: those are enumerated exactly, in time
//! proportional to the rare heaps. The least odd value not enumerated, `c`, is then an upper
//! bound on `G(n)`; the even values below `c` that were not enumerated are struck off
//! together in one pass over all pairs, which ends within a few hundred pairs when they are
//! all present, and `G(n)` is `c`. Only an even `G(n)` (a new rare heap) costs a full
//! scan. The answer never depends on the mask: a poor
//! mask only makes the work slower. The mask is chosen from the values so far, first after
//! [`WARM_UP`] heaps and again at each doubling of the sequence while more than one recent
//! heap in 256 is rare. While no mask leaves at most a quarter of the recent heaps rare
//! (a game with no sparse space), every pair is enumerated, a byte marked per pair.

use verify::budget::{Budget, Meter};

use crate::classes::Classes;
use crate::dense::Marks;
use crate::rules::{Rules, LEAVE_NONE, LEAVE_ONE, LEAVE_TWO};
use crate::values::ValueSet;
use crate::Error;

/// Heaps computed by the plain mex rule (every pair enumerated) before classes are chosen.
pub const WARM_UP: usize = 256;

/// The most recent heaps that classes are judged on.
const WINDOW: usize = 1 << 16;

/// Classes are used only when they leave at most this share of recent heaps rare (1 in 4).
const RARE_SHARE: usize = 4;

/// How many classes, best on the recent heaps, are counted over all heaps.
const SHORTLIST: usize = 8;

/// Heaps the first block of [`Sparse::search_small`] gathers before striking what they
/// give, and the most a block gathers.
const FIRST_BLOCK: usize = 16;
const LAST_BLOCK: usize = 1024;

/// The sparse-space computation's state: the values so far and the rare heaps.
pub struct Sparse {
    zeros: Vec<usize>,
    singles: Vec<usize>,
    splits: Vec<usize>,
    equal: bool,
    g: Vec<u32>,
    /// `None` until a class pair is chosen: every heap is rare, the enumeration complete.
    classes: Option<Classes>,
    rare: Vec<usize>,
    exact: ValueSet,
    missing: ValueSet,
    /// `n - k` for every split of the heap searched (kept to save an allocation a heap).
    sums: Vec<usize>,
    /// The pairs' values while no classes are chosen.
    marks: Marks,
    /// Pairs looked at by searches for even values (the method's work beyond enumeration).
    pub searched: u64,
}

impl Sparse {
    /// A computation for `rules`, which must leave at most two heaps per move.
    pub fn new(rules: &Rules) -> Result<Sparse, Error> {
        if let Rules::AllBut(_) = rules {
            return Err(Error::BadRules(format!(
                "{rules}: an all-but subtraction game is computed by `allbut::sequence`"
            )));
        }
        if rules.max_parts() > 2 {
            return Err(Error::BadRules(format!(
                "{rules}: a move may leave three heaps; the sparse-space method takes at most two"
            )));
        }
        let with = |bit: u8, from: usize| -> Vec<usize> {
            rules
                .removals()
                .filter(|(k, d)| *k >= from && d & bit != 0)
                .map(|(k, _)| k)
                .collect()
        };
        Ok(Sparse {
            zeros: with(LEAVE_NONE, 1),
            singles: with(LEAVE_ONE, 1),
            splits: with(LEAVE_TWO, 0),
            equal: rules.equal_halves(),
            g: Vec::new(),
            classes: None,
            rare: Vec::new(),
            exact: ValueSet::default(),
            missing: ValueSet::default(),
            sums: Vec::new(),
            marks: Marks::default(),
            searched: 0,
        })
    }

    /// A computation going on from `values` (`G(0), G(1), ...`, a checkpoint's), its
    /// classes chosen again from them (the classes change the speed, never the values).
    pub fn resume(rules: &Rules, values: Vec<u32>) -> Result<Sparse, Error> {
        let mut s = Sparse::new(rules)?;
        let n = values.len();
        s.marks.fit(values.iter().max().copied().unwrap_or(0));
        s.g = values;
        if n > WARM_UP {
            s.choose_mask(n - (n / 2).min(WINDOW)..n);
        }
        Ok(s)
    }

    /// Extends the sequence to `G(to)`, calling `progress(n)` every 65,536 heaps.
    pub fn extend_to(
        &mut self,
        to: usize,
        budget: &Budget,
        progress: &mut dyn FnMut(usize),
    ) -> Result<(), Error> {
        let mut meter = budget.meter();
        self.g
            .try_reserve_exact((to + 1).saturating_sub(self.g.len()))
            .map_err(|_| {
                Error::BadInput(format!("heap {to}: the sequence does not fit in memory"))
            })?;
        while self.g.len() <= to {
            let n = self.g.len();
            if n >= WARM_UP && n.is_power_of_two() {
                self.choose_mask(n - (n / 2).min(WINDOW)..n);
            }
            meter.tick()?;
            let v = self.value(n, &mut meter)?;
            if n > 0 && self.classes.is_some_and(|c| c.rare(n, v)) {
                self.rare.push(n);
            }
            self.g.push(v);
            self.marks.fit(v);
            if n.is_multiple_of(65_536) {
                progress(n);
            }
        }
        Ok(())
    }

    /// The values `G(0), G(1), ...` computed so far.
    pub fn values(&self) -> &[u32] {
        &self.g
    }

    /// Consumes the computation, keeping the values.
    pub fn into_values(self) -> Vec<u32> {
        self.g
    }

    /// The classes in use (none: every heap counted rare) and how many heaps are rare.
    pub fn rare(&self) -> (Option<Classes>, usize) {
        (self.classes, self.rare.len())
    }

    /// `G(n)`: every option value with an odd parity exactly, then the mex (see the module).
    fn value(&mut self, n: usize, meter: &mut Meter) -> Result<u32, Error> {
        self.enumerate(n);
        let Some(classes) = self.classes else {
            return Ok(self.exact.mex());
        };
        let exact = &self.exact;
        let decided = |v: u32| classes.decided(n, v);
        let c = (0..)
            .find(|&v| decided(v) && !exact.contains(v))
            .unwrap_or(0);
        self.missing.clear();
        let mut left = 0;
        for v in (0..c).filter(|&v| !decided(v) && !exact.contains(v)) {
            self.missing.insert(v);
            left += 1;
        }
        if left > 0 && self.search(n, c, left, meter)? > 0 {
            return Ok(self.missing.first().unwrap_or(c));
        }
        Ok(c)
    }

    /// The option values from single heaps and from pairs with a rare member (every pair
    /// while no classes are chosen).
    fn enumerate(&mut self, n: usize) {
        let (g, exact, marks) = (&self.g, &mut self.exact, &mut self.marks);
        exact.clear();
        if self.zeros.contains(&n) {
            exact.insert(0);
        }
        for &k in self.singles.iter().take_while(|k| **k < n) {
            exact.insert(g[n - k]);
        }
        for &k in self.splits.iter().take_while(|k| **k + 2 <= n) {
            let m = n - k;
            match self.classes {
                None => marks.pairs(g, m, self.equal),
                Some(_) => {
                    // Values below 64 (nearly all) gather in a word, stored once.
                    let mut low = 0u64;
                    for &a in self.rare.iter().take_while(|a| **a < m) {
                        if self.equal || 2 * a != m {
                            match g[a] ^ g[m - a] {
                                w if w < 64 => low |= 1 << w,
                                w => exact.insert(w),
                            }
                        }
                    }
                    exact.insert_below_64(low);
                }
            }
        }
        if self.classes.is_none() {
            marks.drain_into(exact);
        }
    }

    /// Strikes from `missing` (its `left` even values below `c`) every value some pair of
    /// heaps left by a move has, smallest heap first across every split, stopping when none
    /// is left; the number still missing (0 unless `G(n)` is a new rare value, found by a
    /// full scan).
    fn search(
        &mut self,
        n: usize,
        c: u32,
        mut left: usize,
        meter: &mut Meter,
    ) -> Result<usize, Error> {
        let mut sums = std::mem::take(&mut self.sums);
        sums.clear();
        sums.extend((self.splits.iter().take_while(|k| **k + 2 <= n)).map(|k| n - k));
        let widest = sums.first().map_or(0, |m| m / 2);
        if c <= 64 {
            let left = self.search_small(c, &sums, widest, meter)?;
            self.sums = sums;
            return Ok(left);
        }
        let (g, missing) = (&self.g, &mut self.missing);
        let mut a = 1;
        'pairs: while a <= widest {
            meter.tick()?;
            // A stretch of 4,096 pairs between two looks at the budget.
            for a in a..=widest.min(a + 0xFFF) {
                for &m in sums.iter().take_while(|m| 2 * a <= **m) {
                    let w = g[a] ^ g[m - a];
                    if w < c && (self.equal || 2 * a != m) && missing.remove(w) {
                        left -= 1;
                        if left == 0 {
                            self.searched += a as u64;
                            break 'pairs;
                        }
                    }
                }
            }
            a += 0x1000;
        }
        if left > 0 {
            self.searched += widest as u64;
        }
        self.sums = sums;
        Ok(left)
    }

    /// [`search`](Self::search) when every missing value is below 64: the values pairs
    /// give are gathered as bits, a block of heaps at a time without a branch, and struck
    /// from the missing ones at the end of each block (blocks double in length, as a value
    /// not found early tends to be found late).
    fn search_small(
        &mut self,
        c: u32,
        sums: &[usize],
        widest: usize,
        meter: &mut Meter,
    ) -> Result<usize, Error> {
        let mut want = (0..c)
            .filter(|v| self.missing.contains(*v))
            .fold(0u64, |w, v| w | 1 << v);
        let g = &self.g;
        let (mut a, mut block) = (1, FIRST_BLOCK);
        while a <= widest && want != 0 {
            meter.tick()?;
            let end = widest.min(a + block - 1);
            block = (2 * block).min(LAST_BLOCK);
            let mut seen = 0u64;
            for &m in sums.iter().take_while(|m| 2 * a <= **m) {
                // Grundy's game may not split into two equal heaps.
                let last = match !self.equal && m % 2 == 0 {
                    true => end.min(m / 2 - 1),
                    false => end.min(m / 2),
                };
                if last < a {
                    continue;
                }
                // The pairs (b, m - b) for b in a..=last, as two runs, one read backwards.
                let (low, high) = (&g[a..=last], &g[m - last..=m - a]);
                for (x, y) in low.iter().zip(high.iter().rev()) {
                    let w = x ^ y;
                    seen |= (1u64 << (w & 63)) & ((w < 64) as u64).wrapping_neg();
                }
            }
            want &= !seen;
            a = end + 1;
        }
        self.searched += (a - 1) as u64;
        self.missing.clear();
        for v in (0..64).filter(|v| want >> v & 1 == 1) {
            self.missing.insert(v);
        }
        Ok(want.count_ones() as usize)
    }

    /// Takes the classes with fewest rare heaps in all, among the few with fewest in
    /// `window` (the recent heaps, which say how the sequence goes on), when they leave at
    /// most a quarter of `window` rare and fewer rare heaps in all than the classes in use;
    /// then lists the rare heaps. Classes that leave fewer than one heap in 256 of `window`
    /// rare are kept without a search. When the best leave more than a quarter of `window`
    /// or of all heaps rare, no classes are used.
    fn choose_mask(&mut self, window: std::ops::Range<usize>) {
        let g = &self.g;
        let rare_in = |c: Option<Classes>, heaps: std::ops::Range<usize>| {
            heaps.filter(|&n| c.is_none_or(|c| c.rare(n, g[n]))).count()
        };
        if self.classes.is_some() && rare_in(self.classes, window.clone()) * 256 < window.len() {
            return;
        }
        let bits = 32
            - g[window.clone()]
                .iter()
                .max()
                .copied()
                .unwrap_or(0)
                .leading_zeros();
        let mut scored: Vec<(usize, Classes)> = (Classes::all(&self.splits, bits).into_iter())
            .map(|c| (rare_in(Some(c), window.clone()), c))
            .collect();
        scored.sort_by_key(|(count, _)| *count);
        let shortlist = scored
            .iter()
            .take(SHORTLIST)
            .filter(|(count, _)| count * RARE_SHARE <= window.len());
        let all = 1..g.len();
        let best = shortlist
            .map(|(_, c)| (rare_in(Some(*c), all.clone()), *c))
            .min_by_key(|(count, _)| *count)
            .filter(|(count, _)| count * RARE_SHARE <= g.len());
        match best {
            // No mask leaves few heaps rare: every pair is marked instead (`dense`).
            None => {
                self.classes = None;
                self.rare.clear();
            }
            Some((count, classes)) if self.classes.is_none() || count < self.rare.len() => {
                self.classes = Some(classes);
                self.rare = all.filter(|&n| classes.rare(n, g[n])).collect();
            }
            Some(_) => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::naive;

    fn both(code: &str, to: usize) -> (Vec<u32>, Vec<u32>) {
        let rules = Rules::parse(code).unwrap();
        let budget = Budget::unlimited();
        let mut fast = Sparse::new(&rules).unwrap();
        fast.extend_to(to, &budget, &mut |_| {}).unwrap();
        (
            fast.into_values(),
            naive::sequence(&rules, to, &budget).unwrap(),
        )
    }

    #[test]
    fn the_sparse_method_agrees_with_the_mex_over_every_move() {
        // Past WARM_UP and several doublings, so that classes are chosen (and changed).
        for code in [
            "0.77", "0.07", "0.16", "0.56", "0.6", "0.137", "4.7", "grundy", "0.3033", "0.76",
        ] {
            let (fast, plain) = both(code, 20 * WARM_UP);
            assert_eq!(fast, plain, "{code}");
        }
    }

    #[test]
    fn a_game_with_no_sparse_space_marks_every_pair() {
        // 0.76's values spread over every class: about half of its heaps are rare whatever
        // the mask, so none is kept past the first doublings.
        let mut s = Sparse::new(&Rules::parse("0.76").unwrap()).unwrap();
        s.extend_to(64 * WARM_UP, &Budget::unlimited(), &mut |_| {})
            .unwrap();
        assert_eq!(s.rare(), (None, 0));
    }

    #[test]
    fn kayles_uses_a_mask_with_few_rare_heaps() {
        let mut s = Sparse::new(&Rules::parse("0.77").unwrap()).unwrap();
        s.extend_to(3 * WARM_UP, &Budget::unlimited(), &mut |_| {})
            .unwrap();
        let (classes, rare) = s.rare();
        assert!(
            classes.is_some() && rare < 100,
            "{classes:?}, {rare} rare heaps"
        );
    }
}
