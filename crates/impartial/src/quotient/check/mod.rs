//! The check that makes a candidate quotient a proof: every position of the game is
//! predicted right.
//!
//! A candidate (a monoid `Q`, its P-elements, a heap map) predicts every position right
//! exactly when each position is *locally consistent*: it is predicted P if and only if it
//! has a move and every move leads to a position predicted N (by induction on the size).
//! Whether a position `G` has a move to a predicted P-position depends only on the set
//! `W(G) = { z in Q : some heap k of G and some move of k make (G - k) + option + z a
//! predicted P }` at `z = 1`, and `W(G + h)` follows from `W(G)`, the element of `G` and
//! `h`. So the positions of the game fall into finitely many states `(element, W, has a
//! move)`, and checking every state reached from the empty position checks every
//! position. The states are visited in order of the smallest position reaching them
//! (Dijkstra's algorithm, a position's size its number of tokens), so a failing check
//! returns a smallest position predicted wrong: every smaller one is predicted right.
//!
//! A position called P wrongly is found from its element alone (`p_failure.rs`). Every
//! other failure is a position called N with a move and no move to a P: a state
//! `(x, movable, W)` fails so only if every state `(x, movable, W')` with `W'` inside `W`
//! does, and what follows from it by adding heaps likewise (`W(G + h)` grows with `W(G)`).
//! So a state is not stepped from when a state of the same element with a smaller `W`
//! already was, at no greater size: the least failure is still found.

mod p_failure;

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use rustc_hash::{FxHashMap, FxHashSet};

use verify::budget::Meter;

use super::bits::Bits;
use super::Hypothesis;
use crate::moves::HeapMoves;
use crate::Error;

/// The most states a check visits.
pub const MAX_STATES: usize = 2_000_000;

/// What a check found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Checked {
    /// Every position is predicted right.
    Correct,
    /// A smallest position predicted wrong.
    Fails {
        /// Its heaps, sorted.
        position: Vec<u16>,
        /// Its number of tokens: every smaller position is predicted right.
        size: u64,
    },
}

/// One heap size's part in the check.
#[derive(PartialEq, Eq, Hash)]
struct Heap {
    /// `times[z]`: the element `z` times the heap of the candidate this one acts as.
    times: Vec<u32>,
    /// `B`: the elements `y` with `y + option` a predicted P for some move of the heap.
    b: Bits,
    /// Whether the heap has a move.
    movable: bool,
}

/// Checks `hyp` on every position of heaps `1..=types.len() - 1`, a heap of `h` acting
/// as the candidate's heap `types[h]` (itself, or one a period earlier); a heap's moves
/// come from `moves`.
pub fn check(
    hyp: &Hypothesis,
    types: &[usize],
    moves: &mut HeapMoves,
    meter: &mut Meter,
) -> Result<Checked, Error> {
    let table = hyp.table();
    // Two heaps that act alike lead to the same states, the larger one farther: only the
    // smallest heap of each kind is stepped with.
    let p_with = hyp.p_with(&table);
    let all: Vec<(Heap, Vec<u32>)> = (1..types.len())
        .map(|h| heap(hyp, &p_with, types, h, moves))
        .collect();
    let mut kinds = FxHashSet::default();
    let (heaps, omegas): (Vec<(u16, &Heap)>, Vec<&[u32]>) = (1..)
        .zip(&all)
        .filter(|(_, (heap, _))| kinds.insert(heap))
        .map(|(h, (heap, omega))| ((h, heap), omega.as_slice()))
        .unzip();
    let p_failure = p_failure::least_p_failure(hyp, &heaps);
    let mut search = Search {
        hyp,
        table: &table,
        p_with: &p_with,
        heaps: &heaps,
        omegas: &omegas,
        c: FxHashMap::default(),
        index: FxHashMap::default(),
        states: Vec::new(),
        stepped: FxHashMap::default(),
    };
    let failure = search.run(p_failure.as_ref().map(|(size, _)| *size), meter)?;
    Ok(match failure.or(p_failure) {
        Some((size, position)) => Checked::Fails { position, size },
        None => Checked::Correct,
    })
}

/// The heap `h`'s part in the check, and the distinct elements its moves leave.
fn heap(
    hyp: &Hypothesis,
    p_with: &[Bits],
    types: &[usize],
    h: usize,
    m: &mut HeapMoves,
) -> (Heap, Vec<u32>) {
    let mut omega: Vec<u32> = (m.of(h).iter())
        .map(|leaves| (leaves.iter()).fold(0, |x, l| hyp.times_heap(x, types[*l as usize])))
        .collect();
    omega.sort_unstable();
    omega.dedup();
    // `y` is in `B` when `y w` is a P-element for an option `w`: `y` in `p_with[w]`.
    let mut b = Bits::zeros(hyp.order());
    for w in &omega {
        b.union_with(&p_with[*w as usize]);
    }
    let heap = Heap {
        times: (0..hyp.order() as u32)
            .map(|z| hyp.times_heap(z, types[h]))
            .collect(),
        b,
        movable: !omega.is_empty(),
    };
    (heap, omega)
}

