//! Candidate quotients of heaps `1..=n` for `n = 1, 2, ...`, found as Siegel's
//! MisereSolver finds them (Plambeck and Siegel, JCTA 115, 2008), each checked by
//! [`check`](super::check) until one passes.
//!
//! A new heap is first tried as each element of the quotient so far: it mostly is one.
//! An element `x` is not checked when the new heap's moves rule it out (as MisereSolver's
//! meximal sets do): if a move of the heap leaves an element `t` with `x z` and `t z` both
//! P-elements for some `z`, the heap beside a position of `z` would be called a P-position
//! with a move to a P-position, and the check would fail. Else it is tried as a new generator with powers `1, a, ..., a^(j+1)`, `a^(j+2) = a^j`,
//! and the candidate right on the most positions is recalibrated at its least failure
//! (`recalibrate.rs`) until a candidate passes. No
//! outcome is searched: a candidate's P-elements are marked, and the check proves or
//! refutes it. A candidate that passes is reduced all the same (`reduce.rs`).

use verify::budget::{Budget, Meter};

use super::bound::lower_bound;
use super::check::{check, Checked};
use super::hypothesis::Position;
use super::recalibrate::{powers, recalibrate};
use super::reduce::reduce;
use super::{stable, Hypothesis, MAX_ELEMENTS};
use crate::moves::HeapMoves;
use crate::{Error, Rules};

/// The quotient of heaps `1..=heaps`, and what the next heap is checked with.
pub struct Learner<'a> {
    pub(super) moves: HeapMoves<'a>,
    pub(super) meter: Meter,
    heaps: usize,
    base: Hypothesis,
}

/// A candidate and a smallest position it predicts wrong.
type Nearest = (Hypothesis, Position);

