//! A long nim-sequence run's saved values, so that it goes on where it stopped: a short
//! text header, then `G(0), G(1), ...` as little-endian integers of the fewest bytes that
//! hold the largest.
//!
//! ```text
//! dresher nim values 1
//! code 0.16
//! heaps 1048576
//! width 1
//! fnv1a64 8f5e3c0a9b1d2e47
//!
//! <heaps * width bytes>
//! ```
//!
//! A file is read back only when its header is whole, its code is the game's, its body has
//! the length the header says and the checksum of it, and its first values equal the plain
//! mex rule's ([`CHECKED_PREFIX`] heaps): every refusal is one line naming the problem.

use std::path::Path;
use std::time::Duration;

use verify::budget::Budget;

use crate::{naive, nim_sequence_saving, Error, NimSequence, Rules, Saving};

/// The first line of every checkpoint.
const MAGIC: &str = "dresher nim values 1";

/// Heaps of a checkpoint recomputed by the plain mex rule when it is read.
pub const CHECKED_PREFIX: usize = 2048;

/// The checkpoint of `values` of the game `rules`, as the bytes of its file.
pub fn encode(rules: &Rules, values: &[u32]) -> Vec<u8> {
    let width = width(values.iter().copied().max().unwrap_or(0));
    let mut body = Vec::with_capacity(values.len() * width);
    for v in values {
        body.extend_from_slice(&v.to_le_bytes()[..width]);
    }
    let header = format!(
        "{MAGIC}\ncode {}\nheaps {}\nwidth {width}\nfnv1a64 {:016x}\n\n",
        rules.name(),
        values.len(),
        fnv1a64(&body)
    );
    [header.into_bytes(), body].concat()
}

/// [`nim_sequence_saving`] keeping its values in `file`: from the values `file` holds when
/// it is there (checked by [`decode`]), saving every `every` and when the run stops. The
/// sequence and the heap the run went on from; a stop of the budget is [`Error::Saved`].
pub fn sequence_in_file(
    rules: &Rules,
    to: usize,
    budget: &Budget,
    progress: &mut dyn FnMut(usize),
    (file, every): (&Path, Duration),
) -> Result<(NimSequence, usize), Error> {
    let shown = file.display().to_string();
    let in_file = |e: &dyn std::fmt::Display| Error::BadInput(format!("{shown}: {e}"));
    let saved = match std::fs::read(file) {
        Ok(bytes) => decode(rules, &bytes).map_err(|e| in_file(&e))?,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Vec::new(),
        Err(e) => return Err(in_file(&e)),
    };
    let from = saved.len();
    let mut kept = from;
    let mut save = |values: &[u32]| {
        kept = values.len();
        verify::write_bytes_atomically(file, &encode(rules, values)).map_err(|e| in_file(&e))
    };
    let saving = Saving {
        every,
        save: &mut save,
    };
    match nim_sequence_saving(rules, to, budget, progress, saved, saving) {
        Ok(s) => Ok((s, from)),
        Err(Error::OutOfBudget(spent)) => Err(Error::Saved {
            spent,
            heaps: kept,
            file: shown,
        }),
        Err(e) => Err(e),
    }
}

