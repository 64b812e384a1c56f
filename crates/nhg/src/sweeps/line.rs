//! The line sweep (`dresher sweep --game nhg-line --p-max P`): the closed form certified
//! for every `1 <= m, n <= p <= P`, compared with the exact LP up to `lp_max`. One CSV per
//! board size `p` (`p<P>.csv`), then `summary.md`; [`check_block`] re-checks a block from
//! its content alone, which a rerun does before it keeps a stored block and [`check_dir`]
//! does for a whole folder.

use std::collections::BTreeMap;
use std::path::Path;

use lp_core::{solve_exact_within, MatrixGame};
use rayon::prelude::*;
use verify::budget::Budget;
use verify::format_rational;

use super::{create, read, run_blocks, within, Tick};
use crate::{banded, closed_form, solve_line, Error, LineGame};

/// Largest board a sweep takes.
pub const MAX_P: usize = 2000;

/// The first line of every block.
const HEADER: &str = "m,n,p,value,case,lower,upper,lp_value\n";

/// What a line sweep did.
#[derive(Debug)]
pub struct LineSweep {
    /// Games and LP comparisons computed by this run (stored blocks are skipped).
    pub games: usize,
    /// LPs solved by this run.
    pub lps: usize,
    /// The summary of every stored block, as written to `summary.md`.
    pub summary: String,
}

/// Sweeps the boards `1..=p_max` into `out` (the LP as well up to `lp_max`).
pub fn sweep(
    p_max: usize,
    lp_max: usize,
    out: &Path,
    progress: (Tick, &Budget),
) -> Result<LineSweep, Error> {
    if !(1..=MAX_P).contains(&p_max) {
        return Err(Error::InvalidGame(format!(
            "--p-max must be in 1..={MAX_P}"
        )));
    }
    create(out)?;
    let todo: Vec<usize> = (1..=p_max)
        .into_par_iter()
        .filter(|&p| {
            let stored = std::fs::read_to_string(out.join(format!("p{p}.csv")));
            !stored.is_ok_and(|text| check_block(&text, p).is_ok())
        })
        .collect();
    let (games, lps) = (
        todo.iter().map(|p| p * p).sum(),
        todo.iter().filter(|&&p| p <= lp_max).map(|p| p * p).sum(),
    );
    run_blocks(todo, p_max, progress, |p| {
        block(p, p <= lp_max, out, progress.1)
    })?;
    let (all, all_lp, by_case) = totals(out, p_max)?;
    let cases_text: Vec<String> = by_case.iter().map(|(c, k)| format!("{c} {k}")).collect();
    let summary = format!(
        "nhg-line: p = 1..={p_max}: {all} games G(m, n, p) certified by the closed form (exact O(p) check: \
         lower bound = upper bound = value); {all_lp} of them (p <= {}) also solved by the exact LP, \
         same value; by case: {}\n",
        lp_max.min(p_max),
        cases_text.join(", ")
    );
    verify::write_atomically(&out.join("summary.md"), &summary)?;
    Ok(LineSweep {
        games,
        lps,
        summary,
    })
}

/// Re-checks the stored block of board size `p` from its text alone: the header, then one
/// row per game `G(m, n, p)` in the order the sweep writes them (`m` then `n`, each from 1
/// to `p`), each row re-proved by [`check_row`], and the final newline. A sweep keeps a
/// stored block only when this passes (any other is computed again), and `verify` fails a
/// block on the first thing it names.
pub fn check_block(text: &str, p: usize) -> Result<(), Error> {
    let bad = |why: String| Err(Error::File(why));
    let Some(body) = text.strip_prefix(HEADER) else {
        return bad(format!(
            "not a block: its first line is not `{}`",
            HEADER.trim_end()
        ));
    };
    if !text.ends_with('\n') {
        return bad("truncated: its last line has no end".into());
    }
    let rows: Vec<&str> = body.lines().collect();
    if rows.len() != p * p {
        return bad(format!("{} rows, not the {} of p = {p}", rows.len(), p * p));
    }
    for (i, row) in rows.iter().enumerate() {
        let (m, n) = (i / p + 1, i % p + 1);
        if !row.starts_with(&format!("{m},{n},{p},")) {
            return bad(format!("row {}: not G({m}, {n}, {p})", i + 2));
        }
        check_row(row)?;
    }
    Ok(())
}

