//! The simplest form of a stopper (Siegel, *Combinatorial Game Theory*, ch. VI.3): at every
//! position, options reversible through a position no better for the mover are bypassed and
//! dominated options deleted, then positions of equal value are fused. None of these steps
//! changes the value of any position, so one table of comparisons serves them all; the
//! result is unique up to the numbering of its positions.

use crate::games::Games;
use crate::Error;

use super::survival::Table;
use super::{Graph, Loopy};

/// The most bypasses at one position and side before giving up on that side (it has never
/// been reached on a stopper; it keeps a malformed graph from looping).
const MAX_BYPASSES: usize = 100_000;

/// The simplest form of the stopper at `start` of `graph`.
pub fn canonical(graph: &Graph, start: usize, games: &mut Games) -> Result<Loopy, Error> {
    let (simplest, starts, _) = simplify_all(graph, &[start], games)?;
    let (graph, start) = simplest.restricted(starts[0]);
    Ok(Loopy { graph, start })
}

/// Every position reachable from `starts` in simplest form at once: the simplified graph
/// (same numbering, positions fused into the first equal one), where each start went, and
/// the table of comparisons of `graph`'s positions.
pub fn simplify_all(
    graph: &Graph,
    starts: &[usize],
    games: &mut Games,
) -> Result<(Graph, Vec<usize>, Table), Error> {
    let table = Table::new(graph, games)?;
    let mut g = graph.clone();
    for v in g.reachable_from(starts) {
        for left in [true, false] {
            bypass_reversible(&mut g, v, left, &table, games);
        }
        delete_dominated(&mut g, v, &table);
    }
    let (fused, to) = fuse(&g, starts, &table);
    let starts = starts.iter().map(|&s| to[s]).collect();
    Ok((fused, starts, table))
}

/// Bypasses `v`'s reversible options for Left (`left`) or Right: Left's option `l` with a
/// Right option `r <= G` is replaced by `r`'s Left options (and the mirror for Right).
fn bypass_reversible(g: &mut Graph, v: usize, left: bool, table: &Table, games: &mut Games) {
    for _ in 0..MAX_BYPASSES {
        let options = g.options(v, left).to_vec();
        let found = options.iter().enumerate().find_map(|(i, &o)| {
            let back = g.options(o, !left).iter();
            let reverses = |&r: &usize| match left {
                true => table.ge(v, r),
                false => table.ge(r, v),
            };
            back.copied().find(reverses).map(|r| (i, r))
        });
        let Some((i, r)) = found else {
            return;
        };
        games.step();
        let mut next: Vec<usize> = options[..i]
            .iter()
            .chain(&options[i + 1..])
            .copied()
            .collect();
        for &w in g.options(r, left) {
            if !options.contains(&w) && !next.contains(&w) {
                next.push(w);
            }
        }
        match left {
            true => g.left[v] = next,
            false => g.right[v] = next,
        }
    }
}

/// Deletes `v`'s dominated options: a Left option no better for Left than another (and
/// the second of two equal ones), and the mirror for Right.
fn delete_dominated(g: &mut Graph, v: usize, table: &Table) {
    for left in [true, false] {
        let options = g.options(v, left).to_vec();
        let better = |a: usize, b: usize| match left {
            true => table.ge(a, b),
            false => table.ge(b, a),
        };
        let kept: Vec<usize> = (options.iter().enumerate())
            .filter(|&(i, &o)| {
                !options
                    .iter()
                    .enumerate()
                    .any(|(j, &p)| j != i && better(p, o) && (!better(o, p) || j < i))
            })
            .map(|(_, &o)| o)
            .collect();
        match left {
            true => g.left[v] = kept,
            false => g.right[v] = kept,
        }
    }
}

/// Fuses positions of equal value: each reachable position is replaced by the first
/// reachable position equal to it; the graph and where each position went.
fn fuse(g: &Graph, starts: &[usize], table: &Table) -> (Graph, Vec<usize>) {
    let order = g.reachable_from(starts);
    let mut to = vec![usize::MAX; g.len()];
    for (k, &v) in order.iter().enumerate() {
        to[v] = order[..k]
            .iter()
            .copied()
            .find(|&u| table.eq(u, v))
            .unwrap_or(v);
    }
    let map = |opts: &[usize]| {
        let mut out: Vec<usize> = opts.iter().map(|&o| to[o]).collect();
        out.sort_unstable();
        out.dedup();
        out
    };
    let mut fused = Graph {
        left: vec![Vec::new(); g.len()],
        right: vec![Vec::new(); g.len()],
    };
    for &v in &order {
        fused.left[v] = map(&g.left[v]);
        fused.right[v] = map(&g.right[v]);
    }
    (fused, to)
}
