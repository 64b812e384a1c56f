//! `dresher bench partisan`: The Easy Chase on the largest board, and canonical forms of
//! sums of random short games.

use std::time::Instant;

use anyhow::ensure;
use clap::Args;
use partisan::easy_chase::EasyChase;
use partisan::{check_retrograde, GameId, Games, Value};

use crate::emit;

/// Times the two goals of the partisan crate: every Easy Chase position of an n = 20 board
/// (goal < 1 s), and the canonical form of a sum of 6 random games born by day 3 (goal < 1 s;
/// numbers are left out, their sums being trivial).
#[derive(Args)]
pub struct BenchFlags {
    /// Board side for The Easy Chase.
    #[arg(long, default_value_t = 20)]
    n: usize,
    /// How many random sums to time.
    #[arg(long, default_value_t = 20)]
    trials: usize,
    /// Games per sum.
    #[arg(long, default_value_t = 6)]
    terms: usize,
    /// Seed of the random games (the same seed, the same games).
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

/// Runs `dresher bench partisan`.
pub fn run(args: &BenchFlags) -> anyhow::Result<()> {
    easy_chase(args.n)?;
    sums(args)
}

fn easy_chase(n: usize) -> anyhow::Result<()> {
    let game = EasyChase::new(n)?;
    let start = Instant::now();
    let table = game.solve();
    let seconds = start.elapsed().as_secs_f64();
    let longest = table
        .values()
        .iter()
        .filter_map(|v| match v {
            Value::Win(d) | Value::Loss(d) => Some(*d),
            Value::Draw => None,
        })
        .max()
        .unwrap_or(0);
    let verified = check_retrograde(&game, table.values()).is_ok();
    ensure!(verified, "the retrograde table fails its position check");
    emit(&format!(
        "easy-chase n={n}: {} positions solved in {seconds:.3} s (longest game {longest} moves); \
         table checked position by position\n",
        table.values().len()
    ))
}

fn sums(args: &BenchFlags) -> anyhow::Result<()> {
    let mut rng = Lcg(args.seed);
    let mut times = Vec::new();
    let mut largest = (0, 0.into(), 0);
    for _ in 0..args.trials {
        // A fresh arena each time: no memo carried over from the previous trial.
        let mut games = Games::new();
        let day2 = games.born_by(2)?;
        let terms: Vec<GameId> = (0..args.terms)
            .map(|_| random_day3(&mut games, &day2, &mut rng))
            .collect();
        let start = Instant::now();
        let sum = games.sum(&terms);
        times.push(start.elapsed().as_secs_f64());
        let size = (
            games.left(sum).len() + games.right(sum).len(),
            games.birthday(sum),
            games.len(),
        );
        largest = largest.max(size);
    }
    times.sort_by(f64::total_cmp);
    let (median, max) = (times[times.len() / 2], times[times.len() - 1]);
    emit(&format!(
        "canonical sums of {} random non-number games born by day 3, {} trials: median {median:.4} s, \
         max {max:.4} s; largest result {} options, born on day {}, arena {} nodes\n",
        args.terms, args.trials, largest.0, largest.1, largest.2
    ))
}

/// `{L | R}` with L and R random sets of one to four games born by day 2, drawn again until
/// the game is not a number (sums of numbers are mere additions of dyadics).
fn random_day3(games: &mut Games, day2: &[GameId], rng: &mut Lcg) -> GameId {
    let pick = |rng: &mut Lcg| -> Vec<GameId> {
        (0..1 + rng.below(4))
            .map(|_| day2[rng.below(day2.len())])
            .collect()
    };
    loop {
        let (l, r) = (pick(rng), pick(rng));
        let g = games.game(&l, &r);
        if games.as_number(g).is_none() {
            return g;
        }
    }
}

/// A linear congruential generator: reproducible random games without a dependency.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}
