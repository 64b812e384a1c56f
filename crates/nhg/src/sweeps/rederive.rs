//! The spider sweeps' files derived again and compared (`dresher verify --game
//! nhg-spider`). Each `m<m>.csv` (the exact compact LP per case) is solved again, and each
//! `closed-form/m<m>.csv` (conjecture (21) by closed-form strategies) is proved again; a file
//! passes when every row agrees (the closed form's timing field aside).

use std::path::{Path, PathBuf};

use rayon::prelude::*;
use verify::budget::Budget;

use super::{closed, read, spider};
use crate::Error;

/// Re-derives every block file in `dir` and `dir/closed-form`: the files checked and each
/// failure as `file: why`.
pub fn check_dir(dir: &Path) -> Result<(usize, Vec<String>), Error> {
    let mut blocks = blocks_in(dir, false);
    blocks.extend(blocks_in(&dir.join("closed-form"), true));
    if blocks.is_empty() {
        let why = format!(
            "no m<m>.csv files in {} or its closed-form folder",
            dir.display()
        );
        return Err(Error::File(why));
    }
    let failed: Vec<String> = blocks
        .par_iter()
        .filter_map(|(m, closed, file)| match agrees(*m, *closed, file) {
            Ok(true) => None,
            Ok(false) => Some(format!("{}: differs from a new derivation", file.display())),
            Err(e) => Some(format!("{}: {e}", file.display())),
        })
        .collect();
    Ok((blocks.len(), failed))
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

/// Does the stored block equal a new derivation (timings aside, [`closed::same`])?
fn agrees(m: usize, is_closed: bool, file: &Path) -> Result<bool, Error> {
    let past = |limit| Error::File(format!("m = {m} is past the sweep's limit of {limit}"));
    if m > closed::MAX_M {
        return Err(past(closed::MAX_M));
    }
    let stored = read(file)?;
    let fresh = if is_closed {
        closed::block(m, &Budget::unlimited())?
    } else if m <= spider::MAX_M {
        spider::block(m, &Budget::unlimited())?
    } else {
        return Err(past(spider::MAX_M));
    };
    Ok(closed::same(&stored, &fresh))
}
