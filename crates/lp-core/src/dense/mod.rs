//! Small dense matrix games in floating point, fast (seed 004's Goofspiel solves millions of
//! k x k games, k <= 14): a pure saddle point first, then a condensed tableau simplex, with
//! no allocation per game. For searching only: the strategies it returns are guesses, which
//! a caller certifies, exactly or with the rigorous guarantees of
//! [`row_guarantee`](crate::row_guarantee) and [`col_guarantee`](crate::col_guarantee).

mod support;

/// A reusable workspace for [`DenseSolver::solve`].
#[derive(Clone, Debug, Default)]
pub struct DenseSolver {
    /// The last solution's support, for [`DenseSolver::guess`].
    support: support::Support,
    /// The condensed (Tucker) tableau: `rows` constraint rows and the objective row, each
    /// `cols` entries then the right-hand side.
    tableau: Vec<f64>,
    /// The variable labelling each row (basic) and each column (non-basic): `0..cols` are
    /// the column player's weights `u_j`, `cols..cols + rows` the slacks of the rows.
    row_label: Vec<usize>,
    col_label: Vec<usize>,
    /// The pivot row, scaled.
    pivot_row: Vec<f64>,
}

/// Pivot tolerance of the simplex.
const EPS: f64 = 1e-12;

impl DenseSolver {
    /// A solver with an empty workspace (it grows to the largest game seen).
    pub fn new() -> Self {
        Self::default()
    }

    /// Solves the game `a` (`rows x cols`, row-major; rows maximize) in floating point.
    /// Writes the row player's mixed strategy to `row` and the column player's to `col`
    /// (each non-negative, summing to 1 up to rounding) and returns the approximate value.
    ///
    /// # Panics
    /// When `a`, `row` or `col` have the wrong length, or a dimension is 0.
    pub fn solve(
        &mut self,
        rows: usize,
        cols: usize,
        a: &[f64],
        row: &mut [f64],
        col: &mut [f64],
    ) -> f64 {
        assert!(
            rows > 0
                && cols > 0
                && a.len() == rows * cols
                && row.len() == rows
                && col.len() == cols
        );
        let v = match saddle_point(rows, cols, a, row, col) {
            Some(v) => v,
            None => {
                let shift = 1.0 - a.iter().copied().fold(f64::INFINITY, f64::min);
                self.load(rows, cols, a, shift);
                self.pivot_to_optimum(rows, cols);
                self.read(rows, cols, row, col, shift)
            }
        };
        self.support.record(row, col);
        v
    }

    /// Forgets the last solution's support: the next [`DenseSolver::guess`] is `None`
    /// (so a sequence of games solved after this call does not depend on earlier ones).
    pub fn forget(&mut self) {
        self.support.forget();
    }

    /// A cheap guess for a game like the last one [`DenseSolver::solve`] solved: the
    /// strategies that equalize on that game's optimal support (when it was square), found
    /// by two small linear solves; `None` when there is no such guess. The guess is optimal
    /// only when the support still is: the caller checks it (e.g. by its guarantees) and
    /// calls [`DenseSolver::solve`] when it is not good enough.
    ///
    /// # Panics
    /// When `a`, `row` or `col` have the wrong length.
    pub fn guess(
        &mut self,
        rows: usize,
        cols: usize,
        a: &[f64],
        row: &mut [f64],
        col: &mut [f64],
    ) -> Option<f64> {
        assert!(a.len() == rows * cols && row.len() == rows && col.len() == cols);
        self.support.guess(rows, cols, a, row, col)
    }

