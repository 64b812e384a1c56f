//! What the ruleset tests share: the outcome class found by a plain game-tree search.

use std::collections::HashMap;
use std::fmt::Display;

use partisan::rulesets::Position;
use partisan::Outcome;

/// Who wins moving first, found by a plain search of a ruleset's moves (no parts, no
/// symmetries, no game theory): the outcome class the value must have. `memo` keeps the
/// answers per position text and player to move.
pub fn searched_outcome<P>(p: &P, memo: &mut HashMap<(String, bool), bool>) -> Outcome
where
    P: Position + Display,
{
    fn wins<P>(p: &P, left: bool, memo: &mut HashMap<(String, bool), bool>) -> bool
    where
        P: Position + Display,
    {
        let key = (p.to_string(), left);
        if let Some(&w) = memo.get(&key) {
            return w;
        }
        let w = p.moves(left).iter().any(|next| !wins(next, !left, memo));
        memo.insert(key, w);
        w
    }
    match (wins(p, true, memo), wins(p, false, memo)) {
        (true, true) => Outcome::Next,
        (true, false) => Outcome::Left,
        (false, true) => Outcome::Right,
        (false, false) => Outcome::Previous,
    }
}
