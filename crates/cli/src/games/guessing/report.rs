//! The guessing game's `dresher report`: table 3.1, Johnson's patterns, Gilbert's dips and the figures of seed
//! 000 §3, regenerated from the stored (and re-verified) results.

use std::fmt::Write as _;
use std::path::Path;

use anyhow::{ensure, Context};
use guessing::analysis::{
    alpha, cost_near_powers_of_two, gilbert_dips, johnson, max_guesses_table, runs, Run,
};
use guessing::{solve, GuessingGame, Method, Record, SolveConfig};
use lp_core::Bounds;
use plotters::prelude::*;
use rayon::prelude::*;

use crate::emit;
use crate::plots::{draw_both, heatmap, init_font, lines};
use guessing::store;

/// Table 3.1 as printed in the seed: (most guesses, first N, last N).
const SEED_TABLE_3_1: [(u32, usize, usize); 11] = [
    (1, 1, 1),
    (2, 2, 2),
    (3, 3, 4),
    (4, 5, 10),
    (5, 11, 23),
    (6, 24, 52),
    (7, 53, 110),
    (8, 111, 226),
    (9, 227, 460),
    (10, 461, 930),
    (11, 931, 980),
];

/// Where the guessing report goes unless `--out` says otherwise.
pub const DEFAULT_OUT: &str = "results/guessing-report";

/// Where the records are read from unless `--dir` says otherwise.
pub const DEFAULT_DIR: &str = "results/guessing";

/// Runs `dresher report --game guessing`: records from `dir`, the report to `out`.
pub fn run(dir: &Path, out: &Path) -> anyhow::Result<()> {
    let records = load(dir)?;
    std::fs::create_dir_all(out).with_context(|| format!("cannot create {}", out.display()))?;
    let text = report_text(&records)?;
    std::fs::write(out.join("report.md"), &text)?;
    figures(&records, out)?;
    emit(&text)?;
    emit(&format!(
        "\nwritten: {}/report.md and figures (fig3_1, fig3_3, fig3_4, fig3_5, fig3_6)\n",
        out.display()
    ))
}

fn load(dir: &Path) -> anyhow::Result<Vec<Record>> {
    let files = store::list(dir)?;
    ensure!(
        !files.is_empty(),
        "no results in {}: run `cargo xtask sweep --game guessing --to 980` first",
        dir.display()
    );
    let records: Vec<Record> = files
        .par_iter()
        .map(|(_, p)| {
            let r = store::read(p)?;
            r.check()
                .with_context(|| format!("{} does not verify", p.display()))?;
            Ok(r)
        })
        .collect::<anyhow::Result<_>>()?;
    Ok(records)
}

fn report_text(records: &[Record]) -> anyhow::Result<String> {
    let (first, last) = (records[0].n, records[records.len() - 1].n);
    let mut t = format!(
        "# Dresher's guessing game: certified results for N = {first}..={last} ({} values)\n\n",
        records.len()
    );
    t += "## Table 3.1: most guesses needed by Bob's optimal trees\n\n| guesses | N (ours) | N (seed 000) |\n|---|---|---|\n";
    for r in max_guesses_table(records) {
        let seed = SEED_TABLE_3_1
            .iter()
            .find(|s| s.0 == r.value)
            .map_or("-".into(), |s| span(s.1, s.2));
        writeln!(t, "| {} | {} | {seed} |", r.value, span(r.from, r.to))?;
    }
    t += "\nBob's optimal mix is not unique, so the most guesses of *a* certified optimal mix can differ \
          from the seed's where several optimal mixes exist; every row above comes from a mix certified optimal.\n";
    t += &patterns(records)?;
    t += &computation(records)?;
    Ok(t)
}

/// Johnson's patterns and Gilbert's dips, evaluated exactly on every record.
fn patterns(records: &[Record]) -> anyhow::Result<String> {
    let mut t = String::new();
    let alphas: Vec<(usize, Vec<num_rational::BigRational>)> = records
        .iter()
        .map(|r| Ok((r.n, alpha(r)?)))
        .collect::<Result<_, guessing::Error>>()?;
    t += "\n## Johnson's patterns (seed §3.4), exact\n\n";
    let names = [
        "alpha_1 = alpha_2 + alpha_3",
        "alpha_1 = 2 alpha_2",
        "alpha_1 > alpha_j for 1 < j < N",
    ];
    for (i, name) in names.iter().enumerate() {
        let points: Vec<(usize, bool)> = alphas
            .iter()
            .filter_map(|(n, a)| {
                let j = johnson(a);
                [j.first, j.second, j.third][i].map(|v| (*n, v))
            })
            .collect();
        writeln!(t, "- {name}: {}", describe(&runs(&points)))?;
    }
    t += "\nAlice's optimal mix is not always unique either: a pattern failing here means it fails for the certified mix found.\n";
    t += "\n## Gilbert's dips (strict local minimum of alpha near N/4, N/2, 3N/4)\n\n";
    for (i, name) in ["N/4", "N/2", "3N/4"].iter().enumerate() {
        let points: Vec<(usize, bool)> = alphas
            .iter()
            .filter(|(n, _)| *n >= 8)
            .map(|(n, a)| (*n, gilbert_dips(a)[i]))
            .collect();
        writeln!(t, "- dip near {name}: {}", describe(&runs(&points)))?;
    }
    Ok(t)
}

