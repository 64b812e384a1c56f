//! `report --game goofspiel [--dir D]`: from the sweep's records (`<N>.json`), report.md
//! with every first-move table and its certified error bound ([`goofspiel::report`]), and
//! a heat map of player 1's first bids per N with a colour bar ([`dresher_plots::goofspiel`]).

use std::path::Path;

use anyhow::Context;
use goofspiel::report::{markdown, records_in};

use crate::emit;

/// Where the report goes unless `--out` says otherwise.
pub const DEFAULT_OUT: &str = "results/goofspiel-report";

/// Runs the report on the records of `dir`.
pub fn run(dir: &Path, out: &Path) -> anyhow::Result<()> {
    let records = records_in(dir)?;
    anyhow::ensure!(
        !records.is_empty(),
        "no Goofspiel records (<N>.json) in {}: run `sweep --game goofspiel --to N` first",
        dir.display()
    );
    std::fs::create_dir_all(out).with_context(|| format!("cannot create {}", out.display()))?;
    let text = markdown(&records);
    std::fs::write(out.join("report.md"), &text)?;
    dresher_plots::goofspiel::first_bids(out, &records)?;
    emit(&text)?;
    emit(&format!(
        "\nwritten: {0}/report.md, {0}/first_bids.svg and .png\n",
        out.display()
    ))
}