/// All games of one board size, stored; an error names the first failure.
fn block(p: usize, with_lp: bool, out: &Path, budget: &Budget) -> Result<(), Error> {
    let mut csv = String::from(HEADER);
    for m in 1..=p {
        within(budget)?;
        for n in 1..=p {
            let game = LineGame::new(m, n, p)?;
            let solved = solve_line(game)?;
            let lp_value = if with_lp {
                let matrix = MatrixGame::from_integers(&game.payoff_matrix())?;
                let lp = solve_exact_within(&matrix, budget)?;
                if lp.value() != &solved.solution.value {
                    return Err(Error::NotCertified(format!(
                        "G({m}, {n}, {p}): LP {} != closed form {}",
                        lp.value(),
                        solved.solution.value
                    )));
                }
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
    Ok(verify::write_atomically(
        &out.join(format!("p{p}.csv")),
        &csv,
    )?)
}

/// Games, LP comparisons and games per closed-form case in the CSV files of `1..=p_max`.
fn totals(out: &Path, p_max: usize) -> Result<(usize, usize, BTreeMap<String, usize>), Error> {
    let (mut games, mut lps, mut by_case) = (0, 0, BTreeMap::new());
    for p in 1..=p_max {
        let text = read(&out.join(format!("p{p}.csv")))?;
        for line in text.lines().skip(1) {
            games += 1;
            lps += usize::from(!line.ends_with(','));
            let case = line.split(',').nth(4).unwrap_or("?").to_string();
            *by_case.entry(case).or_insert(0) += 1;
        }
    }
    Ok((games, lps, by_case))
}

/// Re-checks every block of `dir` ([`check_block`]): `p1.csv` up to the largest `p<P>.csv`
/// present, so a missing block in between fails too. The blocks checked and each failure
/// as `file: why`.
pub fn check_dir(dir: &Path) -> Result<(usize, Vec<String>), Error> {
    let sizes: Vec<usize> = std::fs::read_dir(dir)
        .map_err(|e| Error::file(format_args!("cannot read {}", dir.display()), e))?
        .flatten()
        .filter_map(|e| {
            let name = e.file_name();
            let size = name.to_str()?.strip_prefix('p')?.strip_suffix(".csv")?;
            size.parse::<usize>().ok().filter(|&p| p >= 1)
        })
        .collect();
    let Some(&largest) = sizes.iter().max() else {
        return Err(Error::File(format!(
            "no p<P>.csv files in {}",
            dir.display()
        )));
    };
    let failed: Vec<String> = (1..=largest)
        .into_par_iter()
        .filter_map(|p| {
            let file = dir.join(format!("p{p}.csv"));
            let checked = read(&file).and_then(|text| check_block(&text, p));
            checked.err().map(|e| format!("{}: {e}", file.display()))
        })
        .collect();
    Ok((largest, failed))
}

/// Re-checks one CSV row `m,n,p,value,case,lower,upper,lp_value` from its content: the
/// closed-form strategies of its (m, n, p) again, their exact O(p) bounds equal to the
/// stored value, lower and upper bounds.
pub fn check_row(row: &str) -> Result<(), Error> {
    let bad = |why: String| Err(Error::File(why));
    let f: Vec<&str> = row.split(',').collect();
    if f.len() != 8 {
        return bad(format!(
            "row {}: expected 8 fields, found {}",
            verify::quoted(row),
            f.len()
        ));
    }
    let number = |s: &str| {
        s.parse::<usize>()
            .map_err(|e| Error::file(format_args!("row {}", verify::quoted(row)), e))
    };
    let (m, n, p) = (number(f[0])?, number(f[1])?, number(f[2])?);
    let game = LineGame::new(m, n, p)?;
    let s = closed_form(game);
    let (lower, upper) = banded::bounds(game, &s.strategy_1, &s.strategy_2)?;
    let (v, l, u) = (
        format_rational(&s.value),
        format_rational(&lower),
        format_rational(&upper),
    );
    if l != v || u != v {
        return bad(format!(
            "G({m}, {n}, {p}): the strategies give [{l}, {u}], not {v}"
        ));
    }
    if [f[3], f[5], f[6]] != [v.as_str(), l.as_str(), u.as_str()] {
        return bad(format!(
            "G({m}, {n}, {p}): stored {} but exact {v}",
            verify::quoted(f[3])
        ));
    }
    if f[4] != format!("{:?}", s.case) {
        let case = verify::quoted(f[4]);
        return bad(format!(
            "G({m}, {n}, {p}): stored case {case} but the closed form's is {:?}",
            s.case
        ));
    }
    if !(f[7].is_empty() || f[7] == v) {
        return bad(format!(
            "G({m}, {n}, {p}): stored LP value {} differs",
            verify::quoted(f[7])
        ));
    }
    Ok(())
}
