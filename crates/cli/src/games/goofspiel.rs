//! Goofspiel (seed 004): `solve --game goofspiel --n N [--exact] [--json]`, player 1's
//! optimal first bid for every prize card, every matrix game solved exactly and certified.

use std::time::Instant;

use anyhow::Context;
use clap::Args;
use goofspiel::ExactSolver;
use serde_json::{json, Map, Value};
use verify::{format_rational, to_f64};

use crate::emit;

/// Goofspiel's flags of `dresher solve` (cards per hand: `--n`).
#[derive(Args)]
#[group(skip)]
#[command(next_help_heading = "Goofspiel (--game goofspiel, cards --n)")]
pub struct SolveFlags {
    /// Exact mode: every matrix game in rationals (N <= 6; the only mode so far).
    #[arg(long)]
    exact: bool,
}

/// Solves the whole game bottom-up and prints the first-move table.
pub fn solve(n: Option<usize>, _args: &SolveFlags, json: bool) -> anyhow::Result<()> {
    let n = n.context("--game goofspiel needs --n N (cards per hand)")?;
    let start = Instant::now();
    let mut solver = ExactSolver::new(n).map_err(|e| {
        anyhow::anyhow!("{e}; the certified-interval mode for larger N is not built yet")
    })?;
    let table = solver.first_move()?;
    let seconds = start.elapsed().as_secs_f64();
    if json {
        let by_prize = |cell: fn(&num_rational::BigRational) -> Value| -> Map<String, Value> {
            let row =
                |f: &goofspiel::FirstMove| f.solution.row_strategy().iter().map(cell).collect();
            table
                .iter()
                .map(|f| (f.prize.to_string(), Value::Array(row(f))))
                .collect()
        };
        let decimals = by_prize(|x| json!(to_f64(x)));
        let exact = by_prize(|x| json!(format_rational(x)));
        let value = json!({
            "n": n, "first_move": decimals, "first_move_exact": exact, "error_bound": 0,
            "states": solver.states(), "matrix_games": solver.matrix_games(), "seconds": seconds,
            "certified": table.iter().all(|f| f.solution.certified()),
        });
        return emit(&(serde_json::to_string_pretty(&value)? + "\n"));
    }
    let mut out = format!(
        "Goofspiel N = {n}: player 1's optimal first bid (rows: card bid, columns: prize card)\n      "
    );
    out += &(1..=n).map(|p| format!("{p:>8}")).collect::<String>();
    out += "\n";
    for card in 0..n {
        out += &format!("card {:>2}", card + 1);
        for f in &table {
            out += &format!("{:>8.4}", to_f64(&f.solution.row_strategy()[card]));
        }
        out += "\n";
    }
    let values: Vec<String> = table
        .iter()
        .map(|f| format_rational(f.solution.value()))
        .collect();
    out += &format!(
        "first-move game values: {} (each game is symmetric: its matrix is antisymmetric)\n\
         states: {}, matrix games: {}, seconds: {seconds:.2}\n\
         certified: {}  (exact mode: every matrix game solved in rationals; error bound 0)\n",
        values.join(", "),
        solver.states(),
        solver.matrix_games(),
        table.iter().all(|f| f.solution.certified())
    );
    emit(&out)
}
