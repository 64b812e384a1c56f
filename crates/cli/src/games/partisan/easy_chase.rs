//! `dresher solve --game easy-chase --n N --white R,C --black R,C [--json]` (seed 002 §3.2).

use anyhow::{bail, Context};
use clap::Args;
use partisan::easy_chase::{Answer, EasyChase, Square};
use serde_json::json;

use crate::emit;

/// The Easy Chase's flags of `dresher solve` (board side: `--n`).
#[derive(Args)]
#[group(skip)]
#[command(next_help_heading = "The Easy Chase (--game easy-chase, board side --n)")]
pub struct SolveFlags {
    /// White's square `ROW,COLUMN` (from 1); white moves first, one step.
    #[arg(long, value_name = "R,C")]
    white: Option<String>,
    /// Black's square `ROW,COLUMN` (from 1); black moves one or two steps. Leave out both
    /// squares to print the answer for every start.
    #[arg(long, value_name = "R,C")]
    black: Option<String>,
}

/// Solves every position of the board by retrograde analysis, then answers one start (or
/// prints them all).
pub fn solve(n: Option<usize>, args: &SolveFlags, json: bool) -> anyhow::Result<()> {
    let n = n.context("--game easy-chase needs --n N (the board side, 2..=20)")?;
    let table = EasyChase::new(n)?.solve();
    let (white, black) = match (&args.white, &args.black) {
        (Some(w), Some(b)) => (w.parse::<Square>()?, b.parse::<Square>()?),
        (None, None) if !json => return emit(&table.answer_table()),
        (None, None) => bail!("--json answers one start: give --white R,C and --black R,C"),
        _ => bail!("give both --white R,C and --black R,C (or neither, for the whole table)"),
    };
    let answer = table.answer(white, black)?;
    if json {
        let (winner, moves) = match answer {
            Answer::White(k) => ("WHITE", Some(k)),
            Answer::Black(k) => ("BLACK", Some(k)),
            Answer::Draw => ("DRAW", None),
        };
        let value = json!({
            "game": "easy-chase", "n": n,
            "white": [white.row, white.col], "black": [black.row, black.col],
            "winner": winner, "moves": moves, "answer": answer.to_string(),
        });
        emit(&(serde_json::to_string_pretty(&value)? + "\n"))
    } else {
        emit(&format!("{answer}\n"))
    }
}
