//! The augmented matrix G (eq. 1.7) and the inverse of a basis, updated by eq. (1.18).

use num_rational::BigRational;
use num_traits::{One, Signed, Zero};

use crate::MatrixGame;

/// Column `P_j` of G for a game with `m` rows and `n` columns:
/// `P_0 = (0, -1, ..., -1)`, `P_j = (1, a_1j, ..., a_mj)` for `1 <= j <= n`, `P_{n+i} = U_i`.
pub(crate) fn column(game: &MatrixGame, j: usize) -> Vec<BigRational> {
    let (m, n) = (game.rows(), game.cols());
    let mut p = vec![BigRational::zero(); m + 1];
    match j {
        0 => p[1..].iter_mut().for_each(|v| *v = -BigRational::one()),
        j if j <= n => {
            p[0] = BigRational::one();
            (0..m).for_each(|i| p[i + 1] = game.payoff(i, j - 1).clone());
        }
        j => p[j - n] = BigRational::one(),
    }
    p
}

/// A basis `B = (P_0, P_j1, ..., P_jm)` with its inverse, rows `R_0, ..., R_m`.
#[derive(Clone, Debug)]
pub(crate) struct Tableau {
    /// `basis[k]` = index `j` of the column of G in position `k` (`basis[0] = 0`).
    pub(crate) basis: Vec<usize>,
    /// Rows of `B^-1`.
    pub(crate) inverse: Vec<Vec<BigRational>>,
}

impl Tableau {
    /// The initial basis `B^0 = (P_0, P_1, U_i for i != r)` of eq. (1.9), `r` the last row
    /// with the largest entry in column 1 (eq. 1.8), and its inverse, eq. (1.10).
    pub(crate) fn initial(game: &MatrixGame) -> Tableau {
        let (m, n) = (game.rows(), game.cols());
        let col1: Vec<&BigRational> = (0..m).map(|i| game.payoff(i, 0)).collect();
        let top = (0..m)
            .max_by(|&a, &b| col1[a].cmp(col1[b]))
            .expect("a game has rows");
        let unit = |i: usize| {
            let mut row = vec![BigRational::zero(); m + 1];
            row[i + 1] = BigRational::one();
            row
        };
        let mut r0 = unit(top);
        r0[top + 1] = -BigRational::one();
        r0[0] = col1[top].clone();
        let mut r1 = vec![BigRational::zero(); m + 1];
        r1[0] = BigRational::one();
        let (mut basis, mut inverse) = (vec![0, 1], vec![r0, r1]);
        for i in (0..m).filter(|&i| i != top) {
            let mut row = unit(i);
            row[top + 1] = -BigRational::one();
            row[0] = col1[top] - col1[i];
            basis.push(n + 1 + i);
            inverse.push(row);
        }
        Tableau { basis, inverse }
    }

    /// `R_k P` for every row `k`: the vector `V` of eq. (1.15).
    pub(crate) fn coordinates(&self, p: &[BigRational]) -> Vec<BigRational> {
        self.inverse.iter().map(|row| verify::dot(row, p)).collect()
    }

    /// The leaving position `r`: lexicographic minimum of `R_i / v_i` over `v_i > 0`, `i >= 1`
    /// (eq. 1.16). Rows of `B^-1` are distinct, so the minimum is unique.
    pub(crate) fn leaving(&self, v: &[BigRational]) -> Option<usize> {
        let scaled =
            |i: usize| -> Vec<BigRational> { self.inverse[i].iter().map(|x| x / &v[i]).collect() };
        (1..v.len())
            .filter(|&i| v[i].is_positive())
            .map(|i| (scaled(i), i))
            .min()
            .map(|(_, i)| i)
    }

    /// Replaces the column in position `r` by `P_s`, updating `B^-1` by eq. (1.18).
    pub(crate) fn pivot(&mut self, r: usize, s: usize, v: &[BigRational]) {
        let pivot_row: Vec<BigRational> = self.inverse[r].iter().map(|x| x / &v[r]).collect();
        for (i, row) in self.inverse.iter_mut().enumerate() {
            if i != r && !v[i].is_zero() {
                row.iter_mut()
                    .zip(&pivot_row)
                    .for_each(|(x, p)| *x -= &v[i] * p);
            }
        }
        self.inverse[r] = pivot_row;
        self.basis[r] = s;
    }
}
