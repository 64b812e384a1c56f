//! The dense linear algebra of the analytic centre's Newton step: `A^T A` and `A A^T` (lower
//! triangles) and a blocked Cholesky factor, on row-major `f64` buffers, their flops in
//! `matrixmultiply`'s GEMM; and the two triangular solves.

/// Rows per block of the lower-triangle products and of the Cholesky factor.
const BLOCK: usize = 64;

/// A strided matrix: entry `(i, j)` is `data[i * row + j * col]`.
#[derive(Clone, Copy)]
struct View<'a> {
    data: &'a [f64],
    row: usize,
    col: usize,
}

impl View<'_> {
    /// Every entry of a `rows x cols` matrix lies inside `data`.
    fn holds(&self, rows: usize, cols: usize) -> bool {
        rows == 0 || cols == 0 || (rows - 1) * self.row + (cols - 1) * self.col < self.data.len()
    }

    /// The transpose, read in place.
    fn transposed(self) -> Self {
        View {
            row: self.col,
            col: self.row,
            ..self
        }
    }

    /// Rows `start..` of the matrix.
    fn rows_from(self, start: usize) -> Self {
        View {
            data: &self.data[start * self.row..],
            ..self
        }
    }
}

/// `c[i ldc + j] = beta c[i ldc + j] + alpha sum_t a(i, t) b(t, j)` for `i < rows`,
/// `j < cols`, `t < depth`: `C = beta C + alpha A B` on strided views, `C` row-major.
fn gemm(
    (rows, cols, depth): (usize, usize, usize),
    alpha: f64,
    (a, b): (View<'_>, View<'_>),
    beta: f64,
    (c, ldc): (&mut [f64], usize),
) {
    if rows == 0 || cols == 0 {
        return;
    }
    assert!(a.holds(rows, depth), "A holds rows x depth");
    assert!(b.holds(depth, cols), "B holds depth x cols");
    assert!(
        cols <= ldc && c.len() >= (rows - 1) * ldc + cols,
        "C holds rows x cols"
    );
    // SAFETY (the crate's only GEMM call; `unsafe` is allowed here alone): the asserts above
    // keep every index `i * a.row + t * a.col`, `t * b.row + j * b.col` and `i * ldc + j`
    // within its slice; `c` is a unique borrow, so it aliases neither `a` nor `b`.
    #[allow(unsafe_code)]
    unsafe {
        matrixmultiply::dgemm(
            rows,
            depth,
            cols,
            alpha,
            a.data.as_ptr(),
            a.row as isize,
            a.col as isize,
            b.data.as_ptr(),
            b.row as isize,
            b.col as isize,
            beta,
            c.as_mut_ptr(),
            ldc as isize,
            1,
        );
    }
}

