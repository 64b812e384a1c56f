//! One search for every ruleset: a position's value is the sum of its independent parts'
//! values, and a part's value is `{values after Left's moves | values after Right's moves}`
//! (the definition; Winning Ways ch. 2), remembered under a key shared by the part's
//! symmetric images.

use super::Memo;
use crate::{GameId, Games};

/// A position of a ruleset, valued by [`Position::value`].
pub trait Position: Sized {
    /// The positions after one of Left's moves (`left`) or one of Right's.
    fn moves(&self, left: bool) -> Vec<Self>;

    /// The independent parts whose sum the position is (one part when it does not split).
    fn parts(&self) -> Vec<Self>;

    /// The memo's key of a part: the text of one image of the part under the ruleset's
    /// symmetries, the same for all of them, and whether that image swaps the players'
    /// roles (its value is the part's negated).
    fn key(&self) -> (String, bool);

    /// `[Exact]` The position's value in canonical form. `memo` holds the values of the
    /// parts met so far; give each ruleset its own.
    fn value(&self, games: &mut Games, memo: &mut Memo) -> GameId {
        let parts: Vec<GameId> = (self.parts().iter())
            .map(|part| part_value(part, games, memo))
            .collect();
        games.sum(&parts)
    }
}

/// One part's value, from the memo or by the definition.
fn part_value<P: Position>(part: &P, games: &mut Games, memo: &mut Memo) -> GameId {
    games.step();
    let (key, swapped) = part.key();
    let image = match memo.get(&key) {
        Some(&known) => known,
        None => {
            let mut side = |left: bool| -> Vec<GameId> {
                (part.moves(left).iter())
                    .map(|next| next.value(games, memo))
                    .collect()
            };
            let (left, right) = (side(true), side(false));
            let value = games.game(&left, &right);
            let image = if swapped { games.neg(value) } else { value };
            memo.insert(key, image);
            image
        }
    };
    if swapped {
        games.neg(image)
    } else {
        image
    }
}
