//! Goofspiel's first-bid heat maps: one panel per N and payoff, titled with both (rows:
//! card bid, columns: prize card), one colour bar for all.

use std::path::Path;

use anyhow::anyhow;
use goofspiel::store::Record;
use plotters::coord::Shift;
use plotters::prelude::*;

use crate::charts::{colour_bar, draw_both, heat, init_font};

/// Draws `first_bids` (SVG, and PNG when the font is installed) into `out`.
pub fn first_bids(out: &Path, records: &[Record]) -> anyhow::Result<()> {
    let columns = records.len().clamp(1, 4);
    let rows = records.len().div_ceil(columns);
    let size = (300 * columns as u32 + 110, 320 * rows as u32);
    let png = init_font(); // before any text is drawn, SVG included
    draw_both!(out.join("first_bids"), size, png, |area| figure(
        &area,
        records,
        (rows, columns)
    ))
}

/// One panel per N in a grid, and one colour bar for all (probability 0..1).
fn figure<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    tables: &[Record],
    grid: (usize, usize),
) -> anyhow::Result<()>
where
    DB::ErrorType: 'static,
{
    area.fill(&WHITE).map_err(|e| anyhow!("{e}"))?;
    let width = area.dim_in_pixel().0;
    let (panels, bar) = area.split_horizontally(width.saturating_sub(110));
    for (t, cell) in tables.iter().zip(panels.split_evenly(grid)) {
        panel(&cell, t)?;
    }
    colour_bar(&bar, 1.0, "probability of the bid")
}

fn panel<DB: DrawingBackend>(area: &DrawingArea<DB, Shift>, t: &Record) -> anyhow::Result<()>
where
    DB::ErrorType: 'static,
{
    let side = t.n as f64 + 0.5;
    let mut chart = ChartBuilder::on(area)
        .caption(
            format!("N = {}, {} payoff", t.n, t.payoff),
            ("sans-serif", 16),
        )
        .margin(8)
        .x_label_area_size(30)
        .y_label_area_size(35)
        .build_cartesian_2d(0.5..side, side..0.5)
        .map_err(|e| anyhow!("{e}"))?;
    chart
        .configure_mesh()
        .disable_mesh()
        .x_desc("prize")
        .y_desc("card bid")
        .x_labels(t.n.min(8))
        .y_labels(t.n.min(8))
        .x_label_formatter(&|x| format!("{x:.0}"))
        .y_label_formatter(&|y| format!("{y:.0}"))
        .draw()
        .map_err(|e| anyhow!("{e}"))?;
    let cells = t.bids().into_iter().enumerate().flat_map(|(p, row)| {
        row.into_iter().enumerate().map(move |(c, prob)| {
            let (x, y) = ((p + 1) as f64, (c + 1) as f64);
            Rectangle::new(
                [(x - 0.5, y - 0.5), (x + 0.5, y + 0.5)],
                heat(prob).filled(),
            )
        })
    });
    chart.draw_series(cells).map_err(|e| anyhow!("{e}"))?;
    Ok(())
}
