//! What several test files share: a seeded sample of short games.

use partisan::{GameId, Games};

/// Every game born by day 2 and 100 random day-3 games, drawn from `seed`.
pub fn sample(g: &mut Games, seed: u64) -> Vec<GameId> {
    let day2 = g.born_by(2).unwrap();
    let mut state = seed;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut games = day2.clone();
    for _ in 0..100 {
        let (a, b) = (next(), next());
        let pick = |m: u64| -> Vec<GameId> {
            (day2.iter().enumerate())
                .filter(|(i, _)| m >> i & 1 == 1)
                .map(|(_, &x)| x)
                .collect()
        };
        games.push(g.game(&pick(a), &pick(b)));
    }
    games
}
