//! Comparison of the sides of any loopy games, stoppers or not (Siegel, *Combinatorial Game
//! Theory*, ch. VI.4; the side-aware comparison of CGSuite's `LoopyGame`).
//!
//! `G+ <= H+` exactly when Left, with Right moving first in `H - G`, survives, where play
//! that goes on forever is Left's when infinitely many of its moves are made in `H` (the
//! component played on its onside) and Right's when play is eventually in `G` alone.
//! `G- <= H-` is the mirror image: infinite play is Left's when infinitely many moves are
//! made in `G`. For stoppers both reduce to survival ([`super::survival`]): no play of a
//! sum of stoppers stays in one component forever with the players alternating.
//!
//! This is a Büchi game on the pairs of positions. Its solution is the classical nested
//! fixed point: from the states still deemed safe, keep those from which Left can force a
//! move that counts (a move in the side's component) into a safe state, and repeat until
//! nothing is dropped; Right to move with no move is Left's win.

use crate::games::Games;
use crate::Error;

use super::Graph;

/// The most pairs of positions a table covers (it keeps a few bytes for each of two
/// states per pair).
pub const MAX_PAIRS: usize = 8_000_000;

/// `G_a <= H_b` on one side for every position `a` of `G` and `b` of `H`.
pub struct SideTable {
    nh: usize,
    /// Left survives `H_b - G_a` with Right to move, at `a nh + b`.
    left_survives: Vec<bool>,
}

/// The edges into each position: Left's and Right's.
struct Reverse {
    left: Vec<Vec<usize>>,
    right: Vec<Vec<usize>>,
}

impl Reverse {
    fn of(graph: &Graph) -> Reverse {
        let n = graph.len();
        let (mut left, mut right) = (vec![Vec::new(); n], vec![Vec::new(); n]);
        for v in 0..n {
            graph.left[v].iter().for_each(|&w| left[w].push(v));
            graph.right[v].iter().for_each(|&w| right[w].push(v));
        }
        Reverse { left, right }
    }
}

/// The pair space of `H - G`: state `2 (a nh + b) + r`, with `r = 1` when Right is to move.
struct Pairs<'a> {
    g: &'a Graph,
    h: &'a Graph,
    into_g: Reverse,
    into_h: Reverse,
    /// Whether a move in `H` (the onside) or in `G` (the offside) is the one that counts.
    onside: bool,
}

impl Pairs<'_> {
    fn split(&self, s: usize) -> (usize, usize, bool) {
        let nh = self.h.len();
        ((s / 2) / nh, (s / 2) % nh, s % 2 == 1)
    }

    fn state(&self, a: usize, b: usize, right: bool) -> usize {
        2 * (a * self.h.len() + b) + right as usize
    }

    /// The moves from `s`: each next state and whether the move counts.
    fn moves(&self, s: usize, mut each: impl FnMut(usize, bool)) {
        let (a, b, right) = self.split(s);
        // In -G a player makes the opponent's moves of G.
        for &a2 in self.g.options(a, right) {
            each(self.state(a2, b, !right), !self.onside);
        }
        for &b2 in self.h.options(b, !right) {
            each(self.state(a, b2, !right), self.onside);
        }
    }

    /// The moves into `s`: each earlier state and whether the move counts.
    fn moves_into(&self, s: usize, mut each: impl FnMut(usize, bool)) {
        let (a, b, right) = self.split(s);
        // The player who moved into s is the one not to move in s.
        let (into_g, into_h) = match right {
            // Left moved: in -G along a Right edge of G, in H along a Left edge.
            true => (&self.into_g.right, &self.into_h.left),
            false => (&self.into_g.left, &self.into_h.right),
        };
        for &a0 in &into_g[a] {
            each(self.state(a0, b, !right), !self.onside);
        }
        for &b0 in &into_h[b] {
            each(self.state(a, b0, !right), self.onside);
        }
    }
}

