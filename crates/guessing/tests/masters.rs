//! The dense master against HiGHS: chains of N solved on either engine certify
//! the same values, equal to the shipped fixture's (found and certified on HiGHS), and for
//! small N equal to Dresher's exact simplex on the whole matrix (every tree a column).

use guessing::{solve, GuessingGame, Method, SolveConfig, Solved};
use lp_core::{solve_dresher, MasterKind};

/// N = 1..=UP_TO on each engine (the tests build our crates without optimisation).
const UP_TO: usize = 120;

/// Certified values of N = 1..=up_to, each N warm from N - 1, and the engine each ended on
/// (the dense one hands a basis the exact check refuses to HiGHS).
fn chain(kind: MasterKind, up_to: usize) -> Vec<(String, MasterKind)> {
    let mut config = SolveConfig::for_method(Method::Warm);
    config.master = kind;
    let mut last: Option<Solved> = None;
    (1..=up_to)
        .map(|n| {
            let warm = last.as_ref().map(Solved::warm);
            let solved = solve(
                GuessingGame::new(n).unwrap(),
                &config,
                warm.as_ref(),
                |_| {},
            );
            let solved = solved.unwrap();
            let value = (solved.certificate.value.to_string(), solved.master);
            last = Some(solved);
            value
        })
        .collect()
}

fn fixture_values(up_to: usize) -> Vec<String> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../fixtures/guessing/values.jsonl"
    );
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .take(up_to)
        .map(|l| {
            let line: serde_json::Value = serde_json::from_str(l).unwrap();
            line["value"].as_str().unwrap().to_string()
        })
        .collect()
}

#[test]
fn dense_and_highs_certify_the_fixture_values() {
    let dense = chain(MasterKind::Dense, UP_TO);
    let highs = chain(MasterKind::Highs, UP_TO);
    let fixture = fixture_values(UP_TO);
    for n in 1..=UP_TO {
        assert_eq!(dense[n - 1].0, highs[n - 1].0, "N = {n}: dense vs HiGHS");
        assert_eq!(
            dense[n - 1].0,
            fixture[n - 1],
            "N = {n}: dense vs the fixture"
        );
    }
    let stayed = dense
        .iter()
        .filter(|(_, k)| *k == MasterKind::Dense)
        .count();
    assert!(
        stayed * 10 >= UP_TO * 9,
        "only {stayed} N ended on the dense master"
    );
}

#[test]
fn dense_agrees_with_dresher_on_the_whole_matrix() {
    let dense = chain(MasterKind::Dense, 7);
    for (n, (value, _)) in (1..=7).zip(dense) {
        let whole = GuessingGame::new(n).unwrap().matrix().unwrap();
        let (exact, _) = solve_dresher(&whole).unwrap();
        assert_eq!(exact.value().to_string(), value, "N = {n}");
    }
}
