//! `dresher sweep --game nhg-spider --m-max M`: Theorem 2, conjecture (19) (estimate (18)
//! under four readings of its "b | m") and conjecture (21) checked against the exact compact
//! LP for every `m <= M`, `n < m`, `2 <= B <= 5` and the `b` each statement covers (up to
//! `3m`). One CSV per `m` (written atomically; a rerun skips the `m` done) and a summary
//! with every counterexample.

use std::fmt::Write as _;
use std::path::Path;
use std::time::Instant;

use anyhow::{ensure, Context};
use clap::Args;
use nhg::spider::{solve_spider, Spider};
use nhg::theorems::{
    conditions20, conjecture19_applies, conjecture21_value, estimate18, theorem2_applies,
    theorem2_value, Reading,
};
use num_rational::BigRational;
use rayon::prelude::*;
use verify::format_rational;

use crate::emit;

/// Where the CSV files and the summary go unless `--out` says otherwise.
pub const DEFAULT_OUT: &str = "results/nhg-spider";

/// The spider sweep's flags of `dresher sweep`.
#[derive(Args)]
#[group(skip)]
#[command(next_help_heading = "Number Hides Game on spiders (--game nhg-spider)")]
pub struct SweepSpiderFlags {
    /// The largest m (player I's coins); every n < m, 2 <= B <= 5, b <= 3m.
    #[arg(long, value_name = "M", default_value_t = 12)]
    m_max: usize,
    /// Prove conjecture (21) for every case of conditions (20) with m <= M by both players'
    /// closed-form strategies (no LP; M = 212 is 3.1 million cases) instead of the LP checks.
    #[arg(long)]
    closed_form: bool,
}

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

/// Runs the sweep.
pub fn run(args: &SweepSpiderFlags, out: &Path) -> anyhow::Result<()> {
    if args.closed_form {
        return super::sweep_closed::run(args.m_max, out);
    }
    ensure!((2..=60).contains(&args.m_max), "--m-max must be in 2..=60");
    std::fs::create_dir_all(out)?;
    let start = Instant::now();
    let todo: Vec<usize> = (2..=args.m_max)
        .filter(|m| !complete(&out.join(format!("m{m}.csv"))))
        .collect();
    let bar = crate::games::progress_bar(todo.len() as u64, "values of m");
    todo.into_par_iter().rev().try_for_each(|m| {
        let r = write_block(m, out);
        bar.inc(1);
        r
    })?;
    bar.finish_and_clear();
    let summary = summary(out, args.m_max)?;
    std::fs::write(out.join("summary.md"), &summary)?;
    emit(&summary)?;
    emit(&format!(
        "\n{:.1} s; CSV per m and summary.md in {}\n",
        start.elapsed().as_secs_f64(),
        out.display()
    ))
}

fn cases(m: usize) -> anyhow::Result<Vec<Case>> {
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

fn write_block(m: usize, out: &Path) -> anyhow::Result<()> {
    crate::files::write_atomically(&out.join(format!("m{m}.csv")), &block(m)?)
}

/// The CSV of one `m`: every case solved by the exact compact LP, with each statement's
/// formula.
pub fn block(m: usize) -> anyhow::Result<String> {
    let mut csv = String::from(HEADER);
    for c in cases(m)? {
        let (m, n, big_b, b) = c.params;
        let formula = c.formula.as_ref().map(format_rational).unwrap_or_default();
        writeln!(
            csv,
            "{},{m},{n},{big_b},{b},{},{formula},{}",
            c.check,
            format_rational(&c.value),
            c.held()
        )?;
    }
    Ok(csv)
}

/// Counts per statement and every counterexample, from the CSV files.
fn summary(out: &Path, m_max: usize) -> anyhow::Result<String> {
    let mut rows: Vec<Vec<String>> = Vec::new();
    for m in 2..=m_max {
        let file = out.join(format!("m{m}.csv"));
        let text = std::fs::read_to_string(&file)?;
        rows.extend(read_rows(&text).with_context(|| file.display().to_string())?);
    }
    summarize(&rows, m_max)
}

/// A block's rows, each of the 8 fields of the header; a short or long row is an error.
pub fn read_rows(text: &str) -> anyhow::Result<Vec<Vec<String>>> {
    let mut lines = text.lines();
    ensure!(
        lines.next() == Some(HEADER.trim_end()),
        "not a spider-sweep CSV (header)"
    );
    lines
        .enumerate()
        .map(|(i, l)| {
            let row: Vec<String> = l.split(',').map(str::to_string).collect();
            ensure!(
                row.len() == 8,
                "row {}: {} fields, expected 8",
                i + 1,
                row.len()
            );
            Ok(row)
        })
        .collect()
}

/// True when `file` holds a whole block (a rerun recomputes any other).
fn complete(file: &Path) -> bool {
    std::fs::read_to_string(file).is_ok_and(|t| t.ends_with('\n') && read_rows(&t).is_ok())
}

/// The summary table and counterexamples of `rows` (from `read_rows`).
pub fn summarize(rows: &[Vec<String>], m_max: usize) -> anyhow::Result<String> {
    let mut text = format!(
        "# Spider checks (seed 001 §4.3-4.5), m = 2..={m_max}, n < m, B = 2..5, b <= 3m, exact compact LP\n\n\
         | statement | cases | held | failed |\n|---|---:|---:|---:|\n"
    );
    for check in CHECKS {
        let of: Vec<&Vec<String>> = rows.iter().filter(|r| r[0] == check).collect();
        let held = of.iter().filter(|r| r[7] == "true").count();
        writeln!(
            text,
            "| {check} | {} | {held} | {} |",
            of.len(),
            of.len() - held
        )?;
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
            writeln!(
                text,
                "- {} G({}, {}, {}, {}): {} vs {}",
                r[0], r[1], r[2], r[3], r[4], r[5], r[6]
            )?;
        }
        if shown < failed.len() {
            writeln!(text, "- {check}: {} more", failed.len() - shown)?;
        }
    }
    if rows.iter().all(|r| r[7] == "true") {
        text += "- none\n";
    }
    Ok(text)
}
