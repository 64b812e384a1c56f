//! Nim-sequence checkpoints (`solve --game octal --checkpoint FILE`) of Kayles: a file that
//! reads back must hold Kayles' true values, every one (checked against the plain mex rule
//! over all of them, not only the prefix the reader checks).

use impartial::{checkpoint, naive, Rules};
use verify::budget::Budget;

use crate::{rejected, Target, Verdict};

/// Heaps of the seed checkpoint.
const HEAPS: usize = 3000;

fn kayles() -> Rules {
    Rules::parse("0.77").expect("Kayles' code reads")
}

/// Kayles' checkpoints: the true values (whose bytes are all text), and a shorter one.
pub fn target() -> Target {
    let rules = kayles();
    let values = naive::sequence(&rules, HEAPS, &Budget::unlimited()).expect("Kayles' values");
    Target {
        seeds: vec![
            checkpoint::encode(&rules, &values),
            checkpoint::encode(&rules, &values[..40]),
        ],
        tokens: vec![
            "heaps ", "width ", "code ", "0.77", "fnv1a64 ", "\n\n", "4", "2",
        ],
        check: Box::new(check),
    }
}

fn check(text: &str) -> Result<Verdict, String> {
    let rules = kayles();
    let values = match checkpoint::decode(&rules, text.as_bytes()) {
        Ok(values) => values,
        Err(e) => return rejected(e),
    };
    if values.is_empty() {
        return Ok(Verdict::Accepted);
    }
    let truth = naive::sequence(&rules, values.len() - 1, &Budget::unlimited())
        .map_err(|e| e.to_string())?;
    match values == truth {
        true => Ok(Verdict::Accepted),
        false => Err("a checkpoint with wrong values was read back".into()),
    }
}
