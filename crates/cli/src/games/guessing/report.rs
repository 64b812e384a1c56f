//! The guessing game's `dresher report`: table 3.1, Johnson's patterns, Gilbert's dips and the figures of seed
//! 000 §3, regenerated from the stored (and re-verified) results; the text is
//! [`guessing::report`], the figures are drawn here.

use std::path::Path;

use crate::emit;
use anyhow::Context;

/// Where the guessing report goes unless `--out` says otherwise.
pub const DEFAULT_OUT: &str = "results/guessing-report";

/// Where the records are read from unless `--dir` says otherwise.
pub const DEFAULT_DIR: &str = "results/guessing";

/// Runs `dresher report --game guessing`: records from `dir`, the report to `out`.
pub fn run(dir: &Path, out: &Path) -> anyhow::Result<()> {
    let records = guessing::report::load_verified(dir)?;
    std::fs::create_dir_all(out).with_context(|| format!("cannot create {}", out.display()))?;
    let text = guessing::report::markdown(&records)?;
    std::fs::write(out.join("report.md"), &text)?;
    let table = table()?;
    dresher_plots::guessing::figures(&records, &table, out)?;
    emit(&text)?;
    let table_figures = match table.last() {
        Some(last) => format!(", value_per_n and max_guesses_per_n to N = {}", last.n),
        None => String::new(),
    };
    emit(&format!(
        "\nwritten: {}/report.md and figures (fig3_1, fig3_3, fig3_4, fig3_5, fig3_6{table_figures})\n",
        out.display()
    ))
}

/// The certified table of the fixture, for the value and most-guesses figures; empty (with
/// a note) in a checkout without it.
fn table() -> anyhow::Result<Vec<guessing::TablePoint>> {
    let path = Path::new(guessing::DEFAULT_FILE);
    if guessing::default_absent(path) {
        eprintln!(
            "note: no {}: the value and most-guesses figures are left out",
            path.display()
        );
        return Ok(Vec::new());
    }
    Ok(guessing::read_table(path)?)
}
