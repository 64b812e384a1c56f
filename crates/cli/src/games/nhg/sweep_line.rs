//! `dresher sweep --game nhg-line --p-max P`: the closed form certified for every
//! `1 <= m, n <= p <= P`, compared with the exact LP up to `--lp-max`. One CSV per board
//! size `p` (`p<P>.csv`, written atomically), so a rerun skips the sizes done.

use std::collections::BTreeMap;
use std::path::Path;
use std::time::Instant;

use anyhow::ensure;
use clap::Args;
use lp_core::{solve_exact, MatrixGame};
use nhg::{solve_line, LineGame};
use rayon::prelude::*;
use verify::format_rational;

use crate::emit;

/// Where the CSV files go unless `--out` says otherwise.
pub const DEFAULT_OUT: &str = "results/nhg-line";

/// The line sweep's flags of `dresher sweep`.
#[derive(Args)]
#[group(skip)]
#[command(next_help_heading = "Number Hides Game on lines (--game nhg-line)")]
pub struct SweepLineFlags {
    /// The largest board: every 1 <= m, n <= p <= P.
    #[arg(long, value_name = "P", default_value_t = 200)]
    p_max: usize,
    /// Compare with the exact LP (HiGHS, basis solved exactly) up to this p.
    #[arg(long, value_name = "P", default_value_t = 60)]
    lp_max: usize,
}

/// Runs the sweep.
pub fn run(args: &SweepLineFlags, out: &Path) -> anyhow::Result<()> {
    ensure!(
        (1..=2000).contains(&args.p_max),
        "--p-max must be in 1..=2000"
    );
    std::fs::create_dir_all(out)?;
    let start = Instant::now();
    let todo: Vec<usize> = (1..=args.p_max)
        .filter(|&p| !complete(&out.join(format!("p{p}.csv")), p))
        .collect();
    let bar = crate::games::progress_bar(args.p_max as u64, "board sizes");
    bar.inc((args.p_max - todo.len()) as u64);
    // Largest boards first: they take longest, so the two cores finish together.
    let results: Vec<anyhow::Result<(usize, usize)>> = todo
        .into_par_iter()
        .rev()
        .map(|p| {
            let r = block(p, p <= args.lp_max, out);
            bar.inc(1);
            r
        })
        .collect();
    bar.finish_and_clear();
    let (mut cases, mut lp) = (0, 0);
    for r in results {
        let (c, l) = r?;
        cases += c;
        lp += l;
    }
    let (all, all_lp, by_case) = totals(out, args.p_max)?;
    let cases_text: Vec<String> = by_case.iter().map(|(c, k)| format!("{c} {k}")).collect();
    let summary = format!(
        "nhg-line: p = 1..={}: {all} games G(m, n, p) certified by the closed form (exact O(p) check: \
         lower bound = upper bound = value); {all_lp} of them (p <= {}) also solved by the exact LP, \
         same value; by case: {}\n",
        args.p_max,
        args.lp_max.min(args.p_max),
        cases_text.join(", ")
    );
    std::fs::write(out.join("summary.md"), &summary)?;
    emit(&summary)?;
    emit(&format!(
        "this run: {cases} games, {lp} LPs, {:.1} s; CSV per p and summary.md in {}\n",
        start.elapsed().as_secs_f64(),
        out.display()
    ))
}

/// The first line of every block.
const HEADER: &str = "m,n,p,value,case,lower,upper,lp_value\n";

/// True when `file` holds the whole block of board size `p`: the header and `p * p` rows
/// of 8 fields (a rerun recomputes any other).
fn complete(file: &Path, p: usize) -> bool {
    let Ok(text) = std::fs::read_to_string(file) else {
        return false;
    };
    let rows = text.strip_prefix(HEADER).map(str::lines);
    text.ends_with('\n')
        && rows.is_some_and(|r| {
            let fields: Vec<usize> = r.map(|l| l.split(',').count()).collect();
            fields.len() == p * p && fields.iter().all(|&f| f == 8)
        })
}

/// All games of one board size: `(games, LPs)`; an error names the first failure.
fn block(p: usize, with_lp: bool, out: &Path) -> anyhow::Result<(usize, usize)> {
    let mut csv = String::from(HEADER);
    let mut lps = 0;
    for m in 1..=p {
        for n in 1..=p {
            let game = LineGame::new(m, n, p)?;
            let solved = solve_line(game)?;
            let lp_value = if with_lp {
                lps += 1;
                let lp = solve_exact(&MatrixGame::from_integers(&game.payoff_matrix())?)?;
                ensure!(
                    lp.value() == &solved.solution.value,
                    "G({m}, {n}, {p}): LP {} != closed form {}",
                    lp.value(),
                    solved.solution.value
                );
                format_rational(lp.value())
            } else {
                String::new()
            };
            let v = format_rational(&solved.solution.value);
            csv += &format!(
                "{m},{n},{p},{v},{:?},{},{},{lp_value}\n",
                solved.solution.case,
                format_rational(&solved.lower),
                format_rational(&solved.upper)
            );
        }
    }
    crate::files::write_atomically(&out.join(format!("p{p}.csv")), &csv)?;
    Ok((p * p, lps))
}

/// Games, LP comparisons and games per closed-form case in the CSV files of `1..=p_max`.
fn totals(out: &Path, p_max: usize) -> anyhow::Result<(usize, usize, BTreeMap<String, usize>)> {
    let (mut games, mut lps, mut by_case) = (0, 0, BTreeMap::new());
    for p in 1..=p_max {
        let text = std::fs::read_to_string(out.join(format!("p{p}.csv")))?;
        for line in text.lines().skip(1) {
            games += 1;
            lps += usize::from(!line.ends_with(','));
            let case = line.split(',').nth(4).unwrap_or("?").to_string();
            *by_case.entry(case).or_insert(0) += 1;
        }
    }
    Ok((games, lps, by_case))
}
