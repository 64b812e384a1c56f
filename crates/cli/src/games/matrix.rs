//! Matrix games from Gambit `.nfg` files: `solve --nfg FILE [--method dresher --trace]
//! [--json]`, solved exactly and certified (HiGHS + exact basis, or Dresher's simplex).

use std::path::PathBuf;

use anyhow::{bail, Context};
use clap::{Args, ValueEnum};
use lp_core::{read_nfg, solve_dresher_within, solve_exact_within, NfgGame, Solution};
use num_rational::BigRational;
use serde_json::{json, Value};
use verify::budget::Budget;
use verify::{format_rational, to_f64};

use crate::emit;
use crate::numbers::readable;

/// The matrix game's flags of `dresher solve`.
#[derive(Args)]
#[group(skip)]
#[command(next_help_heading = "Matrix game (--game matrix)")]
pub struct SolveFlags {
    /// The Gambit strategic-form file; player 1 maximizes.
    #[arg(long, value_name = "FILE")]
    nfg: Option<PathBuf>,
    /// With `--method dresher`: print every basis and its inverse (seed 000 §1.13 style).
    #[arg(long)]
    trace: bool,
    /// Print every fraction whole (by default one longer than 24 characters is shown as
    /// its decimal value and digit counts; `--json` always has them whole).
    #[arg(long)]
    full: bool,
}

/// Search methods for matrix games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum MatrixMethod {
    /// HiGHS in floating point, exact solve of its final basis, repaired if not optimal.
    Exact,
    /// Dresher's simplex method in exact rationals (small games).
    Dresher,
}

/// `dresher solve --game matrix`.
pub fn solve(
    args: &SolveFlags,
    method: Option<&str>,
    json: bool,
    budget: &Budget,
) -> anyhow::Result<()> {
    let method = super::parse_method(method, MatrixMethod::Exact)?;
    let path = args
        .nfg
        .as_ref()
        .context("--game matrix needs --nfg FILE (a Gambit .nfg file)")?;
    let text = verify::read_capped(path, crate::limits::NFG_BYTES, "a .nfg file")
        .map_err(anyhow::Error::msg)?;
    let nfg = read_nfg(&text).with_context(|| format!("{}", path.display()))?;
    if args.trace && method != MatrixMethod::Dresher {
        bail!("--trace shows the iterations of Dresher's method: add --method dresher");
    }
    let solved = match method {
        MatrixMethod::Exact => solve_exact_within(&nfg.game, budget).map(|s| (s, None)),
        MatrixMethod::Dresher => solve_dresher_within(&nfg.game, budget).map(|(s, t)| (s, Some(t))),
    };
    let (solution, trace) = match solved {
        Err(lp_core::Error::OutOfBudget(spent)) => bail!("the matrix game: {spent}"),
        other => other?,
    };
    if json {
        emit(&(serde_json::to_string_pretty(&matrix_json(&nfg, &solution))? + "\n"))?;
    } else {
        if let Some(t) = trace.filter(|_| args.trace) {
            emit(&t.to_string())?;
        }
        emit(&matrix_text(&nfg, &solution, args.full))?;
    }
    Ok(())
}

/// A matrix game's solution as text: `value: p/q`, both strategies, `certified: true`;
/// long fractions shortened unless `full`.
fn matrix_text(nfg: &NfgGame, s: &Solution, full: bool) -> String {
    let g = &nfg.game;
    let mut out = format!("game: {} ({} x {})\n", nfg.title, g.rows(), g.cols());
    if !nfg.zero_sum {
        out += "note: player 2's payoffs are not the negatives of player 1's; solved the zero-sum game of player 1's payoffs\n";
    }
    let value = readable(s.value(), full);
    out += &match value.starts_with('~') {
        true => format!("value: {value} (--full or --json for the fraction)\n"),
        false => format!("value: {value}  (~ {:.6})\n", to_f64(s.value())),
    };
    out += &strategy_text(
        &format!("{} (rows, maximizer)", nfg.players[0]),
        g.row_labels(),
        s.row_strategy(),
        full,
    );
    out += &strategy_text(
        &format!("{} (columns, minimizer)", nfg.players[1]),
        g.col_labels(),
        s.col_strategy(),
        full,
    );
    let check = match s.certified() {
        true => "lower bound = upper bound = the value".to_string(),
        false => format!(
            "lower bound {} < upper bound {}",
            readable(&s.verdict().lower, full),
            readable(&s.verdict().upper, full)
        ),
    };
    out += &format!(
        "certified: {}  (exact check: {check})\nmethod: {}\n",
        s.certified(),
        s.method()
    );
    out
}

fn strategy_text(who: &str, labels: &[String], p: &[BigRational], full: bool) -> String {
    let width = labels.iter().map(String::len).max().unwrap_or(1);
    let mut out = format!("{who}:\n");
    for (label, prob) in labels.iter().zip(p) {
        out += &format!("  {label:<width$}  {}\n", readable(prob, full));
    }
    out
}

/// A matrix game's solution as one JSON object; numbers as `"p/q"` strings.
fn matrix_json(nfg: &NfgGame, s: &Solution) -> Value {
    let fracs = |v: &[BigRational]| v.iter().map(format_rational).collect::<Vec<_>>();
    json!({
        "title": nfg.title,
        "rows": nfg.game.rows(),
        "cols": nfg.game.cols(),
        "zero_sum": nfg.zero_sum,
        "value": format_rational(s.value()),
        "value_f64": to_f64(s.value()),
        "row_strategy": fracs(s.row_strategy()),
        "col_strategy": fracs(s.col_strategy()),
        "row_labels": nfg.game.row_labels(),
        "col_labels": nfg.game.col_labels(),
        "lower": format_rational(&s.verdict().lower),
        "upper": format_rational(&s.verdict().upper),
        "certified": s.certified(),
        "method": s.method().to_string(),
    })
}
