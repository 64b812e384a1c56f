//! The games born by a given day, built from the definition: every `{L | R}` with `L` and
//! `R` sets of games born by the previous day, reduced to canonical form.

use crate::games::{GameId, Games};
use crate::Error;

/// The latest day enumerated: day 3 has 1474 games, built from pairs of the 2^22 subsets of
/// day 2's games, which this plain enumeration does not attempt.
pub const MAX_CENSUS_DAY: u32 = 2;

impl Games {
    /// `[Exact]` Every game born by `day` (1 on day 0, 4 by day 1, 22 by day 2), sorted by id.
    pub fn born_by(&mut self, day: u32) -> Result<Vec<GameId>, Error> {
        if day > MAX_CENSUS_DAY {
            return Err(Error::BadGame(format!(
                "games born by day {day} are not enumerated (at most day {MAX_CENSUS_DAY})"
            )));
        }
        let mut games = vec![self.zero()];
        for _ in 0..day {
            games = self.next_day(&games);
        }
        Ok(games)
    }

    fn next_day(&mut self, from: &[GameId]) -> Vec<GameId> {
        let subsets: Vec<Vec<GameId>> = (0..1u32 << from.len())
            .map(|m| {
                (0..from.len())
                    .filter(|i| m >> i & 1 == 1)
                    .map(|i| from[i])
                    .collect()
            })
            .collect();
        let mut out = Vec::with_capacity(subsets.len() * subsets.len());
        for l in &subsets {
            for r in &subsets {
                out.push(self.game(l, r));
            }
        }
        out.sort_unstable();
        out.dedup();
        out
    }
}
