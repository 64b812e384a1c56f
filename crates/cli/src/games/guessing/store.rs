//! Result files: one JSON record per `N`, written atomically (temp file, then rename).

use std::fs;
use std::path::{Path, PathBuf};

use anyhow::Context;
use guessing::{GuessingCertificate, Record};

/// `DIR/<n>.json`.
pub fn path(dir: &Path, n: usize) -> PathBuf {
    dir.join(format!("{n}.json"))
}

/// Writes a record so that a reader never sees a half-written file.
pub fn write(dir: &Path, record: &Record) -> anyhow::Result<()> {
    crate::files::write_atomically(
        &path(dir, record.n),
        &(serde_json::to_string(record)? + "\n"),
    )
}

/// Reads a record.
pub fn read(file: &Path) -> anyhow::Result<Record> {
    let text =
        fs::read_to_string(file).with_context(|| format!("cannot read {}", file.display()))?;
    parse(&text).with_context(|| file.display().to_string())
}

/// A record from its JSON text; the error quotes at most 200 characters of the text.
pub fn parse(text: &str) -> anyhow::Result<Record> {
    serde_json::from_str(text).map_err(|e| {
        anyhow::anyhow!(
            "not a guessing-game record: {}",
            crate::shortened(&e.to_string(), 200)
        )
    })
}

/// The stored record for `n`, if present and it re-verifies exactly.
pub fn verified(dir: &Path, n: usize) -> Option<(Record, GuessingCertificate)> {
    let file = path(dir, n);
    let record = read(&file).ok().filter(|r| r.n == n)?;
    let cert = record.check().ok()?;
    Some((record, cert))
}

/// Every `<n>.json` in a folder, sorted by `n`.
pub fn list(dir: &Path) -> anyhow::Result<Vec<(usize, PathBuf)>> {
    let entries =
        fs::read_dir(dir).with_context(|| format!("cannot read folder {}", dir.display()))?;
    let mut out: Vec<(usize, PathBuf)> = entries
        .flatten()
        .map(|e| e.path())
        .filter_map(|p| {
            Some((p.file_stem()?.to_str()?.parse().ok()?, p.clone()))
                .filter(|_| p.extension().is_some_and(|e| e == "json"))
        })
        .collect();
    out.sort();
    Ok(out)
}
