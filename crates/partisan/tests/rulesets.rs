//! Clobber, Snort and Toads and Frogs: published values, and on every position of small
//! boards the value's outcome class against a plain game-tree search of who wins (the
//! rules' moves only: no parts, no symmetries, no game theory).

mod search;

use std::collections::HashMap;
use std::fmt::Display;
use std::str::FromStr;

use partisan::rulesets::{Memo, Position, Ruleset};
use partisan::{Error, Games};

fn value(rules: &str, position: &str) -> (Games, partisan::GameId) {
    let mut g = Games::new();
    let rules: Ruleset = rules.parse().unwrap();
    let (_, v) = rules.value(&mut g, position).unwrap();
    (g, v)
}

fn equals(rules: &str, position: &str, expected: &str) {
    let (mut g, v) = value(rules, position);
    let want = g.parse(expected).unwrap();
    assert_eq!(v, want, "{rules} {position}: {} not {expected}", g.name(v));
}

#[test]
fn published_values() {
    // CGSuite's test suite (GameStripTest, GameGridTest): Toads and Frogs `ttttt..fffff`
    // and Clobber `xox|ox.`, Left's pieces first in both.
    equals(
        "toads-and-frogs",
        "ttttt..fffff",
        "+-{{2|*},{5/2||2|{0||||{0||v<2>|-1},{0||||0||Miny(1/32)|-2|||-1/2*}|||v<2>|-1/2||-1*}|||0}}",
    );
    equals("clobber", "xox|ox.", "{^^*|*,v}");
    // Winning Ways ch. 1: T□F = *; and the smallest cases by hand.
    equals("toads-and-frogs", "T.F", "*");
    equals("toads-and-frogs", "T..", "2");
    equals("toads-and-frogs", "FT.T", "1");
    equals("clobber", "xo", "*");
    equals("clobber", "xxo", "^");
    equals("snort", ".", "*");
    equals("snort", "..", "+-1");
    equals("snort", "x.", "1");
    equals("snort", "x.o", "0");
}

/// Every board of `rows x cols` cells over `alphabet`, valued and searched.
fn agree<P>(rows: usize, cols: usize, alphabet: &[char])
where
    P: Position + Display + FromStr<Err = Error>,
{
    let cells = rows * cols;
    let (mut g, mut memo, mut plain) = (Games::new(), Memo::default(), HashMap::new());
    for mut code in 0..alphabet.len().pow(cells as u32) {
        let mut text = String::new();
        for i in 0..cells {
            if i > 0 && i % cols == 0 {
                text.push('/');
            }
            text.push(alphabet[code % alphabet.len()]);
            code /= alphabet.len();
        }
        let p: P = text.parse().unwrap();
        let v = p.value(&mut g, &mut memo);
        let outcome = search::searched_outcome(&p, &mut plain);
        assert_eq!(g.outcome(v), outcome, "{text}: value {}", g.name(v));
    }
}

#[test]
fn clobber_outcomes_match_plain_search() {
    use partisan::rulesets::clobber::Clobber;
    agree::<Clobber>(2, 4, &['x', 'o', '.']);
    agree::<Clobber>(1, 7, &['x', 'o', '.']);
}

#[test]
fn snort_outcomes_match_plain_search() {
    use partisan::rulesets::snort::Snort;
    agree::<Snort>(2, 4, &['.', '#', 'x', 'o']);
    agree::<Snort>(1, 8, &['.', '#', 'x']);
}

#[test]
fn toads_and_frogs_outcomes_match_plain_search() {
    use partisan::rulesets::toads_and_frogs::ToadsAndFrogs;
    for n in 1..=8 {
        agree::<ToadsAndFrogs>(1, n, &['T', 'F', '.']);
    }
}

#[test]
fn bad_positions_are_one_line_errors() {
    let mut g = Games::new();
    for (rules, text) in [
        ("clobber", "xq"),
        ("clobber", "xo|x"),
        ("snort", ""),
        ("toads-and-frogs", "T.X"),
        ("toads-and-frogs", &"T.".repeat(30)),
    ] {
        let rules: Ruleset = rules.parse().unwrap();
        let err = rules.value(&mut g, text).unwrap_err().to_string();
        assert!(!err.contains('\n') && err.contains("position"), "{err}");
    }
    let err = "chess".parse::<Ruleset>().unwrap_err().to_string();
    assert!(err.contains("toads-and-frogs"), "{err}");
}
