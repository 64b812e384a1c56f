//! Onsides and offsides of loopy games that are not stoppers (Siegel, *Combinatorial Game
//! Theory*, ch. VI.4; Winning Ways ch. 11, "sidling").
//!
//! A game `G` is `G+ & G-`: its onside `G+` is the stopper it equals when infinite play is
//! counted as Left's win, its offside `G-` when it is counted as Right's. Sidling gives
//! every position the value `on` and then, round after round, the simplest form of
//! `{its Left options' values | its Right options' values}`: the values fall towards the
//! onsides, the greatest solution of these equations.
//!
//! dresher finds the onside by a candidate and a proof. The candidate `S` deletes Right's
//! moves that lie on an alternating cycle: what is left is a stopper, and since Right has
//! fewer moves `S >= G+`. The proof checks that the values of `S`'s positions solve the
//! sidling equations on `G`'s own moves (deleted ones included): then `S` is a solution, so
//! `S <= G+`, and `S = G+`. The offside is the mirror image. When the check fails the game
//! is not claimed; its sides may not be stoppers at all (Bach's carousel).

use crate::games::Games;
use crate::Error;

use super::survival::Table;
use super::{Graph, Loopy};

/// A loopy game's onside and offside, both stoppers in simplest form.
#[derive(Clone, Debug)]
pub struct Sides {
    /// `G+`: infinite play counted as Left's win.
    pub onside: Loopy,
    /// `G-`: infinite play counted as Right's win.
    pub offside: Loopy,
}

/// The onside and offside of the game at `start`.
pub fn sides(graph: &Graph, start: usize, games: &mut Games) -> Result<Sides, Error> {
    let (g, s) = graph.restricted(start);
    Ok(Sides {
        onside: side(&g, s, true, games)?,
        offside: side(&g, s, false, games)?,
    })
}

/// One side of the game at `start` of `g` (every position reachable).
fn side(g: &Graph, start: usize, onside: bool, games: &mut Games) -> Result<Loopy, Error> {
    let cut = without_cyclic_moves(g, !onside);
    if !solves_sidling(g, &cut, games)? {
        return Err(Error::BadGame(format!(
            "its {} is not found: deleting {} moves on alternating cycles does not solve \
             the sidling equations (the side may not be a stopper)",
            if onside { "onside" } else { "offside" },
            if onside { "Right's" } else { "Left's" },
        )));
    }
    Loopy { graph: cut, start }.canonical(games)
}

/// `g` without the moves of Left (`left`) or Right that lie on a cycle of alternating moves.
fn without_cyclic_moves(g: &Graph, left: bool) -> Graph {
    let component = alternating_components(g);
    // State 2v: Left to move at v; 2v + 1: Right to move.
    let mover = |v: usize| 2 * v + !left as usize;
    let after = |w: usize| 2 * w + left as usize;
    let mut cut = g.clone();
    for v in 0..g.len() {
        let kept: Vec<usize> = (g.options(v, left).iter().copied())
            .filter(|&w| component[mover(v)] != component[after(w)])
            .collect();
        match left {
            true => cut.left[v] = kept,
            false => cut.right[v] = kept,
        }
    }
    cut
}

/// The strongly connected components of the graph of states (position, player to move),
/// by Kosaraju's two passes.
fn alternating_components(g: &Graph) -> Vec<usize> {
    let n = 2 * g.len();
    let next = |s: usize| -> Vec<usize> {
        let (v, left) = (s / 2, s.is_multiple_of(2));
        g.options(v, left)
            .iter()
            .map(|w| 2 * w + left as usize)
            .collect()
    };
    let mut before = vec![Vec::new(); n];
    for s in 0..n {
        for t in next(s) {
            before[t].push(s);
        }
    }
    // First pass: finishing order.
    let mut seen = vec![false; n];
    let mut order = Vec::with_capacity(n);
    for root in 0..n {
        if seen[root] {
            continue;
        }
        seen[root] = true;
        let mut stack = vec![(root, next(root), 0usize)];
        while let Some((s, out, i)) = stack.last_mut() {
            match out.get(*i).copied() {
                Some(t) => {
                    *i += 1;
                    if !seen[t] {
                        seen[t] = true;
                        let out = next(t);
                        stack.push((t, out, 0));
                    }
                }
                None => {
                    order.push(*s);
                    stack.pop();
                }
            }
        }
    }
    // Second pass: components on the reversed graph, latest finished first.
    let mut component = vec![usize::MAX; n];
    for (c, &root) in order.iter().rev().enumerate() {
        if component[root] != usize::MAX {
            continue;
        }
        component[root] = c;
        let mut stack = vec![root];
        while let Some(s) = stack.pop() {
            for &t in &before[s] {
                if component[t] == usize::MAX {
                    component[t] = c;
                    stack.push(t);
                }
            }
        }
    }
    component
}

/// Whether the values of `cut`'s positions (a stopper) solve the sidling equations on
/// `g`'s moves: every position equals `{its Left options | its Right options}` in `g`,
/// the options valued in `cut`. Checked with one table of comparisons over `cut` and a
/// copy of each position built from `g`'s moves.
fn solves_sidling(g: &Graph, cut: &Graph, games: &mut Games) -> Result<bool, Error> {
    let n = g.len();
    let mut both = cut.clone();
    for v in 0..n {
        let copy = both.vertex();
        both.left[copy] = g.left[v].clone();
        both.right[copy] = g.right[v].clone();
    }
    if !(0..n).all(|v| both.alternating_cycle_free(v)) {
        return Ok(false);
    }
    let table = Table::new(&both, games)?;
    Ok((0..n).all(|v| table.eq(v, n + v)))
}
