//! A thermograph drawn as the field draws it: the temperature `t` upward, values along the
//! horizontal axis with Left's side (larger values) on the left, the left wall in blue, the
//! right wall in red, and the mast above the temperature.

use std::path::Path;

use anyhow::anyhow;
use partisan::{Thermograph, Wall};
use plotters::prelude::*;

use crate::charts::{announce, draw_both, init_font, svg_text, tick};

const LEFT: RGBColor = RGBColor(31, 119, 180);
const RIGHT: RGBColor = RGBColor(214, 39, 40);

/// Draws `th` to `stem.svg` (and `stem.png` when the font is there) and says where.
pub fn draw(stem: &Path, th: &Thermograph, title: &str) -> anyhow::Result<()> {
    let png = init_font();
    let (ranges, left, right) = layout(th);
    draw_both!(stem, SIZE, png, |area| plot(
        &area,
        title,
        ranges.clone(),
        &left,
        &right
    ))?;
    announce(stem, png);
    Ok(())
}

/// The same picture as SVG text (for a notebook's rich display).
pub fn svg(th: &Thermograph, title: &str) -> anyhow::Result<String> {
    let (ranges, left, right) = layout(th);
    svg_text(SIZE, |area| plot(area, title, ranges, &left, &right))
}

/// `Thermograph of G`, naming the game by its canonical form when short, else by what
/// was asked (a board, an expression) when that is short, else by neither: never clipped.
pub fn title(asked: &str, canonical: &str) -> String {
    match [canonical, asked]
        .into_iter()
        .find(|t| t.chars().count() <= TITLE_CHARS)
    {
        Some(t) => format!("Thermograph of {t}"),
        None => "Thermograph".into(),
    }
}

/// The longest game text a title shows.
const TITLE_CHARS: usize = 40;

/// The picture's size in pixels.
const SIZE: (u32, u32) = (700, 560);

/// The axes' ranges and both walls' points.
fn layout(th: &Thermograph) -> (Range, Points, Points) {
    let temperature = th.temperature.to_f64().max(0.0);
    let top = temperature + (temperature * 0.5).max(1.0);
    let (left, right) = (points(&th.left, top), points(&th.right, top));
    // Values are drawn negated, so Left's larger values stand on the left.
    let xs = left.iter().chain(&right).map(|&(x, _)| -x);
    let (x0, x1) = xs.fold((f64::MAX, f64::MIN), |(a, b), x| (a.min(x), b.max(x)));
    let pad = ((x1 - x0) * 0.1).max(0.5);
    (((x0 - pad)..(x1 + pad), 0.0..top), left, right)
}

/// A wall's points `(value, t)`.
type Points = Vec<(f64, f64)>;

type Range = (std::ops::Range<f64>, std::ops::Range<f64>);

fn plot<DB: DrawingBackend>(
    area: &DrawingArea<DB, plotters::coord::Shift>,
    title: &str,
    (xs, ts): Range,
    left: &[(f64, f64)],
    right: &[(f64, f64)],
) -> anyhow::Result<()>
where
    DB::ErrorType: 'static,
{
    area.fill(&WHITE).map_err(|e| anyhow!("{e}"))?;
    let mut chart = ChartBuilder::on(area)
        .caption(title, ("sans-serif", 20))
        .margin(10)
        .x_label_area_size(35)
        .y_label_area_size(50)
        .build_cartesian_2d(xs, ts)
        .map_err(|e| anyhow!("{e}"))?;
    chart
        .configure_mesh()
        .x_desc("value (Left's side on the left)")
        .y_desc("temperature t")
        .x_label_formatter(&|v| tick(&(0.0 - v)))
        .y_label_formatter(&tick)
        .draw()
        .map_err(|e| anyhow!("{e}"))?;
    for (wall, colour, name) in [(left, LEFT, "left wall"), (right, RIGHT, "right wall")] {
        let line = wall.iter().map(|&(x, t)| (-x, t));
        chart
            .draw_series(LineSeries::new(line, colour.stroke_width(3)))
            .map_err(|e| anyhow!("{e}"))?
            .label(name)
            .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], colour));
    }
    chart
        .configure_series_labels()
        .background_style(WHITE.mix(0.8))
        .border_style(BLACK)
        .draw()
        .map_err(|e| anyhow!("{e}"))
}

/// The wall's corners as `(value, t)`, from `t = 0` up to `top`.
fn points(wall: &Wall, top: f64) -> Vec<(f64, f64)> {
    let pieces = wall.pieces();
    let mut out: Vec<(f64, f64)> = pieces
        .iter()
        .map(|p| (p.at.to_f64(), p.from.to_f64()))
        .collect();
    if let Some(last) = pieces.last() {
        let rise = top - last.from.to_f64();
        out.push((last.at.to_f64() + f64::from(last.slope) * rise, top));
    }
    out
}
