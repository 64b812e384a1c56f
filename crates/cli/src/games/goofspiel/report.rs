//! `report --game goofspiel [--dir D]`: from the sweep's records (`<N>.json`), report.md
//! with every first-move table and its certified error bound, and a heat map of player 1's
//! first bids per N (rows: card bid, columns: prize card; PNG and SVG) with a colour bar.

use std::fmt::Write as _;
use std::path::Path;

use anyhow::{anyhow, Context};
use plotters::coord::Shift;
use plotters::prelude::*;

use crate::emit;
use crate::plots::{colour_bar, draw_both, heat, init_font};

/// Where the report goes unless `--out` says otherwise.
pub const DEFAULT_OUT: &str = "results/goofspiel-report";

/// One N's stored first-move table: `bids[prize - 1][card - 1]`.
struct Table {
    n: usize,
    bids: Vec<Vec<f64>>,
    error_bound: f64,
}

/// Runs the report: every `<N>.json` record (the sweep's) or `certified-<N>.json` (the
/// fixtures') in `dir` that reads back whole.
pub fn run(dir: &Path, out: &Path) -> anyhow::Result<()> {
    let tables: Vec<Table> = (1..=goofspiel::MAX_N)
        .filter_map(|n| {
            read(&dir.join(format!("{n}.json")), n)
                .or_else(|| read(&dir.join(format!("certified-{n}.json")), n))
        })
        .collect();
    anyhow::ensure!(
        !tables.is_empty(),
        "no Goofspiel records (<N>.json) in {}: run `sweep --game goofspiel --to N` first",
        dir.display()
    );
    std::fs::create_dir_all(out).with_context(|| format!("cannot create {}", out.display()))?;
    let text = markdown(&tables)?;
    std::fs::write(out.join("report.md"), &text)?;
    let columns = tables.len().min(4);
    let rows = tables.len().div_ceil(columns);
    let size = (300 * columns as u32 + 110, 320 * rows as u32);
    let png = init_font(); // before any text is drawn, SVG included
    draw_both!(out.join("first_bids"), size, png, |area| figure(
        &area,
        &tables,
        (rows, columns)
    ))?;
    emit(&text)?;
    emit(&format!(
        "\nwritten: {0}/report.md, {0}/first_bids.svg and .png\n",
        out.display()
    ))
}

fn read(path: &Path, n: usize) -> Option<Table> {
    let text = std::fs::read_to_string(path).ok()?;
    let record = goofspiel::store::Record::parse(&text, n)?;
    Some(Table {
        n,
        bids: record.bids(),
        error_bound: record.error_bound,
    })
}

fn markdown(tables: &[Table]) -> anyhow::Result<String> {
    let mut text = String::from(
        "# Goofspiel: player 1's optimal first bid (seed 004)\n\n\
         Rows: card bid; columns: prize card turned up. Certified mode: every state's value is \
         enclosed in an interval; the error bound is the widest enclosure of a first-move game \
         (whose exact value is 0).\n",
    );
    for t in tables {
        write!(
            text,
            "\n## N = {} (error bound {:.1e})\n\n| card |",
            t.n, t.error_bound
        )?;
        (1..=t.n).try_for_each(|p| write!(text, " {p} |"))?;
        writeln!(text, "\n|---|{}", "---|".repeat(t.n))?;
        for card in 0..t.n {
            write!(text, "| {} |", card + 1)?;
            t.bids
                .iter()
                .try_for_each(|b| write!(text, " {:.4} |", b[card]))?;
            text.push('\n');
        }
    }
    Ok(text)
}

/// One panel per N in a grid, and one colour bar for all (probability 0..1).
fn figure<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    tables: &[Table],
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

fn panel<DB: DrawingBackend>(area: &DrawingArea<DB, Shift>, t: &Table) -> anyhow::Result<()>
where
    DB::ErrorType: 'static,
{
    let side = t.n as f64 + 0.5;
    let mut chart = ChartBuilder::on(area)
        .caption(format!("N = {}", t.n), ("sans-serif", 16))
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
    let cells = t.bids.iter().enumerate().flat_map(|(p, row)| {
        row.iter().enumerate().map(move |(c, &prob)| {
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
