//! The racing validation's plots: error rate and mean games per race against the gap, one
//! line per algorithm.

use std::path::Path;

use racing::{Algorithm, Look, ValidationRow};

use crate::charts::{draw_both, init_font, lines, svg_text, Series};

const GREY: plotters::style::RGBColor = plotters::style::RGBColor(120, 120, 120);

const COLOURS: [plotters::style::RGBColor; 6] = [
    plotters::style::RGBColor(31, 119, 180),
    plotters::style::RGBColor(255, 127, 14),
    plotters::style::RGBColor(44, 160, 44),
    plotters::style::RGBColor(214, 39, 40),
    plotters::style::RGBColor(148, 103, 189),
    plotters::style::RGBColor(140, 86, 75),
];

/// A race's bounds on the mean outcome after each test, against the games played (log
/// scale), with the line 1/2 a verdict must cross, as SVG text (for a notebook).
pub fn bounds_svg(looks: &[Look], title: &str) -> anyhow::Result<String> {
    let x = |l: &Look| (l.games.max(1) as f64).log10();
    let lower = looks.iter().map(|l| (x(l), l.lower)).collect();
    let upper = looks.iter().map(|l| (x(l), l.upper)).collect();
    let ends = [looks.first(), looks.last()].map(|l| l.map_or(0.0, x));
    let half = ends.iter().map(|&g| (g, 0.5)).collect();
    let series = [
        ("upper bound", COLOURS[3], upper),
        ("lower bound", COLOURS[0], lower),
        ("1/2", GREY, half),
    ];
    svg_text((800, 420), |area| {
        lines(area, title, ("log10(games)", "mean outcome"), &series)
    })
}

/// Draws `validation_errors` (with the guarantee, a grey line at `delta`) and
/// `validation_games` into `out`.
pub fn plots(out: &Path, rows: &[ValidationRow], delta: f64) -> anyhow::Result<()> {
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
    let gaps = rows.iter().map(|r| r.gap);
    let (low, high) = gaps.fold((f64::MAX, f64::MIN), |(l, h), g| (l.min(g), h.max(g)));
    let guarantee = (
        format!("delta = {delta}"),
        vec![(low, delta), (high, delta)],
    );
    let guarantee = (low <= high).then_some(guarantee);
    let games = series(|r| r.mean_games.max(1.0).log10());
    for (stem, title, y, data, line) in [
        (
            "validation_errors",
            "Measured error rate (final interval misses mu)",
            "error rate",
            errors,
            guarantee,
        ),
        (
            "validation_games",
            "Mean games per race",
            "log10(games)",
            games,
            None,
        ),
    ] {
        // The algorithms in their colours, then the guarantee in grey.
        let mut named: Vec<Series> = data
            .iter()
            .zip(COLOURS.iter().cycle())
            .map(|((n, p), c)| (n.as_str(), *c, p.clone()))
            .collect();
        named.extend(line.iter().map(|(n, p)| (n.as_str(), GREY, p.clone())));
        draw_both!(out.join(stem), (900, 560), png, |area| lines(
            &area,
            title,
            ("gap = mu - 1/2", y),
            &named
        ))?;
    }
    Ok(())
}
