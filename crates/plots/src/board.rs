//! A picture of a board: each piece as four coloured triangles (grey = the frame colour),
//! mismatched seams marked in red, the score in the title; SVG always, PNG when the font is
//! installed.

use std::path::Path;

use anyhow::anyhow;
use eternity::{score, Board, Puzzle, Side, GREY};
use plotters::coord::Shift;
use plotters::prelude::*;

use crate::charts::{announce, draw_both, init_font};

const CELL: i32 = 48;
const MARGIN: i32 = 30;

/// Writes `path` (SVG) and the PNG beside it, and says where.
pub fn draw(path: &Path, puzzle: &Puzzle, board: &Board) -> anyhow::Result<()> {
    let png = init_font();
    let size = (
        (board.cols as i32 * CELL + 2 * MARGIN) as u32,
        (board.rows as i32 * CELL + 2 * MARGIN) as u32,
    );
    draw_both!(path.to_path_buf(), size, png, |area| cells(
        &area, puzzle, board
    ))?;
    announce(path, png);
    Ok(())
}

/// Colour 0 grey; the others spread around the colour wheel by the golden angle.
fn paint(colour: u8) -> RGBColor {
    if colour == GREY {
        return RGBColor(150, 150, 150);
    }
    let hue = (colour as f64 * 0.618_034).fract();
    let light = if colour.is_multiple_of(2) { 0.45 } else { 0.65 };
    let (r, g, b) = HSLColor(hue, 0.7, light).rgb();
    RGBColor(r, g, b)
}

fn cells<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    puzzle: &Puzzle,
    board: &Board,
) -> anyhow::Result<()>
where
    DB::ErrorType: 'static,
{
    let e = |e| anyhow!("{e:?}");
    area.fill(&WHITE).map_err(e)?;
    let s = score(puzzle, board);
    let title = format!(
        "{} x {}: {} mismatches, {} of {} seams matched",
        board.rows,
        board.cols,
        s.mismatches(),
        s.matched_seams,
        puzzle.inner_seams()
    );
    area.draw(&Text::new(
        title,
        (MARGIN, 8),
        ("sans-serif", 14).into_font(),
    ))
    .map_err(e)?;
    for r in 0..board.rows {
        for c in 0..board.cols {
            let (x, y) = (MARGIN + c as i32 * CELL, MARGIN + r as i32 * CELL);
            let centre = (x + CELL / 2, y + CELL / 2);
            let corners = [(x, y), (x + CELL, y), (x + CELL, y + CELL), (x, y + CELL)];
            for side in Side::ALL {
                let i = side as usize;
                let triangle = vec![corners[i], corners[(i + 1) % 4], centre];
                let fill = paint(board.colour(&puzzle.pieces, r, c, side));
                area.draw(&Polygon::new(triangle.clone(), fill.filled()))
                    .map_err(e)?;
                area.draw(&PathElement::new(triangle, BLACK.stroke_width(1)))
                    .map_err(e)?;
            }
            mark_mismatches(area, puzzle, board, (r, c), (x, y))?;
        }
    }
    Ok(())
}

/// A red bar on the right and bottom seams of cell (r, c) when their colours differ.
fn mark_mismatches<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    puzzle: &Puzzle,
    board: &Board,
    (r, c): (usize, usize),
    (x, y): (i32, i32),
) -> anyhow::Result<()>
where
    DB::ErrorType: 'static,
{
    let colour = |r, c, side| board.colour(&puzzle.pieces, r, c, side);
    let red = RED.stroke_width(4);
    if c + 1 < board.cols && colour(r, c, Side::Right) != colour(r, c + 1, Side::Left) {
        area.draw(&PathElement::new(
            vec![(x + CELL, y), (x + CELL, y + CELL)],
            red,
        ))
        .map_err(|e| anyhow!("{e:?}"))?;
    }
    if r + 1 < board.rows && colour(r, c, Side::Bottom) != colour(r + 1, c, Side::Top) {
        area.draw(&PathElement::new(
            vec![(x, y + CELL), (x + CELL, y + CELL)],
            red,
        ))
        .map_err(|e| anyhow!("{e:?}"))?;
    }
    Ok(())
}
