//! `dresher sweep --game nhg-line | nhg-spider` and `verify` of their files: flags, a
//! progress bar and the printed summary around [`nhg::sweeps`].

use std::path::Path;
use std::time::Instant;

use clap::Args;
use indicatif::ProgressBar;
use nhg::sweeps::{closed, line, rederive, spider};
use verify::budget::Budget;

use crate::emit;

/// Where the line sweep's CSV files go unless `--out` says otherwise.
pub const LINE_OUT: &str = "results/nhg-line";
/// Where the spider sweep's CSV files and the summary go unless `--out` says otherwise.
pub const SPIDER_OUT: &str = "results/nhg-spider";

/// The line sweep's flags of `dresher sweep`.
#[derive(Args)]
#[group(skip)]
#[command(next_help_heading = "Number Hides Game on lines (--game nhg-line)")]
pub struct SweepLineFlags {
    /// The largest board: every 1 <= m, n <= p <= P.
    #[arg(long, value_name = "P", default_value_t = 200)]
    p_max: usize,
    /// Compare with the exact LP (HiGHS, basis solved exactly) up to this p.
    #[arg(long, value_name = "P", default_value_t = 60)]
    lp_max: usize,
}

/// The spider sweep's flags of `dresher sweep`.
#[derive(Args)]
#[group(skip)]
#[command(next_help_heading = "Number Hides Game on spiders (--game nhg-spider)")]
pub struct SweepSpiderFlags {
    /// The largest m (player I's coins); every n < m, 2 <= B <= 5, b <= 3m.
    #[arg(long, value_name = "M", default_value_t = 12)]
    m_max: usize,
    /// Prove conjecture (21) for every case of conditions (20) with m <= M by both players'
    /// closed-form strategies (no LP; M = 212 is 3.1 million cases) instead of the LP checks.
    #[arg(long)]
    closed_form: bool,
}

/// A bar following a sweep's ticks.
fn bar(unit: &str) -> ProgressBar {
    crate::games::progress_bar(0, unit)
}

/// Runs the line sweep.
pub fn run_line(args: &SweepLineFlags, out: &Path, budget: &Budget) -> anyhow::Result<()> {
    let start = Instant::now();
    let bar = bar("board sizes");
    let tick = |done: usize, all: usize| {
        bar.set_length(all as u64);
        bar.set_position(done as u64);
    };
    let done = line::sweep(args.p_max, args.lp_max, out, (&tick, budget));
    bar.finish_and_clear();
    let done = done?;
    emit(&done.summary)?;
    emit(&format!(
        "this run: {} games, {} LPs, {:.1} s; CSV per p and summary.md in {}\n",
        done.games,
        done.lps,
        start.elapsed().as_secs_f64(),
        out.display()
    ))
}

/// Runs the spider sweep (by LP, or with `--closed-form` by closed-form strategies).
pub fn run_spider(args: &SweepSpiderFlags, out: &Path, budget: &Budget) -> anyhow::Result<()> {
    let start = Instant::now();
    let bar = bar("values of m");
    let tick = |done: usize, all: usize| {
        bar.set_length(all as u64);
        bar.set_position(done as u64);
    };
    let summary = match args.closed_form {
        true => closed::sweep(args.m_max, out, (&tick, budget)),
        false => spider::sweep(args.m_max, out, (&tick, budget)),
    };
    bar.finish_and_clear();
    emit(&summary?)?;
    let files = match args.closed_form {
        true => format!(
            "CSV per m in {} and closed-form-summary.md",
            out.join("closed-form").display()
        ),
        false => format!("CSV per m and summary.md in {}", out.display()),
    };
    emit(&format!(
        "\n{:.1} s; {files}\n",
        start.elapsed().as_secs_f64()
    ))
}

/// `dresher verify --game nhg-line`: every block `p1.csv` to the largest present
/// re-checked, row by row (a missing, empty or truncated block fails).
pub fn verify_line(dir: &Path) -> anyhow::Result<()> {
    let (total, failed) = line::check_dir(dir)?;
    for f in &failed {
        emit(&format!("FAILED: {f}\n"))?;
    }
    crate::games::passed_failed(total, failed.len())
}

/// `dresher verify --game nhg-spider`: every block file derived again and compared.
pub fn verify_spider(dir: &Path) -> anyhow::Result<()> {
    let (total, failed) = rederive::check_dir(dir)?;
    for f in &failed {
        eprintln!("{f}");
    }
    emit(&format!(
        "{} passed, {} failed\n",
        total - failed.len(),
        failed.len()
    ))?;
    anyhow::ensure!(failed.is_empty(), "{} files do not re-derive", failed.len());
    Ok(())
}
