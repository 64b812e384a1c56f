//! `cargo xtask <task>`: repository automation for dresher; see ARCHITECTURE.md.
//!
//! The xtask binary has one light dependency so that it builds in seconds on a fresh
//! machine. Before anything that links HiGHS it checks (and, as root, installs) the HiGHS
//! build prerequisites, then runs cargo or the `dresher` CLI.

#[cfg(test)]
mod arrows;
mod cluster;
mod peers;
mod prereq;
mod python;
mod tasks;
#[cfg(test)]
mod tidy;
#[cfg(test)]
mod words;

use std::path::PathBuf;
use std::process::ExitCode;

const HELP: &str = "\
cargo xtask <task> [args]

tasks:
  test                 everything CI runs: fmt --check, clippy -D warnings, cargo test --workspace,
                       the build without HiGHS and CaDiCaL (its lints and tests), cargo doc
                       without warnings, cluster-test, then python-test
  python-test          the Python package: wheel by maturin, installed in target/py-venv, pytest
  solve  [args]        solve one game exactly: --game matrix | guessing | easy-chase |
                       procrastination | surreal | racing | nhg | goofspiel | eternity
                       (dresher solve --help)
  generate [args]      a solvable puzzle: generate --game eternity --size 6x6 --out p.txt
  sweep  [args]        the main job, e.g. sweep --game guessing --to 980; also
                       sweep --game nhg-line | nhg-spider, sweep --game goofspiel --to 11
                       (dresher sweep --help)
  verify [args]        re-check stored results exactly: verify --game guessing | nhg-line;
                       a puzzle solution: verify --game eternity --puzzle P --solution S
  report [args]        tables and figures: report --game guessing (seed 000 §3),
                       report --game racing (validation of the races, seed 003)
  export [args]        compact fixtures from results: export --game guessing
  bench  [args]        timings: bench linsolve --n 500, bench guessing --from 200 --to 260,
                       bench partisan, bench impartial, bench racing, bench nhg, bench eternity, bench goofspiel,
                       bench study order|deal (the Eternity studies of docs/design/eternity.md),
                       bench python [30 60 120] (the wheel vs pygambit and nashpy),
                       bench goofspiel --vs openspiel [4 5] (first bids, both payoffs)
                       bench partisan --vs cgt-py [4x4 5x5] (short games, sums, Domineering)
                       bench impartial --vs ogsolve (octal games' periods, installed from crates.io)
                       bench impartial --rogalski CHECKOUT (beside M. Rogalski's solver, a checkout you bring)
                       bench impartial --czajka CHECKOUT (beside T. Czajka's solver, a checkout you bring)
                       (dresher bench --help)
  fuzz <target> [--runs N]
                       hostile input for one reader (nfg, tree, eternity-puzzle, eternity-solution,
                       eternity-shared, eternity-board-string, guessing-record, goofspiel-record, nhg-line-csv, nhg-spider-csv,
                       racing-checkpoint, nim-checkpoint, surreal, loopy, misere-form, play-guessing, flags) or `all`: no panic, hang, memory blow-up or wrong certified answer
                       (dresher fuzz --help)
  race   [args]        which of two random players is better (seed 003): race --game coin --p 0.52,
                       race --game guessing --n 100 --a optimal --b bisection (dresher race --help)
  play   [args]        play Goofspiel from the terminal against dresher's optimal strategy:
                       play --game goofspiel --n 5 [--payoff win-loss] (dresher play --help)
  compare G H          how two short partisan games compare: >, <, = or || (confused):
                       compare '^' '*' (dresher compare --help)
  racing-bounds [args] the races' sample sizes as `name: value` lines: racing-bounds --eps 0.01
                       --delta 0.05 [--json]   (= dresher solve --game racing)
  cluster-test [--to N] [--tasks K]
                       deploy/slurm/guessing.sbatch on a one-node Slurm started here (as root it
                       installs slurm and munge): N = 1..300 in 4 array tasks, one cancelled and
                       resubmitted, the merged folder verified and compared with a single sweep
  prereq               only check / install the HiGHS build prerequisites (cmake, libclang)

Every task that builds HiGHS first checks for cmake and libclang; as root it installs them
with apt-get, otherwise it stops and prints the command to run. ccache is used when present.
The guessing game's tasks (solve, sweep, bench, verify, report, export with --game guessing)
run dresher built without HiGHS and CaDiCaL (target/lean/release/dresher: no C++, no cmake,
a third of the build), unless they ask for HiGHS with --master highs; so does every task's
--help, which needs no back end.";

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("xtask: error: {e:#}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> anyhow::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    std::env::set_current_dir(project_root())?;
    let rest = args.get(1..).unwrap_or_default();
    match args.first().map(String::as_str) {
        Some("test") => tasks::test(rest),
        Some("bench") if rest.first().is_some_and(|g| g == "python") => {
            prereq::ensure().and_then(|env| python::bench(&env, &rest[1..]))
        }
        Some("bench") if rest.starts_with(&["partisan".into(), "--vs".into()]) => {
            match rest.get(2).map(String::as_str) {
                Some("cgt-py") => {
                    prereq::ensure().and_then(|env| python::bench_cgtpy(&env, &rest[3..]))
                }
                other => Err(anyhow::anyhow!(
                    "bench partisan --vs {}: the peer is `cgt-py`",
                    other.unwrap_or("(nothing)")
                )),
            }
        }
        Some("bench") if rest.starts_with(&["impartial".into(), "--vs".into()]) => {
            match rest.get(2).map(String::as_str) {
                Some("ogsolve") => peers::ogsolve().and_then(|binary| {
                    let mut all = vec!["impartial".to_string(), "--ogsolve".into()];
                    all.push(binary.display().to_string());
                    all.extend_from_slice(&rest[3..]);
                    tasks::dresher("bench", &all)
                }),
                other => Err(anyhow::anyhow!(
                    "bench impartial --vs {}: the peer is `ogsolve`",
                    other.unwrap_or("(nothing)")
                )),
            }
        }
        Some("bench") if rest.starts_with(&["goofspiel".into(), "--vs".into()]) => {
            match rest.get(2).map(String::as_str) {
                Some("openspiel") => {
                    prereq::ensure().and_then(|env| python::bench_openspiel(&env, &rest[3..]))
                }
                other => Err(anyhow::anyhow!(
                    "bench goofspiel --vs {}: the peer is `openspiel`",
                    other.unwrap_or("(nothing)")
                )),
            }
        }
        Some(
            cli @ ("solve" | "sweep" | "bench" | "verify" | "report" | "export" | "race"
            | "generate" | "fuzz" | "play" | "compare"),
        ) => tasks::dresher(cli, rest),
        Some("racing-bounds") => {
            let mut all = vec!["--game".to_string(), "racing".to_string()];
            all.extend_from_slice(rest);
            tasks::dresher("solve", &all)
        }
        Some("prereq") => prereq::ensure().map(|_| ()),
        Some("cluster-test") => cluster::test(rest),
        Some("python-test") if !rest.is_empty() => {
            anyhow::bail!(
                "`cargo xtask python-test` takes no arguments (got `{}`)",
                rest.join(" ")
            )
        }
        Some("python-test") => prereq::ensure().and_then(|env| python::test(&env)),
        None | Some("-h" | "--help" | "help") => {
            use std::io::Write;
            let _ = writeln!(std::io::stdout(), "{HELP}"); // a closed pipe is fine
            Ok(())
        }
        Some(other) => {
            anyhow::bail!("unknown task `{other}`; run `cargo xtask --help` for the list")
        }
    }
}

/// The workspace root: the parent of this crate's manifest directory, as `cargo run` names
/// it now (so a binary built in another checkout, e.g. a copied `target`, still works on
/// the one it runs from), or as it was at build time.
fn project_root() -> PathBuf {
    std::env::var_os("CARGO_MANIFEST_DIR")
        .map_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")), PathBuf::from)
        .parent()
        .expect("xtask lives in the workspace")
        .to_path_buf()
}
