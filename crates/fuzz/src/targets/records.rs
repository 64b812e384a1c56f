//! Stored results: guessing records (a record that re-verifies must hold the known value,
//! and a file read by its name's N must hold that N; two names for one N are refused),
//! Goofspiel sweep records, and the NHG sweeps' CSV files (a line row that re-verifies on a
//! board of at most 12 coins must hold the exact LP's value).

use std::collections::{BTreeMap, HashMap};

use guessing::Record;
use lp_core::{solve_exact, MatrixGame};
use nhg::LineGame;
use verify::format_rational;

use super::{fixture, seeds};
use crate::{rejected, Target, Verdict};

/// Stored guessing-game records, re-verified; a record that verifies must hold the value.
pub fn guessing_target() -> Result<Target, String> {
    let texts = (1..=12)
        .map(|n| fixture(&format!("guessing/certificates/{n}.json")))
        .collect::<Result<Vec<String>, String>>()?;
    let mut known = BTreeMap::new();
    for text in &texts {
        let r: Record = serde_json::from_str(text).map_err(|e| format!("a shipped record: {e}"))?;
        known.insert(r.n, r.value);
    }
    Ok(Target {
        seeds: texts.iter().map(|s| s.as_bytes().to_vec()).collect(),
        tokens: vec![
            "\"1/2\"", "\"1\"", "\"0\"", "\"-1/2\"", "[]", "null", "true",
        ],
        check: Box::new(move |text| {
            named(text)?;
            let record: Record = match guessing::store::parse(text) {
                Ok(r) => r,
                Err(e) => return rejected(e),
            };
            let cert = match record.check() {
                Ok(c) => c,
                Err(e) => return rejected(e),
            };
            let value = format_rational(&cert.value);
            match known.get(&record.n) {
                Some(v) if *v != value => {
                    Err(format!("N = {}: verified {value}, known {v}", record.n))
                }
                _ => Ok(Verdict::Accepted),
            }
        }),
    })
}

/// The input stored under a name chosen from it (`<k>.json`, k in 1..=12) and, for even
/// lengths, also as `00<k>.json`: the folder's listing must refuse the two names for one N,
/// and a record read by its name's N must hold that N.
fn named(text: &str) -> Result<(), String> {
    let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
    let k = 1 + text.len() % 12;
    let file = guessing::store::path(dir.path(), k);
    std::fs::write(&file, text).map_err(|e| e.to_string())?;
    let twice = text.len().is_multiple_of(2);
    if twice {
        std::fs::write(dir.path().join(format!("00{k}.json")), text).map_err(|e| e.to_string())?;
    }
    match (guessing::store::list(dir.path()), twice) {
        (Ok(files), true) => return Err(format!("two names for N = {k} listed: {files:?}")),
        (Err(e), false) => return Err(format!("one file refused by the listing: {e}")),
        _ => {}
    }
    match guessing::store::read_checked(k, &file) {
        Ok(record) if record.n != k => Err(format!("{k}.json read as N = {}", record.n)),
        _ => Ok(()),
    }
}

/// Stored Goofspiel sweep records.
pub fn goofspiel_target() -> Result<Target, String> {
    let (five, six) = (
        fixture("goofspiel/certified-5.json")?,
        fixture("goofspiel/certified-6.json")?,
    );
    Ok(Target {
        seeds: seeds(&[&five, &six]),
        tokens: vec!["\"n\"", "null", "[]", "{}", "1e400"],
        check: Box::new(|text| {
            // The sweep asks for the record of the N it is at: here the seeds' N.
            Ok(
                match [5, 6].iter().any(|&n| {
                    [goofspiel::Payoff::Points, goofspiel::Payoff::WinLoss]
                        .into_iter()
                        .any(|p| goofspiel::store::Record::parse(text, n, p).is_some())
                }) {
                    true => Verdict::Accepted,
                    false => Verdict::Rejected,
                },
            )
        }),
    })
}

