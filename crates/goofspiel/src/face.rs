//! Is player 1's optimal strategy unique? The optimal face `{x >= 0, sum x = 1, x^T A >= v}`
//! of a small game is found exactly by its vertices: every choice of `m - 1` inequalities
//! made tight (`x_i = 0` or `(x^T A)_j = v`) together with `sum x = 1`, solved in rationals
//! and kept when it is feasible. The largest and smallest value of each coordinate over the
//! face (two LPs per coordinate) are attained at vertices, so the optimum is unique exactly when
//! there is one vertex.

use num_rational::BigRational;
use num_traits::{One, Signed, Zero};
use verify::{solve, RationalMatrix};

/// The vertices of player 1's optimal face of the game `a` with value `v`, each once.
pub fn optimal_face_vertices(a: &RationalMatrix, v: &BigRational) -> Vec<Vec<BigRational>> {
    let (m, n) = (a.rows(), a.cols());
    let mut vertices: Vec<Vec<BigRational>> = Vec::new();
    for tight in (0u32..1 << (m + n)).filter(|s| s.count_ones() as usize + 1 == m) {
        let (mut rows, mut rhs) = (vec![BigRational::one(); m], vec![BigRational::one()]);
        for k in (0..m + n).filter(|k| tight >> k & 1 == 1) {
            if k < m {
                rows.extend((0..m).map(|i| {
                    if i == k {
                        BigRational::one()
                    } else {
                        BigRational::zero()
                    }
                }));
                rhs.push(BigRational::zero());
            } else {
                rows.extend((0..m).map(|i| a.get(i, k - m).clone()));
                rhs.push(v.clone());
            }
        }
        let system = RationalMatrix::new(m, m, rows).expect("m x m entries");
        let Ok(x) = solve(&system, &rhs) else {
            continue;
        };
        let optimal =
            (0..n).all(|j| (0..m).map(|i| &x[i] * a.get(i, j)).sum::<BigRational>() >= *v);
        if x.iter().all(|xi| !xi.is_negative()) && optimal && !vertices.contains(&x) {
            vertices.push(x);
        }
    }
    vertices
}

#[cfg(test)]
mod tests {
    use super::*;

    fn int(v: i64) -> BigRational {
        BigRational::from_integer(v.into())
    }

    #[test]
    fn matching_pennies_has_one_optimum_and_a_dominated_tie_has_a_segment() {
        let pennies = RationalMatrix::from_integers(&[vec![1, -1], vec![-1, 1]]).unwrap();
        let half = BigRational::new(1.into(), 2.into());
        assert_eq!(
            optimal_face_vertices(&pennies, &int(0)),
            vec![vec![half.clone(), half]]
        );
        // Two equal rows: every mix of them is optimal (a segment with two vertices).
        let twins = RationalMatrix::from_integers(&[vec![1, 1], vec![1, 1]]).unwrap();
        let face = optimal_face_vertices(&twins, &int(1));
        assert_eq!(face.len(), 2);
        assert!(face.iter().all(|x| x.iter().all(|c| !c.is_negative())));
    }
}
