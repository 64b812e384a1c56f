//! The guessing game's `dresher verify`: re-check stored results exactly, trusting nothing but the files.

use std::path::Path;

use anyhow::ensure;
use rayon::prelude::*;

use super::store;
use crate::emit;

/// Where the results are unless `--dir` says otherwise.
pub const DEFAULT_DIR: &str = "results/guessing";

/// Runs `dresher verify --game guessing` on the `<N>.json` files of `dir`: every fraction is
/// parsed, every tree checked to be a binary search tree, Alice's guarantee recomputed by an
/// exact optimal-BST DP over big integers, Bob's worst key recomputed exactly, and both
/// compared with the stored value.
pub fn run(dir: &Path) -> anyhow::Result<()> {
    let files = store::list(dir)?;
    ensure!(!files.is_empty(), "no <N>.json files in {}", dir.display());
    let outcomes: Vec<(usize, Result<(), String>)> = files
        .par_iter()
        .map(|(n, path)| {
            let check = store::read(path).and_then(|r| {
                ensure!(r.n == *n, "file {} holds N = {}", path.display(), r.n);
                r.check().map(|_| ()).map_err(Into::into)
            });
            (*n, check.map_err(|e| format!("{e:#}")))
        })
        .collect();
    let failed: Vec<&(usize, Result<(), String>)> =
        outcomes.iter().filter(|(_, r)| r.is_err()).collect();
    for (n, r) in &failed {
        emit(&format!(
            "N = {n}: FAILED: {}\n",
            r.as_ref().err().map_or("", String::as_str)
        ))?;
    }
    crate::games::passed_failed(outcomes.len(), failed.len())
}
