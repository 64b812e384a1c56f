//! The guessing game's figures of seed 000 §3 from certified records: heat maps of Alice's
//! mix (figs. 3.1, 3.3), her mix at N = 253 (3.4), master solves per N (3.5) and both
//! bounds during a plain run at N = 100 (3.6, solved here).

use std::path::Path;

use guessing::{solve, GuessingGame, Method, Record, SolveConfig, TablePoint};
use lp_core::Bounds;
use plotters::prelude::*;

use crate::charts::{draw_both, heatmap, init_font, lines, svg_text};

/// Draws every figure into `out` (SVG, and PNG when the font is installed): those of the
/// records, and the certified table's when `table` is not empty.
pub fn figures(records: &[Record], table: &[TablePoint], out: &Path) -> anyhow::Result<()> {
    let png = init_font();
    if !png {
        eprintln!("note: no DejaVu Sans font found; drawing SVG only (apt-get install fonts-dejavu-core for PNG)");
    }
    alice_figures(records, out, png)?;
    iterations_figure(records, out, png)?;
    if !table.is_empty() {
        table_figures(table, out, png)?;
    }
    bounds_figure(out, png)
}

/// The certified table's figures, to its last N: V(N) beside log2(N + 1), and the most
/// guesses of Bob's optimal trees beside ceil(log2(N + 1)), the fewest levels any tree on N
/// keys has (seed 000 §3.1 and table 3.1, carried past 980).
fn table_figures(table: &[TablePoint], out: &Path, png: bool) -> anyhow::Result<()> {
    let series = |f: &dyn Fn(&TablePoint) -> f64| -> Vec<(f64, f64)> {
        table.iter().map(|p| (p.n as f64, f(p))).collect()
    };
    let levels = |p: &TablePoint| (p.n as f64 + 1.0).log2().ceil();
    let last = table.last().map_or(0, |p| p.n);
    draw_both!(out.join("value_per_n"), (900, 500), png, |area| lines(
        &area,
        &format!("V(N), N = 1..{last}"),
        ("N", "guesses Bob pays"),
        &[
            ("V(N)", BLUE, series(&|p| p.value)),
            ("log2(N + 1)", RED, series(&|p| (p.n as f64 + 1.0).log2())),
        ]
    ))?;
    draw_both!(
        out.join("max_guesses_per_n"),
        (900, 500),
        png,
        |area| lines(
            &area,
            &format!("Most guesses of Bob's optimal trees, N = 1..{last}"),
            ("N", "guesses"),
            &[
                ("most guesses", BLUE, series(&|p| f64::from(p.max_guesses))),
                ("ceil(log2(N + 1))", RED, series(&levels)),
            ]
        )
    )
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

/// Alice's mix over keys 1..N as SVG text (for a notebook's rich display), as fig. 3.4.
pub fn mix_svg(alpha: &[f64], title: &str) -> anyhow::Result<String> {
    let pts: Vec<(f64, f64)> = (alpha.iter().enumerate())
        .map(|(k, p)| ((k + 1) as f64, *p))
        .collect();
    svg_text((900, 450), |area| {
        lines(
            area,
            title,
            ("key k", "probability"),
            &[("alpha", BLUE, pts)],
        )
    })
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
