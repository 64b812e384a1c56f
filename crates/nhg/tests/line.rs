//! The line game: the seed's matrices and examples, and the closed form against the exact
//! LP on every small game.

use lp_core::{solve_exact, MatrixGame};
use nhg::{banded, closed_form, q, solve_line, Case, LineGame};
use num_rational::BigRational;
use num_traits::{One, Zero};
use verify::format_rational;

fn line(m: usize, n: usize, p: usize) -> LineGame {
    LineGame::new(m, n, p).unwrap()
}

fn fractions(v: &[BigRational]) -> String {
    v.iter().map(format_rational).collect::<Vec<_>>().join(", ")
}

#[test]
fn payoff_matrices_of_the_seed() {
    // Eq. (1): G(4, 3, 12), row 0 and row 8.
    let a = line(4, 3, 12).payoff_matrix();
    assert_eq!((a.len(), a[0].len()), (9, 10));
    assert_eq!(a[0], vec![3, 3, 2, 1, 0, 0, 0, 0, 0, 0]);
    assert_eq!(a[8], vec![0, 0, 0, 0, 0, 0, 1, 2, 3, 3]);
    // Eq. (14): G(3, 5, 10) without its two top and two bottom rows is G(5, 3, 8).
    let big = line(3, 5, 10).payoff_matrix();
    assert_eq!(big[0], vec![3, 2, 1, 0, 0, 0]);
    assert_eq!(big[2..6].to_vec(), line(5, 3, 8).payoff_matrix());
    // Eq. (15): G(3, 7, 10)'s centre rows are all 3.
    assert_eq!(line(3, 7, 10).payoff_matrix()[3], vec![3, 3, 3, 3]);
}

#[test]
fn seed_examples() {
    let s = solve_line(line(7, 5, 15)).unwrap().solution;
    assert_eq!(format_rational(&s.value), "7/3");
    assert_eq!(fractions(&s.strategy_1), fractions(&q(7, 15)));
    insta::assert_snapshot!(
        "g_7_5_15",
        format!(
            "value {}\nI:  {}\nII: {}",
            format_rational(&s.value),
            fractions(&s.strategy_1),
            fractions(&s.strategy_2)
        )
    );
    let expected: Vec<BigRational> = [2, 1, 0, 0, 0, 0, 0, 1, 2]
        .iter()
        .map(|&k| BigRational::new(k.into(), 6.into()))
        .collect();
    assert_eq!(q(7, 15), expected);
    // Player II's q(m, p + m - n) = q(7, 17) = (2,0,0,1,0,0,0,1,0,0,2)/6, as the seed prints.
    let expected: Vec<BigRational> = [2, 0, 0, 1, 0, 0, 0, 1, 0, 0, 2]
        .iter()
        .map(|&k| BigRational::new(k.into(), 6.into()))
        .collect();
    assert_eq!(s.strategy_2, expected);
    for (m, n, p, value, case) in [
        (5, 7, 17, "7/3", Case::Reduced),
        (18, 15, 33, "15/2", Case::Constant),
    ] {
        let s = solve_line(line(m, n, p)).unwrap().solution;
        assert_eq!(
            (format_rational(&s.value), s.case),
            (value.to_string(), case),
            "G({m}, {n}, {p})"
        );
        insta::assert_snapshot!(
            format!("g_{m}_{n}_{p}"),
            format!(
                "value {}\nI:  {}\nII: {}",
                format_rational(&s.value),
                fractions(&s.strategy_1),
                fractions(&s.strategy_2)
            )
        );
    }
}

/// Every 1 <= m, n <= p <= 24: the closed form passes the O(p) check, the dense exact
/// certificate agrees with it, and the exact LP finds the same value.
#[test]
fn closed_form_matches_the_exact_lp_up_to_24() {
    let mut checked = 0;
    for p in 1..=24 {
        for m in 1..=p {
            for n in 1..=p {
                let game = line(m, n, p);
                let solved = solve_line(game).unwrap();
                let a = game.rational_matrix();
                let verdict = solved.solution.certificate().check(&a).unwrap();
                assert!(verdict.certified(), "G({m}, {n}, {p})");
                assert_eq!(
                    (verdict.lower, verdict.upper),
                    (solved.lower.clone(), solved.upper.clone())
                );
                let lp = solve_exact(&MatrixGame::from_integers(&game.payoff_matrix()).unwrap())
                    .unwrap();
                assert_eq!(lp.value(), &solved.solution.value, "G({m}, {n}, {p})");
                checked += 1;
            }
        }
    }
    assert_eq!(checked, (1..=24).map(|p| p * p).sum::<usize>());
}

#[test]
fn banded_bounds_catch_a_wrong_strategy() {
    let game = line(7, 5, 15);
    let mut s = closed_form(game);
    s.strategy_1.swap(0, 4);
    let (lower, upper) = banded::bounds(game, &s.strategy_1, &s.strategy_2).unwrap();
    assert!(lower < s.value && upper == s.value);
}

/// A mix that is not a distribution over its blocks is refused, not bounded: II's mix with
/// a block's weight dropped would otherwise concede less than the value.
#[test]
fn banded_bounds_refuse_a_mix_that_is_not_a_distribution() {
    let game = line(7, 5, 15);
    let s = closed_form(game);
    let (y, x) = (&s.strategy_1, &s.strategy_2);
    let mut lost = x.clone();
    let k = lost.iter().position(|w| !w.is_zero()).unwrap();
    lost[k] = BigRational::zero();
    let mut negative = y.clone();
    negative[0] -= BigRational::one();
    negative[1] += BigRational::one();
    for (y, x, why) in [
        (y, &lost, "sums to"),
        (&negative, x, "negative weight"),
        (&y[1..].to_vec(), x, "weights, not one per block"),
    ] {
        let e = banded::bounds(game, y, x).unwrap_err().to_string();
        assert!(e.starts_with("not certified: ") && e.contains(why), "{e}");
    }
}

#[test]
fn invalid_games_are_one_line_errors() {
    for (m, n, p) in [(0, 1, 3), (1, 0, 3), (4, 1, 3), (1, 4, 3), (1, 1, 200_000)] {
        let e = LineGame::new(m, n, p).unwrap_err();
        assert_eq!(e.to_string().lines().count(), 1, "{e}");
    }
}
