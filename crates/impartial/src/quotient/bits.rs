//! Sets of quotient elements as packed bits.

/// A set of the integers below a fixed length.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Bits {
    words: Vec<u64>,
}

impl Bits {
    /// The empty set of integers below `len`.
    pub fn zeros(len: usize) -> Bits {
        Bits {
            words: vec![0; len.div_ceil(64)],
        }
    }

    /// The set `{ z : index[z] in self }` of the integers below `index.len()`, built a
    /// word at a time without a branch on the members.
    pub fn gather(&self, index: &[u32]) -> Bits {
        let bit = |i: u32| self.words[i as usize / 64] >> (i % 64) & 1;
        let words = (index.chunks(64))
            .map(|chunk| (chunk.iter().enumerate()).fold(0u64, |word, (b, i)| word | bit(*i) << b))
            .collect();
        Bits { words }
    }

    /// The set of `members`, integers below `len`.
    pub fn from_members(len: usize, members: impl IntoIterator<Item = usize>) -> Bits {
        let mut bits = Bits::zeros(len);
        for i in members {
            bits.set(i);
        }
        bits
    }

    /// Whether no integer is in both.
    pub fn is_disjoint(&self, other: &Bits) -> bool {
        self.words.iter().zip(&other.words).all(|(a, b)| a & b == 0)
    }

    /// Whether every integer in `self` is in `other`.
    pub fn is_subset(&self, other: &Bits) -> bool {
        self.words
            .iter()
            .zip(&other.words)
            .all(|(a, b)| a & !b == 0)
    }

    /// Adds `i`.
    pub fn set(&mut self, i: usize) {
        self.words[i / 64] |= 1 << (i % 64);
    }

    /// Whether `i` is in.
    pub fn get(&self, i: usize) -> bool {
        self.words[i / 64] >> (i % 64) & 1 == 1
    }

    /// Whether some integer below `len` is in one of the two and not the other.
    pub fn differs_below(&self, other: &Bits, len: usize) -> bool {
        let (full, rest) = (len / 64, len % 64);
        let pairs = self.words.iter().zip(&other.words);
        let low = pairs.clone().take(full).any(|(a, b)| a != b);
        low || (rest > 0 && (self.words[full] ^ other.words[full]) & ((1 << rest) - 1) != 0)
    }

    /// Adds every member of `other` (of the same length).
    pub fn union_with(&mut self, other: &Bits) {
        for (w, o) in self.words.iter_mut().zip(&other.words) {
            *w |= o;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bits_hold_their_members() {
        let (mut a, mut b) = (Bits::zeros(130), Bits::zeros(130));
        for i in (0..130).filter(|i| i % 3 == 0) {
            a.set(i);
        }
        b.set(1);
        assert!(a.get(129) && a.get(0) && !a.get(1) && !b.get(0));
        b.union_with(&a);
        assert!(b.get(1) && b.get(129) && b != a);
        // `z` is in `a.gather(index)` when `index[z]` is in `a`.
        let reversed: Vec<u32> = (0..130).rev().collect();
        let mut expected = Bits::zeros(130);
        for z in (0..130).filter(|z| (129 - z) % 3 == 0) {
            expected.set(z);
        }
        assert_eq!(a.gather(&reversed), expected);
        let doubled = a.gather(&(0..65).map(|i| 2 * i).collect::<Vec<u32>>());
        assert!(doubled.get(0) && !doubled.get(1) && doubled.get(3) && doubled.get(63));
        assert_eq!(Bits::from_members(130, (0..130).filter(|i| i % 3 == 0)), a);
        // `a` and `a` with 128 added differ only at 128; `a` and `b` first at 1.
        let mut more = a.clone();
        more.set(128);
        assert!(!a.differs_below(&more, 128) && a.differs_below(&more, 129));
        assert!(!a.differs_below(&b, 1) && a.differs_below(&b, 2));
        let ones = Bits::from_members(130, [1, 128]);
        assert!(ones.is_disjoint(&a) && !ones.is_disjoint(&b) && !a.is_disjoint(&a));
        assert!(
            !ones.is_subset(&b) && Bits::from_members(130, [1]).is_subset(&b) && a.is_subset(&b)
        );
    }
}
