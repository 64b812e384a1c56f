//! `--checkpoint FILE`: a long nim-sequence run that keeps its values in FILE as it goes
//! and goes on from FILE when rerun (`impartial::checkpoint::sequence_in_file`).

use std::path::Path;
use std::time::Duration;

use impartial::{checkpoint, NimSequence, Rules};
use verify::budget::Budget;

/// The sequence to `to` kept in `file` (saved every `every` seconds and when the run
/// stops; Ctrl-C stops it gracefully), saying on stderr where a rerun went on from.
pub fn run(
    rules: &Rules,
    to: usize,
    budget: &Budget,
    progress: &mut dyn FnMut(usize),
    (file, every): (&Path, u64),
) -> anyhow::Result<NimSequence> {
    crate::interrupt::watch_saying(
        Some("stopping: the values so far are being saved (Ctrl-C again to quit at once)"),
        &budget.stop_flag(),
    );
    let every = Duration::from_secs(every);
    let (s, from) = checkpoint::sequence_in_file(rules, to, budget, progress, (file, every))?;
    if from > 0 {
        eprintln!(
            "went on from heap {from}, the values {} held",
            file.display()
        );
    }
    Ok(s)
}
