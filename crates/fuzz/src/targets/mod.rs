//! The fuzz targets of the workspace's readers: one per file format, each with seeds from
//! the fixtures (or made by the code under test) and a check that an input read is also
//! answered correctly, re-certified by an independent exact method where it is small.

mod checkpoint;
mod eternity;
mod loopy;
mod misere_form;
mod nfg;
mod nim_checkpoint;
mod records;
mod surreal;
mod tree;

use std::path::{Path, PathBuf};

use num_rational::BigRational;
use verify::{Certificate, RationalMatrix};

pub use checkpoint::target as guessing_checkpoint;
pub use eternity::{
    board_string_target as eternity_board_string, puzzle_target as eternity_puzzle,
    shared_puzzle_target as eternity_shared, solution_target as eternity_solution,
};
pub use loopy::target as loopy;
pub use misere_form::target as misere_form;
pub use nfg::target as nfg;
pub use nim_checkpoint::target as nim_checkpoint;
pub use records::{
    goofspiel_target as goofspiel_record, guessing_target as guessing_record,
    nhg_line_target as nhg_line_csv, nhg_spider_target as nhg_spider_csv,
    racing_checkpoint_target as racing_checkpoint,
};
pub use surreal::target as surreal;
pub use tree::target as tree;

/// A fixture of the repository, read when a target is made: the seeds are the project's
/// own files, from `$DRESHER_FIXTURES` or the checkout this crate was built in (so the
/// crate packages without them).
fn fixture(name: &str) -> Result<String, String> {
    let root = std::env::var_os("DRESHER_FIXTURES")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures"));
    std::fs::read_to_string(root.join(name)).map_err(|e| {
        format!(
            "fuzz seed fixtures/{name}: {e} (run from a dresher checkout or set DRESHER_FIXTURES)"
        )
    })
}

/// Seed texts as bytes.
fn seeds(texts: &[&str]) -> Vec<Vec<u8>> {
    texts.iter().map(|t| t.as_bytes().to_vec()).collect()
}

/// An independent exact check that `row` and `col` are optimal in `a` with value `value`.
fn certified(
    a: &RationalMatrix,
    row: &[BigRational],
    col: &[BigRational],
    value: &BigRational,
) -> Result<(), String> {
    let certificate = Certificate {
        row_mix: row.to_vec(),
        col_mix: col.iter().cloned().enumerate().collect(),
        value: value.clone(),
    };
    match certificate.check(a) {
        Ok(v) if v.certified() => Ok(()),
        Ok(v) => Err(format!(
            "a certified answer is wrong: bounds [{}, {}], value {value}",
            v.lower, v.upper
        )),
        Err(e) => Err(format!("a certified answer is malformed: {e}")),
    }
}
