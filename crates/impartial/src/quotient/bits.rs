//! Sets of small integers as packed bits: rows of outcomes, and sets of quotient elements.

/// A growable set of bits.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Bits {
    words: Vec<u64>,
    len: usize,
}

impl Bits {
    /// `len` bits, all clear.
    pub fn zeros(len: usize) -> Bits {
        Bits {
            words: vec![0; len.div_ceil(64)],
            len,
        }
    }

    /// Appends one bit.
    pub fn push(&mut self, bit: bool) {
        if self.len.is_multiple_of(64) {
            self.words.push(0);
        }
        self.len += 1;
        if bit {
            self.set(self.len - 1);
        }
    }

    /// Sets bit `i`.
    pub fn set(&mut self, i: usize) {
        self.words[i / 64] |= 1 << (i % 64);
    }

    /// Bit `i`.
    pub fn get(&self, i: usize) -> bool {
        self.words[i / 64] >> (i % 64) & 1 == 1
    }

    /// Adds every bit of `other` (the same length).
    pub fn union_with(&mut self, other: &Bits) {
        for (w, o) in self.words.iter_mut().zip(&other.words) {
            *w |= o;
        }
    }

    /// The first index where `self` and `other` (the same length) differ.
    pub fn first_difference(&self, other: &Bits) -> Option<usize> {
        (self.words.iter().zip(&other.words).enumerate())
            .find(|(_, (a, b))| a != b)
            .map(|(i, (a, b))| i * 64 + (a ^ b).trailing_zeros() as usize)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bits_grow_and_compare() {
        let mut a = Bits::default();
        let mut b = Bits::zeros(0);
        for i in 0..130 {
            a.push(i % 3 == 0);
            b.push(i % 3 == 0 && i != 129);
        }
        assert!(a.get(129) && !b.get(129) && a.get(0) && !a.get(1));
        assert_eq!(a.first_difference(&b), Some(129));
        b.union_with(&a);
        assert_eq!(a, b);
    }
}
