//! The guessing game's `dresher export`: compact fixtures from verified results.
//!
//! Full certificates grow like N^2 (Bob's trees are depth vectors; all N <= 980 together
//! are about a gigabyte), so the compact file keeps, for every N, the exact value and
//! Alice's symmetric mix: enough to re-verify exactly that Alice guarantees the value.
//! Full two-sided certificates are copied for the N named with `--full`. An export merges
//! into `values.jsonl` and never shrinks it (see [`super::merge`]); `--replace` rewrites it.

use std::path::{Path, PathBuf};

use anyhow::Context;
use clap::Args;
use rayon::prelude::*;
use serde_json::json;

use super::merge::{show_gaps, Entry, Fixture};
use super::store;
use crate::{emit, files::write_atomically};

/// The guessing game's flags of `dresher export`.
#[derive(Args)]
#[group(skip)]
#[command(next_help_heading = "Guessing game (--game guessing)")]
pub struct ExportFlags {
    /// Folder of `<N>.json` results (each is verified exactly before it is exported).
    #[arg(long, default_value = "results/guessing")]
    dir: PathBuf,
    /// Fixture folder: merges into `values.jsonl` and writes `certificates/<N>.json`.
    #[arg(long, default_value = "fixtures/guessing")]
    out: PathBuf,
    /// N whose full certificates are copied (comma separated).
    #[arg(
        long,
        value_delimiter = ',',
        default_value = "1,2,3,4,5,6,7,8,9,10,11,12,100,485,509,528,530"
    )]
    full: Vec<usize>,
    /// Also rewrite the lines and certificates of N already in the fixture (same value).
    #[arg(long)]
    refresh: bool,
    /// Rewrite `values.jsonl` with the exported N only, dropping every other entry.
    #[arg(long, conflicts_with = "refresh")]
    replace: bool,
}

/// Runs `dresher export`.
pub fn run(args: &ExportFlags) -> anyhow::Result<()> {
    let stored = store::list(&args.dir)?;
    anyhow::ensure!(!stored.is_empty(), "no results in {}", args.dir.display());
    let entries: Vec<Entry> = stored
        .par_iter()
        .map(|(n, path)| entry(*n, path))
        .collect::<anyhow::Result<_>>()?;
    let (first, last, count) = (entries[0].n, entries[entries.len() - 1].n, entries.len());
    let path = args.out.join("values.jsonl");
    let old = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
        Err(e) => return Err(e).with_context(|| format!("cannot read {}", path.display())),
    };
    let mut fixture = Fixture::parse(&old, &path.display().to_string())?;
    let dropped = args
        .replace
        .then(|| fixture.clear_except(entries.iter().map(|e| e.n)));
    let merged = fixture.merge(entries, args.refresh)?;
    write_atomically(&path, &fixture.text())?;
    let copied = copy_certificates(args)?;
    let mut report = format!(
        "exported {count} values (N = {first}..={last}) to {}: {} new, {} unchanged, {} refreshed; it holds {} values",
        path.display(), merged.added, merged.unchanged, merged.refreshed, fixture.len()
    );
    if let Some(before) = dropped {
        report += &format!(" (--replace dropped the {before} it had)");
    }
    let gaps = fixture.gaps();
    if !gaps.is_empty() {
        report += &format!("; missing N = {}", show_gaps(&gaps));
    }
    emit(&format!("{report}; {copied} full certificates copied\n"))
}

/// One stored result, verified exactly, as a fixture line.
fn entry(n: usize, path: &Path) -> anyhow::Result<Entry> {
    let r = store::read(path)?;
    r.check()
        .with_context(|| format!("{} does not verify", path.display()))?;
    let half = &r.alpha[..n.div_ceil(2)];
    let line = json!({"n": r.n, "value": r.value, "max_guesses": r.max_guesses, "iterations": r.iterations, "alpha_half": half});
    Ok(Entry {
        n: r.n,
        value: r.value.clone(),
        line: line.to_string(),
    })
}

/// Copies the full certificates named by `--full` that are stored; one already in the
/// fixture is rewritten only with `--refresh` or `--replace`.
fn copy_certificates(args: &ExportFlags) -> anyhow::Result<usize> {
    let folder = args.out.join("certificates");
    let mut copied = 0;
    for &n in &args.full {
        let kept = folder.join(format!("{n}.json")).exists() && !args.refresh && !args.replace;
        if kept {
            continue;
        }
        if let Some((record, _)) = store::verified(&args.dir, n) {
            store::write(&folder, &record)?;
            copied += 1;
        }
    }
    Ok(copied)
}
