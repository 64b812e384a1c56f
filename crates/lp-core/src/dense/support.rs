//! A guess before the simplex: the last game's optimal support, tried on the next game.
//! Games met in sequence (Goofspiel's prize games of one hand pair) often share their
//! optimal supports; on a square support `R x C` the optimal strategies equalize, so
//! `A[R,C] y = v 1, 1'y = 1` and `x'A[R,C] = v 1', x'1 = 1` give them by two small linear
//! solves instead of a simplex. Whether the guess is optimal is for the caller to check (its
//! guarantees); a guess that is not a probability vector is refused here.

/// The last solution's support and scratch space for its linear solves.
#[derive(Clone, Debug, Default)]
pub(super) struct Support {
    rows: Vec<usize>,
    cols: Vec<usize>,
    /// The shape of the game the support belongs to.
    shape: (usize, usize),
    lu: Vec<f64>,
    pivots: Vec<usize>,
    z: Vec<f64>,
}

/// Weights at most this far below 0 are rounding, clamped to 0; lower ones refuse the guess.
const NEGATIVE: f64 = -1e-12;

impl Support {
    /// Forgets the support, keeping the buffers (no allocation per forget).
    pub(super) fn forget(&mut self) {
        self.rows.clear();
        self.cols.clear();
        self.shape = (0, 0);
    }

    /// Remembers where `row` and `col` are positive.
    pub(super) fn record(&mut self, row: &[f64], col: &[f64]) {
        let positive = |v: &[f64], out: &mut Vec<usize>| {
            out.clear();
            out.extend((0..v.len()).filter(|&i| v[i] > 0.0));
        };
        positive(row, &mut self.rows);
        positive(col, &mut self.cols);
        self.shape = (row.len(), col.len());
    }

    /// The equalizing strategies of `a` on the remembered support, written to `row` and
    /// `col`, and their value; `None` when there is no square support for this shape, the
    /// system is singular or a weight is negative. With `B = A[R,C] + shift` positive (its
    /// value is then positive), `B z = 1` and `B'w = 1` give `y = z / sum(z)`,
    /// `x = w / sum(w)` and the value `1 / sum(z) - shift`: one LU factorisation, two solves.
    pub(super) fn guess(
        &mut self,
        rows: usize,
        cols: usize,
        a: &[f64],
        row: &mut [f64],
        col: &mut [f64],
    ) -> Option<f64> {
        let s = self.rows.len();
        if self.shape != (rows, cols) || s == 0 || s != self.cols.len() {
            return None;
        }
        self.lu.clear();
        for &i in &self.rows {
            let row = &a[i * cols..(i + 1) * cols];
            self.lu.extend(self.cols.iter().map(|&j| row[j]));
        }
        let shift = 1.0 - self.lu.iter().copied().fold(f64::INFINITY, f64::min);
        self.lu.iter_mut().for_each(|v| *v += shift);
        self.pivots.clear();
        factor(&mut self.lu, s, &mut self.pivots)?;
        self.z.clear();
        self.z.resize(s, 1.0);
        solve(&self.lu, s, &self.pivots, &mut self.z);
        let total = spread(&self.z, &self.cols, col)?;
        self.z.clear();
        self.z.resize(s, 1.0);
        solve_transposed(&self.lu, s, &self.pivots, &mut self.z);
        spread(&self.z, &self.rows, row)?;
        Some(1.0 / total - shift)
    }
}

/// Writes `z / sum(z)` into `out` at the indices `at` (0 elsewhere); the sum, or `None`
/// when a weight is negative beyond rounding.
fn spread(z: &[f64], at: &[usize], out: &mut [f64]) -> Option<f64> {
    let total: f64 = z.iter().sum();
    // NaN fails these tests too: a singular system is refused.
    let fine = total > 0.0 && total.is_finite() && z.iter().all(|&w| w >= NEGATIVE * total);
    if !fine {
        return None;
    }
    out.fill(0.0);
    for (&j, &w) in at.iter().zip(z) {
        out[j] = w.max(0.0) / total;
    }
    Some(total)
}

