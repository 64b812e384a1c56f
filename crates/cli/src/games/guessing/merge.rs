//! Merging exported values into `values.jsonl` without losing any: the fixture is the
//! project's certified frontier, so an export adds to it and never shrinks it.

use std::collections::BTreeMap;

use anyhow::{bail, Context};
use serde::Deserialize;

/// One exported N: its exact value and its line of `values.jsonl`.
pub struct Entry {
    pub n: usize,
    pub value: String,
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
    pub added: usize,
    pub unchanged: usize,
    pub refreshed: usize,
}

impl Fixture {
    /// Reads a `values.jsonl` text (`name` names it in errors); a line that does not parse,
    /// or an N given twice, is an error naming the line.
    pub fn parse(text: &str, name: &str) -> anyhow::Result<Fixture> {
        let mut lines = BTreeMap::new();
        for (i, line) in text.lines().enumerate() {
            let head: Head = serde_json::from_str(line)
                .with_context(|| format!("{name} line {}: not a fixture line", i + 1))?;
            if lines.insert(head.n, line.to_string()).is_some() {
                bail!("{name} line {}: N = {} is given twice", i + 1, head.n);
            }
        }
        Ok(Fixture { lines })
    }

    /// Merges `entries`: a new N is added; an N present with the same value keeps its line
    /// unless `refresh`; an N present with another value stops the merge (the fixture is
    /// then left as it was by the caller, who writes only on success).
    pub fn merge(&mut self, entries: Vec<Entry>, refresh: bool) -> anyhow::Result<Merged> {
        let mut merged = Merged::default();
        for e in &entries {
            if let Some(old) = self.lines.get(&e.n) {
                let old: Head = serde_json::from_str(old)?;
                if old.value != e.value {
                    bail!(
                        "N = {}: the fixture's value is {} but the result's is {}; nothing written",
                        e.n,
                        old.value,
                        e.value
                    );
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
        assert_eq!(err, "v line 1: not a fixture line");
        assert_eq!(show_gaps(&[(3, 3), (5, 9)]), "3, 5..=9");
    }
}
