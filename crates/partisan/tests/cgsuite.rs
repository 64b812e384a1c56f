//! Every short game of CGSuite's own test table (`fixtures/partisan/cgsuite-short-games.tsv`,
//! from its test suite): the game typed in CGSuite's notation must have CGSuite's canonical
//! form, birthday, stops, mean, temperature, reduced canonical form, outcome class and, for
//! the all-small games, atomic weight.

use partisan::{Games, Outcome};

const TABLE: &str = include_str!("../../../fixtures/partisan/cgsuite-short-games.tsv");

#[test]
fn cgsuite_table() {
    let rows: Vec<Vec<&str>> = (TABLE.lines())
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| l.split('\t').collect())
        .collect();
    assert_eq!(rows.len(), 25);
    let mut weighed = 0;
    for row in rows {
        let [typed, canonical, weight, day, ls, rs, mean, temp, reduced, class] = row[..] else {
            panic!("a row of 10 fields: {row:?}");
        };
        let mut g = Games::new();
        let x = g.parse(typed).unwrap();
        assert_eq!(x, g.parse(canonical).unwrap(), "{typed}: {}", g.name(x));
        let born = g.as_nimber(x).map_or_else(
            || g.birthday(x).to_string(),
            |(v, n)| (v.birthday() + n).to_string(),
        );
        let th = g.thermograph(x);
        let stops = (g.left_stop(x).to_string(), g.right_stop(x).to_string());
        assert_eq!(born, day, "{typed}: birthday");
        assert_eq!(stops, (ls.to_string(), rs.to_string()), "{typed}: stops");
        assert_eq!(th.mean.to_string(), mean, "{typed}: mean");
        assert_eq!(th.temperature.to_string(), temp, "{typed}: temperature");
        let r = g.reduced(x);
        assert_eq!(
            r,
            g.parse(reduced).unwrap(),
            "{typed}: reduced {}",
            g.name(r)
        );
        let outcome = match class {
            "L" => Outcome::Left,
            "R" => Outcome::Right,
            "N" => Outcome::Next,
            _ => Outcome::Previous,
        };
        assert_eq!(g.outcome(x), outcome, "{typed}: outcome");
        if let Some(aw) = g.atomic_weight(x) {
            weighed += 1;
            let want = g.parse(weight).unwrap();
            assert_eq!(aw, want, "{typed}: atomic weight {}", g.name(aw));
        }
    }
    // Every all-small game of the table: 0, *8, ^, v*, ^*6, ^[4], {0||0|v*}, the two long
    // uptimals, {0||0|vvv} and {^^^|vv}; the tinies of numbers and {1|^^||^} are not
    // all-small.
    assert_eq!(weighed, 11);
}

/// CGSuite's test suite (GameTest): `{3||2+*|1+*}.Overheat(*, 1+*)` and
/// `(7/16).Overheat(0, 0)`.
#[test]
fn overheating_as_cgsuite_gives_it() {
    let mut g = Games::new();
    for (game, s, t, want) in [
        ("{3||2+*|1+*}", "*", "1+*", "{1||+-(1*)|-1,{-1|-3}}"),
        ("7/16", "0", "0", "^[3]"),
    ] {
        let [x, s, t, want] = [game, s, t, want].map(|text| g.parse(text).unwrap());
        assert_eq!(g.overheat(x, s, t).unwrap(), want, "{game}");
    }
    // Integers are copies of s: 3 copies of {1|-1} is {1|-1}, of *2 is *2, of 1/2 is 3/2.
    for (s, want) in [
        ("{1|-1}", "+-1"),
        ("*2", "*2"),
        ("1/2", "3/2"),
        ("1/2*", "3/2*"),
    ] {
        let [three, s, one, want] = ["3", s, "1", want].map(|text| g.parse(text).unwrap());
        assert_eq!(g.overheat(three, s, one).unwrap(), want);
    }
    let [big, pm, one] = ["1000000", "+-1", "1"].map(|text| g.parse(text).unwrap());
    let err = g.overheat(big, pm, one).unwrap_err().to_string();
    assert!(err.contains("limit") && !err.contains('\n'), "{err}");
}
