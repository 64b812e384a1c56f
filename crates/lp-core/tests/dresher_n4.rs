//! Seed 000 §1.13: Dresher's method worked by hand on the N = 4 guessing game.

use lp_core::{solve_dresher, MatrixGame, Method, Solution};
use num_rational::BigRational;
use num_traits::Zero;

/// Eq. (1.20): the symmetric reduction A^s (entries doubled).
fn a_s() -> MatrixGame {
    MatrixGame::from_integers(&[vec![5, 4, 4, 3, 3, 5, 4], vec![5, 6, 5, 7, 7, 3, 4]]).unwrap()
}

/// Eq. (1.19): the full 4 x 14 matrix, trees T1..T14.
fn a_full() -> MatrixGame {
    MatrixGame::from_integers(&[
        vec![1, 1, 1, 1, 1, 2, 2, 2, 3, 2, 2, 3, 3, 4],
        vec![2, 2, 3, 3, 4, 1, 1, 3, 2, 3, 4, 2, 4, 3],
        vec![3, 4, 2, 4, 3, 2, 3, 1, 1, 4, 3, 3, 2, 2],
        vec![4, 3, 3, 2, 2, 3, 2, 2, 2, 1, 1, 1, 1, 1],
    ])
    .unwrap()
}

fn q(s: &str) -> BigRational {
    verify::parse_rational(s).unwrap()
}

#[test]
fn trace_matches_the_hand_computation() {
    let (solution, trace) = solve_dresher(&a_s()).unwrap();
    let bases: Vec<Vec<usize>> = trace.iterations.iter().map(|it| it.basis.clone()).collect();
    assert_eq!(
        bases,
        vec![vec![0, 1, 8], vec![0, 1, 6], vec![0, 4, 6], vec![0, 7, 6]]
    );
    let values: Vec<String> = trace
        .iterations
        .iter()
        .map(|it| it.value().to_string())
        .collect();
    assert_eq!(values, ["5", "5", "13/3", "4"]);
    assert_eq!(solution.value(), &q("4"));
    assert_eq!(solution.row_strategy(), [q("1/2"), q("1/2")]);
    assert_eq!(solution.col_strategy()[6], q("1"));
    // Every inverse and score row below is the one printed in seed 000 §1.13.
    insta::assert_snapshot!("dresher_n4_trace", trace.to_string());
}

#[test]
fn lifted_to_the_full_game_gives_v4_equal_2() {
    let (reduced, _) = solve_dresher(&a_s()).unwrap();
    // Columns of A^s are the mirror pairs (T1,T14), (T2,T13), ..., (T7,T8) of fig. 1.3.
    let pairs = [(0, 13), (1, 12), (2, 11), (3, 10), (4, 9), (5, 8), (6, 7)];
    let xs = reduced.row_strategy();
    let half = q("1/2");
    let x = vec![
        &xs[0] * &half,
        &xs[1] * &half,
        &xs[1] * &half,
        &xs[0] * &half,
    ];
    let mut y = vec![BigRational::zero(); 14];
    for (k, &(a, b)) in pairs.iter().enumerate() {
        y[a] += &reduced.col_strategy()[k] * &half;
        y[b] += &reduced.col_strategy()[k] * &half;
    }
    let full =
        Solution::certify(&a_full(), x, y, reduced.value() * &half, Method::Dresher).unwrap();
    assert_eq!(full.value(), &q("2"));
    assert_eq!(full.row_strategy(), vec![q("1/4"); 4]);
    let support: Vec<usize> = (0..14)
        .filter(|&j| !full.col_strategy()[j].is_zero())
        .collect();
    assert_eq!(support, [6, 7], "Y* = 1/2 on T7 and T8");
}

#[test]
fn full_game_value_by_dresher_and_highs() {
    let (dresher, _) = solve_dresher(&a_full()).unwrap();
    let highs = lp_core::solve_exact(&a_full()).unwrap();
    assert_eq!(dresher.value(), &q("2"));
    assert_eq!(highs.value(), &q("2"));
}
