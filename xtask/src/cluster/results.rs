//! What a sweep left behind: the certified values of a results folder and the N a task's log
//! says it solved.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// N -> exact value (`p/q`) of every `<N>.json` in `dir`.
pub fn values(dir: &Path) -> anyhow::Result<BTreeMap<usize, String>> {
    let mut values = BTreeMap::new();
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        let Some(n) = path
            .file_name()
            .and_then(|f| f.to_str()?.strip_suffix(".json")?.parse().ok())
        else {
            continue;
        };
        let text = std::fs::read_to_string(&path)?;
        values.insert(n, value_of(&text).unwrap_or_default().to_string());
    }
    Ok(values)
}

fn value_of(record: &str) -> Option<&str> {
    let rest = record.split_once("\"value\":\"")?.1;
    Some(rest.split_once('"')?.0)
}

/// The N a sweep's log reports as certified (`N = 59: value ... certified (...)`).
pub fn solved_in_log(log: &str) -> BTreeSet<usize> {
    log.lines()
        .filter(|l| l.contains(" certified ("))
        .filter_map(|l| l.strip_prefix("N = ")?.split(':').next()?.parse().ok())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn logs_and_records_are_read() {
        let log = "starting from ...\nN = 59: value 5.05 certified (17 master solves, 0.0 s)\n\
                   N = 60: value 5.07 certified (24 master solves, 0.1 s)\nsweep N = 59..=60: 2";
        assert_eq!(solved_in_log(log), BTreeSet::from([59, 60]));
        let record = r#"{"n":7,"value":"23/9","value_f64":2.55,"alpha":["2/9"]}"#;
        assert_eq!(value_of(record), Some("23/9"));
    }
}