    /// The condensed tableau of max sum(u) s.t. (A + shift) u <= 1, u >= 0: only the
    /// non-basic columns are stored (`cols + 1` wide instead of `cols + rows + 1`), so a
    /// pivot costs half the flops of the full tableau.
    fn load(&mut self, rows: usize, cols: usize, a: &[f64], shift: f64) {
        let width = cols + 1;
        self.tableau.clear();
        self.tableau.resize((rows + 1) * width, 0.0);
        for (i, t) in self.tableau.chunks_exact_mut(width).take(rows).enumerate() {
            for (tj, aj) in t.iter_mut().zip(&a[i * cols..(i + 1) * cols]) {
                *tj = aj + shift;
            }
            t[cols] = 1.0;
        }
        self.tableau[rows * width..rows * width + cols].fill(-1.0);
        self.col_label.clear();
        self.col_label.extend(0..cols);
        self.row_label.clear();
        self.row_label.extend(cols..cols + rows);
    }

    /// Dantzig's rule, then Bland's (smallest label) after many pivots (no cycling).
    fn pivot_to_optimum(&mut self, rows: usize, cols: usize) {
        let width = cols + 1;
        let patience = 50 * (rows + width);
        for iteration in 0.. {
            let z = &self.tableau[rows * width..rows * width + cols];
            let candidates = z.iter().enumerate().filter(|c| *c.1 < -EPS);
            let entering = if iteration < patience {
                candidates.min_by(|p, q| p.1.total_cmp(q.1)).map(|c| c.0)
            } else {
                candidates.min_by_key(|c| self.col_label[c.0]).map(|c| c.0)
            };
            let Some(q) = entering else { return };
            let Some(p) = self.ratio_test(rows, width, q) else {
                return;
            };
            self.pivot(width, p, q);
        }
    }

    /// The leaving row for entering column `q` (ties: the smallest label).
    fn ratio_test(&self, rows: usize, width: usize, q: usize) -> Option<usize> {
        let mut best: Option<(f64, usize, usize)> = None;
        for (i, t) in self.tableau.chunks_exact(width).take(rows).enumerate() {
            if t[q] <= EPS {
                continue;
            }
            let (ratio, label) = (t[width - 1] / t[q], self.row_label[i]);
            if ratio.is_nan() {
                continue;
            }
            let better = match best {
                None => true,
                Some((r, l, _)) => ratio < r || (ratio == r && label < l),
            };
            if better {
                best = Some((ratio, label, i));
            }
        }
        best.map(|b| b.2)
    }

    /// Exchanges row `p`'s basic variable with column `q`'s: the pivot row is scaled by
    /// `1 / t_pq` (its own entry becomes `1 / t_pq`); every other row `i` loses `t_iq`
    /// times it, its entry in column `q` starting from 0 (so it ends at `-t_iq / t_pq`).
    fn pivot(&mut self, width: usize, p: usize, q: usize) {
        let t = &mut self.tableau;
        let inv = 1.0 / t[p * width + q];
        self.pivot_row.clear();
        self.pivot_row
            .extend(t[p * width..(p + 1) * width].iter().map(|v| v * inv));
        self.pivot_row[q] = inv;
        for (i, r) in t.chunks_exact_mut(width).enumerate() {
            if i == p {
                r.copy_from_slice(&self.pivot_row);
                continue;
            }
            let f = r[q];
            if f != 0.0 {
                r[q] = 0.0;
                for (x, y) in r.iter_mut().zip(&self.pivot_row) {
                    *x -= f * y;
                }
            }
        }
        std::mem::swap(&mut self.row_label[p], &mut self.col_label[q]);
    }

    /// Strategies from the optimal tableau: `u` from the right-hand sides of the rows it
    /// labels, the row player's weights from the objective row under the slack labels;
    /// value = 1 / sum(u) - shift.
    fn read(&self, rows: usize, cols: usize, row: &mut [f64], col: &mut [f64], shift: f64) -> f64 {
        let width = cols + 1;
        let t = &self.tableau;
        col.fill(0.0);
        row.fill(0.0);
        for (i, &label) in self.row_label.iter().enumerate() {
            if label < cols {
                col[label] = t[i * width + cols].max(0.0);
            }
        }
        for (j, &label) in self.col_label.iter().enumerate() {
            if label >= cols {
                row[label - cols] = t[rows * width + j].max(0.0);
            }
        }
        normalise(row);
        let total = normalise(col);
        1.0 / total - shift
    }
}

