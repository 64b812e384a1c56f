//! `dresher solve --game fox-and-geese --geese 'R,C R,C ...' --fox R,C [--width W]
//! [--ceylonese]`: a Fox and Geese position valued (`partisan::loopy::fox_and_geese`).

use anyhow::Context;
use clap::Args;
use partisan::loopy::fox_and_geese::{FoxAndGeese, Rules, Square};
use partisan::loopy::Value;
use partisan::Games;
use verify::budget::Budget;

use crate::limits::{bounded, with_progress};

/// Fox and Geese's flags of `dresher solve`.
#[derive(Args)]
#[group(skip)]
#[command(next_help_heading = "Fox and Geese (--game fox-and-geese)")]
pub struct SolveFlags {
    /// The geese (Left's): squares `ROW,COL` separated by spaces, rows from 1 at the bottom,
    /// columns from 1 at the left, `row + col` even (the start: '8,2 8,4 8,6 8,8').
    #[arg(long, value_name = "SQUARES")]
    geese: Option<String>,
    /// The fox (Right's): one square `ROW,COL` (the start: 1,5).
    #[arg(long, value_name = "ROW,COL")]
    fox: Option<String>,
    /// Columns of the board (default 8).
    #[arg(long, value_name = "W", default_value_t = 8)]
    width: i32,
    /// The Ceylonese variant: the fox moves up to two squares along a diagonal.
    #[arg(long)]
    ceylonese: bool,
}

/// Values the Fox and Geese position within `budget` and prints it.
pub fn solve(args: &SolveFlags, json: bool, budget: &Budget) -> anyhow::Result<()> {
    let geese_text = args.geese.as_deref().context(
        "--game fox-and-geese needs --geese 'ROW,COL ...' and --fox ROW,COL (the start: --geese \
         '8,2 8,4 8,6 8,8' --fox 1,5)",
    )?;
    let geese = geese_text
        .split_whitespace()
        .map(square)
        .collect::<anyhow::Result<Vec<_>>>()?;
    let fox = square(
        args.fox
            .as_deref()
            .context("--game fox-and-geese needs --fox ROW,COL")?,
    )?;
    let rules = Rules {
        width: args.width,
        fox_range: if args.ceylonese { 2 } else { 1 },
    };
    let input = format!(
        "geese {geese_text}, fox {}",
        args.fox.as_deref().unwrap_or("")
    );
    let out = with_progress("the Fox and Geese position's value", budget, || {
        Games::new().within(budget, |games| -> anyhow::Result<String> {
            let mut search = FoxAndGeese::new(rules, games)?;
            let value = Value::Stopper(search.value(&geese, fox, games)?);
            super::loopy::report(games, &value, &input, "fox-and-geese", json)
        })
    });
    crate::emit(&bounded("the Fox and Geese position's value", out)?)
}

/// `ROW,COL`.
fn square(text: &str) -> anyhow::Result<Square> {
    let parts: Vec<&str> = text.split(',').map(str::trim).collect();
    let [row, col] = parts[..] else {
        anyhow::bail!("{text:?} is not a square: write ROW,COL (e.g. 8,2)");
    };
    let number = |s: &str| {
        s.parse::<i32>()
            .ok()
            .filter(|n| (1..=64).contains(n))
            .with_context(|| format!("{text:?} is not a square: ROW and COL are 1 to 64"))
    };
    Ok((number(row)?, number(col)?))
}
