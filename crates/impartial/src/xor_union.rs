//! Unions of bitsets each xored by a value: `{v xor x : v in S}` over many pairs `(S, x)`.
//!
//! Xoring every member of a set `2^k` words wide by `x` moves word `i` to word
//! `i xor (x / 64)` and permutes the bits within each word by `x mod 64`. So the moved words
//! are first gathered into 64 *lanes* by `x mod 64`, and each lane's bits are permuted once,
//! when the union is read: one word operation for each word added, and 64 permutations for
//! each word of the union.

/// A union of xored bitsets over the words `first .. first + len` of the values.
pub(crate) struct XorUnion {
    first: usize,
    len: usize,
    /// Lane `l` (words `l len ..`) holds the moved words of the sets added with
    /// `x mod 64 = l`, before their bits are permuted.
    lanes: Vec<u64>,
    used: u64,
}

impl XorUnion {
    /// An empty union of the values in words `first .. first + len`.
    pub(crate) fn new(first: usize, len: usize) -> XorUnion {
        XorUnion {
            first,
            len,
            lanes: vec![0; 64 * len],
            used: 0,
        }
    }

    /// Adds `{v xor x : v in set}`, `set` a power of two words wide: every moved word must
    /// fall within the union's words.
    pub(crate) fn add(&mut self, set: &[u64], x: u64) {
        let (high, low) = ((x / 64) as usize, (x % 64) as usize);
        self.used |= 1 << low;
        let lane = &mut self.lanes[low * self.len..][..self.len];
        for (i, &word) in set.iter().enumerate() {
            lane[(i ^ high) - self.first] |= word;
        }
    }

    /// ORs the union into `into` (its words `first ..`) and leaves it empty.
    pub(crate) fn drain_into(&mut self, into: &mut [u64]) {
        for low in (0..64).filter(|l| self.used >> l & 1 == 1) {
            let lane = &mut self.lanes[low * self.len..][..self.len];
            for (u, word) in into.iter_mut().zip(lane.iter_mut()) {
                *u |= permute(std::mem::take(word), low as u64);
            }
        }
        self.used = 0;
    }
}

/// The word whose bit `j xor low` is bit `j` of `word`.
fn permute(mut word: u64, low: u64) -> u64 {
    const MASKS: [u64; 6] = [
        0x5555_5555_5555_5555,
        0x3333_3333_3333_3333,
        0x0F0F_0F0F_0F0F_0F0F,
        0x00FF_00FF_00FF_00FF,
        0x0000_FFFF_0000_FFFF,
        0x0000_0000_FFFF_FFFF,
    ];
    for (b, mask) in MASKS.iter().enumerate().filter(|(b, _)| low >> b & 1 == 1) {
        let shift = 1 << b;
        word = (word & mask) << shift | (word >> shift) & mask;
    }
    word
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_permuted_word_moves_each_bit_by_the_xor() {
        for low in 0..64 {
            for j in 0..64 {
                assert_eq!(permute(1 << j, low), 1 << (j ^ low));
            }
        }
    }

    #[test]
    fn the_union_holds_every_xored_member_and_no_other() {
        // Sets of one and four words, xored by values that move them into words 8 to 15.
        let sets: [(&[u64], u64); 3] = [(&[0b1011], 517), (&[1 << 63, 0, 5, 0], 600), (&[1], 1023)];
        let mut union = XorUnion::new(8, 8);
        let mut expected = Vec::new();
        for (set, x) in sets {
            union.add(set, x);
            for v in
                (0..64 * set.len() as u64).filter(|v| set[*v as usize / 64] >> (v % 64) & 1 == 1)
            {
                expected.push(v ^ x);
            }
        }
        let mut words = [0u64; 8];
        union.drain_into(&mut words);
        let got: Vec<u64> = (0..512u64)
            .filter(|v| words[*v as usize / 64] >> (v % 64) & 1 == 1)
            .map(|v| v + 512)
            .collect();
        expected.sort_unstable();
        expected.dedup();
        assert_eq!(got, expected);
        // Drained: empty again.
        let mut again = [0u64; 8];
        union.drain_into(&mut again);
        assert_eq!(again, [0; 8]);
    }
}
