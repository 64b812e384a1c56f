//! `dresher compare G H`: how two partisan games compare, `>`, `<`, `=` or `||`
//! (confused), read in the syntax of `solve --game surreal --expr`, loopy games included.

use anyhow::Context;
use clap::Args;
use partisan::{loopy, Games};
use serde_json::json;

use crate::games::partisan::surreal::shown;
use crate::{emit, limits};

/// Compare two partisan games: prints `>`, `<`, `=` or `||` (confused: neither is at least
/// the other). Loopy games (`over`, `a{0|a}`, `dud`) compare side by side: `G >= H` when
/// each side of `G` is at least the same side of `H`.
#[derive(Args)]
#[command(after_help = "Examples:\n  cargo xtask compare '^' '*'\n  \
    cargo xtask compare '{1|-1}' 0 --json\n  \
    cargo xtask compare 'tiny(2)' '1/1024'\n  \
    cargo xtask compare over 1/1024")]
pub struct CompareArgs {
    /// The first game G: numbers, `*n`, `^`, `v`, `tiny(2)`, `{L|R}`, sums; the syntax of
    /// `solve --game surreal --expr`, CGSuite's nested bars and Unicode arrows included.
    #[arg(value_name = "G", allow_hyphen_values = true)]
    g: String,
    /// The second game H, written like G.
    #[arg(value_name = "H", allow_hyphen_values = true)]
    h: String,
    /// Print JSON: both games' canonical forms and the comparison (default: the sign alone).
    #[arg(long)]
    json: bool,
    /// Stop after this many seconds with a one-line error (default: no limit; the memory
    /// ceiling is always the machine's free memory).
    #[arg(long, value_name = "SECONDS", value_parser = crate::limits::positive_seconds)]
    time_limit: Option<std::time::Duration>,
}

/// Runs `dresher compare`.
pub fn run(args: &CompareArgs) -> anyhow::Result<()> {
    let budget = limits::budget(args.time_limit)?;
    let out = Games::new().within(&budget, |games| compared(games, args));
    limits::bounded("the comparison", out)
}

fn compared(games: &mut Games, args: &CompareArgs) -> anyhow::Result<()> {
    if loopy::looks_loopy(&args.g) || loopy::looks_loopy(&args.h) {
        return compared_loopy(games, args);
    }
    let g = games.parse(&args.g).context("G")?;
    let h = games.parse(&args.h).context("H")?;
    games.walkable(g, h)?;
    let sign = games.compare(g, h).symbol();
    if !args.json {
        return emit(&format!("{sign}\n"));
    }
    let value = json!({
        "g": args.g, "h": args.h, "comparison": sign,
        "g_value": shown(games, g, false), "h_value": shown(games, h, false),
    });
    emit(&(serde_json::to_string_pretty(&value)? + "\n"))
}

/// Loopy games (`over`, `a{0|a}`, `dud`) compared side by side: `G >= H` when each side of
/// `G` is at least the same side of `H`, whether or not the sides are stoppers.
fn compared_loopy(games: &mut Games, args: &CompareArgs) -> anyhow::Result<()> {
    let sign = loopy::compare(games, &args.g, &args.h)?;
    if !args.json {
        return emit(&format!("{sign}\n"));
    }
    // A game whose sides are not stoppers has no value to name: `null`.
    let mut name = |text: &str| loopy::value(games, text).and_then(|v| v.name(games)).ok();
    let value = json!({
        "g": args.g, "h": args.h, "comparison": sign,
        "g_value": name(&args.g), "h_value": name(&args.h),
    });
    emit(&(serde_json::to_string_pretty(&value)? + "\n"))
}