/// Scales `v` to sum 1; returns the old sum.
fn normalise(v: &mut [f64]) -> f64 {
    let total: f64 = v.iter().sum();
    v.iter_mut().for_each(|x| *x /= total);
    total
}

/// A pure saddle point (max of row minima = min of column maxima), written as strategies.
fn saddle_point(
    rows: usize,
    cols: usize,
    a: &[f64],
    row: &mut [f64],
    col: &mut [f64],
) -> Option<f64> {
    let row_min = |i: usize| {
        a[i * cols..(i + 1) * cols]
            .iter()
            .copied()
            .fold(f64::INFINITY, f64::min)
    };
    let col_max = |j: usize| {
        (0..rows)
            .map(|i| a[i * cols + j])
            .fold(f64::NEG_INFINITY, f64::max)
    };
    let (bi, lower) = (0..rows)
        .map(|i| (i, row_min(i)))
        .max_by(|p, q| p.1.total_cmp(&q.1))?;
    let (bj, upper) = (0..cols)
        .map(|j| (j, col_max(j)))
        .min_by(|p, q| p.1.total_cmp(&q.1))?;
    if lower != upper {
        return None;
    }
    row.iter_mut()
        .enumerate()
        .for_each(|(i, r)| *r = f64::from(u8::from(i == bi)));
    col.iter_mut()
        .enumerate()
        .for_each(|(j, c)| *c = f64::from(u8::from(j == bj)));
    Some(lower)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{solve_exact, MatrixGame};
    use verify::to_f64;

    fn random_game(seed: u64, rows: usize, cols: usize) -> Vec<i64> {
        let mut s = seed;
        (0..rows * cols)
            .map(|_| {
                s = s
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                (s >> 33) as i64 % 21 - 10
            })
            .collect()
    }

    /// The dense solver's strategies guarantee the exact value to 1e-9 on 300 random
    /// games up to 8 x 8 (the exact value from HiGHS + an exact basis solve, certified).
    #[test]
    fn guarantees_bracket_the_exact_value() {
        let mut solver = DenseSolver::new();
        for seed in 0..300 {
            let (rows, cols) = (1 + seed as usize % 8, 1 + (seed as usize / 8) % 8);
            let ints = random_game(seed, rows, cols);
            let a: Vec<f64> = ints.iter().map(|&v| v as f64).collect();
            let (mut x, mut y) = (vec![0.0; rows], vec![0.0; cols]);
            solver.solve(rows, cols, &a, &mut x, &mut y);
            let lo = crate::row_guarantee(rows, cols, &a, 0.0, &x);
            let hi = crate::col_guarantee(rows, cols, &a, 0.0, &y);
            let table: Vec<Vec<i64>> = ints.chunks(cols).map(|r| r.to_vec()).collect();
            let exact = to_f64(
                solve_exact(&MatrixGame::from_integers(&table).unwrap())
                    .unwrap()
                    .value(),
            );
            assert!(
                lo <= exact && exact <= hi,
                "seed {seed}: {lo} <= {exact} <= {hi}"
            );
            assert!(hi - lo < 1e-9, "seed {seed}: width {}", hi - lo);
        }
    }

    #[test]
    fn saddle_points_are_pure() {
        let (mut x, mut y) = (vec![0.0; 2], vec![0.0; 2]);
        let v = DenseSolver::new().solve(2, 2, &[1.0, 5.0, 2.0, 3.0], &mut x, &mut y);
        assert_eq!((v, x, y), (2.0, vec![0.0, 1.0], vec![1.0, 0.0]));
    }

    #[test]
    fn matching_pennies_is_half_half() {
        let (mut x, mut y) = (vec![0.0; 2], vec![0.0; 2]);
        let v = DenseSolver::new().solve(2, 2, &[1.0, -1.0, -1.0, 1.0], &mut x, &mut y);
        assert!(v.abs() < 1e-12 && (x[0] - 0.5).abs() < 1e-12 && (y[1] - 0.5).abs() < 1e-12);
    }
}
