//! Where a board's solutions lie among the subtrees a random deal cuts ([`deal_profile`]):
//! the exact expected nodes of [`super::search_dealt`] to its first solution, against the
//! field's reading that the solutions lie at random in the tree
//! ([`super::nodes_to_first`]: `tree / (solutions + 1)`).
//!
//! Solutions of an edge-matching board come in clusters: boards that differ by a few swapped
//! pieces mostly agree on the few cells the cut fixes, so they sit in one subtree and a deal
//! meets them as one.
//!
//! With `S` of the subtrees holding a solution, one core dealt a uniformly random order of
//! them searches each subtree with none before the first that holds one with probability
//! `1 / (S + 1)`, and that first one is each of the `S` alike, so the expected nodes are
//! the cut's own plus `free / (S + 1)` plus the mean nodes to the first solution inside a
//! holding subtree (`free`: the nodes of the subtrees with none). On more cores the
//! subtrees the others have in hand when the first solution is met add to that.

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::Mutex;

use super::count::{tally, Count};
use super::{Order, Searcher, Split};
use crate::Puzzle;

/// One subtree of the cut, searched to its end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Subtree {
    /// Pieces placed searching all of it.
    pub nodes: u64,
    /// Solutions in it (as the search meets them: one per class under the symmetry break).
    pub solutions: u64,
    /// Pieces placed up to its first solution, when it holds one.
    pub to_first: Option<u64>,
}

/// Every subtree of a random deal's cut of one board, each searched to its end.
#[derive(Clone, Debug)]
pub struct DealProfile {
    /// Pieces placed to cut the tree (before any subtree).
    pub above: u64,
    /// The subtrees, in the cut's order (before the deal shuffles them).
    pub subtrees: Vec<Subtree>,
    /// The count of every solution, as [`super::count_all`] gives it.
    pub count: Count,
}

impl DealProfile {
    /// Subtrees holding at least one solution.
    pub fn holding(&self) -> usize {
        self.subtrees.iter().filter(|s| s.solutions > 0).count()
    }

    /// The nodes one core places dealt the subtrees in `order` (indices into
    /// [`DealProfile::subtrees`]) up to its first solution, or the whole tree.
    pub fn nodes_in_order(&self, order: &[usize]) -> u64 {
        let mut nodes = self.above;
        for s in order.iter().map(|&i| self.subtrees[i]) {
            match s.to_first {
                Some(first) => return nodes + first,
                None => nodes += s.nodes,
            }
        }
        nodes
    }

    /// The expected [`DealProfile::nodes_in_order`] over uniformly random orders (exact;
    /// the module documentation derives it).
    pub fn expected_first(&self) -> f64 {
        let firsts: Vec<u64> = self.subtrees.iter().filter_map(|s| s.to_first).collect();
        let free: u64 = self
            .subtrees
            .iter()
            .filter(|s| s.to_first.is_none())
            .map(|s| s.nodes)
            .sum();
        let holding = firsts.len() as f64;
        let mean_first = firsts.iter().sum::<u64>() as f64 / holding.max(1.0);
        self.above as f64 + free as f64 / (holding + 1.0) + mean_first
    }
}

/// `[Exhaustive]` Cuts `puzzle`'s tree as [`super::search_dealt`] does for `subtrees`,
/// searches every subtree to its end on all cores (counting every solution), then each
/// subtree that holds one again up to its first; `progress(done, subtrees, found)` after
/// each subtree. Costs the whole tree, as [`super::count_all`] does.
///
/// ```
/// use eternity::backtrack::{deal_order, deal_profile, search_dealt};
/// use eternity::{Colours, Recipe};
/// let recipe = Recipe { frame: 3, inner: 5, ..Recipe::hardest(6, 6, 2, Colours::Balanced) };
/// let (puzzle, _) = recipe.generate()?;
/// let profile = deal_profile(&puzzle, 64, |_, _, _| {});
/// assert!(profile.count.exhausted && profile.holding() >= 1);
/// let order = deal_order(profile.subtrees.len(), 7);
/// let one = rayon::ThreadPoolBuilder::new().num_threads(1).build().unwrap();
/// let dealt = one.install(|| search_dealt(&puzzle, 64, 7, None));
/// assert_eq!(dealt.nodes, profile.nodes_in_order(&order));
/// # Ok::<(), eternity::Error>(())
/// ```
pub fn deal_profile(
    puzzle: &Puzzle,
    subtrees: usize,
    progress: impl Fn(usize, usize, u64) + Sync,
) -> DealProfile {
    let split = Split::new(puzzle, Order::ShortSide, subtrees);
    let found = Mutex::new(vec![(0, 0); split.prefixes.len()]);
    let (done, so_far) = (AtomicUsize::new(0), AtomicU64::new(0));
    let record = |i: usize, run: &super::Search| {
        found.lock().expect("no panic holds the lock")[i] = (run.nodes, run.solutions);
        let all = so_far.fetch_add(run.solutions, Ordering::Relaxed) + run.solutions;
        progress(
            done.fetch_add(1, Ordering::Relaxed) + 1,
            split.prefixes.len(),
            all,
        );
    };
    let search = split.run(None, &AtomicBool::new(false), |_| false, record, true);
    let found = found.into_inner().expect("no panic holds the lock");
    let subtrees = (found.iter().enumerate())
        .map(|(i, &(nodes, solutions))| Subtree {
            nodes,
            solutions,
            to_first: (solutions > 0).then(|| first_in(&split, i)),
        })
        .collect();
    DealProfile {
        above: split.nodes,
        subtrees,
        count: tally(puzzle, search.solutions, search),
    }
}