/// The nhg-line sweep's CSV rows, re-verified; a row that verifies must hold the value.
pub fn nhg_line_target() -> Target {
    let lp = lp_values();
    let mut csv = String::from("m,n,p,value,case,lower,upper,lp_value\n");
    for (m, n, p) in [
        (7, 5, 15),
        (5, 7, 17),
        (3, 3, 6),
        (2, 4, 9),
        (1, 1, 1),
        (4, 3, 12),
    ] {
        let s = nhg::solve_line(LineGame::new(m, n, p).expect("a valid game")).expect("solved");
        let v = format_rational(&s.solution.value);
        csv += &format!("{m},{n},{p},{v},{:?},{v},{v},\n", s.solution.case);
    }
    Target {
        seeds: vec![csv.into_bytes()],
        tokens: vec!["7/3", "15/2", "1000000", "1000001", "4294967296"],
        check: Box::new(move |text| {
            // Each row costs O(p) exact work (0.4 s at p = 100,000): the first 2 rows of an
            // input are checked.
            let mut verdict = Verdict::Accepted;
            for row in text.lines().skip(1).take(2) {
                match nhg::sweeps::line::check_row(row) {
                    Ok(()) => against_lp(row, &lp)?,
                    Err(e) => verdict = rejected(e)?,
                }
            }
            Ok(verdict)
        }),
    }
}

/// The exact LP's value of every line game on at most 12 coins.
fn lp_values() -> HashMap<(usize, usize, usize), String> {
    let mut values = HashMap::new();
    for p in 1..=12 {
        for (m, n) in (1..=p).flat_map(|m| (1..=p).map(move |n| (m, n))) {
            let game = LineGame::new(m, n, p).expect("a valid game");
            let matrix = MatrixGame::from_integers(&game.payoff_matrix()).expect("a matrix");
            let lp = solve_exact(&matrix).expect("solved exactly");
            values.insert((m, n, p), format_rational(lp.value()));
        }
    }
    values
}

/// A verified row on a board of at most 12 coins holds the exact LP's value.
fn against_lp(row: &str, lp: &HashMap<(usize, usize, usize), String>) -> Result<(), String> {
    let f: Vec<&str> = row.split(',').collect();
    let parse = |s: &str| s.parse::<usize>().map_err(|e| e.to_string());
    let (m, n, p) = (parse(f[0])?, parse(f[1])?, parse(f[2])?);
    match lp.get(&(m, n, p)) {
        Some(v) if v != f[3] => Err(format!(
            "G({m}, {n}, {p}): row verified with {}, exact LP {v}",
            f[3]
        )),
        _ => Ok(()),
    }
}

/// The nhg-spider sweep's CSV files, summarised.
pub fn nhg_spider_target() -> Target {
    let csv = "check,m,n,B,b,value,formula,held,mix_1,mix_2\n\
               theorem2,3,2,2,2,1/1,1,true,0:1,1:1\n\
               conjecture21,4,3,3,7,3/2,3/2,true,0:1/3;2:2/3,1:1\n\
               conjecture19_b_divides_m,4,2,2,2,1,5/4,false,0:1,0:1\n";
    Target {
        seeds: vec![csv.as_bytes().to_vec()],
        tokens: vec!["theorem2", "conjecture21", "true", "false"],
        check: Box::new(|text| {
            match nhg::sweeps::spider::read_rows(text)
                .map(|rows| nhg::sweeps::spider::summarize(&rows, 5))
            {
                Ok(_) => Ok(Verdict::Accepted),
                Err(e) => rejected(e),
            }
        }),
    }
}

/// The racing validation's checkpoint (JSON lines); rows that do not add up dropped.
pub fn racing_checkpoint_target() -> Target {
    const HEADER: &str = r#"{"races":100,"eps":0.05,"delta":0.05,"seed":1,"rows":2}"#;
    let row = r#"{"algorithm":"Lebr","gap":0.0,"races":100,"errors":1,"error_rate":0.01,"wrong_winner_rate":null,"no_verdict_rate":1.0,"mean_games":1541.4,"p95_games":1573,"max_games":1584,"stops":[0,100,0,0]}"#;
    let seed = format!("{HEADER}\n{row}\n{}\n", row.replace("0.0,", "0.1,"));
    Target {
        seeds: vec![seed.into_bytes()],
        tokens: vec!["null", "100", "1e400", "-1", "\"Lebr\""],
        check: Box::new(|text| match racing::checkpoint_rows(text, HEADER, 100) {
            Some(rows) if rows.iter().all(|r| r.errors <= r.races) => Ok(Verdict::Accepted),
            Some(_) => Err("a checkpoint row with more errors than races was kept".into()),
            None => Ok(Verdict::Rejected),
        }),
    }
}
