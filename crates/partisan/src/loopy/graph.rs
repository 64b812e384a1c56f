//! Game graphs: positions with Left and Right edges, which may form cycles.

use std::collections::{HashMap, VecDeque};

use super::{MAX_POSITIONS, MAX_SHORT_BIRTHDAY};
use crate::games::{GameId, Games};
use crate::Error;

/// Positions `0..len` and each one's Left and Right options.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Graph {
    /// `left[v]`: the positions Left may move to from `v`.
    pub left: Vec<Vec<usize>>,
    /// `right[v]`: the positions Right may move to from `v`.
    pub right: Vec<Vec<usize>>,
}

impl Graph {
    /// How many positions.
    pub fn len(&self) -> usize {
        self.left.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.left.is_empty()
    }

    /// A new position with no options.
    pub fn vertex(&mut self) -> usize {
        self.left.push(Vec::new());
        self.right.push(Vec::new());
        self.left.len() - 1
    }

    /// The options of `v` for Left (`true`) or Right.
    pub fn options(&self, v: usize, left: bool) -> &[usize] {
        match left {
            true => &self.left[v],
            false => &self.right[v],
        }
    }

    /// [`Graph::embed`] for games born by day [`MAX_SHORT_BIRTHDAY`] whose positions fit.
    pub(crate) fn embed_checked(
        &mut self,
        games: &mut Games,
        g: GameId,
        memo: &mut HashMap<GameId, usize>,
    ) -> Result<usize, Error> {
        if games.birthday(g) > num_bigint::BigInt::from(MAX_SHORT_BIRTHDAY) {
            return Err(Error::BadGame(format!(
                "a short game born after day {MAX_SHORT_BIRTHDAY} is too large to write into a \
                 loopy game"
            )));
        }
        let v = self.embed(games, g, memo);
        match self.len() > MAX_POSITIONS {
            true => Err(Error::BadGame(format!(
                "more than {MAX_POSITIONS} positions"
            ))),
            false => Ok(v),
        }
    }

    /// The positions of the short game `g`, added once each (`memo`), and `g`'s.
    pub(crate) fn embed(
        &mut self,
        games: &mut Games,
        g: GameId,
        memo: &mut HashMap<GameId, usize>,
    ) -> usize {
        if let Some(&v) = memo.get(&g) {
            return v;
        }
        let (left, right) = (games.left(g).to_vec(), games.right(g).to_vec());
        let left: Vec<usize> = left.iter().map(|&o| self.embed(games, o, memo)).collect();
        let right: Vec<usize> = right.iter().map(|&o| self.embed(games, o, memo)).collect();
        let v = self.vertex();
        (self.left[v], self.right[v]) = (left, right);
        memo.insert(g, v);
        v
    }

    /// The short game at `v`, when no cycle is reachable from it.
    pub(crate) fn short_at(&self, v: usize, games: &mut Games) -> Option<GameId> {
        self.cycle_free(v)
            .then(|| self.short(v, games, &mut HashMap::new()))
    }

    /// The short game at `v` (its followers must have no cycle).
    pub(crate) fn short(
        &self,
        v: usize,
        games: &mut Games,
        memo: &mut HashMap<usize, GameId>,
    ) -> GameId {
        if let Some(&g) = memo.get(&v) {
            return g;
        }
        let left: Vec<GameId> = self.left[v]
            .iter()
            .map(|&o| self.short(o, games, memo))
            .collect();
        let right: Vec<GameId> = self.right[v]
            .iter()
            .map(|&o| self.short(o, games, memo))
            .collect();
        let g = games.game(&left, &right);
        memo.insert(v, g);
        g
    }

    /// Left and Right exchanged.
    pub fn negated(&self) -> Graph {
        Graph {
            left: self.right.clone(),
            right: self.left.clone(),
        }
    }

    /// The positions reachable from `start`, in the order a breadth-first search meets them.
    pub fn reachable(&self, start: usize) -> Vec<usize> {
        self.reachable_from(&[start])
    }

