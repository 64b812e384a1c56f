//! The committed certified first-move tables (fixtures/goofspiel/certified-<N>.json, made
//! by `dresher solve --game goofspiel --n N --json`): small N are solved again and must
//! agree; every table is a probability vector per prize with a tiny certified error bound.

use goofspiel::solve_certified;

fn fixture(n: usize) -> Option<serde_json::Value> {
    named(&format!("certified-{n}.json"))
}

fn named(name: &str) -> Option<serde_json::Value> {
    let path = format!(
        "{}/../../fixtures/goofspiel/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(path).ok()?;
    Some(serde_json::from_str(&text).unwrap())
}

fn row(v: &serde_json::Value, prize: usize) -> Vec<f64> {
    v["first_move"][prize.to_string()]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_f64().unwrap())
        .collect()
}

#[test]
fn committed_tables_are_certified_probability_vectors() {
    let found: Vec<usize> = (1..=16).filter(|&n| fixture(n).is_some()).collect();
    assert!(
        found.contains(&5) && found.contains(&10),
        "fixtures missing: {found:?}"
    );
    for n in found {
        let v = fixture(n).unwrap();
        assert_eq!(v["n"], n);
        assert!(v["error_bound"].as_f64().unwrap() < 1e-9, "N = {n}");
        for prize in 1..=n {
            let r = row(&v, prize);
            assert!(
                r.len() == n
                    && r.iter().all(|&x| x >= 0.0)
                    && (r.iter().sum::<f64>() - 1.0).abs() < 1e-9
            );
        }
    }
}

#[test]
fn small_tables_are_solved_again_identically() {
    for n in 5..=7 {
        let stored = fixture(n).unwrap();
        let game = solve_certified(n, |_, _| {}).unwrap();
        for bid in &game.first_move {
            let r = row(&stored, bid.prize);
            assert!(
                r.iter().zip(&bid.bid).all(|(a, b)| (a - b).abs() < 1e-12),
                "N = {n}, prize {}",
                bid.prize
            );
        }
    }
}

/// Win/loss (fixtures/goofspiel/win-loss-<N>.json, made by `dresher sweep --game goofspiel
/// --payoff win-loss`): certified for N = 5..=11, each row a probability vector; N <= 9
/// solved again (N = 9 in about 20 s), and N = 5 against exact mode's first bids (every
/// game in rationals; the optima are unique at N = 5).
#[test]
fn committed_win_loss_tables_are_certified_and_solved_again() {
    use goofspiel::{exact_table_for, solve_certified_for, Payoff};
    for n in 5..=11 {
        let v = named(&format!("win-loss-{n}.json")).expect("fixture");
        assert_eq!(
            (v["n"].as_u64(), v["payoff"].as_str()),
            (Some(n as u64), Some("win-loss"))
        );
        assert!(v["error_bound"].as_f64().unwrap() < 1e-12, "N = {n}");
        for prize in 1..=n {
            let r = row(&v, prize);
            let total: f64 = r.iter().sum();
            assert!(r.len() == n && r.iter().all(|&x| x >= 0.0) && (total - 1.0).abs() < 1e-9);
        }
        if n > 9 {
            continue;
        }
        let game = solve_certified_for(n, Payoff::WinLoss, |_, _| {}).unwrap();
        assert!(game.certified());
        for bid in &game.first_move {
            let r = row(&v, bid.prize);
            let same = r.iter().zip(&bid.bid).all(|(a, b)| (a - b).abs() < 1e-12);
            assert!(same, "N = {n}, prize {}", bid.prize);
        }
    }
    let exact = exact_table_for(5, Payoff::WinLoss).unwrap();
    let stored = named("win-loss-5.json").unwrap();
    for f in &exact.first_move {
        let r = row(&stored, f.prize);
        let x = f.solution.row_strategy().iter().map(verify::to_f64);
        assert!(
            r.iter().zip(x).all(|(a, b)| (a - b).abs() < 1e-9),
            "prize {}",
            f.prize
        );
    }
}