/// The lower triangle (and some of the upper, by blocks) of `C = beta C + alpha M M^T`, `M`
/// a `rows x depth` view, `C` with row stride `ldc`: one GEMM per block of rows of `C`, up to
/// its diagonal, so half the flops of the full product.
fn lower_mmt(
    alpha: f64,
    (m, rows, depth): (View<'_>, usize, usize),
    beta: f64,
    (c, ldc): (&mut [f64], usize),
) {
    for start in (0..rows).step_by(BLOCK) {
        let end = (start + BLOCK).min(rows);
        let c = &mut c[start * ldc..];
        gemm(
            (end - start, end, depth),
            alpha,
            (m.rows_from(start), m.transposed()),
            beta,
            (c, ldc),
        );
    }
}

/// [`lower_mmt`] for `C = beta C + alpha A A^T`, `A` `rows x depth` row-major.
pub(super) fn lower_aat(
    alpha: f64,
    (a, depth): (&[f64], usize),
    beta: f64,
    (c, ldc): (&mut [f64], usize),
) {
    let rows = a.len().checked_div(depth).unwrap_or(0);
    let m = View {
        data: a,
        row: depth,
        col: 1,
    };
    lower_mmt(alpha, (m, rows, depth), beta, (c, ldc));
}

/// [`lower_mmt`] for `C = A^T A`, `A` `depth x cols` row-major (so `C` is `cols x cols`),
/// read in place through strides: no transposed copy.
pub(super) fn lower_ata((a, cols): (&[f64], usize), (c, ldc): (&mut [f64], usize)) {
    let depth = a.len().checked_div(cols).unwrap_or(0);
    let m = View {
        data: a,
        row: 1,
        col: cols,
    };
    lower_mmt(1.0, (m, cols, depth), 0.0, (c, ldc));
}

/// Factors the symmetric positive definite `m x m` row-major `h` (lower triangle read) in
/// place into `L` with `L L^T = h` (lower triangle written); `None` if not positive definite.
/// Right-looking by blocks: the trailing update, nearly all the flops, is one GEMM per block.
pub(super) fn cholesky(h: &mut [f64], m: usize) -> Option<()> {
    let mut panel = Vec::with_capacity(m * BLOCK);
    for start in (0..m).step_by(BLOCK) {
        let end = (start + BLOCK).min(m);
        factor_block_column(h, m, start, end)?;
        panel.clear();
        for i in end..m {
            panel.extend_from_slice(&h[i * m + start..i * m + end]);
        }
        if end < m {
            lower_aat(
                -1.0,
                (&panel, end - start),
                1.0,
                (&mut h[end * m + end..], m),
            );
        }
    }
    Some(())
}

/// Columns `start..end` of `L`, every earlier block's update already applied: the diagonal
/// block unblocked, the rows below by substitution against it.
fn factor_block_column(h: &mut [f64], m: usize, start: usize, end: usize) -> Option<()> {
    for i in start..m {
        let (done, rest) = h.split_at_mut(i * m);
        let row = &mut rest[..m];
        for j in start..end.min(i) {
            let lj = &done[j * m..j * m + m];
            row[j] = (row[j] - fast_dot(&row[start..j], &lj[start..j])) / lj[j];
        }
        if i < end {
            let v = row[i] - fast_dot(&row[start..i], &row[start..i]);
            if v <= 0.0 || !v.is_finite() {
                return None;
            }
            row[i] = v.sqrt();
        }
    }
    Some(())
}

/// `(L L^T)^-1 b` for the factor of [`cholesky`]; both solves read `L` by rows.
pub(super) fn solve(l: &[f64], m: usize, b: &[f64]) -> Vec<f64> {
    let mut y = b.to_vec();
    for i in 0..m {
        let row = &l[i * m..i * m + i];
        y[i] = (y[i] - fast_dot(row, &y[..i])) / l[i * m + i];
    }
    for i in (0..m).rev() {
        y[i] /= l[i * m + i];
        let yi = y[i];
        for (y, l) in y[..i].iter_mut().zip(&l[i * m..i * m + i]) {
            *y -= l * yi;
        }
    }
    y
}

/// A dot product in four running sums (so it vectorises).
fn fast_dot(a: &[f64], b: &[f64]) -> f64 {
    let mut acc = [0.0; 4];
    let (ac, bc) = (a.chunks_exact(4), b.chunks_exact(4));
    let tail: f64 = ac
        .remainder()
        .iter()
        .zip(bc.remainder())
        .map(|(a, b)| a * b)
        .sum();
    for (a, b) in ac.zip(bc) {
        for k in 0..4 {
            acc[k] += a[k] * b[k];
        }
    }
    acc.iter().sum::<f64>() + tail
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A symmetric positive definite matrix of size `m` past two blocks, from a fixed LCG.
    fn spd(m: usize) -> Vec<f64> {
        let mut state = 7u64;
        let a: Vec<f64> = (0..m * m)
            .map(|_| {
                state = state.wrapping_mul(6364136223846793005).wrapping_add(1);
                (state >> 11) as f64 / (1u64 << 53) as f64 - 0.5
            })
            .collect();
        let mut h = vec![0.0; m * m];
        for i in 0..m {
            for j in 0..m {
                h[i * m + j] = (0..m).map(|t| a[i * m + t] * a[j * m + t]).sum();
            }
            h[i * m + i] += 1.0;
        }
        h
    }

    #[test]
    fn the_blocked_factor_solves_what_the_plain_product_built() {
        let m = 2 * BLOCK + 5;
        let h = spd(m);
        let mut l = h.clone();
        cholesky(&mut l, m).expect("positive definite");
        let b: Vec<f64> = (0..m).map(|i| (i % 7) as f64 - 3.0).collect();
        let x = solve(&l, m, &b);
        for i in 0..m {
            let hx: f64 = (0..m).map(|j| h[i * m + j] * x[j]).sum();
            assert!((hx - b[i]).abs() < 1e-8, "row {i}: {hx} against {}", b[i]);
        }
    }

    #[test]
    fn the_lower_product_matches_the_plain_one_below_the_diagonal() {
        let (rows, depth) = (BLOCK + 9, 11);
        let a: Vec<f64> = (0..rows * depth).map(|i| (i % 13) as f64 - 6.0).collect();
        let mut c = vec![0.0; rows * rows];
        lower_aat(1.0, (&a, depth), 0.0, (&mut c, rows));
        for i in 0..rows {
            for j in 0..=i {
                let plain: f64 = (0..depth)
                    .map(|t| a[i * depth + t] * a[j * depth + t])
                    .sum();
                assert_eq!(c[i * rows + j], plain, "({i}, {j})");
            }
        }
    }

    #[test]
    fn the_transposed_lower_product_reads_in_place() {
        let (depth, cols) = (11, BLOCK + 9);
        let a: Vec<f64> = (0..depth * cols).map(|i| (i % 13) as f64 - 6.0).collect();
        let mut c = vec![0.0; cols * cols];
        lower_ata((&a, cols), (&mut c, cols));
        for i in 0..cols {
            for j in 0..=i {
                let plain: f64 = (0..depth).map(|t| a[t * cols + i] * a[t * cols + j]).sum();
                assert_eq!(c[i * cols + j], plain, "({i}, {j})");
            }
        }
    }

    #[test]
    fn an_indefinite_matrix_has_no_factor() {
        let mut h = vec![1.0, 2.0, 2.0, 1.0];
        assert!(cholesky(&mut h, 2).is_none());
    }
}
