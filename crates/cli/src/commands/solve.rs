//! `dresher solve`: one game, exactly.

use std::path::PathBuf;

use anyhow::{bail, Context};
use clap::{Args, ValueEnum};
use lp_core::{read_nfg, solve_dresher, solve_exact};

use super::Game;
use crate::{emit, output};

/// Arguments of `dresher solve`.
#[derive(Args)]
#[command(
    after_help = "Examples:\n  dresher solve --game matrix --nfg fixtures/matrix/rps.nfg\n  \
    dresher solve --game matrix --nfg game.nfg --method dresher --trace\n  \
    dresher solve --game matrix --nfg game.nfg --json\n  \
    dresher solve --game guessing --n 100 --json"
)]
pub struct SolveArgs {
    /// Which game to solve.
    #[arg(long, value_enum)]
    game: Game,
    /// The Gambit strategic-form file (`--game matrix`); player 1 maximizes.
    #[arg(long, value_name = "FILE")]
    nfg: Option<PathBuf>,
    /// Number of keys (`--game guessing`).
    #[arg(long)]
    n: Option<usize>,
    /// How to search: HiGHS then an exact basis solve (fast), or Dresher's exact simplex.
    #[arg(long, value_enum, default_value_t = MatrixMethod::Exact)]
    method: MatrixMethod,
    /// With `--method dresher`: print every basis and its inverse (seed 000 §1.13 style).
    #[arg(long)]
    trace: bool,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

/// Search methods for matrix games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum MatrixMethod {
    /// HiGHS in floating point, exact solve of its final basis, repaired if not optimal.
    Exact,
    /// Dresher's simplex method in exact rationals (small games).
    Dresher,
}

/// Runs `dresher solve`.
pub fn run(args: &SolveArgs) -> anyhow::Result<()> {
    match args.game {
        Game::Matrix => solve_matrix(args),
        Game::Guessing => solve_guessing(args),
    }
}

fn solve_matrix(args: &SolveArgs) -> anyhow::Result<()> {
    let path = args
        .nfg
        .as_ref()
        .context("--game matrix needs --nfg FILE (a Gambit .nfg file)")?;
    let text =
        std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    let nfg = read_nfg(&text).with_context(|| format!("{}", path.display()))?;
    if args.trace && args.method != MatrixMethod::Dresher {
        bail!("--trace shows the iterations of Dresher's method: add --method dresher");
    }
    let (solution, trace) = match args.method {
        MatrixMethod::Exact => (solve_exact(&nfg.game)?, None),
        MatrixMethod::Dresher => {
            let (s, t) = solve_dresher(&nfg.game)?;
            (s, Some(t))
        }
    };
    if args.json {
        emit(&(serde_json::to_string_pretty(&output::matrix_json(&nfg, &solution))? + "\n"))?;
    } else {
        if let Some(t) = trace.filter(|_| args.trace) {
            emit(&t.to_string())?;
        }
        emit(&output::matrix_text(&nfg, &solution))?;
    }
    Ok(())
}

fn solve_guessing(args: &SolveArgs) -> anyhow::Result<()> {
    let n = args
        .n
        .context("--game guessing needs --n N (the number of keys, at least 1)")?;
    let game = guessing::GuessingGame::new(n)?;
    let config = guessing::SolveConfig::for_method(guessing::Method::Warm);
    let solved = guessing::solve(game, &config, None, |_| {})?;
    let record = guessing::Record::from_solved(&solved, "warm");
    if args.json {
        emit(&(serde_json::to_string_pretty(&record)? + "\n"))
    } else {
        emit(&output::guessing_text(&record))
    }
}
