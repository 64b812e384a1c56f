//! The guessing game's `dresher export`: compact fixtures from verified results.
//!
//! Full certificates grow like N^2 (Bob's trees are depth vectors; all N <= 980 together
//! are about a gigabyte), so the compact file keeps, for every N, the exact value and
//! Alice's symmetric mix: enough to re-verify exactly that Alice guarantees the value.
//! Full two-sided certificates are copied for the N named with `--full`. Only the
//! contiguous prefix `1..=K` of stored results is exported.

use std::fmt::Write as _;
use std::path::PathBuf;

use anyhow::{ensure, Context};
use clap::Args;
use rayon::prelude::*;
use serde_json::json;

use super::store;
use crate::emit;

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
    // Only the contiguous prefix 1..=K: a stopped sweep may leave a later N behind a gap.
    let files: Vec<_> = store::list(&args.dir)?
        .into_iter()
        .enumerate()
        .take_while(|(i, (n, _))| *n == i + 1)
        .map(|(_, f)| f)
        .collect();
    ensure!(!files.is_empty(), "no results in {}", args.dir.display());
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
    std::fs::create_dir_all(args.out.join("certificates"))?;
    let mut text = String::new();
    for l in &lines {
        writeln!(text, "{l}")?;
    }
    std::fs::write(args.out.join("values.jsonl"), text)?;
    let mut copied = 0;
    for n in &args.full {
        if let Some((record, _)) = store::verified(&args.dir, *n) {
            store::write(&args.out.join("certificates"), &record)?;
            copied += 1;
        }
    }
    emit(&format!(
        "exported {} values to {}/values.jsonl and {copied} full certificates\n",
        lines.len(),
        args.out.display()
    ))
}
