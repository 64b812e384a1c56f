//! The compact fixture `values.jsonl` and [`export`] into it.
//!
//! Full records grow like N^2 (Bob's trees are depth vectors; all N <= 980 together are
//! about a gigabyte), so the fixture keeps, for every N, the exact value and Alice's
//! symmetric mix: enough to re-verify exactly that Alice guarantees the value. Full
//! two-sided records are copied to `certificates/<N>.json` for the N asked for. The fixture
//! is the project's certified frontier, so an export merges into it and never shrinks it
//! (unless asked to replace it).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use rayon::prelude::*;
use serde::Deserialize;
use serde_json::json;

use crate::bfile::{self, BFiles};
use crate::{store, Error};

/// One exported N: its exact value and its line of `values.jsonl`.
pub struct Entry {
    /// The N.
    pub n: usize,
    /// Its exact value, `p/q`.
    pub value: String,
    /// Its line of `values.jsonl`.
    pub line: String,
}

#[derive(Deserialize)]
struct Head {
    n: usize,
    value: String,
}

/// The fixture's lines by N, each kept byte for byte.
pub struct Fixture {
    lines: BTreeMap<usize, String>,
}

/// What a merge did.
#[derive(Debug, Default, PartialEq)]
pub struct Merged {
    /// N new to the fixture.
    pub added: usize,
    /// N present with the same value, left as they were.
    pub unchanged: usize,
    /// N present with the same value, rewritten (`refresh`).
    pub refreshed: usize,
}

impl Fixture {
    /// Reads a `values.jsonl` text (`name` names it in errors); a line that does not parse,
    /// or an N given twice, is an error naming the line.
    pub fn parse(text: &str, name: &str) -> Result<Fixture, Error> {
        let mut lines = BTreeMap::new();
        for (i, line) in text.lines().enumerate() {
            let head: Head = serde_json::from_str(line).map_err(|e| {
                Error::file(format_args!("{name} line {}: not a fixture line", i + 1), e)
            })?;
            if lines.insert(head.n, line.to_string()).is_some() {
                let twice = format!("{name} line {}: N = {} is given twice", i + 1, head.n);
                return Err(Error::File(twice));
            }
        }
        Ok(Fixture { lines })
    }

    /// Merges `entries`: a new N is added; an N present with the same value keeps its line
    /// unless `refresh`; an N present with another value stops the merge (the fixture is
    /// then left as it was by the caller, who writes only on success).
    pub fn merge(&mut self, entries: Vec<Entry>, refresh: bool) -> Result<Merged, Error> {
        let mut merged = Merged::default();
        for e in &entries {
            if let Some(old) = self.lines.get(&e.n) {
                let old: Head = serde_json::from_str(old).map_err(|e| Error::file("fixture", e))?;
                if old.value != e.value {
                    return Err(Error::File(format!(
                        "N = {}: the fixture's value is {} but the result's is {}; nothing written",
                        e.n, old.value, e.value
                    )));
                }
            }
        }
        for e in entries {
            match self.lines.get_mut(&e.n) {
                None => merged.added += 1,
                Some(_) if !refresh => {
                    merged.unchanged += 1;
                    continue;
                }
                Some(_) => merged.refreshed += 1,
            }
            self.lines.insert(e.n, e.line);
        }
        Ok(merged)
    }

    /// Empties the fixture (for `--replace`) and says how many of its N are not in `kept`.
    pub fn clear_except(&mut self, kept: impl Iterator<Item = usize>) -> usize {
        let before = self.lines.len();
        let still = kept.filter(|n| self.lines.contains_key(n)).count();
        self.lines.clear();
        before - still
    }

    /// Entries held.
    pub fn len(&self) -> usize {
        self.lines.len()
    }

    /// Whether it holds no entry.
    pub fn is_empty(&self) -> bool {
        self.lines.is_empty()
    }

