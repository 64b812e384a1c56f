//! `dresher bench guessing`: master solves and seconds per N, on either master engine.

use std::io::Write;
use std::path::PathBuf;

use anyhow::{ensure, Context};
use clap::Args;
use guessing::bench::{run_chain, Measured};

use super::master::MasterFlag;
use super::sweep::SweepMethod;
use crate::emit;
use guessing::Known;

/// The guessing game over a range of N, one chain like one of the sweep's: the first N starts
/// from the fixture's known mix (unless `--cold`), every later N from N - 1. Per N: master
/// solves and pivots, seconds in the master, in pricing and in exact certification, the
/// start (initial pool and columns), and the certified value. Nothing is stored.
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
    /// The master LP engine: `dense` (Dresher's simplex on a dense basis inverse) or `highs`.
    #[arg(long, value_enum, default_value_t = MasterFlag::Dense)]
    master: MasterFlag,
    /// The first N starts from scratch, not from the known mix of `--known`.
    #[arg(long)]
    cold: bool,
    /// Start the first N as the sweep would after N - 1: from the certified record
    /// `<DIR>/<from - 1>.json` (its trees and mix), when it is there and re-verifies
    /// (default: from the known mix of `--known`, or from scratch with `--cold`).
    #[arg(long, value_name = "DIR")]
    after: Option<PathBuf>,
    /// Alice's known mixes, for the first N's start.
    #[arg(long, value_name = "FILE", default_value = guessing::DEFAULT_FILE)]
    known: PathBuf,
    /// Purge the master as `LIMIT,KEEP,AGE` (columns per row that trigger a purge, columns
    /// per row left, solves a column must have been idle) instead of the sweep's `2,1.5,20`;
    /// e.g. `1.3,1.1,10`.
    #[arg(
        long,
        value_delimiter = ',',
        value_name = "LIMIT,KEEP,AGE",
        conflicts_with = "no_purge"
    )]
    purge: Option<Vec<f64>>,
    /// Never purge the master.
    #[arg(long)]
    no_purge: bool,
    /// Price also at the analytic centre of the level set `gap / DIVISOR` below the master
    /// value, with `STEPS` Newton steps toward it, instead of the sweep's `10,3`.
    #[arg(
        long,
        value_delimiter = ',',
        value_name = "DIVISOR,STEPS",
        conflicts_with = "no_centring"
    )]
    centring: Option<Vec<f64>>,
    /// Price at the master's own duals (and the blends) only, as before centring.
    #[arg(long)]
    no_centring: bool,
    /// Also write every master solve (`n,solve,pivots,seconds,columns,lower,upper`)
    /// to this CSV file (default: none written).
    #[arg(long, value_name = "FILE")]
    trace: Option<PathBuf>,
    /// One JSON object per N and line (`n`, `value`, `master_solves`, `master_s`,
    /// `pricing_s`, `certify_s`, `total_s`, ...) instead of the table.
    #[arg(long)]
    json: bool,
    /// The warm method's three blend weights `c` of seed 000 §2.4 (each pricing also prices
    /// `c gamma + (1 - c) alpha`), to compare against the default 0.85,0.95,0.99.
    #[arg(long, value_delimiter = ',', value_name = "C,C,C")]
    blend: Option<Vec<f64>>,
}