type Key = (u32, bool, Bits);

/// A state's key, its distance, and the state and heap it was reached from.
type State = (Key, u64, Option<(u32, u16)>);

struct Search<'a> {
    hyp: &'a Hypothesis,
    table: &'a [Vec<u32>],
    /// `p_with[u]`: the elements `z` with `u z` a P-element.
    p_with: &'a [Bits],
    /// The smallest heap of each kind, and what it does.
    heaps: &'a [(u16, &'a Heap)],
    /// The distinct elements the moves of each kind's heap leave.
    omegas: &'a [&'a [u32]],
    /// `{ z : x z in B_h }`, by `(kind of h, x)`.
    c: FxHashMap<(usize, u32), Bits>,
    index: FxHashMap<Key, u32>,
    states: Vec<State>,
    /// The sets `W` of the states stepped from, by element and whether it has a move.
    stepped: FxHashMap<(u32, bool), Vec<Bits>>,
}

impl Search<'_> {
    /// A least failure smaller than `below`, if any.
    fn run(
        &mut self,
        below: Option<u64>,
        meter: &mut Meter,
    ) -> Result<Option<(u64, Vec<u16>)>, Error> {
        let mut queue = BinaryHeap::from([Reverse((0u64, 0u32))]);
        self.visit(
            (0, false, Bits::zeros(self.hyp.order())),
            0,
            None,
            &mut queue,
        )?;
        while let Some(Reverse((d, id))) = queue.pop() {
            if below.is_some_and(|b| d >= b) {
                break;
            }
            if d > self.states[id as usize].1 {
                continue;
            }
            meter.tick()?;
            let (x, movable, w) = self.states[id as usize].0.clone();
            if self.hyp.p[x as usize] != (movable && !w.get(0)) {
                return Ok(Some((d, self.position(id))));
            }
            let stepped = self.stepped.entry((x, movable)).or_default();
            if stepped.iter().any(|s| s.is_subset(&w)) {
                continue;
            }
            stepped.push(w.clone());
            for kind in 0..self.heaps.len() {
                let (h, next) = self.step(x, movable, &w, kind);
                self.visit(next, d + u64::from(h), Some((id, h)), &mut queue)?;
            }
        }
        Ok(None)
    }

    /// The heap `h` of a kind, and the state of `G + h` from the state `(x, movable, W)`
    /// of `G`.
    fn step(&mut self, x: u32, movable: bool, w: &Bits, kind: usize) -> (u16, Key) {
        let (h, heap) = self.heaps[kind];
        let mut next = w.gather(&heap.times);
        let (row, omega, p_with) = (&self.table[x as usize], self.omegas[kind], self.p_with);
        // `x z` is in `B` when `x z w` is a P-element for an option `w`.
        let c = (self.c.entry((kind, x))).or_insert_with(|| {
            let mut c = Bits::zeros(row.len());
            for w in omega {
                c.union_with(&p_with[row[*w as usize] as usize]);
            }
            c
        });
        next.union_with(c);
        (h, (heap.times[x as usize], movable || heap.movable, next))
    }

    fn visit(
        &mut self,
        key: Key,
        d: u64,
        from: Option<(u32, u16)>,
        queue: &mut BinaryHeap<Reverse<(u64, u32)>>,
    ) -> Result<(), Error> {
        if let Some(&id) = self.index.get(&key) {
            let state = &mut self.states[id as usize];
            if d < state.1 {
                (state.1, state.2) = (d, from);
                queue.push(Reverse((d, id)));
            }
            return Ok(());
        }
        if self.states.len() >= MAX_STATES {
            return Err(Error::BadInput(format!(
                "the check of a candidate quotient of {} elements passed {MAX_STATES} states",
                self.hyp.order()
            )));
        }
        let id = self.states.len() as u32;
        self.index.insert(key.clone(), id);
        self.states.push((key, d, from));
        queue.push(Reverse((d, id)));
        Ok(())
    }

    /// The position that reached state `id`, sorted.
    fn position(&self, mut id: u32) -> Vec<u16> {
        let mut heaps = Vec::new();
        while let Some((from, h)) = self.states[id as usize].2 {
            heaps.push(h);
            id = from;
        }
        heaps.sort_unstable();
        heaps
    }
}

#[cfg(test)]
mod tests;
