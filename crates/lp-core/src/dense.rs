//! Small dense matrix games in floating point, fast (seed 004's Goofspiel solves millions of
//! k x k games, k <= 14): a pure saddle point first, then a dense tableau simplex, with no
//! allocation per game. For searching only: the strategies it returns are guesses, which a
//! caller certifies, exactly or with the outward-rounded guarantees [`row_guarantee`] and
//! [`col_guarantee`].

/// A reusable workspace for [`DenseSolver::solve`].
#[derive(Clone, Debug, Default)]
pub struct DenseSolver {
    tableau: Vec<f64>,
    basis: Vec<usize>,
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
        if let Some(v) = saddle_point(rows, cols, a, row, col) {
            return v;
        }
        let shift = 1.0 - a.iter().copied().fold(f64::INFINITY, f64::min);
        self.load(rows, cols, a, shift);
        self.pivot_to_optimum(rows, cols);
        self.read(rows, cols, row, col, shift)
    }

    /// The tableau of max sum(u) s.t. (A + shift) u <= 1, u >= 0: `rows` constraint rows
    /// then the objective row (reduced costs, RHS = -objective), `cols + rows + 1` columns.
    fn load(&mut self, rows: usize, cols: usize, a: &[f64], shift: f64) {
        let width = cols + rows + 1;
        self.tableau.clear();
        self.tableau.resize((rows + 1) * width, 0.0);
        for i in 0..rows {
            let t = &mut self.tableau[i * width..(i + 1) * width];
            for j in 0..cols {
                t[j] = a[i * cols + j] + shift;
            }
            t[cols + i] = 1.0;
            t[width - 1] = 1.0;
        }
        let z = &mut self.tableau[rows * width..];
        z[..cols].iter_mut().for_each(|c| *c = 1.0);
        self.basis.clear();
        self.basis.extend(cols..cols + rows);
    }

    /// Dantzig's rule, then Bland's after many pivots (no cycling).
    fn pivot_to_optimum(&mut self, rows: usize, cols: usize) {
        let width = cols + rows + 1;
        let patience = 50 * width;
        for iteration in 0.. {
            let z = &self.tableau[rows * width..rows * width + width - 1];
            let entering = if iteration < patience {
                z.iter()
                    .enumerate()
                    .filter(|c| *c.1 > EPS)
                    .max_by(|p, q| p.1.total_cmp(q.1))
                    .map(|c| c.0)
            } else {
                z.iter().position(|&c| c > EPS)
            };
            let Some(q) = entering else { return };
            let Some(p) = self.ratio_test(rows, width, q) else {
                return;
            };
            self.pivot(rows, width, p, q);
        }
    }

    /// The leaving row for entering column `q` (ties: the smallest basic variable).
    fn ratio_test(&self, rows: usize, width: usize, q: usize) -> Option<usize> {
        let t = &self.tableau;
        (0..rows)
            .filter(|&i| t[i * width + q] > EPS)
            .map(|i| {
                (
                    t[i * width + width - 1] / t[i * width + q],
                    self.basis[i],
                    i,
                )
            })
            .min_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)))
            .map(|(_, _, i)| i)
    }

    fn pivot(&mut self, rows: usize, width: usize, p: usize, q: usize) {
        let t = &mut self.tableau;
        let inv = 1.0 / t[p * width + q];
        t[p * width..(p + 1) * width]
            .iter_mut()
            .for_each(|v| *v *= inv);
        for i in (0..=rows).filter(|&i| i != p) {
            let f = t[i * width + q];
            if f != 0.0 {
                for j in 0..width {
                    t[i * width + j] -= f * t[p * width + j];
                }
            }
        }
        self.basis[p] = q;
    }

    /// Strategies from the optimal tableau: u from the RHS, the duals from the slacks'
    /// reduced costs; value = 1 / sum(u) - shift.
    fn read(&self, rows: usize, cols: usize, row: &mut [f64], col: &mut [f64], shift: f64) -> f64 {
        let width = cols + rows + 1;
        let t = &self.tableau;
        col.iter_mut().for_each(|c| *c = 0.0);
        for (i, &b) in self.basis.iter().enumerate() {
            if b < cols {
                col[b] = t[i * width + width - 1].max(0.0);
            }
        }
        for (i, r) in row.iter_mut().enumerate() {
            *r = (-t[rows * width + cols + i]).max(0.0);
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

/// A number at most the exact sum of the exact products `x_i * m_i` (every rounding
/// directed down; a zero weight contributes exactly 0 and is skipped).
fn dot_down(x: impl Iterator<Item = f64>, m: impl Iterator<Item = f64>) -> f64 {
    x.zip(m)
        .filter(|&(xi, _)| xi != 0.0)
        .fold(0.0, |acc: f64, (xi, mi)| {
            (acc + (xi * mi).next_down()).next_down()
        })
}

/// A lower bound, rigorous despite rounding, on what the row strategy `x` (any non-negative
/// weights, not all 0, used as `x / sum(x)`) guarantees against every column of `lower`
/// (`rows x cols`, row-major): `min_j sum_i x_i lower_ij / sum(x)`.
pub fn row_guarantee(rows: usize, cols: usize, lower: &[f64], x: &[f64]) -> f64 {
    let (s_lo, s_hi) = sum_bounds(x);
    (0..cols)
        .map(|j| {
            let t = dot_down(
                x.iter().map(|v| v.max(0.0)),
                (0..rows).map(|i| lower[i * cols + j]),
            );
            (t / if t >= 0.0 { s_hi } else { s_lo }).next_down()
        })
        .fold(f64::INFINITY, f64::min)
}

/// An upper bound, rigorous despite rounding, on what the column strategy `y` concedes
/// against every row of `upper`: `max_i sum_j upper_ij y_j / sum(y)`.
pub fn col_guarantee(rows: usize, cols: usize, upper: &[f64], y: &[f64]) -> f64 {
    let (s_lo, s_hi) = sum_bounds(y);
    (0..rows)
        .map(|i| {
            // -(upper bound) = lower bound of the negated row
            let t = -dot_down(
                y.iter().map(|v| v.max(0.0)),
                upper[i * cols..(i + 1) * cols].iter().map(|u| -u),
            );
            (t / if t >= 0.0 { s_lo } else { s_hi }).next_up()
        })
        .fold(f64::NEG_INFINITY, f64::max)
}

/// Bounds on the exact sum of the non-negative parts of `v`.
fn sum_bounds(v: &[f64]) -> (f64, f64) {
    v.iter()
        .map(|x| x.max(0.0))
        .fold((0.0, 0.0), |(lo, hi): (f64, f64), x| {
            ((lo + x).next_down().max(0.0), (hi + x).next_up())
        })
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
            let lo = row_guarantee(rows, cols, &a, &x);
            let hi = col_guarantee(rows, cols, &a, &y);
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
