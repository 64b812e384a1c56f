//! `dresher report --game racing`: the Monte Carlo validation table of the races (markdown,
//! CSV, JSON) and its plots (PNG + SVG). Each finished setting is appended to a checkpoint,
//! so a stopped run resumes where it was.

use std::fmt::Write as _;
use std::io::Write as _;
use std::path::Path;

use anyhow::{ensure, Context};
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use racing::{validate, Algorithm, RaceConfig, ValidationRow};

use super::race::parse_algorithm;
use crate::emit;
use crate::plots::{draw_both, init_font, lines, Series};

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

/// Runs (or resumes) the validation and writes the table and plots.
pub fn run(args: &ReportFlags, out: &Path) -> anyhow::Result<()> {
    let config = RaceConfig::new(args.eps, args.delta)?;
    ensure!(args.races >= 1, "--races must be at least 1");
    ensure!(
        args.gaps.iter().all(|g| (0.0..=0.5).contains(g)),
        "every gap must be in [0, 1/2]"
    );
    let algorithms = if args.algorithms.is_empty() {
        Algorithm::ALL.to_vec()
    } else {
        args.algorithms.clone()
    };
    std::fs::create_dir_all(out).with_context(|| format!("cannot create {}", out.display()))?;
    let checkpoint = out.join("checkpoint.jsonl");
    let header = format!(
        "{{\"races\":{},\"eps\":{},\"delta\":{},\"seed\":{}}}",
        args.races, args.eps, args.delta, args.seed
    );
    let mut rows = load_checkpoint(&checkpoint, &header, args.races)?;
    let todo: Vec<(Algorithm, f64)> = algorithms
        .iter()
        .flat_map(|&a| args.gaps.iter().map(move |&g| (a, g)))
        .filter(|(a, g)| !rows.iter().any(|r| r.algorithm == *a && r.gap == *g))
        .collect();
    let bar = ProgressBar::new(todo.len() as u64);
    bar.set_style(ProgressStyle::with_template(
        "{elapsed_precise} [{bar:30}] {pos}/{len} settings {msg}",
    )?);
    for (algorithm, gap) in todo {
        bar.set_message(format!("{} gap {gap}", algorithm.name()));
        let row = validate(&[algorithm], &[gap], args.races, &config, args.seed, |_| {}).remove(0);
        append(&checkpoint, &header, &row)?;
        rows.push(row);
        bar.inc(1);
    }
    bar.finish_and_clear();
    rows.retain(|r| algorithms.contains(&r.algorithm) && args.gaps.contains(&r.gap));
    rows.sort_by_key(|r| {
        (
            algorithms.iter().position(|a| *a == r.algorithm),
            (r.gap * 1e9) as u64,
        )
    });
    write_outputs(out, &rows, args)
}

fn write_outputs(out: &Path, rows: &[ValidationRow], args: &ReportFlags) -> anyhow::Result<()> {
    let md = markdown(rows, args);
    std::fs::write(out.join("validation.md"), &md)?;
    std::fs::write(out.join("validation.csv"), csv(rows))?;
    std::fs::write(
        out.join("validation.json"),
        serde_json::to_string_pretty(rows)? + "\n",
    )?;
    plots(out, rows)?;
    emit(&md)?;
    emit(&format!(
        "\nwritten: {0}/validation.md, validation.csv, validation.json, validation_errors and validation_games (SVG, PNG)\n",
        out.display()
    ))
}

fn load_checkpoint(path: &Path, header: &str, races: u64) -> anyhow::Result<Vec<ValidationRow>> {
    let Ok(text) = std::fs::read_to_string(path) else {
        return Ok(Vec::new());
    };
    match checkpoint_rows(&text, header, races) {
        Some(rows) => Ok(rows),
        None => {
            std::fs::remove_file(path)?; // other parameters: start afresh
            Ok(Vec::new())
        }
    }
}

/// The finished settings of a checkpoint written for `header`, or `None` when it was
/// written for other parameters. A line that does not parse (a run stopped mid-write) or
/// does not add up (`races` of the run, `errors <= races`, `error_rate = errors / races`) is
/// dropped, so its setting is run again.
pub fn checkpoint_rows(text: &str, header: &str, races: u64) -> Option<Vec<ValidationRow>> {
    let mut lines = text.lines();
    if lines.next() != Some(header) {
        return None;
    }
    let whole = |r: &ValidationRow| {
        r.races == races && r.errors <= races && r.error_rate == r.errors as f64 / races as f64
    };
    Some(
        lines
            .filter_map(|l| serde_json::from_str(l).ok())
            .filter(whole)
            .collect(),
    )
}

