//! The moves from one heap: what each leaves.

use crate::rules::{Rules, LEAVE_NONE, LEAVE_ONE, LEAVE_THREE, LEAVE_TWO};

/// Calls `visit` with the heaps every move from a heap of `n` leaves: none, one, two or three
/// non-empty heaps, in increasing order (a position reached by several moves is visited once
/// per move). Two heaps cost `O(n)` visits, three `O(n^2)`.
pub fn for_each_move(rules: &Rules, n: usize, mut visit: impl FnMut(&[usize])) {
    if let Rules::AllBut(excluded) = rules {
        for k in (1..=n).filter(|k| !excluded.contains(k)) {
            match k == n {
                true => visit(&[]),
                false => visit(&[n - k]),
            }
        }
        return;
    }
    let equal = rules.equal_halves();
    for (k, digit) in rules.removals() {
        if n < k {
            break;
        }
        let m = n - k;
        if digit & LEAVE_NONE != 0 && m == 0 && k > 0 {
            visit(&[]);
        }
        if digit & LEAVE_ONE != 0 && m >= 1 && k > 0 {
            visit(&[m]);
        }
        if digit & LEAVE_TWO != 0 {
            for a in 1..=m / 2 {
                if equal || a != m - a {
                    visit(&[a, m - a]);
                }
            }
        }
        if digit & LEAVE_THREE != 0 {
            for a in 1..=m / 3 {
                for b in a..=(m - a) / 2 {
                    visit(&[a, b, m - a - b]);
                }
            }
        }
    }
}

/// The heaps each move from a heap of each size leaves, listed once per size, as the
/// searches ask for them.
pub struct HeapMoves<'a> {
    rules: &'a Rules,
    lists: Vec<Vec<Vec<u32>>>,
}

impl<'a> HeapMoves<'a> {
    /// The moves of `rules`, none listed yet.
    pub fn new(rules: &'a Rules) -> HeapMoves<'a> {
        HeapMoves {
            rules,
            lists: Vec::new(),
        }
    }

    /// What each move from a heap of `n` leaves, in increasing order.
    pub fn of(&mut self, n: usize) -> &[Vec<u32>] {
        &self.up_to(n)[n]
    }

    /// [`of`](Self::of) for every heap `0..=n`, by heap.
    pub fn up_to(&mut self, n: usize) -> &[Vec<Vec<u32>>] {
        while self.lists.len() <= n {
            let mut out = Vec::new();
            for_each_move(self.rules, self.lists.len(), |leaves| {
                out.push(leaves.iter().map(|h| *h as u32).collect())
            });
            self.lists.push(out);
        }
        &self.lists[..=n]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(code: &str, n: usize) -> Vec<Vec<usize>> {
        let mut out = Vec::new();
        for_each_move(&Rules::parse(code).unwrap(), n, |l| out.push(l.to_vec()));
        out
    }

    #[test]
    fn kayles_removes_one_or_two_pins_from_anywhere() {
        // 0.77 on 4 pins: take 1 (leaving 3, or 1+2), take 2 (leaving 2, 1+1).
        assert_eq!(all("0.77", 4), [vec![3], vec![1, 2], vec![2], vec![1, 1]]);
        assert_eq!(all("0.77", 1), [Vec::<usize>::new()]);
    }

    #[test]
    fn grundy_splits_into_unequal_heaps_and_hexadecimal_into_three() {
        assert_eq!(all("grundy", 6), [vec![1, 5], vec![2, 4]]);
        assert_eq!(all("0.8", 4), [vec![1, 1, 1]]);
        assert_eq!(all("4.0", 3), [vec![1, 2]]);
    }
}
