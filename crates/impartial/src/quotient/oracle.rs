//! The exact misère outcome of any position, by search with memory, cut short by
//! candidates whose check found every position below some size right.

use std::collections::HashMap;

use verify::budget::{Budget, Meter};

use super::Hypothesis;
use crate::moves::for_each_move;
use crate::{Error, Rules};

/// A position: its heaps, sorted, none empty.
pub type Position = Vec<u16>;

/// A candidate that predicts every position of heaps up to `heaps` and size below `below`
/// right.
struct Trusted {
    hypothesis: Hypothesis,
    heaps: usize,
    below: u64,
}

/// Misère outcomes (`true`: a P-position, the player to move loses).
pub struct Oracle<'a> {
    rules: &'a Rules,
    options: Vec<Vec<Position>>,
    trusted: Vec<Trusted>,
    memo: HashMap<Position, bool>,
    meter: Meter,
}

impl<'a> Oracle<'a> {
    /// Outcomes of positions of `rules`, searched within `budget`.
    pub fn new(rules: &'a Rules, budget: &Budget) -> Oracle<'a> {
        Oracle {
            rules,
            options: vec![Vec::new()],
            trusted: Vec::new(),
            memo: HashMap::new(),
            meter: budget.meter(),
        }
    }

    /// The heaps each move from a heap of `n` leaves (sorted).
    pub fn options(&mut self, n: usize) -> &[Position] {
        while self.options.len() <= n {
            let h = self.options.len();
            let mut out = Vec::new();
            for_each_move(self.rules, h, |l| {
                out.push(l.iter().map(|x| *x as u16).collect())
            });
            self.options.push(out);
        }
        &self.options[n]
    }

    /// Uses `hypothesis` for positions of heaps up to `heaps` and size below `below` (its
    /// check found every smaller position right), and to order the search.
    pub fn trust(&mut self, hypothesis: &Hypothesis, heaps: usize, below: u64) {
        if (self.trusted.iter()).any(|t| t.heaps >= heaps && t.below >= below) {
            return;
        }
        self.trusted.retain(|t| t.heaps > heaps || t.below > below);
        self.trusted.push(Trusted {
            hypothesis: hypothesis.clone(),
            heaps,
            below,
        });
    }

    /// Whether `p` (sorted) is a misère P-position.
    pub fn is_p(&mut self, p: &[u16]) -> Result<bool, Error> {
        let size: u64 = p.iter().map(|h| *h as u64).sum();
        let top = p.last().map_or(0, |h| *h as usize);
        if let Some(t) = (self.trusted.iter()).find(|t| top <= t.heaps && size < t.below) {
            return Ok(t.hypothesis.is_p(p));
        }
        if let Some(&v) = self.memo.get(p) {
            return Ok(v);
        }
        self.meter.tick()?;
        let v = self.search(p)?;
        self.memo.insert(p.to_vec(), v);
        Ok(v)
    }

    /// A P-position has a move, and every move leads to an N-position. The moves the
    /// latest candidate calls P are tried first: it is mostly right, so an N-position is
    /// mostly settled by its first move.
    fn search(&mut self, p: &[u16]) -> Result<bool, Error> {
        let mut next = Vec::new();
        for i in 0..p.len() {
            if i > 0 && p[i - 1] == p[i] {
                continue;
            }
            self.options(p[i] as usize);
            for leaves in &self.options[p[i] as usize] {
                next.push(replaced(p, i, leaves));
            }
        }
        if let Some(guide) = self.trusted.last() {
            let known = |q: &Position| q.last().is_none_or(|h| *h as usize <= guide.heaps);
            next.sort_by_key(|q| !(known(q) && guide.hypothesis.is_p(q)));
        }
        for q in &next {
            if self.is_p(q)? {
                return Ok(false);
            }
        }
        Ok(!next.is_empty())
    }
}

/// `p` with heap `i` replaced by `leaves`, sorted.
pub fn replaced(p: &[u16], i: usize, leaves: &[u16]) -> Position {
    let mut next: Position = p[..i].iter().chain(&p[i + 1..]).copied().collect();
    next.extend_from_slice(leaves);
    next.sort_unstable();
    next
}

/// The sum of two positions, sorted.
pub fn sum(a: &[u16], b: &[u16]) -> Position {
    let mut s: Position = a.iter().chain(b).copied().collect();
    s.sort_unstable();
    s
}