/// The sweep's settings for `--method`, with `--blend`'s weights if given.
fn config(args: &BenchFlags) -> anyhow::Result<guessing::SolveConfig> {
    let mut config = guessing::SolveConfig::for_method(args.method.method());
    config.master = args.master.kind();
    if let Some(p) = &args.purge {
        ensure!(
            p.len() == 3 && p[0] >= p[1] && p[1] >= 1.0 && p[2] >= 1.0 && p[2].fract() == 0.0,
            "--purge takes LIMIT >= KEEP >= 1 and a whole AGE >= 1, e.g. 2,1.5,20"
        );
        config.purge = Some(lp_core::Purge {
            limit: p[0],
            keep: p[1],
            age: p[2] as usize,
        });
    }
    if args.no_purge {
        config.purge = None;
    }
    if let Some(c) = &args.centring {
        ensure!(
            c.len() == 2 && c[0] > 1.0 && c[1] >= 1.0 && c[1].fract() == 0.0,
            "--centring takes DIVISOR > 1 and a whole STEPS >= 1, e.g. 10,3"
        );
        config.centring = Some(lp_core::Centring {
            divisor: c[0],
            steps: c[1] as usize,
        });
    }
    if args.no_centring {
        config.centring = None;
    }
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

/// The first N's start: its known optimal mix, unless `--cold`, `--method plain`, or no
/// fixture.
fn first_start(args: &BenchFlags) -> anyhow::Result<Option<guessing::Warm>> {
    if let Some(dir) = &args.after {
        let (_, cert) = guessing::store::verified(dir, args.from - 1).with_context(|| {
            format!(
                "--after: no certified {}",
                guessing::store::path(dir, args.from - 1).display()
            )
        })?;
        return Ok(Some(guessing::Warm::from(&cert)));
    }
    if args.cold || args.method != SweepMethod::Warm || guessing::default_absent(&args.known) {
        return Ok(None);
    }
    let known = Known::read(&args.known, args.from, args.from)?;
    Ok(known.alpha(args.from).map(|alpha| guessing::Warm {
        trees: Vec::new(),
        alpha: alpha.to_vec(),
        optimal: true,
    }))
}

/// Runs `dresher bench guessing`.
pub fn run(args: &BenchFlags) -> anyhow::Result<()> {
    let (from, to) = (args.from, args.to);
    ensure!(from >= 1 && from <= to, "need 1 <= --from <= --to");
    super::check_to(to)?;
    let config = config(args)?;
    let mut trace = match &args.trace {
        Some(path) => Some(std::io::BufWriter::new(std::fs::File::create(path)?)),
        None => None,
    };
    if let Some(t) = &mut trace {
        writeln!(t, "n,solve,pivots,seconds,columns,lower,upper")?;
    }
    if !args.json {
        emit(&format!("master: {}\n{}\n", config.master, HEADER))?;
    }
    let mut failed_line = None;
    let total = run_chain(
        from,
        to,
        &config,
        first_start(args)?,
        |n, b| {
            if let Some(t) = &mut trace {
                // A trace is for reading while the run goes on: a failed write only loses it.
                let _ = writeln!(
                    t,
                    "{n},{},{},{:.6},{},{:.15},{:.15}",
                    b.iteration, b.pivots, b.seconds, b.columns, b.lower, b.upper
                )
                .and_then(|()| t.flush());
            }
        },
        |row| {
            if let Err(e) = line(row, args.json).and_then(|l| emit(&(l + "\n"))) {
                failed_line.get_or_insert(e);
            }
        },
    )?;
    if let Some(e) = failed_line {
        return Err(e);
    }
    if !args.json {
        emit(&format!("{}\n", line(&total, false)?))?;
    }
    Ok(())
}

/// The most keys `bench knuth` takes: the exact DP's table on `BigInt` is then about 2 GB.
const MAX_KNUTH_N: usize = 4096;
/// The widest exact weights `bench knuth` takes, in digits.
const MAX_DIGITS: u32 = 1000;

/// Runs `dresher bench knuth`: median seconds per call of the generic DP and the workspace,
/// on weights shaped like Alice's mix (pseudo-random around a U), checked to agree: once on
/// asymmetric weights (same trees) and once mirror-symmetric, as the game's pricing calls it
/// (the workspace's half-table path: same cost up to rounding, an optimal tree). Then the
/// exact check's DP on integer weights of `digits` digits: `BigInt` against
/// [`bst_oracles::knuth_big`]'s fixed-width limbs, checked to give the same tree.
pub fn knuth(n: usize, repeat: usize, digits: u32) -> anyhow::Result<()> {
    ensure!(n >= 1, "--n must be at least 1");
    ensure!(
        n <= MAX_KNUTH_N,
        "--n {n}: at most {MAX_KNUTH_N} keys (the DP's table is (N+1)^2 entries)"
    );
    ensure!(
        digits <= MAX_DIGITS,
        "--digits {digits}: at most {MAX_DIGITS} (the frontier's mixes have about 280)"
    );
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut weights = |mirrored: bool| -> Vec<f64> {
        let mut w: Vec<f64> = (0..n)
            .map(|k| {
                state = state.wrapping_mul(6364136223846793005).wrapping_add(1);
                let edge = k.min(n - 1 - k) as f64 / n as f64;
                (1.5 - edge) * (1.0 + 0.1 * ((state >> 11) as f64 / (1u64 << 53) as f64))
            })
            .collect();
        if mirrored {
            (0..n / 2).for_each(|k| w[n - 1 - k] = w[k]);
        }
        w
    };
    for mirrored in [false, true] {
        let inputs: Vec<Vec<f64>> = (0..repeat).map(|_| weights(mirrored)).collect();
        let (g, w) = knuth_medians(&inputs, mirrored)?;
        let (kind, agree) = match mirrored {
            false => ("asymmetric", "same trees"),
            true => ("mirror-symmetric", "same costs"),
        };
        emit(&format!(
            "knuth N = {n}, {kind} weights: generic {:.2} ms, workspace {:.2} ms per call (median of {repeat}): {:.1}x; {agree}\n",
            g * 1e3,
            w * 1e3,
            g / w
        ))?;
    }
    let runs = repeat.min(5);
    let (big, wide) = exact_knuth_medians(n, digits, runs)?;
    emit(&format!(
        "knuth N = {n}, exact weights of {digits} digits: BigInt {:.1} ms, fixed-width {:.1} ms per call (median of {runs}): {:.1}x; same trees\n",
        big * 1e3,
        wide * 1e3,
        big / wide
    ))
}

/// Median seconds per call of Knuth's DP on `BigInt` and of [`bst_oracles::knuth_big`], on
/// pseudo-random integer weights of about `digits` digits, each pair of answers checked equal.
fn exact_knuth_medians(n: usize, digits: u32, runs: usize) -> anyhow::Result<(f64, f64)> {
    let scale = num_bigint::BigInt::from(10u32).pow(digits);
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let (mut big, mut wide) = (Vec::new(), Vec::new());
    for _ in 0..runs {
        let weights: Vec<num_bigint::BigInt> = (0..n)
            .map(|_| {
                state = state.wrapping_mul(6364136223846793005).wrapping_add(1);
                &scale * (state >> 40) + state
            })
            .collect();
        let clock = std::time::Instant::now();
        let a = bst_oracles::knuth(&weights).expect("weights are non-negative");
        big.push(clock.elapsed().as_secs_f64());
        let clock = std::time::Instant::now();
        let b = bst_oracles::knuth_big(&weights).expect("weights are non-negative");
        wide.push(clock.elapsed().as_secs_f64());
        ensure!(a == b, "the two exact DPs disagree at N = {n}");
    }
    Ok((median(big), median(wide)))
}

/// Median seconds per call (generic, workspace), each answer checked against the other:
/// the same tree, or for mirror-symmetric weights the same cost to 1e-12 and a tree of it.
fn knuth_medians(inputs: &[Vec<f64>], mirrored: bool) -> anyhow::Result<(f64, f64)> {
    let mut dp = bst_oracles::KnuthWorkspace::new();
    let (mut generic, mut workspace) = (Vec::new(), Vec::new());
    for w in inputs {
        let clock = std::time::Instant::now();
        let a = bst_oracles::knuth(w).expect("weights are positive");
        generic.push(clock.elapsed().as_secs_f64());
        let clock = std::time::Instant::now();
        let b = dp.solve(w).expect("weights are positive");
        workspace.push(clock.elapsed().as_secs_f64());
        let close = |x: f64| (x - a.cost).abs() <= 1e-12 * a.cost;
        let agree = match mirrored {
            false => a == b,
            true => close(b.cost) && close(b.tree.cost(w)),
        };
        ensure!(agree, "the two DPs disagree at N = {}", w.len());
    }
    Ok((median(generic), median(workspace)))
}

/// The median of some timings (the upper one of an even count).
fn median(mut t: Vec<f64>) -> f64 {
    t.sort_by(f64::total_cmp);
    t[t.len() / 2]
}

/// The table's header, for [`line()`].
const HEADER: &str =
    "    N  solves   pivots  master_s  pricing_s  certify_s  start_s  total_s  repairs  fallbacks  value";

/// One row as a table line or a JSON object.
fn line(r: &Measured, json: bool) -> anyhow::Result<String> {
    if json {
        return Ok(serde_json::to_string(r)?);
    }
    Ok(format!(
        "{:>5}  {:>6}  {:>7}  {:>8.3}  {:>9.3}  {:>9.3}  {:>7.3}  {:>7.3}  {:>7}  {:>9}  {}",
        r.n,
        r.master_solves,
        r.pivots,
        r.master_s,
        r.pricing_s,
        r.certify_s,
        r.start_s,
        r.total_s,
        r.repairs,
        r.fallbacks,
        r.value
    ))
}
