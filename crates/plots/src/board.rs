//! A picture of a board: each piece as four coloured triangles (grey = the frame colour),
//! mismatched seams marked in red, hint cells framed in gold, the score in the title; SVG
//! always, PNG when the font is installed. A puzzle alone is drawn as its empty board with
//! its hints in place.

use std::path::Path;

use anyhow::anyhow;
use eternity::{score, Board, Puzzle, Side, GREY};
use plotters::coord::Shift;
use plotters::prelude::*;

use crate::charts::{announce, draw_both, init_font, svg_text};

const CELL: i32 = 48;
const MARGIN: i32 = 30;
const GOLD: RGBColor = RGBColor(230, 170, 0);

/// Writes `path` (SVG) and the PNG beside it, and says where.
pub fn draw(path: &Path, puzzle: &Puzzle, board: &Board) -> anyhow::Result<()> {
    let png = init_font();
    draw_both!(path.to_path_buf(), size(puzzle), png, |area| cells(
        &area,
        puzzle,
        Some(board)
    ))?;
    announce(path, png);
    Ok(())
}

/// The picture as SVG text: `board` on `puzzle`, or the puzzle's empty board with its
/// hints when `board` is `None` (for a notebook's rich display).
pub fn svg(puzzle: &Puzzle, board: Option<&Board>) -> anyhow::Result<String> {
    svg_text(size(puzzle), |area| cells(area, puzzle, board))
}

fn size(puzzle: &Puzzle) -> (u32, u32) {
    (
        (puzzle.cols as i32 * CELL + 2 * MARGIN) as u32,
        (puzzle.rows as i32 * CELL + 2 * MARGIN) as u32,
    )
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

/// The colour on `side` of the piece in cell (r, c): the board's, else a hint's, else
/// `None` (an empty cell).
fn colour_at(
    puzzle: &Puzzle,
    board: Option<&Board>,
    (r, c): (usize, usize),
    side: Side,
) -> Option<u8> {
    if let Some(b) = board {
        return Some(b.colour(&puzzle.pieces, r, c, side));
    }
    let hint = puzzle.hints.iter().find(|h| (h.row, h.col) == (r, c))?;
    Some(puzzle.pieces.get(hint.piece)?.colour(hint.rotation, side))
}

fn title(puzzle: &Puzzle, board: Option<&Board>) -> String {
    let (rows, cols) = (puzzle.rows, puzzle.cols);
    match board {
        Some(b) => {
            let s = score(puzzle, b);
            format!(
                "{rows} x {cols}: {} mismatches, {} of {} seams matched",
                s.mismatches(),
                s.matched_seams,
                puzzle.inner_seams()
            )
        }
        None => match puzzle.hints.len() {
            1 => format!("{rows} x {cols} puzzle, 1 hint"),
            k => format!("{rows} x {cols} puzzle, {k} hints"),
        },
    }
}

fn cells<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    puzzle: &Puzzle,
    board: Option<&Board>,
) -> anyhow::Result<()>
where
    DB::ErrorType: 'static,
{
    let e = |e| anyhow!("{e:?}");
    area.fill(&WHITE).map_err(e)?;
    let font = ("sans-serif", 14).into_font();
    area.draw(&Text::new(title(puzzle, board), (MARGIN, 8), font))
        .map_err(e)?;
    for r in 0..puzzle.rows {
        for c in 0..puzzle.cols {
            let (x, y) = (MARGIN + c as i32 * CELL, MARGIN + r as i32 * CELL);
            let centre = (x + CELL / 2, y + CELL / 2);
            let corners = [(x, y), (x + CELL, y), (x + CELL, y + CELL), (x, y + CELL)];
            for side in Side::ALL {
                let i = side as usize;
                let triangle = vec![corners[i], corners[(i + 1) % 4], centre];
                let fill = colour_at(puzzle, board, (r, c), side).map_or(WHITE, paint);
                area.draw(&Polygon::new(triangle.clone(), fill.filled()))
                    .map_err(e)?;
                area.draw(&PathElement::new(triangle, BLACK.stroke_width(1)))
                    .map_err(e)?;
            }
            if let Some(b) = board {
                mark_mismatches(area, puzzle, b, (r, c), (x, y))?;
            }
        }
    }
    mark_hints(area, puzzle)
}

/// A gold frame around each hint's cell.
fn mark_hints<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    puzzle: &Puzzle,
) -> anyhow::Result<()>
where
    DB::ErrorType: 'static,
{
    for h in &puzzle.hints {
        let (x, y) = (MARGIN + h.col as i32 * CELL, MARGIN + h.row as i32 * CELL);
        let frame = Rectangle::new(
            [(x + 2, y + 2), (x + CELL - 2, y + CELL - 2)],
            GOLD.stroke_width(3),
        );
        area.draw(&frame).map_err(|e| anyhow!("{e:?}"))?;
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
