//! The moves of each heap size, listed once for the check and the marking.

use crate::moves::for_each_move;
use crate::Rules;

/// A position: its heaps, sorted.
pub type Position = Vec<u16>;

/// The heaps each move from a heap of each size leaves, as the rules say.
pub struct HeapMoves<'a> {
    rules: &'a Rules,
    lists: Vec<Vec<Position>>,
}

impl<'a> HeapMoves<'a> {
    /// The moves of `rules`, listed as they are asked for.
    pub fn new(rules: &'a Rules) -> HeapMoves<'a> {
        HeapMoves {
            rules,
            lists: Vec::new(),
        }
    }

    /// The heaps each move from a heap of `n` leaves, each list sorted.
    pub fn of(&mut self, n: usize) -> &[Position] {
        while self.lists.len() <= n {
            let mut out = Vec::new();
            for_each_move(self.rules, self.lists.len(), |leaves| {
                let mut l: Position = leaves.iter().map(|h| *h as u16).collect();
                l.sort_unstable();
                out.push(l);
            });
            self.lists.push(out);
        }
        &self.lists[n]
    }
}
