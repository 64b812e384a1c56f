//! The line sweep (`dresher sweep --game nhg-line --p-max P`): the closed form certified
//! for every `1 <= m, n <= p <= P`, compared with the exact LP up to `lp_max`. One CSV per
//! board size `p` (`p<P>.csv`), then `summary.md`; [`check_dir`] re-checks the CSV files
//! from their content alone.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use lp_core::{solve_exact, MatrixGame};
use rayon::prelude::*;
use verify::format_rational;

use super::{create, read, run_blocks, Tick};
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
pub fn sweep(p_max: usize, lp_max: usize, out: &Path, tick: Tick) -> Result<LineSweep, Error> {
    if !(1..=MAX_P).contains(&p_max) {
        return Err(Error::InvalidGame(format!(
            "--p-max must be in 1..={MAX_P}"
        )));
    }
    create(out)?;
    let todo: Vec<usize> = (1..=p_max)
        .filter(|&p| !complete(&out.join(format!("p{p}.csv")), p))
        .collect();
    let (games, lps) = (
        todo.iter().map(|p| p * p).sum(),
        todo.iter().filter(|&&p| p <= lp_max).map(|p| p * p).sum(),
    );
    run_blocks(todo, p_max, tick, |p| block(p, p <= lp_max, out))?;
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

/// All games of one board size, stored; an error names the first failure.
fn block(p: usize, with_lp: bool, out: &Path) -> Result<(), Error> {
    let mut csv = String::from(HEADER);
    for m in 1..=p {
        for n in 1..=p {
            let game = LineGame::new(m, n, p)?;
            let solved = solve_line(game)?;
            let lp_value = if with_lp {
                let lp = solve_exact(&MatrixGame::from_integers(&game.payoff_matrix())?)?;
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

/// Re-checks every `p<P>.csv` in `dir` row by row ([`check_row`]): the rows checked and
/// each failure as `file: why`; a file that cannot be read counts as one failed row.
pub fn check_dir(dir: &Path) -> Result<(usize, Vec<String>), Error> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| Error::file(format_args!("cannot read {}", dir.display()), e))?
        .flatten()
        .map(|e| e.path())
        .filter(|p| {
            p.file_name()
                .and_then(|f| f.to_str())
                .is_some_and(|f| f.starts_with('p') && f.ends_with(".csv"))
        })
        .collect();
    files.sort();
    if files.is_empty() {
        return Err(Error::File(format!(
            "no p<P>.csv files in {}",
            dir.display()
        )));
    }
    let outcomes: Vec<(usize, Vec<String>)> = files
        .par_iter()
        .map(|f| match read(f) {
            Ok(text) => check_text(f, &text),
            // An unreadable file fails as one item checked: never a file of no rows.
            Err(e) => (1, vec![format!("{}: {e}", f.display())]),
        })
        .collect();
    let total = outcomes.iter().map(|(n, _)| n).sum();
    Ok((total, outcomes.into_iter().flat_map(|(_, f)| f).collect()))
}

/// The data rows of one CSV file (its header aside) and each failure as `file: why`.
fn check_text(f: &Path, text: &str) -> (usize, Vec<String>) {
    let rows: Vec<&str> = text.lines().skip(1).collect();
    let failed = rows
        .iter()
        .filter_map(|r| check_row(r).err().map(|e| format!("{}: {e}", f.display())))
        .collect();
    (rows.len(), failed)
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
