//! A nim sequence as a scatter plot, as CGSuite draws them: heap `n` across, its value
//! `G(n)` up, and a dashed line where the proved period begins. Long sequences are drawn
//! by buckets of heaps, one point per value a bucket holds, so rare values stay visible.

use std::path::Path;

use anyhow::anyhow;
use plotters::prelude::*;

use crate::charts::{announce, draw_both, init_font, svg_text, tick};

/// Points drawn at most across the plot (buckets of heaps beyond).
const COLUMNS: usize = 2000;

/// Draws `values` (`G(0), G(1), ...`) to `stem.svg` (and `stem.png` when the font is
/// there), with `preperiod` marked, and says where.
pub fn sequence(
    stem: &Path,
    title: &str,
    values: &[u32],
    preperiod: Option<usize>,
) -> anyhow::Result<()> {
    let png = init_font();
    let (ranges, points) = layout(values);
    draw_both!(stem, SIZE, png, |area| plot(
        &area, title, ranges, &points, preperiod
    ))?;
    announce(stem, png);
    Ok(())
}

/// The same picture as SVG text (for a notebook's rich display).
pub fn svg(title: &str, values: &[u32], preperiod: Option<usize>) -> anyhow::Result<String> {
    let (ranges, points) = layout(values);
    svg_text(SIZE, |area| plot(area, title, ranges, &points, preperiod))
}

/// The picture's size in pixels.
const SIZE: (u32, u32) = (900, 450);

/// The axes' extents (heaps, values) and the points: one per value each bucket holds.
fn layout(values: &[u32]) -> ((f64, f64), Vec<(f64, f64)>) {
    let width = values.len().div_ceil(COLUMNS).max(1);
    let mut points = Vec::new();
    for (b, chunk) in values.chunks(width).enumerate() {
        let mut seen: Vec<u32> = chunk.to_vec();
        seen.sort_unstable();
        seen.dedup();
        points.extend(seen.into_iter().map(|v| ((b * width) as f64, f64::from(v))));
    }
    let top = values.iter().max().copied().unwrap_or(0) as f64 + 1.0;
    let heaps = values.len().max(2) as f64;
    ((heaps, top), points)
}

fn plot<DB: DrawingBackend>(
    area: &DrawingArea<DB, plotters::coord::Shift>,
    title: &str,
    (heaps, top): (f64, f64),
    points: &[(f64, f64)],
    preperiod: Option<usize>,
) -> anyhow::Result<()>
where
    DB::ErrorType: 'static,
{
    area.fill(&WHITE).map_err(|e| anyhow!("{e}"))?;
    let mut chart = ChartBuilder::on(area)
        .caption(title, ("sans-serif", 20))
        .margin(10)
        .x_label_area_size(35)
        .y_label_area_size(45)
        .build_cartesian_2d(0.0..heaps, 0.0..top)
        .map_err(|e| anyhow!("{e}"))?;
    chart
        .configure_mesh()
        .x_desc("heap n")
        .y_desc("G(n)")
        .x_label_formatter(&tick)
        .y_label_formatter(&tick)
        .draw()
        .map_err(|e| anyhow!("{e}"))?;
    let dot = |&(x, y): &(f64, f64)| Circle::new((x, y), 1, BLUE.filled());
    chart
        .draw_series(points.iter().map(dot))
        .map_err(|e| anyhow!("{e}"))?;
    if let Some(e) = preperiod {
        let line = [(e as f64, 0.0), (e as f64, top)];
        chart
            .draw_series(DashedLineSeries::new(line, 6, 4, RED.stroke_width(1)))
            .map_err(|e| anyhow!("{e}"))?
            .label("periodic from here (proved)")
            .legend(|(x, y)| PathElement::new([(x, y), (x + 20, y)], RED));
        chart
            .configure_series_labels()
            .background_style(WHITE.mix(0.8))
            .border_style(BLACK)
            .draw()
            .map_err(|e| anyhow!("{e}"))?;
    }
    Ok(())
}
