//! Every pair a split leaves, for games with no sparse space: values spread over so many
//! classes that no mask leaves few heaps rare (0.76, for one), where the sparse-space method
//! would enumerate most pairs one by one.
//!
//! The pairs `(a, m - a)` are read as two runs of the sequence, one of them backwards, and
//! each XOR marks a byte: no branch and no carried dependency, so the loop runs at about a
//! pair a cycle. A split with many pairs is shared among rayon's threads, each marking its
//! own bytes. The marks go to a [`ValueSet`] once per heap, a pass over as many bytes as
//! the values have room for.

use rayon::prelude::*;

use crate::values::ValueSet;

/// Pairs a split must have before its marking is shared among threads.
const PARALLEL_PAIRS: usize = 1 << 16;

/// The marks of one heap's pairs: a byte for every value below a power of two above every
/// value so far (two values below `2^b` XOR to a value below `2^b`).
#[derive(Default)]
pub struct Marks {
    seen: Vec<u8>,
}

impl Marks {
    /// Makes room for the XOR of any two values up to `top`.
    pub fn fit(&mut self, top: u32) {
        let size = (top as usize + 1).next_power_of_two();
        if self.seen.len() < size {
            self.seen.resize(size, 0);
        }
    }

    /// Marks `G(a) ^ G(m - a)` for `1 <= a <= m / 2`, without the two equal halves unless
    /// `equal` (Grundy's game bars them). `g` holds `G(0), ..., G(m - 1)` at least, and
    /// [`fit`](Self::fit) has seen its largest value.
    pub fn pairs(&mut self, g: &[u32], m: usize, equal: bool) {
        let half = match !equal && m.is_multiple_of(2) {
            true => (m / 2).saturating_sub(1),
            false => m / 2,
        };
        let (low, high) = (&g[1..=half], &g[m - half..m]);
        if half < PARALLEL_PAIRS {
            return mark(&mut self.seen, low, high);
        }
        // Chunk `i` pairs `low[start..start + len]` with `high`'s run ending `start` from
        // its top, read backwards.
        let (size, chunk) = (self.seen.len(), half.div_ceil(rayon::current_num_threads()));
        let parts: Vec<Vec<u8>> = (low.par_chunks(chunk).enumerate())
            .map(|(i, lo)| {
                let top = half - i * chunk;
                let mut seen = vec![0; size];
                mark(&mut seen, lo, &high[top - lo.len()..top]);
                seen
            })
            .collect();
        for part in parts {
            for (mine, theirs) in self.seen.iter_mut().zip(part) {
                *mine |= theirs;
            }
        }
    }

    /// Moves every marked value into `set`, leaving no mark.
    pub fn drain_into(&mut self, set: &mut ValueSet) {
        for (v, mark) in self.seen.iter_mut().enumerate() {
            if *mark != 0 {
                set.insert(v as u32);
                *mark = 0;
            }
        }
    }
}

/// Marks `low[j] ^ high[len - 1 - j]` for every `j` in `seen` (a power of two long).
fn mark(seen: &mut [u8], low: &[u32], high: &[u32]) {
    let mask = seen.len() - 1;
    for (x, y) in low.iter().zip(high.iter().rev()) {
        seen[(x ^ y) as usize & mask] = 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_pair_and_only_those_are_marked() {
        let g = [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4];
        for equal in [true, false] {
            for m in 2..g.len() {
                let mut marks = Marks::default();
                marks.fit(*g.iter().max().unwrap());
                marks.pairs(&g, m, equal);
                let mut got = ValueSet::default();
                marks.drain_into(&mut got);
                let mut want = ValueSet::default();
                (1..=m / 2)
                    .filter(|a| equal || 2 * a != m)
                    .for_each(|a| want.insert(g[a] ^ g[m - a]));
                for v in 0..8 {
                    assert_eq!(got.contains(v), want.contains(v), "m {m}, value {v}");
                }
                assert!(marks.seen.iter().all(|b| *b == 0));
            }
        }
    }

    #[test]
    fn a_long_split_shared_among_threads_marks_what_one_thread_would() {
        // Values spread over 0..4096 by a fixed scrambling, two splits past the threshold.
        let g: Vec<u32> = (0..3 * PARALLEL_PAIRS as u32)
            .map(|i| i.wrapping_mul(2_654_435_761) >> 20)
            .collect();
        for m in [2 * PARALLEL_PAIRS + 1, 3 * PARALLEL_PAIRS - 1] {
            let mut marks = Marks::default();
            marks.fit(4095);
            marks.pairs(&g, m, false);
            let mut plain = vec![0u8; 4096];
            (1..=m / 2).for_each(|a| plain[(g[a] ^ g[m - a]) as usize] = 1);
            assert_eq!(marks.seen, plain, "m {m}");
        }
    }
}
