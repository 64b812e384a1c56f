//! The explicit inverse of the basis, `B^-1` with rows `R_0, ..., R_m` (seed 000 §1.10):
//! rebuilt by Gauss-Jordan elimination with partial pivoting, updated after each pivot by
//! eq. (1.18) in `O(d^2)`, and applied to columns (FTRAN) and rows (BTRAN).

use super::kernels::{axpy, dot};

/// A `d x d` basis inverse, row-major.
#[derive(Clone, Debug, Default)]
pub(super) struct Inverse {
    d: usize,
    a: Vec<f64>,
    /// The pivot row of the last update, `R_r / v_r` (reused buffer).
    scratch: Vec<f64>,
}

/// The basis matrix was singular to working precision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Singular;

/// Pivots smaller than this (relative to the largest entry of the basis) count as zero.
const SINGULAR: f64 = 1e-11;

impl Inverse {
    /// Row `p` of `B^-1`.
    pub(super) fn row(&self, p: usize) -> &[f64] {
        &self.a[p * self.d..(p + 1) * self.d]
    }

    /// `B^-1[p][i]`.
    pub(super) fn at(&self, p: usize, i: usize) -> f64 {
        self.a[p * self.d + i]
    }

    /// Replaces the inverse by that of `b` (`d x d`, row-major; overwritten): Gauss-Jordan
    /// elimination in place with partial pivoting, `d^3` multiply-adds.
    pub(super) fn invert(&mut self, d: usize, mut b: Vec<f64>) -> Result<(), Singular> {
        let scale = b.iter().fold(0.0f64, |s, x| s.max(x.abs())).max(1.0);
        let mut swaps = Vec::with_capacity(d);
        let mut pivot_row = vec![0.0; d];
        for k in 0..d {
            let p = (k..d)
                .max_by(|&i, &j| b[i * d + k].abs().total_cmp(&b[j * d + k].abs()))
                .expect("k < d");
            if b[p * d + k].abs() <= SINGULAR * scale {
                return Err(Singular);
            }
            swap_rows(&mut b, d, p, k);
            swaps.push(p);
            let pivot = b[k * d + k];
            b[k * d + k] = 1.0;
            for x in &mut b[k * d..(k + 1) * d] {
                *x /= pivot;
            }
            pivot_row.copy_from_slice(&b[k * d..(k + 1) * d]);
            for i in (0..d).filter(|&i| i != k) {
                let f = b[i * d + k];
                if f != 0.0 {
                    b[i * d + k] = 0.0;
                    axpy(&mut b[i * d..(i + 1) * d], -f, &pivot_row);
                }
            }
        }
        for (k, &p) in swaps.iter().enumerate().rev() {
            if p != k {
                for row in b.chunks_exact_mut(d) {
                    row.swap(p, k);
                }
            }
        }
        self.d = d;
        self.a = b;
        Ok(())
    }

    /// `out = B^-1 col`.
    pub(super) fn ftran(&self, col: &[f64], out: &mut [f64]) {
        for (p, o) in out.iter_mut().enumerate() {
            *o = dot(self.row(p), col);
        }
    }

    /// `out = B^-1 e_i` (column `i` of the inverse).
    pub(super) fn ftran_unit(&self, i: usize, out: &mut [f64]) {
        for (p, o) in out.iter_mut().enumerate() {
            *o = self.at(p, i);
        }
    }

    /// The entering column `v = B^-1 P_s` replaces the basic variable in position `r`:
    /// `R_r <- R_r / v_r`, `R_i <- R_i - v_i R_r` (eq. 1.18). In the same pass, `w` gets
    /// `B^-T v = sum_p v_p R_p` of the inverse before the update (what steepest edge needs):
    /// each row is read once for both, which saves a pass over the inverse per pivot.
    pub(super) fn update_and_btran(&mut self, r: usize, v: &[f64], w: &mut [f64]) {
        let d = self.d;
        self.scratch.clear();
        self.scratch
            .extend(self.a[r * d..(r + 1) * d].iter().map(|x| x / v[r]));
        w.fill(0.0);
        for (i, row) in self.a.chunks_exact_mut(d).enumerate() {
            if v[i] == 0.0 {
                continue; // never the pivot row: v_r is the pivot
            }
            axpy(w, v[i], row);
            if i == r {
                row.copy_from_slice(&self.scratch);
            } else {
                axpy(row, -v[i], &self.scratch);
            }
        }
    }
}

fn swap_rows(b: &mut [f64], d: usize, p: usize, k: usize) {
    if p != k {
        let (lo, hi) = (p.min(k), p.max(k));
        let (top, bottom) = b.split_at_mut(hi * d);
        top[lo * d..(lo + 1) * d].swap_with_slice(&mut bottom[..d]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn product(d: usize, a: &[f64], b: &[f64]) -> Vec<f64> {
        let mut c = vec![0.0; d * d];
        for i in 0..d {
            for k in 0..d {
                for j in 0..d {
                    c[i * d + j] += a[i * d + k] * b[k * d + j];
                }
            }
        }
        c
    }

    fn near_identity(d: usize, c: &[f64]) -> bool {
        (0..d * d).all(|x| (c[x] - f64::from(u8::from(x / d == x % d))).abs() < 1e-10)
    }

    #[test]
    fn inverts_with_row_exchanges_and_updates_like_a_fresh_inverse() {
        // A zero on the diagonal forces a row exchange.
        let d = 4;
        let b = vec![
            0.0, 2.0, 1.0, 3.0, 1.0, 1.0, 0.0, 2.0, 4.0, 0.0, 1.0, 1.0, 2.0, 5.0, 1.0, 0.0,
        ];
        let mut inv = Inverse::default();
        inv.invert(d, b.clone()).unwrap();
        assert!(near_identity(d, &product(d, &b, &inv.a)));
        // Replace basis column 2 by (1, 2, 3, 4): update, and compare with a fresh inverse.
        let col = [1.0, 2.0, 3.0, 4.0];
        let mut v = [0.0; 4];
        inv.ftran(&col, &mut v);
        let old = inv.a.clone();
        let mut w = [0.0; 4];
        inv.update_and_btran(2, &v, &mut w);
        let mut b2 = b.clone();
        (0..d).for_each(|i| b2[i * d + 2] = col[i]);
        assert!(near_identity(d, &product(d, &b2, &inv.a)));
        // w = v^T B^-1 of the inverse before the update.
        for (j, wj) in w.iter().enumerate() {
            let expected: f64 = (0..d).map(|p| v[p] * old[p * d + j]).sum();
            assert!(
                (wj - expected).abs() < 1e-12,
                "w[{j}] = {wj}, not {expected}"
            );
        }
    }

    #[test]
    fn singular_bases_are_refused() {
        let mut inv = Inverse::default();
        assert_eq!(inv.invert(2, vec![1.0, 2.0, 2.0, 4.0]), Err(Singular));
    }
}
