//! Dresher's exact simplex and HiGHS + exact basis solve agree on random games.

use lp_core::{solve_dresher, solve_exact, MatrixGame};
use proptest::prelude::*;

fn games() -> impl Strategy<Value = Vec<Vec<i64>>> {
    (1usize..=6, 1usize..=7)
        .prop_flat_map(|(m, n)| prop::collection::vec(prop::collection::vec(-9i64..=9, n), m))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn identical_certified_values(rows in games()) {
        let game = MatrixGame::from_integers(&rows).unwrap();
        let (dresher, _) = solve_dresher(&game).unwrap();
        let highs = solve_exact(&game).unwrap();
        prop_assert!(dresher.certified() && highs.certified());
        prop_assert_eq!(dresher.value(), highs.value());
    }

    #[test]
    fn degenerate_small_range_games(rows in (2usize..=5, 2usize..=5).prop_flat_map(|(m, n)| prop::collection::vec(prop::collection::vec(0i64..=2, n), m))) {
        let game = MatrixGame::from_integers(&rows).unwrap();
        let (dresher, _) = solve_dresher(&game).unwrap();
        let highs = solve_exact(&game).unwrap();
        prop_assert_eq!(dresher.value(), highs.value());
    }
}