impl SideTable {
    /// Every pair's comparison on the onside (`onside`) or the offside; an error past
    /// [`MAX_PAIRS`] pairs.
    pub fn new(g: &Graph, h: &Graph, onside: bool, games: &mut Games) -> Result<SideTable, Error> {
        let pairs = g.len() * h.len();
        if pairs > MAX_PAIRS {
            return Err(Error::BadGame(format!(
                "{pairs} pairs of positions to compare, past the {MAX_PAIRS} this does"
            )));
        }
        let space = Pairs {
            g,
            h,
            into_g: Reverse::of(g),
            into_h: Reverse::of(h),
            onside,
        };
        // Play that ends settles most pairs at once; the Büchi rounds see only the rest.
        let forced = forced_wins(&space, games);
        let left_wins: Vec<bool> = forced.iter().map(|&w| w == Some(true)).collect();
        let mut safe: Vec<bool> = forced.iter().map(|&w| w != Some(false)).collect();
        loop {
            let kept = attractor(&space, &safe, &left_wins, games);
            if kept == safe {
                break;
            }
            safe = kept;
        }
        let left_survives = (0..pairs).map(|p| safe[2 * p + 1]).collect();
        Ok(SideTable {
            nh: h.len(),
            left_survives,
        })
    }

    /// `G_a <= H_b` on the table's side.
    pub fn le(&self, a: usize, b: usize) -> bool {
        self.left_survives[a * self.nh + b]
    }
}

/// `G_a <= H_b` on the onside (`onside`) or the offside.
pub fn side_le(
    g: &Graph,
    a: usize,
    h: &Graph,
    b: usize,
    onside: bool,
    games: &mut Games,
) -> Result<bool, Error> {
    let (g, a) = g.restricted(a);
    let (h, b) = h.restricted(b);
    Ok(SideTable::new(&g, &h, onside, games)?.le(a, b))
}

/// `G_a = H_b` on the onside (`onside`) or the offside.
pub fn side_equal(
    g: &Graph,
    a: usize,
    h: &Graph,
    b: usize,
    onside: bool,
    games: &mut Games,
) -> Result<bool, Error> {
    Ok(side_le(g, a, h, b, onside, games)? && side_le(h, b, g, a, onside, games)?)
}

/// The states where one player forces the other to run out of moves: `Some(true)` when
/// Left does, `Some(false)` when Right does (retrograde analysis, as for outcomes).
fn forced_wins(space: &Pairs, games: &mut Games) -> Vec<Option<bool>> {
    let n = 2 * space.g.len() * space.h.len();
    let mut winner = vec![None; n];
    // The mover's moves not yet known to lose.
    let mut open = vec![0u32; n];
    let mut queue = Vec::new();
    for s in 0..n {
        space.moves(s, |_, _| open[s] += 1);
        if open[s] == 0 {
            // The player to move has no move and loses.
            winner[s] = Some(s % 2 == 1);
            queue.push(s);
        }
    }
    while let Some(t) = queue.pop() {
        let left_won = winner[t] == Some(true);
        space.moves_into(t, |s, _| {
            games.step();
            if winner[s].is_some() {
                return;
            }
            let left_moves = s % 2 == 0;
            if left_moves != left_won {
                open[s] -= 1;
                if open[s] > 0 {
                    return;
                }
            }
            winner[s] = Some(left_won);
            queue.push(s);
        });
    }
    winner
}

/// The safe states from which Left can force, in a finite number of moves through safe
/// states, a move that counts into a safe state (or a state Left has won outright).
fn attractor(space: &Pairs, safe: &[bool], left_wins: &[bool], games: &mut Games) -> Vec<bool> {
    let mut kept = vec![false; safe.len()];
    // For Right-to-move states: Right's moves not yet known to lead where Left wants.
    let mut open = vec![0u32; safe.len()];
    let mut queue = Vec::new();
    for s in (0..safe.len()).filter(|&s| safe[s]) {
        let right = s % 2 == 1;
        let (mut all, mut good) = (0u32, 0u32);
        space.moves(s, |t, counts| {
            games.step();
            all += 1;
            good += (counts && safe[t]) as u32;
        });
        open[s] = all - good;
        if left_wins[s] || (right && open[s] == 0) || (!right && good > 0) {
            kept[s] = true;
            queue.push(s);
        }
    }
    while let Some(t) = queue.pop() {
        space.moves_into(t, |s, counts| {
            games.step();
            if counts || !safe[s] || kept[s] {
                return;
            }
            if s % 2 == 1 {
                open[s] -= 1;
                if open[s] > 0 {
                    return;
                }
            }
            kept[s] = true;
            queue.push(s);
        });
    }
    kept
}