    /// The N missing below the largest one, as ranges (`[a, b]`, inclusive).
    pub fn gaps(&self) -> Vec<(usize, usize)> {
        let mut gaps = Vec::new();
        let mut next = 1;
        for &n in self.lines.keys() {
            if n > next {
                gaps.push((next, n - 1));
            }
            next = n + 1;
        }
        gaps
    }

    /// The file's text, in increasing N.
    pub fn text(&self) -> String {
        self.lines.values().map(|l| format!("{l}\n")).collect()
    }

    /// The OEIS b-files of the values held, from N = 1 to the first gap.
    pub fn b_files(&self) -> Result<BFiles, Error> {
        let heads = (self.lines.values())
            .map(|l| serde_json::from_str(l).map_err(|e| Error::file("fixture", e)))
            .collect::<Result<Vec<Head>, Error>>()?;
        BFiles::from_values(heads.iter().map(|h| (h.n, h.value.as_str())))
    }
}

/// Gaps as text: `41, 50..=60`.
pub fn show_gaps(gaps: &[(usize, usize)]) -> String {
    let parts: Vec<String> = gaps
        .iter()
        .map(|&(a, b)| {
            if a == b {
                a.to_string()
            } else {
                format!("{a}..={b}")
            }
        })
        .collect();
    parts.join(", ")
}

/// What [`export`] takes besides the folders.
#[derive(Clone, Debug, Default)]
pub struct ExportOptions {
    /// N whose full records are copied to `certificates/<N>.json`.
    pub full: Vec<usize>,
    /// Also rewrite the lines and certificates of N already in the fixture (same value).
    pub refresh: bool,
    /// Rewrite `values.jsonl` with the exported N only, dropping every other entry.
    pub replace: bool,
}

/// What [`export`] did.
#[derive(Debug)]
pub struct Exported {
    /// The fixture file written.
    pub path: PathBuf,
    /// Smallest exported N.
    pub first: usize,
    /// Largest exported N.
    pub last: usize,
    /// How many N were exported.
    pub count: usize,
    /// How the merge went.
    pub merged: Merged,
    /// Values the fixture holds now.
    pub held: usize,
    /// With `replace`: how many N the fixture had that the export does not.
    pub dropped: Option<usize>,
    /// N missing below the largest one held.
    pub gaps: Vec<(usize, usize)>,
    /// Full records copied.
    pub copied: usize,
    /// The OEIS b-files (`b286676.txt`, `b286677.txt`) were written for N = 1 to this.
    pub b_files: usize,
}

/// Exports the verified records of `dir` (`<N>.json`, each re-checked exactly first) into
/// the fixture folder `out`: merged into `values.jsonl` (written atomically, only when the
/// merge succeeds), the OEIS b-files rewritten from it ([`bfile`]), and the full records of
/// `options.full` copied to `certificates/`.
pub fn export(dir: &Path, out: &Path, options: &ExportOptions) -> Result<Exported, Error> {
    let stored = store::list(dir)?;
    if stored.is_empty() {
        return Err(Error::File(format!("no results in {}", dir.display())));
    }
    let entries: Vec<Entry> = stored
        .par_iter()
        .map(|(n, path)| entry(*n, path))
        .collect::<Result<_, Error>>()?;
    let (first, last, count) = (entries[0].n, entries[entries.len() - 1].n, entries.len());
    let path = out.join("values.jsonl");
    let old = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
        Err(e) => {
            return Err(Error::file(
                format_args!("cannot read {}", path.display()),
                e,
            ))
        }
    };
    let mut fixture = Fixture::parse(&old, &path.display().to_string())?;
    let dropped = options
        .replace
        .then(|| fixture.clear_except(entries.iter().map(|e| e.n)));
    let merged = fixture.merge(entries, options.refresh)?;
    let b = fixture.b_files()?;
    if b.last == 0 {
        return Err(Error::File(format!(
            "{} would not hold N = 1, so the b-files (N = 1 up) would be empty; \
             export N = 1 too; nothing written",
            path.display()
        )));
    }
    let (numerators, denominators) = (out.join(bfile::NUMERATORS), out.join(bfile::DENOMINATORS));
    verify::write_all_atomically(&[
        (&path, &fixture.text()),
        (&numerators, &b.numerators),
        (&denominators, &b.denominators),
    ])?;
    let copied = copy_certificates(dir, out, options)?;
    Ok(Exported {
        path,
        first,
        last,
        count,
        merged,
        held: fixture.len(),
        dropped,
        gaps: fixture.gaps(),
        copied,
        b_files: b.last,
    })
}

