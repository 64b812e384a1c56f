//! A certified lower bound on a quotient's order, from a candidate that is right on every
//! position of fewer than `s` tokens (the bound Siegel's MisereSolver certifies, Plambeck
//! and Siegel, JCTA 115, 2008).
//!
//! Where the candidate is right, its predictions are the game's outcomes. So two elements
//! whose least positions `A` and `B` have a position `Z` with `A + Z` and `B + Z` both of
//! fewer than `s` tokens, predicted differently, are told apart in the game itself: their
//! positions lie in different classes of the quotient. Elements pairwise told apart so
//! count classes of the true quotient.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use super::bits::Bits;
use super::Hypothesis;

/// How many elements of `hyp`, right on every position of fewer than `below` tokens, are
/// pairwise told apart by positions of fewer than `below` tokens: at most the order of the
/// quotient of heaps `1..=hyp.heaps()`.
pub fn lower_bound(hyp: &Hypothesis, below: u64) -> usize {
    let least = least_sizes(hyp);
    let mut small: Vec<u32> = (0..hyp.order() as u32)
        .filter(|x| least[*x as usize] < below)
        .collect();
    small.sort_by_key(|x| least[*x as usize]);
    let table = hyp.table();
    // `outcomes[i]`: bit `j` says whether `small[i] small[j]` is a P-element.
    let outcomes: Vec<Bits> = (small.iter())
        .map(|x| {
            let row = &table[*x as usize];
            let p = |j: &usize| hyp.p[row[small[*j] as usize] as usize];
            Bits::from_members(small.len(), (0..small.len()).filter(p))
        })
        .collect();
    let mut apart: Vec<usize> = Vec::new();
    for i in 0..small.len() {
        let told = |j: &usize| {
            let room = below - least[small[i] as usize].max(least[small[*j] as usize]);
            let reach = small.partition_point(|z| least[*z as usize] < room);
            outcomes[i].differs_below(&outcomes[*j], reach)
        };
        if apart.iter().all(told) {
            apart.push(i);
        }
    }
    apart.len()
}

/// The fewest tokens of a position of each element (Dijkstra's algorithm over the heaps).
fn least_sizes(hyp: &Hypothesis) -> Vec<u64> {
    let mut least = vec![u64::MAX; hyp.order()];
    least[0] = 0;
    let mut queue = BinaryHeap::from([Reverse((0u64, 0u32))]);
    while let Some(Reverse((d, x))) = queue.pop() {
        if d > least[x as usize] {
            continue;
        }
        for h in 1..=hyp.heaps() {
            let (y, e) = (hyp.times_heap(x, h), d + h as u64);
            if e < least[y as usize] {
                least[y as usize] = e;
                queue.push(Reverse((e, y)));
            }
        }
    }
    least
}

#[cfg(test)]
mod tests {
    use verify::budget::Budget;

    use super::*;
    use crate::moves::HeapMoves;
    use crate::quotient::check::{check, Checked};
    use crate::quotient::learn::Learner;
    use crate::quotient::recalibrate::powers;
    use crate::Rules;

    /// The quotients of heaps `1..=n` for `n` up to `to`.
    fn learned(rules: &Rules, to: usize) -> Vec<Hypothesis> {
        let mut learner = Learner::new(rules, &Budget::unlimited());
        (1..=to).map(|_| learner.add_heap().unwrap()).collect()
    }

    #[test]
    fn a_quotient_right_everywhere_has_its_order_as_bound() {
        for (code, to) in [("0.75", 12), ("0.07", 20), ("0.137", 14), ("0.14", 16)] {
            for q in learned(&Rules::parse(code).unwrap(), to) {
                assert_eq!(
                    lower_bound(&q, u64::MAX),
                    q.order(),
                    "{code} to {}",
                    q.heaps()
                );
            }
        }
    }

    /// The first candidates for heap `n` (the quotient of heaps `1..n` with heap `n` as
    /// the identity, or as a new element with powers) are mostly wrong; whatever they tell
    /// apart below their least failures, the bound stays within the order of the quotient
    /// of heaps `1..=n`.
    #[test]
    fn a_wrong_candidate_bounds_the_true_order_from_below() {
        let (mut wrong, mut beyond) = (0, 0);
        for (code, to) in [("0.07", 22), ("0.16", 15), ("0.14", 16), ("0.3102", 11)] {
            let rules = Rules::parse(code).unwrap();
            let quotients = learned(&rules, to);
            let mut moves = HeapMoves::new(&rules);
            let mut meter = Budget::unlimited().meter();
            for pair in quotients.windows(2) {
                let (before, truth) = (&pair[0], &pair[1]);
                let mut identity = before.clone();
                for (x, row) in identity.delta.iter_mut().enumerate() {
                    row.push(x as u32);
                }
                let powers = (1..=4)
                    .map(|j| powers(before, j, &mut moves))
                    .collect::<Vec<_>>();
                for hyp in [identity].iter().chain(&powers) {
                    let types: Vec<usize> = (0..=hyp.heaps()).collect();
                    let checked = check(hyp, &types, &mut moves, &mut meter).unwrap();
                    let Checked::Fails { size, .. } = checked else {
                        continue;
                    };
                    let bound = lower_bound(hyp, size);
                    assert!(
                        bound <= truth.order(),
                        "{code} heap {}: {bound}",
                        hyp.heaps()
                    );
                    wrong += 1;
                    beyond += usize::from(bound > before.order());
                }
            }
        }
        // Some bounds say more than the quotient of the heaps before does.
        assert!(
            wrong >= 80 && beyond >= 20,
            "{wrong} wrong, {beyond} beyond"
        );
    }
}
