//! Retrograde analysis (seed 002 §3.2) for any finite two-player game of perfect
//! information: every position's value for the side to move, win or loss with the distance
//! to the end under "win as fast as possible, lose as slowly as possible", or draw.
//!
//! The engine works backwards from the ended positions, in order of distance: a position
//! with a move to a position lost in `d` is won in `d + 1` (the first such `d` is the
//! smallest); a position whose every move reaches a won position is lost in one more than
//! the largest of those distances (it is settled when its last move is). Positions never
//! settled are draws (play can go on for ever).

use std::collections::VecDeque;

/// A finite game over positions `0..len()`, seen from the side to move.
pub trait Retrograde {
    /// The number of positions.
    fn len(&self) -> usize;

    /// Is the position space empty?
    fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// `Some(value)` when the game has ended at `position` (then its moves are ignored).
    /// A position that has not ended and has no moves is lost for the side to move.
    fn ended(&self, position: usize) -> Option<Value>;

    /// Appends the positions reachable in one move to `out`.
    fn moves(&self, position: usize, out: &mut Vec<usize>);
}

/// The value of a position for the side to move; distances count moves of both players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// The side to move wins, in this many moves at most (and no fewer against best play).
    Win(u32),
    /// The side to move loses after this many moves (and can delay no longer).
    Loss(u32),
    /// Neither side can force a win.
    Draw,
}

/// `[Exact]` Solves every position of `game` by retrograde analysis.
///
/// Complexity: O(positions + moves) time; memory for the reversed move graph.
pub fn retrograde<G: Retrograde + ?Sized>(game: &G) -> Vec<Value> {
    let n = game.len();
    let (predecessors, mut unsettled) = reversed(game);
    let mut value: Vec<Option<Value>> = vec![None; n];
    let mut queue = VecDeque::new();
    for p in 0..n {
        let ended = game
            .ended(p)
            .or((unsettled[p] == 0).then_some(Value::Loss(0)));
        if let Some(v) = ended {
            value[p] = Some(v);
            queue.push_back(p);
        }
    }
    while let Some(q) = queue.pop_front() {
        let settled = value[q].expect("queued positions are settled");
        let range = predecessors.start[q]..predecessors.start[q + 1];
        for &p in &predecessors.from[range] {
            if value[p].is_some() {
                continue;
            }
            let v = match settled {
                Value::Loss(d) => Some(Value::Win(d + 1)),
                Value::Win(d) => {
                    unsettled[p] -= 1;
                    (unsettled[p] == 0).then_some(Value::Loss(d + 1))
                }
                Value::Draw => None,
            };
            if let Some(v) = v {
                value[p] = Some(v);
                queue.push_back(p);
            }
        }
    }
    value
        .into_iter()
        .map(|v| v.unwrap_or(Value::Draw))
        .collect()
}

/// Who moves into each position (compressed rows), and each position's number of distinct
/// moves.
struct Predecessors {
    start: Vec<usize>,
    from: Vec<usize>,
}

fn reversed<G: Retrograde + ?Sized>(game: &G) -> (Predecessors, Vec<u32>) {
    let n = game.len();
    let mut edges: Vec<(usize, usize)> = Vec::new();
    let mut out_degree = vec![0u32; n];
    let mut buf = Vec::new();
    for p in (0..n).filter(|&p| game.ended(p).is_none()) {
        buf.clear();
        game.moves(p, &mut buf);
        buf.sort_unstable();
        buf.dedup();
        out_degree[p] = buf.len() as u32;
        edges.extend(buf.iter().map(|&q| (q, p)));
    }
    let mut start = vec![0usize; n + 1];
    for &(q, _) in &edges {
        start[q + 1] += 1;
    }
    for i in 0..n {
        start[i + 1] += start[i];
    }
    let mut fill = start.clone();
    let mut from = vec![0usize; edges.len()];
    for (q, p) in edges {
        from[fill[q]] = p;
        fill[q] += 1;
    }
    (Predecessors { start, from }, out_degree)
}

/// `[Exact]` Checks a table of values against the game, position by position: a win in `d`
/// has a move to a loss in `d - 1` and none to a shorter loss; a loss in `d` has only moves
/// to wins, the longest in `d - 1`; a draw has no move to a loss and some move to a draw.
/// With distances that only decrease along these moves this pins every value down, so a
/// table that passes is the game's solution. Returns the first failing position.
pub fn check<G: Retrograde + ?Sized>(game: &G, values: &[Value]) -> Result<(), usize> {
    let mut buf = Vec::new();
    for p in 0..game.len() {
        if let Some(v) = game.ended(p) {
            if values[p] != v {
                return Err(p);
            }
            continue;
        }
        buf.clear();
        game.moves(p, &mut buf);
        if !consistent(values[p], buf.iter().map(|&q| values[q])) {
            return Err(p);
        }
    }
    Ok(())
}

fn consistent(v: Value, next: impl Iterator<Item = Value> + Clone) -> bool {
    let shortest_loss = next.clone().filter_map(|w| match w {
        Value::Loss(d) => Some(d),
        _ => None,
    });
    match v {
        Value::Win(d) => d >= 1 && shortest_loss.min() == Some(d - 1),
        Value::Loss(0) => next.clone().next().is_none(),
        Value::Loss(d) => {
            let wins: Option<Vec<u32>> = next
                .map(|w| match w {
                    Value::Win(e) => Some(e),
                    _ => None,
                })
                .collect();
            wins.and_then(|w| w.into_iter().max()) == Some(d - 1)
        }
        Value::Draw => shortest_loss.min().is_none() && next.clone().any(|w| w == Value::Draw),
    }
}
