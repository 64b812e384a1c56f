//! The guessing game's `dresher export`: compact fixtures from verified results
//! ([`guessing::fixture::export`]): merged into `values.jsonl`, which never shrinks unless
//! `--replace`.

use std::path::PathBuf;

use clap::Args;
use guessing::fixture::{export, show_gaps, ExportOptions};

use crate::emit;

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
    let options = ExportOptions {
        full: args.full.clone(),
        refresh: args.refresh,
        replace: args.replace,
    };
    let done = export(&args.dir, &args.out, &options)?;
    let mut report = format!(
        "exported {} values (N = {}..={}) to {}: {} new, {} unchanged, {} refreshed; it holds {} values",
        done.count, done.first, done.last, done.path.display(),
        done.merged.added, done.merged.unchanged, done.merged.refreshed, done.held
    );
    if let Some(before) = done.dropped {
        report += &format!(" (--replace dropped the {before} it had)");
    }
    if !done.gaps.is_empty() {
        report += &format!("; missing N = {}", show_gaps(&done.gaps));
    }
    emit(&format!(
        "{report}; OEIS b-files {} and {} for N = 1..={}; {} full certificates copied\n",
        guessing::bfile::NUMERATORS,
        guessing::bfile::DENOMINATORS,
        done.b_files,
        done.copied
    ))
}