/// One stored result, verified exactly, as a fixture line.
fn entry(n: usize, path: &Path) -> Result<Entry, Error> {
    let r = store::read_checked(n, path)?;
    let half = &r.alpha[..n.div_ceil(2)];
    let line = json!({"n": r.n, "value": r.value, "max_guesses": r.max_guesses, "iterations": r.iterations, "alpha_half": half});
    Ok(Entry {
        n: r.n,
        value: r.value.clone(),
        line: line.to_string(),
    })
}

/// Copies the full records named by `options.full` that are stored; one already in the
/// fixture is rewritten only with `refresh` or `replace`.
fn copy_certificates(dir: &Path, out: &Path, options: &ExportOptions) -> Result<usize, Error> {
    let folder = out.join("certificates");
    let mut copied = 0;
    for &n in &options.full {
        let kept =
            folder.join(format!("{n}.json")).exists() && !options.refresh && !options.replace;
        if kept {
            continue;
        }
        if let Some((record, _)) = store::verified(dir, n) {
            store::write(&folder, &record)?;
            copied += 1;
        }
    }
    Ok(copied)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(n: usize, value: &str, extra: u32) -> String {
        format!(r#"{{"n":{n},"value":"{value}","iterations":{extra}}}"#)
    }

    fn entry(n: usize, value: &str, extra: u32) -> Entry {
        Entry {
            n,
            value: value.into(),
            line: line(n, value, extra),
        }
    }

    fn fixture() -> (Fixture, String) {
        let text: String = (1..=6)
            .map(|n| line(n, &format!("{n}/7"), 1) + "\n")
            .collect();
        (Fixture::parse(&text, "values.jsonl").unwrap(), text)
    }

    #[test]
    fn a_sub_range_keeps_every_other_line_byte_for_byte() {
        let (mut f, text) = fixture();
        let merged = f.merge(vec![entry(3, "3/7", 9), entry(8, "8/7", 9)], false);
        let m = merged.unwrap();
        assert_eq!((m.added, m.unchanged, m.refreshed), (1, 1, 0));
        assert_eq!(f.text(), text.clone() + &line(8, "8/7", 9) + "\n");
        assert_eq!(f.gaps(), vec![(7, 7)]);
        f.merge(vec![entry(3, "3/7", 9)], true).unwrap();
        assert!(f.text().contains(&line(3, "3/7", 9)));
        assert_eq!(f.len(), 7);
    }

    #[test]
    fn a_conflicting_value_is_refused_whole() {
        let (mut f, text) = fixture();
        let err = f
            .merge(vec![entry(9, "1/1", 1), entry(2, "5/7", 1)], false)
            .unwrap_err()
            .to_string();
        assert!(
            err.contains("N = 2") && err.contains("2/7") && err.contains("5/7"),
            "{err}"
        );
        assert_eq!(f.text(), text, "nothing merged");
    }

    #[test]
    fn bad_fixture_lines_are_named() {
        let twice = line(1, "1/1", 1) + "\n" + &line(1, "1/1", 1);
        let err = Fixture::parse(&twice, "v").err().unwrap().to_string();
        assert_eq!(err, "v line 2: N = 1 is given twice");
        let err = Fixture::parse("{}", "v").err().unwrap().to_string();
        assert!(err.starts_with("v line 1: not a fixture line: "), "{err}");
        assert_eq!(show_gaps(&[(3, 3), (5, 9)]), "3, 5..=9");
    }
}
