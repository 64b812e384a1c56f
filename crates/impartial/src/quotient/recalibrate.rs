//! Candidates built without searching outcomes, as Siegel's MisereSolver builds them
//! (Plambeck and Siegel, *Misère quotients for impartial games*, JCTA 115, 2008).
//!
//! A new heap can split a class of the quotient so far: two positions no test of the old
//! heaps tells apart differ once the new heap is added. Then no candidate made of the old
//! quotient and the new heap is right, and learning the split from outcomes needs outcomes
//! of large positions, an exponential search. A *recalibration* needs none. Given a
//! candidate and a smallest position `F` it predicts wrong (every smaller position is
//! right, so `F`'s outcome is the other one), it frees some heaps of `F`: the monoid
//! becomes the part of the candidate that the other heaps generate, times a cyclic monoid
//! `1, a, ..., a^(i+p-1)` with `a^(i+p) = a^i` for each freed heap, long enough to count
//! that heap's copies in `F`. Its P-elements are [marked](mark) and it is
//! [reduced](super::reduce). The first choice of heaps, fewest first, that predicts `F`
//! right is the next candidate; the check proves or refutes it like any other.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use super::reduce::reduce;
use super::Hypothesis;
use crate::moves::HeapMoves;

/// The most elements of a monoid built to be marked and reduced.
const MAX_BUILT: usize = 1 << 16;

/// The first recalibration of `trial`, fewest heaps freed first, that predicts `failure`
/// (a smallest position `trial` predicts wrong) right; `None` when none does.
pub fn recalibrate(
    trial: &Hypothesis,
    failure: &[u16],
    moves: &mut HeapMoves,
) -> Option<Hypothesis> {
    let wrong = trial.is_p(failure);
    let mut heaps: Vec<usize> = failure.iter().map(|h| *h as usize).collect();
    heaps.dedup();
    heaps.retain(|h| !moves.of(*h).is_empty());
    let counters: Vec<Counter> = (heaps.iter())
        .map(|&h| Counter::for_heap(trial, h, failure))
        .collect();
    (1..=counters.len())
        .flat_map(|k| subsets(counters.len(), k))
        .find_map(|chosen| {
            let freed: Vec<Counter> = chosen.iter().map(|i| counters[*i]).collect();
            let delta = direct_sum(trial, &freed)?;
            let candidate = reduce(&mark(delta, moves));
            (candidate.is_p(failure) != wrong).then_some(candidate)
        })
}

/// The quotient so far (`base`, heaps below `n`) times the powers `1, a, ..., a^(j+1)` of
/// the heap `n`, `a^(j+2) = a^j`, marked and reduced: MisereSolver's first candidate when
/// the new heap is no element of `base`.
pub fn powers(base: &Hypothesis, j: usize, moves: &mut HeapMoves) -> Hypothesis {
    let mut trial = base.clone();
    for (x, row) in trial.delta.iter_mut().enumerate() {
        row.push(x as u32);
    }
    let counter = Counter {
        heap: trial.heaps(),
        index: j,
        period: 2,
    };
    let delta = direct_sum(&trial, &[counter]).unwrap_or(trial.delta);
    reduce(&mark(delta, moves))
}

/// A freed heap and its cyclic monoid: `a^(index + period) = a^index`.
#[derive(Clone, Copy, Debug)]
struct Counter {
    heap: usize,
    index: usize,
    period: usize,
}

impl Counter {
    /// Counts at least the heap's copies in `failure`, and as far as its powers in `trial`
    /// run before they repeat; period 2, longer for long tails as MisereSolver takes it.
    fn for_heap(trial: &Hypothesis, heap: usize, failure: &[u16]) -> Counter {
        let copies = failure.iter().filter(|h| **h as usize == heap).count();
        let index = tail(trial, heap).max(copies.saturating_sub(1));
        let period = match index >= 6 {
            true => 2 * ((index - 4) / 2),
            false => 2,
        };
        Counter {
            heap,
            index,
            period,
        }
    }

    fn len(&self) -> usize {
        self.index + self.period
    }

    /// The count after one more copy.
    fn next(&self, c: usize) -> usize {
        match c + 1 < self.len() {
            true => c + 1,
            false => self.index,
        }
    }
}

/// The least `i` with `a^i` among the later powers of the heap's element `a`.
fn tail(trial: &Hypothesis, heap: usize) -> usize {
    let mut first = vec![usize::MAX; trial.order()];
    let (mut x, mut i) = (0u32, 0);
    while first[x as usize] == usize::MAX {
        first[x as usize] = i;
        (x, i) = (trial.times_heap(x, heap), i + 1);
    }
    first[x as usize]
}

