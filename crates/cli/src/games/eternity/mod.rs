//! Eternity II style edge-matching puzzles (seed 004): `solve --game eternity --puzzle FILE
//! --method milp-seed|milp|backtrack`, `generate --game eternity`, `verify --game eternity`
//! and `bench eternity`. Every board printed or written has been scored by the verifier.

pub mod bench;
mod count;
mod estimate;
pub mod generate;
mod max_score;
mod peer;
mod proof;
pub mod study;
mod study_deal;

use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::Context;
use clap::{Args, ValueEnum};
use eternity::{check, Board, Method, Options, Outcome, Puzzle};
use serde_json::json;

use crate::emit;
use verify::write_atomically;

/// The three solvers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum MethodFlag {
    /// Seed 004's MILP as written (`x[t,r,c,a]`, `h`, `v`; minimize mismatched seams), on HiGHS.
    MilpSeed,
    /// Pieces by kind, a fixed corner, colour-matching seams: a feasibility MILP, on HiGHS.
    Milp,
    /// Depth-first search along the board's short side with candidate tables.
    Backtrack,
    /// CaDiCaL (a CDCL SAT solver) on a direct encoding: often the fastest on rectangles
    /// and clue puzzles; answers solved or unsolvable (no max-score).
    Sat,
    /// Backtrack and sat racing on the two cores: the first answer wins (the best choice
    /// on clue puzzles and rectangles; no max-score).
    Portfolio,
}

impl From<Method> for MethodFlag {
    fn from(m: Method) -> MethodFlag {
        match m {
            Method::MilpSeed => MethodFlag::MilpSeed,
            Method::Milp => MethodFlag::Milp,
            Method::Backtrack => MethodFlag::Backtrack,
            Method::Sat => MethodFlag::Sat,
            Method::Portfolio => MethodFlag::Portfolio,
        }
    }
}

impl From<MethodFlag> for Method {
    fn from(m: MethodFlag) -> Method {
        match m {
            MethodFlag::MilpSeed => Method::MilpSeed,
            MethodFlag::Milp => Method::Milp,
            MethodFlag::Backtrack => Method::Backtrack,
            MethodFlag::Sat => Method::Sat,
            MethodFlag::Portfolio => Method::Portfolio,
        }
    }
}

/// Eternity's flags of `dresher solve`.
#[derive(Args, Clone)]
#[group(skip)]
#[command(next_help_heading = "Eternity II puzzles (--game eternity)")]
pub struct SolveFlags {
    /// Puzzle file: `rows cols`, then one piece per line `top right bottom left`, then
    /// optional hint lines `hint row col piece rotation`; or a headerless piece list of a
    /// square board; or an e2.bucas.name board URL or string, pasted (quote it) or in a file.
    #[arg(long, value_name = "FILE|URL")]
    puzzle: Option<PathBuf>,
    /// `solve --time-limit`, a flag of the verb (no limit: the search runs to its end).
    #[arg(skip)]
    time_limit: Option<Duration>,
    /// Keep the best board found when there is no solution (fewest mismatches; with the
    /// MILP's lower bound for the MILP methods). By backtracking with --time-limit: a tenth
    /// of the time searching, the rest improving the board by large-neighbourhood search,
    /// with a progress line of the best score.
    #[arg(long)]
    max_score: bool,
    /// Write the board found as a solution file (`rows cols`, then `piece rotation`).
    #[arg(long, value_name = "SOLUTION")]
    out: Option<PathBuf>,
    /// Do not solve: estimate the backtracking tree's size from this many random probes
    /// (Knuth's estimator) and, from a 2-second sample of the search, the hours to exhaust it.
    #[arg(long, value_name = "PROBES")]
    estimate: Option<u64>,
    /// Do not stop at the first solution: count every one by backtracking, on all cores
    /// (each board, and each class of boards that are turns of one another); exact only when
    /// the search ends before --time-limit. With --checkpoint FILE the count survives a stop
    /// and a rerun goes on.
    #[arg(long, conflicts_with_all = ["estimate", "max_score", "out"])]
    all: bool,
    /// `solve --checkpoint`, a flag of the verb: backtracking that survives a stop.
    #[arg(skip)]
    checkpoint: Option<PathBuf>,
    /// Backtracking: cut the tree into at least K subtrees and deal them to the cores in a
    /// random order (seeded by --deal-seed) instead of in their order, so where in the tree
    /// the solutions lie no longer matters; how they cluster does (boards that agree on the
    /// few cells the cut fixes share a subtree): on balanced boards the first comes a median 2-3
    /// times past tree / (solutions + 1) nodes (bench study deal,
    /// docs/design/eternity.md). The same tree, so a search that runs to its end without a
    /// solution proves there is none.
    #[arg(
        long,
        value_name = "K",
        value_parser = clap::value_parser!(u32).range(1..=1 << 24),
        conflicts_with_all = ["estimate", "all", "max_score", "checkpoint"]
    )]
    deal: Option<u32>,
    /// The seed of --deal's order.
    #[arg(long, value_name = "SEED", default_value_t = 1, requires = "deal")]
    deal_seed: u64,
    /// With --method sat: when the answer is "proved unsolvable", write its LRAT proof
    /// (already checked by dresher) to FILE and the formula it refutes, DIMACS CNF, to
    /// FILE.cnf, for an independent checker: `cake_lpr FILE.cnf FILE`. The whole proof is
    /// held in memory until it is written.
    #[arg(
        long,
        value_name = "FILE",
        conflicts_with_all = ["estimate", "all", "max_score", "checkpoint", "deal"]
    )]
    proof: Option<PathBuf>,
}

