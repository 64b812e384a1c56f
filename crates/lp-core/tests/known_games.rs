//! Games whose values are known in closed form, through both solvers.

use lp_core::{solve_dresher, solve_exact, MatrixGame, Method, Solution};
use num_rational::BigRational;
use verify::parse_rational;

fn q(s: &str) -> BigRational {
    parse_rational(s).unwrap()
}

fn both(rows: &[Vec<i64>]) -> (Solution, Solution) {
    let game = MatrixGame::from_integers(rows).unwrap();
    let (dresher, _) = solve_dresher(&game).unwrap();
    let exact = solve_exact(&game).unwrap();
    assert_eq!(dresher.value(), exact.value());
    assert!(dresher.certified() && exact.certified());
    (dresher, exact)
}

#[test]
fn matching_pennies_is_fair() {
    let (d, _) = both(&[vec![1, -1], vec![-1, 1]]);
    assert_eq!(d.value(), &q("0"));
    assert_eq!(d.row_strategy(), [q("1/2"), q("1/2")]);
    assert_eq!(d.col_strategy(), [q("1/2"), q("1/2")]);
}

#[test]
fn rock_paper_scissors_is_uniform() {
    let (d, e) = both(&[vec![0, -1, 1], vec![1, 0, -1], vec![-1, 1, 0]]);
    assert_eq!(d.value(), &q("0"));
    for s in [&d, &e] {
        assert_eq!(s.row_strategy(), vec![q("1/3"); 3]);
        assert_eq!(s.col_strategy(), vec![q("1/3"); 3]);
    }
}

#[test]
fn saddle_point_is_pure() {
    // Row 2 / column 1 is a saddle point: 2 is the minimum of its row and maximum of its column.
    let (d, _) = both(&[vec![1, 5, 0], vec![2, 3, 4], vec![0, 6, 1]]);
    assert_eq!(d.value(), &q("2"));
    assert_eq!(d.row_strategy(), [q("0"), q("1"), q("0")]);
}

#[test]
fn two_by_two_closed_form() {
    // No saddle: value (ad - bc) / (a + d - b - c) = (3*4 - (-1)(-2)) / (3 + 4 + 1 + 2) = 1.
    let (d, _) = both(&[vec![3, -1], vec![-2, 4]]);
    assert_eq!(d.value(), &q("1"));
    assert_eq!(d.row_strategy(), [q("3/5"), q("2/5")]);
    assert_eq!(d.col_strategy(), [q("1/2"), q("1/2")]);
}

#[test]
fn degenerate_games_are_certified() {
    // Duplicate rows, duplicate columns, a dominated column, and an all-equal game.
    both(&[vec![1, 2, 2], vec![1, 2, 2], vec![2, 1, 1]]);
    both(&[vec![0, 0], vec![0, 0]]);
    both(&[vec![1, 0, 3], vec![0, 1, 3]]);
    let (d, _) = both(&[vec![7]]);
    assert_eq!(d.value(), &q("7"));
}

#[test]
fn rational_payoffs_stay_exact() {
    let m = verify::RationalMatrix::new(2, 2, vec![q("1/3"), q("0"), q("0"), q("1/7")]).unwrap();
    let game = MatrixGame::new(m).unwrap();
    let s = solve_exact(&game).unwrap();
    // Diagonal game: value 1 / (3 + 7) = 1/10.
    assert_eq!(s.value(), &q("1/10"));
    // On HiGHS, or on the dense master in a build without it.
    let engine = match cfg!(feature = "highs") {
        true => [Method::HighsBasis, Method::HighsRepaired],
        false => [Method::DenseBasis, Method::DenseRepaired],
    };
    assert!(engine.contains(&s.method()), "{:?}", s.method());
}

#[test]
fn empty_and_ragged_games_are_errors() {
    assert!(MatrixGame::from_integers(&[]).is_err());
    assert!(MatrixGame::from_integers(&[vec![]]).is_err());
    assert!(MatrixGame::from_integers(&[vec![1, 2], vec![3]]).is_err());
}
