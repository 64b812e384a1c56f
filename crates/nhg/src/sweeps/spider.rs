//! The spider sweep (`dresher sweep --game nhg-spider --m-max M`): Theorem 2, conjecture (19) (estimate (18)
//! under four readings of its "b | m") and conjecture (21) checked against the exact compact
//! LP for every `m <= M`, `n < m`, `2 <= B <= 5` and the `b` each statement covers (up to
//! `3m`). One CSV per `m`, each value with its certificate (both players' optimal mixes
//! over move classes); written atomically, and a rerun keeps a stored block only after
//! [`check_block`] has re-checked every certificate exactly. Then a summary with every
//! counterexample.

use std::path::Path;

use num_rational::BigRational;
use num_traits::Zero;
use verify::budget::Budget;
use verify::{format_rational, parse_rational, Certificate};

use super::{create, read, run_blocks, Tick};
use crate::spider::{check_compact, solve_spider_within, Spider};
use crate::theorems::{
    conditions20, conjecture19_applies, conjecture21_value, estimate18, theorem2_applies,
    theorem2_value, Reading,
};
use crate::Error;

/// Largest `m` of the LP sweep.
pub const MAX_M: usize = 60;

/// The statements checked, in the order of a block's rows.
const CHECKS: [&str; 6] = [
    "theorem2",
    "conjecture19_b_divides_m",
    "conjecture19_m_divides_b",
    "conjecture19_b_not_divides_m",
    "conjecture19_m_not_divides_b",
    "conjecture21",
];

/// The first line of every block. `mix_1` and `mix_2` are the compact game's optimal
/// strategies (the certificate of `value`): `class:probability` pairs joined by `;`, a class
/// given by its index in [`crate::spider::Spider::classes`], zero probabilities left out.
const HEADER: &str = "check,m,n,B,b,value,formula,held,mix_1,mix_2\n";

/// Fields of a row.
const FIELDS: usize = 10;

/// One spider `(m, n, B, b)` and the statements that speak of it.
type Group = ((usize, usize, usize, usize), Vec<&'static str>);

/// Sweeps `m = 2..=m_max` into `out` (`m<m>.csv` each, then `summary.md`); the summary.
/// A stored block is kept only when [`check_block`] passes: every value's certificate
/// re-checked exactly, every formula evaluated again.
pub fn sweep(m_max: usize, out: &Path, progress: (Tick, &Budget)) -> Result<String, Error> {
    if !(2..=MAX_M).contains(&m_max) {
        return Err(Error::InvalidGame(format!(
            "--m-max must be in 2..={MAX_M}"
        )));
    }
    create(out)?;
    let file = |m: usize| out.join(format!("m{m}.csv"));
    let todo: Vec<usize> = (2..=m_max)
        .filter(|&m| read(&file(m)).and_then(|t| check_block(&t, m)).is_err())
        .collect();
    run_blocks(todo, m_max - 1, progress, |m| {
        Ok(verify::write_atomically(&file(m), &block(m, progress.1)?)?)
    })?;
    let summary = summary(out, m_max)?;
    verify::write_atomically(&out.join("summary.md"), &summary)?;
    Ok(summary)
}

/// Every spider of one `m` that some statement covers, with those statements.
fn groups(m: usize) -> Vec<Group> {
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
                if !wanted.is_empty() {
                    out.push(((m, n, branches, b), wanted));
                }
            }
        }
    }
    out
}

/// What `check` says the value of G(m, n, B, b) is; `None` where it says nothing.
fn formula(check: &str, (m, n, branches, b): (usize, usize, usize, usize)) -> Option<BigRational> {
    match check {
        "theorem2" => Some(theorem2_value(m, n, branches, b)),
        "conjecture21" => Some(conjecture21_value(m, n, branches, b)),
        reading => Reading::ALL
            .into_iter()
            .find(|r| reading == format!("conjecture19_{}", r.name()))
            .and_then(|r| estimate18(m, n, branches, b, r)),
    }
}

/// The CSV of one `m`: every case solved by the exact compact LP, with each statement's
/// formula and the certificate; each LP within `budget`.
pub fn block(m: usize, budget: &Budget) -> Result<String, Error> {
    let mut csv = String::from(HEADER);
    for (params @ (m, n, big_b, b), checks) in groups(m) {
        let solved = solve_spider_within(Spider::new(big_b, b)?, m, n, budget)?;
        let value = solved.value();
        let mixes = [solved.compact.row_strategy(), solved.compact.col_strategy()].map(encode);
        for check in checks {
            let f = formula(check, params);
            let held = f.as_ref() == Some(value);
            let f = f.as_ref().map(format_rational).unwrap_or_default();
            let v = format_rational(value);
            csv += &format!(
                "{check},{m},{n},{big_b},{b},{v},{f},{held},{},{}\n",
                mixes[0], mixes[1]
            );
        }
    }
    Ok(csv)
}

