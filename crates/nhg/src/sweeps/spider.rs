//! The spider sweep (`dresher sweep --game nhg-spider --m-max M`): Theorem 2, conjecture (19) (estimate (18)
//! under four readings of its "b | m") and conjecture (21) checked against the exact compact
//! LP for every `m <= M`, `n < m`, `2 <= B <= 5` and the `b` each statement covers (up to
//! `3m`). One CSV per `m` (written atomically; a rerun skips the `m` done) and a summary
//! with every counterexample.

use std::path::Path;

use num_rational::BigRational;
use verify::format_rational;

use super::{create, read, run_blocks, Tick};
use crate::spider::{solve_spider, Spider};
use crate::theorems::{
    conditions20, conjecture19_applies, conjecture21_value, estimate18, theorem2_applies,
    theorem2_value, Reading,
};
use crate::Error;

/// Largest `m` of the LP sweep.
pub const MAX_M: usize = 60;

/// One checked case: which statement, the parameters, the exact value and the formula's.
struct Case {
    check: &'static str,
    params: (usize, usize, usize, usize),
    value: BigRational,
    formula: Option<BigRational>,
}

impl Case {
    fn held(&self) -> bool {
        self.formula.as_ref() == Some(&self.value)
    }
}

const CHECKS: [&str; 6] = [
    "theorem2",
    "conjecture19_b_divides_m",
    "conjecture19_m_divides_b",
    "conjecture19_b_not_divides_m",
    "conjecture19_m_not_divides_b",
    "conjecture21",
];

/// The first line of every block.
const HEADER: &str = "check,m,n,B,b,value,formula,held\n";

/// Sweeps `m = 2..=m_max` into `out` (`m<m>.csv` each, then `summary.md`); the summary.
pub fn sweep(m_max: usize, out: &Path, tick: Tick) -> Result<String, Error> {
    if !(2..=MAX_M).contains(&m_max) {
        return Err(Error::InvalidGame(format!(
            "--m-max must be in 2..={MAX_M}"
        )));
    }
    create(out)?;
    let todo: Vec<usize> = (2..=m_max)
        .filter(|m| !complete(&out.join(format!("m{m}.csv"))))
        .collect();
    run_blocks(todo, m_max - 1, tick, |m| write_block(m, out))?;
    let summary = summary(out, m_max)?;
    verify::write_atomically(&out.join("summary.md"), &summary)?;
    Ok(summary)
}

fn cases(m: usize) -> Result<Vec<Case>, Error> {
    let mut out = Vec::new();
    for n in 1..m {
        for branches in 2..=5 {
            for b in 1..=3 * m {
                let wanted: Vec<&'static str> = CHECKS
                    .into_iter()
                    .filter(|c| match *c {
                        "theorem2" => theorem2_applies(m, n, b),
                        "conjecture21" => conditions20(m, n, branches, b),
                        _ => conjecture19_applies(m, n, b),
                    })
                    .collect();
                if wanted.is_empty() {
                    continue;
                }
                let value = solve_spider(Spider::new(branches, b)?, m, n)?
                    .value()
                    .clone();
                for check in wanted {
                    let formula = match check {
                        "theorem2" => Some(theorem2_value(m, n, branches, b)),
                        "conjecture21" => Some(conjecture21_value(m, n, branches, b)),
                        reading => Reading::ALL
                            .into_iter()
                            .find(|r| reading == format!("conjecture19_{}", r.name()))
                            .and_then(|r| estimate18(m, n, branches, b, r)),
                    };
                    out.push(Case {
                        check,
                        params: (m, n, branches, b),
                        value: value.clone(),
                        formula,
                    });
                }
            }
        }
    }
    Ok(out)
}

fn write_block(m: usize, out: &Path) -> Result<(), Error> {
    Ok(verify::write_atomically(
        &out.join(format!("m{m}.csv")),
        &block(m)?,
    )?)
}

/// The CSV of one `m`: every case solved by the exact compact LP, with each statement's
/// formula.
pub fn block(m: usize) -> Result<String, Error> {
    let mut csv = String::from(HEADER);
    for c in cases(m)? {
        let (m, n, big_b, b) = c.params;
        let formula = c.formula.as_ref().map(format_rational).unwrap_or_default();
        csv += &format!(
            "{},{m},{n},{big_b},{b},{},{formula},{}\n",
            c.check,
            format_rational(&c.value),
            c.held()
        );
    }
    Ok(csv)
}

/// Counts per statement and every counterexample, from the CSV files.
fn summary(out: &Path, m_max: usize) -> Result<String, Error> {
    let mut rows: Vec<Vec<String>> = Vec::new();
    for m in 2..=m_max {
        let file = out.join(format!("m{m}.csv"));
        let text = read(&file)?;
        rows.extend(read_rows(&text).map_err(|e| Error::file(file.display(), e))?);
    }
    Ok(summarize(&rows, m_max))
}

/// A block's rows, each of the 8 fields of the header; a short or long row is an error.
pub fn read_rows(text: &str) -> Result<Vec<Vec<String>>, Error> {
    let mut lines = text.lines();
    if lines.next() != Some(HEADER.trim_end()) {
        return Err(Error::File("not a spider-sweep CSV (header)".into()));
    }
    lines
        .enumerate()
        .map(|(i, l)| {
            let row: Vec<String> = l.split(',').map(str::to_string).collect();
            match row.len() {
                8 => Ok(row),
                k => Err(Error::File(format!(
                    "row {}: {k} fields, expected 8",
                    i + 1
                ))),
            }
        })
        .collect()
}

/// True when `file` holds a whole block (a rerun recomputes any other).
fn complete(file: &Path) -> bool {
    std::fs::read_to_string(file).is_ok_and(|t| t.ends_with('\n') && read_rows(&t).is_ok())
}

/// The summary table and counterexamples of `rows` (from `read_rows`).
pub fn summarize(rows: &[Vec<String>], m_max: usize) -> String {
    let mut text = format!(
        "# Spider checks (seed 001 §4.3-4.5), m = 2..={m_max}, n < m, B = 2..5, b <= 3m, exact compact LP\n\n\
         | statement | cases | held | failed |\n|---|---:|---:|---:|\n"
    );
    for check in CHECKS {
        let of: Vec<&Vec<String>> = rows.iter().filter(|r| r[0] == check).collect();
        let held = of.iter().filter(|r| r[7] == "true").count();
        text += &format!(
            "| {check} | {} | {held} | {} |\n",
            of.len(),
            of.len() - held
        );
    }
    text +=
        "\nCounterexamples (statement, m, n, B, b: exact value vs formula); a statement with more \
             than 50 lists its first 20, the rest are in the CSV files:\n";
    for check in CHECKS {
        let failed: Vec<&Vec<String>> = rows
            .iter()
            .filter(|r| r[0] == check && r[7] != "true")
            .collect();
        let shown = if failed.len() > 50 { 20 } else { failed.len() };
        for r in &failed[..shown] {
            text += &format!(
                "- {} G({}, {}, {}, {}): {} vs {}\n",
                r[0], r[1], r[2], r[3], r[4], r[5], r[6]
            );
        }
        if shown < failed.len() {
            text += &format!("- {check}: {} more\n", failed.len() - shown);
        }
    }
    if rows.iter().all(|r| r[7] == "true") {
        text += "- none\n";
    }
    text
}