/// The `k`-element subsets of `0..n`, in lexicographic order.
fn subsets(n: usize, k: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut pick: Vec<usize> = (0..k).collect();
    loop {
        out.push(pick.clone());
        let Some(i) = (0..k).rev().find(|i| pick[*i] < n - k + i) else {
            return out;
        };
        pick[i] += 1;
        for j in i + 1..k {
            pick[j] = pick[j - 1] + 1;
        }
    }
}

/// The heap actions on `(x, c)`: `x` an element of `trial` that heaps outside `freed`
/// reach, `c` a count for each freed heap; `x + stride * c` as one index. `None` past
/// [`MAX_BUILT`] elements.
fn direct_sum(trial: &Hypothesis, freed: &[Counter]) -> Option<Vec<Vec<u32>>> {
    let n = trial.heaps();
    let slot = |h: usize| freed.iter().position(|f| f.heap == h);
    let mut id = vec![u32::MAX; trial.order()];
    let mut reached = vec![0u32];
    id[0] = 0;
    let mut i = 0;
    while i < reached.len() {
        for h in (1..=n).filter(|h| slot(*h).is_none()) {
            let y = trial.times_heap(reached[i], h) as usize;
            if id[y] == u32::MAX {
                id[y] = reached.len() as u32;
                reached.push(y as u32);
            }
        }
        i += 1;
    }
    let mut stride = vec![reached.len()];
    for f in freed {
        stride.push(stride.last()?.checked_mul(f.len())?);
    }
    let size = *stride.last()?;
    if size > MAX_BUILT {
        return None;
    }
    let act = |e: usize, h: usize| match slot(h) {
        Some(j) => {
            let c = e / stride[j] % freed[j].len();
            e - c * stride[j] + freed[j].next(c) * stride[j]
        }
        None => {
            let x = e % reached.len();
            e - x + id[trial.times_heap(reached[x], h) as usize] as usize
        }
    };
    Some(
        (0..size)
            .map(|e| (1..=n).map(|h| act(e, h) as u32).collect())
            .collect(),
    )
}

/// The monoid with its P-elements *marked*: each element reached from the identity, in the
/// order of its smallest position `G` (Dijkstra's algorithm over sizes), is a P-element
/// when `G` has a move and none of `G`'s options is at a P-element. Options are smaller, so
/// their elements are marked first.
fn mark(delta: Vec<Vec<u32>>, moves: &mut HeapMoves) -> Hypothesis {
    let order = delta.len();
    let mut hyp = Hypothesis {
        delta,
        p: vec![false; order],
    };
    let moves = moves.up_to(hyp.heaps());
    let mut size = vec![u64::MAX; order];
    let mut from = vec![(0u32, 0usize); order];
    let mut options: Vec<Vec<u32>> = vec![Vec::new(); order];
    let mut queue = BinaryHeap::from([Reverse((0u64, 0u32))]);
    size[0] = 0;
    let mut done = vec![false; order];
    while let Some(Reverse((d, x))) = queue.pop() {
        let x = x as usize;
        if std::mem::replace(&mut done[x], true) {
            continue;
        }
        if x > 0 {
            let (g, h) = from[x];
            let mut o: Vec<u32> =
                (options[g as usize].iter())
                    .map(|y| hyp.times_heap(*y, h))
                    .chain((moves[h].iter()).map(|leaves| {
                        (leaves.iter()).fold(g, |z, l| hyp.times_heap(z, *l as usize))
                    }))
                    .collect();
            o.sort_unstable();
            o.dedup();
            hyp.p[x] = !o.is_empty() && o.iter().all(|y| !hyp.p[*y as usize]);
            options[x] = o;
        }
        for h in 1..=hyp.heaps() {
            let y = hyp.times_heap(x as u32, h) as usize;
            if !done[y] && d + (h as u64) < size[y] {
                (size[y], from[y]) = (d + h as u64, (x as u32, h));
                queue.push(Reverse((size[y], y as u32)));
            }
        }
    }
    hyp
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marking_gives_each_element_the_outcome_of_its_smallest_position() {
        // 0.3: a heap of one loses one token. Alone it is a misère P-position (the move
        // leaves nothing, and the player then to move wins); the empty position is not.
        let rules = crate::Rules::parse("0.3").unwrap();
        let marked = mark(vec![vec![1], vec![0]], &mut HeapMoves::new(&rules));
        assert_eq!(marked.p, [false, true]);
    }

    #[test]
    fn subsets_come_in_lexicographic_order() {
        assert_eq!(subsets(3, 2), [[0, 1], [0, 2], [1, 2]]);
        assert_eq!(subsets(2, 2), [[0, 1]]);
    }
}
