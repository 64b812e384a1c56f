//! The Number Hides Game on any tree (seed 001 §4.1): a move is a path of `m` (player I) or
//! `n` (player II) coins; the payoff is the number of coins on both paths.

use lp_core::{solve_exact_within, MatrixGame, Solution};
use num_rational::BigRational;
use num_traits::Zero;
use petgraph::graph::{NodeIndex, UnGraph};
use petgraph::unionfind::UnionFind;
use petgraph::visit::EdgeRef;
use verify::budget::Budget;

use crate::Error;

/// The largest tree read.
pub const MAX_COINS: usize = 1_000_000;

/// The largest overlap matrix solved on a tree (player I's paths times player II's).
pub const MAX_TREE_ENTRIES: u64 = 4_000_000;

/// A tree of coins `0..coins`, validated: connected, no cycle, no loop, no repeated edge.
#[derive(Clone, Debug)]
pub struct Tree {
    graph: UnGraph<(), ()>,
}

impl Tree {
    /// Reads `u v` lines (coins numbered from 0, `#` starts a comment).
    ///
    /// # Example
    /// ```
    /// let t = nhg::tree::Tree::parse("# a star\n0 1\n0 2\n0 3\n")?;
    /// assert_eq!((t.coins(), t.longest_path()), (4, 3));
    /// assert!(nhg::tree::Tree::parse("0 1\n1 2\n2 0\n").is_err()); // a cycle
    /// # Ok::<(), nhg::Error>(())
    /// ```
    pub fn parse(text: &str) -> Result<Tree, Error> {
        let mut edges = Vec::new();
        for (no, line) in text.lines().enumerate() {
            let line = line.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let bad = || {
                Error::BadTree(format!(
                    "line {}: expected two coin numbers `u v`, found {}",
                    no + 1,
                    verify::quoted(line)
                ))
            };
            let mut parts = line.split_whitespace();
            let (u, v) = (parts.next().ok_or_else(bad)?, parts.next().ok_or_else(bad)?);
            if parts.next().is_some() {
                return Err(bad());
            }
            let (u, v): (usize, usize) =
                (u.parse().map_err(|_| bad())?, v.parse().map_err(|_| bad())?);
            edges.push((u, v, no + 1));
        }
        Tree::from_numbered_edges(&edges)
    }

    /// A tree from its edges; an error naming the first problem.
    pub fn from_edges(edges: &[(usize, usize)]) -> Result<Tree, Error> {
        let numbered: Vec<(usize, usize, usize)> = edges
            .iter()
            .enumerate()
            .map(|(i, &(u, v))| (u, v, i + 1))
            .collect();
        Tree::from_numbered_edges(&numbered)
    }

    /// A tree from edges numbered as in their file; an error naming the first problem: too
    /// few edges to join the coins, a self loop, an edge twice, or a cycle.
    fn from_numbered_edges(edges: &[(usize, usize, usize)]) -> Result<Tree, Error> {
        let coins = coins_of(edges)?;
        let mut graph = UnGraph::<(), ()>::with_capacity(coins, edges.len());
        for _ in 0..coins {
            graph.add_node(());
        }
        let mut components = UnionFind::<usize>::new(coins);
        let mut seen = std::collections::HashSet::new();
        for &(u, v, line) in edges {
            let why = if u == v {
                format!("a self loop at coin {u}")
            } else if !seen.insert((u.min(v), u.max(v))) {
                format!("{u}-{v} appears twice")
            } else if !components.union(u, v) {
                format!("{u}-{v} closes a cycle")
            } else {
                graph.add_edge(NodeIndex::new(u), NodeIndex::new(v), ());
                continue;
            };
            return Err(Error::BadTree(format!("edge {line}: {why}")));
        }
        // No cycle among at least `coins - 1` edges ([`coins_of`]): a spanning tree.
        debug_assert_eq!(graph.edge_count() + 1, coins);
        Ok(Tree { graph })
    }

    /// A line of `p >= 1` coins.
    pub fn line(p: usize) -> Tree {
        if p <= 1 {
            let mut graph = UnGraph::<(), ()>::default();
            graph.add_node(());
            return Tree { graph };
        }
        let edges: Vec<(usize, usize)> = (1..p).map(|i| (i - 1, i)).collect();
        Tree::from_edges(&edges).expect("a path is a tree")
    }

