//! Impossible or endless work is refused before it starts: a one-line error
//! within a second, and nothing written.

use std::process::Command;
use std::time::{Duration, Instant};

/// Runs `dresher ARGS`, which must fail at once with one line on stderr naming `expected`.
fn refused(args: &[&str], expected: &str) {
    let start = Instant::now();
    let o = Command::new(env!("CARGO_BIN_EXE_dresher"))
        .args(args)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(!o.status.success(), "{args:?} was accepted");
    assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    assert!(err.contains(expected), "{args:?}: {err}");
    assert!(
        start.elapsed() < Duration::from_secs(2),
        "{args:?} took {:?}",
        start.elapsed()
    );
}

#[test]
fn out_of_limits_requests_are_refused_up_front() {
    let out = std::env::temp_dir().join(format!("dresher-limits-{}", std::process::id()));
    let out = out.to_str().unwrap();
    refused(
        &[
            "sweep", "--game", "guessing", "--from", "4090", "--to", "5000", "--out", out,
        ],
        "exceeds the guessing game's supported maximum N = 4096",
    );
    assert!(
        !std::path::Path::new(out).exists(),
        "the refused sweep wrote {out}"
    );
    refused(
        &["race", "--game", "coin", "--p", "0.5", "--eps", "0.0000001"],
        "over the default budget",
    );
    refused(
        &["solve", "--game", "goofspiel", "--n", "16"],
        "of memory and",
    );
    refused(
        &["solve", "--game", "guessing", "--n", "-3"],
        "invalid value '-3'",
    );
    refused(&["race", "--game", "coin", "--p", "-0.1"], "p");
}

#[test]
fn each_verb_lists_only_its_games() {
    let help = |verb: &str| {
        let o = Command::new(env!("CARGO_BIN_EXE_dresher"))
            .args([verb, "--help"])
            .output()
            .unwrap();
        String::from_utf8_lossy(&o.stdout).into_owned()
    };
    let solve = help("solve");
    assert!(
        solve.contains("- goofspiel:") && !solve.contains("- nhg-line:"),
        "{solve}"
    );
    assert!(!solve.contains("- coin:"), "{solve}");
    let generate = help("generate");
    assert!(generate.contains("- eternity") || generate.contains("[possible values: eternity]"));
    assert!(!generate.contains("matrix"), "{generate}");
}