impl SolveFlags {
    /// The flags with the verb's `--time-limit`.
    pub fn with_time_limit(self, time_limit: Option<Duration>) -> SolveFlags {
        SolveFlags { time_limit, ..self }
    }

    /// The same flags with the verb's `--checkpoint`.
    pub fn with_checkpoint(self, checkpoint: Option<PathBuf>) -> SolveFlags {
        SolveFlags { checkpoint, ..self }
    }
}

/// Reads a puzzle file in any format `eternity::share::read_puzzle` knows, or a pasted
/// e2.bucas.name board URL or string.
pub fn read_puzzle(path: &Path) -> anyhow::Result<Puzzle> {
    let text = file_or_board(path, "a puzzle file")?;
    eternity::share::read_puzzle(&text).with_context(|| format!("{}", path.display()))
}

/// The text of FILE, or the argument itself when it is no file but a pasted board URL or
/// string (it holds `board_edges=`).
fn file_or_board(arg: &Path, what: &str) -> anyhow::Result<String> {
    let pasted = arg.to_string_lossy();
    if !arg.exists() && pasted.contains("board_edges=") {
        return Ok(pasted.into_owned());
    }
    verify::read_capped(arg, crate::limits::BOARD_BYTES, what).map_err(anyhow::Error::msg)
}

