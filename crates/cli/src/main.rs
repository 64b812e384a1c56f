//! `dresher`: exact solutions of two-person zero-sum games from the command line.
//!
//! Usually run through `cargo xtask ...`, which first checks the HiGHS build prerequisites.
//! Every value printed as exact has passed an exact rational certificate check.

mod commands;
mod files;
mod games;
mod plots;

use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};

/// Exact solvers for two-person zero-sum games: every printed value is certified in exact
/// rational arithmetic (lower bound = upper bound).
#[derive(Parser)]
#[command(name = "dresher", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Solve one game exactly and print its value and optimal strategies, certified.
    Solve(Box<commands::solve::SolveArgs>),
    /// Solve a whole range of instances of a game (the main job).
    Sweep(commands::sweep::SweepArgs),
    /// Compact fixtures (values and Alice's mixes, plus sample certificates) from results.
    Export(commands::export::ExportArgs),
    /// Tables and figures regenerated from stored results.
    Report(commands::report::ReportArgs),
    /// Generate a solvable instance of a puzzle (seeded, reproducible).
    Generate(commands::generate::GenerateArgs),
    /// Re-check every stored result exactly, from the files alone.
    Verify(commands::verify::VerifyArgs),
    /// Decide which of two stochastic players is better by a race (seed 003).
    Race(commands::race::RaceArgs),
    /// Time the exact building blocks (no timed tests: numbers go in issue notes).
    Bench(commands::bench::BenchArgs),
}

fn main() -> ExitCode {
    let matches = Cli::command().get_matches();
    let cli = Cli::from_arg_matches(&matches).unwrap_or_else(|e| e.exit());
    // The verb's own matches tell which flags were given, so a flag of another game is refused.
    let sub = matches
        .subcommand()
        .map(|(_, m)| m)
        .expect("a subcommand is required");
    let result = match cli.command {
        Command::Solve(args) => commands::solve::run(&args, sub),
        Command::Sweep(args) => commands::sweep::run(&args, sub),
        Command::Export(args) => commands::export::run(&args, sub),
        Command::Report(args) => commands::report::run(&args, sub),
        Command::Verify(args) => commands::verify::run(&args, sub),
        Command::Generate(args) => commands::generate::run(&args, sub),
        Command::Race(args) => commands::race::run(&args, sub),
        Command::Bench(args) => commands::bench::run(&args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if is_broken_pipe(&e) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}

/// Writes text to standard output; a closed pipe (`dresher ... | head`) ends the program quietly.
pub fn emit(text: &str) -> anyhow::Result<()> {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes())?;
    out.flush()?;
    Ok(())
}

fn is_broken_pipe(e: &anyhow::Error) -> bool {
    e.downcast_ref::<std::io::Error>()
        .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two games' flags of one verb must not share a name (clap would silently keep one).
    #[test]
    fn the_command_line_definition_is_consistent() {
        Cli::command().debug_assert();
    }
}
