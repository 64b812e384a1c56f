//! Domineering values checked against the definitions' small cases and, on every position
//! of the 3 x 3, 2 x 4 and 4 x 2 boards and random 4 x 4 ones, against a plain game-tree
//! search of who wins moving first (no game theory): the value's outcome class must agree.

mod search;

use std::collections::HashMap;

use partisan::rulesets::domineering::{Domineering, Memo};
use partisan::rulesets::Position;
use partisan::Games;

fn value(text: &str) -> String {
    let mut g = Games::new();
    let d: Domineering = text.parse().unwrap();
    let v = d.value(&mut g, &mut Memo::default());
    g.name(v)
}

#[test]
fn small_boards_have_their_textbook_values() {
    for (board, v) in [
        ("./.", "1"),
        ("..", "-1"),
        ("...", "-1"),
        (".", "0"),
        ("../..", "+-1"),
        (".../.../...", "+-1"),
        // An L of three cells: either player's move leaves one cell, so {0|0}.
        ("..#/.#.", "*"),
    ] {
        assert_eq!(value(board), v, "{board}");
    }
    // The 4 x 4 square, as CGSuite's test suite (GameGridTest) gives it.
    let mut g = Games::new();
    let want = g.parse("+-{0,{{2|0},2Tiny(2)|{2|0},Miny(2)}}").unwrap();
    let square: Domineering = "..../..../..../....".parse().unwrap();
    assert_eq!(square.value(&mut g, &mut Memo::default()), want);
    // Up to turning a quarter, which swaps the players: the transposed board's negative.
    let (a, b) = (value("../../.."), value(".../..."));
    let mut g = Games::new();
    let (x, y) = (g.parse(&a).unwrap(), g.parse(&b).unwrap());
    assert_eq!(g.neg(x), y);
}

fn board(rows: usize, cols: usize, mask: u64) -> Domineering {
    let text: Vec<String> = (0..rows)
        .map(|r| {
            (0..cols)
                .map(|c| {
                    if mask >> (r * cols + c) & 1 == 1 {
                        '.'
                    } else {
                        '#'
                    }
                })
                .collect()
        })
        .collect();
    text.join("/").parse().unwrap()
}

/// Every rectangle up to 25 cells has the value cgt-py computes for it
/// (`fixtures/partisan/domineering-rectangles.tsv`).
#[test]
fn rectangles_have_cgt_py_values() {
    let table = include_str!("../../../fixtures/partisan/domineering-rectangles.tsv");
    let (mut g, mut memo) = (Games::new(), Memo::default());
    let mut checked = 0;
    for line in table.lines().filter(|l| !l.starts_with('#')) {
        let (size, value) = line.split_once('\t').unwrap();
        let (r, c) = size.split_once('x').unwrap();
        let (r, c): (usize, usize) = (r.parse().unwrap(), c.parse().unwrap());
        if r * c > 25 {
            continue;
        }
        let board: Domineering = vec![".".repeat(c); r].join("/").parse().unwrap();
        let want = g.parse(value).unwrap();
        assert_eq!(board.value(&mut g, &mut memo), want, "{size}");
        checked += 1;
    }
    assert_eq!(checked, 25);
}

#[test]
fn outcome_classes_agree_with_a_plain_search() {
    let mut g = Games::new();
    let mut memo = Memo::default();
    let mut plain = HashMap::new();
    let mut boards: Vec<Domineering> = Vec::new();
    for (rows, cols) in [(3, 3), (2, 4), (4, 2)] {
        boards.extend((0..1u64 << (rows * cols)).map(|m| board(rows, cols, m)));
    }
    let mut state = 0x1234_5678_9abc_def1u64;
    for _ in 0..60 {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        boards.push(board(4, 4, state & 0xffff));
    }
    for d in &boards {
        let v = d.value(&mut g, &mut memo);
        let expected = search::searched_outcome(d, &mut plain);
        assert_eq!(g.outcome(v), expected, "{d}");
    }
}

#[test]
fn bad_positions_are_one_line_errors() {
    for (text, why) in [
        ("", "no rows"),
        ("../.", "row 2"),
        ("..x", "none of"),
        (&"......./".repeat(6), "more than the limit"),
        (&".".repeat(65), "more than the limit"),
    ] {
        let e = text.parse::<Domineering>().unwrap_err().to_string();
        assert!(e.contains(why) && !e.contains('\n'), "{e}");
    }
}

/// The 6 x 6 board's value as `solve --game domineering --json` gives it (five minutes of
/// search, `fixtures/partisan/domineering-6x6.json`): read back, its temperature theory,
/// outcome and birthday are the ones stored with it.
#[test]
fn the_six_by_six_value_reads_back_with_its_temperature_theory() {
    let text = include_str!("../../../fixtures/partisan/domineering-6x6.json");
    let json: serde_json::Value = serde_json::from_str(text).unwrap();
    let field = |key: &str| -> String {
        match &json[key] {
            serde_json::Value::String(s) => s.clone(),
            other => other.to_string(),
        }
    };
    let mut g = Games::new();
    let v = g.parse(&field("value")).unwrap();
    let th = g.thermograph(v);
    assert_eq!(g.birthday(v).to_string(), field("birthday"));
    assert_eq!(th.temperature.to_string(), field("temperature"));
    assert_eq!(th.mean.to_string(), field("mean"));
    assert_eq!(g.left_stop(v).to_string(), field("left_stop"));
    assert_eq!(g.right_stop(v).to_string(), field("right_stop"));
    assert_eq!(g.outcome(v).to_string(), field("outcome"));
    let reduced = g.reduced(v);
    assert_eq!(g.name(reduced), field("reduced"));
}
