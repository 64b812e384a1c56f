//! A set of nim values as a bitset.

/// A set of small non-negative integers (nim values).
#[derive(Clone, Debug, Default)]
pub struct ValueSet {
    /// As many words as the largest value inserted since the set was made needs.
    words: Vec<u64>,
}

impl ValueSet {
    /// Empties the set.
    pub fn clear(&mut self) {
        self.words.fill(0);
    }

    /// Adds `v`.
    #[inline]
    pub fn insert(&mut self, v: u32) {
        let w = (v / 64) as usize;
        if w >= self.words.len() {
            self.words.resize(w + 1, 0);
        }
        self.words[w] |= 1 << (v % 64);
    }

    /// Adds every `v < 64` whose bit `1 << v` is set in `bits`.
    #[inline]
    pub fn insert_below_64(&mut self, bits: u64) {
        if self.words.is_empty() {
            self.words.push(0);
        }
        self.words[0] |= bits;
    }

    /// Is `v` in the set?
    #[inline]
    pub fn contains(&self, v: u32) -> bool {
        let w = (v / 64) as usize;
        w < self.words.len() && self.words[w] >> (v % 64) & 1 == 1
    }

    /// Removes `v`; was it there?
    #[inline]
    pub fn remove(&mut self, v: u32) -> bool {
        let w = (v / 64) as usize;
        let bit = 1 << (v % 64);
        let there = w < self.words.len() && self.words[w] & bit != 0;
        if there {
            self.words[w] &= !bit;
        }
        there
    }

    /// The least value in the set, if any.
    pub fn first(&self) -> Option<u32> {
        let w = self.words.iter().position(|w| *w != 0)?;
        Some(w as u32 * 64 + self.words[w].trailing_zeros())
    }

    /// The least value not in the set.
    pub fn mex(&self) -> u32 {
        let full = self.words.iter().take_while(|w| **w == u64::MAX).count();
        let word = self.words.get(full).copied().unwrap_or(0);
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
        s.insert_below_64(0b1011);
        assert_eq!((s.first(), s.mex()), (Some(0), 2));
        assert!(s.contains(3) && !s.contains(2));
        s.clear();
        s.insert(130);
        assert_eq!(s.first(), Some(130));
    }
}
