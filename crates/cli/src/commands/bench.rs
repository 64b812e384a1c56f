//! `dresher bench`: wall-clock timings of the exact building blocks and of each game.

use std::time::{Duration, Instant};

use anyhow::ensure;
use clap::{Args, Subcommand};
use num_bigint::BigInt;
use num_rational::BigRational;
use verify::RationalMatrix;

use crate::games::{eternity, goofspiel, guessing, impartial, nhg, partisan, racing};

/// Arguments of `dresher bench`.
#[derive(Args)]
pub struct BenchArgs {
    #[command(subcommand)]
    what: Bench,
}

#[derive(Subcommand)]
enum Bench {
    /// Exact solve of an n x n system with pseudo-random entries 1..=22.
    Linsolve {
        /// Matrix size.
        #[arg(long, default_value_t = 500)]
        n: usize,
        /// Timed repetitions (the median is reported).
        #[arg(long, default_value_t = 3)]
        repeat: usize,
    },
    /// The guessing game's pricing: Knuth's DP per call, the generic one against the reusable
    /// workspace the column generation uses (goal at N = 980: a third of the generic time);
    /// and the exact check's DP on big integers, `BigInt` against fixed-width limbs.
    Knuth {
        /// Keys (at most 4096).
        #[arg(long, default_value_t = 980)]
        n: usize,
        /// Calls timed per implementation (the median is reported; at most 5 for the exact DP).
        #[arg(long, default_value_t = 50)]
        repeat: usize,
        /// Digits of the exact DP's integer weights (Alice's mix over a common denominator of
        /// about that many digits: about 100 at N = 500, 280 at the frontier near 2030; at
        /// most 1000).
        #[arg(long, default_value_t = 150)]
        digits: u32,
    },
    /// The guessing game over a range of N, warm or plain: master solves and seconds per N.
    Guessing(guessing::bench::BenchFlags),
    /// Partisan games: The Easy Chase on an n = 20 board, canonical sums of random games.
    Partisan(partisan::bench::BenchFlags),
    /// Impartial games: seconds to each published period's proof and heaps per second, with
    /// the peer `ogsolve` beside ours (`--ogsolve PATH`).
    Impartial(impartial::bench::BenchFlags),
    /// The Number Hides Game: line checks, compact spider LPs, a random 500-coin tree.
    Nhg(nhg::bench::BenchFlags),
    /// Racing: Bernoulli games per second, each race on a fair coin, a validation sample.
    Racing(racing::bench::BenchFlags),
    /// Goofspiel: the dense game solver vs the exact one, certified solves for a range of N.
    Goofspiel(goofspiel::bench::BenchFlags),
    /// Eternity II puzzles: the three methods on generated 6x6..8x8 boards, a 16x16 max-score run.
    Eternity(eternity::bench::BenchFlags),
    /// The Eternity studies behind docs/design/eternity.md: every cell order's search tree
    /// (`order`), where the solutions of balanced boards lie (`deal`).
    Study(eternity::study::StudyArgs),
}

/// Runs `dresher bench`.
pub fn run(args: &BenchArgs) -> anyhow::Result<()> {
    match args.what {
        Bench::Linsolve { n, repeat } => linsolve(n, repeat.max(1)),
        Bench::Knuth { n, repeat, digits } => guessing::bench::knuth(n, repeat.max(1), digits),
        Bench::Guessing(ref flags) => guessing::bench::run(flags),
        Bench::Partisan(ref flags) => partisan::bench::run(flags),
        Bench::Racing(ref flags) => racing::bench::run(flags),
        Bench::Nhg(ref flags) => nhg::bench::run(flags),
        Bench::Impartial(ref flags) => impartial::bench::run(flags),
        Bench::Eternity(ref flags) => eternity::bench::run(flags),
        Bench::Goofspiel(ref flags) => goofspiel::bench::run(flags),
        Bench::Study(ref args) => eternity::study::run(args),
    }
}

fn linsolve(n: usize, repeat: usize) -> anyhow::Result<()> {
    let mut times: Vec<Duration> = Vec::new();
    let mut digits = 0;
    for run in 0..repeat {
        let (a, b) = system(n, run as u64 + 1);
        let start = Instant::now();
        let x = verify::solve(&a, &b)?;
        times.push(start.elapsed());
        ensure!(a.mul_vec(&x) == b, "solution does not satisfy A x = b");
        digits = x
            .iter()
            .map(|v| v.denom().to_string().len())
            .max()
            .unwrap_or(0);
    }
    times.sort();
    let median = times[times.len() / 2];
    crate::emit(&format!(
        "linsolve n={n}: median {:.3} s over {repeat} runs (min {:.3} s, max {:.3} s); \
         answers have {digits}-digit denominators; checked A x = b exactly\n",
        median.as_secs_f64(),
        times[0].as_secs_f64(),
        times[times.len() - 1].as_secs_f64()
    ))
}

/// A dense system with entries in `1..=22` from a fixed linear congruential generator.
fn system(n: usize, seed: u64) -> (RationalMatrix, Vec<BigRational>) {
    let mut state = seed;
    let mut next = move || {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((state >> 33) % 22 + 1) as i64
    };
    let int = |v: i64| BigRational::from_integer(BigInt::from(v));
    let entries = (0..n * n).map(|_| int(next())).collect();
    let a = RationalMatrix::new(n, n, entries).expect("n * n entries");
    let b = (0..n).map(|i| int((i % 3) as i64)).collect();
    (a, b)
}
