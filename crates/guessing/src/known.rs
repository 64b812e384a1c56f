//! Alice's mixes already known: `fixtures/guessing/values.jsonl` holds, for every certified
//! N, her exact symmetric mix. A sweep takes it as the stability centre of column
//! generation (the guess `gamma` of seed 000 §2.4), so Bob's trees are found again in a few
//! master solves and both sides are certified anew, exactly: the fixture is a starting
//! point, never an answer.

use std::collections::HashMap;
use std::path::Path;

use serde::de::DeserializeOwned;
use serde::Deserialize;

use crate::Error;

/// Where the fixture lives, relative to the repository root (the CLI's default).
pub const DEFAULT_FILE: &str = "fixtures/guessing/values.jsonl";

#[derive(Deserialize)]
struct Line {
    n: usize,
    alpha_half: Vec<String>,
}

/// Alice's known mixes, by N, as floats over all N keys.
#[derive(Clone, Debug, Default)]
pub struct Known {
    alpha: HashMap<usize, Vec<f64>>,
}

impl Known {
    /// Reads the mixes of `from..=to` from a `values.jsonl` file.
    pub fn read(path: &Path, from: usize, to: usize) -> Result<Known, Error> {
        let mut alpha = HashMap::new();
        for (i, line) in read_lines::<Line>(path)?.into_iter().enumerate() {
            let where_ = || format!("{} line {}", path.display(), i + 1);
            if !(from..=to).contains(&line.n) {
                continue;
            }
            if line.alpha_half.len() != line.n.div_ceil(2) {
                return Err(Error::File(format!(
                    "{}: N = {} needs {} weights in alpha_half, not {}",
                    where_(),
                    line.n,
                    line.n.div_ceil(2),
                    line.alpha_half.len()
                )));
            }
            let half = line
                .alpha_half
                .iter()
                .map(|s| verify::parse_rational(s).map(|q| verify::to_f64(&q)))
                .collect::<Result<Vec<f64>, _>>()
                .map_err(|e| Error::file(where_(), e))?;
            let full = (0..line.n).map(|k| half[k.min(line.n - 1 - k)]).collect();
            alpha.insert(line.n, full);
        }
        Ok(Known { alpha })
    }

    /// Alice's mix for `n` keys, when known.
    pub fn alpha(&self, n: usize) -> Option<&[f64]> {
        self.alpha.get(&n).map(Vec::as_slice)
    }

    /// How many N are known.
    pub fn len(&self) -> usize {
        self.alpha.len()
    }

    /// Whether no N is known.
    pub fn is_empty(&self) -> bool {
        self.alpha.is_empty()
    }
}

/// The lines of a `values.jsonl` file, each read as a `T`; a line that is not one is named.
pub fn read_lines<T: DeserializeOwned>(path: &Path) -> Result<Vec<T>, Error> {
    let text = std::fs::read_to_string(path).map_err(|e| Error::file(path.display(), e))?;
    text.lines()
        .enumerate()
        .map(|(i, line)| {
            serde_json::from_str(line)
                .map_err(|e| Error::file(format_args!("{} line {}", path.display(), i + 1), e))
        })
        .collect()
}

/// Whether `path` is the default fixture and it is absent (a checkout without fixtures):
/// the sweep then goes on without it, while a named file that is absent is an error.
pub fn default_absent(path: &Path) -> bool {
    !path.exists() && path == Path::new(DEFAULT_FILE)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The committed fixture: its mixes are symmetric probability vectors of the right size.
    #[test]
    fn the_fixture_reads_as_full_mixes() {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../..")
            .join(DEFAULT_FILE);
        let known = Known::read(&path, 1, 40).unwrap();
        assert_eq!(known.len(), 40);
        for n in 1..=40 {
            let a = known.alpha(n).unwrap();
            assert_eq!(a.len(), n);
            assert!((a.iter().sum::<f64>() - 1.0).abs() < 1e-12);
            assert!((0..n).all(|k| a[k] == a[n - 1 - k]));
        }
    }
}
