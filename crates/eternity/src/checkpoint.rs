//! A backtracking search of hours or days that survives its process being stopped
//! (`solve --game eternity --checkpoint FILE`). FILE (JSON, written atomically) holds the puzzle's
//! fingerprint, which of the search's subtrees are finished, the nodes and seconds spent
//! over all runs and, once found, the solution; a rerun skips the finished subtrees, and a
//! rerun after a solve prints the stored solution after the verifier checked it again.
//!
//! The file is not a proof: its finished subtrees and counts are taken as written, so a
//! result that rests on any of them says so ([`Count::read_from_checkpoint`], and a
//! search that ends without a solution after reading finished subtrees is not called
//! unsolvable). A stored solution is always checked again.
//!
//! [`Count::read_from_checkpoint`]: crate::backtrack::Count::read_from_checkpoint

use std::path::Path;
use std::sync::Mutex;
use std::time::Instant;

use serde::{Deserialize, Serialize};

use crate::backtrack::Progress;
use crate::{check, Board, Error, Options, Outcome, Puzzle};

/// Seconds between two writes of the file while the search runs.
const SAVE_EVERY: f64 = 10.0;

/// The version of the search written into the file. Files without one (version 0) come
/// from a search that counted a subtree stopped in its last branch as finished, so their
/// finished subtrees cannot be trusted (their solutions, checked again, can).
const SEARCH_VERSION: u32 = 2;

/// The most nodes a checkpoint may hold (2^60).
const MAX_NODES: u64 = 1 << 60;

/// The file's contents.
#[derive(Serialize, Deserialize)]
struct Saved {
    /// [`Progress::puzzle`] in hex.
    puzzle: String,
    subtrees: usize,
    /// Finished subtrees as a bit string in hex, subtree 0 in the first digit's high bit.
    finished: String,
    nodes: u64,
    seconds: f64,
    /// The solution file's text, once solved.
    solution: Option<String>,
    /// [`SEARCH_VERSION`] of the search that wrote it.
    #[serde(default)]
    search: u32,
    /// A count of every solution (`solve --all`): the solutions in the finished subtrees.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    solutions: Option<u64>,
}

/// Solves by resumable backtracking, reading and updating `path`; with the outcome, a line
/// on the search over all runs. `on_progress` sees the subtrees finished as the search
/// goes (from several threads).
///
/// ```no_run
/// use eternity::{solve_with_checkpoint, Options, Puzzle};
/// let puzzle = Puzzle::parse(&std::fs::read_to_string("board.txt").unwrap())?;
/// let path = std::path::Path::new("board.checkpoint.json");
/// let (outcome, line) = solve_with_checkpoint(path, &puzzle, Options::default(), |_| {})?;
/// println!("{line}: solved = {}", outcome.solved());
/// # Ok::<(), eternity::Error>(())
/// ```
pub fn solve_with_checkpoint(
    path: &Path,
    puzzle: &Puzzle,
    options: Options,
    on_progress: impl Fn(&Progress) + Sync,
) -> Result<(Outcome, String), Error> {
    let saved = load(path)?;
    if let Some(s) = &saved {
        if let Some(text) = &s.solution {
            let line = format!("{} (solved in an earlier run)", summary(path, s));
            return Ok((stored_solution(path, puzzle, text)?, line));
        }
    }
    let before = saved.as_ref().map_or(0.0, |s| s.seconds);
    let progress = saved.map(|s| progress(path, &s)).transpose()?;
    let saver = Saver::new(path, before);
    let save = |p: &Progress| {
        on_progress(p);
        saver.save(p);
    };
    let read = progress.as_ref().map_or(0, Progress::done);
    let (mut outcome, progress) = crate::solve_resumable(puzzle, options, progress, save)?;
    let solution = outcome.board.as_ref().filter(|_| outcome.solved());
    let saved = store(path, &progress, saver.seconds(), solution)?;
    let mut line = summary(path, &saved);
    if outcome.unsolvable && read > 0 {
        // The file's finished subtrees are its word, not this run's search: no proof.
        (outcome.unsolvable, outcome.bound, outcome.bound_proved) = (false, None, false);
        outcome.proof = None;
        line += &format!(
            "; every subtree ended without a solution over all runs, but {read} were read \
             from the checkpoint, not searched in this run: not a proof (delete the file to \
             prove it in one run)"
        );
    }
    Ok((outcome, line))
}

/// Counts every solution by resumable backtracking (`solve --all --checkpoint`), reading and
/// updating `path`; with the count (exhausted when every subtree finished over all runs;
/// [`Count::read_from_checkpoint`](crate::backtrack::Count::read_from_checkpoint) says how
/// many subtrees' counts the file gave, which this run did not search), a line on the
/// search. A file that holds a search's solution is refused (its
/// finished subtrees say nothing of the one that held the solution).
pub fn count_with_checkpoint(
    path: &Path,
    puzzle: &Puzzle,
    deadline: Option<Instant>,
    on_progress: impl Fn(&Progress) + Sync,
) -> Result<(crate::backtrack::Count, String), Error> {
    let saved = load(path)?;
    if saved.as_ref().is_some_and(|s| s.solution.is_some()) {
        return Err(Error::Invalid(format!(
            "{}: holds a search's solution, not a count; give --all another file",
            path.display()
        )));
    }
    let before = saved.as_ref().map_or(0.0, |s| s.seconds);
    let progress = saved.map(|s| progress(path, &s)).transpose()?;
    let read = progress.as_ref().map_or(0, Progress::done);
    let saver = Saver::new(path, before);
    let save = |p: &Progress| {
        on_progress(p);
        saver.save(p);
    };
    let (search, progress) = crate::backtrack::count_resumable(puzzle, deadline, progress, save)?;
    let saved = store(path, &progress, saver.seconds(), None)?;
    let found = progress.solutions.unwrap_or(0);
    let exhausted = progress.done() == progress.finished.len();
    let search = crate::backtrack::Search {
        exhausted,
        ..search
    };
    let count = crate::backtrack::Count {
        read_from_checkpoint: read,
        ..crate::backtrack::count::tally(puzzle, found, search)
    };
    Ok((count, summary(path, &saved)))
}

