//! The dense master against HiGHS and Dresher's exact simplex: identical certified values on
//! random and degenerate games (the dense master's first solve included), HiGHS's optimal
//! basis loaded into the dense master, and column generation on either engine (or switched
//! to HiGHS halfway) reaching the same game value.

use lp_core::{
    solve_dresher, solve_exact_with, DenseMaster, HighsMaster, Master, MasterKind, MatrixGame,
    Method,
};
use proptest::prelude::*;

fn games(
    entries: std::ops::RangeInclusive<i64>,
    side: usize,
) -> impl Strategy<Value = Vec<Vec<i64>>> {
    (1usize..=side, 1usize..=side).prop_flat_map(move |(m, n)| {
        prop::collection::vec(prop::collection::vec(entries.clone(), n), m)
    })
}

/// A dense and a HiGHS master holding the columns of the game `rows`.
fn both_masters(rows: &[Vec<i64>]) -> (DenseMaster, HighsMaster) {
    let m = rows.len();
    let (mut dense, mut highs) = (DenseMaster::new(m), HighsMaster::new(m));
    for j in 0..rows[0].len() {
        let col: Vec<f64> = rows.iter().map(|r| r[j] as f64).collect();
        dense.add_column(&col);
        highs.add_column(&col);
    }
    (dense, highs)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    #[test]
    fn dense_highs_and_dresher_certify_the_same_value(rows in games(-9..=9, 8)) {
        let game = MatrixGame::from_integers(&rows).unwrap();
        let (dresher, _) = solve_dresher(&game).unwrap();
        let dense = solve_exact_with(&game, MasterKind::Dense).unwrap();
        let highs = solve_exact_with(&game, MasterKind::Highs).unwrap();
        prop_assert!(dense.certified() && highs.certified());
        // The dense float basis itself was exactly optimal: no exact repair was needed.
        prop_assert_eq!(dense.method(), Method::DenseBasis);
        prop_assert_eq!(dense.value(), dresher.value());
        prop_assert_eq!(highs.value(), dresher.value());
    }

    #[test]
    fn degenerate_and_tied_games_agree(rows in games(0..=2, 7)) {
        let game = MatrixGame::from_integers(&rows).unwrap();
        let (dresher, _) = solve_dresher(&game).unwrap();
        let dense = solve_exact_with(&game, MasterKind::Dense).unwrap();
        prop_assert_eq!(dense.value(), dresher.value());
        prop_assert_eq!(dense.method(), Method::DenseBasis);
    }

    /// The dense master's first solve (its dual simplex from a dual feasible basis) on larger
    /// games with many tied payoffs, like the guessing game's depths: no numerical trouble,
    /// HiGHS's value, and a basis that is exactly optimal.
    #[test]
    fn the_dense_first_solve_handles_large_tied_games(rows in games(1..=4, 40)) {
        let (mut dense, mut highs) = both_masters(&rows);
        let (first, reference) = (dense.solve().unwrap(), highs.solve().unwrap());
        prop_assert!((first.value - reference.value).abs() < 1e-9);
        let game = MatrixGame::from_integers(&rows).unwrap();
        prop_assert_eq!(solve_exact_with(&game, MasterKind::Dense).unwrap().method(), Method::DenseBasis);
    }

    #[test]
    fn highs_optimal_basis_loads_into_the_dense_master(rows in games(-9..=9, 8)) {
        let m = rows.len();
        let (mut dense, mut highs) = both_masters(&rows);
        let reference = highs.solve().unwrap();
        dense.load_basis(&reference.basis).unwrap();
        let warm = dense.solve().unwrap();
        prop_assert!((warm.value - reference.value).abs() < 1e-9);
        // Optimal already: only the perturbation's few clean-up pivots, if any.
        prop_assert!(warm.pivots <= m + 1, "{} pivots", warm.pivots);
    }
}
