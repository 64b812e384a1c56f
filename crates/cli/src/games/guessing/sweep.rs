//! The guessing game's `dresher sweep`: solve a range of `N`, one certified record each, resumable.

use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Instant;

use anyhow::ensure;
use clap::{Args, ValueEnum};
use guessing::{solve, GuessingGame, Method, Record, SolveConfig, Solved, Warm};
use rayon::prelude::*;

use super::cost::CostModel;
use super::known::{self, Known};
use super::master::MasterFlag;
use super::progress::SweepProgress;
use super::shard::Shard;
use super::store;
use crate::commands::sweep::Range;

/// The guessing game's flags of `dresher sweep`.
#[derive(Args)]
#[group(skip)]
#[command(
    next_help_heading = "Guessing game (--game guessing)",
    after_help = "Each N is certified in exact arithmetic before its file is written; a rerun skips\n\
    every N whose file re-verifies, so an interrupted sweep resumes where it stopped.\n\n\
    Examples:\n  cargo xtask sweep --game guessing --to 980\n  cargo xtask sweep --game guessing --from 500 --to 600 --jobs 1 --method plain"
)]
pub struct SweepFlags {
    /// Parallel chains, 1 to 3 (default: the cores, at most 3). Chain j solves the N with
    /// N mod jobs = j in order, each warm-started from N - jobs.
    #[arg(long, default_value_t = std::thread::available_parallelism().map_or(1, |n| n.get().min(3)))]
    jobs: usize,
    /// Column generation: `warm` (previous N's trees and dual smoothing) or `plain`.
    #[arg(long, value_enum, default_value_t = SweepMethod::Warm)]
    method: SweepMethod,
    /// The master LP engine: `dense` (Dresher's simplex on a dense basis inverse, HiGHS
    /// for each N's first solve and on numerical trouble) or `highs` (HiGHS throughout).
    #[arg(long, value_enum, default_value_t)]
    master: MasterFlag,
    /// Ignore the known mixes of `--known`: a chain's first N starts from scratch, later N
    /// from N - jobs as by default (the benchmark of column generation itself; hours for
    /// 1..980 on 2 cores).
    #[arg(long)]
    cold: bool,
    /// Alice's known mixes (`values.jsonl`): a chain's first N (nothing solved before it)
    /// searches among Bob's best responses to its known optimal mix; both players'
    /// strategies are still found and certified anew.
    #[arg(long, value_name = "FILE", default_value = known::DEFAULT_FILE)]
    known: PathBuf,
    /// Solve only slice I (from 0) of K contiguous slices of --from..--to, balanced by the
    /// modelled cost of each N (master solves recorded in --known, even with --cold), for a
    /// batch engine's job array: every job must see the same --known; merge the shards'
    /// folders by copying.
    #[arg(long, value_name = "I/K")]
    shard: Option<Shard>,
}

/// Column-generation methods, selectable so the speed-up can be measured.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SweepMethod {
    /// Start from one balanced tree; price against Alice's current mix only.
    Plain,
    /// Start from the previous N's trees; smooth the pricing (seed 000 §2.4, generalised).
    Warm,
}

impl SweepMethod {
    /// The solver's method.
    pub fn method(self) -> Method {
        match self {
            SweepMethod::Plain => Method::Plain,
            SweepMethod::Warm => Method::Warm,
        }
    }

    /// The name stored in records.
    pub fn name(self) -> &'static str {
        match self {
            SweepMethod::Plain => "plain",
            SweepMethod::Warm => "warm",
        }
    }
}

/// Where the result files `<N>.json` go unless `--out` says otherwise.
pub const DEFAULT_OUT: &str = "results/guessing";

/// Runs `dresher sweep --game guessing`, writing `<N>.json` files to `out`.
pub fn run(args: &SweepFlags, range: Range, out: &Path) -> anyhow::Result<()> {
    let Range { from, to } = range.checked("guessing")?;
    super::check_to(to)?;
    let model = cost_model(&args.known)?;
    let slice = match args.shard {
        Some(shard) => shard.slice(from, to, |n| model.seconds(n)),
        None => Some((from, to)),
    };
    let Some((from, to)) = slice else {
        println!("this shard has no N of --from..--to (more shards than N): nothing to do");
        return Ok(());
    };
    ensure!(
        (1..=3).contains(&args.jobs),
        "--jobs must be 1, 2 or 3 (each chain warm-starts from N - jobs)"
    );
    let known = known_mixes(args, from, to)?;
    let start = Instant::now();
    let modelled: f64 = (from..=to).map(|n| model.seconds(n)).sum();
    if modelled > 60.0 {
        eprintln!(
            "N = {from}..={to}: modelled at about {} of one core, {} on {} chains (+-30 %; stored N are skipped)",
            crate::limits::duration(modelled),
            crate::limits::duration(modelled / args.jobs as f64),
            args.jobs
        );
    }
    let progress = SweepProgress::new(from, to, model);
    let failures = Mutex::new(Vec::new());
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(args.jobs)
        .build()?;
    pool.install(|| {
        chains(from, to, args.jobs).into_par_iter().for_each(|ns| {
            if let Err((n, e)) = chain(args, &known, out, &ns, &progress) {
                let rest = &ns[ns.iter().position(|&m| m == n).unwrap_or(0)..];
                progress.abandoned(rest, format!("N = {n}: {e:#}"));
                failures
                    .lock()
                    .expect("no panics while holding the lock")
                    .push(n);
            }
        })
    });
    let skipped = progress.finish();
    let failed = failures
        .into_inner()
        .expect("no panics while holding the lock");
    println!(
        "sweep N = {}..={}: {} certified files in {} ({skipped} stored N verified and skipped), {:.1} s{}",
        from,
        to,
        to - from + 1 - failed.len(),
        out.display(),
        start.elapsed().as_secs_f64(),
        if failed.is_empty() {
            String::new()
        } else {
            format!("; FAILED at N = {failed:?}")
        }
    );
    ensure!(
        failed.is_empty(),
        "{} chains stopped early (see above); rerun to resume",
        failed.len()
    );
    Ok(())
}