/// LU factorisation with partial pivoting of the `n x n` row-major `m` in place (`L` unit
/// lower, below the diagonal; `U` on and above); `pivots[p]` is the row swapped with `p`.
/// `None` when a pivot is (nearly) zero.
fn factor(m: &mut [f64], n: usize, pivots: &mut Vec<usize>) -> Option<()> {
    let scale = m.iter().fold(0.0f64, |s, v| s.max(v.abs()));
    for p in 0..n {
        let (mut best, mut size) = (p, m[p * n + p].abs());
        for i in p + 1..n {
            if m[i * n + p].abs() > size {
                (best, size) = (i, m[i * n + p].abs());
            }
        }
        if size.is_nan() || size <= 1e-12 * scale {
            return None;
        }
        pivots.push(best);
        if best != p {
            let (top, bottom) = m.split_at_mut(best * n);
            top[p * n..(p + 1) * n].swap_with_slice(&mut bottom[..n]);
        }
        let (done, rest) = m.split_at_mut((p + 1) * n);
        let pivot_row = &done[p * n..];
        let inv = 1.0 / pivot_row[p];
        for r in rest.chunks_exact_mut(n) {
            let f = r[p] * inv;
            r[p] = f;
            if f != 0.0 {
                for (x, &u) in r[p + 1..].iter_mut().zip(&pivot_row[p + 1..]) {
                    *x -= f * u;
                }
            }
        }
    }
    Some(())
}

/// Solves `M z = b` from [`factor`]'s `P M = L U`; `b` becomes `z`.
fn solve(lu: &[f64], n: usize, pivots: &[usize], b: &mut [f64]) {
    for (p, &q) in pivots.iter().enumerate() {
        b.swap(p, q);
    }
    for i in 0..n {
        let t: f64 = (0..i).map(|j| lu[i * n + j] * b[j]).sum();
        b[i] -= t;
    }
    for i in (0..n).rev() {
        let t: f64 = (i + 1..n).map(|j| lu[i * n + j] * b[j]).sum();
        b[i] = (b[i] - t) / lu[i * n + i];
    }
}

/// Solves `M' z = b` from [`factor`]'s `P M = L U` (`M' = U' L' P`); `b` becomes `z`.
fn solve_transposed(lu: &[f64], n: usize, pivots: &[usize], b: &mut [f64]) {
    for i in 0..n {
        let t: f64 = (0..i).map(|j| lu[j * n + i] * b[j]).sum();
        b[i] = (b[i] - t) / lu[i * n + i];
    }
    for i in (0..n).rev() {
        let t: f64 = (i + 1..n).map(|j| lu[j * n + i] * b[j]).sum();
        b[i] -= t;
    }
    for (p, &q) in pivots.iter().enumerate().rev() {
        b.swap(p, q);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Both solves against a product computed directly, on a matrix that needs pivoting.
    #[test]
    fn lu_solves_both_systems() {
        let m = [0.0, 2.0, 1.0, 1.0, 1.0, 3.0, 4.0, 1.0, 2.0];
        let (mut lu, mut pivots) = (m.to_vec(), Vec::new());
        factor(&mut lu, 3, &mut pivots).unwrap();
        let (mut z, mut w) = (vec![1.0, 2.0, 3.0], vec![1.0, 2.0, 3.0]);
        solve(&lu, 3, &pivots, &mut z);
        solve_transposed(&lu, 3, &pivots, &mut w);
        for i in 0..3 {
            let mz: f64 = (0..3).map(|j| m[i * 3 + j] * z[j]).sum();
            let mw: f64 = (0..3).map(|j| m[j * 3 + i] * w[j]).sum();
            assert!((mz - (i + 1) as f64).abs() < 1e-12 && (mw - (i + 1) as f64).abs() < 1e-12);
        }
    }

    /// Matching pennies' support (both cards) gives the half-half mix and value 0.
    #[test]
    fn a_square_support_equalizes() {
        let mut support = Support::default();
        support.record(&[0.5, 0.5], &[0.5, 0.5]);
        let (mut x, mut y) = ([0.0; 2], [0.0; 2]);
        let v = support
            .guess(2, 2, &[1.0, -1.0, -1.0, 1.0], &mut x, &mut y)
            .unwrap();
        assert!(v.abs() < 1e-15);
        assert!(x.iter().chain(&y).all(|&p| (p - 0.5).abs() < 1e-15));
        support.record(&[1.0, 0.0], &[0.5, 0.5]);
        assert!(support
            .guess(2, 2, &[1.0, -1.0, -1.0, 1.0], &mut x, &mut y)
            .is_none());
    }
}