impl<'a> Learner<'a> {
    /// A learner for `rules` within `budget`, knowing the empty position only.
    pub fn new(rules: &'a Rules, budget: &Budget) -> Learner<'a> {
        Learner {
            moves: HeapMoves::new(rules),
            meter: budget.meter(),
            heaps: 0,
            // The empty position alone: no move, so the player to move wins.
            base: Hypothesis {
                delta: vec![Vec::new()],
                p: vec![false],
            },
        }
    }

    /// Learns the quotient of heaps `1..=heaps + 1` and returns it, checked and reduced.
    pub fn add_heap(&mut self) -> Result<Hypothesis, Error> {
        self.heaps += 1;
        let q = match self.guess()? {
            Ok(q) => q,
            Err(nearest) => self.recalibrated(nearest)?,
        };
        self.base = q.clone();
        Ok(q)
    }

    /// The new heap as each element of the quotient so far that its moves do not rule out
    /// (see the module's documentation), then the quotient so far times the new heap's
    /// powers, checked in turn: the first that passes, reduced, else the one right on the
    /// most positions and its least failure.
    fn guess(&mut self) -> Result<Result<Hypothesis, Nearest>, Error> {
        let base = self.base.clone();
        let table = base.table();
        let mut best = None;
        for x in self.possible_elements(&table) {
            let mut hyp = base.clone();
            for (row, products) in hyp.delta.iter_mut().zip(&table) {
                row.push(products[x as usize]);
            }
            if let Ok(q) = self.candidate(hyp, &mut best)? {
                return Ok(Ok(q));
            }
        }
        for j in 1..=MAX_POWER {
            let hyp = powers(&base, j, &mut self.moves);
            match self.candidate(hyp, &mut best)? {
                Ok(q) => return Ok(Ok(q)),
                // Wrong on a position with at most j new heaps: more powers cannot help.
                Err(wrong) if wrong.iter().filter(|h| **h as usize == self.heaps).count() <= j => {
                    break
                }
                Err(_) => {}
            }
        }
        let (_, nearest) = best.expect("the powers of the new heap were checked and failed");
        Ok(Err(nearest))
    }

    /// The elements of the quotient so far (`table` its products) that the new heap's moves
    /// do not rule out, in the order they are tried: the heap alone is a P-position exactly
    /// when such an element is, and no option `t` has `x z` and `t z` both P-elements.
    fn possible_elements(&mut self, table: &[Vec<u32>]) -> Vec<u32> {
        let options = self.options();
        let base = &self.base;
        let alone = !options.is_empty() && options.iter().all(|t| !base.p[*t as usize]);
        let p_with = base.p_with(table);
        let allowed = |x: &u32| {
            let x = *x as usize;
            base.p[x] == alone
                && (options.iter()).all(|t| p_with[x].is_disjoint(&p_with[*t as usize]))
        };
        likely(base, self.heaps)
            .into_iter()
            .filter(allowed)
            .collect()
    }

    /// The elements the new heap's moves leave, in the quotient so far (right on every
    /// position of smaller heaps).
    fn options(&mut self) -> Vec<u32> {
        let base = &self.base;
        let element = |o: &Vec<u32>| o.iter().fold(0, |x, l| base.times_heap(x, *l as usize));
        let mut options: Vec<u32> = self.moves.of(self.heaps).iter().map(element).collect();
        options.sort_unstable();
        options.dedup();
        options
    }

    /// Recalibrates `nearest` (a candidate and a smallest position it gets wrong) until a
    /// candidate passes.
    fn recalibrated(&mut self, (mut trial, mut failure): Nearest) -> Result<Hypothesis, Error> {
        let types: Vec<usize> = (0..=self.heaps).collect();
        loop {
            let Some(next) = recalibrate(&trial, &failure, &mut self.moves) else {
                return Err(Error::BadInput(format!(
                    "no recalibration of the misère quotient of heaps up to {} predicts {:?} \
                     right",
                    self.heaps, failure
                )));
            };
            if next.order() > MAX_ELEMENTS {
                // `trial` is right on every position smaller than `failure`; the quotient
                // of the heaps before has at most as many elements as this one.
                let size: u64 = failure.iter().map(|h| u64::from(*h)).sum();
                let at_least = lower_bound(&trial, size).max(self.base.order());
                return Err(Error::BadInput(format!(
                    "a candidate misère quotient of heaps up to {n} has more than \
                     {MAX_ELEMENTS} elements (the quotient of heaps 1 to {n} has at least \
                     {at_least} elements)",
                    n = self.heaps
                )));
            }
            self.meter.tick()?;
            match check(&next, &types, &mut self.moves, &mut self.meter)? {
                Checked::Correct => return Ok(next),
                Checked::Fails { position, .. } => (trial, failure) = (next, position),
            }
        }
    }

    /// Checks `hyp`: reduced when it passes, else the smallest position it gets wrong (and
    /// `hyp` kept in `best` when right on more positions).
    fn candidate(
        &mut self,
        hyp: Hypothesis,
        best: &mut Option<(u64, Nearest)>,
    ) -> Result<Result<Hypothesis, Position>, Error> {
        let types: Vec<usize> = (0..=self.heaps).collect();
        match check(&hyp, &types, &mut self.moves, &mut self.meter)? {
            Checked::Correct => Ok(Ok(reduce(&hyp))),
            Checked::Fails { size, position } => {
                if best.as_ref().is_none_or(|(below, _)| size > *below) {
                    *best = Some((size, (hyp, position.clone())));
                }
                Ok(Err(position))
            }
        }
    }
}

/// The elements of `base` in the order a new heap `n` is tried as them: the element of
/// heap `n - p` first when the heap map so far repeats with period `p`, then those of heaps
/// `n - 1`, `n - 2`, ..., then the rest. The order changes only how soon a candidate passes.
fn likely(base: &Hypothesis, n: usize) -> Vec<u32> {
    let q = base.heap_map(n - 1);
    let periodic = stable::period(&q).map(|(_, p)| q[n - p]);
    let mut seen = vec![false; base.order()];
    (periodic.into_iter())
        .chain(q[1..].iter().rev().copied())
        .chain(0..base.order() as u32)
        .filter(|x| !std::mem::replace(&mut seen[*x as usize], true))
        .collect()
}

/// The highest `j` tried in the candidates `1, a, ..., a^(j+1)` with `a^(j+2) = a^j`.
const MAX_POWER: usize = 4;
