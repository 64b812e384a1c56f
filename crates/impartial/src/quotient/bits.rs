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

    /// The integers `i` below `len` with `member(i)`.
    pub fn from_fn(len: usize, mut member: impl FnMut(usize) -> bool) -> Bits {
        let words = (0..len.div_ceil(64))
            .map(|w| {
                (0..64.min(len - 64 * w))
                    .filter(|b| member(64 * w + b))
                    .fold(0u64, |word, b| word | 1 << b)
            })
            .collect();
        Bits { words }
    }

    /// Adds `i`.
    pub fn set(&mut self, i: usize) {
        self.words[i / 64] |= 1 << (i % 64);
    }

    /// Whether `i` is in.
    pub fn get(&self, i: usize) -> bool {
        self.words[i / 64] >> (i % 64) & 1 == 1
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
        assert_eq!(Bits::from_fn(130, |i| i % 3 == 0), a);
    }
}