/// The known mixes the sweep starts from: none with `--cold` or the plain method, and none
/// (with a note) when the default file is absent; a named file that cannot be read is an
/// error.
fn known_mixes(args: &SweepFlags, from: usize, to: usize) -> anyhow::Result<Known> {
    if args.cold || args.method != SweepMethod::Warm {
        return Ok(Known::default());
    }
    if known::default_absent(&args.known) {
        eprintln!(
            "note: no {} here, so every N starts cold",
            known::DEFAULT_FILE
        );
        return Ok(Known::default());
    }
    // Three N below `from` too: a chain's first N starts from the known mix before it.
    let known = Known::read(&args.known, from.saturating_sub(3), to)?;
    eprintln!(
        "starting from Alice's known mixes of {} N in {} (strategies found and certified anew; --cold ignores them)",
        known.len(),
        args.known.display()
    );
    Ok(known)
}

/// The cost model shards are balanced by: master solves recorded in `known`, or (when the
/// default file is absent) their growth alone.
fn cost_model(known: &Path) -> anyhow::Result<CostModel> {
    if known::default_absent(known) {
        return Ok(CostModel::default());
    }
    CostModel::read(known)
}

/// Deals `from..=to` to `jobs` chains by stride: chain `j` takes `from + j`, `from + j + jobs`,
/// ... and warm-starts each N from N - jobs, so every chain is warm and the load is even.
fn chains(from: usize, to: usize, jobs: usize) -> Vec<Vec<usize>> {
    let jobs = jobs.min(to - from + 1);
    (0..jobs)
        .map(|j| (from + j..=to).step_by(jobs).collect())
        .collect()
}

/// Solves the N of one chain in order, each warm-started from the chain's previous N
/// (stored or just solved; at most 3 keys smaller).
fn chain(
    args: &SweepFlags,
    known: &Known,
    out: &Path,
    ns: &[usize],
    progress: &SweepProgress,
) -> Result<(), (usize, anyhow::Error)> {
    let mut config = SolveConfig::for_method(args.method.method());
    config.master = args.master.kind();
    let stride = args.jobs.min(3);
    let first = ns[0];
    let before = (1..=stride).filter_map(|g| first.checked_sub(g).filter(|m| *m >= 1));
    // A stored certificate of an earlier N (its trees and mix), else a known mix alone.
    let mut warm: Option<Warm> = before
        .clone()
        .find_map(|m| store::verified(out, m).map(|(_, c)| Warm::from(&c)))
        .or_else(|| {
            before.clone().find_map(|m| {
                known.alpha(m).map(|a| Warm {
                    trees: Vec::new(),
                    alpha: a.to_vec(),
                    optimal: false,
                })
            })
        });
    for &n in ns {
        if let Some((_, cert)) = store::verified(out, n) {
            warm = Some(Warm::from(&cert));
            progress.skipped(n);
            continue;
        }
        // The known mix starts a chain with nothing solved before it; after that the previous
        // N's trees and mix start each N (near 512 that needs 2.5x fewer master solves than
        // centring on the known optimum; docs/guessing.md).
        let chained = warm.as_ref().is_some_and(|w| !w.trees.is_empty());
        let centre = known.alpha(n).filter(|_| !chained).map(|alpha| Warm {
            trees: Vec::new(),
            alpha: alpha.to_vec(),
            optimal: true,
        });
        let method = match centre {
            Some(_) => format!("{}+known", args.method.name()),
            None => args.method.name().to_string(),
        };
        let solved = solve_one(n, &config, centre.as_ref().or(warm.as_ref()), progress)
            .map_err(|e| (n, e))?;
        let record = Record::from_solved(&solved, &method);
        store::write(out, &record).map_err(|e| (n, e))?;
        progress.solved(
            n,
            format!(
                "N = {n}: value {:.12} certified ({} master solves, {:.1} s)",
                record.value_f64, record.iterations, record.seconds
            ),
        );
        // `solve` returns only certified solutions: no need to re-check what was just written.
        warm = Some(solved.warm());
    }
    Ok(())
}

fn solve_one(
    n: usize,
    config: &SolveConfig,
    warm: Option<&Warm>,
    progress: &SweepProgress,
) -> anyhow::Result<Solved> {
    let solved = solve(GuessingGame::new(n)?, config, warm, |b| {
        if b.iteration % 10 == 1 {
            progress.message(format!(
                "N = {n}: iteration {}, bounds [{:.12}, {:.12}]",
                b.iteration, b.lower, b.upper
            ));
        }
    })?;
    Ok(solved)
}

#[cfg(test)]
mod tests {
    use super::chains;

    #[test]
    fn chains_deal_every_n_once_by_stride() {
        for jobs in 1..=4 {
            let c = chains(1, 980, jobs);
            assert_eq!(c.len(), jobs);
            let mut all: Vec<usize> = c.iter().flatten().copied().collect();
            all.sort();
            assert_eq!(all, (1..=980).collect::<Vec<_>>());
            assert!(c
                .iter()
                .all(|ns| ns.windows(2).all(|w| w[1] - w[0] == jobs)));
        }
        assert_eq!(chains(5, 5, 3), vec![vec![5]]);
    }
}
