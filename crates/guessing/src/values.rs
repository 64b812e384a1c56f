//! The certified table as a series: V(N) and the most guesses of Bob's optimal trees for
//! every N of `fixtures/guessing/values.jsonl` (seed 000 §3.1 and table 3.1, carried past
//! the thesis's 980). Full records are not kept past the frontier's last run (they grow as
//! N^2), so the report's value and most-guesses figures read the compact fixture, whose
//! lines `export` wrote from exactly re-checked records.

use std::path::Path;

use serde::Deserialize;

use crate::known::read_lines;
use crate::Error;

/// One N of the table.
#[derive(Clone, Debug, PartialEq)]
pub struct TablePoint {
    /// The N.
    pub n: usize,
    /// V(N), the fixture's exact fraction rounded to a float (for drawing only).
    pub value: f64,
    /// The most guesses Bob's optimal trees need at N.
    pub max_guesses: u32,
}

#[derive(Deserialize)]
struct Line {
    n: usize,
    value: String,
    max_guesses: u32,
}

/// The table of a `values.jsonl` file, by increasing N; a line without a fraction as its
/// value is an error naming it.
pub fn read_table(path: &Path) -> Result<Vec<TablePoint>, Error> {
    let mut points = read_lines::<Line>(path)?
        .into_iter()
        .map(|line| {
            let value = verify::parse_rational(&line.value)
                .map_err(|e| Error::file(format_args!("{}: N = {}", path.display(), line.n), e))?;
            Ok(TablePoint {
                n: line.n,
                value: verify::to_f64(&value),
                max_guesses: line.max_guesses,
            })
        })
        .collect::<Result<Vec<_>, Error>>()?;
    points.sort_by_key(|p| p.n);
    Ok(points)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The committed fixture: V(12) = 1461/470 (OEIS A286676 / A286677), 931 is the first N
    /// needing 11 guesses (seed 000 table 3.1), and V grows with N.
    #[test]
    fn the_fixture_reads_as_the_table() {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../..")
            .join(crate::known::DEFAULT_FILE);
        let table = read_table(&path).unwrap();
        assert!(table.len() >= 980);
        assert_eq!(table[11].n, 12);
        assert!((table[11].value - 1461.0 / 470.0).abs() < 1e-12);
        let first_11 = table.iter().find(|p| p.max_guesses == 11).unwrap();
        assert_eq!(first_11.n, 931);
        assert!(table.windows(2).all(|w| w[0].value < w[1].value));
    }

    #[test]
    fn a_value_that_is_no_fraction_is_named() {
        let path = std::env::temp_dir().join("dresher-values-bad.jsonl");
        std::fs::write(
            &path,
            "{\"n\": 3, \"value\": \"x/y\", \"max_guesses\": 2}\n",
        )
        .unwrap();
        let err = read_table(&path).unwrap_err().to_string();
        assert!(err.contains("N = 3"), "{err}");
    }
}
