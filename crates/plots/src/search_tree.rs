//! One of Bob's search trees in Dresher's guessing game (seed 000): each key at its guess
//! (across) and depth (down: the guess on which Bob finds it), joined to the guess before
//! it, so a reader follows Bob's play from the root by the answers "higher" and "lower".

use anyhow::anyhow;
use plotters::coord::Shift;
use plotters::prelude::*;

use crate::charts::svg_text;

/// Keys up to which every key is labelled; past it, only the first four levels.
const LABEL_ALL: usize = 40;

/// The tree with depth vector `depths` (key `k + 1` found on guess `depths[k]`) as SVG text.
pub fn svg(depths: &[u32], title: &str) -> anyhow::Result<String> {
    let deepest = depths.iter().copied().max().unwrap_or(1);
    let width = (14 * depths.len() as u32 + 80).clamp(400, 1200);
    let height = 60 * deepest + 70;
    svg_text((width, height), |area| draw(area, depths, title))
}

/// The key each key is asked after: of the nearest shallower keys on either side, the
/// deeper one (`None` for the root).
fn parents(depths: &[u32]) -> Vec<Option<usize>> {
    (0..depths.len())
        .map(|k| {
            let shallower = |&j: &usize| depths[j] < depths[k];
            let left = (0..k).rev().find(shallower);
            let right = (k + 1..depths.len()).find(shallower);
            match (left, right) {
                (Some(l), Some(r)) => Some(if depths[l] > depths[r] { l } else { r }),
                (l, r) => l.or(r),
            }
        })
        .collect()
}

fn draw<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    depths: &[u32],
    title: &str,
) -> anyhow::Result<()>
where
    DB::ErrorType: 'static,
{
    let e = |e| anyhow!("{e:?}");
    area.fill(&WHITE).map_err(e)?;
    area.draw(&Text::new(title, (10, 8), ("sans-serif", 15).into_font()))
        .map_err(e)?;
    let (width, _) = area.dim_in_pixel();
    let step = (width as f64 - 40.0) / depths.len().max(1) as f64;
    let at = |k: usize| {
        let x = 20.0 + step * (k as f64 + 0.5);
        (x as i32, 60 * depths[k] as i32 - 10)
    };
    for (k, parent) in parents(depths).into_iter().enumerate() {
        if let Some(p) = parent {
            let edge = PathElement::new(vec![at(p), at(k)], BLACK.mix(0.5).stroke_width(1));
            area.draw(&edge).map_err(e)?;
        }
    }
    for k in 0..depths.len() {
        area.draw(&Circle::new(at(k), 4, BLUE.filled()))
            .map_err(e)?;
        if depths.len() <= LABEL_ALL || depths[k] <= 4 {
            let (x, y) = at(k);
            let label = Text::new((k + 1).to_string(), (x + 5, y - 16), ("sans-serif", 12));
            area.draw(&label).map_err(e)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parents_follow_the_search() {
        // Keys 1..5 with 3 at the root, 1 and 5 below it, 2 and 4 below those.
        let depths = [2, 3, 1, 3, 2];
        let got = parents(&depths);
        assert_eq!(got, vec![Some(2), Some(0), None, Some(4), Some(2)]);
    }

    #[test]
    fn the_picture_is_svg() {
        let text = svg(&[2, 1, 2], "a tree").unwrap();
        assert!(text.starts_with("<svg") && text.contains("a tree"));
    }
}
