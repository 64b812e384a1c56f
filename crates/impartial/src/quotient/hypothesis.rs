//! A candidate quotient: a finite commutative monoid given by how each heap acts on its
//! elements, with the elements that are P-positions.

use std::collections::VecDeque;

use super::bits::Bits;

/// A position: its heaps, sorted.
pub type Position = Vec<u16>;

/// Elements `0..order`, `0` the identity (the empty position); `delta[x][h - 1]` is `x`
/// times the element of a heap of `h`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hypothesis {
    /// `delta[x][h - 1]`: the element `x + heap h`.
    pub delta: Vec<Vec<u32>>,
    /// Whether each element's positions are misère P-positions.
    pub p: Vec<bool>,
}

impl Hypothesis {
    /// How many elements.
    pub fn order(&self) -> usize {
        self.delta.len()
    }

    /// The largest heap it knows.
    pub fn heaps(&self) -> usize {
        self.delta[0].len()
    }

    /// The element of a position (heaps `1..=` the largest this candidate knows).
    pub fn element(&self, heaps: &[u16]) -> u32 {
        heaps.iter().fold(0, |x, h| self.times_heap(x, *h as usize))
    }

    /// `x` plus a heap of `h`.
    pub fn times_heap(&self, x: u32, h: usize) -> u32 {
        self.delta[x as usize][h - 1]
    }

    /// The elements of heaps `0..=to` (heap 0, the empty position, is the identity).
    pub fn heap_map(&self, to: usize) -> Vec<u32> {
        (0..=to)
            .map(|h| if h == 0 { 0 } else { self.times_heap(0, h) })
            .collect()
    }

    /// Whether the candidate calls a position a P-position.
    pub fn is_p(&self, heaps: &[u16]) -> bool {
        self.p[self.element(heaps) as usize]
    }

    /// A position for every element (the fewest heaps, found breadth first).
    pub fn words(&self) -> Vec<Vec<u16>> {
        let mut word = vec![Vec::new(); self.order()];
        for (y, x, h) in self.tree() {
            word[y as usize] = word[x as usize].clone();
            word[y as usize].push(h);
        }
        word
    }

    /// `p_with[u]`: the elements `z` with `u z` a P-element, `table` the products.
    pub(crate) fn p_with(&self, table: &[Vec<u32>]) -> Vec<Bits> {
        let p = Bits::from_members(self.order(), (0..self.order()).filter(|x| self.p[*x]));
        table.iter().map(|row| p.gather(row)).collect()
    }

    /// The multiplication table: `table[x][y] = x y`, each entry one step from an entry
    /// of the same row along a breadth-first tree of the elements.
    pub fn table(&self) -> Vec<Vec<u32>> {
        let tree = self.tree();
        (0..self.order() as u32)
            .map(|x| {
                let mut row = vec![x; self.order()];
                for &(y, parent, h) in &tree {
                    row[y as usize] = self.times_heap(row[parent as usize], h as usize);
                }
                row
            })
            .collect()
    }

    /// Each element but the identity, in order of discovery breadth first from the
    /// identity, as `(element, parent, heap)`: the element is its parent plus the heap.
    fn tree(&self) -> Vec<(u32, u32, u16)> {
        let mut seen = vec![false; self.order()];
        seen[0] = true;
        let mut tree = Vec::new();
        let mut queue = VecDeque::from([0u32]);
        while let Some(x) = queue.pop_front() {
            for (i, &y) in self.delta[x as usize].iter().enumerate() {
                if !std::mem::replace(&mut seen[y as usize], true) {
                    tree.push((y, x, i as u16 + 1));
                    queue.push_back(y);
                }
            }
        }
        tree
    }
}
