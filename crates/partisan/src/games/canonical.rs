//! Canonical form of `{L | R}` whose options are canonical: remove dominated options and
//! bypass reversible ones until neither applies (Conway; seed 002 §2.1 relies on it for
//! "a game equals a number"). The result is the unique simplest game equal to the input.

use super::{GameId, Games};

/// Canonical form of `{left | right}`; every option must already be canonical.
pub(crate) fn canonical(games: &mut Games, left: Vec<GameId>, right: Vec<GameId>) -> GameId {
    let intern =
        |games: &mut Games, l: &[GameId], r: &[GameId]| games.intern(l.to_vec(), r.to_vec());
    let (left, right) = reduce(games, left, right, &mut |g, x, y| g.le(x, y), intern);
    if let Some(value) = games.as_value(&left, &right) {
        return value;
    }
    let g = games.intern(left, right);
    games.mark_canonical(g);
    g
}

/// Removes dominated options and bypasses reversible ones until neither applies, under the
/// order `le` (`<=` for the canonical form, `<=_Inf` for the reduced one); `make` builds the
/// game the reversibility tests compare with.
pub(super) fn reduce(
    games: &mut Games,
    mut left: Vec<GameId>,
    mut right: Vec<GameId>,
    le: &mut impl FnMut(&mut Games, GameId, GameId) -> bool,
    make: impl Fn(&mut Games, &[GameId], &[GameId]) -> GameId,
) -> (Vec<GameId>, Vec<GameId>) {
    loop {
        left = undominated(games, left, &mut |g, x, y| le(g, x, y));
        right = undominated(games, right, &mut |g, x, y| le(g, y, x));
        let g = make(games, &left, &right);
        let (new_left, bypassed_left) = bypass(games, g, &left, Side::Left, le);
        let (new_right, bypassed_right) = bypass(games, g, &right, Side::Right, le);
        if !(bypassed_left || bypassed_right) {
            return (left, right);
        }
        (left, right) = (new_left, new_right);
    }
}

#[derive(Clone, Copy)]
enum Side {
    Left,
    Right,
}

/// Drops every option `x` that another kept option `y` dominates (`worse(x, y)`); of two
/// that dominate each other (equal under the order), the later is kept.
fn undominated(
    games: &mut Games,
    mut options: Vec<GameId>,
    worse: &mut impl FnMut(&mut Games, GameId, GameId) -> bool,
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
fn bypass(
    games: &mut Games,
    g: GameId,
    options: &[GameId],
    side: Side,
    le: &mut impl FnMut(&mut Games, GameId, GameId) -> bool,
) -> (Vec<GameId>, bool) {
    let mut out = Vec::with_capacity(options.len());
    let mut changed = false;
    for &x in options {
        let replies = match side {
            Side::Left => games.right(x).to_vec(),
            Side::Right => games.left(x).to_vec(),
        };
        let reversing = replies.into_iter().find(|&r| match side {
            Side::Left => le(games, r, g),
            Side::Right => le(games, g, r),
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
