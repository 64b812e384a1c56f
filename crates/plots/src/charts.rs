//! Charts as PNG and SVG, shared by the figures: line charts, heat maps with a colour bar
//! (the guessing game's figs. 3.1, 3.3-3.6; the racing validation plots).
//!
//! PNG text needs a font: DejaVu Sans from the system (Debian's fonts-dejavu-core) is
//! registered at start; without it only the SVG files, whose text needs no font, are drawn.

use anyhow::anyhow;
use plotters::coord::Shift;
use plotters::prelude::*;

const FONT: &str = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";

/// Registers the PNG font; false when it is not installed.
pub fn init_font() -> bool {
    let Ok(bytes) = std::fs::read(FONT) else {
        return false;
    };
    plotters::style::register_font(
        "sans-serif",
        FontStyle::Normal,
        Box::leak(bytes.into_boxed_slice()),
    )
    .is_ok()
}

/// Draws one figure to `stem.svg` and, when `png` is true, to `stem.png`, running the same
/// drawing expression (a function of `area`) on both backends.
macro_rules! draw_both {
    ($stem:expr, $size:expr, $png:expr, |$area:ident| $draw:expr) => {{
        let svg_path = $stem.with_extension("svg");
        {
            let $area = plotters::prelude::IntoDrawingArea::into_drawing_area(
                plotters::prelude::SVGBackend::new(&svg_path, $size),
            );
            $draw?;
            $area
                .present()
                .map_err(|e| anyhow::anyhow!("{}: {e}", svg_path.display()))?;
        }
        if $png {
            let png_path = $stem.with_extension("png");
            let $area = plotters::prelude::IntoDrawingArea::into_drawing_area(
                plotters::prelude::BitMapBackend::new(&png_path, $size),
            );
            $draw?;
            $area
                .present()
                .map_err(|e| anyhow::anyhow!("{}: {e}", png_path.display()))?;
        }
        anyhow::Ok(())
    }};
}
pub(crate) use draw_both;

/// One figure as SVG text (for a notebook's rich display): `draw` on an SVG back end of
/// `size` pixels, the font registered first so the text is laid out as in the files.
pub fn svg_text(
    size: (u32, u32),
    draw: impl FnOnce(&DrawingArea<SVGBackend, Shift>) -> anyhow::Result<()>,
) -> anyhow::Result<String> {
    init_font();
    let mut text = String::new();
    {
        let area = SVGBackend::with_string(&mut text, size).into_drawing_area();
        draw(&area)?;
        area.present().map_err(|e| anyhow!("{e}"))?;
    }
    Ok(text)
}

/// Says on stderr where a picture asked for on the command line went (`stem.svg`, and
/// `stem.png` beside it when the font is there).
pub fn announce(stem: &std::path::Path, png: bool) {
    let svg = stem.with_extension("svg");
    match png {
        true => eprintln!(
            "picture: {} and {}",
            svg.display(),
            stem.with_extension("png").display()
        ),
        false => eprintln!(
            "picture: {} (no PNG: the DejaVu font is not installed)",
            svg.display()
        ),
    }
}

/// White to dark blue.
pub fn heat(t: f64) -> RGBColor {
    let t = t.clamp(0.0, 1.0);
    let mix = |a: f64, b: f64| (a + (b - a) * t) as u8;
    RGBColor(mix(255.0, 8.0), mix(255.0, 48.0), mix(255.0, 107.0))
}

/// Fig. 3.1 / 3.3: one row per N, split into N cells coloured by `N alpha_k` on one scale
/// for all rows (1 = the uniform mix), shown by a colour bar on the right.
pub fn heatmap<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    title: &str,
    rows: &[(usize, Vec<f64>)],
) -> anyhow::Result<()>
where
    DB::ErrorType: 'static,
{
    area.fill(&WHITE).map_err(|e| anyhow!("{e}"))?;
    let width = area.dim_in_pixel().0;
    let (main, bar) = area.split_horizontally(width.saturating_sub(110));
    let scaled = |n: usize, a: f64| n as f64 * a;
    let top_value = rows
        .iter()
        .flat_map(|(n, alpha)| alpha.iter().map(|&a| scaled(*n, a)))
        .fold(1.0, f64::max);
    let top = rows.iter().map(|(n, _)| *n).max().unwrap_or(1) as f64;
    let mut chart = ChartBuilder::on(&main)
        .caption(title, ("sans-serif", 20))
        .margin(10)
        .x_label_area_size(35)
        .y_label_area_size(45)
        .build_cartesian_2d(0.0..1.0, (top + 0.5)..0.5)
        .map_err(|e| anyhow!("{e}"))?;
    chart
        .configure_mesh()
        .disable_mesh()
        .x_desc("k / N")
        .y_desc("N")
        .y_label_formatter(&|y| format!("{y:.0}"))
        .draw()
        .map_err(|e| anyhow!("{e}"))?;
    for (n, alpha) in rows {
        let cells = alpha.iter().enumerate().map(|(k, a)| {
            let (x0, x1) = (k as f64 / *n as f64, (k + 1) as f64 / *n as f64);
            let y = *n as f64;
            let colour = heat(scaled(*n, *a) / top_value);
            Rectangle::new([(x0, y - 0.5), (x1, y + 0.5)], colour.filled())
        });
        chart.draw_series(cells).map_err(|e| anyhow!("{e}"))?;
    }
    colour_bar(&bar, top_value, "N * alpha_k")
}

