//! A picture of a solved tree game: two panels (player I, player II), coins shaded by the
//! probability that the player's path covers them (like seed 001 figs. 12 and 16), with the
//! coin numbers; SVG always, PNG when the font is installed.

use std::path::Path;

use anyhow::anyhow;
use num_rational::BigRational;
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use verify::to_f64;

use crate::charts::{announce, draw_both, init_font};

/// Coin positions: depth from coin 0 down, leaves spread left to right (depth-first order).
fn layout(coins: usize, neighbours: &dyn Fn(usize) -> Vec<usize>) -> Vec<(f64, f64)> {
    let mut pos = vec![(0.0, 0.0); coins];
    let mut next_leaf = 0.0;
    // Iterative post-order: a parent sits above the middle of its children.
    let mut stack = vec![(0usize, usize::MAX, 0usize, false)];
    while let Some((c, parent, depth, done)) = stack.pop() {
        let kids: Vec<usize> = neighbours(c).into_iter().filter(|&k| k != parent).collect();
        if done || kids.is_empty() {
            let x = if kids.is_empty() {
                next_leaf += 1.0;
                next_leaf - 1.0
            } else {
                kids.iter().map(|&k| pos[k].0).sum::<f64>() / kids.len() as f64
            };
            pos[c] = (x, depth as f64);
            continue;
        }
        stack.push((c, parent, depth, true));
        stack.extend(kids.iter().rev().map(|&k| (k, c, depth + 1, false)));
    }
    pos
}

/// Writes `stem.svg` (and `stem.png`).
pub fn draw(
    stem: &Path,
    edges: &[(usize, usize)],
    neighbours: &dyn Fn(usize) -> Vec<usize>,
    coverage: [&[BigRational]; 2],
    title: &str,
) -> anyhow::Result<()> {
    let coins = coverage[0].len();
    let pos = layout(coins, neighbours);
    let png = init_font();
    let width = (pos.iter().map(|p| p.0).fold(0.0, f64::max) as u32 + 2).clamp(16, 60) * 30;
    draw_both!(stem.to_path_buf(), (width, 700), png, |area| panels(
        &area, &pos, edges, coverage, title
    ))?;
    announce(stem, png);
    Ok(())
}

/// The two panels, player I's above player II's, on one shared layout of the coins.
fn panels<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    pos: &[(f64, f64)],
    edges: &[(usize, usize)],
    coverage: [&[BigRational]; 2],
    title: &str,
) -> anyhow::Result<()>
where
    DB::ErrorType: 'static,
{
    area.fill(&WHITE).map_err(|e| anyhow!("{e}"))?;
    let area = area
        .titled(title, ("sans-serif", 18))
        .map_err(|e| anyhow!("{e}"))?;
    let extent = pos
        .iter()
        .fold((1.0f64, 1.0f64), |(a, b), p| (a.max(p.0), b.max(p.1)));
    let board = Board { pos, edges, extent };
    let players = [("player I", RED), ("player II", BLUE)];
    for ((half, cover), player) in area.split_evenly((2, 1)).iter().zip(coverage).zip(players) {
        coverage_panel(half, &board, cover, player)?;
    }
    Ok(())
}

/// Where the coins and edges are drawn, and the largest coordinates.
struct Board<'a> {
    pos: &'a [(f64, f64)],
    edges: &'a [(usize, usize)],
    extent: (f64, f64),
}

/// One player's panel: the edges, then each coin shaded by its coverage relative to the
/// most covered coin, with its number, and the colour scale.
fn coverage_panel<DB: DrawingBackend>(
    half: &DrawingArea<DB, Shift>,
    board: &Board,
    cover: &[BigRational],
    (name, colour): (&str, RGBColor),
) -> anyhow::Result<()>
where
    DB::ErrorType: 'static,
{
    let (x_max, y_max) = board.extent;
    let mut chart = ChartBuilder::on(half)
        .caption(format!("{name}: coverage"), ("sans-serif", 14))
        .margin(15)
        .build_cartesian_2d(-0.5..x_max + 0.5, (y_max + 0.5)..-0.5)
        .map_err(|e| anyhow!("{e}"))?;
    let top = cover.iter().map(to_f64).fold(0.0, f64::max).max(1e-12);
    let pos = board.pos;
    chart
        .draw_series(
            (board.edges.iter())
                .map(|&(u, v)| PathElement::new(vec![pos[u], pos[v]], BLACK.stroke_width(1))),
        )
        .map_err(|e| anyhow!("{e}"))?;
    for (c, &(x, y)) in pos.iter().enumerate() {
        let share = to_f64(&cover[c]) / top;
        chart
            .draw_series([
                Circle::new((x, y), 10, WHITE.filled()),
                Circle::new((x, y), 10, colour.mix(share).filled()),
                Circle::new((x, y), 10, BLACK.stroke_width(1)),
            ])
            .map_err(|e| anyhow!("{e}"))?;
        // A dark coin gets a white number, so every label stays readable.
        let ink = if share > 0.55 { WHITE } else { BLACK };
        let centred = Pos::new(HPos::Center, VPos::Center);
        let number = ("sans-serif", 10).into_font().color(&ink).pos(centred);
        chart
            .draw_series([Text::new(c.to_string(), (x, y), number)])
            .map_err(|e| anyhow!("{e}"))?;
    }
    scale_bar(half, colour, top)
}

/// The colour scale in the panel's top left corner: from white (never covered) to the
/// player's colour (covered with probability `top`, the most covered coin's).
fn scale_bar<DB: DrawingBackend>(
    half: &DrawingArea<DB, Shift>,
    colour: RGBColor,
    top: f64,
) -> anyhow::Result<()>
where
    DB::ErrorType: 'static,
{
    let (steps, cell, y, left) = (10, 12, 8, 18);
    for i in 0..steps {
        let x = left + i * cell;
        let shade = colour.mix(f64::from(i) / f64::from(steps - 1));
        half.draw(&Rectangle::new(
            [(x, y), (x + cell, y + 10)],
            shade.filled(),
        ))
        .map_err(|e| anyhow!("{e}"))?;
    }
    let frame = [(left, y), (left + steps * cell, y + 10)];
    half.draw(&Rectangle::new(frame, BLACK.stroke_width(1)))
        .map_err(|e| anyhow!("{e}"))?;
    let font = ("sans-serif", 10).into_font().color(&BLACK);
    half.draw(&Text::new("0", (left - 10, y), font.clone()))
        .map_err(|e| anyhow!("{e}"))?;
    half.draw(&Text::new(
        format!("{top:.3}"),
        (left + steps * cell + 4, y),
        font,
    ))
    .map_err(|e| anyhow!("{e}"))?;
    Ok(())
}
