//! `dresher`: exact solutions of two-person zero-sum games from the command line.
//!
//! Usually run through `cargo xtask ...`, which first checks the HiGHS build prerequisites.
//! Every value printed as exact has passed an exact rational certificate check.

mod clock;
mod commands;
#[cfg(test)]
mod doc_commands;
mod fuzz;
mod games;
mod help;
mod interrupt;
mod limits;
mod log_progress;
mod numbers;

use std::ffi::OsString;
use std::process::ExitCode;

use clap::{ArgMatches, CommandFactory, FromArgMatches, Parser, Subcommand};

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
    /// Time the exact building blocks (speed is measured here, never in timed tests).
    Bench(commands::bench::BenchArgs),
    /// Play a game against dresher's optimal strategy from the terminal.
    Play(commands::play::PlayArgs),
    /// Compare two short partisan games: `>`, `<`, `=` or `||` (confused).
    Compare(commands::compare::CompareArgs),
    /// Feed mutated inputs to a reader (hostile-input check): no panic, no hang, no wrong answer.
    Fuzz(fuzz::FuzzArgs),
}

/// The command line: [`Cli`] with negative numbers taken as values in every verb, so that
/// `--n -3` gets the value's own error rather than "unexpected argument '-3'".
fn command() -> clap::Command {
    fn negatives(command: clap::Command) -> clap::Command {
        let names: Vec<String> = command
            .get_subcommands()
            .map(|s| s.get_name().to_string())
            .collect();
        names
            .into_iter()
            .fold(command.allow_negative_numbers(true), |c, name| {
                c.mut_subcommand(name, negatives)
            })
    }
    negatives(Cli::command())
}

/// Parses a command line (program name first), taking `bench --game G ...` as `bench G ...`,
/// the form of the other verbs, and a bare `--left`/`--right` as an empty list.
fn parse(args: impl IntoIterator<Item = impl Into<OsString>>) -> clap::error::Result<ArgMatches> {
    let mut args: Vec<OsString> = args.into_iter().map(Into::into).collect();
    if args.get(1).is_some_and(|verb| verb == "bench") {
        let game = args.iter().position(|a| a == "--game");
        if let Some(i) = game.filter(|i| i + 1 < args.len()) {
            let what = args.remove(i + 1);
            args.remove(i);
            args.insert(2, what);
        } else if let Some(i) = args
            .iter()
            .position(|a| a.to_string_lossy().starts_with("--game="))
        {
            let what = args.remove(i).to_string_lossy()["--game=".len()..].to_string();
            args.insert(2, what.into());
        }
    }
    games::partisan::surreal::empty_option_lists(&mut args);
    let asks_help = args.iter().any(|a| a == "--help" || a == "-h");
    let game = args
        .iter()
        .position(|a| a == "--game")
        .and_then(|i| args.get(i + 1));
    let verb = args.get(1).map(|v| v.to_string_lossy().to_string());
    let command = match (asks_help, game, verb) {
        (true, Some(game), Some(verb)) => {
            help::for_one_game(command(), &verb, &game.to_string_lossy())
        }
        _ => command(),
    };
    command.try_get_matches_from(args)
}

fn main() -> ExitCode {
    let matches = match parse(std::env::args_os()) {
        Ok(m) => m,
        Err(e) => match clap_error(&e) {
            Some(line) => {
                eprintln!("error: {line} (see --help)");
                return ExitCode::from(2);
            }
            None => e.exit(), // --help, --version
        },
    };
    match dispatch(&matches) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if is_broken_pipe(&e) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {}", one_line(&format!("{e:#}")));
            ExitCode::FAILURE
        }
    }
}

/// An error message as one line whatever it quotes (a file name may hold a newline): control
/// characters escaped, and cut in the middle past 1,000 characters.
fn one_line(message: &str) -> String {
    let escaped: String = message
        .chars()
        .flat_map(|c| match c.is_control() {
            true => c.escape_default().collect::<Vec<_>>(),
            false => vec![c],
        })
        .collect();
    verify::shortened(&escaped, 1000)
}

/// A command-line error as one line (clap's first line, escaped); `None` for `--help` and
/// `--version`, which clap prints itself.
fn clap_error(e: &clap::Error) -> Option<String> {
    use clap::error::ErrorKind;
    if matches!(
        e.kind(),
        ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    ) {
        return None;
    }
    let text = e.render().to_string();
    // The message ends where clap's notes begin (a value may itself hold a newline).
    let end = ["\n\n", "\nUsage:"]
        .iter()
        .filter_map(|note| text.find(note))
        .min()
        .unwrap_or(text.len());
    let message = text[..end].trim_end().replace("\n  ", " ");
    Some(one_line(
        message.strip_prefix("error: ").unwrap_or(&message),
    ))
}

/// Runs the verb of a parsed command line.
fn dispatch(matches: &clap::ArgMatches) -> anyhow::Result<()> {
    let cli = Cli::from_arg_matches(matches)?;
    // The verb's own matches tell which flags were given, so a flag of another game is refused.
    let sub = matches
        .subcommand()
        .map(|(_, m)| m)
        .ok_or_else(|| anyhow::anyhow!("a subcommand is required"))?;
    match cli.command {
        Command::Solve(args) => commands::solve::run(&args, sub),
        Command::Sweep(args) => commands::sweep::run(&args, sub),
        Command::Export(args) => commands::export::run(&args, sub),
        Command::Report(args) => commands::report::run(&args, sub),
        Command::Verify(args) => commands::verify::run(&args, sub),
        Command::Generate(args) => commands::generate::run(&args, sub),
        Command::Race(args) => commands::race::run(&args, sub),
        Command::Bench(args) => commands::bench::run(&args),
        Command::Play(args) => commands::play::run(&args, sub),
        Command::Fuzz(args) => fuzz::run(&args),
        Command::Compare(args) => commands::compare::run(&args),
    }
}

/// When set, `emit` discards its text (the fuzz target of the command line runs commands
/// in this process by the million).
static QUIET: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Writes text to standard output; a closed pipe (`dresher ... | head`) ends the program quietly.
pub fn emit(text: &str) -> anyhow::Result<()> {
    use std::io::Write;
    if QUIET.load(std::sync::atomic::Ordering::Relaxed) {
        return Ok(());
    }
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes())?;
    out.flush()?;
    Ok(())
}

/// Writes a progress or advice line to standard error, unless `QUIET` (the fuzz target of
/// the command line) is set.
pub fn note(line: &str) {
    if !QUIET.load(std::sync::atomic::Ordering::Relaxed) {
        eprintln!("{line}");
    }
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
        command().debug_assert();
    }

    /// `--left` or `--right` with nothing after it is the empty list, and a list may still
    /// start with a hyphen.
    #[test]
    fn a_bare_left_or_right_is_the_empty_list() {
        for (line, left, right) in [
            ("--left --right 1", "", "1"),
            ("--right 1 --left", "", "1"),
            ("--left -1/2 --right", "-1/2", ""),
        ] {
            let args = ["dresher", "solve", "--game", "surreal"];
            let m = parse(args.into_iter().chain(line.split(' '))).unwrap();
            let solve = m.subcommand_matches("solve").unwrap();
            let get = |id: &str| solve.get_one::<String>(id).cloned();
            assert_eq!(
                (get("left"), get("right")),
                (Some(left.into()), Some(right.into()))
            );
        }
    }
}