    /// A spider: root 0 and `branches` branches of `b` coins; branch `k` (from 0) holds coins
    /// `1 + k b ..= (k + 1) b`, nearest the root first.
    pub fn spider(branches: usize, b: usize) -> Tree {
        let mut edges = Vec::new();
        for k in 0..branches {
            let first = 1 + k * b;
            edges.push((0, first));
            edges.extend((first + 1..first + b).map(|c| (c - 1, c)));
        }
        Tree::from_edges(&edges).expect("a spider is a tree")
    }

    /// The number of coins.
    pub fn coins(&self) -> usize {
        self.graph.node_count()
    }

    /// The edges, each once.
    pub fn edges(&self) -> Vec<(usize, usize)> {
        self.graph
            .edge_references()
            .map(|e| (e.source().index(), e.target().index()))
            .collect()
    }

    /// The neighbours of a coin.
    pub fn neighbours(&self, coin: usize) -> impl Iterator<Item = usize> + '_ {
        self.graph
            .neighbors(NodeIndex::new(coin))
            .map(|n| n.index())
    }

    /// Coins on the longest path (two breadth-first searches).
    pub fn longest_path(&self) -> usize {
        let far = |from: usize| -> (usize, usize) {
            let mut dist = vec![usize::MAX; self.coins()];
            dist[from] = 0;
            let mut queue = std::collections::VecDeque::from([from]);
            let mut last = from;
            while let Some(c) = queue.pop_front() {
                last = c;
                for d in self.neighbours(c) {
                    if dist[d] == usize::MAX {
                        dist[d] = dist[c] + 1;
                        queue.push_back(d);
                    }
                }
            }
            (last, dist[last])
        };
        far(far(0).0).1 + 1
    }

    /// How many paths of `k` coins the tree has (each once), without listing them: a
    /// dynamic program over directed edges counting non-backtracking walks, O(edges * k).
    /// Counts of 2^39 and more read as `u64::MAX`.
    pub fn count_paths(&self, k: usize) -> u64 {
        if k <= 1 {
            return if k == 1 { self.coins() as u64 } else { 0 };
        }
        // Arc 2e runs along edge e from its source to its target, arc 2e + 1 back.
        let ends: Vec<(usize, usize)> = self
            .graph
            .edge_indices()
            .filter_map(|e| self.graph.edge_endpoints(e))
            .flat_map(|(a, b)| [(a.index(), b.index()), (b.index(), a.index())])
            .collect();
        let mut walks = vec![1u64; ends.len()];
        for _ in 2..k {
            let mut from = vec![0u64; self.coins()];
            for (arc, &(a, _)) in ends.iter().enumerate() {
                from[a] += walks[arc];
            }
            walks = (0..ends.len())
                .map(|arc| from[ends[arc].1] - walks[arc ^ 1])
                .collect();
            if walks.iter().any(|&w| w >= 1 << 40) {
                return u64::MAX;
            }
        }
        walks.iter().sum::<u64>() / 2
    }

    /// Every path of `k` coins, once (from its smaller end), as coin lists.
    pub fn paths(&self, k: usize) -> Vec<Vec<usize>> {
        let mut out = Vec::new();
        for start in 0..self.coins() {
            let mut stack = vec![vec![start]];
            while let Some(path) = stack.pop() {
                let last = *path.last().expect("non-empty");
                if path.len() == k {
                    if k == 1 || start < last {
                        out.push(path);
                    }
                    continue;
                }
                let before = path.len().checked_sub(2).map(|i| path[i]);
                for next in self.neighbours(last).filter(|&c| Some(c) != before) {
                    let mut longer = path.clone();
                    longer.push(next);
                    stack.push(longer);
                }
            }
        }
        out.sort();
        out
    }
}