    /// The positions reachable from any of `starts`, in breadth-first order.
    pub fn reachable_from(&self, starts: &[usize]) -> Vec<usize> {
        let mut seen = vec![false; self.len()];
        let mut order = Vec::new();
        for &s in starts {
            if !seen[s] {
                seen[s] = true;
                order.push(s);
            }
        }
        let mut i = 0;
        while i < order.len() {
            let v = order[i];
            for &w in self.left[v].iter().chain(&self.right[v]) {
                if !seen[w] {
                    seen[w] = true;
                    order.push(w);
                }
            }
            i += 1;
        }
        order
    }

    /// The graph of the positions reachable from `start`, numbered in the order they are
    /// reached (so the start is 0), options sorted and without repeats.
    pub fn restricted(&self, start: usize) -> (Graph, usize) {
        let (graph, starts) = self.restricted_from(&[start]);
        (graph, starts[0])
    }

    /// [`Graph::restricted`] from several starts: the graph and where each start went.
    pub fn restricted_from(&self, starts: &[usize]) -> (Graph, Vec<usize>) {
        let order = self.reachable_from(starts);
        let mut number = vec![usize::MAX; self.len()];
        for (i, &v) in order.iter().enumerate() {
            number[v] = i;
        }
        let renumber = |opts: &[usize]| {
            let mut out: Vec<usize> = opts.iter().map(|&o| number[o]).collect();
            out.sort_unstable();
            out.dedup();
            out
        };
        let graph = Graph {
            left: order.iter().map(|&v| renumber(&self.left[v])).collect(),
            right: order.iter().map(|&v| renumber(&self.right[v])).collect(),
        };
        (graph, starts.iter().map(|&s| number[s]).collect())
    }

    /// Whether no cycle (of any moves) is reachable from `start`.
    pub fn cycle_free(&self, start: usize) -> bool {
        let edges = |v: usize| self.left[v].iter().chain(&self.right[v]).copied().collect();
        acyclic(self.len(), start, edges)
    }

    /// Whether the only cycles reachable from `start` are moves to the same position
    /// (`pass`): a plumtree.
    pub fn plumtree(&self, start: usize) -> bool {
        let edges = |v: usize| {
            let all = self.left[v].iter().chain(&self.right[v]);
            all.copied().filter(|&w| w != v).collect()
        };
        acyclic(self.len(), start, edges)
    }

    /// Whether no position reachable from `start` (by any moves) begins a cycle of
    /// alternating moves, with either player moving first: the game is a stopper.
    pub fn alternating_cycle_free(&self, start: usize) -> bool {
        // State 2v: Left to move at v; 2v + 1: Right to move.
        let edges = |s: usize| -> Vec<usize> {
            let (v, left) = (s / 2, s.is_multiple_of(2));
            let next = |w: &usize| 2 * w + left as usize;
            self.options(v, left).iter().map(next).collect()
        };
        let roots = self
            .reachable(start)
            .into_iter()
            .flat_map(|v| [2 * v, 2 * v + 1]);
        acyclic_from(2 * self.len(), roots, edges)
    }

    /// For every position, whether it is a stopper (no position reachable from it begins
    /// endless alternating play), all at once: the states (position, player to move) that
    /// cannot go on for ever are peeled off, and a position reaching a state left over is
    /// no stopper.
    pub fn stoppers(&self) -> Vec<bool> {
        let n = self.len();
        // State 2v: Left to move at v; 2v + 1: Right to move.
        let mut into = vec![Vec::new(); 2 * n];
        let mut open = vec![0usize; 2 * n];
        for v in 0..n {
            for (left, state) in [(true, 2 * v), (false, 2 * v + 1)] {
                for &w in self.options(v, left) {
                    into[2 * w + left as usize].push(state);
                    open[state] += 1;
                }
            }
        }
        let mut ends: Vec<usize> = (0..2 * n).filter(|&s| open[s] == 0).collect();
        let mut finite = vec![false; 2 * n];
        while let Some(s) = ends.pop() {
            finite[s] = true;
            for &p in &into[s] {
                open[p] -= 1;
                if open[p] == 0 {
                    ends.push(p);
                }
            }
        }
        // Positions that reach an endless state, by moves of either player backwards.
        let mut stopper: Vec<bool> = (0..n).map(|v| finite[2 * v] && finite[2 * v + 1]).collect();
        let mut before = vec![Vec::new(); n];
        for v in 0..n {
            for &w in self.left[v].iter().chain(&self.right[v]) {
                before[w].push(v);
            }
        }
        let mut queue: Vec<usize> = (0..n).filter(|&v| !stopper[v]).collect();
        while let Some(w) = queue.pop() {
            for &v in &before[w] {
                if stopper[v] {
                    stopper[v] = false;
                    queue.push(v);
                }
            }
        }
        stopper
    }
}

