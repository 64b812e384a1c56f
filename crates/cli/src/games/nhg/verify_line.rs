//! `dresher verify --game nhg-line`: re-check the line sweep's CSV files from their content:
//! each row's (m, n, p) gives the closed-form strategies again, their exact O(p) bounds must
//! equal the stored value, lower and upper bounds.

use std::path::Path;

use anyhow::{ensure, Context};
use nhg::{banded, closed_form, LineGame};
use rayon::prelude::*;
use verify::format_rational;

use crate::emit;

/// Re-checks every `p<P>.csv` in `dir`.
pub fn run(dir: &Path) -> anyhow::Result<()> {
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .with_context(|| format!("cannot read {}", dir.display()))?
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.file_name()
                .and_then(|f| f.to_str())
                .is_some_and(|f| f.starts_with('p') && f.ends_with(".csv"))
        })
        .collect();
    files.sort();
    ensure!(!files.is_empty(), "no p<P>.csv files in {}", dir.display());
    let outcomes: Vec<(usize, Vec<String>)> = files
        .par_iter()
        .map(|f| {
            let text = std::fs::read_to_string(f).unwrap_or_default();
            let rows: Vec<&str> = text.lines().skip(1).collect();
            let failed = rows
                .iter()
                .filter_map(|r| check_row(r).err().map(|e| format!("{}: {e}", f.display())))
                .collect();
            (rows.len(), failed)
        })
        .collect();
    let total: usize = outcomes.iter().map(|(n, _)| n).sum();
    let failed: Vec<&String> = outcomes.iter().flat_map(|(_, f)| f).collect();
    for f in &failed {
        emit(&format!("FAILED: {f}\n"))?;
    }
    crate::games::passed_failed(total, failed.len())
}

/// Re-checks one CSV row `m,n,p,value,case,lower,upper,lp_value` from its content.
pub fn check_row(row: &str) -> anyhow::Result<()> {
    let f: Vec<&str> = row.split(',').collect();
    ensure!(
        f.len() == 8,
        "row {}: expected 8 fields, found {}",
        verify::quoted(row),
        f.len()
    );
    let (m, n, p): (usize, usize, usize) = (f[0].parse()?, f[1].parse()?, f[2].parse()?);
    let s = closed_form(LineGame::new(m, n, p)?);
    let (lower, upper) = banded::bounds(m, n, p, &s.strategy_1, &s.strategy_2);
    let (v, l, u) = (
        format_rational(&s.value),
        format_rational(&lower),
        format_rational(&upper),
    );
    ensure!(
        l == v && u == v,
        "G({m}, {n}, {p}): the strategies give [{l}, {u}], not {v}"
    );
    ensure!(
        [f[3], f[5], f[6]] == [v.as_str(), l.as_str(), u.as_str()],
        "G({m}, {n}, {p}): stored {} but exact {v}",
        verify::quoted(f[3])
    );
    ensure!(
        f[4] == format!("{:?}", s.case),
        "G({m}, {n}, {p}): stored case {} but the closed form's is {:?}",
        verify::quoted(f[4]),
        s.case
    );
    ensure!(
        f[7].is_empty() || f[7] == v,
        "G({m}, {n}, {p}): stored LP value {} differs",
        verify::quoted(f[7])
    );
    Ok(())
}
