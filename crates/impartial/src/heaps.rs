//! A position of several heaps in normal play: its nim value (the nim sum of the heaps'
//! values, Sprague-Grundy), its outcome and every winning move.

use serde::Serialize;

use crate::moves::for_each_move;
use crate::{Error, Rules};

/// The most heaps a position may list.
pub const MAX_HEAPS: usize = 10_000;

/// The most winning moves listed (their number is always given).
pub const MAX_LISTED: usize = 1_000;

/// One winning move: heap `heap` (its index in the position) of `from` tokens becomes the
/// heaps `to`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Move {
    /// The index of the heap played in.
    pub heap: usize,
    /// Its size.
    pub from: usize,
    /// What the move leaves of it (none, one, two or three heaps).
    pub to: Vec<usize>,
}

/// A position's value in normal play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Solved {
    /// The nim value of the whole position.
    pub nim_value: u32,
    /// `"P"` (the player to move loses) or `"N"` (the player to move wins).
    pub outcome: &'static str,
    /// The winning moves, at most [`MAX_LISTED`], heap by heap.
    pub winning_moves: Vec<Move>,
    /// How many winning moves there are in all.
    pub winning_count: usize,
}

/// Reads `7,12,3` as heap sizes.
pub fn parse(text: &str) -> Result<Vec<usize>, Error> {
    let heaps: Vec<usize> = (text.split(','))
        .map(|h| h.trim().parse::<usize>())
        .collect::<Result<_, _>>()
        .map_err(|_| {
            Error::BadInput(format!(
                "heaps {}: not a list of sizes like 7,12,3",
                verify::quoted(text)
            ))
        })?;
    if heaps.len() > MAX_HEAPS {
        return Err(Error::BadInput(format!(
            "{} heaps: at most {MAX_HEAPS}",
            heaps.len()
        )));
    }
    Ok(heaps)
}

/// The position `heaps` of `rules`, given `g`, the nim sequence up to the largest heap.
///
/// ```
/// let kayles = impartial::Rules::parse("0.77")?;
/// let g = impartial::naive::sequence(&kayles, 12, &verify::budget::Budget::unlimited())?;
/// let s = impartial::heaps::solve(&kayles, &[4, 5], &g)?;
/// assert_eq!((s.nim_value, s.outcome), (1 ^ 4, "N"));
/// // A winning move leaves value 0: the row of 5 pins becomes a row of 4 (value 1).
/// assert!(s.winning_moves.iter().any(|m| m.heap == 1 && m.to == [4]));
/// # Ok::<(), impartial::Error>(())
/// ```
pub fn solve(rules: &Rules, heaps: &[usize], g: &[u32]) -> Result<Solved, Error> {
    let value = |h: usize| {
        g.get(h).copied().ok_or_else(|| {
            Error::BadInput(format!(
                "heap {h}: beyond the values computed (up to {})",
                g.len().saturating_sub(1)
            ))
        })
    };
    let mut nim_value = 0;
    for &h in heaps {
        nim_value ^= value(h)?;
    }
    let (mut winning_moves, mut winning_count) = (Vec::new(), 0);
    if nim_value != 0 {
        for (i, &h) in heaps.iter().enumerate() {
            let want = nim_value ^ g[h];
            for_each_move(rules, h, |leaves| {
                if leaves.iter().fold(0, |x, &l| x ^ g[l]) == want {
                    winning_count += 1;
                    if winning_moves.len() < MAX_LISTED {
                        winning_moves.push(Move {
                            heap: i,
                            from: h,
                            to: leaves.to_vec(),
                        });
                    }
                }
            });
        }
    }
    Ok(Solved {
        nim_value,
        outcome: if nim_value == 0 { "P" } else { "N" },
        winning_moves,
        winning_count,
    })
}
