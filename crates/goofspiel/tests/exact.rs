//! Exact Goofspiel: the seed's N = 5 first-move table, and the reductions the larger solver
//! will rely on, checked on every state of small N.

mod common;

use goofspiel::{closed_form, ExactSolver, Hand};
use num_rational::BigRational;
use num_traits::Zero;
use verify::{format_rational, to_f64};

/// Seed 004: player 1's first bid for prize cards 1..5 (rows: card played), rounded to 4
/// places.
const SEED_N5: [[f64; 5]; 5] = [
    [0.047, 0.8327, 0.1203, 0.0, 0.0],
    [0.1855, 0.0, 0.7375, 0.077, 0.0],
    [0.1182, 0.1188, 0.0, 0.763, 0.0],
    [0.1226, 0.0735, 0.1915, 0.2043, 0.4081],
    [0.1123, 0.0241, 0.0, 0.0, 0.8636],
];

#[test]
fn n5_first_move_matches_the_seed_and_is_certified() {
    let mut solver = ExactSolver::new(5).unwrap();
    let table = solver.first_move().unwrap();
    let mut exact = String::new();
    for (fm, seed) in table.iter().zip(SEED_N5) {
        assert!(fm.solution.certified());
        assert!(
            fm.solution.value().is_zero(),
            "a symmetric game has value 0"
        );
        for (x, s) in fm.solution.row_strategy().iter().zip(seed) {
            assert!(
                (to_f64(x) - s).abs() <= 0.00005 + 1e-12,
                "prize {}: {} vs {s}",
                fm.prize,
                to_f64(x)
            );
        }
        let row: Vec<String> = fm
            .solution
            .row_strategy()
            .iter()
            .map(format_rational)
            .collect();
        exact += &format!("prize {}: {}\n", fm.prize, row.join(", "));
    }
    insta::assert_snapshot!("first_move_n5", exact);
    // Is the optimum unique (the seed warns that it need not be)? Each first-move game's optimal face,
    // found exactly by its vertices, is a single point: the certified strategy. So the
    // seed's rounded table is the only optimal first bid.
    for fm in &table {
        let a = solver.prize_matrix(31, 31, 31, fm.prize).unwrap();
        let face = goofspiel::optimal_face_vertices(&a, fm.solution.value());
        assert_eq!(
            face,
            vec![fm.solution.row_strategy().to_vec()],
            "prize {}",
            fm.prize
        );
    }
    // Every (V, Y, P) with |V| = |Y| = |P| = k >= 2 is sum_k C(5, k)^3 = 2126 states (the
    // closed form for two cards needs none with one); the full one is not memoised, because
    // first_move solves its five games directly.
    assert_eq!(solver.states(), 2125);
}

/// On every state of N <= 4: f(Y, V, P) = -f(V, Y, P) and f(V, V, P) = 0.
#[test]
fn reductions_hold_on_every_small_state() {
    for n in 1..=4 {
        let mut solver = ExactSolver::new(n).unwrap();
        for k in 1..=n as u32 {
            for &v in &common::subsets(n, k) {
                for &y in &common::subsets(n, k) {
                    for &p in &common::subsets(n, k) {
                        let f = solver.value(v, y, p).unwrap();
                        assert_eq!(solver.value(y, v, p).unwrap(), -f.clone());
                        if v == y {
                            assert!(f.is_zero());
                        }
                    }
                }
            }
        }
    }
}

/// The closed forms for one and two cards left against the recursion's LPs, on every such
/// state of N = 5: each state's prize games are solved exactly by `lp-core` (their entries
/// use the values one card below, checked the same way first) and averaged.
#[test]
fn closed_forms_equal_the_lp_recursion() {
    let mut solver = ExactSolver::new(5).unwrap();
    let card = |h: Hand| h.trailing_zeros() as i64 + 1;
    for k in 1..=2 {
        for &v in &common::subsets(5, k) {
            for &y in &common::subsets(5, k) {
                for &p in &common::subsets(5, k) {
                    let prizes = (1..=5).filter(|c| p >> (c - 1) & 1 == 1);
                    let total: BigRational = prizes
                        .map(|c| solver.prize_game(v, y, p, c).unwrap().value().clone())
                        .sum();
                    let lp = total / BigRational::from_integer(k.into());
                    assert_eq!(closed_form(v, y, p), Some(lp.clone()));
                    if k == 1 {
                        let sgn = (card(v) - card(y)).signum();
                        assert_eq!(lp, BigRational::from_integer((card(p) * sgn).into()));
                    }
                }
            }
        }
    }
}

/// Only the relative order of the two hands matters: shifting every card of both hands up
/// by one (within 1..=5) leaves the value unchanged.
#[test]
fn only_relative_order_matters() {
    let mut solver = ExactSolver::new(5).unwrap();
    for &v in &common::subsets(4, 2) {
        for &y in &common::subsets(4, 2) {
            for &p in &common::subsets(5, 2) {
                let a = solver.value(v, y, p).unwrap();
                let b = solver.value(v << 1, y << 1, p).unwrap();
                assert_eq!(a, b);
            }
        }
    }
}

#[test]
fn bad_n_is_a_one_line_error() {
    for n in [0, 7, 100] {
        let e = ExactSolver::new(n).err().unwrap();
        assert_eq!(e.to_string().lines().count(), 1);
    }
}

/// The seed's player-2 table prints, for prize 3, the bid (0, 0, 0.2023, 0.3947, 0.403)
/// instead of player 1's (0.1182, 0.1188, 0, 0.763, 0). The first-move game is symmetric, so
/// player 2's optimal bids are player 1's; but that bid is not optimal: restricted to cards
/// {3, 4, 5}, player 1's best is -0.2640 (exact), and the printed bid itself concedes 1.2913
/// points against the best reply, so it is a misprint (or an unfinished LP) in the seed,
/// not a second optimum.
#[test]
fn n5_seed_player_2_prize_3_is_not_optimal() {
    use lp_core::{solve_exact, MatrixGame};
    let mut solver = ExactSolver::new(5).unwrap();
    let all = solver.full_hand();
    let full = solver.prize_matrix(all, all, all, 3).unwrap();
    let rows: Vec<BigRational> = (2..5)
        .flat_map(|i| (0..5).map(move |j| (i, j)))
        .map(|(i, j)| full.get(i, j).clone())
        .collect();
    let restricted = verify::RationalMatrix::new(3, 5, rows).unwrap();
    let solved = solve_exact(&MatrixGame::new(restricted).unwrap()).unwrap();
    assert!(
        solved.certified() && solved.value() < &BigRational::zero(),
        "{}",
        solved.value()
    );
    // The printed bid's worst case for player 1 (as row player; symmetric game).
    let seed = [0.0, 0.0, 0.2023, 0.3947, 0.403];
    let worst = (0..5)
        .map(|j| {
            (0..5)
                .map(|i| seed[i] * to_f64(full.get(i, j)))
                .sum::<f64>()
        })
        .fold(f64::INFINITY, f64::min);
    assert!(worst < -1.29 && worst > -1.3, "{worst}");
    let best = to_f64(solved.value());
    assert!(best < -0.264 && best > -0.265, "{best}");
}
