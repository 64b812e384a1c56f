//! The game columns of the master, `P_j = (1, a_1j, ..., a_mj)`, `d` entries each, in the
//! order added. Beside the `f64` columns the store keeps an `f32` copy while every entry so
//! far is an `f32` exactly (payoffs that are small integers or halves, as in the guessing
//! game), and the pass over the store, one per pivot, reads that copy: the same products
//! at half the memory traffic. The first column with an entry `f32` cannot hold drops the
//! copy for good.

use super::kernels::{dot2, dot2_narrow};

#[derive(Clone, Debug)]
pub(super) struct ColumnStore {
    d: usize,
    wide: Vec<f64>,
    narrow: Option<Vec<f32>>,
}

impl ColumnStore {
    /// An empty store of columns with `d` entries.
    pub(super) fn new(d: usize) -> ColumnStore {
        ColumnStore {
            d,
            wide: Vec::new(),
            narrow: Some(Vec::new()),
        }
    }

    /// Appends the column `(1, payoffs)`.
    pub(super) fn push(&mut self, payoffs: &[f64]) {
        debug_assert_eq!(payoffs.len() + 1, self.d);
        self.wide.push(1.0);
        self.wide.extend_from_slice(payoffs);
        let exact = payoffs.iter().all(|&x| f64::from(x as f32) == x);
        match &mut self.narrow {
            Some(narrow) if exact => {
                narrow.push(1.0);
                narrow.extend(payoffs.iter().map(|&x| x as f32));
            }
            narrow => *narrow = None,
        }
    }

    /// Column `k`.
    pub(super) fn column(&self, k: usize) -> &[f64] {
        &self.wide[k * self.d..(k + 1) * self.d]
    }

    /// `(a . P_k, b . P_k)`, from the narrow copy when there is one.
    pub(super) fn dot2(&self, k: usize, a: &[f64], b: &[f64]) -> (f64, f64) {
        let range = k * self.d..(k + 1) * self.d;
        match &self.narrow {
            Some(narrow) => dot2_narrow(a, b, &narrow[range]),
            None => dot2(a, b, &self.wide[range]),
        }
    }

    /// Keeps the columns `keep` says yes to, in order.
    pub(super) fn retain(&mut self, mut keep: impl FnMut(usize) -> bool) {
        let d = self.d;
        let kept: Vec<usize> = (0..self.wide.len() / d).filter(|&k| keep(k)).collect();
        compact(&mut self.wide, d, &kept);
        if let Some(narrow) = &mut self.narrow {
            compact(narrow, d, &kept);
        }
    }
}

/// Moves the `d`-entry blocks `kept` (ascending) to the front, in order, and drops the rest.
fn compact<T: Copy>(xs: &mut Vec<T>, d: usize, kept: &[usize]) {
    for (to, &from) in kept.iter().enumerate() {
        xs.copy_within(from * d..(from + 1) * d, to * d);
    }
    xs.truncate(kept.len() * d);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_narrow_copy_lasts_while_every_entry_fits_in_f32() {
        let mut store = ColumnStore::new(3);
        store.push(&[1.0, 2.5]);
        store.push(&[-4.0, 0.5]);
        assert!(store.narrow.is_some());
        let (a, b) = ([1.0, 2.0, 3.0], [0.5, 0.25, 0.125]);
        assert_eq!(store.dot2(1, &a, &b), (1.0 - 8.0 + 1.5, 0.5 - 1.0 + 0.0625));
        store.push(&[0.1, 7.0]);
        assert!(store.narrow.is_none(), "0.1 is no f32");
        assert_eq!(store.column(2), &[1.0, 0.1, 7.0]);
    }

    #[test]
    fn retain_keeps_both_copies_in_step() {
        let mut store = ColumnStore::new(2);
        for x in [1.0, 2.0, 3.0, 4.0] {
            store.push(&[x]);
        }
        store.retain(|k| k % 2 == 1);
        assert_eq!(
            (store.column(0), store.column(1)),
            (&[1.0, 2.0][..], &[1.0, 4.0][..])
        );
        assert_eq!(store.narrow.as_deref(), Some(&[1.0, 2.0, 1.0, 4.0][..]));
    }
}