/// The coins an edge list numbers, `0..=largest`; an error when there is no edge, a coin is
/// past [`MAX_COINS`] or there are too few edges to join them (refused before any graph is
/// built, so a stray large number costs nothing).
fn coins_of(edges: &[(usize, usize, usize)]) -> Result<usize, Error> {
    let Some(largest) = edges.iter().map(|&(u, v, _)| u.max(v)).max() else {
        return Err(Error::BadTree(
            "the tree has no edges (an empty file?)".into(),
        ));
    };
    if largest >= MAX_COINS {
        return Err(Error::BadTree(format!(
            "coin {largest}: coins are numbered below the limit {MAX_COINS}"
        )));
    }
    let coins = largest + 1;
    if coins > edges.len() + 1 {
        return Err(Error::BadTree(format!(
            "not connected: coins 0..={largest} need {largest} edges, the file has {}",
            edges.len()
        )));
    }
    Ok(coins)
}

/// A solved game on a tree.
pub struct TreeSolution {
    /// Player I's moves (paths of `m` coins).
    pub moves_1: Vec<Vec<usize>>,
    /// Player II's moves (paths of `n` coins).
    pub moves_2: Vec<Vec<usize>>,
    /// The certified solution of the overlap matrix game.
    pub solution: Solution,
    /// The probability that each coin is inside player I's path.
    pub coverage_1: Vec<BigRational>,
    /// The probability that each coin is inside player II's path.
    pub coverage_2: Vec<BigRational>,
}

/// The overlap matrix: coins shared by each path of `rows` and each of `cols`.
pub fn overlap_matrix(coins: usize, rows: &[Vec<usize>], cols: &[Vec<usize>]) -> Vec<Vec<i64>> {
    let mut containing: Vec<Vec<usize>> = vec![Vec::new(); coins];
    for (j, path) in cols.iter().enumerate() {
        for &c in path {
            containing[c].push(j);
        }
    }
    rows.iter()
        .map(|path| {
            let mut row = vec![0i64; cols.len()];
            for &c in path {
                for &j in &containing[c] {
                    row[j] += 1;
                }
            }
            row
        })
        .collect()
}

/// `[Exact]` Solves G(m, n) on `tree`: every path of `m` and `n` coins, the overlap matrix
/// solved by `lp-core` (HiGHS, then the final basis exactly) and certified.
pub fn solve_tree(tree: &Tree, m: usize, n: usize) -> Result<TreeSolution, Error> {
    solve_tree_within(tree, m, n, &Budget::unlimited())
}

/// [`solve_tree`] within `budget` (the exact solve stops when it runs out).
pub fn solve_tree_within(
    tree: &Tree,
    m: usize,
    n: usize,
    budget: &Budget,
) -> Result<TreeSolution, Error> {
    let longest = tree.longest_path();
    if m == 0 || n == 0 || m > longest || n > longest {
        return Err(Error::InvalidGame(format!(
            "m = {m}, n = {n}: each must be between 1 and {longest}, the coins on the tree's longest path"
        )));
    }
    let (count_1, count_2) = (tree.count_paths(m), tree.count_paths(n));
    if count_1.saturating_mul(count_2) > MAX_TREE_ENTRIES {
        return Err(Error::InvalidGame(format!(
            "m = {m}, n = {n}: {} x {} paths, above the limit of {MAX_TREE_ENTRIES} matrix entries",
            shown(count_1),
            shown(count_2)
        )));
    }
    let (moves_1, moves_2) = (tree.paths(m), tree.paths(n));
    let game = MatrixGame::from_integers(&overlap_matrix(tree.coins(), &moves_1, &moves_2))?;
    let solution = solve_exact_within(&game, budget)?;
    let coverage_1 = coverage(tree.coins(), &moves_1, solution.row_strategy());
    let coverage_2 = coverage(tree.coins(), &moves_2, solution.col_strategy());
    Ok(TreeSolution {
        moves_1,
        moves_2,
        solution,
        coverage_1,
        coverage_2,
    })
}

/// A path count as a number, or "more than 2^39" when it saturated.
fn shown(count: u64) -> String {
    match count {
        u64::MAX => "more than 2^39".into(),
        c => c.to_string(),
    }
}

/// The probability that each coin is covered under a mix over paths.
pub fn coverage(coins: usize, moves: &[Vec<usize>], mix: &[BigRational]) -> Vec<BigRational> {
    let mut cover = vec![BigRational::zero(); coins];
    for (path, w) in moves.iter().zip(mix).filter(|(_, w)| !w.is_zero()) {
        for &c in path {
            cover[c] += w;
        }
    }
    cover
}
