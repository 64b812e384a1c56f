//! One module per game: its flags, validation, text and JSON output, sweep, report and
//! bench. The verbs in `commands/` parse the command line and dispatch here.

mod draw;
pub mod eternity;
pub mod goofspiel;
pub mod guessing;
pub mod impartial;
pub mod matrix;
pub mod nhg;
pub mod partisan;
pub mod racing;

use clap::parser::ValueSource;
use clap::{ArgMatches, ValueEnum};

/// The games the command line knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Game {
    /// A matrix game read from a Gambit `.nfg` file.
    Matrix,
    /// Dresher's guessing game (seed 000).
    Guessing,
    /// The Easy Chase on an n x n board (seed 002 §3.2).
    EasyChase,
    /// Procrastination towers: is C1 no worse than C2? (seed 002 §2.3, §3.1).
    Procrastination,
    /// Surreal numbers and short partisan games in canonical form (seed 002 §2).
    Surreal,
    /// A Domineering position (Winning Ways ch. 5) valued as a short partisan game: Left
    /// places vertical dominoes, Right horizontal ones.
    Domineering,
    /// A Konane position (Winning Ways ch. 22) valued as a short partisan game: Left's
    /// stones `x`, Right's `o`.
    Konane,
    /// Hackenbush (Winning Ways ch. 1-2, 7), strings (`BBR RB`) or any graph (`0-1B 1-2G`,
    /// vertex 0 the ground), valued as a short partisan game: blue edges Left's, red Right's,
    /// green either's.
    Hackenbush,
    /// A Clobber position (Albert et al., 2005) valued as a short partisan game: Left's
    /// stones `x`, Right's `o`.
    Clobber,
    /// A Snort position (Winning Ways ch. 6) on a board's cells: `.` uncoloured, `x` Left's
    /// colour, `o` Right's, `#` no vertex.
    Snort,
    /// A Toads and Frogs strip (Winning Ways ch. 1): Left's toads `T` move right, Right's
    /// frogs `F` left.
    ToadsAndFrogs,
    /// A Fox and Geese position (Winning Ways ch. 20), a loopy game: Left's geese step
    /// diagonally down, Right's fox diagonally any way; valued as a stopper.
    FoxAndGeese,
    /// A Backsliding Toads and Frogs strip (Winning Ways ch. 11), a loopy game: toads `t`
    /// and frogs `f` may also step back; valued by its onside and offside.
    BackslidingToadsAndFrogs,
    /// A Hare and Hounds position (Winning Ways ch. 20), a loopy game on the eleven-point
    /// board: Left's hounds `d` never step back, Right's hare `h` steps any way.
    HareAndHounds,
    /// An impartial take-and-break game by its code (`0.77` Kayles, `S(1,3,4)`, `grundy`):
    /// nim sequence, proved period, positions of heaps (Winning Ways ch. 4).
    Octal,
    /// An impartial game in misère play, written as CGSuite writes it (`*[[2],0]`,
    /// `*[2]+*[2]`): its misère canonical form, outcome, nim values and genus (Winning Ways
    /// ch. 13).
    Misere,
    /// Racing algorithms (seed 003): sample sizes (`solve`), validation (`report`).
    Racing,
    /// A Bernoulli player of known win probability, to race (seed 003).
    Coin,
    /// The Number Hides Game on a line, a spider or any tree (seed 001).
    Nhg,
    /// Goofspiel (seed 004): certified enclosures for N <= 16, exact for N <= 6.
    Goofspiel,
    /// An Eternity II style edge-matching puzzle read from a file (seed 004).
    Eternity,
    /// Sweep: Theorem 1's closed form on every line game up to `--p-max` (seed 001 §3).
    NhgLine,
    /// Sweep: Theorem 2 and conjectures (19), (21) on spiders up to `--m-max` (seed 001 §4).
    NhgSpider,
}

/// A `--game` parser that accepts, and lists in `--help`, only the games of one verb.
pub fn only(games: &'static [Game]) -> impl clap::builder::TypedValueParser<Value = Game> {
    use clap::builder::{PossibleValuesParser, TypedValueParser};
    let values = games.iter().filter_map(ValueEnum::to_possible_value);
    PossibleValuesParser::new(values).try_map(|name| Game::from_str(&name, false))
}

impl std::fmt::Display for Game {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let value = self.to_possible_value().expect("no skipped variants");
        f.write_str(value.get_name())
    }
}

/// The argument ids a flag struct defines.
pub fn ids<F: clap::Args>() -> Vec<String> {
    F::augment_args(clap::Command::new("flags"))
        .get_arguments()
        .map(|a| a.get_id().to_string())
        .collect()
}

/// A flag of `Verb` given on the command line that `game` does not take is an error
/// naming it: `--white is not a flag of --game matrix`.
pub fn reject_foreign<Verb: clap::Args>(
    matches: &ArgMatches,
    game: Game,
    allowed: &[String],
) -> anyhow::Result<()> {
    for id in ids::<Verb>() {
        let given = matches.value_source(&id) == Some(ValueSource::CommandLine);
        if given && id != "game" && !allowed.contains(&id) {
            anyhow::bail!(
                "--{} is not a flag of --game {game} (see --help for each game's flags)",
                id.replace('_', "-")
            );
        }
    }
    Ok(())
}

/// A progress bar counting `len` `unit`s, with the elapsed time and a message (a line every
/// 30 seconds when standard error is not a terminal).
pub fn progress_bar(len: u64, unit: &str) -> indicatif::ProgressBar {
    let bar = crate::log_progress::logged(indicatif::ProgressBar::new(len), unit);
    let template = format!("{{elapsed_precise}} [{{bar:30}}] {{pos}}/{{len}} {unit} {{msg}}");
    if let Ok(style) = indicatif::ProgressStyle::with_template(&template) {
        bar.set_style(style);
    }
    bar
}

/// The common `--method` flag read as one game's methods, or `default` when not given.
pub fn parse_method<M: ValueEnum>(given: Option<&str>, default: M) -> anyhow::Result<M> {
    let Some(name) = given else {
        return Ok(default);
    };
    M::from_str(name, false).map_err(|_| {
        let names: Vec<String> = M::value_variants()
            .iter()
            .filter_map(|m| m.to_possible_value().map(|v| v.get_name().to_string()))
            .collect();
        anyhow::anyhow!("--method {name:?} is not one of: {}", names.join(", "))
    })
}

/// The closing line of every `verify`: `N passed, M failed`, and an error when `M > 0`.
pub fn passed_failed(total: usize, failed: usize) -> anyhow::Result<()> {
    crate::emit(&format!("{} passed, {failed} failed\n", total - failed))?;
    anyhow::ensure!(failed == 0, "{failed} stored results do not verify");
    Ok(())
}

/// The N a sweep covers (`--from`, `--to`).
#[derive(Clone, Copy, Debug)]
pub struct Range {
    /// First N.
    pub from: usize,
    /// Last N.
    pub to: usize,
}

impl Range {
    /// The range, or a one-line error naming what is wrong with it.
    pub fn checked(self, game: &str) -> anyhow::Result<Range> {
        anyhow::ensure!(
            self.to >= 1,
            "--game {game} needs --to N with N >= 1 (the last N to solve)"
        );
        anyhow::ensure!(self.from >= 1, "--from must be at least 1");
        anyhow::ensure!(
            self.from <= self.to,
            "--from {} is larger than --to {}",
            self.from,
            self.to
        );
        Ok(self)
    }
}
