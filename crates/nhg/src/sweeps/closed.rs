//! The closed-form sweep (`dresher sweep --game nhg-spider --closed-form --m-max M`):
//! conjecture (21) proved case by
//! case for every `4 <= m <= M` under conditions (20), by both players' closed-form
//! strategies checked exactly against every class of the opponent's moves
//! ([`crate::small_branches`]): no LP, so millions of cases run in minutes. One small CSV per
//! `m` (`closed-form/m<m>.csv`: cases, held, and every failing case; written atomically)
//! and `closed-form-summary.md`. A rerun trusts no stored block: it proves every `m` again
//! (cheap without an LP) and rewrites only the blocks that differ.

use std::path::Path;
use std::time::Instant;

use verify::budget::Budget;
use verify::format_rational;

use super::{create, read, run_blocks, within, Tick};
use crate::small_branches::check;
use crate::Error;

/// Largest `m` accepted: the cases grow like `m^3 / 3` (3.1 million at m = 212).
pub const MAX_M: usize = 400;

/// The first line of every block; then one `case` line per failure and a `total` line.
const HEADER: &str = "kind,m,n,B,b,formula,lower,upper\n";

/// Sweeps `m = 4..=m_max` into `out/closed-form` and writes `out/closed-form-summary.md`;
/// the summary.
pub fn sweep(m_max: usize, out: &Path, progress: (Tick, &Budget)) -> Result<String, Error> {
    if !(4..=MAX_M).contains(&m_max) {
        let why = format!("--m-max must be in 4..={MAX_M} with --closed-form");
        return Err(Error::InvalidGame(why));
    }
    let dir = out.join("closed-form");
    create(&dir)?;
    run_blocks((4..=m_max).collect(), m_max - 3, progress, |m| {
        prove_block(&dir, m, progress.1)
    })?;
    let summary = summary(&dir, m_max)?;
    verify::write_atomically(&out.join("closed-form-summary.md"), &summary)?;
    Ok(summary)
}

/// Every case of (20) with this `m` proved, the failing ones as `case` lines, then the
/// totals; the block is written unless the stored one says the same (timings aside).
fn prove_block(dir: &Path, m: usize, budget: &Budget) -> Result<(), Error> {
    let file = dir.join(format!("m{m}.csv"));
    let fresh = block(m, budget)?;
    match read(&file) {
        Ok(stored) if same(&stored, &fresh) => Ok(()),
        _ => Ok(verify::write_atomically(&file, &fresh)?),
    }
}

/// Do two blocks say the same? Their `total` lines' seconds (the last field filled) differ
/// from run to run and are left out.
pub(super) fn same(a: &str, b: &str) -> bool {
    let strip = |t: &str| -> Vec<String> {
        t.lines()
            .map(|l| match l.strip_prefix("total,") {
                Some(_) => l.split(',').take(4).collect::<Vec<_>>().join(","),
                None => l.to_string(),
            })
            .collect()
    };
    strip(a) == strip(b)
}

/// The CSV of one `m`; its last field (seconds) is the only one that differs between runs.
/// It stops with an error once `budget` is spent.
pub fn block(m: usize, budget: &Budget) -> Result<String, Error> {
    let (mut csv, mut cases) = (String::from(HEADER), 0u64);
    let clock = Instant::now();
    for n in 3..m {
        within(budget)?;
        for big_b in 2..=5 {
            for b in m + 1..m + n.div_ceil(2) {
                let c = check(m, n, big_b, b).ok_or_else(|| {
                    Error::InvalidGame(format!("G({m}, {n}, {big_b}, {b}): not a case of (20)"))
                })?;
                cases += 1;
                if !c.holds() {
                    let [f, l, u] = [&c.formula, &c.lower, &c.upper].map(format_rational);
                    csv += &format!("case,{m},{n},{big_b},{b},{f},{l},{u}\n");
                }
            }
        }
    }
    let failed = csv.lines().count() - 1;
    let seconds = clock.elapsed().as_secs_f64();
    csv += &format!("total,{m},{cases},{failed},{seconds:.3},,,\n");
    Ok(csv)
}

/// A finished block: its failing cases (m, n, B, b, formula, lower, upper) and
/// (cases, failed, seconds); an error for a missing, torn or inconsistent file.
type Block = (Vec<Vec<String>>, (u64, u64, f64));

fn read_block(dir: &Path, m: usize) -> Result<Block, Error> {
    let file = dir.join(format!("m{m}.csv"));
    let bad = |why: &str| Error::File(format!("{}: {why}", file.display()));
    let text = read(&file)?;
    let mut lines = text.lines();
    if lines.next() != Some(HEADER.trim_end()) {
        return Err(bad("no header"));
    }
    let rows: Vec<Vec<String>> = lines
        .map(|l| l.split(',').map(String::from).collect())
        .collect();
    let (total, failures) = rows.split_last().ok_or_else(|| bad("no total line"))?;
    if !(total.len() == 8 && total[0] == "total" && total[1] == m.to_string()) {
        return Err(bad("no total"));
    }
    let cases: u64 = total[2].parse().map_err(|_| bad("bad case count"))?;
    let failed: u64 = total[3].parse().map_err(|_| bad("bad failure count"))?;
    let seconds: f64 = total[4].parse().map_err(|_| bad("bad seconds"))?;
    if !(failures.len() as u64 == failed && failures.iter().all(|r| r.len() == 8 && r[0] == "case"))
    {
        return Err(bad("the failing cases do not match the total"));
    }
    Ok((
        failures.iter().map(|r| r[1..].to_vec()).collect(),
        (cases, failed, seconds),
    ))
}

fn summary(dir: &Path, m_max: usize) -> Result<String, Error> {
    let blocks: Vec<Block> = (4..=m_max)
        .map(|m| read_block(dir, m))
        .collect::<Result<_, Error>>()?;
    let cases: u64 = blocks.iter().map(|b| b.1 .0).sum();
    let failed: u64 = blocks.iter().map(|b| b.1 .1).sum();
    let seconds: f64 = blocks.iter().map(|b| b.1 .2).sum();
    let mut text = format!(
        "# Conjecture (21) by closed-form strategies (seed 001 §4.5)\n\n\
         Every case of conditions (20) with 4 <= m <= {m_max}: m > 3, 2 < n < m, 1 < B < 6, \
         m < b < m + n/2. Each case is proved exactly (integer arithmetic) by both players' \
         closed-form compact strategies (`nhg::small_branches`): player I's guarantee (min over \
         II's move classes) and player II's (max over I's move classes) both equal (21)'s value.\n\n\
         | cases checked | held | failed | CPU seconds |\n|---:|---:|---:|---:|\n\
         | {cases} | {} | {failed} | {seconds:.1} |\n",
        cases - failed
    );
    if failed > 0 {
        text += "\n## Failing cases (m, n, B, b, formula, I's guarantee, II's guarantee)\n\n";
        for row in blocks.iter().flat_map(|b| &b.0) {
            text += &format!("- {}\n", row.join(", "));
        }
    }
    Ok(text)
}
