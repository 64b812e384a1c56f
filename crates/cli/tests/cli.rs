//! The `dresher` binary end to end: sweep, resume, verify, tampering, bad input.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::json;

fn dresher(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_dresher"))
        .args(args)
        .output()
        .unwrap()
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("dresher-cli-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

#[test]
fn sweep_verify_resume_and_tamper() {
    let dir = scratch("sweep");
    let d = dir.to_str().unwrap();
    let o = dresher(&["sweep", "--game", "guessing", "--to", "12", "--out", d]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("12 of 12 N certified"));
    let v = dresher(&["verify", "--game", "guessing", "--dir", d]);
    assert_eq!(stdout(&v).trim(), "12 passed, 0 failed");
    // V(12) as published (OEIS A286676 / A286677).
    let twelve = std::fs::read_to_string(dir.join("12.json")).unwrap();
    assert!(twelve.contains("\"value\":\"1461/470\""));
    // Tamper with one value: verify names it and fails; a rerun of the sweep repairs it.
    std::fs::write(dir.join("7.json"), twelve.replace("\"n\":12", "\"n\":7")).unwrap();
    let v = dresher(&["verify", "--game", "guessing", "--dir", d]);
    assert!(!v.status.success());
    assert!(stdout(&v).contains("11 passed, 1 failed"), "{}", stdout(&v));
    let o = dresher(&[
        "sweep", "--game", "guessing", "--to", "12", "--out", d, "--jobs", "1",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    // Only the tampered N is solved again, and the log (no terminal: no bar) says so.
    let log = stderr(&o);
    assert!(
        log.contains("N = 7: value 2.555555555556 certified"),
        "{log}"
    );
    assert_eq!(log.matches(" certified (").count(), 1, "{log}");
    assert_eq!(
        stdout(&dresher(&["verify", "--game", "guessing", "--dir", d])).trim(),
        "12 passed, 0 failed"
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn report_guessing_reproduces_table_3_1_and_draws_its_figures() {
    let dir = scratch("report-in");
    let out = scratch("report-out");
    let (d, o) = (dir.to_str().unwrap(), out.to_str().unwrap());
    let s = dresher(&["sweep", "--game", "guessing", "--to", "23", "--out", d]);
    assert!(s.status.success(), "{}", stderr(&s));
    // From the repository's root, where the report finds the fixture's table.
    let r = Command::new(env!("CARGO_BIN_EXE_dresher"))
        .args(["report", "--game", "guessing", "--dir", d, "--out", o])
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
        .output()
        .unwrap();
    assert!(r.status.success(), "{}", stderr(&r));
    let report = std::fs::read_to_string(out.join("report.md")).unwrap();
    // Table 3.1 of seed 000 up to 5 guesses, against the most guesses of our certified mixes.
    for row in [
        "| 3 | 3-4 | 3-4 |",
        "| 4 | 5-10 | 5-10 |",
        "| 5 | 11-23 | 11-23 |",
    ] {
        assert!(report.contains(row), "{row} missing from\n{report}");
    }
    for fig in [
        "fig3_1_alice_heatmap_40",
        "fig3_3_alice_heatmap_300",
        "fig3_5_iterations",
    ] {
        let svg = std::fs::read_to_string(out.join(format!("{fig}.svg"))).unwrap();
        assert!(svg.starts_with("<svg"), "{fig}");
    }
    // V(N) and the most guesses reach the fixture's last N, past the records' 23.
    let table = guessing::read_table(
        &Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../..")
            .join(guessing::DEFAULT_FILE),
    )
    .unwrap();
    let last = table.last().unwrap().n;
    for fig in ["value_per_n", "max_guesses_per_n"] {
        let svg = std::fs::read_to_string(out.join(format!("{fig}.svg"))).unwrap();
        assert!(svg.contains(&format!("N = 1..{last}")), "{fig}");
    }
    // Figure 3.6 comes from a plain run at N = 100, solved by the report itself.
    let bounds = std::fs::read_to_string(out.join("fig3_6_bounds_100.svg")).unwrap();
    assert!(bounds.contains("best response (lower bound)"));
    // Figure 3.4 needs N = 253, which this sweep does not hold.
    assert!(!out.join("fig3_4_alice_253.svg").exists());
    std::fs::remove_dir_all(dir).unwrap();
    std::fs::remove_dir_all(out).unwrap();
}

#[test]
fn solve_guessing_json_is_a_record() {
    let o = dresher(&["solve", "--game", "guessing", "--n", "5", "--json"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let record: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(record["value"], "20/9");
    assert_eq!(record["certified"], true);
}

/// The DP benchmark times the float DPs on both kinds of weights and the exact DP on big
/// integers, each pair checked to agree (a disagreement fails the run).
#[test]
fn bench_knuth_times_the_float_and_the_exact_dps() {
    let o = dresher(&[
        "bench", "knuth", "--n", "40", "--repeat", "3", "--digits", "60",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    assert!(
        lines[0].contains("asymmetric") && lines[0].ends_with("same trees"),
        "{out}"
    );
    assert!(lines[1].contains("mirror-symmetric"), "{out}");
    assert!(
        lines[2].contains("exact weights of 60 digits") && lines[2].ends_with("same trees"),
        "{out}"
    );
}

#[test]
fn bench_knuth_refuses_sizes_it_cannot_run() {
    for (flag, value, named) in [
        ("--n", "0", "at least 1"),
        ("--n", "5000", "at most 4096"),
        ("--digits", "1001", "at most 1000"),
    ] {
        let o = dresher(&["bench", "knuth", flag, value]);
        assert!(!o.status.success());
        let err = stderr(&o);
        assert!(err.contains(named) && err.lines().count() == 1, "{err}");
    }
}

#[test]
fn bench_guessing_reports_every_n_on_both_masters() {
    let o = dresher(&["bench", "guessing", "--from", "3", "--to", "6"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "master: dense", "{out}");
    assert!(lines[1].ends_with("fallbacks  value"), "{out}");
    let ns: Vec<&str> = lines[2..6]
        .iter()
        .map(|l| l.split_whitespace().next().unwrap())
        .collect();
    assert_eq!(ns, ["3", "4", "5", "6"]);
    // V(3..6) = 9/5, 2, 20/9, 12/5 (seed 000 §3.1; the values.jsonl fixture).
    let values: Vec<&str> = lines[2..6]
        .iter()
        .map(|l| l.split_whitespace().last().unwrap())
        .collect();
    assert_eq!(values, ["9/5", "2", "20/9", "12/5"]);
    assert!(lines[6].ends_with("total"), "{out}");
    let json = dresher(&[
        "bench", "guessing", "--from", "5", "--to", "6", "--master", "highs", "--json",
    ]);
    assert!(json.status.success(), "{}", stderr(&json));
    let rows: Vec<serde_json::Value> = stdout(&json)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0]["value"], "20/9");
    for key in [
        "n",
        "master_solves",
        "master_s",
        "pricing_s",
        "certify_s",
        "total_s",
    ] {
        assert!(rows[1].get(key).is_some(), "no {key} in {}", rows[1]);
    }
    let plain = dresher(&[
        "bench",
        "guessing",
        "--from",
        "3",
        "--to",
        "4",
        "--method",
        "plain",
        "--blend",
        "0.5,0.6,0.7",
    ]);
    assert!(!plain.status.success());
    assert_eq!(stderr(&plain).lines().count(), 1, "{}", stderr(&plain));
}

#[test]
fn solve_matrix_prints_value_and_certificate() {
    let nfg = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/matrix/rps.nfg");
    let o = dresher(&["solve", "--game", "matrix", "--nfg", nfg.to_str().unwrap()]);
    let out = stdout(&o);
    assert!(out.contains("value: 0"), "{out}");
    assert!(out.contains("certified: true"));
    assert!(out.contains("Rock      1/3"));
}

#[test]
fn bad_input_gives_one_line_errors() {
    // One command line each (split at spaces); the first and the second last give a flag of
    // another game, the last a verb the game does not have.
    let cases = [
        "race --game coin --n 3",
        "solve --game guessing --n 0",
        "solve --game guessing --n 100000",
        "solve --game guessing",
        "solve --game matrix --nfg /nonexistent.nfg",
        "sweep --game guessing --from 9 --to 3",
        "sweep --game guessing --to 5 --jobs 7",
        "verify --game guessing --dir /nonexistent-dir",
        "solve --game easy-chase --n 1 --white 1,1 --black 1,2",
        "solve --game easy-chase --n 21 --white 1,1 --black 1,2",
        "solve --game easy-chase --n 4 --white 5,1 --black 1,2",
        "solve --game easy-chase --n 4 --white 2,2 --black 2,2",
        "solve --game easy-chase --n 4 --white 2;2 --black 1,1",
        "solve --game easy-chase --n 4 --white 1,1",
        "solve --game procrastination --c1 W,WX --c2 B",
        "solve --game procrastination --c1 W",
        "solve --game surreal --left 1/3",
        "solve --game surreal --left {0|",
        "solve --game surreal",
        "solve --game surreal --expr * --cool -1",
        "solve --game surreal --expr * --cool x",
        "solve --game surreal --expr * --heat 1/3",
        "solve --game surreal --expr * --compare {0|",
        "solve --game surreal --ruleset domineering --position ..x",
        "solve --game surreal --ruleset domineering --position ../. --expr *",
        "race --game coin --p 2",
        "race --game coin --eps 0.7",
        "race --game guessing --n 10 --hider 11",
        "race --game guessing --n 10 --best-seeds 3 --keep 4",
        "race --game matrix",
        "solve --game racing --delta 0",
        "solve --game nhg --m 0 --n 1 --p 3",
        "solve --game nhg --m 5 --n 1 --p 3",
        "solve --game nhg --m 2 --p 3",
        "solve --game nhg --m 2 --n 2 --p 3 --spider 2,2",
        "solve --game nhg --m 2 --n 2 --spider 2",
        "solve --game nhg --m 9 --n 2 --spider 2,2",
        "solve --game nhg --m 2 --n 2 --tree /nonexistent-tree.txt",
        "verify --game nhg-line --dir /nonexistent-dir",
        "sweep --game nhg-line --p-max 0",
        "solve --game goofspiel --n 0",
        "solve --game goofspiel --n 9 --exact",
        "solve --game goofspiel --n 17",
        "solve --game goofspiel",
        "solve --game goofspiel --n 7 --payoff win-loss --exact",
        "solve --game goofspiel --n 3 --payoff win",
        "solve --game goofspiel --n 3 --state 1:1/2,1:2/3",
        "solve --game goofspiel --n 7 --state 1",
        "solve --game matrix --nfg x.nfg --white 1,1",
        "sweep --game surreal --to 3",
        // Endless inputs: refused at the reader's cap, not read into memory whole.
        "solve --game matrix --nfg /dev/zero",
        "solve --game nhg --m 2 --n 2 --tree /dev/zero",
        "solve --game eternity --puzzle /dev/zero",
    ];
    for line in cases {
        let args: Vec<&str> = line.split_whitespace().collect();
        let o = dresher(&args);
        assert!(!o.status.success(), "{args:?} should fail");
        let err = stderr(&o);
        assert!(
            err.starts_with("error: ") && err.trim().lines().count() == 1,
            "{args:?}: {err}"
        );
        assert!(!err.contains("panicked"));
        if line.contains("/dev/zero") {
            assert!(err.contains("/dev/zero is larger than"), "{err}");
        }
    }
}

#[test]
fn easy_chase_official_examples() {
    for (n, white, black, answer) in [
        ("2", "1,1", "2,2", "BLACK 2"),
        ("2", "2,2", "1,2", "WHITE 1"),
        ("3", "1,1", "3,3", "BLACK 6"),
    ] {
        let o = dresher(&[
            "solve",
            "--game",
            "easy-chase",
            "--n",
            n,
            "--white",
            white,
            "--black",
            black,
        ]);
        assert!(o.status.success(), "{}", stderr(&o));
        assert_eq!(stdout(&o).trim(), answer);
    }
    let o = dresher(&[
        "solve",
        "--game",
        "easy-chase",
        "--n",
        "3",
        "--white",
        "1,1",
        "--black",
        "3,3",
        "--json",
    ]);
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(
        (v["winner"].as_str(), v["moves"].as_u64()),
        (Some("BLACK"), Some(6))
    );
}

#[test]
fn procrastination_compares_both_ways() {
    let run = |c1: &str, c2: &str| {
        let o = dresher(&["solve", "--game", "procrastination", "--c1", c1, "--c2", c2]);
        assert!(o.status.success(), "{}", stderr(&o));
        stdout(&o)
    };
    let out = run("W,WB,BBW", "B,WW,BW");
    assert!(out.lines().any(|l| l == "C1 >= C2: false"), "{out}");
    assert!(out.contains("= 0\n") && out.contains("= 1/2\n"), "{out}");
    assert!(run("B,WW,BW", "W,WB,BBW")
        .lines()
        .any(|l| l == "C1 >= C2: true"));
}

#[test]
fn surreal_prints_numbers_and_canonical_forms() {
    let run = |args: &[&str]| {
        let mut all = vec!["solve", "--game", "surreal"];
        all.extend_from_slice(args);
        let o = dresher(&all);
        assert!(o.status.success(), "{}", stderr(&o));
        stdout(&o)
    };
    assert!(run(&["--left", "0,1/2", "--right", "1"]).starts_with("{0,1/2|1} = 3/4\n"));
    assert!(run(&["--left", "1", "--right", "-1"]).contains("not a number"));
    assert!(run(&["--expr", "up+up+*"]).starts_with("up+up+* = ^^*\n"));
    let v: serde_json::Value =
        serde_json::from_str(&run(&["--left", "0", "--right", "0", "--json"])).unwrap();
    assert_eq!(v["value"], "*");
    assert_eq!(v["is_number"], false);
}

#[test]
fn surreal_prints_temperature_theory_and_draws_the_thermograph() {
    let dir = scratch("thermograph");
    std::fs::create_dir_all(&dir).unwrap();
    let stem = dir.join("th");
    let o = dresher(&[
        "solve",
        "--game",
        "surreal",
        "--expr",
        "{3|-1}",
        "--cool",
        "2",
        "--heat",
        "1",
        "--compare",
        "1",
        "--json",
        "--svg",
        stem.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    // Siegel's switch {x|y}: mean (x + y)/2, temperature (x - y)/2; cooled by 2, 1*.
    assert_eq!((&v["mean"], &v["temperature"]), (&json!("1"), &json!("2")));
    assert_eq!(
        (&v["left_stop"], &v["right_stop"]),
        (&json!("3"), &json!("-1"))
    );
    assert_eq!(v["cooled"], serde_json::json!({"by": "2", "value": "1*"}));
    assert_eq!(v["heated"]["value"], "{4|-2}");
    assert_eq!(v["compare"], "G || 1");
    assert_eq!(
        v["thermograph"]["left"][1],
        json!({"from": "2", "at": "1", "slope": 0})
    );
    assert!(std::fs::read_to_string(stem.with_extension("svg"))
        .unwrap()
        .contains("Thermograph of {3|-1}"));
    // A sum whose canonical form is long is named by what was asked, not clipped.
    let long = "{3|-1}+{5|-5}+{7|-2}+{11|-11}+{13|-13}";
    let o = dresher(&[
        "solve",
        "--game",
        "surreal",
        "--expr",
        long,
        "--svg",
        stem.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let svg = std::fs::read_to_string(stem.with_extension("svg")).unwrap();
    assert!(svg.contains(&format!("Thermograph of {long}\n")), "{svg}");
    std::fs::remove_dir_all(&dir).unwrap();
    let o = dresher(&[
        "solve",
        "--game",
        "surreal",
        "--ruleset",
        "domineering",
        "--position",
        "../..",
    ]);
    assert!(
        stdout(&o).starts_with("domineering ../.. = +-1\n"),
        "{}",
        stderr(&o)
    );
    // The 3 x 3 board is +-1 (Winning Ways ch. 5), in the grid notation cgt-py uses.
    let o = dresher(&[
        "solve",
        "--game",
        "domineering",
        "--grid",
        "...|...|...",
        "--json",
    ]);
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(
        (&v["game"], &v["value"]),
        (&json!("domineering"), &json!("+-1"))
    );
    assert_eq!(
        (&v["temperature"], &v["reduced"]),
        (&json!("1"), &json!("+-1"))
    );
}

#[test]
fn racing_bounds_are_name_value_lines() {
    let o = dresher(&[
        "solve", "--game", "racing", "--eps", "0.01", "--delta", "0.05",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    for line in [
        "hoeffding_every_game_n_max: 74540",
        "hoeffding_squares_t_max: 45369",
        "bernstein_squares_t_min: 64",
    ] {
        assert!(out.lines().any(|l| l == line), "{line} missing from\n{out}");
    }
}

#[test]
fn races_name_the_better_player_and_check_the_exact_mean() {
    let o = dresher(&["race", "--game", "coin", "--p", "0.6", "--json"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["result"]["decision"], "First");
    assert_eq!(v["verdict_correct"], true);
    // A fair coin raced to precision: no winner is named, and the text says so.
    let o = dresher(&[
        "race",
        "--game",
        "coin",
        "--p",
        "0.5",
        "--algorithm",
        "lebr",
        "--eps",
        "0.02",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let said = stdout(&o);
    assert!(
        said.contains("verdict: no difference larger than 2 x eps = 0.04"),
        "{said}"
    );
    assert!(
        said.contains("stopped: precise") && !said.contains("winner"),
        "{said}"
    );
    let o = dresher(&[
        "race",
        "--game",
        "coin",
        "--p",
        "0.52",
        "--max-games",
        "0",
        "--json",
    ]);
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(
        (&v["winner"], &v["result"]["decision"]),
        (&json!(null), &json!("Undecided"))
    );
    assert_eq!(
        (&v["verdict_correct"], &v["interval_holds_mean"]),
        (&json!(null), &json!(true))
    );
    // Bisection beats linear search on uniform keys: linear needs fewer guesses on keys 1, 2
    // and 4 of the 30 and as many on key 3, so the exact mean is (3 + 1/2) / 30 = 7/60.
    let o = dresher(&[
        "race",
        "--game",
        "guessing",
        "--n",
        "30",
        "--a",
        "linear",
        "--b",
        "bisection",
        "--json",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["winner"], "bisection");
    assert_eq!(v["exact_mean"], "7/60");
    assert_eq!(v["verdict_correct"], true);
}

#[test]
fn racing_report_resumes_from_its_checkpoint() {
    let dir = scratch("racing");
    let d = dir.to_str().unwrap();
    let args = [
        "report",
        "--game",
        "racing",
        "--races",
        "40",
        "--gaps",
        "0,0.2",
        "--algorithms",
        "ilebr-star2",
        "--out",
        d,
    ];
    let first = dresher(&args);
    assert!(first.status.success(), "{}", stderr(&first));
    let table = std::fs::read_to_string(dir.join("validation.csv")).unwrap();
    assert_eq!(table.lines().count(), 3);
    assert!(dir.join("validation_errors.svg").exists());
    // A rerun finds both settings in the checkpoint and writes the same table.
    let again = dresher(&args);
    assert!(again.status.success());
    assert_eq!(
        std::fs::read_to_string(dir.join("validation.csv")).unwrap(),
        table
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn nhg_line_spider_and_tree() {
    let run = |args: &[&str]| {
        let mut all = vec!["solve", "--game", "nhg"];
        all.extend_from_slice(args);
        let o = dresher(&all);
        assert!(o.status.success(), "{args:?}: {}", stderr(&o));
        stdout(&o)
    };
    let v: serde_json::Value =
        serde_json::from_str(&run(&["--m", "7", "--n", "5", "--p", "15", "--json"])).unwrap();
    assert_eq!(v["value"], "7/3");
    assert_eq!(v["certified"], true);
    assert_eq!(v["strategy_1"][0], "1/3");
    // Theorem 2: m = 3 divides b + 1 = 6, so V = mn / (B (b + 1)) = 6 / 18 = 1/3.
    let v: serde_json::Value =
        serde_json::from_str(&run(&["--m", "3", "--n", "2", "--spider", "3,5", "--json"])).unwrap();
    assert_eq!(
        (v["value"].as_str(), v["certified_full_game"].as_bool()),
        (Some("1/3"), Some(true))
    );
    let tree = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/nhg/tree20.txt");
    let out = run(&["--m", "3", "--n", "2", "--tree", tree.to_str().unwrap()]);
    assert!(out.contains("certified: true"), "{out}");
    // A bad tree file names its problem.
    let dir = scratch("badtree");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("cycle.txt");
    std::fs::write(&file, "0 1\n1 2\n2 0\n").unwrap();
    let o = dresher(&[
        "solve",
        "--game",
        "nhg",
        "--m",
        "2",
        "--n",
        "2",
        "--tree",
        file.to_str().unwrap(),
    ]);
    assert!(stderr(&o).contains("closes a cycle"), "{}", stderr(&o));
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn nhg_line_sweep_resumes_and_verifies() {
    let dir = scratch("nhgline");
    let d = dir.to_str().unwrap();
    let o = dresher(&[
        "sweep", "--game", "nhg-line", "--p-max", "8", "--lp-max", "5", "--out", d,
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("204 games"), "{}", stdout(&o)); // 1 + 4 + ... + 64
    let v = dresher(&["verify", "--game", "nhg-line", "--dir", d]);
    // blocks p = 1..8
    assert_eq!(stdout(&v).trim(), "8 passed, 0 failed");
    // Tamper with one value: verify names it, and a rerun of the sweep does not keep it.
    let p7 = dir.join("p7.csv");
    let text = std::fs::read_to_string(&p7).unwrap();
    std::fs::write(&p7, text.replacen("7,7,7,7,", "7,7,7,6,", 1)).unwrap();
    let v = dresher(&["verify", "--game", "nhg-line", "--dir", d]);
    assert!(
        !v.status.success() && stdout(&v).contains("7 passed, 1 failed"),
        "{}",
        stdout(&v)
    );
    let again = dresher(&[
        "sweep", "--game", "nhg-line", "--p-max", "8", "--lp-max", "5", "--out", d,
    ]);
    assert!(again.status.success(), "{}", stderr(&again));
    assert_eq!(std::fs::read_to_string(&p7).unwrap(), text, "recomputed");
    // Missing, empty, header-only and truncated blocks fail by name, as does a file that
    // cannot be read; none passes as a block of no rows.
    std::fs::remove_file(dir.join("p2.csv")).unwrap();
    std::fs::write(dir.join("p3.csv"), "").unwrap();
    std::fs::write(
        dir.join("p4.csv"),
        "m,n,p,value,case,lower,upper,lp_value\n",
    )
    .unwrap();
    let p5 = std::fs::read_to_string(dir.join("p5.csv")).unwrap();
    std::fs::write(dir.join("p5.csv"), &p5[..p5.len() - 3]).unwrap();
    std::fs::create_dir(dir.join("p9.csv")).unwrap();
    let v = dresher(&["verify", "--game", "nhg-line", "--dir", d]);
    let out = stdout(&v);
    assert!(
        !v.status.success() && out.contains("4 passed, 5 failed"),
        "{out}"
    );
    for why in [
        "p2.csv: cannot read",
        "p3.csv: not a block",
        "p4.csv: 0 rows",
        "p5.csv: truncated",
        "p9.csv: cannot read",
    ] {
        assert!(out.contains(why), "{why}: {out}");
    }
    std::fs::remove_dir_all(dir).unwrap();
}

/// Conjecture (21) by closed-form strategies: every case of (20) with m <= 14 holds; a
/// torn block is redone on the rerun.
#[test]
fn nhg_spider_closed_form_sweep() {
    let dir = scratch("nhgclosed");
    let d = dir.to_str().unwrap();
    let args = [
        "sweep",
        "--game",
        "nhg-spider",
        "--closed-form",
        "--m-max",
        "14",
        "--out",
        d,
    ];
    let o = dresher(&args);
    assert!(o.status.success(), "{}", stderr(&o));
    // 380 cases for m <= 12 (checked against the exact LP in nhg), 120 + 144 more for 13, 14.
    assert!(stdout(&o).contains("| 644 | 644 | 0 |"), "{}", stdout(&o));
    let block = dir.join("closed-form/m14.csv");
    let text = std::fs::read_to_string(&block).unwrap();
    std::fs::write(&block, &text[..text.len() / 2]).unwrap();
    let o = dresher(&args);
    assert!(stdout(&o).contains("| 644 | 644 | 0 |"), "{}", stdout(&o));
    assert_eq!(std::fs::read_to_string(&block).unwrap().lines().count(), 2);
    // verify derives every block again, the LP sweep's too; a changed count is caught.
    let lp_args = ["sweep", "--game", "nhg-spider", "--m-max", "6", "--out", d];
    let lp = dresher(&lp_args);
    assert!(lp.status.success(), "{}", stderr(&lp));
    // A stored value changed (with its formula, so the row still "holds") is not kept: its
    // certificate no longer guarantees it, and the rerun solves that m again.
    let m6 = dir.join("m6.csv");
    let lp_text = std::fs::read_to_string(&m6).unwrap();
    let row = lp_text.lines().nth(1).unwrap();
    let f: Vec<&str> = row.split(',').collect();
    let forged = [&f[..5], &["99/7", "99/7"], &f[7..]].concat().join(",");
    std::fs::write(&m6, lp_text.replacen(row, &forged, 1)).unwrap();
    let lp = dresher(&lp_args);
    assert!(lp.status.success(), "{}", stderr(&lp));
    assert_eq!(
        std::fs::read_to_string(&m6).unwrap(),
        lp_text,
        "solved again"
    );
    let v = dresher(&["verify", "--game", "nhg-spider", "--dir", d]);
    assert_eq!(stdout(&v).trim(), "16 passed, 0 failed", "{}", stderr(&v));
    let text = std::fs::read_to_string(&block).unwrap();
    std::fs::write(&block, text.replace("total,14,144,", "total,14,145,")).unwrap();
    let v = dresher(&["verify", "--game", "nhg-spider", "--dir", d]);
    assert!(!v.status.success() && stdout(&v).contains("15 passed, 1 failed"));
    // The closed-form sweep trusts no stored block: its rerun proves m = 14 again.
    assert!(dresher(&args).status.success());
    let fixed = std::fs::read_to_string(&block).unwrap();
    assert!(fixed.contains("total,14,144,0,"), "{fixed}");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn goofspiel_first_move_json() {
    let o = dresher(&[
        "solve",
        "--game",
        "goofspiel",
        "--n",
        "3",
        "--exact",
        "--json",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["n"], 3);
    assert_eq!(v["certified"], true);
    assert_eq!(v["error_bound"], 0);
    for prize in ["1", "2", "3"] {
        let row: Vec<f64> = v["first_move"][prize]
            .as_array()
            .unwrap()
            .iter()
            .map(|x| x.as_f64().unwrap())
            .collect();
        assert_eq!(row.len(), 3);
        assert!((row.iter().sum::<f64>() - 1.0).abs() < 1e-12);
        assert_eq!(v["first_move_exact"][prize].as_array().unwrap().len(), 3);
    }
}

/// Played to win, N = 4, certified and exact: the same `first_move` shape, and on prize 2
/// the bid OpenSpiel's equilibrium gives (rounded to three places).
#[test]
fn goofspiel_win_loss_json() {
    for exact in [false, true] {
        let mut args = vec!["solve", "--game", "goofspiel", "--n", "4"];
        args.extend(["--payoff", "win-loss", "--json"]);
        args.extend(exact.then_some("--exact"));
        let o = dresher(&args);
        assert!(o.status.success(), "{}", stderr(&o));
        let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
        assert_eq!(
            (&v["payoff"], &v["certified"]),
            (&json!("win-loss"), &json!(true))
        );
        let row: Vec<f64> = (v["first_move"]["2"].as_array().unwrap().iter())
            .map(|x| (x.as_f64().unwrap() * 1000.0).round() / 1000.0)
            .collect();
        assert_eq!(row, [0.186, 0.125, 0.689, 0.0], "exact: {exact}");
    }
}

/// `play`: the person's bids from standard input; a bid not held is a one-line error and is
/// asked again; the game ends with the score, and an input that ends early stops it.
#[test]
fn goofspiel_is_played_from_the_terminal() {
    use std::io::Write;
    let play = |payoff: &str, bids: &str| {
        let mut child = Command::new(env!("CARGO_BIN_EXE_dresher"))
            .args(["play", "--game", "goofspiel", "--n", "3", "--seed", "7"])
            .args(["--payoff", payoff])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        child
            .stdin
            .take()
            .unwrap()
            .write_all(bids.as_bytes())
            .unwrap();
        child.wait_with_output().unwrap()
    };
    for payoff in ["points", "win-loss"] {
        let o = play(payoff, "3\n9\n1\n2\n");
        assert!(o.status.success(), "{}", stderr(&o));
        let out = stdout(&o);
        assert!(out.contains("error: \"9\" is not a card you hold"), "{out}");
        assert_eq!(out.matches("dresher bid ").count(), 3, "{out}");
        assert!(out.contains("game over: dresher leads by"), "{out}");
    }
    let o = play("points", "3\n");
    assert!(!o.status.success() && stderr(&o).contains("end of input"));
}

/// `dresher play --game guessing` with `lines` on standard input.
fn play_guessing(role: &str, lines: &[String]) -> std::process::Output {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_dresher"))
        .args(["play", "--game", "guessing", "--n", "20", "--seed", "5"])
        .args(["--role", role])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let input = lines.iter().map(|l| format!("{l}\n")).collect::<String>();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

/// Guessing every key in turn finds dresher's key; bad guesses are one-line errors and
/// are asked again; each miss is answered higher.
#[test]
fn a_person_guesses_against_the_optimal_hider() {
    let mut lines: Vec<String> = vec!["x".into(), "0".into(), "21".into()];
    lines.extend((1..=20).map(|k| k.to_string()));
    let o = play_guessing("guess", &lines);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    for bad in ["\"x\"", "\"0\"", "\"21\""] {
        assert!(
            out.contains(&format!("error: {bad} is not a key in 1..20")),
            "{out}"
        );
    }
    let found = out.split("Found: the key was ").nth(1).expect("found");
    let key: usize = found.split(',').next().unwrap().parse().unwrap();
    assert!(found.contains(&format!("in {key} guess")), "{out}");
    assert_eq!(out.matches("higher").count(), key - 1, "{out}");
}

/// dresher guesses against a person hiding 13, answered truthfully turn by turn (each run
/// replays the same draws, so the answers so far lead to the next guess); a word that is
/// no answer is refused and asked again.
#[test]
fn the_optimal_guesser_finds_a_persons_key() {
    let (key, mut answers) = (13usize, vec!["maybe".to_string()]);
    for _ in 0..20 {
        let o = play_guessing("hide", &answers);
        let out = stdout(&o);
        assert!(out.contains("error: \"maybe\" is not an answer"), "{out}");
        if o.status.success() {
            assert!(
                out.contains(&format!("Found {key} in {} guess", answers.len() - 1)),
                "{out}"
            );
            let v = dresher(&["solve", "--game", "guessing", "--n", "20", "--json"]);
            let value: serde_json::Value = serde_json::from_str(&stdout(&v)).unwrap();
            assert!(out.contains(&format!("V = {}", value["value"].as_str().unwrap())));
            return;
        }
        let last = out.rsplit("dresher guesses ").next().unwrap();
        let guess: usize = last.split(' ').next().unwrap().parse().unwrap();
        answers.push(match guess.cmp(&key) {
            std::cmp::Ordering::Less => "h".into(),
            std::cmp::Ordering::Greater => "l".into(),
            std::cmp::Ordering::Equal => "y".into(),
        });
    }
    panic!("not found in 20 guesses");
}

#[test]
fn goofspiel_certified_json_has_a_tiny_error_bound() {
    let o = dresher(&["solve", "--game", "goofspiel", "--n", "6", "--json"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert!(v["error_bound"].as_f64().unwrap() < 1e-9);
    assert!(v.get("first_move_exact").is_none());
    let row = v["first_move"]["6"].as_array().unwrap();
    let sum: f64 = row.iter().map(|x| x.as_f64().unwrap()).sum();
    assert!((sum - 1.0).abs() < 1e-12 && row.len() == 6);
}

#[test]
fn goofspiel_sweep_resumes() {
    let dir = scratch("goofspiel-sweep");
    let d = dir.to_str().unwrap();
    let o = dresher(&["sweep", "--game", "goofspiel", "--to", "4", "--out", d]);
    assert!(o.status.success(), "{}", stderr(&o));
    std::fs::write(dir.join("3.json"), "{\"n\": 3, \"first_move\": {").unwrap(); // torn file
    let o = dresher(&["sweep", "--game", "goofspiel", "--to", "5", "--out", d]);
    let log = stderr(&o);
    assert!(
        log.contains("N = 4: stored")
            && log.contains("N = 3: certified")
            && log.contains("N = 5: certified"),
        "{log}"
    );
    let five: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("5.json")).unwrap()).unwrap();
    assert!(five["error_bound"].as_f64().unwrap() < 1e-9);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn eternity_generate_solve_verify_and_refuse() {
    let dir = scratch("eternity");
    std::fs::create_dir_all(&dir).unwrap();
    let (puzzle, sol) = (dir.join("p.txt"), dir.join("s.txt"));
    let (p, s) = (puzzle.to_str().unwrap(), sol.to_str().unwrap());
    let verify = |p, s| {
        dresher(&[
            "verify",
            "--game",
            "eternity",
            "--puzzle",
            p,
            "--solution",
            s,
        ])
    };
    let o = dresher(&[
        "generate", "--game", "eternity", "--size", "4x4", "--seed", "2", "--out", p,
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let header = std::fs::read_to_string(p).unwrap();
    assert!(header.starts_with("# generated:") && header.contains("--colours balanced"));
    // The library's recipe with the default colouring deals the same puzzle.
    let library = eternity::Recipe::hardest(4, 4, 2, eternity::Colours::default());
    let (dealt, _) = library.generate().unwrap();
    assert_eq!(eternity::Puzzle::parse(&header).unwrap(), dealt);
    for method in ["backtrack", "milp", "milp-seed", "sat", "portfolio"] {
        let svg = dir.join(format!("{method}.svg"));
        let o = dresher(&[
            "solve",
            "--game",
            "eternity",
            "--puzzle",
            p,
            "--method",
            method,
            "--out",
            s,
            "--svg",
            svg.to_str().unwrap(),
        ]);
        assert!(o.status.success(), "{method}: {}", stderr(&o));
        assert!(stdout(&o).contains("mismatches: 0"), "{}", stdout(&o));
        assert!(std::fs::read_to_string(&svg).unwrap().contains("<svg"));
        let v = verify(p, s);
        assert!(stdout(&v).contains("valid solution"), "{}", stdout(&v));
    }
    // A board with a piece placed twice is refused in one line; a swap makes mismatches.
    let text = std::fs::read_to_string(&sol).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let twice = text.replacen(lines[3], lines[4], 1);
    std::fs::write(&sol, twice).unwrap();
    let v = verify(p, s);
    assert!(
        !v.status.success() && stderr(&v).contains("placed twice"),
        "{}",
        stderr(&v)
    );
    assert_eq!(stderr(&v).lines().count(), 1);
    let swapped = text
        .replacen(lines[3], "X", 1)
        .replacen(lines[4], lines[3], 1)
        .replacen('X', lines[4], 1);
    std::fs::write(&sol, swapped).unwrap();
    let v = verify(p, s);
    assert!(
        !v.status.success() && stderr(&v).contains("not a solution"),
        "{}",
        stderr(&v)
    );
    // Flags of other games, unknown methods and bad files.
    let o = dresher(&[
        "solve", "--game", "eternity", "--puzzle", p, "--nfg", "x.nfg",
    ]);
    assert!(
        stderr(&o).contains("--nfg is not a flag of --game eternity"),
        "{}",
        stderr(&o)
    );
    let o = dresher(&[
        "solve", "--game", "eternity", "--puzzle", p, "--method", "dresher",
    ]);
    assert!(
        stderr(&o).contains("not one of: milp-seed, milp, backtrack"),
        "{}",
        stderr(&o)
    );
    let o = dresher(&[
        "solve",
        "--game",
        "eternity",
        "--puzzle",
        p,
        "--estimate",
        "2000",
        "--json",
    ]);
    let e: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert!(e["estimated_nodes"].as_f64().unwrap() >= 1.0, "{e}");
    assert!(e["nodes_per_second"].as_f64().unwrap() > 0.0, "{e}");
    assert!(e["first_moment_solutions"].as_f64().unwrap() > 0.0, "{e}");
    // A square board with its corner fixed meets one board of each class of 4.
    let (tree, boards) = (
        e["estimated_nodes"].as_f64(),
        e["first_moment_solutions"].as_f64(),
    );
    let first = tree.unwrap() / (boards.unwrap() / 4.0 + 1.0);
    let expected = e["expected_nodes_to_first"].as_f64().unwrap();
    assert!((expected / first - 1.0).abs() < 1e-9, "{e}");
    let all = dresher(&[
        "solve", "--game", "eternity", "--puzzle", p, "--all", "--json",
    ]);
    let c: serde_json::Value = serde_json::from_str(&stdout(&all)).unwrap();
    let classes = c["classes"].as_u64().unwrap();
    assert!(c["exhausted"] == true && classes >= 1, "{c}");
    assert_eq!(c["boards"].as_u64(), Some(4 * classes), "{c}");
    std::fs::write(&puzzle, "2 2\n0 1 1 0\n0 0 1 1\n").unwrap();
    let o = dresher(&["solve", "--game", "eternity", "--puzzle", p]);
    assert!(
        stderr(&o).contains("2 lines of `top right bottom left`, a 2 x 2 board needs 4"),
        "{}",
        stderr(&o)
    );
    std::fs::remove_dir_all(dir).unwrap();
}

/// Hints from `generate --hints`, the viewer URL `solve` prints read back by `verify`, a
/// bad hint line refused in one line, and max-score going on from its checkpoint board.
#[test]
fn eternity_hints_board_urls_and_max_score_checkpoints() {
    let dir = scratch("eternity-hints");
    std::fs::create_dir_all(&dir).unwrap();
    let (puzzle, url, best) = (dir.join("p.txt"), dir.join("url.txt"), dir.join("best.txt"));
    let p = puzzle.to_str().unwrap();
    let o = dresher(&[
        "generate",
        "--game",
        "eternity",
        "--size",
        "6x12",
        "--frame-colours",
        "4",
        "--inner-colours",
        "3",
        "--hints",
        "3",
        "--seed",
        "2",
        "--out",
        p,
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(&puzzle).unwrap();
    assert_eq!(text.lines().filter(|l| l.starts_with("hint ")).count(), 3);
    let o = dresher(&[
        "solve", "--game", "eternity", "--puzzle", p, "--method", "sat",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    let view = out
        .lines()
        .find_map(|l| l.strip_prefix("view: "))
        .expect("a view line");
    std::fs::write(&url, view).unwrap();
    let u = url.to_str().unwrap();
    let v = dresher(&[
        "verify",
        "--game",
        "eternity",
        "--puzzle",
        p,
        "--solution",
        u,
    ]);
    assert!(stdout(&v).contains("valid solution"), "{}", stderr(&v));
    std::fs::write(&puzzle, format!("{text}hint 9 0 0 0\n")).unwrap();
    let o = dresher(&["solve", "--game", "eternity", "--puzzle", p]);
    let err = stderr(&o);
    assert!(
        err.contains("hint at row 9 col 0 is off the 6 x 12 board"),
        "{err}"
    );
    assert_eq!(err.trim_end().lines().count(), 1, "{err}");
    let big = dir.join("big.txt");
    let b = big.to_str().unwrap();
    let o = dresher(&[
        "generate", "--game", "eternity", "--size", "10x10", "--seed", "1", "--out", b,
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let (best_s, matched) = (best.to_str().unwrap(), |o: &Output| -> usize {
        let out = stdout(o);
        let line = out
            .lines()
            .find_map(|l| l.strip_prefix("matched seams: "))
            .unwrap()
            .to_string();
        line.split_whitespace().next().unwrap().parse().unwrap()
    });
    let run = || {
        dresher(&[
            "solve",
            "--game",
            "eternity",
            "--puzzle",
            b,
            "--max-score",
            "--time-limit",
            "1",
            "--checkpoint",
            best_s,
        ])
    };
    let first = run();
    let kept = std::fs::read_to_string(&best).unwrap();
    let second = run();
    assert!(matched(&second) >= matched(&first), "{}", stdout(&second));
    assert!(!kept.is_empty() && stdout(&second).contains("best board kept in"));
    std::fs::remove_dir_all(dir).unwrap();
}

/// Every command-line error is one line, even for a value holding a newline.
#[test]
fn command_line_errors_are_one_line() {
    for args in [
        &["solve", "--game", "gu\nessing"][..],
        &["solve"],
        &["solve", "--gme", "x"],
        &[
            "solve",
            "--game",
            "guessing",
            "--n",
            "4294967296000000000000",
        ],
        &["solve", "--game", "eternity", "--puzzle", "no\nsuch\nfile"],
        &[
            "solve",
            "--game",
            "eternity",
            "--puzzle",
            "x",
            "--time-limit=0",
        ],
        &["bench", "eternity", "--balanced-time-limit=-1"],
        &["bench", "eternity", "--speed-seconds=inf"],
        &["solve", "--game", "eternity", "--puzzle", "x", "--deal=0"],
        &[
            "solve",
            "--game",
            "eternity",
            "--puzzle",
            "x",
            "--deal-seed=2",
        ],
        &["fuzz", "--max-seconds=nan"],
        &["fuzz", "--max-seconds=1e20"],
        &[
            "solve",
            "--game",
            "eternity",
            "--puzzle",
            "x",
            "--all",
            "--time-limit=1e20",
        ],
        &["bench", "eternity", "--speed-seconds=1e20"],
        &["bench", "eternity", "--clue-time-limit=1e20"],
        &["bench", "eternity", "--balanced-time-limit=1e20"],
        &[
            "solve",
            "--game",
            "eternity",
            "--puzzle",
            "x",
            "--deal=4000000000",
        ],
        &["bench", "eternity", "--balanced-deal=4000000000"],
    ] {
        let out = dresher(args);
        let err = stderr(&out);
        assert!(!out.status.success(), "{args:?}");
        assert_eq!(err.trim_end().lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("error: "), "{err}");
    }
}

/// `report --game goofspiel` from the committed records: every N's table, and the figure.
#[test]
fn goofspiel_report_from_the_fixtures() {
    let out = scratch("goofspiel-report");
    let fixtures = concat!(env!("CARGO_MANIFEST_DIR"), "/../../fixtures/goofspiel");
    let o = dresher(&[
        "report",
        "--game",
        "goofspiel",
        "--dir",
        fixtures,
        "--out",
        out.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let md = std::fs::read_to_string(out.join("report.md")).unwrap();
    for n in 5..=12 {
        assert!(md.contains(&format!("## N = {n} (error bound")), "N = {n}");
    }
    // Each panel says its payoff: the points panels and the win-loss panels share N's.
    let svg = std::fs::read_to_string(out.join("first_bids.svg")).unwrap();
    assert!(svg.contains("N = 5, points payoff") && svg.contains("N = 5, win-loss payoff"));
    let e = dresher(&[
        "report",
        "--game",
        "goofspiel",
        "--dir",
        out.to_str().unwrap(),
    ]);
    assert!(
        stderr(&e).contains("no Goofspiel records"),
        "{}",
        stderr(&e)
    );
    std::fs::remove_dir_all(out).unwrap();
}

#[test]
fn eternity_checkpoint_keeps_the_solution_and_refuses_other_puzzles() {
    let dir = scratch("eternity-checkpoint");
    std::fs::create_dir_all(&dir).unwrap();
    let (a, b, ck) = (dir.join("a.txt"), dir.join("b.txt"), dir.join("ck.json"));
    let (a, b, ck) = (
        a.to_str().unwrap(),
        b.to_str().unwrap(),
        ck.to_str().unwrap(),
    );
    for (seed, file) in [("3", a), ("4", b)] {
        let o = dresher(&[
            "generate",
            "--game",
            "eternity",
            "--size",
            "5x5",
            "--seed",
            seed,
            "--out",
            file,
            "--colours",
            "uniform",
        ]);
        assert!(o.status.success(), "{}", stderr(&o));
    }
    let solve = |p: &str, more: &[&str]| {
        let args = [
            "solve",
            "--game",
            "eternity",
            "--puzzle",
            p,
            "--checkpoint",
            ck,
        ];
        dresher(&[&args[..], more].concat())
    };
    let o = solve(a, &[]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("mismatches: 0") && stdout(&o).contains("checkpoint:"));
    let saved: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(ck).unwrap()).unwrap();
    assert!(saved["solution"].is_string() && saved["nodes"].as_u64() > Some(0));
    // A rerun reads the solution back (checked again), without searching.
    let o = solve(a, &["--json"]);
    let again: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(again["solved"], true);
    assert!(again["checkpoint"]
        .as_str()
        .unwrap()
        .contains("earlier run"));
    // The stored solution is not one of another puzzle; a damaged file is refused.
    let o = solve(b, &[]);
    assert!(
        !o.status.success() && stderr(&o).lines().count() == 1,
        "{}",
        stderr(&o)
    );
    let mut damaged = saved.clone();
    damaged["solution"] = serde_json::Value::Null;
    damaged["subtrees"] = serde_json::json!(7);
    std::fs::write(ck, damaged.to_string()).unwrap();
    let o = solve(a, &[]);
    assert!(stderr(&o).contains("damaged checkpoint"), "{}", stderr(&o));
    damaged["subtrees"] = saved["subtrees"].clone();
    std::fs::write(ck, damaged.to_string()).unwrap();
    let o = solve(b, &[]);
    assert!(stderr(&o).contains("another puzzle"), "{}", stderr(&o));
    // Unfinished progress of the search before version 2 is not trusted.
    damaged.as_object_mut().unwrap().remove("search");
    std::fs::write(ck, damaged.to_string()).unwrap();
    let o = solve(a, &[]);
    assert!(stderr(&o).contains("earlier search"), "{}", stderr(&o));
    let o = solve(a, &["--method", "milp"]);
    assert!(
        stderr(&o).contains("needs --method backtrack"),
        "{}",
        stderr(&o)
    );
    // A count keeps its own file: run twice, the same count; a search refuses that file
    // and a count refuses a search's solved file.
    let counted = dir.join("count.json");
    let counts: Vec<serde_json::Value> = (0..2)
        .map(|_| {
            let o = dresher(&[
                "solve", "--game", "eternity", "--puzzle", b, "--all", "--json",
            ]);
            let args = ["--all", "--json", "--checkpoint", counted.to_str().unwrap()];
            let resumed =
                dresher(&[&["solve", "--game", "eternity", "--puzzle", b][..], &args].concat());
            assert!(resumed.status.success(), "{}", stderr(&resumed));
            let plain: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
            let kept: serde_json::Value = serde_json::from_str(&stdout(&resumed)).unwrap();
            assert_eq!(plain["boards"], kept["boards"]);
            kept
        })
        .collect();
    assert_eq!(counts[0]["boards"], counts[1]["boards"]);
    // The first count searched every subtree; the second read them all from the file.
    assert_eq!(
        (&counts[0]["exact"], &counts[0]["read_from_checkpoint"]),
        (&json!(true), &json!(0))
    );
    assert_eq!(counts[1]["exact"], json!(false));
    assert!(counts[1]["read_from_checkpoint"].as_u64().unwrap() > 0);
    tampered_count(&counted, b);
    let args = ["--checkpoint", counted.to_str().unwrap()];
    let o = dresher(&[&["solve", "--game", "eternity", "--puzzle", b][..], &args].concat());
    assert!(
        stderr(&o).contains("count of every solution"),
        "{}",
        stderr(&o)
    );
}

/// A count's file edited by hand: a changed count is printed only as "exact if the
/// checkpoint is genuine"; one past the nodes placed (or past u64) is refused as damaged.
fn tampered_count(file: &Path, puzzle: &str) {
    let count = |json: bool| {
        let args = [
            "solve",
            "--game",
            "eternity",
            "--puzzle",
            puzzle,
            "--all",
            "--checkpoint",
        ];
        let mut args: Vec<&str> = args.to_vec();
        args.push(file.to_str().unwrap());
        if json {
            args.push("--json");
        }
        dresher(&args)
    };
    let original = std::fs::read_to_string(file).unwrap();
    let mut saved: serde_json::Value = serde_json::from_str(&original).unwrap();
    saved["solutions"] = json!(7);
    std::fs::write(file, saved.to_string()).unwrap();
    let o = count(false);
    assert!(o.status.success(), "{}", stderr(&o));
    let said = stdout(&o);
    assert!(
        said.contains("solutions (exact if the checkpoint is genuine"),
        "{said}"
    );
    assert!(!said.contains("solutions (exact):"), "{said}");
    for huge in [json!(u64::MAX), json!(saved["nodes"].as_u64().unwrap() + 1)] {
        saved["solutions"] = huge;
        std::fs::write(file, saved.to_string()).unwrap();
        let o = count(true);
        assert!(stderr(&o).contains("damaged checkpoint"), "{}", stderr(&o));
    }
    std::fs::write(file, original).unwrap();
}

/// An unsolvable puzzle (one inner edge given a colour no other piece has): `sat` says
/// proved only with its LRAT proof checked, `backtrack` names its exhausted search, and
/// both give the proved bound with what proves it.
#[test]
fn eternity_unsolvable_answers_name_their_proof() {
    let dir = scratch("eternity-unsat");
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("p.txt");
    let p = file.to_str().unwrap();
    let o = dresher(&[
        "generate", "--game", "eternity", "--size", "4x4", "--seed", "2", "--out", p,
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = std::fs::read_to_string(&file).unwrap();
    let inner = text.lines().find(|l| {
        let f: Vec<&str> = l.split('#').next().unwrap().split_whitespace().collect();
        f.len() == 4 && f.iter().all(|x| *x != "0")
    });
    let inner = inner.expect("an inner piece").to_string();
    let recoloured = format!("250 {}", inner.split_once(' ').unwrap().1);
    std::fs::write(&file, text.replacen(&inner, &recoloured, 1)).unwrap();
    for (method, proof) in [
        ("sat", "LRAT proof of"),
        ("backtrack", "the backtracking search ran to its end"),
    ] {
        let o = dresher(&[
            "solve", "--game", "eternity", "--puzzle", p, "--method", method,
        ]);
        let (out, err) = (stdout(&o), stderr(&o));
        assert!(!o.status.success(), "{method}: {out}");
        assert!(
            err.contains("proved unsolvable") && err.contains(proof),
            "{method}: {err}"
        );
        let bound = out
            .lines()
            .find(|l| l.starts_with("lower bound on mismatched seams: 1 (proved: "));
        assert!(bound.is_some_and(|l| l.contains(proof)), "{out}");
    }
    // --proof writes the checked proof and its formula for an independent checker.
    let lrat = dir.join("p.lrat");
    let solve = ["solve", "--game", "eternity", "--puzzle", p, "--method"];
    let o = dresher(&[&solve[..], &["sat", "--proof", lrat.to_str().unwrap()]].concat());
    assert!(
        stdout(&o).contains("LRAT proof written to"),
        "{}",
        stdout(&o)
    );
    let cnf = std::fs::read_to_string(dir.join("p.lrat.cnf")).unwrap();
    assert!(cnf.starts_with("p cnf ") && lrat.exists(), "{cnf}");
    let o = dresher(&[&solve[..], &["backtrack", "--proof", "x.lrat"]].concat());
    assert!(
        stderr(&o).contains("it needs --method sat"),
        "{}",
        stderr(&o)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A 1 x 1 board of one grey piece: one board, one class (its one cell is its own turn).
#[test]
fn eternity_counts_a_one_cell_board() {
    let dir = scratch("eternity-one-cell");
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join("one.txt");
    std::fs::write(&p, "1 1\n0 0 0 0\n").unwrap();
    let o = dresher(&[
        "solve",
        "--game",
        "eternity",
        "--puzzle",
        p.to_str().unwrap(),
        "--all",
        "--json",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(
        (&v["boards"], &v["classes"], &v["exact"]),
        (&json!(1), &json!(1), &json!(true))
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn eternity_order_study_refuses_zero_probes() {
    let o = dresher(&["bench", "study", "order", "--seeds", "1", "--probes", "0"]);
    assert!(
        !o.status.success() && stderr(&o).contains("--probes"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn compare_and_the_rulesets_answer_in_one_line() {
    let o = dresher(&["compare", "^", "*"]);
    assert_eq!(stdout(&o), "||\n", "{}", stderr(&o));
    let o = dresher(&["compare", "{2||2|0}", "2Tiny(2)"]);
    assert_eq!(stdout(&o), "=\n", "{}", stderr(&o));
    let o = dresher(&["compare", "{1||", "0"]);
    assert!(!o.status.success() && stderr(&o).trim().lines().count() == 1);
    // Winning Ways ch. 1: T□F = *; the JSON carries the Unicode name too.
    let o = dresher(&[
        "solve",
        "--game",
        "toads-and-frogs",
        "--position",
        "T.F",
        "--json",
    ]);
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(
        (&v["value"], &v["value_unicode"]),
        (&json!("*"), &json!("*"))
    );
    assert_eq!(v["atomic_weight"], json!("0"));
    // CGSuite's test suite: {3||2*|1*} overheated from * by 1* is {1||+-(1*)|-1,{-1|-3}}.
    let o = dresher(&[
        "solve",
        "--game",
        "surreal",
        "--expr",
        "{3||2*|1*}",
        "--overheat",
        "*,1*",
        "--json",
    ]);
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(
        v["overheated"],
        json!({"from": "*", "by": "1*", "value": "{1|{+-(1*)|-1,{-1|-3}}}"})
    );
    assert_eq!(v["atomic_weight"], serde_json::Value::Null);
    let o = dresher(&["solve", "--game", "clobber", "--grid", "xo", "--unicode"]);
    assert!(stdout(&o).starts_with("clobber xo = *\n"), "{}", stderr(&o));
    let o = dresher(&["solve", "--game", "snort", "--grid", "..", "--unicode"]);
    assert!(stdout(&o).starts_with("snort .. = ±1\n"), "{}", stderr(&o));
    let o = dresher(&["solve", "--game", "snort", "--grid", "a."]);
    assert!(!o.status.success() && stderr(&o).trim().lines().count() == 1);
}

/// `--guesser`: Bob's optimal play as stages, the whole interval first, each stage's
/// chances summing to 1.
#[test]
fn the_guesser_plays_by_stages() {
    let o = dresher(&[
        "solve",
        "--game",
        "guessing",
        "--n",
        "100",
        "--guesser",
        "--json",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    let stages = v["guesser"].as_array().unwrap();
    assert_eq!(stages[0]["keys"], json!([1, 100]));
    assert_eq!(stages[0]["reach"], "1");
    for s in stages {
        let total: f64 = (s["guesses"].as_array().unwrap().iter())
            .map(|g| {
                let (a, b) = g[1]
                    .as_str()
                    .unwrap()
                    .split_once('/')
                    .unwrap_or((g[1].as_str().unwrap(), "1"));
                a.parse::<f64>().unwrap() / b.parse::<f64>().unwrap()
            })
            .sum();
        assert!((total - 1.0).abs() < 1e-9, "{s}");
    }
    let text = stdout(&dresher(&["solve", "--game", "guessing", "--n", "100"]));
    assert!(text.contains("1/102 on each of keys 2..99"), "{text}");
}
