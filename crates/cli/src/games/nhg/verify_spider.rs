//! `dresher verify --game nhg-spider`: the spider sweeps' files re-derived and compared.
//! Each `m<m>.csv` (the exact compact LP per case) is solved again, and each
//! `closed-form/m<m>.csv` (conjecture (21) by closed-form strategies) is proved again; a file
//! passes when every row agrees (the closed form's timing field aside).

use std::path::{Path, PathBuf};

use anyhow::ensure;
use rayon::prelude::*;

use super::{sweep_closed, sweep_spider};
use crate::emit;

/// Re-derives every block file in `dir` and `dir/closed-form`.
pub fn run(dir: &Path) -> anyhow::Result<()> {
    let mut blocks = blocks_in(dir, false);
    blocks.extend(blocks_in(&dir.join("closed-form"), true));
    ensure!(
        !blocks.is_empty(),
        "no m<m>.csv files in {} or its closed-form folder",
        dir.display()
    );
    let failed: Vec<String> = blocks
        .par_iter()
        .filter_map(|(m, closed, file)| match agrees(*m, *closed, file) {
            Ok(true) => None,
            Ok(false) => Some(format!("{}: differs from a new derivation", file.display())),
            Err(e) => Some(format!("{}: {e:#}", file.display())),
        })
        .collect();
    for f in &failed {
        eprintln!("{f}");
    }
    emit(&format!(
        "{} passed, {} failed\n",
        blocks.len() - failed.len(),
        failed.len()
    ))?;
    ensure!(failed.is_empty(), "{} files do not re-derive", failed.len());
    Ok(())
}

/// `(m, closed form?, file)` of the block files in `dir` (none when it does not exist).
fn blocks_in(dir: &Path, closed: bool) -> Vec<(usize, bool, PathBuf)> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut out: Vec<_> = entries
        .flatten()
        .map(|e| e.path())
        .filter_map(|p| {
            let name = p.file_name()?.to_str()?;
            let m = name.strip_prefix('m')?.strip_suffix(".csv")?.parse().ok()?;
            Some((m, closed, p))
        })
        .collect();
    out.sort();
    out
}

/// Does the stored block equal a new derivation (timings aside)?
fn agrees(m: usize, closed: bool, file: &Path) -> anyhow::Result<bool> {
    ensure!(
        m <= sweep_closed::MAX_M,
        "m = {m} is past the sweeps' limits"
    );
    let stored = std::fs::read_to_string(file)?;
    let fresh = if closed {
        sweep_closed::block(m)?
    } else {
        ensure!(m <= 60, "m = {m} is past the LP sweep's limit of 60");
        sweep_spider::block(m)?
    };
    let strip = |t: &str| -> Vec<String> {
        t.lines()
            .map(|l| match l.strip_prefix("total,") {
                // kind, m, cases, failed, seconds, ...: the seconds differ from run to run.
                Some(_) => l.split(',').take(4).collect::<Vec<_>>().join(","),
                None => l.to_string(),
            })
            .collect()
    };
    Ok(strip(&stored) == strip(&fresh))
}
