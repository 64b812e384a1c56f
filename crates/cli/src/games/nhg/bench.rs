//! `dresher bench nhg`: the line check's speed, compact spider LPs per second, and the
//! largest random tree solved exactly.

use std::time::Instant;

use clap::Args;
use nhg::spider::{solve_spider, Spider};
use nhg::tree::{solve_tree, Tree};
use nhg::{solve_line, LineGame};
use racing::Rng;

use crate::emit;

/// Times the three workloads of the Number Hides Game.
#[derive(Args)]
pub struct BenchFlags {
    /// Line board size whose m x n games are all solved and checked.
    #[arg(long, default_value_t = 200)]
    p: usize,
    /// Coins of the random tree (each coin hangs from a random earlier one).
    #[arg(long, default_value_t = 500)]
    coins: usize,
    /// Path length of both players on the random tree.
    #[arg(long, default_value_t = 5)]
    k: usize,
}

/// Runs `dresher bench nhg`.
pub fn run(args: &BenchFlags) -> anyhow::Result<()> {
    line(args.p.max(1))?;
    spider()?;
    conjecture_21()?;
    random_tree(args.coins, args.k)
}

/// Every m x n game on a line of `p` coins, by closed form and its exact O(p) check.
fn line(p: usize) -> anyhow::Result<()> {
    let start = Instant::now();
    for m in 1..=p {
        for n in 1..=p {
            solve_line(LineGame::new(m, n, p)?)?;
        }
    }
    let secs = start.elapsed().as_secs_f64();
    emit(&format!(
        "line p = {p}: {} games by closed form + exact O(p) check in {secs:.2} s ({:.0} games/s, one core)\n",
        p * p,
        (p * p) as f64 / secs
    ))
}

/// Compact spider LPs solved exactly: m = 10, B = 3, b = 9..20, n < 10.
fn spider() -> anyhow::Result<()> {
    let start = Instant::now();
    let mut lps = 0;
    for b in 9..=20 {
        for n in 1..10 {
            solve_spider(Spider::new(3, b)?, 10, n)?;
            lps += 1;
        }
    }
    let secs = start.elapsed().as_secs_f64();
    emit(&format!(
        "spider m = 10, B = 3, b = 9..20, n < 10: {lps} compact LPs solved exactly in {secs:.2} s ({:.1} ms each)\n",
        secs * 1000.0 / lps as f64
    ))
}

/// Conjecture (21)'s cases with m = 100, proved by closed-form strategies.
fn conjecture_21() -> anyhow::Result<()> {
    let start = Instant::now();
    let block = nhg::sweeps::closed::block(100, &verify::budget::Budget::unlimited())?;
    let secs = start.elapsed().as_secs_f64();
    let cases: usize = block
        .lines()
        .last()
        .and_then(|l| l.split(',').nth(2)?.parse().ok())
        .unwrap_or(0);
    emit(&format!(
        "conjecture (21), m = 100: {cases} cases proved by closed-form strategies in {secs:.2} s \
         ({:.0} cases/s, one core; vs the compact LP above: one case per LP)\n",
        cases as f64 / secs
    ))
}

/// A random tree of `coins` coins (each hangs from a random earlier one), m = n = `k`.
fn random_tree(coins: usize, k: usize) -> anyhow::Result<()> {
    let mut rng = Rng::new(7);
    let edges: Vec<(usize, usize)> = (1..coins)
        .map(|c| (rng.below(c as u64) as usize, c))
        .collect();
    let tree = Tree::from_edges(&edges)?;
    let start = Instant::now();
    let solved = solve_tree(&tree, k, k)?;
    emit(&format!(
        "random tree of {} coins, m = n = {k}: {} x {} paths, value {} certified {} in {:.2} s\n",
        tree.coins(),
        solved.moves_1.len(),
        solved.moves_2.len(),
        solved.solution.value(),
        solved.solution.certified(),
        start.elapsed().as_secs_f64()
    ))
}
