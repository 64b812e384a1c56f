//! The three oracles agree; the seed's worked example (tables 2.1–2.4) is reproduced.

use bst_oracles::{
    best_subsequence, complete_tree_infix, interval_dp, knuth, SearchTree, SubsequenceTable,
};
use proptest::prelude::*;

#[test]
fn seed_tables_2_1_to_2_4() {
    assert_eq!(complete_tree_infix(3), [3, 2, 3, 1, 3, 2, 3]);
    let table = SubsequenceTable::new(&[2i64, 1, 1, 2], 3).unwrap();
    assert_eq!(table.value(), 12);
    // Both optimal subsequences of table 2.4, in the seed's order.
    assert_eq!(
        table.optimal_subsequences(10),
        vec![vec![2, 3, 1, 2], vec![2, 1, 3, 2]]
    );
    // Rows 6 4 4 2 2 2 2 / ∞ 8 7 5 5 4 4 / ∞ ∞ 11 8 8 7 7 / ∞ ∞ ∞ 13 13 12 12 of table 2.3.
    insta::assert_snapshot!("seed_table_2_3", table.to_string());
}

#[test]
fn invalid_subsequences_are_rejected() {
    assert!(SearchTree::from_depths(vec![3, 3, 1, 3, 2, 3]).is_err());
    // With negative weights the cheapest subsequence need not be a tree (§2.3.5): here the
    // unique optimum puts keys 1 and 2 both at depth 3 under an unused node, cost -3 - 3 + 1.
    let table = SubsequenceTable::new(&[-1i64, -1, 1], 3).unwrap();
    assert_eq!(table.value(), -5);
    assert_eq!(table.optimal_subsequences(10), vec![vec![3, 3, 1]]);
    assert!(table.best_tree().is_err());
}

#[test]
fn errors_for_impossible_heights() {
    assert!(SubsequenceTable::new(&[1i64; 8], 3).is_err());
    assert!(SubsequenceTable::new(&[1i64; 8], 40).is_err());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn all_three_agree_exactly(weights in prop::collection::vec(0i64..=1000, 0..=10)) {
        let n = weights.len();
        let slow = interval_dp(&weights);
        let fast = knuth(&weights).unwrap();
        prop_assert_eq!(slow.cost, fast.cost);
        prop_assert_eq!(fast.tree.cost(&weights), fast.cost);
        prop_assert_eq!(slow.tree.cost(&weights), slow.cost);
        // Every tree on n keys has height < n, so h = max(n, 1) makes the subsequence DP exact.
        let sub = best_subsequence(&weights, n.max(1) as u32).unwrap();
        let sub_cost = SubsequenceTable::new(&weights, n.max(1) as u32).unwrap().value();
        prop_assert_eq!(sub_cost, fast.cost);
        if weights.iter().all(|&w| w > 0) {
            prop_assert_eq!(sub.unwrap().cost, fast.cost);
        }
    }

    #[test]
    fn knuth_matches_interval_dp_on_larger_inputs(weights in prop::collection::vec(0i64..=50, 20..=60)) {
        prop_assert_eq!(interval_dp(&weights).cost, knuth(&weights).unwrap().cost);
    }

    #[test]
    fn float_oracle_tracks_exact_oracle(weights in prop::collection::vec(0u32..=1_000_000, 1..=40)) {
        let exact = knuth(&weights.iter().map(|&w| w as i64).collect::<Vec<_>>()).unwrap();
        let float = knuth(&weights.iter().map(|&w| w as f64).collect::<Vec<_>>()).unwrap();
        prop_assert_eq!(float.cost, exact.cost as f64);
    }

    #[test]
    fn negative_weights_interval_dp_is_still_optimal(weights in prop::collection::vec(-20i64..=20, 1..=7)) {
        // Brute force over every tree (Catalan(7) = 429) as the independent method.
        let best = all_trees(weights.len()).iter().map(|t| t.cost(&weights)).min().unwrap();
        prop_assert_eq!(interval_dp(&weights).cost, best);
    }
}

fn all_trees(n: usize) -> Vec<SearchTree> {
    fn go(n: usize) -> Vec<Vec<u32>> {
        if n == 0 {
            return vec![vec![]];
        }
        let mut out = Vec::new();
        for r in 0..n {
            for l in go(r) {
                for rt in go(n - 1 - r) {
                    let mut d: Vec<u32> = l.iter().map(|x| x + 1).collect();
                    d.push(1);
                    d.extend(rt.iter().map(|x| x + 1));
                    out.push(d);
                }
            }
        }
        out
    }
    go(n)
        .into_iter()
        .map(|d| SearchTree::from_depths(d).unwrap())
        .collect()
}
