//! `dresher bench guessing`: master solves and seconds per N, warm or plain.

use anyhow::ensure;
use clap::Args;

use super::sweep::SweepMethod;
use crate::emit;

/// The guessing game over a range of N, one chain, warm or plain: master solves and seconds
/// per N, split into search and exact certification. Nothing is stored.
#[derive(Args)]
pub struct BenchFlags {
    /// First N.
    #[arg(long)]
    from: usize,
    /// Last N.
    #[arg(long)]
    to: usize,
    /// `warm` (previous N's trees, dual smoothing) or `plain`.
    #[arg(long, value_enum, default_value_t = SweepMethod::Warm)]
    method: SweepMethod,
}

/// Runs `dresher bench guessing`.
pub fn run(args: &BenchFlags) -> anyhow::Result<()> {
    let (from, to) = (args.from, args.to);
    ensure!(from >= 1 && from <= to, "need 1 <= --from <= --to");
    let config = guessing::SolveConfig::for_method(args.method.method());
    let mut warm: Option<guessing::Warm> = None;
    let (mut search, mut exact, mut iterations) = (0.0, 0.0, 0);
    emit("    N  iterations  search_s  certify_s  repairs\n")?;
    for n in from..=to {
        let solved = guessing::solve(
            guessing::GuessingGame::new(n)?,
            &config,
            warm.as_ref(),
            |_| {},
        )?;
        emit(&format!(
            "{n:>5}  {:>10}  {:>8.3}  {:>9.3}  {:>7}\n",
            solved.iterations, solved.seconds.0, solved.seconds.1, solved.repairs
        ))?;
        search += solved.seconds.0;
        exact += solved.seconds.1;
        iterations += solved.iterations;
        warm = Some(solved.warm());
    }
    emit(&format!(
        "total: {iterations} master solves, search {search:.2} s, certification {exact:.2} s\n"
    ))
}
