//! Column generation against an oracle that prices an explicit matrix by brute force,
//! checked against solving the whole matrix exactly.

use lp_core::{
    solve_exact, ColGenConfig, ColumnGeneration, MatrixGame, Method, Pricing, PricingOracle,
    Solution, Stop,
};
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
    fn agrees_with_the_full_matrix(rows in (1usize..=5, 1usize..=12).prop_flat_map(|(m, n)| prop::collection::vec(prop::collection::vec(1i64..=9, n), m))) {
        let game = MatrixGame::from_integers(&rows).unwrap();
        let mut engine = ColumnGeneration::new(Explicit(rows.clone()), vec![0]).unwrap();
        let config = ColGenConfig { tolerance: 1e-9, max_iterations: 100 };
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
    }
}

#[test]
fn needs_an_initial_column() {
    assert!(ColumnGeneration::new(Explicit(vec![vec![1]]), vec![]).is_err());
}
