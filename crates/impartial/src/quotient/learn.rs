//! Candidate quotients learned from outcomes (Angluin's L* for a commutative monoid), each
//! checked by [`check`](super::check), until one passes.
//!
//! The learner keeps positions (`reps`) with their outcomes against `tests` (positions
//! added to them), no two alike, so its elements are distinct in the true quotient; its
//! candidate maps `rep + heap` to the rep with the same outcomes. A candidate that passes
//! is reduced all the same (`reduce.rs`, a check that costs little) and the table starts
//! again from its shortest positions. A candidate that fails gives a smallest
//! position predicted wrong; a binary search along it finds a test telling apart two
//! positions the candidate had merged (Rivest and Schapire), and the learning goes on with
//! one more element. A new heap is first tried as each element of the quotient so far (it
//! mostly is one), then as the powers of a new generator; the nearest of these is
//! [recalibrated](super::recalibrate) until a candidate passes, and only when no
//! recalibration predicts a failure right does the learning from outcomes start.

use rustc_hash::FxHashMap;

use verify::budget::{Budget, Meter};

use super::bits::Bits;
use super::check::{check, Checked};
use super::oracle::{sum, Oracle, Position};
use super::recalibrate::{powers, recalibrate};
use super::reduce::{reduce, separating};
use super::{stable, Hypothesis, MAX_ELEMENTS};
use crate::{Error, Rules};

/// What the learner knows of the quotient of heaps `1..=heaps`.
pub struct Learner<'a> {
    pub(super) oracle: Oracle<'a>,
    pub(super) meter: Meter,
    heaps: usize,
    tests: Vec<Position>,
    reps: Vec<Position>,
    rows: Vec<Bits>,
    /// `ext[s][h - 1]`: the row of `reps[s] + h`.
    ext: Vec<Vec<Bits>>,
    index: FxHashMap<Bits, u32>,
}

