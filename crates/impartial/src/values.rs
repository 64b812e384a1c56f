//! A set of nim values as a bitset that clears only what it used.

/// A set of small non-negative integers (nim values).
#[derive(Clone, Debug, Default)]
pub struct ValueSet {
    words: Vec<u64>,
    /// Words `0..used` may hold bits.
    used: usize,
}

impl ValueSet {
    /// Empties the set.
    pub fn clear(&mut self) {
        self.words[..self.used].fill(0);
        self.used = 0;
    }

    /// Adds `v`.
    #[inline]
    pub fn insert(&mut self, v: u32) {
        let w = (v / 64) as usize;
        if w >= self.words.len() {
            self.words.resize(w + 1, 0);
        }
        self.words[w] |= 1 << (v % 64);
        self.used = self.used.max(w + 1);
    }

    /// Is `v` in the set?
    #[inline]
    pub fn contains(&self, v: u32) -> bool {
        let w = (v / 64) as usize;
        w < self.used && self.words[w] >> (v % 64) & 1 == 1
    }

    /// Removes `v`; was it there?
    #[inline]
    pub fn remove(&mut self, v: u32) -> bool {
        let w = (v / 64) as usize;
        let bit = 1 << (v % 64);
        let there = w < self.used && self.words[w] & bit != 0;
        if there {
            self.words[w] &= !bit;
        }
        there
    }

    /// The least value in the set, if any.
    pub fn first(&self) -> Option<u32> {
        let w = self.words[..self.used].iter().position(|w| *w != 0)?;
        Some(w as u32 * 64 + self.words[w].trailing_zeros())
    }

    /// The least value not in the set.
    pub fn mex(&self) -> u32 {
        let full = self.words[..self.used]
            .iter()
            .take_while(|w| **w == u64::MAX)
            .count();
        let word = self
            .words
            .get(full)
            .filter(|_| full < self.used)
            .copied()
            .unwrap_or(0);
        full as u32 * 64 + (!word).trailing_zeros()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mex_of_sets() {
        let mut s = ValueSet::default();
        assert_eq!(s.mex(), 0);
        for v in [0, 1, 2, 4] {
            s.insert(v);
        }
        assert_eq!(s.mex(), 3);
        s.clear();
        (0..64).for_each(|v| s.insert(v));
        assert_eq!(s.mex(), 64);
        s.insert(64);
        s.insert(200);
        assert!(s.contains(200) && !s.contains(199));
        assert_eq!(s.mex(), 65);
        assert!(s.remove(3) && !s.remove(3) && !s.remove(1000));
        assert_eq!((s.first(), s.mex()), (Some(0), 3));
        s.clear();
        s.insert(130);
        assert_eq!(s.first(), Some(130));
    }
}
