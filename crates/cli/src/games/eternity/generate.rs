//! `generate --game eternity`: a solvable puzzle, seeded and reproducible.

use std::path::PathBuf;

use anyhow::Context;
use clap::Args;
use eternity::{Colours, Recipe};

use crate::emit;
use verify::write_atomically;

/// Eternity's flags of `dresher generate`.
#[derive(Args)]
#[group(skip)]
#[command(next_help_heading = "Eternity II puzzles (--game eternity)")]
pub struct GenerateFlags {
    /// Board size `RxC` (2..=32 each), e.g. 6x6.
    #[arg(long, value_name = "RxC")]
    size: Option<String>,
    /// Colours of the seams between two frame pieces (default: the known hardest count).
    #[arg(long, value_name = "F")]
    frame_colours: Option<u8>,
    /// Colours of the other inner seams (default: the known hardest count).
    #[arg(long, value_name = "I")]
    inner_colours: Option<u8>,
    /// How seam colours are chosen: `balanced` deals each frame colour (and each inner
    /// colour) on as equal a number of seams as the counts allow, as on the official board
    /// and the field's benchmark boards; `uniform` draws each seam's colour independently
    /// (dresher's boards before 2026-11-26, e.g. the committed fixtures).
    #[arg(long, value_name = "HOW", default_value = "balanced", value_parser = ["balanced", "uniform"])]
    colours: String,
    /// Hint pieces to fix where the generating board has them: the first at a centre cell
    /// (as on the official 16 x 16 board), the others at random cells.
    #[arg(long, value_name = "K", default_value_t = 0)]
    hints: usize,
    /// Seed: the same flags give the same puzzle.
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Where to write the puzzle file.
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
    /// Also write the board the puzzle was cut from (a known solution).
    #[arg(long, value_name = "FILE")]
    solution_out: Option<PathBuf>,
}

fn parse_size(size: &str) -> anyhow::Result<(usize, usize)> {
    let bad = || format!("--size {size:?}: expected RxC, e.g. 6x6");
    let (r, c) = size.split_once(['x', 'X']).with_context(bad)?;
    Ok((
        r.trim().parse().with_context(bad)?,
        c.trim().parse().with_context(bad)?,
    ))
}

/// Writes the generated puzzle (and, on request, its known solution).
pub fn run(args: &GenerateFlags) -> anyhow::Result<()> {
    let (rows, cols) = parse_size(
        args.size
            .as_deref()
            .context("--game eternity needs --size RxC")?,
    )?;
    let out = args
        .out
        .as_deref()
        .context("--game eternity needs --out FILE")?;
    let hardest = Recipe::hardest(rows, cols, args.seed, args.colours.parse::<Colours>()?);
    let recipe = Recipe {
        frame: args.frame_colours.unwrap_or(hardest.frame),
        inner: args.inner_colours.unwrap_or(hardest.inner),
        hints: args.hints,
        ..hardest
    };
    let (puzzle, board) = recipe.generate()?;
    let header = format!(
        "# generated: dresher generate --game eternity --size {rows}x{cols} --frame-colours {} --inner-colours {} --colours {} --hints {} --seed {}\n",
        recipe.frame, recipe.inner, recipe.colours.name(), recipe.hints, recipe.seed
    );
    write_atomically(out, &(header + &puzzle.to_string()))?;
    if let Some(path) = &args.solution_out {
        write_atomically(path, &board.to_string())?;
    }
    emit(&format!(
        "wrote {} ({rows} x {cols}, {} frame + {} inner colours, {}, seed {})\n",
        out.display(),
        recipe.frame,
        recipe.inner,
        recipe.colours.name(),
        recipe.seed
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_parse_or_name_the_problem() {
        assert_eq!(parse_size("6x7").unwrap(), (6, 7));
        assert!(format!("{:#}", parse_size("6").unwrap_err()).contains("expected RxC"));
        assert!(parse_size("ax6").is_err());
    }
}
