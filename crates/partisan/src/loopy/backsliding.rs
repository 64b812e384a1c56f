//! Backsliding Toads and Frogs (Winning Ways ch. 11; CGSuite's
//! `game.strip.BackslidingToadsAndFrogs`): Toads and Frogs on a strip where a creature may
//! also step back one square, so positions repeat. Left's toads `t` step right into an
//! empty square, step back left into one, or jump right over one frog into an empty
//! square; Right's frogs `f` do the mirror image; `.` is empty.

use crate::games::Games;
use crate::Error;

use super::{graph, Loopy, Value};

/// The longest strip read.
pub const MAX_LENGTH: usize = 64;

/// The graph of every position reachable from `strip` (`ttt..fff`), the start first.
pub fn graph(strip: &str, games: &mut Games) -> Result<Loopy, Error> {
    let start = read(strip)?;
    let moves = |s: &Vec<u8>, left: bool| moves(s, left);
    let graph = graph::explore(start, moves, &format!("{strip:?}"), games)?;
    Ok(Loopy { graph, start: 0 })
}

/// The value of `strip`: a stopper's simplest form, or its onside and offside.
pub fn value(strip: &str, games: &mut Games) -> Result<Value, Error> {
    Value::of_game(&graph(strip, games)?, games)
}

/// The strip as bytes, checked.
fn read(strip: &str) -> Result<Vec<u8>, Error> {
    let strip = strip.trim();
    if strip.is_empty() || strip.len() > MAX_LENGTH {
        return Err(Error::BadBoard(format!(
            "a strip has 1 to {MAX_LENGTH} squares, not {}",
            strip.len()
        )));
    }
    match strip.bytes().find(|b| !matches!(b, b't' | b'f' | b'.')) {
        Some(b) => Err(Error::BadBoard(format!(
            "{:?} in the strip: write toads `t`, frogs `f` and empty squares `.`",
            b as char
        ))),
        None => Ok(strip.as_bytes().to_vec()),
    }
}

/// Every position one move of Left (toads) or Right (frogs) leaves.
fn moves(strip: &[u8], left: bool) -> Vec<Vec<u8>> {
    let (us, them, ahead) = match left {
        true => (b't', b'f', 1isize),
        false => (b'f', b't', -1isize),
    };
    let at = |i: isize| (i >= 0).then(|| strip.get(i as usize).copied()).flatten();
    let mut out = Vec::new();
    for i in 0..strip.len() as isize {
        if strip[i as usize] != us {
            continue;
        }
        let mut go = |to: isize| {
            let mut next = strip.to_vec();
            next[i as usize] = b'.';
            next[to as usize] = us;
            out.push(next);
        };
        if at(i + ahead) == Some(b'.') {
            go(i + ahead);
        }
        if at(i - ahead) == Some(b'.') {
            go(i - ahead);
        }
        if at(i + ahead) == Some(them) && at(i + 2 * ahead) == Some(b'.') {
            go(i + 2 * ahead);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_found_have_the_outcome_of_the_strip() {
        // Where the sides are found, the outcome class they give must be the strip's own by
        // retrograde analysis of its positions.
        let mut games = Games::new();
        let mut found = 0;
        let strips = [
            "t.f", "t..f", "tt.f", "t.ff", "t..ff", "tt..f", "tt..ff", "tt...ff", "tft.f",
        ];
        for strip in strips {
            let game = graph(strip, &mut games).unwrap();
            let want = game.outcome(&mut games).class();
            if let Ok(v) = value(strip, &mut games) {
                found += 1;
                assert_eq!(v.outcome_class(&mut games).unwrap(), want, "{strip}");
            }
        }
        assert!(found >= 8, "{found}");
    }

    #[test]
    fn moves_follow_the_rules() {
        let lefts: Vec<String> = (moves(b"t.f.", true).into_iter())
            .map(|m| String::from_utf8(m).unwrap())
            .collect();
        assert_eq!(lefts, [".tf."]);
        let lefts: Vec<String> = (moves(b".tf.", true).into_iter())
            .map(|m| String::from_utf8(m).unwrap())
            .collect();
        assert_eq!(lefts, ["t.f.", "..ft"]);
    }

    #[test]
    fn bad_strips_are_one_line_errors() {
        let mut games = Games::new();
        for bad in ["", "tTf", &"t".repeat(65)] {
            let err = value(bad, &mut games).unwrap_err().to_string();
            assert!(!err.contains('\n'), "{err}");
        }
    }
}
