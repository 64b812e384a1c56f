//! Onsides and offsides of loopy games that are not stoppers (Siegel, *Combinatorial Game
//! Theory*, ch. VI.4; Winning Ways ch. 11, "sidling").
//!
//! A game `G` is `G+ & G-`: its onside `G+` is the stopper it equals when infinite play is
//! counted as Left's win, its offside `G-` when it is counted as Right's. Sidling gives
//! every position the value `on` and then, round after round, the simplest form of
//! `{its Left options' values | its Right options' values}`: the values fall towards the
//! onsides, the greatest solution of these equations.
//!
//! dresher starts the rounds from a candidate rather than from `on`: the game without
//! Right's moves that lie on alternating cycles, a stopper, every position in simplest form.
//! With fewer moves for Right its values are at least the onsides, and a round on `G`'s own
//! moves (the deleted ones included) can only lower them; so every round stays at or above
//! the onsides, and a round that changes no position has reached them exactly (a solution
//! of the equations at or above the greatest one is the greatest). The offside is the
//! mirror image. After each round dresher also tries the game without those of the
//! opponent's moves on alternating cycles that the round's simplest forms no longer use: if
//! that is a stopper whose values solve the equations on the game's own moves, it is a
//! solution at or above the onsides (the opponent only lost moves), so it is the onside.
//! This finds sides the rounds only approach. The start's value may also settle while
//! other positions still fall: when a round leaves it unchanged it is compared with the game
//! itself on the side ([`super::side_survival`]) and is the side when the two are equal. A
//! small game whose side none of these ways finds in [`MAX_ROUNDS`] rounds gets the side
//! [`super::deletion`] finds, a stopper or not (Bach's carousel); a larger one is reported
//! as not valued.

use crate::games::Games;
use crate::Error;

use super::side_survival::side_equal;
use super::{simplify, Graph, Loopy};

/// The most rounds of sidling from the candidate before a side is given up.
pub const MAX_ROUNDS: usize = 64;

/// A loopy game's onside and offside: stoppers in simplest form, or, for a side that is
/// no stopper, the game with the options deleted that do not change it on that side.
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
    // The candidate: the opponent's moves on alternating cycles deleted (Right's for the
    // onside), every position in simplest form in one graph of values.
    let cut = without_cyclic_moves(g, !onside);
    let all: Vec<usize> = (0..g.len()).collect();
    let (simplest, firsts, _) = simplify::simplify_all(&cut, &all, games)?;
    let (mut values, mut value) = simplest.restricted_from(&firsts);
    for _ in 0..MAX_ROUNDS {
        // One round of sidling on g's own moves: position v becomes a new vertex whose
        // options are the values of v's options.
        let mut next = values.clone();
        let round: Vec<usize> = (0..g.len()).map(|_| next.vertex()).collect();
        for (v, &r) in round.iter().enumerate() {
            next.left[r] = g.left[v].iter().map(|&w| value[w]).collect();
            next.right[r] = g.right[v].iter().map(|&w| value[w]).collect();
        }
        let both: Vec<usize> = round.iter().chain(&value).copied().collect();
        let (simplest, after, table) = simplify::simplify_all(&next, &both, games)?;
        if (0..g.len()).all(|v| table.eq(round[v], value[v])) {
            return Loopy {
                graph: values,
                start: value[start],
            }
            .canonical(games);
        }
        // The opponent's moves that this round's simplest forms no longer use (dominated
        // or reversible): without those on alternating cycles, the game may be a stopper
        // whose values already solve the equations.
        let n = g.len();
        let used = |v: usize, w: usize| simplest.options(after[v], !onside).contains(&after[n + w]);
        // The start may settle before the rest: its value is then checked against the
        // game on the side directly.
        if table.eq(round[start], value[start]) {
            let at_start = Loopy {
                graph: values.clone(),
                start: value[start],
            };
            if side_equal(&at_start.graph, at_start.start, g, start, onside, games)? {
                return at_start.canonical(games);
            }
        }
        if let Some(found) = without_unused(g, start, onside, used, games)? {
            return Ok(found);
        }
        (values, value) = simplest.restricted_from(&after[..n]);
    }
    // A small game whose side the rounds do not reach (it may be no stopper at all).
    if let Some(found) = super::deletion::side(g, start, onside, games)? {
        return Ok(found);
    }
    Err(Error::BadGame(format!(
        "the game's {} is not found: sidling did not settle in {MAX_ROUNDS} rounds (the side may \
         not be a stopper)",
        if onside { "onside" } else { "offside" },
    )))
}

/// The side as `g` without the opponent's moves on alternating cycles that `used` says
/// are unused, when that leaves a stopper whose values solve the sidling equations on `g`'s
/// moves (then, with fewer moves for the opponent only, it is exactly the side).
fn without_unused(
    g: &Graph,
    start: usize,
    onside: bool,
    used: impl Fn(usize, usize) -> bool,
    games: &mut Games,
) -> Result<Option<Loopy>, Error> {
    let cut = cut_cyclic(g, !onside, |v, w| !used(v, w));
    if !cut.stoppers().into_iter().all(|s| s) {
        return Ok(None);
    }
    let mut both = cut.clone();
    for v in 0..g.len() {
        let copy = both.vertex();
        both.left[copy] = g.left[v].clone();
        both.right[copy] = g.right[v].clone();
    }
    let table = super::survival::Table::new(&both, games)?;
    if !(0..g.len()).all(|v| table.eq(v, g.len() + v)) {
        return Ok(None);
    }
    Loopy { graph: cut, start }.canonical(games).map(Some)
}

/// `g` without the moves of Left (`left`) or Right that lie on a cycle of alternating
/// moves: a stopper.
fn without_cyclic_moves(g: &Graph, left: bool) -> Graph {
    cut_cyclic(g, left, |_, _| true)
}

/// `g` without the moves of Left (`left`) or Right on cycles of alternating moves that
/// `chosen(from, to)` picks.
fn cut_cyclic(g: &Graph, left: bool, chosen: impl Fn(usize, usize) -> bool) -> Graph {
    let component = alternating_components(g);
    // State 2v: Left to move at v; 2v + 1: Right to move.
    let mover = |v: usize| 2 * v + !left as usize;
    let after = |w: usize| 2 * w + left as usize;
    let mut cut = g.clone();
    for v in 0..g.len() {
        let kept: Vec<usize> = (g.options(v, left).iter().copied())
            .filter(|&w| component[mover(v)] != component[after(w)] || !chosen(v, w))
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
pub(super) fn alternating_components(g: &Graph) -> Vec<usize> {
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
