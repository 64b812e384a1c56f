//! Sides that are not stoppers (Bach's carousel, Winning Ways ch. 11): the game with
//! every option deleted, one at a time, whose deletion leaves the start equal to the game
//! on that side, as the side-aware survival game ([`super::side_survival`]) decides. Each
//! step is checked against the original game, so the side returned is equal to it; it is
//! written as CGSuite writes such a side (`a{1|1,{1*|a||*}||0}`), and when no alternating
//! cycle is left it is a stopper and is put in simplest form.

use crate::games::Games;
use crate::Error;

use super::side_survival::side_equal;
use super::{Graph, Loopy};

/// The most positions a game may have for its options to be tried one by one.
pub const MAX_POSITIONS: usize = 64;

/// The side (`onside`) of the game at `start` of `g`, or `None` past [`MAX_POSITIONS`].
pub fn side(
    g: &Graph,
    start: usize,
    onside: bool,
    games: &mut Games,
) -> Result<Option<Loopy>, Error> {
    let (g, start) = g.restricted(start);
    if g.len() > MAX_POSITIONS {
        return Ok(None);
    }
    let mut current = g.clone();
    while let Some(smaller) = one_deletion(&current, &g, start, onside, games)? {
        current = smaller;
    }
    let (graph, start) = current.restricted(start);
    let side = Loopy { graph, start };
    match side.is_stopper() {
        true => side.canonical(games).map(Some),
        false => Ok(Some(side)),
    }
}

/// `current` without its first option (by position, Left's first) whose deletion keeps
/// the start equal to `g`'s on the side.
fn one_deletion(
    current: &Graph,
    g: &Graph,
    start: usize,
    onside: bool,
    games: &mut Games,
) -> Result<Option<Graph>, Error> {
    for v in current.reachable(start) {
        for left in [true, false] {
            for i in 0..current.options(v, left).len() {
                let mut trial = current.clone();
                match left {
                    true => trial.left[v].remove(i),
                    false => trial.right[v].remove(i),
                };
                if side_equal(&trial, start, g, start, onside, games)? {
                    return Ok(Some(trial));
                }
            }
        }
    }
    Ok(None)
}
