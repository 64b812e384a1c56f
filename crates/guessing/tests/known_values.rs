//! Values published elsewhere and values from an independent method (the full matrix).

use guessing::{solve, GuessingGame, Method, Record, SolveConfig, Solved};
use lp_core::solve_exact;

/// V(1..12): Johnson; OEIS A286676 / A286677.
const JOHNSON: [&str; 12] = [
    "1", "3/2", "9/5", "2", "20/9", "12/5", "23/9", "27/10", "31/11", "35/12", "187/62", "1461/470",
];

fn chain(method: Method, up_to: usize) -> Vec<Solved> {
    let config = SolveConfig::for_method(method);
    let mut out: Vec<Solved> = Vec::new();
    for n in 1..=up_to {
        let warm = out.last().map(Solved::warm);
        out.push(
            solve(
                GuessingGame::new(n).unwrap(),
                &config,
                warm.as_ref(),
                |_| {},
            )
            .unwrap(),
        );
    }
    out
}

#[test]
fn johnson_values_plain_and_warm() {
    for method in [Method::Plain, Method::Warm] {
        let values: Vec<String> = chain(method, 12)
            .iter()
            .map(|s| s.certificate.value.to_string())
            .collect();
        assert_eq!(values, JOHNSON, "{method:?}");
    }
}

#[test]
fn full_matrix_lp_agrees_for_small_n() {
    // Independent method: every tree enumerated, the whole matrix solved by HiGHS + exact basis.
    let solved = chain(Method::Warm, 8);
    for (n, s) in (1..=8).zip(&solved) {
        let full = solve_exact(&GuessingGame::new(n).unwrap().matrix().unwrap()).unwrap();
        assert_eq!(full.value(), &s.certificate.value, "N = {n}");
    }
}

#[test]
fn v4_alice_uniform_as_in_section_1_13() {
    // Alice's optimum is not unique for N = 4 (§1.13: x1 + x4 anywhere in [1/2, 3/4]); the
    // seed's X* = uniform must guarantee V(4) = 2 against every tree, exactly.
    let quarter = num_rational::BigRational::new(1.into(), 4.into());
    let (guaranteed, _) = guessing::exact_best_response(&vec![quarter; 4]);
    assert_eq!(guaranteed.to_string(), "2");
    let s = &chain(Method::Plain, 4)[3];
    let x1 = &s.certificate.alpha[0] + &s.certificate.alpha[3];
    assert!(
        x1 >= num_rational::BigRational::new(1.into(), 2.into())
            && x1 <= num_rational::BigRational::new(3.into(), 4.into())
    );
}

#[test]
fn seed_matrices_1_1_1_19_1_20() {
    let rows = |g: lp_core::MatrixGame| -> Vec<Vec<String>> {
        (0..g.rows())
            .map(|i| (0..g.cols()).map(|j| g.payoff(i, j).to_string()).collect())
            .collect()
    };
    let ints = |v: &[&[i32]]| -> Vec<Vec<String>> {
        v.iter()
            .map(|r| r.iter().map(|x| x.to_string()).collect())
            .collect()
    };
    // Eq. (1.1): N = 3.
    let n3 = GuessingGame::new(3).unwrap().matrix().unwrap();
    assert_eq!(
        rows(n3),
        ints(&[&[1, 1, 2, 2, 3], &[2, 3, 1, 3, 2], &[3, 2, 2, 1, 1]])
    );
    // Eq. (1.19): N = 4, trees T1..T14 in the order of fig. 1.3.
    let n4 = GuessingGame::new(4).unwrap().matrix().unwrap();
    assert_eq!(
        rows(n4),
        ints(&[
            &[1, 1, 1, 1, 1, 2, 2, 2, 3, 2, 2, 3, 3, 4],
            &[2, 2, 3, 3, 4, 1, 1, 3, 2, 3, 4, 2, 4, 3],
            &[3, 4, 2, 4, 3, 2, 3, 1, 1, 4, 3, 3, 2, 2],
            &[4, 3, 3, 2, 2, 3, 2, 2, 2, 1, 1, 1, 1, 1],
        ])
    );
    // Eq. (1.20) prints A^s doubled: our entries are mean depths, so halve theirs.
    let s4 = GuessingGame::new(4).unwrap().symmetric_matrix().unwrap();
    let halves = |v: &[i32]| {
        v.iter()
            .map(|x| num_rational::BigRational::new((*x).into(), 2.into()).to_string())
            .collect::<Vec<_>>()
    };
    assert_eq!(
        rows(s4),
        vec![
            halves(&[5, 4, 4, 3, 3, 5, 4]),
            halves(&[5, 6, 5, 7, 7, 3, 4])
        ]
    );
    // The same three matrices, rendered; every entry is asserted against the seed above.
    let render = |title: &str, g: lp_core::MatrixGame| {
        let body: Vec<String> = rows(g)
            .iter()
            .map(|r| r.iter().map(|x| format!("{x:>4}")).collect::<String>())
            .collect();
        format!("{title}\n{}\n", body.join("\n"))
    };
    let text = [
        render(
            "eq. (1.1), N = 3",
            GuessingGame::new(3).unwrap().matrix().unwrap(),
        ),
        render(
            "eq. (1.19), N = 4",
            GuessingGame::new(4).unwrap().matrix().unwrap(),
        ),
        render(
            "eq. (1.20) / 2, N = 4 symmetric",
            GuessingGame::new(4).unwrap().symmetric_matrix().unwrap(),
        ),
    ];
    insta::assert_snapshot!("seed_matrices", text.join("\n"));
}