/// Solves a puzzle file; exit status 0 only when it is solved, or with `--max-score` when
/// a board was delivered.
/// `svg`: draw the board found there.
pub fn solve(
    args: &SolveFlags,
    method: Option<&str>,
    svg: Option<&Path>,
    json: bool,
) -> anyhow::Result<()> {
    let method = super::parse_method(method, MethodFlag::Backtrack)?;
    let path = args
        .puzzle
        .as_deref()
        .context("--game eternity needs --puzzle FILE")?;
    let puzzle = read_puzzle(path)?;
    let no_board = args.all || args.estimate.is_some();
    anyhow::ensure!(
        svg.is_none() || !no_board,
        "--svg draws the board a search finds; --all and --estimate find no one board"
    );
    if let Some(probes) = args.estimate {
        anyhow::ensure!(
            method == MethodFlag::Backtrack,
            "--estimate sizes the backtracking tree; it needs --method backtrack"
        );
        return estimate::run(&puzzle, probes, json);
    }
    if args.all {
        anyhow::ensure!(
            method == MethodFlag::Backtrack,
            "--all counts by backtracking; it needs --method backtrack"
        );
        return count::run(&puzzle, args.time_limit, args.checkpoint.as_deref(), json);
    }
    let (outcome, checkpoint, proof) = match &args.proof {
        Some(file) => {
            anyhow::ensure!(
                method == MethodFlag::Sat,
                "--proof writes the proof of a SAT solver's UNSAT; it needs --method sat"
            );
            let options = Options {
                time_limit: args.time_limit,
                max_score: false,
            };
            let (outcome, written) = proof::run(&puzzle, options, file)?;
            (outcome, None, Some(written))
        }
        None => {
            let (outcome, checkpoint) = search(args, &puzzle, method)?;
            (outcome, checkpoint, None)
        }
    };
    if let Some(board) = &outcome.board {
        write_board(&puzzle, board, args.out.as_deref(), svg)?;
    }
    let answer = Answer {
        path,
        puzzle: &puzzle,
        method,
        outcome: &outcome,
        checkpoint,
        proof,
    };
    answer.print(json)?;
    if outcome.solved() {
        return Ok(());
    }
    let verdict = verdict(&outcome, args.time_limit);
    if args.max_score && outcome.board.is_some() {
        // The best board was the task: it is delivered, so the run succeeded.
        return match json {
            true => Ok(()),
            false => emit(&format!("best board delivered ({verdict})\n")),
        };
    }
    anyhow::bail!(verdict)
}

/// One search by the chosen route: a timed max-score run, a resumable search from a
/// checkpoint, or a plain search under a spinner; with the checkpoint's summary line.
fn search(
    args: &SolveFlags,
    puzzle: &Puzzle,
    method: MethodFlag,
) -> anyhow::Result<(Outcome, Option<String>)> {
    let options = Options {
        time_limit: args.time_limit,
        max_score: args.max_score,
    };
    let long_max_score = args.max_score && method == MethodFlag::Backtrack;
    Ok(match (&args.checkpoint, args.time_limit) {
        (checkpoint, Some(limit)) if long_max_score => {
            let outcome = max_score::run(puzzle, limit, checkpoint.as_deref())?;
            let line = checkpoint
                .as_ref()
                .map(|p| format!("best board kept in {}", p.display()));
            (outcome, line)
        }
        (Some(file), _) => {
            anyhow::ensure!(
                method == MethodFlag::Backtrack,
                "--checkpoint resumes a backtracking search; it needs --method backtrack"
            );
            let bar = crate::games::progress_bar(0, "subtrees");
            let solved = eternity::solve_with_checkpoint(file, puzzle, options, |p| {
                bar.set_length(p.finished.len() as u64);
                bar.set_position(p.done() as u64);
            });
            bar.finish_and_clear();
            let (outcome, line) = solved?;
            (outcome, Some(line))
        }
        (None, _) => {
            let deal = args.deal.map(|k| (k as usize, args.deal_seed));
            (solve_with_spinner(puzzle, method, options, deal)?, None)
        }
    })
}

/// Why there is no board: a proof only from an exhaustive method.
fn verdict(outcome: &Outcome, time_limit: Option<Duration>) -> String {
    let rests_on = outcome.proof.as_deref().unwrap_or("an exhaustive method");
    if outcome.unsolvable {
        format!("proved unsolvable: the puzzle has no solution ({rests_on})")
    } else if let Some(unproved) = &outcome.proof {
        format!("no board found ({unproved})")
    } else if outcome.milp_infeasible {
        "HiGHS found no feasible board (floating point: not a proof)".to_string()
    } else {
        let within = time_limit.map_or(String::new(), |t| format!(" in {} s", t.as_secs_f64()));
        format!("no solution found{within}")
    }
}

