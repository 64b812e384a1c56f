//! Outcomes of loopy games under infinite play, by retrograde analysis: a player who
//! cannot move loses, and play that never ends is a draw (Winning Ways ch. 11).

use crate::games::Games;

use super::Graph;

/// Who wins with best play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Winner {
    /// Left wins.
    Left,
    /// Right wins.
    Right,
    /// Neither can force a win: play goes on forever.
    Draw,
}

/// The outcome with Left moving first and with Right moving first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Who wins when Left moves first.
    pub left_first: Winner,
    /// Who wins when Right moves first.
    pub right_first: Winner,
}

impl Outcome {
    /// CGSuite's name of the outcome class: `P`, `N`, `L`, `R`, `D`, or `PHat`, `PCheck`,
    /// `NHat`, `NCheck` for a win for one player moving second or first and a draw
    /// otherwise.
    pub fn class(&self) -> &'static str {
        use Winner::*;
        match (self.left_first, self.right_first) {
            (Right, Left) => "P",
            (Left, Right) => "N",
            (Left, Left) => "L",
            (Right, Right) => "R",
            (Draw, Draw) => "D",
            (Draw, Left) => "PHat",
            (Right, Draw) => "PCheck",
            (Left, Draw) => "NHat",
            (Draw, Right) => "NCheck",
        }
    }
}

/// The outcome of the game at `start`.
pub fn outcome(graph: &Graph, start: usize, games: &mut Games) -> Outcome {
    let (left, right) = (wins(graph, true, games), wins(graph, false, games));
    let winner = |s: usize| match (left[s], right[s]) {
        (true, _) => Winner::Left,
        (_, true) => Winner::Right,
        _ => Winner::Draw,
    };
    Outcome {
        left_first: winner(2 * start),
        right_first: winner(2 * start + 1),
    }
}

/// For each state (`2v`: Left to move at `v`, `2v + 1`: Right to move), whether `player`
/// (Left when `true`) forces a win: the least fixed point of "some move wins" on the
/// player's turns and "every move wins" (none at all included) on the opponent's.
pub(crate) fn wins(graph: &Graph, player: bool, games: &mut Games) -> Vec<bool> {
    let n = graph.len();
    let mut before: Vec<Vec<usize>> = vec![Vec::new(); 2 * n];
    for v in 0..n {
        for left in [true, false] {
            let from = 2 * v + !left as usize;
            for &w in graph.options(v, left) {
                before[2 * w + left as usize].push(from);
            }
        }
    }
    let theirs = |s: usize| (s.is_multiple_of(2)) != player;
    let mut left_to_refute: Vec<usize> = (0..2 * n)
        .map(|s| graph.options(s / 2, s.is_multiple_of(2)).len())
        .collect();
    let mut won = vec![false; 2 * n];
    let mut queue: Vec<usize> = (0..2 * n)
        .filter(|&s| theirs(s) && left_to_refute[s] == 0)
        .collect();
    for &s in &queue {
        won[s] = true;
    }
    while let Some(s) = queue.pop() {
        for &p in &before[s] {
            games.step();
            if won[p] {
                continue;
            }
            if theirs(p) {
                left_to_refute[p] -= 1;
                if left_to_refute[p] > 0 {
                    continue;
                }
            }
            won[p] = true;
            queue.push(p);
        }
    }
    won
}