impl<'a> Learner<'a> {
    /// A learner for `rules` within `budget`, knowing the empty position only.
    pub fn new(rules: &'a Rules, budget: &Budget) -> Result<Learner<'a>, Error> {
        let mut learner = Learner {
            oracle: Oracle::new(rules, budget),
            meter: budget.meter(),
            heaps: 0,
            tests: Vec::new(),
            reps: Vec::new(),
            rows: Vec::new(),
            ext: Vec::new(),
            index: FxHashMap::default(),
        };
        // The empty position alone: no move, so the player to move wins.
        learner.settle(Hypothesis {
            delta: vec![Vec::new()],
            p: vec![false],
        });
        Ok(learner)
    }

    /// Learns the quotient of heaps `1..=heaps + 1` and returns it, checked and reduced.
    pub fn add_heap(&mut self) -> Result<Hypothesis, Error> {
        self.heaps += 1;
        let nearest = match self.guess()? {
            Ok(q) => return Ok(self.settle(q)),
            Err(nearest) => nearest,
        };
        if let Some(q) = self.recalibrated(nearest)? {
            return Ok(self.settle(q));
        }
        for s in 0..self.reps.len() {
            let row = self.row(&sum(&self.reps[s], &[self.heaps as u16]))?;
            self.ext[s].push(row);
        }
        loop {
            self.close()?;
            if let Some(test) = self.noncommuting()? {
                self.add_test(test)?;
                continue;
            }
            let hyp = self.hypothesis();
            let types: Vec<usize> = (0..=self.heaps).collect();
            match check(&hyp, &types, &mut self.oracle, &mut self.meter)? {
                Checked::Correct => return Ok(self.settle(reduce(&hyp))),
                Checked::Fails { position, size } => {
                    self.oracle.trust(&hyp, self.heaps, size);
                    let test = self.split(&hyp, &position)?;
                    self.add_test(test)?;
                }
            }
        }
    }

    /// Takes the checked, reduced `q` as the quotient of the heaps so far: outcomes come
    /// from it, and the table starts again from its shortest positions, one for each
    /// element, against tests that tell every two apart. `q` is right on every position
    /// of these heaps, so the rows are read off its table.
    fn settle(&mut self, q: Hypothesis) -> Hypothesis {
        self.oracle.trust(&q, self.heaps, u64::MAX);
        self.tests = separating(&q);
        let table = q.table();
        let tested: Vec<u32> = self.tests.iter().map(|t| q.element(t)).collect();
        self.rows = (table.iter())
            .map(|products| {
                let mut row = Bits::zeros(0);
                for z in &tested {
                    row.push(q.p[products[*z as usize] as usize]);
                }
                row
            })
            .collect();
        self.ext = (0..q.order() as u32)
            .map(|x| {
                (1..=self.heaps)
                    .map(|h| self.rows[q.times_heap(x, h) as usize].clone())
                    .collect()
            })
            .collect();
        self.index = (self.rows.iter().enumerate())
            .map(|(x, r)| (r.clone(), x as u32))
            .collect();
        self.reps = q.words();
        q
    }

    fn push(&mut self, rep: Position, row: Bits, ext: Vec<Bits>) {
        self.index.insert(row.clone(), self.reps.len() as u32);
        self.reps.push(rep);
        self.rows.push(row);
        self.ext.push(ext);
    }

    /// Candidates that need no learning, checked in turn: the new heap as each element of
    /// the quotient so far (it mostly is one), then the quotient so far times the new
    /// heap's powers `1, a, ..., a^(j+1)` with `a^(j+2) = a^j`, their P-positions found by
    /// search ([`powers`]). The first that passes, reduced; else the one right furthest
    /// guides the search for outcomes.
    fn guess(&mut self) -> Result<Result<Hypothesis, Option<Nearest>>, Error> {
        let base = self.hypothesis();
        let table = base.table();
        let alone = self.oracle.is_p(&[self.heaps as u16])?;
        let mut best = (0, None);
        for x in likely(&base, self.heaps)
            .into_iter()
            .filter(|x| base.p[*x as usize] == alone)
        {
            let mut hyp = base.clone();
            for (row, products) in hyp.delta.iter_mut().zip(&table) {
                row.push(products[x as usize]);
            }
            if let Ok(q) = self.candidate(hyp, &mut best)? {
                return Ok(Ok(q));
            }
        }
        for j in 1..=MAX_POWER {
            let hyp = powers(&base, j, &mut self.oracle);
            match self.candidate(hyp, &mut best)? {
                Ok(q) => return Ok(Ok(q)),
                // Wrong on a position with at most j new heaps: more powers cannot help.
                Err(wrong) if wrong.iter().filter(|h| **h as usize == self.heaps).count() <= j => {
                    break
                }
                Err(_) => {}
            }
        }
        if let (below, Some((hyp, _))) = &best {
            self.oracle.trust(hyp, self.heaps, *below);
        }
        Ok(Err(best.1))
    }

    /// Recalibrates `nearest` (a candidate and a smallest position it gets wrong) until a
    /// candidate passes, or none predicts the latest failure right.
    fn recalibrated(&mut self, mut nearest: Option<Nearest>) -> Result<Option<Hypothesis>, Error> {
        let types: Vec<usize> = (0..=self.heaps).collect();
        while let Some((trial, failure)) = nearest.take() {
            let Some(next) = recalibrate(&trial, &failure, &mut self.oracle) else {
                break;
            };
            self.meter.tick()?;
            match check(&next, &types, &mut self.oracle, &mut self.meter)? {
                Checked::Correct => return Ok(Some(next)),
                Checked::Fails { position, .. } => nearest = Some((next, position)),
            }
        }
        Ok(None)
    }

    /// Checks `hyp`: reduced when it passes, else the smallest position it gets wrong (and
    /// `hyp` kept in `best` when right further).
    fn candidate(
        &mut self,
        hyp: Hypothesis,
        best: &mut (u64, Option<Nearest>),
    ) -> Result<Result<Hypothesis, Position>, Error> {
        let types: Vec<usize> = (0..=self.heaps).collect();
        match check(&hyp, &types, &mut self.oracle, &mut self.meter)? {
            Checked::Correct => Ok(Ok(reduce(&hyp))),
            Checked::Fails { size, position } => {
                if size > best.0 {
                    *best = (size, Some((hyp, position.clone())));
                }
                Ok(Err(position))
            }
        }
    }

    /// The candidate the table gives now (closed and commutative).
    fn hypothesis(&self) -> Hypothesis {
        let delta = (self.ext.iter())
            .map(|row| row.iter().map(|r| self.index[r]).collect())
            .collect();
        let p = self.rows.iter().map(|r| r.get(0)).collect();
        Hypothesis { delta, p }
    }

    /// Outcomes of `p + test` for every test.
    fn row(&mut self, p: &[u16]) -> Result<Bits, Error> {
        let mut row = Bits::zeros(0);
        for t in 0..self.tests.len() {
            row.push(self.oracle.is_p(&sum(p, &self.tests[t]))?);
        }
        Ok(row)
    }

    fn add_test(&mut self, test: Position) -> Result<(), Error> {
        self.tests.push(test);
        let last = self.tests.len() - 1;
        for s in 0..self.reps.len() {
            let p = sum(&self.reps[s], &self.tests[last]);
            let bit = self.oracle.is_p(&p)?;
            self.rows[s].push(bit);
            for h in 1..=self.heaps {
                let bit = self.oracle.is_p(&sum(&p, &[h as u16]))?;
                self.ext[s][h - 1].push(bit);
            }
        }
        self.index = (self.rows.iter().enumerate())
            .map(|(s, r)| (r.clone(), s as u32))
            .collect();
        Ok(())
    }

    /// Adds a rep for every `rep + heap` whose row no rep has.
    fn close(&mut self) -> Result<(), Error> {
        let mut s = 0;
        while s < self.reps.len() {
            for h in 1..=self.heaps {
                if self.index.contains_key(&self.ext[s][h - 1]) {
                    continue;
                }
                if self.reps.len() >= MAX_ELEMENTS {
                    return Err(Error::BadInput(format!(
                        "the misère quotient of heaps up to {} needs more than {MAX_ELEMENTS} elements",
                        self.heaps
                    )));
                }
                self.meter.tick()?;
                let rep = sum(&self.reps[s], &[h as u16]);
                let row = self.ext[s][h - 1].clone();
                let ext = (1..=self.heaps)
                    .map(|k| self.row(&sum(&rep, &[k as u16])))
                    .collect::<Result<_, _>>()?;
                self.push(rep, row, ext);
            }
            s += 1;
        }
        Ok(())
    }

    /// A test that tells apart two positions the table merges when `(x + h) + k` and
    /// `(x + k) + h` land on different reps.
    fn noncommuting(&mut self) -> Result<Option<Position>, Error> {
        let hyp = self.hypothesis();
        for x in 0..self.reps.len() as u32 {
            for h in 1..=self.heaps {
                for k in h + 1..=self.heaps {
                    let (y, z) = (hyp.times_heap(x, h), hyp.times_heap(x, k));
                    if hyp.times_heap(y, k) == hyp.times_heap(z, h) {
                        continue;
                    }
                    let both = sum(&self.reps[x as usize], &[h as u16, k as u16]);
                    let row = self.row(&both)?;
                    // reps[y] and reps[x] + h share a row; so do reps[z] and reps[x] + k.
                    let (via, add) = match self.ext[y as usize][k - 1] != row {
                        true => (&self.ext[y as usize][k - 1], k),
                        false => (&self.ext[z as usize][h - 1], h),
                    };
                    let Some(t) = via.first_difference(&row) else {
                        continue;
                    };
                    return Ok(Some(sum(&self.tests[t], &[add as u16])));
                }
            }
        }
        Ok(None)
    }

    /// Binary search along a position `g` the candidate predicts wrong for the step where
    /// `reps[state after i heaps] + the rest` changes outcome; the rest after that step is a
    /// new test.
    fn split(&mut self, hyp: &Hypothesis, g: &[u16]) -> Result<Position, Error> {
        let states: Vec<u32> = (0..=g.len()).map(|i| hyp.element(&g[..i])).collect();
        let reps = &self.reps;
        let oracle = &mut self.oracle;
        let mut alpha = |i: usize| oracle.is_p(&sum(&reps[states[i] as usize], &g[i..]));
        let first = alpha(0)?;
        let (mut lo, mut hi) = (0, g.len());
        while hi - lo > 1 {
            let mid = (lo + hi) / 2;
            match alpha(mid)? == first {
                true => lo = mid,
                false => hi = mid,
            }
        }
        Ok(g[hi..].to_vec())
    }
}

/// A candidate and a smallest position it predicts wrong.
type Nearest = (Hypothesis, Position);

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
