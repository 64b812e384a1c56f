//! Bob's optimal mix of search trees as a strategy a person can follow: at each stage, the
//! keys still possible form an interval, and Bob guesses each key of it with some
//! probability (Kuhn's theorem: a mix of trees and this behaviour strategy give every key
//! the same expected number of guesses).
//!
//! An interval `[a, b]` is a stage of tree `T` when it is the key range of a subtree of
//! `T`; Bob then guesses that subtree's root. So, over Bob's mix, the chance of guessing
//! `g` at `[a, b]` is the weight of the trees with `[a, b]` a stage and `g` its root,
//! divided by the weight of the trees with `[a, b]` a stage.

use std::collections::BTreeMap;

use bst_oracles::SearchTree;
use num_bigint::BigInt;
use num_integer::Integer;
use num_rational::BigRational;
use num_traits::{One, Zero};
use verify::budget::{Exhausted, Meter};

/// What Bob does when the hidden key is known to lie in `interval`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stage {
    /// The keys still possible, `(a, b)` for `a..=b`.
    pub interval: (usize, usize),
    /// The weight of Bob's trees that reach this stage (1 for `1..=N`).
    pub reach: BigRational,
    /// Each guess with its probability at this stage (summing to 1), smallest key first.
    pub guesses: Vec<(usize, BigRational)>,
}

/// The behaviour strategy of a mix of trees over keys `1..=N`: every stage some tree of
/// positive weight reaches, the whole interval first, then by interval. A step of `meter`
/// for each subtree (N per tree), so a deadline or memory ceiling stops it.
pub fn behaviour(
    trees: &[(SearchTree, BigRational)],
    meter: &mut Meter,
) -> Result<Vec<Stage>, Exhausted> {
    // Weights over one common denominator, so the sums are of integers.
    let common = (trees.iter()).fold(BigInt::one(), |l, (_, p)| l.lcm(p.denom()));
    let mut stages: BTreeMap<(usize, usize), (BigInt, BTreeMap<usize, BigInt>)> = BTreeMap::new();
    for (tree, p) in trees.iter().filter(|(_, p)| p > &BigRational::zero()) {
        let w = p.numer() * (&common / p.denom());
        for (interval, root) in subtrees(tree.depths()) {
            meter.tick()?;
            let (reach, guesses) = stages.entry(interval).or_default();
            *reach += &w;
            *guesses.entry(root).or_insert_with(BigInt::zero) += &w;
        }
    }
    let mut out: Vec<Stage> = (stages.into_iter())
        .map(|(interval, (reach, guesses))| Stage {
            interval,
            guesses: (guesses.into_iter())
                .map(|(g, w)| (g, BigRational::new(w, reach.clone())))
                .collect(),
            reach: BigRational::new(reach, common.clone()),
        })
        .collect();
    // The whole interval first, then wider stages before narrower ones.
    out.sort_by_key(|s| (std::cmp::Reverse(s.interval.1 - s.interval.0), s.interval.0));
    Ok(out)
}

/// Each subtree's key range and root, from the keys' depths (keys `1..=N`).
fn subtrees(depths: &[u32]) -> Vec<((usize, usize), usize)> {
    let mut out = Vec::with_capacity(depths.len());
    let mut todo = vec![(1usize, depths.len())];
    while let Some((a, b)) = todo.pop() {
        if a > b {
            continue;
        }
        let root = (a..=b).min_by_key(|k| depths[k - 1]).unwrap_or(a);
        out.push(((a, b), root));
        todo.push((a, root - 1));
        todo.push((root + 1, b));
    }
    out
}

/// The expected number of guesses to find each key `1..=N` when Bob follows `stages`.
pub fn expected_guesses(stages: &[Stage], n: usize) -> Vec<BigRational> {
    let by_interval: BTreeMap<(usize, usize), &Stage> =
        stages.iter().map(|s| (s.interval, s)).collect();
    (1..=n)
        .map(|k| guesses_to_find(&by_interval, (1, n), k, &mut BTreeMap::new()))
        .collect()
}

/// `1 + sum over guesses g != k of P(g) * (guesses to find k in what g leaves)`, each
/// interval's once.
fn guesses_to_find(
    stages: &BTreeMap<(usize, usize), &Stage>,
    interval: (usize, usize),
    k: usize,
    memo: &mut BTreeMap<(usize, usize), BigRational>,
) -> BigRational {
    if let Some(v) = memo.get(&interval) {
        return v.clone();
    }
    let Some(stage) = stages.get(&interval) else {
        return BigRational::zero(); // no weight reaches here
    };
    let mut total = BigRational::one();
    for (g, p) in &stage.guesses {
        let next = match k.cmp(g) {
            std::cmp::Ordering::Equal => continue,
            std::cmp::Ordering::Less => (interval.0, g - 1),
            std::cmp::Ordering::Greater => (g + 1, interval.1),
        };
        total += p * guesses_to_find(stages, next, k, memo);
    }
    memo.insert(interval, total.clone());
    total
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(n: i64, d: i64) -> BigRational {
        BigRational::new(n.into(), d.into())
    }

    #[test]
    fn three_keys_mixing_two_trees() {
        // Trees on 1..=3: root 2 (depths 2,1,2) and the chain 1 -> 3 -> 2 (depths 1,3,2).
        let balanced = SearchTree::from_depths(vec![2, 1, 2]).unwrap();
        let chain = SearchTree::from_depths(vec![1, 3, 2]).unwrap();
        let mut meter = verify::budget::Budget::unlimited().meter();
        let stages = behaviour(&[(balanced, r(1, 2)), (chain, r(1, 2))], &mut meter).unwrap();
        assert_eq!(stages[0].interval, (1, 3));
        assert_eq!(stages[0].guesses, [(1, r(1, 2)), (2, r(1, 2))]);
        // After "higher" from 1, only the chain is in play: it guesses 3, then 2.
        let after_one = stages.iter().find(|s| s.interval == (2, 3)).unwrap();
        assert_eq!(
            (after_one.reach.clone(), after_one.guesses.clone()),
            (r(1, 2), vec![(3, r(1, 1))])
        );
        // Expected guesses agree with the mix: key 1: (2 + 1)/2, key 2: (1 + 3)/2, key 3: 2.
        assert_eq!(expected_guesses(&stages, 3), [r(3, 2), r(2, 1), r(2, 1)]);
    }
}
