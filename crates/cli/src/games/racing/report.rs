//! `dresher report --game racing`: the Monte Carlo validation table of the races (markdown,
//! CSV, JSON; run and resumed by [`racing::ValidationPlan`]) and its plots (PNG + SVG).

use std::path::Path;

use anyhow::Context;
use clap::Args;
use racing::{csv, Algorithm, ValidationPlan};

use super::race::parse_algorithm;
use verify::budget::Budget;

use crate::emit;

/// The racing validation's flags of `dresher report`.
#[derive(Args)]
#[group(skip)]
#[command(next_help_heading = "Racing validation (--game racing)")]
pub struct ReportFlags {
    /// Races per (algorithm, gap).
    #[arg(long, default_value_t = 10_000)]
    races: u64,
    /// Gaps `mu - 1/2` of the Bernoulli players, comma separated.
    #[arg(
        long,
        value_delimiter = ',',
        default_value = "0,0.005,0.01,0.02,0.05,0.1,0.2"
    )]
    gaps: Vec<f64>,
    /// Algorithms, comma separated (default: all six).
    #[arg(long, value_delimiter = ',', value_parser = parse_algorithm)]
    algorithms: Vec<Algorithm>,
    /// Precision epsilon.
    #[arg(long, default_value_t = 0.01)]
    eps: f64,
    /// Error probability delta.
    #[arg(long, default_value_t = 0.05)]
    delta: f64,
    /// Seed of the whole table.
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

/// Where the validation goes unless `--out` says otherwise (the committed table:
/// `--out fixtures/racing`).
pub const DEFAULT_OUT: &str = "results/racing-report";

/// Runs (or resumes) the validation within `budget` and writes the table and plots.
pub fn run(args: &ReportFlags, out: &Path, budget: &Budget) -> anyhow::Result<()> {
    let plan = ValidationPlan::new(
        args.algorithms.clone(),
        args.gaps.clone(),
        args.races,
        args.eps,
        args.delta,
        args.seed,
    )?;
    let bar = crate::games::progress_bar(0, "settings");
    let (_watch, stop) = (budget.watchdog(), budget.stop_flag());
    let tick = |done: usize, total: usize| {
        bar.set_length(total as u64);
        bar.set_position(done as u64);
    };
    let rows = plan.run_resumable(out, tick, &stop);
    bar.finish_and_clear();
    let rows = rows.with_context(|| format!("cannot write the validation in {}", out.display()))?;
    let rows = rows.ok_or_else(|| {
        anyhow::anyhow!(
            "report --game racing: {}; rerun the same command to resume (every finished setting is kept)",
            budget.why_stopped()
        )
    })?;
    let md = plan.markdown(&rows);
    std::fs::write(out.join("validation.md"), &md)?;
    std::fs::write(out.join("validation.csv"), csv(&rows))?;
    std::fs::write(
        out.join("validation.json"),
        serde_json::to_string_pretty(&rows)? + "\n",
    )?;
    dresher_plots::racing::plots(out, &rows, args.delta)?;
    emit(&md)?;
    emit(&format!(
        "\nwritten: {0}/validation.md, validation.csv, validation.json, validation_errors and validation_games (SVG, PNG)\n",
        out.display()
    ))
}