/// What `solve --game eternity` found, for its text or JSON answer.
struct Answer<'a> {
    path: &'a Path,
    puzzle: &'a Puzzle,
    method: MethodFlag,
    outcome: &'a Outcome,
    /// The checkpoint's line, when `--checkpoint` was given.
    checkpoint: Option<String>,
    /// With `--proof`: what was written.
    proof: Option<proof::Written>,
}

impl Answer<'_> {
    /// Prints the answer as text, or as JSON when `json`.
    fn print(self, json: bool) -> anyhow::Result<()> {
        if json {
            let mut value = to_json(self.puzzle, self.method, self.outcome);
            value["checkpoint"] = json!(self.checkpoint);
            if let Some(written) = &self.proof {
                let (lrat, cnf) = written.files.clone().unzip();
                value["proof_file"] = json!(lrat);
                value["formula_file"] = json!(cnf);
            }
            return emit(&(serde_json::to_string_pretty(&value)? + "\n"));
        }
        let lines = [self.checkpoint, self.proof.map(|w| w.line)];
        let lines: String = lines.into_iter().flatten().map(|l| l + "\n").collect();
        emit(&(text(self.path, self.puzzle, self.method, self.outcome) + &lines))
    }
}

/// `eternity::solve` with a spinner on stderr (the method, the seconds so far, the time
/// limit), so a MILP of half a minute does not look hung; cleared when it returns.
/// `deal`: backtracking with the tree dealt as at least K subtrees in the order of a seed.
fn solve_with_spinner(
    puzzle: &Puzzle,
    method: MethodFlag,
    options: Options,
    deal: Option<(usize, u64)>,
) -> anyhow::Result<eternity::Outcome> {
    anyhow::ensure!(
        deal.is_none() || method == MethodFlag::Backtrack,
        "--deal deals the backtracking tree; it needs --method backtrack"
    );
    let spinner = crate::log_progress::logged(indicatif::ProgressBar::new_spinner(), "");
    if let Ok(style) = indicatif::ProgressStyle::with_template("{spinner} {elapsed} {msg}") {
        spinner.set_style(style);
    }
    let limit = options.time_limit.map_or(String::new(), |t| {
        format!(" (time limit {} s)", t.as_secs_f64())
    });
    spinner.set_message(format!(
        "solving a {} x {} board by {}{limit}",
        puzzle.rows,
        puzzle.cols,
        clap::ValueEnum::to_possible_value(&method)
            .map_or("?".into(), |v| v.get_name().to_string())
    ));
    spinner.enable_steady_tick(Duration::from_millis(200));
    let outcome = match deal {
        Some((subtrees, seed)) => eternity::solve_dealt(puzzle, subtrees, seed, options),
        None => eternity::solve(puzzle, method.into(), options),
    };
    spinner.finish_and_clear();
    Ok(outcome?)
}

fn write_board(
    puzzle: &Puzzle,
    board: &Board,
    out: Option<&Path>,
    svg: Option<&Path>,
) -> anyhow::Result<()> {
    if let Some(out) = out {
        write_atomically(out, &board.to_string())?;
    }
    if let Some(svg) = svg {
        dresher_plots::board::draw(svg, puzzle, board)?;
    }
    Ok(())
}

