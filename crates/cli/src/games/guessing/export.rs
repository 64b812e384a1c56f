//! The guessing game's `dresher export`: compact fixtures from verified results.
//!
//! Full certificates grow like N^2 (Bob's trees are depth vectors; all N <= 980 together
//! are about a gigabyte), so the compact file keeps, for every N, the exact value and
//! Alice's symmetric mix: enough to re-verify exactly that Alice guarantees the value.
//! Full two-sided certificates are copied for the N named with `--full`. Only a contiguous
//! run of stored results is exported: `1..=K` rewrites the file; a run that starts right
//! after the fixture's last N (a sweep past the frontier) is appended to it.

use std::fmt::Write as _;
use std::path::PathBuf;

use anyhow::{ensure, Context};
use clap::Args;
use rayon::prelude::*;
use serde_json::json;

use super::store;
use crate::{emit, files::write_atomically};

/// The guessing game's flags of `dresher export`.
#[derive(Args)]
#[group(skip)]
#[command(next_help_heading = "Guessing game (--game guessing)")]
pub struct ExportFlags {
    /// Folder of `<N>.json` results.
    #[arg(long, default_value = "results/guessing")]
    dir: PathBuf,
    /// Fixture folder: writes `values.jsonl` and `certificates/<N>.json`.
    #[arg(long, default_value = "fixtures/guessing")]
    out: PathBuf,
    /// N whose full certificates are copied (comma separated).
    #[arg(
        long,
        value_delimiter = ',',
        default_value = "1,2,3,4,5,6,7,8,9,10,11,12,100,485,509,528,530"
    )]
    full: Vec<usize>,
}

/// Runs `dresher export`.
pub fn run(args: &ExportFlags) -> anyhow::Result<()> {
    let stored = store::list(&args.dir)?;
    ensure!(!stored.is_empty(), "no results in {}", args.dir.display());
    let fixture = args.out.join("values.jsonl");
    let first = stored[0].0;
    let mut text = if first == 1 {
        String::new()
    } else {
        let old = std::fs::read_to_string(&fixture)
            .with_context(|| format!("{} (needed to append N >= {first})", fixture.display()))?;
        let last = last_n(&old).with_context(|| format!("{}", fixture.display()))?;
        ensure!(
            last + 1 == first,
            "results start at N = {first}, but {} ends at N = {last}: only a run from 1 or from {} can be exported",
            fixture.display(),
            last + 1
        );
        old
    };
    // Only a contiguous run: a stopped sweep may leave a later N behind a gap.
    let files: Vec<_> = stored
        .into_iter()
        .enumerate()
        .take_while(|(i, (n, _))| *n == first + i)
        .map(|(_, f)| f)
        .collect();
    let lines: Vec<String> = files
        .par_iter()
        .map(|(n, path)| {
            let r = store::read(path)?;
            r.check().with_context(|| format!("{} does not verify", path.display()))?;
            let half = &r.alpha[..n.div_ceil(2)];
            let line = json!({"n": r.n, "value": r.value, "max_guesses": r.max_guesses, "iterations": r.iterations, "alpha_half": half});
            Ok(line.to_string())
        })
        .collect::<anyhow::Result<_>>()?;
    for l in &lines {
        writeln!(text, "{l}")?;
    }
    std::fs::create_dir_all(&args.out)?;
    write_atomically(&fixture, &text)?;
    std::fs::create_dir_all(args.out.join("certificates"))?;
    let mut copied = 0;
    for n in &args.full {
        if let Some((record, _)) = store::verified(&args.dir, *n) {
            store::write(&args.out.join("certificates"), &record)?;
            copied += 1;
        }
    }
    emit(&format!(
        "exported {} values (N = {first}..={}) to {}/values.jsonl and {copied} full certificates\n",
        lines.len(),
        first + lines.len() - 1,
        args.out.display()
    ))
}

/// The N of the last line of a `values.jsonl` file.
fn last_n(text: &str) -> anyhow::Result<usize> {
    let line = text.lines().last().context("the file is empty")?;
    let value: serde_json::Value = serde_json::from_str(line)?;
    let n = value["n"].as_u64().context("its last line has no \"n\"")?;
    Ok(n as usize)
}