/// The nodes subtree `i` of `split` places up to its first solution.
fn first_in(split: &Split, i: usize) -> u64 {
    let mut s = Searcher::new(&split.shared);
    split.prefixes[i]
        .iter()
        .enumerate()
        .for_each(|(d, &c)| s.place(d, c));
    s.run(split.depth, None, &AtomicBool::new(false), false)
        .nodes
}

/// The order in which [`super::search_dealt`] with `seed` deals `subtrees` subtrees.
pub fn deal_order(subtrees: usize, seed: u64) -> Vec<usize> {
    let mut order: Vec<usize> = (0..subtrees).collect();
    fastrand::Rng::with_seed(seed).shuffle(&mut order);
    order
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::backtrack::{break_an_inner_piece, search_dealt};
    use crate::{Colours, Recipe};

    fn board(side: usize, (frame, inner): (u8, u8), seed: u64) -> Puzzle {
        let recipe = Recipe {
            frame,
            inner,
            ..Recipe::hardest(side, side, seed, Colours::Balanced)
        };
        recipe.generate().unwrap().0
    }

    /// The profile's nodes for a deal's order are the dealt search's own, on one core,
    /// for every seed tried; the subtrees add up to the count's tree.
    #[test]
    fn the_profile_replays_the_dealt_search() {
        let puzzle = board(6, (3, 5), 1);
        let profile = deal_profile(&puzzle, 256, |_, _, _| {});
        let sum: u64 = profile.subtrees.iter().map(|s| s.nodes).sum();
        assert_eq!(profile.above + sum, profile.count.nodes);
        assert_eq!(profile.count.classes, 72, "docs/eternity.md: 288 boards");
        let one = rayon::ThreadPoolBuilder::new().num_threads(1).build();
        let one = one.unwrap();
        for seed in 1..=12 {
            let order = deal_order(profile.subtrees.len(), seed);
            let dealt = one.install(|| search_dealt(&puzzle, 256, seed, None));
            assert!(dealt.solution.is_some(), "seed {seed}");
            assert_eq!(dealt.nodes, profile.nodes_in_order(&order), "seed {seed}");
        }
    }

    /// The expectation is the mean over every order, enumerated, on a cut of few subtrees.
    #[test]
    fn the_expectation_is_the_mean_over_every_order() {
        let puzzle = board(4, (2, 2), 3);
        let profile = deal_profile(&puzzle, 3, |_, _, _| {});
        let k = profile.subtrees.len();
        assert!(
            (3..=8).contains(&k) && profile.holding() >= 1,
            "{k} subtrees"
        );
        let mut order: Vec<usize> = (0..k).collect();
        let (mut sum, mut orders) = (0.0, 0.0);
        permutations(&mut order, 0, &mut |o| {
            sum += profile.nodes_in_order(o) as f64;
            orders += 1.0;
        });
        let mean = sum / orders;
        assert!(
            (profile.expected_first() - mean).abs() <= 1e-9 * mean,
            "{mean}"
        );
    }

    /// With no solution the deal searches the whole tree, whatever its order.
    #[test]
    fn no_solution_means_the_whole_tree() {
        let mut puzzle = board(5, (3, 4), 2);
        break_an_inner_piece(&mut puzzle);
        let profile = deal_profile(&puzzle, 64, |_, _, _| {});
        assert!(profile.count.exhausted && profile.holding() == 0);
        assert_eq!(profile.expected_first(), profile.count.nodes as f64);
    }

    fn permutations(v: &mut [usize], at: usize, visit: &mut impl FnMut(&[usize])) {
        if at == v.len() {
            return visit(v);
        }
        for i in at..v.len() {
            v.swap(at, i);
            permutations(v, at + 1, visit);
            v.swap(at, i);
        }
    }
}
