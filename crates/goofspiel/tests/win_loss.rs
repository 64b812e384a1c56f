//! Goofspiel played to win: +1 for more points at the end, -1 for fewer, 0 for a draw
//! (OpenSpiel's `returns_type=win_loss`), solved exactly.

mod common;

use goofspiel::{exact_table_for, ExactSolver, Hand, Payoff};
use num_rational::BigRational;
use num_traits::{One, Signed, Zero};
use verify::to_f64;

/// Player 1's first bid on prize 2 at N = 4, cards 1..4, from OpenSpiel's sequence-form LP
/// (a separate implementation of the rules) on a perfect-recall view of the game, rounded
/// to three places; and the point difference's bid, which differs.
const OPENSPIEL_N4_PRIZE2_WIN_LOSS: [f64; 4] = [0.186, 0.125, 0.689, 0.0];
const OPENSPIEL_N4_PRIZE2_POINTS: [f64; 4] = [0.337, 0.136, 0.527, 0.0];

#[test]
fn n4_first_bids_match_openspiel_and_differ_from_points() {
    for (payoff, expected) in [
        (Payoff::WinLoss, OPENSPIEL_N4_PRIZE2_WIN_LOSS),
        (Payoff::Points, OPENSPIEL_N4_PRIZE2_POINTS),
    ] {
        let table = exact_table_for(4, payoff).unwrap();
        assert!(table.certified() && table.unique.iter().all(|&u| u));
        let bid: Vec<f64> = (table.first_move[1].solution.row_strategy().iter())
            .map(to_f64)
            .collect();
        for (got, want) in bid.iter().zip(expected) {
            assert!(
                (got - want).abs() < 6e-4,
                "{payoff}: {bid:?} vs {expected:?}"
            );
        }
        assert!(table
            .first_move
            .iter()
            .all(|f| f.solution.value().is_zero()));
    }
}

/// On every state of N <= 3 and every lead, and of N = 4 with leads up to 3: swapping the players negates the value, equal
/// hands at lead 0 are worth 0, every value lies in [-1, 1], and a lead larger than the
/// prizes left has decided the game.
#[test]
fn win_loss_values_obey_the_reductions() {
    for n in 1..=4 {
        let mut solver = ExactSolver::with_payoff(n, Payoff::WinLoss).unwrap();
        let total = if n == 4 { 3 } else { (n * (n + 1) / 2) as i32 };
        for k in 1..=n as u32 {
            for (v, y, p) in triples(n, k) {
                for lead in -total..=total {
                    let f = solver.value_at(v, y, p, lead).unwrap();
                    assert_eq!(solver.value_at(y, v, p, -lead).unwrap(), -f.clone());
                    assert!(f.abs() <= BigRational::one());
                    if v == y && lead == 0 {
                        assert!(f.is_zero());
                    }
                    let left: i32 = (0..n)
                        .filter(|b| p >> b & 1 == 1)
                        .map(|b| b as i32 + 1)
                        .sum();
                    if lead.abs() > left {
                        assert_eq!(f, BigRational::from_integer(lead.signum().into()));
                    }
                }
            }
        }
    }
}

fn triples(n: usize, k: u32) -> Vec<(Hand, Hand, Hand)> {
    let s = common::subsets(n, k);
    let mut out = Vec::new();
    for &v in &s {
        for &y in &s {
            out.extend(s.iter().map(|&p| (v, y, p)));
        }
    }
    out
}

#[test]
fn a_bad_payoff_is_a_one_line_error() {
    let e = "win".parse::<Payoff>().unwrap_err().to_string();
    assert!(
        e.contains("points") && e.contains("win-loss") && !e.contains('\n'),
        "{e}"
    );
}