/// Where the time went: totals, and the cost near powers of two (fig 3.5 in numbers).
fn computation(records: &[Record]) -> anyhow::Result<String> {
    let mut t = "\n## Computation\n\n".to_string();
    let total: f64 = records.iter().map(|r| r.seconds).sum();
    let certify: f64 = records.iter().map(|r| r.certify_seconds).sum();
    let repairs: usize = records.iter().map(|r| r.repairs).sum();
    let worst = records
        .iter()
        .max_by_key(|r| r.iterations)
        .expect("records are not empty");
    writeln!(t, "- total solve time {total:.1} s (of which exact certification {certify:.1} s), {repairs} exact repairs")?;
    writeln!(
        t,
        "- most master iterations: N = {} ({} iterations)",
        worst.n, worst.iterations
    )?;
    let longest = records
        .iter()
        .max_by_key(|r| r.value.len())
        .expect("records are not empty");
    writeln!(
        t,
        "- longest value: N = {} ({} characters)",
        longest.n,
        longest.value.len()
    )?;
    t += "\nNear powers of two (N within 1/8 of 2^k; seconds as recorded by the run that solved each N):\n\n\
          | 2^k | N | master solves (mean / max) | seconds (mean / max) |\n|---|---|---|---|\n";
    for w in cost_near_powers_of_two(records) {
        let (p, e) = (w.power, w.power / 8);
        writeln!(
            t,
            "| {p} | {}-{} ({} present) | {:.0} / {} | {:.1} / {:.1} |",
            p - e,
            p + e,
            w.count,
            w.iterations.0,
            w.iterations.1,
            w.seconds.0,
            w.seconds.1
        )?;
    }
    Ok(t)
}

fn span(a: usize, b: usize) -> String {
    if a == b {
        a.to_string()
    } else {
        format!("{a}-{b}")
    }
}

fn describe(runs: &[Run<bool>]) -> String {
    let holds: Vec<String> = runs
        .iter()
        .filter(|r| r.value)
        .map(|r| span(r.from, r.to))
        .collect();
    let fails: Vec<String> = runs
        .iter()
        .filter(|r| !r.value)
        .map(|r| span(r.from, r.to))
        .collect();
    match (holds.is_empty(), fails.is_empty()) {
        (_, true) => "holds for every N checked".into(),
        (true, _) => "fails for every N checked".into(),
        _ => format!(
            "holds for N in {}; fails for N in {}",
            holds.join(", "),
            fails.join(", ")
        ),
    }
}

fn figures(records: &[Record], out: &Path) -> anyhow::Result<()> {
    let png = init_font();
    if !png {
        eprintln!("note: no DejaVu Sans font found; drawing SVG only (apt-get install fonts-dejavu-core for PNG)");
    }
    alice_figures(records, out, png)?;
    iterations_figure(records, out, png)?;
    bounds_figure(out, png)
}

/// Alice's mix per N (k = 1..N) for every record with N <= `max`.
fn alpha_rows(records: &[Record], max: usize) -> Vec<(usize, Vec<f64>)> {
    let to_f64 = |a: &String| {
        verify::parse_rational(a)
            .map(|q| verify::to_f64(&q))
            .unwrap_or(0.0)
    };
    records
        .iter()
        .filter(|r| r.n <= max)
        .map(|r| (r.n, r.alpha.iter().map(to_f64).collect()))
        .collect()
}

/// Figures 3.1 and 3.3 (heat maps of Alice's mix) and 3.4 (her mix at N = 253).
fn alice_figures(records: &[Record], out: &Path, png: bool) -> anyhow::Result<()> {
    draw_both!(
        out.join("fig3_1_alice_heatmap_40"),
        (800, 600),
        png,
        |area| heatmap(
            &area,
            "Alice's optimal mix, N <= 40",
            &alpha_rows(records, 40)
        )
    )?;
    draw_both!(
        out.join("fig3_3_alice_heatmap_300"),
        (900, 900),
        png,
        |area| heatmap(
            &area,
            "Alice's optimal mix, N <= 300",
            &alpha_rows(records, 300)
        )
    )?;
    let Some((_, a)) = alpha_rows(records, 253)
        .into_iter()
        .find(|(n, _)| *n == 253)
    else {
        return Ok(());
    };
    let pts: Vec<(f64, f64)> = a
        .iter()
        .enumerate()
        .map(|(k, p)| ((k + 1) as f64, *p))
        .collect();
    draw_both!(out.join("fig3_4_alice_253"), (900, 500), png, |area| lines(
        &area,
        "Alice's optimal mix, N = 253",
        ("k", "probability"),
        &[("alpha", BLUE, pts.clone())]
    ))
}

/// Figure 3.5: master LP solves per N.
fn iterations_figure(records: &[Record], out: &Path, png: bool) -> anyhow::Result<()> {
    let its: Vec<(f64, f64)> = records
        .iter()
        .map(|r| (r.n as f64, r.iterations as f64))
        .collect();
    draw_both!(
        out.join("fig3_5_iterations"),
        (900, 500),
        png,
        |area| lines(
            &area,
            "Master LP solves per N",
            ("N", "iterations"),
            &[("iterations", BLUE, its.clone())]
        )
    )
}

/// Figure 3.6: both bounds during a plain run at N = 100 (solved here).
fn bounds_figure(out: &Path, png: bool) -> anyhow::Result<()> {
    let trace = solve(
        GuessingGame::new(100)?,
        &SolveConfig::for_method(Method::Plain),
        None,
        |_| {},
    )?
    .trace;
    let series = |bound: fn(&Bounds) -> f64| -> Vec<(f64, f64)> {
        trace
            .iter()
            .map(|b| (b.iteration as f64, bound(b)))
            .collect()
    };
    let series = [
        ("upper bound (master LP)", BLUE, series(|b| b.upper)),
        ("best response (lower bound)", RED, series(|b| b.lower)),
    ];
    draw_both!(
        out.join("fig3_6_bounds_100"),
        (900, 500),
        png,
        |area| lines(
            &area,
            "Bounds during the plain run, N = 100",
            ("iteration", "expected guesses"),
            &series
        )
    )
}
