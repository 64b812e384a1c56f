//! `bench goofspiel`: lp-core's dense solver against `solve_exact` on tiny random games,
//! the certified policy against simple players, then certified solves for a range of N (states/s, games/s, peak memory, widest
//! enclosure).

use std::time::Instant;

use clap::Args;
use lp_core::{solve_exact, DenseSolver, MatrixGame};

use crate::emit;

/// Flags of `dresher bench goofspiel`.
#[derive(Args)]
pub struct BenchFlags {
    /// Smallest N solved in certified mode.
    #[arg(long, default_value_t = 8)]
    from: usize,
    /// Largest N solved in certified mode.
    #[arg(long, default_value_t = 11)]
    to: usize,
}

/// Peak resident memory of this process so far (Linux), in MiB.
fn peak_mib() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib / 1024.0)
}

/// Random integer games of size k x k, entries -20..=20, seeded by k.
fn random_games(k: usize, count: usize) -> Vec<Vec<i64>> {
    let mut rng = racing::Rng::new(k as u64);
    (0..count)
        .map(|_| (0..k * k).map(|_| rng.below(41) as i64 - 20).collect())
        .collect()
}

fn dense_vs_exact() -> anyhow::Result<()> {
    let mut out = String::from("| k x k | dense games/s | exact (HiGHS + rationals) games/s | ratio |\n|---|---|---|---|\n");
    for k in [2, 4, 6, 8, 10, 13] {
        let games = random_games(k, 20_000);
        let floats: Vec<Vec<f64>> = games
            .iter()
            .map(|g| g.iter().map(|&v| v as f64).collect())
            .collect();
        let mut solver = DenseSolver::new();
        let (mut x, mut y) = (vec![0.0; k], vec![0.0; k]);
        let start = Instant::now();
        for a in &floats {
            solver.solve(k, k, a, &mut x, &mut y);
        }
        let dense = floats.len() as f64 / start.elapsed().as_secs_f64();
        let sample = &games[..50];
        let start = Instant::now();
        for g in sample {
            let rows: Vec<Vec<i64>> = g.chunks(k).map(|r| r.to_vec()).collect();
            solve_exact(&MatrixGame::from_integers(&rows)?)?;
        }
        let exact = sample.len() as f64 / start.elapsed().as_secs_f64();
        out += &format!(
            "| {k} x {k} | {dense:.0} | {exact:.0} | {:.0} |\n",
            dense / exact
        );
    }
    emit(&(out + "\n"))
}

/// The certified policy's exact expected payoff against two simple players.
fn policies() -> anyhow::Result<()> {
    let mut out =
        String::from("| N | vs bid-the-prize | vs random bid | seconds |\n|---|---|---|---|\n");
    for n in 3..=8 {
        let start = Instant::now();
        let policy = goofspiel::Policy::new(n)?;
        let (prize, random) = (
            policy.expected_payoff(&goofspiel::bid_the_prize),
            policy.expected_payoff(&goofspiel::random_bid),
        );
        out += &format!(
            "| {n} | {prize:.6} | {random:.6} | {:.2} |\n",
            start.elapsed().as_secs_f64()
        );
    }
    emit(&(out + "\n"))
}

/// Runs `dresher bench goofspiel`.
pub fn run(flags: &BenchFlags) -> anyhow::Result<()> {
    dense_vs_exact()?;
    policies()?;
    let mut out = String::from(
        "| N | seconds | states | states/s | matrix games | games/s | exact fallbacks | widest state | error bound | peak MiB |\n|---|---|---|---|---|---|---|---|---|---|\n",
    );
    for n in flags.from.max(1)..=flags.to {
        let start = Instant::now();
        let g = goofspiel::solve_certified(n, |_, _| {})?;
        let secs = start.elapsed().as_secs_f64();
        out += &format!(
            "| {n} | {secs:.2} | {} | {:.0} | {} | {:.0} | {} | {:.1e} | {:.1e} | {:.0} |\n",
            g.states,
            g.states as f64 / secs,
            g.matrix_games,
            g.matrix_games as f64 / secs,
            g.fallbacks,
            g.widest_state,
            g.error_bound,
            peak_mib().unwrap_or(f64::NAN)
        );
        emit(&format!("N = {n} done in {secs:.1} s\n"))?;
    }
    emit(&out)
}