fn text(path: &Path, puzzle: &Puzzle, method: MethodFlag, o: &Outcome) -> String {
    let work = match method {
        _ if o.work == 0 => String::new(),
        MethodFlag::Backtrack | MethodFlag::Portfolio => format!(
            "nodes: {} ({:.1} M/s)\n",
            o.work,
            o.work as f64 / o.seconds.max(1e-9) / 1e6
        ),
        MethodFlag::Sat => format!("variables: {}\n", o.work),
        _ => format!("binary variables: {}\n", o.work),
    };
    let mut out = format!(
        "puzzle: {} ({} x {}, {} pieces, {} colours)\nmethod: {}\n",
        path.display(),
        puzzle.rows,
        puzzle.cols,
        puzzle.pieces.len(),
        puzzle.colours(),
        method.to_possible_value().expect("named").get_name()
    );
    match o.score {
        Some(s) => {
            out += &format!(
                "mismatches: {}\nmatched seams: {} of {}\n",
                s.mismatches(),
                s.matched_seams,
                puzzle.inner_seams()
            )
        }
        None => out += "mismatches: none found (no board)\n",
    }
    if let Some(b) = o.bound {
        let how = match (o.bound_proved, &o.proof) {
            (true, Some(proof)) => format!("proved: {proof}"),
            (true, None) => "proved by an exhaustive search".to_string(),
            (false, _) => "HiGHS, floating point: not a proof".to_string(),
        };
        out += &format!("lower bound on mismatched seams: {b} ({how})\n");
    }
    let view = o
        .board
        .as_ref()
        .and_then(|b| eternity::share::to_bucas(puzzle, b).ok());
    let view = view.map_or(String::new(), |url| format!("view: {url}\n"));
    out + &work + &format!("seconds: {:.3}\n", o.seconds) + &view
}

fn to_json(puzzle: &Puzzle, method: MethodFlag, o: &Outcome) -> serde_json::Value {
    json!({
        "rows": puzzle.rows, "cols": puzzle.cols,
        "method": method.to_possible_value().expect("named").get_name(),
        "solved": o.solved(), "unsolvable": o.unsolvable,
        "milp_infeasible": o.milp_infeasible, "bound_proved": o.bound_proved,
        "proof": o.proof,
        "mismatches": o.score.map(|s| s.mismatches()),
        "matched_seams": o.score.map(|s| s.matched_seams),
        "inner_seams": puzzle.inner_seams(),
        "bound": o.bound, "work": o.work, "seconds": o.seconds,
        "board": o.board.as_ref().map(board_json),
        "view": o.board.as_ref().and_then(|b| eternity::share::to_bucas(puzzle, b).ok()),
    })
}

/// A board as JSON: one `[piece, rotation]` per cell, row by row (the solution file's
/// numbers: 0-based piece line, clockwise quarter turns).
fn board_json(board: &Board) -> serde_json::Value {
    let rows: Vec<Vec<[usize; 2]>> = board
        .cells
        .chunks(board.cols.max(1))
        .map(|row| row.iter().map(|p| [p.piece, p.rotation.into()]).collect())
        .collect();
    json!(rows)
}

/// Eternity's flags of `dresher verify`.
#[derive(Args)]
#[group(skip)]
#[command(next_help_heading = "Eternity II puzzles (--game eternity)")]
pub struct VerifyFlags {
    /// Puzzle file.
    #[arg(long, value_name = "FILE")]
    pub puzzle: Option<PathBuf>,
    /// Solution file to check against the puzzle (`rows cols`, then `piece rotation` per
    /// cell); or an e2.bucas.name board URL or string of the puzzle's pieces, pasted
    /// (quote it) or in a file.
    #[arg(long, value_name = "FILE|URL")]
    pub solution: Option<PathBuf>,
}

/// Checks a solution file: every piece once, then mismatched seams and frame edges.
pub fn verify(args: &VerifyFlags) -> anyhow::Result<()> {
    let puzzle = read_puzzle(
        args.puzzle
            .as_deref()
            .context("--game eternity needs --puzzle FILE")?,
    )?;
    let path = args
        .solution
        .as_deref()
        .context("--game eternity needs --solution FILE")?;
    let text = file_or_board(path, "a solution file")?;
    let board = eternity::share::read_board(&puzzle, &text)
        .with_context(|| format!("{}", path.display()))?;
    let s = check(&puzzle, &board).with_context(|| format!("{}", path.display()))?;
    emit(&format!(
        "mismatched seams: {}\nnon-grey frame edges: {}\nmatched seams: {} of {}\n",
        s.mismatched_seams,
        s.bad_frame_edges,
        s.matched_seams,
        puzzle.inner_seams()
    ))?;
    anyhow::ensure!(
        s.is_solved(),
        "not a solution: {} mismatches",
        s.mismatches()
    );
    emit("valid solution\n")
}