fn append(path: &Path, header: &str, row: &ValidationRow) -> anyhow::Result<()> {
    let fresh = !path.exists();
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)?;
    if fresh {
        writeln!(file, "{header}")?;
    }
    writeln!(file, "{}", serde_json::to_string(row)?)?;
    file.sync_data()?;
    Ok(())
}

fn markdown(rows: &[ValidationRow], args: &ReportFlags) -> String {
    let mut out = format!(
        "# Racing validation (seed 003 §1.5)\n\nBernoulli player 1 winning with probability mu = 1/2 + gap; \
         {} races per row; epsilon = {}, delta = {}, seed {}. An error is a final interval [LB, UB] that \
         misses mu (the guarantee: error rate <= delta). Wrong winner: player 1 not named (gap > 0 only). \
         Stops: crossed 1/2 / precise (UB - LB <= 2 epsilon) / test limit / cap.\n\n",
        args.races, args.eps, args.delta, args.seed
    );
    out += "| algorithm | gap | error rate | wrong winner | mean games | p95 games | max games | stops c/p/l/cap |\n";
    out += "|---|---:|---:|---:|---:|---:|---:|---|\n";
    for r in rows {
        let _ = writeln!(out, "| {} |", cells(r, true).join(" | "));
    }
    out
}

fn csv(rows: &[ValidationRow]) -> String {
    let mut out = "algorithm,gap,races,errors,error_rate,wrong_winner_rate,mean_games,p95_games,max_games,stop_crossed,stop_precise,stop_limit,stop_cap\n".to_string();
    for r in rows {
        let _ = writeln!(out, "{}", cells(r, false).join(","));
    }
    out
}

/// One row's cells: rounded for the markdown table, full precision (and the race and error
/// counts) for CSV.
fn cells(r: &ValidationRow, markdown: bool) -> Vec<String> {
    let f = |x: f64, digits: usize| {
        if markdown {
            format!("{x:.digits$}")
        } else {
            x.to_string()
        }
    };
    let wrong = r.wrong_winner_rate.map_or_else(
        || {
            if markdown {
                "n/a".into()
            } else {
                String::new()
            }
        },
        |w| f(w, 4),
    );
    let mut cells = vec![r.algorithm.name().to_string(), r.gap.to_string()];
    if !markdown {
        cells.extend([r.races.to_string(), r.errors.to_string()]);
    }
    cells.extend([
        f(r.error_rate, 4),
        wrong,
        f(r.mean_games, 0),
        r.p95_games.to_string(),
        r.max_games.to_string(),
    ]);
    let stops = r.stops.map(|s| s.to_string());
    if markdown {
        cells.push(stops.join("/"));
    } else {
        cells.extend(stops);
    }
    cells
}

const COLOURS: [plotters::style::RGBColor; 6] = [
    plotters::style::RGBColor(31, 119, 180),
    plotters::style::RGBColor(255, 127, 14),
    plotters::style::RGBColor(44, 160, 44),
    plotters::style::RGBColor(214, 39, 40),
    plotters::style::RGBColor(148, 103, 189),
    plotters::style::RGBColor(140, 86, 75),
];

fn plots(out: &Path, rows: &[ValidationRow]) -> anyhow::Result<()> {
    let png = init_font();
    let series = |value: fn(&ValidationRow) -> f64| -> Vec<(String, Vec<(f64, f64)>)> {
        Algorithm::ALL
            .iter()
            .map(|a| {
                (
                    a.name().to_string(),
                    rows.iter()
                        .filter(|r| r.algorithm == *a)
                        .map(|r| (r.gap, value(r)))
                        .collect::<Vec<_>>(),
                )
            })
            .filter(|(_, p)| !p.is_empty())
            .collect()
    };
    let errors = series(|r| r.error_rate);
    let games = series(|r| r.mean_games.max(1.0).log10());
    for (stem, title, y, data) in [
        (
            "validation_errors",
            "Measured error rate (final interval misses mu)",
            "error rate",
            errors,
        ),
        (
            "validation_games",
            "Mean games per race",
            "log10(games)",
            games,
        ),
    ] {
        let named: Vec<Series> = data
            .iter()
            .zip(COLOURS.iter().cycle())
            .map(|((n, p), c)| (n.as_str(), *c, p.clone()))
            .collect();
        draw_both!(out.join(stem), (900, 560), png, |area| lines(
            &area,
            title,
            ("gap = mu - 1/2", y),
            &named
        ))?;
    }
    Ok(())
}