/// Writes the progress at most every [`SAVE_EVERY`] seconds while a search runs.
struct Saver<'a> {
    path: &'a Path,
    /// Seconds of the earlier runs.
    before: f64,
    start: Instant,
    last: Mutex<Instant>,
}

impl<'a> Saver<'a> {
    fn new(path: &'a Path, before: f64) -> Saver<'a> {
        Saver {
            path,
            before,
            start: Instant::now(),
            last: Mutex::new(Instant::now()),
        }
    }

    /// Seconds over all runs so far.
    fn seconds(&self) -> f64 {
        self.before + self.start.elapsed().as_secs_f64()
    }

    fn save(&self, p: &Progress) {
        let mut last = self.last.lock().unwrap_or_else(|e| e.into_inner());
        if last.elapsed().as_secs_f64() >= SAVE_EVERY {
            *last = Instant::now();
            // A failed intermediate write is retried at the next one; the last is checked.
            let _ = store(self.path, p, self.seconds(), None);
        }
    }
}

fn summary(path: &Path, s: &Saved) -> String {
    let done = s.finished.chars().filter_map(|c| c.to_digit(16));
    format!(
        "checkpoint: {} ({} of {} subtrees finished; {} nodes, {:.0} s over all runs)",
        path.display(),
        done.map(u32::count_ones).sum::<u32>(),
        s.subtrees,
        s.nodes,
        s.seconds
    )
}

fn load(path: &Path) -> Result<Option<Saved>, Error> {
    if !path.exists() {
        return Ok(None);
    }
    let named = |e: &dyn std::fmt::Display| {
        let why = verify::shortened(&e.to_string(), 300);
        Error::File(format!("{}: {why}", path.display()))
    };
    let text = std::fs::read_to_string(path).map_err(|e| named(&e))?;
    let saved = serde_json::from_str(&text)
        .map_err(|e| named(&format_args!("not a checkpoint of this search: {e}")))?;
    Ok(Some(saved))
}

/// The saved progress, refused when its fields do not fit together.
fn progress(path: &Path, s: &Saved) -> Result<Progress, Error> {
    let bad = || {
        Error::Invalid(format!(
            "{}: a damaged checkpoint (its fields disagree)",
            path.display()
        ))
    };
    if s.search < SEARCH_VERSION {
        return Err(Error::Invalid(format!(
            "{}: written by an earlier search, which could count a subtree stopped in its last branch as finished; delete it to search afresh",
            path.display()
        )));
    }
    let puzzle = u64::from_str_radix(&s.puzzle, 16).map_err(|_| bad())?;
    // Every solution met is a node placed, and no run places 2^60 nodes (centuries at any
    // speed), so sums and the boards per class of a count cannot overflow.
    if s.nodes > MAX_NODES || s.solutions.is_some_and(|k| k > s.nodes) {
        return Err(bad());
    }
    let bits = s.subtrees.div_ceil(4);
    let digits: Vec<u32> = s.finished.chars().filter_map(|c| c.to_digit(16)).collect();
    if s.finished.len() != bits || digits.len() != bits {
        return Err(bad());
    }
    let finished = (0..s.subtrees)
        .map(|i| digits[i / 4] >> (3 - i % 4) & 1 == 1)
        .collect();
    Ok(Progress {
        puzzle,
        finished,
        nodes: s.nodes,
        solutions: s.solutions,
    })
}

fn store(
    path: &Path,
    p: &Progress,
    seconds: f64,
    solution: Option<&Board>,
) -> Result<Saved, Error> {
    let finished = p
        .finished
        .chunks(4)
        .map(|c| {
            let digit = c.iter().enumerate().map(|(i, &f)| u32::from(f) << (3 - i));
            char::from_digit(digit.sum(), 16).unwrap_or('0')
        })
        .collect();
    let saved = Saved {
        puzzle: format!("{:016x}", p.puzzle),
        subtrees: p.finished.len(),
        finished,
        nodes: p.nodes,
        seconds,
        solution: solution.map(Board::to_string),
        search: SEARCH_VERSION,
        solutions: p.solutions,
    };
    let text = serde_json::to_string_pretty(&saved).map_err(|e| Error::File(e.to_string()))?;
    ::verify::write_atomically(path, &(text + "\n"))?;
    Ok(saved)
}

/// The solution a checkpoint holds, checked again by the verifier.
fn stored_solution(path: &Path, puzzle: &Puzzle, text: &str) -> Result<Outcome, Error> {
    let start = Instant::now();
    let named = |e: Error| Error::Invalid(format!("{}: {e}", path.display()));
    let board = Board::parse(text).map_err(named)?;
    let score = check(puzzle, &board).map_err(named)?;
    if !score.is_solved() {
        return Err(Error::Invalid(format!(
            "{}: its stored board is not a solution of this puzzle",
            path.display()
        )));
    }
    Ok(Outcome::found(board, score, start.elapsed().as_secs_f64()))
}
