//! Every search a user starts is bounded: past `--time-limit` it ends with one line naming
//! what ran out, and an answer that needs no search comes at once, whatever its size.

use std::process::{Command, Output};
use std::time::{Duration, Instant};

/// Runs `dresher ARGS`, which must end within `within`.
fn run(args: &[&str], within: Duration) -> Output {
    let start = Instant::now();
    let o = Command::new(env!("CARGO_BIN_EXE_dresher"))
        .args(args)
        .output()
        .unwrap();
    assert!(
        start.elapsed() < within,
        "{args:?} took {:?}",
        start.elapsed()
    );
    o
}

/// Runs `dresher ARGS`, given `--time-limit 1`: it must fail within 15 s with the one line
/// naming the time limit.
fn stopped_at_one_second(args: &[&str]) {
    let o = run(args, Duration::from_secs(15));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(!o.status.success(), "{args:?}");
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    assert!(
        err.contains("stopped at the time limit of 1 s"),
        "{args:?}: {err}"
    );
}

#[test]
fn hopeless_ruleset_boards_stop_at_the_time_limit_with_one_line() {
    let snort = ["........"; 8].join("/");
    let clobber = ["xoxoxoxo", "oxoxoxox"].repeat(4).join("/");
    let strip = format!("{}{}{}", "T".repeat(10), ".".repeat(20), "F".repeat(10));
    for (game, position) in [
        ("snort", &snort),
        ("clobber", &clobber),
        ("toads-and-frogs", &strip),
    ] {
        let args = [
            "solve",
            "--game",
            game,
            "--position",
            position,
            "--time-limit",
            "1",
        ];
        stopped_at_one_second(&args);
    }
}

#[test]
fn answers_that_need_no_search_come_at_once() {
    let json = |args: &[&str]| -> serde_json::Value {
        let o = run(args, Duration::from_secs(10));
        assert!(
            o.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
        serde_json::from_slice(&o.stdout).unwrap()
    };
    let star = json(&[
        "solve",
        "--game",
        "surreal",
        "--expr",
        "*18446744073709551615",
        "--json",
    ]);
    assert_eq!(star["atomic_weight"], "0");
    assert_eq!(star["birthday"], 18446744073709551615u64);
    let big = json(&[
        "solve",
        "--game",
        "surreal",
        "--expr",
        "{100000000000000000000|0}",
        "--json",
    ]);
    assert_eq!(big["birthday"], "100000000000000000001");
    let row = format!("..{}", "#".repeat(62));
    let row = json(&["solve", "--game", "domineering", "--grid", &row, "--json"]);
    assert_eq!(row["value"], "-1");
}

#[test]
fn long_solves_stop_at_the_time_limit_with_one_line() {
    let cases: [&[&str]; 4] = [
        &["--game", "guessing", "--n", "900"],
        &["--game", "goofspiel", "--n", "6", "--exact"],
        &["--game", "goofspiel", "--n", "6", "--state", ""],
        &["--game", "goofspiel", "--n", "12"],
    ];
    for case in cases {
        let args = [&["solve"], case, &["--time-limit", "1"]].concat();
        let o = run(&args, Duration::from_secs(15));
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(!o.status.success(), "{case:?}");
        // Progress lines may come first (a long certified solve's levels); the error is one.
        let errors: Vec<&str> = err.lines().filter(|l| l.starts_with("error:")).collect();
        assert_eq!(errors.len(), 1, "{case:?}: {err}");
        assert!(
            errors[0].ends_with("stopped at the time limit of 1 s"),
            "{case:?}: {err}"
        );
        assert_eq!(err.lines().last(), Some(errors[0]), "{case:?}: {err}");
    }
}

#[test]
fn lp_solves_stop_at_the_time_limit_with_one_line() {
    // Dresher's simplex in rationals on a 150 x 150 game of scrambled payoffs: about 30 s
    // of pivots in a release build.
    let dir = std::env::temp_dir().join(format!("dresher-budget-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let nfg = dir.join("big.nfg");
    let n: u64 = 150;
    let payoffs = (0..n * n).map(|k| (k.wrapping_mul(2654435761) >> 7) as i64 % 201 - 100);
    let cells: Vec<String> = payoffs
        .flat_map(|v| [v.to_string(), (-v).to_string()])
        .collect();
    let text = format!(
        "NFG 1 R \"g\" {{ \"1\" \"2\" }} {{ {n} {n} }}\n{}\n",
        cells.join(" ")
    );
    std::fs::write(&nfg, text).unwrap();
    let cases: [&[&str]; 2] = [
        &[
            "--game",
            "matrix",
            "--nfg",
            nfg.to_str().unwrap(),
            "--method",
            "dresher",
        ],
        &[
            "--game", "nhg", "--m", "2", "--n", "2", "--spider", "2,2000",
        ],
    ];
    for case in cases {
        let args = [&["solve"], case, &["--time-limit", "1"]].concat();
        stopped_at_one_second(&args);
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn every_sweep_stops_at_its_time_limit_and_says_how_to_resume() {
    let dir = std::env::temp_dir().join(format!("dresher-sweep-budget-{}", std::process::id()));
    for (game, size) in [
        (
            "guessing",
            ["--from", "2000", "--to", "2001", "--cold"].as_slice(),
        ),
        ("goofspiel", &["--from", "13", "--to", "13"]),
        ("nhg-line", &["--p-max", "2000"]),
        ("nhg-spider", &["--m-max", "60"]),
    ] {
        let out = dir.join(game).display().to_string();
        let mut args = vec!["sweep", "--game", game, "--out", &out, "--time-limit", "1"];
        args.extend(size);
        let o = run(&args, Duration::from_secs(30));
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(!o.status.success(), "{args:?}");
        let last = err.lines().last().unwrap_or_default();
        let said = format!(
            "error: sweep --game {game}: stopped at the time limit of 1 s; rerun the same command to resume"
        );
        assert!(last.starts_with(&said), "{args:?}: {err}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn races_stop_at_their_time_limit_and_huge_seed_counts_are_refused_at_once() {
    stopped_at_one_second(&[
        "race",
        "--game",
        "coin",
        "--p",
        "0.5",
        "--eps",
        "0.0001",
        "--unbounded",
        "--time-limit",
        "1",
    ]);
    stopped_at_one_second(&[
        "race",
        "--game",
        "guessing",
        "--n",
        "3000",
        "--a",
        "optimal",
        "--time-limit",
        "1",
    ]);
    let dir = std::env::temp_dir().join(format!("dresher-race-budget-{}", std::process::id()));
    let out = dir.display().to_string();
    stopped_at_one_second(&[
        "report",
        "--game",
        "racing",
        "--out",
        &out,
        "--races",
        "1000000",
        "--time-limit",
        "1",
    ]);
    let _ = std::fs::remove_dir_all(&dir);
    let o = run(
        &[
            "race",
            "--game",
            "guessing",
            "--n",
            "10",
            "--best-seeds",
            "100000000000",
        ],
        Duration::from_secs(5),
    );
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(!o.status.success());
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("at most 1000000 seeds"), "{err}");
}