/// Whether the directed graph on `0..n` has no cycle reachable from `start`.
fn acyclic(n: usize, start: usize, edges: impl Fn(usize) -> Vec<usize>) -> bool {
    acyclic_from(n, [start], edges)
}

/// Whether the directed graph on `0..n` has no cycle reachable from any of `roots`
/// (iterative depth-first search: 0 unseen, 1 on the path, 2 done).
fn acyclic_from(
    n: usize,
    roots: impl IntoIterator<Item = usize>,
    edges: impl Fn(usize) -> Vec<usize>,
) -> bool {
    let mut state = vec![0u8; n];
    for root in roots {
        if state[root] == 0 && !acyclic_below(root, &mut state, &edges) {
            return false;
        }
    }
    true
}

/// One depth-first search from `start` over the unseen part of `state`.
fn acyclic_below(start: usize, state: &mut [u8], edges: &impl Fn(usize) -> Vec<usize>) -> bool {
    let mut stack = vec![(start, edges(start), 0usize)];
    state[start] = 1;
    while let Some((v, next, i)) = stack.last_mut() {
        match next.get(*i).copied() {
            Some(w) => {
                *i += 1;
                match state[w] {
                    1 => return false,
                    0 => {
                        state[w] = 1;
                        let out = edges(w);
                        stack.push((w, out, 0));
                    }
                    _ => {}
                }
            }
            None => {
                state[*v] = 2;
                stack.pop();
            }
        }
    }
    true
}

/// The graph of every position reachable from `start` by `moves` (a position's moves for
/// Left when `true`, else Right's), the start first; an error past [`MAX_POSITIONS`]
/// positions, naming `what`.
pub(crate) fn explore<K: Clone + Eq + std::hash::Hash>(
    start: K,
    moves: impl Fn(&K, bool) -> Vec<K>,
    what: &str,
    games: &mut Games,
) -> Result<Graph, Error> {
    let mut number: HashMap<K, usize> = HashMap::from([(start.clone(), 0)]);
    let mut positions = vec![start];
    let mut graph = Graph::default();
    graph.vertex();
    let mut queue = VecDeque::from([0usize]);
    while let Some(v) = queue.pop_front() {
        for left in [true, false] {
            let mut out = Vec::new();
            for next in moves(&positions[v], left) {
                games.step();
                let w = *number.entry(next.clone()).or_insert_with(|| {
                    positions.push(next);
                    queue.push_back(positions.len() - 1);
                    graph.vertex()
                });
                out.push(w);
            }
            match left {
                true => graph.left[v] = out,
                false => graph.right[v] = out,
            }
        }
        if graph.len() > MAX_POSITIONS {
            return Err(Error::BadGame(format!(
                "{what} has more than {MAX_POSITIONS} positions"
            )));
        }
    }
    Ok(graph)
}

/// The graph of `G + H`: pairs of positions reachable from `(g, h)`, the start first.
pub(crate) fn product(
    a: &Graph,
    g: usize,
    b: &Graph,
    h: usize,
    games: &mut Games,
) -> Result<(Graph, usize), Error> {
    let moves = |&(x, y): &(usize, usize), left: bool| {
        (a.options(x, left).iter().map(|&x2| (x2, y)))
            .chain(b.options(y, left).iter().map(|&y2| (x, y2)))
            .collect()
    };
    Ok((explore((g, h), moves, "the sum", games)?, 0))
}

/// One graph holding `a` and `b` side by side, and where `g` and `h` now are.
pub(crate) fn disjoint(a: &Graph, g: usize, b: &Graph, h: usize) -> (Graph, usize, usize) {
    let shift = a.len();
    let moved = |opts: &Vec<usize>| opts.iter().map(|o| o + shift).collect::<Vec<_>>();
    let mut graph = a.clone();
    graph.left.extend(b.left.iter().map(moved));
    graph.right.extend(b.right.iter().map(moved));
    (graph, g, h + shift)
}
