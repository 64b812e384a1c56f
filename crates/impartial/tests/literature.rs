//! Nim sequences, periods and preperiods against the published tables
//! (`fixtures/impartial/*.tsv`, each with its sources), every period proved by the theorem
//! from the values computed here.

use impartial::{nim_sequence, Rules};
use verify::budget::Budget;

const ROOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../fixtures/impartial/");

/// The rows of a table: its tab-separated fields, comments left out.
fn rows(name: &str) -> Vec<Vec<String>> {
    let text = std::fs::read_to_string(format!("{ROOT}{name}")).unwrap();
    (text.lines())
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.split('\t').map(String::from).collect())
        .collect()
}

/// `0112(3021)`: the values, the periodic part repeated to `len`.
fn expand(nimbers: &str, len: usize) -> Vec<u32> {
    let digit = |c: char| c.to_digit(36).unwrap();
    let (pre, rest) = nimbers.split_once('(').unwrap();
    let period: Vec<u32> = rest.trim_end_matches(')').chars().map(digit).collect();
    let mut out: Vec<u32> = pre.chars().map(digit).collect();
    while out.len() < len {
        out.push(period[(out.len() - pre.len()) % period.len()]);
    }
    out
}

fn proved(code: &str, to: usize) -> (Vec<u32>, usize, usize) {
    let rules = Rules::parse(code).unwrap();
    let s = nim_sequence(&rules, to, &Budget::unlimited(), &mut |_| {}).unwrap();
    let p = s
        .period
        .unwrap_or_else(|| panic!("{code}: no period proved by heap {to}"));
    (s.values, p.preperiod, p.period)
}

/// How many heaps `1, 2, ...` have no move: the table lists such a game from its last dead
/// heap on (`T(n) = G(n + s)`, all of `G(0..=s)` being 0), as Czajka's tables list `.4` like
/// Dawson's Kayles.
fn dead_heaps(code: &str) -> usize {
    let rules = Rules::parse(code).unwrap();
    let has_move = |n: usize| {
        let mut any = false;
        impartial::for_each_move(&rules, n, |_| any = true);
        any
    };
    (1..).take_while(|&n| !has_move(n)).count()
}

#[test]
fn games_periodic_early_match_their_tables_value_by_value() {
    let table = rows("early-periods.tsv");
    assert_eq!(table.len(), 81);
    for row in table {
        let (code, preperiod, period): (&str, usize, usize) =
            (&row[0], row[1].parse().unwrap(), row[2].parse().unwrap());
        let s = dead_heaps(code);
        let to = 3 * (preperiod + period) + 64 + s;
        let (values, e, p) = proved(code, to);
        assert_eq!((e.saturating_sub(s), p), (preperiod, period), "{code}");
        assert_eq!(values[s..], expand(&row[3], to + 1 - s), "{code}");
    }
}

#[test]
fn games_solved_by_long_computations_have_their_published_periods() {
    // Those within a few seconds; the rest are in `cargo xtask bench impartial`.
    for row in rows("long-periods.tsv") {
        let (code, preperiod, period): (&str, usize, usize) =
            (&row[0], row[1].parse().unwrap(), row[2].parse().unwrap());
        let to = 2 * (preperiod + period) + 8;
        if to > 700_000 {
            continue;
        }
        let (_, e, p) = proved(code, to);
        assert_eq!((e, p), (preperiod, period), "{code}");
    }
}

#[test]
fn hour_runs_of_unsolved_games_agree_with_their_first_heaps() {
    // The table's counts cover millions of heaps; the first hundredth of a run (at most
    // 100,000 heaps: a game with no sparse space costs a pass over every pair a heap)
    // computed here must fit inside them, and a largest value found early must be found
    // here.
    let budget = Budget::unlimited();
    for row in rows("hour-runs.tsv") {
        let (code, heaps) = (&row[0], row[1].parse::<u64>().unwrap());
        let (top, at): (u32, usize) = (row[3].parse().unwrap(), row[4].parse().unwrap());
        let counts: Vec<(u32, u64)> = (row[5].split(' '))
            .map(|f| f.split_once(':').unwrap())
            .map(|(v, c)| (v.parse().unwrap(), c.parse().unwrap()))
            .collect();
        assert_eq!(counts.iter().map(|c| c.1).sum::<u64>(), heaps, "{code}");
        let first = (heaps as usize / 100).min(100_000);
        let g = nim_sequence(&Rules::parse(code).unwrap(), first, &budget, &mut |_| {})
            .unwrap()
            .values;
        let mut here: std::collections::BTreeMap<u32, u64> = Default::default();
        for &v in &g {
            *here.entry(v).or_default() += 1;
        }
        for (v, n) in here {
            let listed = counts.iter().find(|c| c.0 == v).map_or(0, |c| c.1);
            assert!(v <= top && n <= listed, "{code}: value {v}");
        }
        if at < g.len() {
            assert_eq!(g.iter().position(|&v| v == top), Some(at), "{code}");
        }
    }
}
