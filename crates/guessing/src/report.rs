//! The report's text (`dresher report --game guessing`): table 3.1 beside the seed's, Johnson's
//! patterns and Gilbert's dips evaluated exactly on every record (seed 000 §3.4), and where
//! the computation's time went, as markdown. The figures are drawn by the CLI.
//!
//! # Example
//! ```no_run
//! let records = guessing::report::load_verified("results/guessing".as_ref())?;
//! println!("{}", guessing::report::markdown(&records)?);
//! # Ok::<(), guessing::Error>(())
//! ```

use std::fmt::Write as _;
use std::path::Path;

use rayon::prelude::*;

use crate::analysis::{
    alpha, cost_near_powers_of_two, gilbert_dips, johnson, max_guesses_table, runs, Run,
};
use crate::{store, Error, Record};

/// Table 3.1 as printed in the seed: (most guesses, first N, last N).
const SEED_TABLE_3_1: [(u32, usize, usize); 11] = [
    (1, 1, 1),
    (2, 2, 2),
    (3, 3, 4),
    (4, 5, 10),
    (5, 11, 23),
    (6, 24, 52),
    (7, 53, 110),
    (8, 111, 226),
    (9, 227, 460),
    (10, 461, 930),
    (11, 931, 980),
];

/// Every record in `dir`, each re-verified exactly; an error when there is none or one fails.
pub fn load_verified(dir: &Path) -> Result<Vec<Record>, Error> {
    let files = store::list(dir)?;
    if files.is_empty() {
        return Err(Error::File(format!(
            "no results in {}: run `cargo xtask sweep --game guessing --to 980` first",
            dir.display()
        )));
    }
    files
        .par_iter()
        .map(|(n, p)| store::read_checked(*n, p))
        .collect()
}

/// The report as markdown, from records in increasing N (at least one).
pub fn markdown(records: &[Record]) -> Result<String, Error> {
    let (first, last) = (records[0].n, records[records.len() - 1].n);
    let mut t = format!(
        "# Dresher's guessing game: certified results for N = {first}..={last} ({} values)\n\n",
        records.len()
    );
    t += "## Table 3.1: most guesses needed by Bob's optimal trees\n\n| guesses | N (ours) | N (seed 000) |\n|---|---|---|\n";
    for r in max_guesses_table(records) {
        let seed = SEED_TABLE_3_1
            .iter()
            .find(|s| s.0 == r.value)
            .map_or("-".into(), |s| span(s.1, s.2));
        writeln!(t, "| {} | {} | {seed} |", r.value, span(r.from, r.to))?;
    }
    t += "\nBob's optimal mix is not unique, so the most guesses of *a* certified optimal mix can differ \
          from the seed's where several optimal mixes exist; every row above comes from a mix certified optimal.\n";
    t += &patterns(records)?;
    t += &computation(records)?;
    Ok(t)
}

/// Johnson's patterns and Gilbert's dips, evaluated exactly on every record.
fn patterns(records: &[Record]) -> Result<String, Error> {
    let mut t = String::new();
    let alphas: Vec<(usize, Vec<num_rational::BigRational>)> = records
        .iter()
        .map(|r| Ok((r.n, alpha(r)?)))
        .collect::<Result<_, Error>>()?;
    t += "\n## Johnson's patterns (seed §3.4), exact\n\n";
    let names = [
        "alpha_1 = alpha_2 + alpha_3",
        "alpha_1 = 2 alpha_2",
        "alpha_1 > alpha_j for 1 < j < N",
    ];
    for (i, name) in names.iter().enumerate() {
        let points: Vec<(usize, bool)> = alphas
            .iter()
            .filter_map(|(n, a)| {
                let j = johnson(a);
                [j.first, j.second, j.third][i].map(|v| (*n, v))
            })
            .collect();
        writeln!(t, "- {name}: {}", describe(&runs(&points)))?;
    }
    t += "\nAlice's optimal mix is not always unique either: a pattern failing here means it fails for the certified mix found.\n";
    t += "\n## Gilbert's dips (strict local minimum of alpha near N/4, N/2, 3N/4)\n\n";
    for (i, name) in ["N/4", "N/2", "3N/4"].iter().enumerate() {
        let points: Vec<(usize, bool)> = alphas
            .iter()
            .filter(|(n, _)| *n >= 8)
            .map(|(n, a)| (*n, gilbert_dips(a)[i]))
            .collect();
        writeln!(t, "- dip near {name}: {}", describe(&runs(&points)))?;
    }
    Ok(t)
}

/// Where the time went: totals, and the cost near powers of two (fig 3.5 in numbers).
fn computation(records: &[Record]) -> Result<String, Error> {
    let mut t = "\n## Computation\n\n".to_string();
    let total: f64 = records.iter().map(|r| r.seconds).sum();
    let certify: f64 = records.iter().map(|r| r.certify_seconds).sum();
    let repairs: usize = records.iter().map(|r| r.repairs).sum();
    let worst = records
        .iter()
        .max_by_key(|r| r.iterations)
        .expect("records are not empty");
    writeln!(t, "- total solve time {total:.1} s (of which exact certification {certify:.1} s), {repairs} exact repairs")?;
    writeln!(
        t,
        "- most master iterations: N = {} ({} iterations)",
        worst.n, worst.iterations
    )?;
    let longest = records
        .iter()
        .max_by_key(|r| r.value.len())
        .expect("records are not empty");
    writeln!(
        t,
        "- longest value: N = {} ({} characters)",
        longest.n,
        longest.value.len()
    )?;
    t += "\nNear powers of two (N within 1/8 of 2^k; seconds as recorded by the run that solved each N):\n\n\
          | 2^k | N | master solves (mean / max) | seconds (mean / max) |\n|---|---|---|---|\n";
    for w in cost_near_powers_of_two(records) {
        let (p, e) = (w.power, w.power / 8);
        writeln!(
            t,
            "| {p} | {}-{} ({} present) | {:.0} / {} | {:.1} / {:.1} |",
            p - e,
            p + e,
            w.count,
            w.iterations.0,
            w.iterations.1,
            w.seconds.0,
            w.seconds.1
        )?;
    }
    Ok(t)
}

fn span(a: usize, b: usize) -> String {
    if a == b {
        a.to_string()
    } else {
        format!("{a}-{b}")
    }
}

fn describe(runs: &[Run<bool>]) -> String {
    let holds: Vec<String> = runs
        .iter()
        .filter(|r| r.value)
        .map(|r| span(r.from, r.to))
        .collect();
    let fails: Vec<String> = runs
        .iter()
        .filter(|r| !r.value)
        .map(|r| span(r.from, r.to))
        .collect();
    match (holds.is_empty(), fails.is_empty()) {
        (_, true) => "holds for every N checked".into(),
        (true, _) => "fails for every N checked".into(),
        _ => format!(
            "holds for N in {}; fails for N in {}",
            holds.join(", "),
            fails.join(", ")
        ),
    }
}
