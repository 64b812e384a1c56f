//! `sweep --game goofspiel [--from A] --to B`: certified first-move tables for every N, one
//! JSON record per N (`<N>.json`, written atomically, the same record `solve --json`
//! prints). A rerun skips every N whose record is there and reads back.

use std::path::Path;

use crate::commands::sweep::Range;
use verify::write_atomically;

/// Where the records go unless `--out` says otherwise.
pub const DEFAULT_OUT: &str = "results/goofspiel";

/// True when `path` holds a readable record for `n`.
fn stored(path: &Path, n: usize) -> bool {
    std::fs::read_to_string(path).is_ok_and(|t| holds_record(&t, n))
}

/// True when `text` is a whole record for `n`: its `n`, a first-move row per prize and an
/// error bound (a truncated or foreign file is not).
pub fn holds_record(text: &str, n: usize) -> bool {
    let value: Option<serde_json::Value> = serde_json::from_str(text).ok();
    value.is_some_and(|v| {
        v["n"] == n
            && v["error_bound"].is_number()
            && v["first_move"].as_object().is_some_and(|m| m.len() == n)
    })
}

/// The level saved at `path` by an interrupted run for `n`, if there is one that reads
/// back whole (another is reported and ignored: the run starts from the bottom).
pub fn read_checkpoint(path: &Path, n: usize) -> Option<goofspiel::Checkpoint> {
    let file = std::fs::File::open(path).ok()?;
    match goofspiel::Checkpoint::read(n, file) {
        Ok(c) => {
            eprintln!(
                "N = {n}: resuming above level {} from {}",
                c.level.cards(),
                path.display()
            );
            Some(c)
        }
        Err(e) => {
            eprintln!("N = {n}: ignoring {}: {e}", path.display());
            None
        }
    }
}

/// Saves a finished level atomically (a temporary file, then a rename).
pub fn write_checkpoint(path: &Path, c: &goofspiel::Checkpoint) -> Result<(), goofspiel::Error> {
    verify::write_with(path, |file| c.write(file))
        .map_err(|e| goofspiel::Error::Checkpoint(format!("cannot save {}: {e:#}", path.display())))
}

/// Runs the sweep.
pub fn run(range: Range, out: &Path) -> anyhow::Result<()> {
    let Range { from, to } = range.checked("goofspiel")?;
    anyhow::ensure!(
        to <= goofspiel::MAX_N,
        "--to {to}: certified mode takes N <= {}",
        goofspiel::MAX_N
    );
    super::check_cost(to, false)?;
    std::fs::create_dir_all(out)?;
    for n in from..=to {
        let path = out.join(format!("{n}.json"));
        if stored(&path, n) {
            eprintln!("N = {n}: stored in {}, skipped", path.display());
            continue;
        }
        let checkpoint = out.join(format!("{n}.level"));
        let (game, seconds) = super::solve_with_progress(n, Some(&checkpoint))?;
        write_atomically(
            &path,
            &(serde_json::to_string_pretty(&super::record(&game, seconds))? + "\n"),
        )?;
        let _ = std::fs::remove_file(&checkpoint);
        eprintln!(
            "N = {n}: certified, error bound {:.1e}, {seconds:.1} s",
            game.error_bound
        );
    }
    crate::emit(&format!(
        "sweep N = {from}..={to}: records in {}\n",
        out.display()
    ))
}
