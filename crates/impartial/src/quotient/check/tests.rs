//! The check's least failure against every position, listed by size.

use verify::budget::Budget;

use super::{check, Checked};
use crate::moves::HeapMoves;
use crate::quotient::{quotient, Hypothesis};
use crate::Rules;

/// The positions of heaps `1..=n` with `size` tokens, each sorted, largest heap first.
fn positions(size: usize, n: usize) -> Vec<Vec<u16>> {
    if size == 0 {
        return vec![Vec::new()];
    }
    (1..=n.min(size))
        .flat_map(|h| {
            positions(size - h, h)
                .into_iter()
                .map(move |rest| [vec![h as u16], rest].concat())
        })
        .collect()
}

/// Whether `hyp` calls `g` P although it has no move or a move to a position it calls P,
/// or N although every move leads to a position it calls N.
fn inconsistent(hyp: &Hypothesis, g: &[u16], moves: &mut HeapMoves) -> bool {
    let mut options = 0;
    let mut to_p = false;
    for (i, h) in g.iter().enumerate() {
        for leaves in moves.of(*h as usize) {
            let mut option: Vec<u16> = [&g[..i], &g[i + 1..]].concat();
            option.extend(leaves.iter().map(|l| *l as u16));
            options += 1;
            to_p |= hyp.is_p(&option);
        }
    }
    hyp.is_p(g) != (options > 0 && !to_p)
}

#[test]
fn a_failing_check_gives_a_least_position_called_wrong() {
    // Kayles' quotient of heaps 1..=7, each element's outcome turned over in turn: every
    // candidate fails, at a position no smaller than the least one a listing by size finds.
    // Then the quotient of heaps 1..=7 with heap 8 taken for each of its elements: those
    // that fail do so at a least position.
    let rules = Rules::parse("0.77").unwrap();
    let q = quotient(&rules, 7, &Budget::unlimited(), &mut |_, _| {}).unwrap();
    let mut moves = HeapMoves::new(&rules);
    for x in 0..q.order() {
        let mut hyp = q.monoid.clone();
        hyp.p[x] = !hyp.p[x];
        let found = least_failure(&hyp, &mut moves).expect("an element turned over fails");
        assert!(found > 0 || x == 0);
    }
    let mut failed = 0;
    for y in 0..q.order() {
        let mut hyp = q.monoid.clone();
        for (row, products) in hyp.delta.iter_mut().zip(&q.table) {
            row.push(products[y]);
        }
        failed += usize::from(least_failure(&hyp, &mut moves).is_some());
    }
    assert!(failed > 0 && failed < q.order());
    // Dawson's Kayles (0.07) on heaps 1..=12, with the heap map changed at one heap from 8
    // to 12: the failures lie deeper, past states the search passes over.
    let rules = Rules::parse("0.07").unwrap();
    let q = quotient(&rules, 12, &Budget::unlimited(), &mut |_, _| {}).unwrap();
    let mut moves = HeapMoves::new(&rules);
    for h in 8..=12 {
        for y in 0..q.order() as u32 {
            let mut hyp = q.monoid.clone();
            for (x, row) in hyp.delta.iter_mut().enumerate() {
                row[h - 1] = q.table[x][y as usize];
            }
            least_failure(&hyp, &mut moves);
        }
    }
}

/// Checks `hyp` on heaps `1..=` its largest, and asserts that a failure it finds is a
/// least position called wrong (its size), and that a candidate that passes calls every
/// position up to 24 tokens right.
fn least_failure(hyp: &Hypothesis, moves: &mut HeapMoves) -> Option<u64> {
    let n = hyp.heaps();
    let types: Vec<usize> = (0..=n).collect();
    let budget = Budget::unlimited();
    let Checked::Fails { position, size } = check(hyp, &types, moves, &mut budget.meter()).unwrap()
    else {
        for g in (0..=24).flat_map(|size| positions(size, n)) {
            assert!(
                !inconsistent(hyp, &g, moves),
                "{g:?} in a candidate that passed"
            );
        }
        return None;
    };
    assert_eq!(position.iter().map(|h| u64::from(*h)).sum::<u64>(), size);
    assert!(inconsistent(hyp, &position, moves), "{position:?}");
    for smaller in 0..size as usize {
        for g in positions(smaller, n) {
            assert!(!inconsistent(hyp, &g, moves), "{g:?} before {position:?}");
        }
    }
    Some(size)
}
