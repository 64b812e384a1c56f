//! Canonical form of `{L | R}` whose options are canonical: remove dominated options and
//! bypass reversible ones until neither applies (Conway; seed 002 §2.1 relies on it for
//! "a game equals a number"). The result is the unique simplest game equal to the input.

use super::{GameId, Games};
use crate::Surreal;

/// Canonical form of `{left | right}`; every option must already be canonical.
pub(crate) fn canonical(
    games: &mut Games,
    mut left: Vec<GameId>,
    mut right: Vec<GameId>,
) -> GameId {
    loop {
        left = undominated(games, left, |g, x, y| g.le(x, y));
        right = undominated(games, right, |g, x, y| g.le(y, x));
        let g = games.intern(left.clone(), right.clone(), None);
        let (new_left, bypassed_left) = bypass(games, g, &left, Side::Left);
        let (new_right, bypassed_right) = bypass(games, g, &right, Side::Right);
        if !(bypassed_left || bypassed_right) {
            break;
        }
        (left, right) = (new_left, new_right);
    }
    let g = games.intern(left, right, None);
    if let Some(x) = number_value(games, g) {
        games.mark_number(g, x);
    }
    g
}

#[derive(Clone, Copy)]
enum Side {
    Left,
    Right,
}

/// Drops every option `x` that some other option `y` dominates (`worse(x, y)`). Options are
/// canonical and distinct, so no two dominate each other.
fn undominated(
    games: &mut Games,
    mut options: Vec<GameId>,
    worse: impl Fn(&mut Games, GameId, GameId) -> bool,
) -> Vec<GameId> {
    options.sort_unstable();
    options.dedup();
    let mut keep = vec![true; options.len()];
    for i in 0..options.len() {
        keep[i] =
            !(0..options.len()).any(|j| j != i && keep[j] && worse(games, options[i], options[j]));
    }
    options
        .into_iter()
        .zip(keep)
        .filter_map(|(o, k)| k.then_some(o))
        .collect()
}

/// Replaces each reversible option: a left option `G^L` with some `G^{LR} <= G` becomes the
/// left options of that `G^{LR}`; a right option `G^R` with some `G^{RL} >= G` becomes the
/// right options of that `G^{RL}`. Returns the new options and whether any was bypassed.
fn bypass(games: &mut Games, g: GameId, options: &[GameId], side: Side) -> (Vec<GameId>, bool) {
    let mut out = Vec::with_capacity(options.len());
    let mut changed = false;
    for &x in options {
        let replies = match side {
            Side::Left => games.right(x).to_vec(),
            Side::Right => games.left(x).to_vec(),
        };
        let reversing = replies.into_iter().find(|&r| match side {
            Side::Left => games.le(r, g),
            Side::Right => games.le(g, r),
        });
        match reversing {
            Some(r) => {
                changed = true;
                out.extend_from_slice(match side {
                    Side::Left => games.left(r),
                    Side::Right => games.right(r),
                });
            }
            None => out.push(x),
        }
    }
    (out, changed)
}

/// The number a canonical game equals, if any: all options numbers and every left option
/// below every right option; then the simplest number between them.
fn number_value(games: &Games, g: GameId) -> Option<Surreal> {
    let numbers = |opts: &[GameId]| -> Option<Vec<Surreal>> {
        opts.iter().map(|&o| games.as_number(o).cloned()).collect()
    };
    let lo = numbers(games.left(g))?.into_iter().max();
    let hi = numbers(games.right(g))?.into_iter().min();
    Surreal::simplest_between(lo.as_ref(), hi.as_ref())
}