/// A vertical colour bar from 0 to `top` in the colours of [`heat`], with its ticks.
pub fn colour_bar<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    top: f64,
    label: &str,
) -> anyhow::Result<()>
where
    DB::ErrorType: 'static,
{
    let mut chart = ChartBuilder::on(area)
        .margin_top(40)
        .margin_bottom(45)
        .margin_right(10)
        .y_label_area_size(45)
        .build_cartesian_2d(0.0..1.0, 0.0..top)
        .map_err(|e| anyhow!("{e}"))?;
    chart
        .configure_mesh()
        .disable_mesh()
        .disable_x_axis()
        .y_desc(label)
        .y_labels(8)
        .y_label_formatter(&tick)
        .label_style(("sans-serif", 13))
        .axis_desc_style(("sans-serif", 14))
        .draw()
        .map_err(|e| anyhow!("{e}"))?;
    let steps = 200;
    let strips = (0..steps).map(|s| {
        let (v0, v1) = (
            top * s as f64 / steps as f64,
            top * (s + 1) as f64 / steps as f64,
        );
        Rectangle::new([(0.0, v0), (1.0, v1)], heat(v0 / top).filled())
    });
    chart.draw_series(strips).map_err(|e| anyhow!("{e}"))?;
    Ok(())
}

/// A tick label: whole numbers without decimals (`50`, not `50.0`), others to 4 digits.
pub(crate) fn tick(v: &f64) -> String {
    if v.fract() == 0.0 && v.abs() < 1e15 {
        format!("{v:.0}")
    } else {
        format!("{}", (v * 1e4).round() / 1e4)
    }
}

/// A named line: label, colour, points.
pub type Series<'a> = (&'a str, RGBColor, Vec<(f64, f64)>);

/// A line chart of one or more named series.
pub fn lines<DB: DrawingBackend>(
    area: &DrawingArea<DB, Shift>,
    title: &str,
    (x_desc, y_desc): (&str, &str),
    series: &[Series],
) -> anyhow::Result<()>
where
    DB::ErrorType: 'static,
{
    area.fill(&WHITE).map_err(|e| anyhow!("{e}"))?;
    let pts = series.iter().flat_map(|(_, _, p)| p.iter());
    let (x0, x1, y0, y1) = pts.fold(
        (f64::MAX, f64::MIN, f64::MAX, f64::MIN),
        |(a, b, c, d), (x, y)| (a.min(*x), b.max(*x), c.min(*y), d.max(*y)),
    );
    let pad = ((y1 - y0) * 0.05).max(1e-9);
    let mut chart = ChartBuilder::on(area)
        .caption(title, ("sans-serif", 20))
        .margin(10)
        .x_label_area_size(35)
        .y_label_area_size(70)
        .build_cartesian_2d(
            x0..if x1 > x0 { x1 } else { x0 + 1.0 },
            (y0 - pad)..(y1 + pad),
        )
        .map_err(|e| anyhow!("{e}"))?;
    chart
        .configure_mesh()
        .x_desc(x_desc)
        .y_desc(y_desc)
        .x_label_formatter(&tick)
        .y_label_formatter(&tick)
        .draw()
        .map_err(|e| anyhow!("{e}"))?;
    for (name, colour, points) in series {
        let colour = *colour;
        chart
            .draw_series(LineSeries::new(
                points.iter().copied(),
                colour.stroke_width(2),
            ))
            .map_err(|e| anyhow!("{e}"))?
            .label(*name)
            .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], colour));
    }
    if series.len() > 1 {
        chart
            .configure_series_labels()
            .background_style(WHITE.mix(0.8))
            .border_style(BLACK)
            .draw()
            .map_err(|e| anyhow!("{e}"))?;
    }
    Ok(())
}
