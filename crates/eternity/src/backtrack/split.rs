//! The parallel split: the tree cut at the first depth with enough nodes, its subtrees
//! dealt to the cores in their order (a free core takes the next one), every worker
//! stopping when one finds a solution.

use super::table::Candidate;
use super::{Order, Search, Searcher, Shared};
use crate::{Placement, Puzzle};
use rayon::prelude::*;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

/// The tree cut at the first depth with at least the wanted number of nodes: one subtree
/// below each of them.
pub(super) struct Split<'a> {
    pub shared: Shared<'a>,
    pub prefixes: Vec<Vec<Candidate>>,
    pub depth: usize,
    pub nodes: u64,
}

impl<'a> Split<'a> {
    pub fn new(puzzle: &'a Puzzle, order: Order, want: usize) -> Split<'a> {
        let shared = Shared::new(puzzle, order);
        let mut root = Searcher::new(&shared);
        let fixed = root.fix_corner(puzzle);
        let (prefixes, depth, nodes) = root.split(fixed, want);
        Split {
            shared,
            prefixes,
            depth,
            nodes,
        }
    }

    /// Searches the subtrees not `skip`ped on all cores, dealt in their order: a core that
    /// is free takes the next subtree, so the part of the tree searched is always its first
    /// subtrees (and those in hand), as in a plain scan on one core, not the first part of
    /// each core's share (rayon's split in halves started the second core at the middle of
    /// the tree). `finished(i, run)` is called for each subtree `i` searched to its end
    /// (without a solution, unless `all`). With `all`, every solution is counted and the
    /// search goes on past them.
    pub fn run(
        &self,
        deadline: Option<Instant>,
        stop: &AtomicBool,
        skip: impl Fn(usize) -> bool + Sync,
        finished: impl Fn(usize, &Search) + Sync,
        all: bool,
    ) -> Search {
        let runs: Vec<Search> = (0..self.prefixes.len())
            .filter(|&i| !skip(i))
            .par_bridge()
            .map(|i| {
                let mut s = Searcher::new(&self.shared);
                let prefix = &self.prefixes[i];
                prefix.iter().enumerate().for_each(|(d, &c)| s.place(d, c));
                let run = s.run(self.depth, deadline, stop, all);
                if run.exhausted {
                    finished(i, &run);
                }
                run
            })
            .collect();
        let exhausted = runs.iter().all(|r| r.exhausted);
        let nodes = self.nodes + runs.iter().map(|r| r.nodes).sum::<u64>();
        let solutions = runs.iter().map(|r| r.solutions).sum();
        let solution = runs.iter().find_map(|r| r.solution.clone());
        let filled = |board: &Vec<Option<Placement>>| board.iter().flatten().count();
        let deepest = runs
            .into_iter()
            .map(|r| r.deepest)
            .max_by_key(filled)
            .unwrap_or_default();
        Search {
            solution,
            deepest,
            exhausted,
            nodes,
            solutions,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backtrack::break_an_inner_piece;
    use crate::{Hint, Recipe};
    use std::time::Duration;

    /// The subtrees are dealt in their order: on two cores the search takes subtree 0, 1,
    /// 2, ... (rayon's split in halves took the middle one second), and searches them all.
    #[test]
    fn subtrees_are_dealt_in_order() {
        let (mut puzzle, _) = Recipe::hardest(6, 6, 1, crate::Colours::Uniform)
            .generate()
            .unwrap();
        break_an_inner_piece(&mut puzzle);
        let split = Split::new(&puzzle, Order::Rows, 64);
        let dealt = std::sync::Mutex::new(Vec::new());
        let two = rayon::ThreadPoolBuilder::new().num_threads(2).build();
        let out = two.unwrap().install(|| {
            let deal = |i| {
                dealt.lock().unwrap().push(i);
                false
            };
            split.run(None, &AtomicBool::new(false), deal, |_, _| {}, false)
        });
        assert!(out.exhausted && out.solution.is_none());
        let dealt = dealt.into_inner().unwrap();
        assert_eq!(dealt, (0..split.prefixes.len()).collect::<Vec<_>>());
    }

    /// The loop reads a cell's neighbours a fixed number of depths back
    /// ([`Order::strides`], the first cell of a row or column reading the frame's grey from
    /// the cell before it): scanning rows and scanning columns count the same boards, on
    /// oblong boards with a hint off the frame and one on it.
    #[test]
    fn rows_and_columns_count_the_same_boards() {
        for (rows, cols, seed) in [(3, 5, 1), (5, 3, 2), (4, 6, 3)] {
            let (puzzle, board) = Recipe::hardest(rows, cols, seed, crate::Colours::Uniform)
                .generate()
                .unwrap();
            let hint = |row: usize, col: usize| {
                let at = board.cells[row * cols + col];
                Hint {
                    row,
                    col,
                    piece: at.piece,
                    rotation: at.rotation,
                }
            };
            let puzzle = puzzle.with_hints(&[hint(1, 1), hint(rows - 1, 2)]).unwrap();
            let count = |order| {
                let split = Split::new(&puzzle, order, 8);
                let never = |_| false;
                split
                    .run(None, &AtomicBool::new(false), never, |_, _| {}, true)
                    .solutions
            };
            let (by_rows, by_columns) = (count(Order::Rows), count(Order::Columns));
            assert!(by_rows >= 1, "{rows} x {cols}: the generating board");
            assert_eq!(by_rows, by_columns, "{rows} x {cols}");
        }
    }

    /// A search stopped by its deadline in the last branch of its first cell has not
    /// exhausted its tree (else a resumed search would skip the rest of that subtree): the
    /// first cell holds a hint, so its one branch is the last.
    #[test]
    fn a_search_stopped_in_its_last_branch_is_not_exhausted() {
        let (puzzle, board) = Recipe::hardest(7, 7, 1, crate::Colours::Uniform)
            .generate()
            .unwrap();
        let at = board.cells[0];
        let hint = Hint {
            row: 0,
            col: 0,
            piece: at.piece,
            rotation: at.rotation,
        };
        let mut puzzle = puzzle.with_hints(&[hint]).unwrap();
        break_an_inner_piece(&mut puzzle);
        let split = Split::new(&puzzle, Order::Rows, 1);
        assert_eq!((split.prefixes.len(), split.depth), (1, 0));
        let deadline = Instant::now() + Duration::from_millis(50);
        let out = split.run(
            Some(deadline),
            &AtomicBool::new(false),
            |_| false,
            |_, _| {},
            false,
        );
        assert!(
            out.solution.is_none() && !out.exhausted,
            "{} nodes",
            out.nodes
        );
    }
}
