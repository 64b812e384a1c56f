//! `dresher bench guessing`: master solves and seconds per N, warm or plain.

use anyhow::ensure;
use clap::Args;

use super::sweep::SweepMethod;
use crate::emit;

/// The guessing game over a range of N, one chain, warm or plain: master solves and seconds
/// per N, split into search and exact certification, and the seconds until the first master
/// solve was priced (the start: initial pool, first solve from scratch, its pricing; the most
/// a warm basis carried over from N - 1 could save). Nothing is stored.
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
    /// The warm method's three blend weights `c` of seed 000 §2.4 (each pricing also prices
    /// `c gamma + (1 - c) alpha`), to compare against the default 0.85,0.95,0.99.
    #[arg(long, value_delimiter = ',', value_name = "C,C,C")]
    blend: Option<Vec<f64>>,
}

/// The sweep's settings for `--method`, with `--blend`'s weights if given.
fn config(args: &BenchFlags) -> anyhow::Result<guessing::SolveConfig> {
    let mut config = guessing::SolveConfig::for_method(args.method.method());
    if let Some(weights) = &args.blend {
        ensure!(
            args.method == SweepMethod::Warm,
            "--blend is for --method warm (plain pricing has no blend)"
        );
        ensure!(
            weights.len() == 3 && weights.iter().all(|c| *c > 0.0 && *c < 1.0),
            "--blend takes three weights strictly between 0 and 1, e.g. 0.85,0.95,0.99"
        );
        config.blend.weights = [weights[0], weights[1], weights[2]];
    }
    Ok(config)
}

/// Runs `dresher bench guessing`.
pub fn run(args: &BenchFlags) -> anyhow::Result<()> {
    let (from, to) = (args.from, args.to);
    ensure!(from >= 1 && from <= to, "need 1 <= --from <= --to");
    let config = config(args)?;
    let mut warm: Option<guessing::Warm> = None;
    let (mut search, mut exact, mut iterations) = (0.0, 0.0, 0);
    let mut first_total = 0.0;
    emit("    N  iterations  search_s  certify_s  repairs  first_s\n")?;
    for n in from..=to {
        let mut first = None;
        let start = std::time::Instant::now();
        let solved = guessing::solve(
            guessing::GuessingGame::new(n)?,
            &config,
            warm.as_ref(),
            |_| {
                first.get_or_insert(start.elapsed().as_secs_f64());
            },
        )?;
        let first = first.unwrap_or(0.0);
        first_total += first;
        emit(&format!(
            "{n:>5}  {:>10}  {:>8.3}  {:>9.3}  {:>7}  {first:>7.3}\n",
            solved.iterations, solved.seconds.0, solved.seconds.1, solved.repairs
        ))?;
        search += solved.seconds.0;
        exact += solved.seconds.1;
        iterations += solved.iterations;
        warm = Some(solved.warm());
    }
    emit(&format!(
        "total: {iterations} master solves, search {search:.2} s, certification {exact:.2} s, \
         first iterations {first_total:.2} s\n"
    ))
}
