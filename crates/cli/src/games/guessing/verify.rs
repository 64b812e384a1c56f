//! The guessing game's `dresher verify`: re-check stored results exactly, trusting nothing but the files.

use std::path::Path;

use crate::emit;

/// Where the results are unless `--dir` says otherwise.
pub const DEFAULT_DIR: &str = "results/guessing";

/// Runs `dresher verify --game guessing` on the `<N>.json` files of `dir`
/// ([`guessing::store::check_all`]: every fraction, tree and bound re-checked exactly).
pub fn run(dir: &Path) -> anyhow::Result<()> {
    let outcomes = guessing::store::check_all(dir)?;
    let failed: Vec<_> = outcomes.iter().filter(|(_, r)| r.is_err()).collect();
    for (n, r) in &failed {
        if let Err(e) = r {
            emit(&format!("N = {n}: FAILED: {e}\n"))?;
        }
    }
    crate::games::passed_failed(outcomes.len(), failed.len())
}
