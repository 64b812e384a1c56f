//! Result files: one JSON [`Record`] per `N`, `DIR/<N>.json`, written atomically
//! ([`verify::write_atomically`]), so a sweep killed at any moment leaves every file whole or
//! absent. A stored N counts as done only when its record re-verifies exactly.

use std::fs;
use std::path::{Path, PathBuf};

use rayon::prelude::*;

use crate::{Error, GuessingCertificate, Record};

/// `DIR/<n>.json`.
pub fn path(dir: &Path, n: usize) -> PathBuf {
    dir.join(format!("{n}.json"))
}

/// Writes a record so that a reader never sees a half-written file.
pub fn write(dir: &Path, record: &Record) -> Result<(), Error> {
    let text = serde_json::to_string(record).map_err(|e| Error::file("record", e))?;
    Ok(verify::write_atomically(
        &path(dir, record.n),
        &(text + "\n"),
    )?)
}

/// Reads a record.
pub fn read(file: &Path) -> Result<Record, Error> {
    let text = fs::read_to_string(file)
        .map_err(|e| Error::file(format_args!("cannot read {}", file.display()), e))?;
    parse(&text).map_err(|e| Error::file(file.display(), e))
}

/// Reads the record the file name says holds `n`, refuses it when it holds another N,
/// and re-checks it exactly; an error names the file.
pub fn read_checked(n: usize, file: &Path) -> Result<Record, Error> {
    let record = read_named(n, file)?;
    record
        .check()
        .map_err(|e| Error::file(format_args!("{} does not verify", file.display()), e))?;
    Ok(record)
}

/// Reads a record whose file name says it holds `n`; one holding another N is refused
/// with a one-line error naming the file (a copied or misnamed file).
pub fn read_named(n: usize, file: &Path) -> Result<Record, Error> {
    let record = read(file)?;
    if record.n != n {
        let holds = format!("file {} holds N = {}, not {n}", file.display(), record.n);
        return Err(Error::File(holds));
    }
    Ok(record)
}

/// A record from its JSON text; the error quotes at most 200 characters of the text.
pub fn parse(text: &str) -> Result<Record, Error> {
    serde_json::from_str(text).map_err(|e| {
        Error::File(format!(
            "not a guessing-game record: {}",
            verify::shortened(&e.to_string(), 200)
        ))
    })
}

/// The stored record for `n`, if present and it re-verifies exactly.
pub fn verified(dir: &Path, n: usize) -> Option<(Record, GuessingCertificate)> {
    let record = read(&path(dir, n)).ok().filter(|r| r.n == n)?;
    let cert = record.check().ok()?;
    Some((record, cert))
}

/// Every `<n>.json` in a folder, sorted by `n`; two names for one N (`7.json` and
/// `007.json`) are refused, naming both.
pub fn list(dir: &Path) -> Result<Vec<(usize, PathBuf)>, Error> {
    let entries = fs::read_dir(dir)
        .map_err(|e| Error::file(format_args!("cannot read folder {}", dir.display()), e))?;
    let mut out: Vec<(usize, PathBuf)> = entries
        .flatten()
        .map(|e| e.path())
        .filter_map(|p| {
            Some((p.file_stem()?.to_str()?.parse().ok()?, p.clone()))
                .filter(|_| p.extension().is_some_and(|e| e == "json"))
        })
        .collect();
    out.sort();
    if let Some(w) = out.windows(2).find(|w| w[0].0 == w[1].0) {
        let (a, b) = (w[0].1.display(), w[1].1.display());
        let why = format!("{a} and {b} both name N = {}; keep one", w[0].0);
        return Err(Error::File(why));
    }
    Ok(out)
}

/// Each N with its re-check's verdict.
pub type Verdicts = Vec<(usize, Result<(), Error>)>;

/// Re-checks every `<N>.json` of `dir` exactly, trusting nothing but the files (in
/// parallel): every fraction parsed, every tree checked to be a binary search tree, Alice's
/// guarantee recomputed by an exact optimal-BST DP over big integers, Bob's worst key
/// exactly, both compared with the stored value. Each N with its verdict, in N order.
pub fn check_all(dir: &Path) -> Result<Verdicts, Error> {
    let files = list(dir)?;
    if files.is_empty() {
        return Err(Error::File(format!(
            "no <N>.json files in {}",
            dir.display()
        )));
    }
    Ok(files
        .par_iter()
        .map(|(n, file)| (*n, check_file(*n, file)))
        .collect())
}

fn check_file(n: usize, file: &Path) -> Result<(), Error> {
    read_named(n, file)?.check().map(|_| ())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A committed certificate copied under another N's name, or under a second name for
    /// its own N, is refused with the file named (export slices by the name's N).
    #[test]
    fn misnamed_and_twice_named_records_are_refused() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/guessing");
        let text = fs::read_to_string(root.join("certificates/12.json")).unwrap();
        let dir = std::env::temp_dir().join(format!("dresher-store-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        fs::write(dir.join("30.json"), &text).unwrap();
        let err = check_all(&dir).unwrap()[0]
            .1
            .as_ref()
            .unwrap_err()
            .to_string();
        assert!(err.contains("30.json holds N = 12, not 30"), "{err}");
        let err = read_checked(30, &dir.join("30.json"))
            .unwrap_err()
            .to_string();
        assert!(err.contains("30.json holds N = 12, not 30"), "{err}");
        fs::remove_file(dir.join("30.json")).unwrap();
        fs::write(dir.join("12.json"), &text).unwrap();
        fs::write(dir.join("012.json"), &text).unwrap();
        let err = list(&dir).unwrap_err().to_string();
        assert!(err.contains("both name N = 12"), "{err}");
        fs::remove_dir_all(&dir).unwrap();
    }
}