/// Re-checks a stored block of `m` from its content and the formulas alone, without an LP:
/// the rows are exactly the block's cases in order; each value's certificate (both mixes)
/// guarantees it in exact arithmetic ([`check_compact`]); each formula and `held` are
/// computed again. An error names the first row that fails.
pub fn check_block(text: &str, m: usize) -> Result<(), Error> {
    if !text.ends_with('\n') {
        return Err(Error::File("truncated: its last line has no end".into()));
    }
    let rows = read_rows(text)?;
    let mut at = 0;
    for (params @ (m, n, big_b, b), checks) in groups(m) {
        let spider = Spider::new(big_b, b)?;
        let mut certified: Option<String> = None;
        for check in checks {
            at += 1;
            let bad = |why: String| {
                Error::File(format!("row {} (G({m}, {n}, {big_b}, {b})): {why}", at + 1))
            };
            let row = rows.get(at - 1).ok_or_else(|| bad("missing".into()))?;
            let want = [
                check.to_string(),
                m.to_string(),
                n.to_string(),
                big_b.to_string(),
                b.to_string(),
            ];
            if row[..5] != want[..] {
                return Err(bad(format!(
                    "`{}` where `{}` belongs",
                    row[..5].join(","),
                    want.join(",")
                )));
            }
            let claim = [&row[5], &row[8], &row[9]].map(|f| f.as_str()).join(",");
            if certified.as_deref() != Some(claim.as_str()) {
                check_value(&spider, params, row).map_err(|e| bad(e.to_string()))?;
                certified = Some(claim);
            }
            let f = formula(check, params);
            let value = parse(&row[5]).map_err(bad)?;
            let held = (f.as_ref() == Some(&value)).to_string();
            let f = f.as_ref().map(format_rational).unwrap_or_default();
            if row[6] != f || row[7] != held {
                return Err(bad(format!(
                    "formula `{}`, held `{}`: not what the formula gives",
                    row[6], row[7]
                )));
            }
        }
    }
    match rows.len() == at {
        true => Ok(()),
        false => Err(Error::File(format!(
            "{} rows, not the {at} of m = {m}",
            rows.len()
        ))),
    }
}

/// The row's value certified by its two mixes.
fn check_value(
    spider: &Spider,
    (m, n, ..): (usize, usize, usize, usize),
    row: &[String],
) -> Result<(), Error> {
    let bad = |why: String| Error::File(why);
    let value = parse(&row[5]).map_err(bad)?;
    let row_mix = decode(&row[8]).map_err(bad)?;
    let dense = (0..spider.classes(m).len())
        .map(|i| {
            row_mix
                .iter()
                .find(|(k, _)| *k == i)
                .map_or_else(BigRational::zero, |(_, p)| p.clone())
        })
        .collect();
    if row_mix.iter().any(|(i, _)| *i >= spider.classes(m).len()) {
        return Err(bad("mix_1 names a class the game does not have".into()));
    }
    let cert = Certificate {
        row_mix: dense,
        col_mix: decode(&row[9]).map_err(bad)?,
        value,
    };
    let verdict = check_compact(spider, m, n, &cert)?;
    match verdict.certified() {
        true => Ok(()),
        false => Err(bad(format!(
            "the value is not certified: I's mix guarantees {}, II's concedes {}",
            format_rational(&verdict.lower),
            format_rational(&verdict.upper)
        ))),
    }
}

/// A mix as `class:probability` pairs, zeros left out.
fn encode(mix: &[BigRational]) -> String {
    let pairs: Vec<String> = mix
        .iter()
        .enumerate()
        .filter(|(_, p)| !p.is_zero())
        .map(|(i, p)| format!("{i}:{}", format_rational(p)))
        .collect();
    pairs.join(";")
}

/// The pairs of [`encode`].
fn decode(text: &str) -> Result<Vec<(usize, BigRational)>, String> {
    text.split(';')
        .filter(|p| !p.is_empty())
        .map(|pair| {
            let (i, p) = pair
                .split_once(':')
                .ok_or(format!("`{pair}` is not class:probability"))?;
            let i = i
                .parse()
                .map_err(|_| format!("`{i}` is not a class index"))?;
            Ok((i, parse(p)?))
        })
        .collect()
}

fn parse(text: &str) -> Result<BigRational, String> {
    parse_rational(text).map_err(|e| format!("`{text}`: {e}"))
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

/// A block's rows, each of the fields of the header; a short or long row is an error.
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
                FIELDS => Ok(row),
                k => Err(Error::File(format!(
                    "row {}: {k} fields, expected {FIELDS}",
                    i + 2
                ))),
            }
        })
        .collect()
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