#[test]
fn records_round_trip_and_recheck() {
    for s in chain(Method::Warm, 12) {
        let record = Record::from_solved(&s, "warm");
        let json = serde_json::to_string(&record).unwrap();
        let back: Record = serde_json::from_str(&json).unwrap();
        assert_eq!(back.check().unwrap().value, s.certificate.value);
    }
}

#[test]
fn tampered_records_fail() {
    let s = &chain(Method::Plain, 5)[4];
    let good = Record::from_solved(s, "plain");
    let mut wrong_value = good.clone();
    wrong_value.value = "11/5".into();
    assert!(wrong_value.check().is_err());
    let mut bad_tree = good.clone();
    bad_tree.trees[0].guesses = vec![1, 1, 2, 3, 4];
    assert!(bad_tree
        .check()
        .unwrap_err()
        .to_string()
        .contains("not a binary search tree"));
    let mut bad_alpha = good.clone();
    bad_alpha.alpha[0] = "1/2".into();
    assert!(bad_alpha
        .check()
        .unwrap_err()
        .to_string()
        .contains("sums to"));
    let mut garbage = good;
    garbage.alpha[1] = "x".into();
    assert!(garbage.check().is_err());
}

#[test]
fn n_zero_is_an_error() {
    assert!(GuessingGame::new(0).is_err());
    assert!(GuessingGame::new(guessing::MAX_N + 1)
        .unwrap_err()
        .to_string()
        .contains("exceeds"));
    assert!(GuessingGame::new(13).unwrap().all_trees().is_err());
}

/// Starting from Alice's optimal mix (found by the plain method, the independent side) the
/// search among Bob's best responses to it certifies the same values; a mix wrongly marked
/// optimal (weights on the ends) still gives the right value, found again as from a guess.
#[test]
fn a_known_optimal_mix_and_a_wrong_one_give_the_plain_values() {
    let config = SolveConfig::for_method(Method::Warm);
    for plain in chain(Method::Plain, 40).iter().skip(20) {
        let n = plain.certificate.alpha.len();
        let game = GuessingGame::new(n).unwrap();
        let known = guessing::Warm {
            optimal: true,
            ..plain.warm()
        };
        let wrong = guessing::Warm {
            trees: Vec::new(),
            alpha: (0..n)
                .map(|k| 1.0 / (1 + k.min(n - 1 - k)).pow(2) as f64)
                .collect(),
            optimal: true,
        };
        // No repairs: the wrong start must fail its first search and fall back to a guess.
        let strict = SolveConfig {
            max_repairs: 0,
            ..config
        };
        for start in [known, wrong] {
            let solved = solve(game, &strict, Some(&start), |_| {}).unwrap();
            assert!(solved.certificate.certified());
            assert_eq!(solved.certificate.value, plain.certificate.value, "N = {n}");
        }
    }
}
