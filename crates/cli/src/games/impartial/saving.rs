//! `--checkpoint FILE`: a long nim-sequence run that keeps its values in FILE as it goes
//! and goes on from FILE when rerun (`impartial::checkpoint`, written atomically).

use std::path::Path;
use std::time::Duration;

use impartial::{checkpoint, nim_sequence_saving, NimSequence, Rules, Saving};
use verify::budget::Budget;

/// The sequence to `to`, from FILE's values when it is there, saving every `every` seconds
/// and when the run stops (Ctrl-C stops it gracefully); a stopped run's error says where
/// its values are.
pub fn run(
    rules: &Rules,
    to: usize,
    budget: &Budget,
    progress: &mut dyn FnMut(usize),
    (file, every): (&Path, u64),
) -> anyhow::Result<NimSequence> {
    let saved = match std::fs::read(file) {
        Ok(bytes) => checkpoint::decode(rules, &bytes)
            .map_err(|e| anyhow::anyhow!("{}: {e}", file.display()))?,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Vec::new(),
        Err(e) => anyhow::bail!("{}: {e}", file.display()),
    };
    let from = saved.len();
    if from > 0 {
        eprintln!(
            "going on from heap {from}: {} holds the values of heaps 0 to {}",
            file.display(),
            from - 1
        );
    }
    crate::interrupt::watch_saying(
        Some("stopping: the values so far are being saved (Ctrl-C again to quit at once)"),
        &budget.stop_flag(),
    );
    let mut kept = from;
    let mut save = |values: &[u32]| {
        let bytes = checkpoint::encode(rules, values);
        kept = values.len();
        verify::write_bytes_atomically(file, &bytes)
            .map_err(|e| impartial::Error::BadInput(format!("{}: {e}", file.display())))
    };
    let saving = Saving {
        every: Duration::from_secs(every),
        save: &mut save,
    };
    nim_sequence_saving(rules, to, budget, progress, saved, saving).map_err(|e| match e {
        impartial::Error::OutOfBudget(_) => anyhow::anyhow!(
            "{e}: the values of heaps 0 to {} are saved in {}; the same command goes on from there",
            kept.saturating_sub(1),
            file.display()
        ),
        other => other.into(),
    })
}