/// The values a checkpoint's `bytes` hold for `rules`, checked as the module says.
pub fn decode(rules: &Rules, bytes: &[u8]) -> Result<Vec<u32>, Error> {
    let bad = |why: String| Error::BadInput(format!("nim checkpoint: {why}"));
    let split = (bytes.windows(2).position(|w| w == b"\n\n"))
        .ok_or_else(|| bad("no header (it ends at the first blank line)".into()))?;
    let header =
        std::str::from_utf8(&bytes[..split]).map_err(|_| bad("the header is not text".into()))?;
    let body = &bytes[split + 2..];
    let mut lines = header.lines();
    if lines.next() != Some(MAGIC) {
        return Err(bad(format!("the first line is not `{MAGIC}`")));
    }
    let mut field = |name: &str| -> Result<&str, Error> {
        let line = lines.next().unwrap_or_default();
        (line.strip_prefix(name).and_then(|v| v.strip_prefix(' '))).ok_or_else(|| {
            bad(format!(
                "expected the line `{name} ...`, found {}",
                verify::quoted(line)
            ))
        })
    };
    let code = field("code")?;
    if code != rules.name() {
        return Err(bad(format!(
            "it holds the game {}, not {}",
            verify::quoted(code),
            rules.name()
        )));
    }
    let number = |text: &str, what: &str| {
        (text.parse::<usize>())
            .map_err(|_| bad(format!("{what} {} is not a number", verify::quoted(text))))
    };
    let heaps = number(field("heaps")?, "heaps")?;
    let width = number(field("width")?, "width")?;
    if ![1, 2, 4].contains(&width) {
        return Err(bad(format!("width {width} is not 1, 2 or 4 bytes")));
    }
    let sum = field("fnv1a64")?;
    if heaps.checked_mul(width) != Some(body.len()) {
        return Err(bad(format!(
            "{} bytes of values, not {heaps} heaps of {width}",
            body.len()
        )));
    }
    if format!("{:016x}", fnv1a64(body)) != sum {
        return Err(bad(
            "the values do not match their checksum (the file is damaged)".into(),
        ));
    }
    let values: Vec<u32> = (body.chunks_exact(width))
        .map(|c| c.iter().rev().fold(0u32, |v, b| v << 8 | u32::from(*b)))
        .collect();
    check_prefix(rules, &values)?;
    Ok(values)
}

/// The first values against the plain mex rule.
fn check_prefix(rules: &Rules, values: &[u32]) -> Result<(), Error> {
    let n = values.len().min(CHECKED_PREFIX);
    if n == 0 {
        return Ok(());
    }
    let plain = naive::sequence(rules, n - 1, &Budget::unlimited())?;
    match (0..n).find(|&h| plain[h] != values[h]) {
        Some(h) => Err(Error::BadInput(format!(
            "nim checkpoint: G({h}) is {} there, but {} by the mex rule (not this game's values)",
            values[h], plain[h]
        ))),
        None => Ok(()),
    }
}

/// The fewest bytes that hold `max`.
fn width(max: u32) -> usize {
    match max {
        0..=0xff => 1,
        0x100..=0xffff => 2,
        _ => 4,
    }
}

/// The 64-bit FNV-1a hash of `bytes`.
fn fnv1a64(bytes: &[u8]) -> u64 {
    (bytes.iter()).fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(*b)).wrapping_mul(0x100_0000_01b3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kayles(to: usize) -> (Rules, Vec<u32>) {
        let rules = Rules::parse("0.77").unwrap();
        let values = naive::sequence(&rules, to, &Budget::unlimited()).unwrap();
        (rules, values)
    }

    #[test]
    fn values_read_back_as_written() {
        let (rules, values) = kayles(3000);
        assert_eq!(decode(&rules, &encode(&rules, &values)), Ok(values));
        let wide: Vec<u32> = vec![0, 300, 70_000];
        assert_eq!(width(300), 2);
        assert!(encode(&rules, &wide).ends_with(&70_000u32.to_le_bytes()));
    }

    #[test]
    fn damaged_or_foreign_files_are_one_line_errors() {
        let (rules, values) = kayles(100);
        let mut file = encode(&rules, &values);
        let last = file.len() - 1;
        file[last] ^= 1;
        let damaged = decode(&rules, &file).unwrap_err().to_string();
        assert!(damaged.contains("checksum"), "{damaged}");
        let dawson = Rules::parse("0.07").unwrap();
        let foreign = decode(&dawson, &encode(&rules, &values))
            .unwrap_err()
            .to_string();
        assert!(foreign.contains("not 0.07"), "{foreign}");
        let mut wrong = values.clone();
        wrong[5] += 1;
        let lied = decode(&rules, &encode(&rules, &wrong))
            .unwrap_err()
            .to_string();
        assert!(lied.contains("G(5)") && !lied.contains('\n'), "{lied}");
        for text in ["", "dresher nim values 1\n\n", "x\n\n"] {
            assert!(decode(&rules, text.as_bytes()).is_err());
        }
    }
}
