//! `dresher solve --game surreal --expr` with loopy games: CGSuite's notation in and out.

use std::process::{Command, Output};

fn dresher(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_dresher"))
        .args(args)
        .output()
        .unwrap()
}

fn json(expr: &str) -> serde_json::Value {
    run(&["solve", "--game", "surreal", "--expr", expr, "--json"])
}

#[test]
fn loopy_expressions_get_cgsuites_values_and_outcomes() {
    // The manual's examples and CGSuite 2.x's test suite (CanonicalStopperTestCase,
    // SidedValueTestCase).
    for (expr, value, outcome) in [
        ("a{0|a}", "over", "L"),
        ("{pass|3/2}", "3/2under", "L"),
        ("{pass|*}", "^[on]", "L"),
        ("on+off", "dud", "D"),
        ("{0|{dud|},*}", "^ & v*", "NHat"),
        // Bach's carousel, whose sides are not stoppers.
        (
            "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}",
            "a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0}",
            "N",
        ),
    ] {
        let v = json(expr);
        assert_eq!(
            (v["value"].as_str(), v["outcome"].as_str()),
            (Some(value), Some(outcome)),
            "{expr}"
        );
    }
    let v = json("a{1||a|0}");
    assert_eq!(
        (v["onside"].as_str(), v["offside"].as_str()),
        (Some("2"), Some("+-1"))
    );
    assert_eq!(v["stopper"], false);
}

#[test]
fn loopy_games_that_cannot_be_valued_are_one_line_errors() {
    for expr in ["{pass|", "a{0|b}", "{1|0+pass}"] {
        let o = dresher(&["solve", "--game", "surreal", "--expr", expr]);
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(
            !o.status.success() && err.lines().count() == 1,
            "{expr}: {err}"
        );
    }
    let o = dresher(&[
        "solve", "--game", "surreal", "--expr", "over", "--cool", "1",
    ]);
    assert!(String::from_utf8_lossy(&o.stderr).contains("short games"));
}

fn run(args: &[&str]) -> serde_json::Value {
    let o = dresher(args);
    assert!(
        o.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    serde_json::from_slice(&o.stdout).unwrap()
}

#[test]
fn fox_and_geese_and_backsliding_strips_are_valued() {
    // CGSuite 2.x's GameGridTest: four geese on row 4, the fox at (1,1), and the Ceylonese
    // fox; a ten-column board.
    let geese = "4,2 4,4 4,6 4,8";
    let plain = [
        "solve",
        "--game",
        "fox-and-geese",
        "--geese",
        geese,
        "--fox",
        "1,1",
        "--json",
    ];
    assert_eq!(run(&plain)["value"], "{4*|7/2}");
    let ceylonese = [&plain[..], &["--ceylonese"]].concat();
    assert_eq!(
        run(&ceylonese)["value"],
        "{9||4v[on]*|5/2*|||3|5/2*,5/2v||5/2}"
    );
    let wide = [
        "solve",
        "--game",
        "fox-and-geese",
        "--geese",
        "3,1 3,3 3,5 3,7 3,9",
        "--fox",
        "1,9",
        "--width",
        "10",
        "--json",
    ];
    assert_eq!(run(&wide)["value"], "{6over|5*}");
    let strip = [
        "solve",
        "--game",
        "backsliding-toads-and-frogs",
        "--position",
        "t.f",
        "--json",
    ];
    assert_eq!(run(&strip)["value"], "0");
    // CGSuite 2.x's GameStripTest.
    let start = [&strip[..3], &["--position", "ttt..fff", "--json"]].concat();
    assert_eq!(run(&start)["value"], "{on||0|-1/2} & {1/2|0||off}");
    for bad in [
        &[
            "solve",
            "--game",
            "fox-and-geese",
            "--geese",
            "4,2",
            "--fox",
            "1,2",
        ][..],
        &[
            "solve",
            "--game",
            "fox-and-geese",
            "--geese",
            "4,2 4,2",
            "--fox",
            "1,1",
        ],
        &["solve", "--game", "fox-and-geese", "--fox", "1,1"],
        &[
            "solve",
            "--game",
            "backsliding-toads-and-frogs",
            "--position",
            "tx",
        ],
    ] {
        let o = dresher(bad);
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(
            !o.status.success() && err.lines().count() == 1,
            "{bad:?}: {err}"
        );
    }
}

#[test]
fn loopy_games_compare_side_by_side() {
    // over is a positive infinitesimal; dud (on & off) is confused with 0; a label and a
    // pass write the same game.
    for (g, h, sign) in [
        ("over", "0", ">"),
        ("over", "1/1024", "<"),
        ("on", "1000", ">"),
        ("dud", "0", "||"),
        ("a{0|a}", "{0|pass}", "="),
        // Bach's carousel, whose sides are not stoppers, still compares: with 0 among both
        // players' options, whoever moves first in it wins, so it is confused with 0.
        ("a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}", "0", "||"),
        (
            "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}",
            "b{0,{1|1,{*,{1+*|1+*,b}|*}}|0}",
            "=",
        ),
    ] {
        let o = dresher(&["compare", g, h]);
        assert_eq!(
            String::from_utf8_lossy(&o.stdout).trim(),
            sign,
            "{g} vs {h}"
        );
    }
}
