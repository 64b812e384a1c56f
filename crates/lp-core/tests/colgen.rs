//! Column generation against an oracle that prices an explicit matrix by brute force,
//! checked against solving the whole matrix exactly.

use lp_core::{
    solve_exact, Centring, ColGenConfig, ColumnGeneration, MasterKind, MatrixGame, Method, Pricing,
    PricingOracle, Purge, Solution, Stop,
};
use std::time::Duration;

use num_rational::BigRational;
use num_traits::Zero;
use proptest::prelude::*;

struct Explicit(Vec<Vec<i64>>);

impl PricingOracle for Explicit {
    type Column = usize;
    fn rows(&self) -> usize {
        self.0.len()
    }
    fn payoffs(&self, &j: &usize) -> Vec<f64> {
        self.0.iter().map(|r| r[j] as f64).collect()
    }
    fn price(&mut self, x: &[f64]) -> Pricing<usize> {
        let value = |j: usize| {
            self.payoffs(&j)
                .iter()
                .zip(x)
                .map(|(a, b)| a * b)
                .sum::<f64>()
        };
        let best = (0..self.0[0].len())
            .min_by(|&a, &b| value(a).total_cmp(&value(b)))
            .unwrap();
        Pricing {
            best_response: value(best),
            columns: vec![best],
        }
    }
}

fn exact_column(rows: &[Vec<i64>], j: usize) -> Vec<BigRational> {
    rows.iter()
        .map(|r| BigRational::from_integer(r[j].into()))
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn agrees_with_the_full_matrix(
        rows in (1usize..=5, 1usize..=30).prop_flat_map(|(m, n)| prop::collection::vec(prop::collection::vec(1i64..=9, n), m)),
        purge in prop::option::of((0.5f64..2.0, 0usize..3)),
        kind in prop::sample::select(MasterKind::AVAILABLE),
        centring in prop::option::of((1.5f64..20.0, 1usize..4).prop_map(|(divisor, steps)| Centring { divisor, steps })),
    ) {
        let game = MatrixGame::from_integers(&rows).unwrap();
        let mut engine = ColumnGeneration::with_master(Explicit(rows.clone()), vec![0], kind).unwrap();
        // Aggressive purging (down to a quarter column per row) and centred pricing must not
        // change the answer.
        let purge = purge.map(|(limit, age)| Purge { limit, keep: limit / 2.0, age });
        let config = ColGenConfig { tolerance: 1e-9, max_iterations: 300, purge, centring };
        let mut trace = Vec::new();
        let stop = engine.run(&config, |b| trace.push(*b)).unwrap();
        prop_assert_ne!(stop, Stop::IterationLimit);
        let c = engine.exact_candidate(|&j| exact_column(&rows, j)).unwrap();
        let mut y = vec![BigRational::zero(); game.cols()];
        for (k, p) in c.col_mix {
            y[engine.columns()[k]] += p;
        }
        // Certified against every column of the game: the float search found the optimum.
        let solution = Solution::certify(&game, c.row_mix, y, c.value, Method::HighsBasis).unwrap();
        let full = solve_exact(&game).unwrap();
        prop_assert_eq!(solution.value(), full.value());
        // Upper bounds never increase as columns enter.
        prop_assert!(trace.windows(2).all(|w| w[1].upper <= w[0].upper + 1e-9));
        prop_assert_eq!(engine.effort().fallbacks, 0);
    }

    /// The fallback forced halfway: the dense master's columns rebuilt on HiGHS (on a dense
    /// master with other perturbations in a build without it), and the search goes on to the
    /// same value.
    #[test]
    fn switching_to_the_fallback_halfway_reaches_the_same_value(
        rows in (2usize..=5, 5usize..=30).prop_flat_map(|(m, n)| prop::collection::vec(prop::collection::vec(1i64..=9, n), m)),
    ) {
        let config = |max_iterations| ColGenConfig { tolerance: 1e-9, max_iterations, purge: None, centring: None };
        let mut engine = ColumnGeneration::new(Explicit(rows.clone()), vec![0]).unwrap();
        engine.run(&config(2), |_| {}).unwrap();
        prop_assert_eq!(engine.master_kind(), MasterKind::Dense);
        engine.rebuild();
        let fallback = match cfg!(feature = "highs") {
            true => MasterKind::Highs,
            false => MasterKind::Dense,
        };
        prop_assert_eq!(engine.master_kind(), fallback);
        prop_assert_ne!(engine.run(&config(300), |_| {}).unwrap(), Stop::IterationLimit);
        prop_assert_eq!(engine.effort().fallbacks, 1);
        let c = engine.exact_candidate(|&j| exact_column(&rows, j)).unwrap();
        let full = solve_exact(&MatrixGame::from_integers(&rows).unwrap()).unwrap();
        prop_assert_eq!(&c.value, full.value());
    }

    /// Pausing after every round (a zero budget) and running again takes the very rounds of
    /// one uninterrupted run: a pause leaves the engine as it was.
    #[test]
    fn pausing_every_round_changes_nothing(
        rows in (2usize..=5, 5usize..=30).prop_flat_map(|(m, n)| prop::collection::vec(prop::collection::vec(1i64..=9, n), m)),
    ) {
        let config = ColGenConfig { tolerance: 1e-9, max_iterations: 300, purge: None, centring: None };
        let (mut straight, mut paused) = (Vec::new(), Vec::new());
        let mut engine = ColumnGeneration::new(Explicit(rows.clone()), vec![0]).unwrap();
        let stop = engine.run(&config, |b| straight.push((b.lower, b.upper, b.columns))).unwrap();
        let mut engine = ColumnGeneration::new(Explicit(rows.clone()), vec![0]).unwrap();
        let mut pauses = 0;
        let last = loop {
            match engine.run_for(&config, Duration::ZERO, |b| paused.push((b.lower, b.upper, b.columns))).unwrap() {
                Stop::Paused => pauses += 1,
                other => break other,
            }
        };
        prop_assert_eq!(last, stop);
        prop_assert_eq!(pauses + 1, paused.len());
        prop_assert_eq!(paused, straight);
    }
}

#[test]
fn needs_an_initial_column() {
    assert!(ColumnGeneration::new(Explicit(vec![vec![1]]), vec![]).is_err());
}

#[test]
fn purging_shrinks_the_master_and_keeps_the_value() {
    // 6 x 80 game with entries 1..=9 from a fixed linear congruential generator.
    let mut state = 7u64;
    let rows: Vec<Vec<i64>> = (0..6)
        .map(|_| {
            (0..80)
                .map(|_| {
                    state = state.wrapping_mul(6364136223846793005).wrapping_add(1);
                    1 + (state >> 33) as i64 % 9
                })
                .collect()
        })
        .collect();
    let purge = Purge {
        limit: 1.0,
        keep: 0.5,
        age: 0,
    };
    let config = ColGenConfig {
        tolerance: 1e-9,
        max_iterations: 500,
        purge: Some(purge),
        centring: None,
    };
    let mut engine = ColumnGeneration::new(Explicit(rows.clone()), (0..12).collect()).unwrap();
    let mut trace = Vec::new();
    assert_ne!(
        engine.run(&config, |b| trace.push(*b)).unwrap(),
        Stop::IterationLimit
    );
    assert!(
        trace.windows(2).any(|w| w[1].columns < w[0].columns),
        "no purge happened"
    );
    let c = engine.exact_candidate(|&j| exact_column(&rows, j)).unwrap();
    let full = solve_exact(&MatrixGame::from_integers(&rows).unwrap()).unwrap();
    assert_eq!(&c.value, full.value());
}
