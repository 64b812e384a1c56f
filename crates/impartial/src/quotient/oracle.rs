//! The exact misère outcome of any position, by search with memory, cut short by
//! candidates whose check found every position below some size right.

use std::collections::BTreeSet;

use rustc_hash::FxHashMap;

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
    /// The heaps each move leaves, as the rules say.
    moves: Vec<Vec<Position>>,
    /// `same[h]`: the least heap that is the same game as a heap of `h` (`0`: no move).
    same: Vec<u16>,
    games: FxHashMap<BTreeSet<Position>, u16>,
    trusted: Vec<Trusted>,
    memo: Memo,
    meter: Meter,
}

impl<'a> Oracle<'a> {
    /// Outcomes of positions of `rules`, searched within `budget`.
    pub fn new(rules: &'a Rules, budget: &Budget) -> Oracle<'a> {
        Oracle {
            rules,
            options: vec![Vec::new()],
            moves: vec![Vec::new()],
            same: vec![0],
            games: FxHashMap::default(),
            trusted: Vec::new(),
            memo: Memo::default(),
            meter: budget.meter(),
        }
    }

    /// The heaps each move from a heap of `n` leaves, each written as [`same`](Self::same)
    /// writes positions.
    pub fn options(&mut self, n: usize) -> &[Position] {
        while self.options.len() <= n {
            let h = self.options.len();
            let mut out = Vec::new();
            for_each_move(self.rules, h, |l| {
                out.push(l.iter().map(|x| *x as u16).collect::<Position>())
            });
            let same: Vec<Position> = out.iter().map(|o| self.same(o)).collect();
            let game: BTreeSet<Position> = same.iter().cloned().collect();
            let least = match game.is_empty() {
                true => 0,
                false => *self.games.entry(game).or_insert(h as u16),
            };
            self.same.push(least);
            self.options.push(same);
            self.moves.push(out);
        }
        &self.options[n]
    }

    /// The heaps each move from a heap of `n` leaves, sorted, as the rules say.
    pub fn moves(&mut self, n: usize) -> &[Position] {
        self.options(n);
        &self.moves[n]
    }

    /// `p` with each heap replaced by the least heap that is the same game (the same
    /// options, so the same outcome in any sum), heaps with no move left out; sorted.
    /// Heaps up to the largest of `p` must have their options listed.
    fn same(&self, p: &[u16]) -> Position {
        let mut out: Position = (p.iter().map(|h| self.same[*h as usize]))
            .filter(|h| *h > 0)
            .collect();
        out.sort_unstable();
        out
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
        self.options(p.last().map_or(0, |h| *h as usize));
        let p = self.same(p);
        self.outcome(&p)
    }

    /// Whether `p`, written as [`same`](Self::same) writes positions, is a P-position.
    fn outcome(&mut self, p: &[u16]) -> Result<bool, Error> {
        if let Some(v) = self.settled(p) {
            return Ok(v);
        }
        self.meter.tick()?;
        let v = self.search(p)?;
        self.memo.insert(p, v);
        Ok(v)
    }

    /// A P-position has a move, and every move leads to an N-position. Moves a trusted
    /// candidate settles are looked at first, then the others with those the latest
    /// candidate calls P first: it is mostly right, so an N-position is mostly settled by
    /// its first move searched.
    fn search(&mut self, p: &[u16]) -> Result<bool, Error> {
        let mut open = Vec::new();
        let mut next = Position::with_capacity(p.len() + 2);
        let mut any = false;
        for i in 0..p.len() {
            if i > 0 && p[i - 1] == p[i] {
                continue;
            }
            self.options(p[i] as usize);
            for leaves in &self.options[p[i] as usize] {
                any = true;
                replace(&mut next, p, i, leaves);
                match self.settled(&next) {
                    Some(true) => return Ok(false),
                    Some(false) => {}
                    None => open.push(next.clone()),
                }
            }
        }
        if let Some(guide) = self.trusted.last() {
            let known = |q: &Position| q.last().is_none_or(|h| *h as usize <= guide.heaps);
            open.sort_by_key(|q| !(known(q) && guide.hypothesis.is_p(q)));
        }
        for q in &open {
            if self.outcome(q)? {
                return Ok(false);
            }
        }
        Ok(any)
    }

    /// The outcome of `p` when a trusted candidate covers it or it was searched before.
    fn settled(&self, p: &[u16]) -> Option<bool> {
        let size: u64 = p.iter().map(|h| *h as u64).sum();
        let top = p.last().map_or(0, |h| *h as usize);
        match (self.trusted.iter()).find(|t| top <= t.heaps && size < t.below) {
            Some(t) => Some(t.hypothesis.is_p(p)),
            None => self.memo.get(p),
        }
    }
}

/// The most heaps of a position kept inline in the memo.
const SHORT: usize = 16;

/// Outcomes searched: positions of up to [`SHORT`] heaps kept inline, padded with zeros (no
/// heap is empty), so a probe reads one table; longer ones as lists.
#[derive(Default)]
struct Memo {
    short: FxHashMap<[u16; SHORT], bool>,
    long: FxHashMap<Position, bool>,
}

impl Memo {
    fn get(&self, p: &[u16]) -> Option<bool> {
        match inline(p) {
            Some(key) => self.short.get(&key).copied(),
            None => self.long.get(p).copied(),
        }
    }

    fn insert(&mut self, p: &[u16], v: bool) {
        match inline(p) {
            Some(key) => self.short.insert(key, v),
            None => self.long.insert(p.to_vec(), v),
        };
    }
}

/// `p` padded with zeros, when it has at most [`SHORT`] heaps.
fn inline(p: &[u16]) -> Option<[u16; SHORT]> {
    (p.len() <= SHORT).then(|| {
        let mut key = [0; SHORT];
        key[..p.len()].copy_from_slice(p);
        key
    })
}

/// `next` set to `p` with heap `i` replaced by `leaves`, sorted.
fn replace(next: &mut Position, p: &[u16], i: usize, leaves: &[u16]) {
    next.clear();
    next.extend_from_slice(&p[..i]);
    next.extend_from_slice(&p[i + 1..]);
    next.extend_from_slice(leaves);
    next.sort_unstable();
}

/// The sum of two positions, sorted.
pub fn sum(a: &[u16], b: &[u16]) -> Position {
    let mut s: Position = a.iter().chain(b).copied().collect();
    s.sort_unstable();
    s
}
