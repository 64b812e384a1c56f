//! The build without HiGHS and CaDiCaL (`cargo build -p dresher --no-default-features`, the
//! one `cargo xtask` runs for the guessing game's tasks): the guessing sweep certifies on the
//! dense master alone, every value the fixture's, and what needs a missing back end says so
//! in one line. Compiled in that build only; `cargo xtask test` runs it there.
#![cfg(not(any(feature = "highs", feature = "sat")))]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn dresher(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_dresher"))
        .args(args)
        .output()
        .unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("dresher-lean-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn fixture(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../fixtures")
        .join(path)
}

#[test]
fn the_guessing_sweep_certifies_every_value_of_the_fixture_without_highs() {
    let dir = scratch("sweep");
    let (results, merged) = (dir.join("results"), dir.join("merged"));
    let o = dresher(&[
        "sweep",
        "--game",
        "guessing",
        "--to",
        "60",
        "--out",
        results.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(text(&o.stdout).contains("60 of 60 N certified"));
    // Export re-checks each record exactly and refuses a value that differs from the one the
    // fixture holds for its N.
    std::fs::create_dir_all(&merged).unwrap();
    std::fs::copy(
        fixture("guessing/values.jsonl"),
        merged.join("values.jsonl"),
    )
    .unwrap();
    let (from, to) = (results.to_str().unwrap(), merged.to_str().unwrap());
    let e = dresher(&["export", "--game", "guessing", "--dir", from, "--out", to]);
    let said = text(&e.stdout);
    assert!(e.status.success(), "{said}{}", text(&e.stderr));
    assert!(said.contains("0 new, 60 unchanged"), "{said}");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn what_needs_a_missing_back_end_says_so_in_one_line() {
    let puzzle = fixture("eternity/4x4-seed1.txt");
    let puzzle = puzzle.to_str().unwrap();
    let asks: [(&[&str], &str); 3] = [
        (
            &[
                "bench", "guessing", "--from", "5", "--to", "6", "--master", "highs",
            ],
            "HiGHS is not in this build",
        ),
        (
            &[
                "solve", "--game", "eternity", "--puzzle", puzzle, "--method", "sat",
            ],
            "this build has no CaDiCaL",
        ),
        (
            &[
                "solve", "--game", "eternity", "--puzzle", puzzle, "--method", "milp",
            ],
            "this build has no good_lp + HiGHS",
        ),
    ];
    for (args, why) in asks {
        let o = dresher(args);
        let err = text(&o.stderr);
        assert!(!o.status.success(), "{args:?}");
        assert!(err.contains(why), "{args:?}: {err}");
        assert_eq!(err.trim().lines().count(), 1, "{args:?}: {err}");
    }
}

#[test]
fn matrix_games_and_backtracking_need_no_cpp() {
    let rps = fixture("matrix/rps.nfg");
    let o = dresher(&["solve", "--game", "matrix", "--nfg", rps.to_str().unwrap()]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert!(text(&o.stdout).contains("value: 0 "), "{}", text(&o.stdout));
    let puzzle = fixture("eternity/4x4-seed1.txt");
    let o = dresher(&[
        "solve",
        "--game",
        "eternity",
        "--puzzle",
        puzzle.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", text(&o.stderr));
}
