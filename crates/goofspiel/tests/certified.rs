//! Certified mode against exact mode: on every state of every level for N <= 5, the
//! interval holds the exact value (solved in rationals by HiGHS + an exact basis solve and
//! certified), and it is narrow.

use goofspiel::{solve_certified, ExactSolver, Hand, Level};
use verify::to_f64;

fn hands(n: usize, k: usize) -> Vec<Hand> {
    (0..1u16 << n)
        .filter(|h| h.count_ones() as usize == k)
        .collect()
}

#[test]
fn every_state_encloses_the_exact_value() {
    for n in 1..=5 {
        let mut exact = ExactSolver::new(n).unwrap();
        let mut level = Level::bottom(n).unwrap();
        while level.cards() + 1 < n {
            level = level.next();
            let k = level.cards();
            for &v in &hands(n, k) {
                for &y in &hands(n, k) {
                    for &p in &hands(n, k) {
                        let iv = level.value(v, y, p);
                        let x = to_f64(&exact.value(v, y, p).unwrap());
                        assert!(
                            iv.contains(x) && iv.width() < 1e-12,
                            "N = {n}: f({v:b}, {y:b}, {p:b}) = {x} not in {iv:?}"
                        );
                    }
                }
            }
        }
    }
}

/// The first-move games are symmetric (value 0), and player 1's certified bid guarantees 0
/// up to the error bound; for N = 5 the bids are optimal in the exact game too.
#[test]
fn first_moves_guarantee_the_value_zero() {
    let game = solve_certified(5, |_, _| {}).unwrap();
    assert!(game.error_bound < 1e-12);
    let mut exact = ExactSolver::new(5).unwrap();
    for bid in &game.first_move {
        assert!(bid.value.contains(0.0));
        assert!((bid.bid.iter().sum::<f64>() - 1.0).abs() < 1e-12);
        let matrix = exact.prize_matrix(31, 31, 31, bid.prize).unwrap();
        let worst = (0..5)
            .map(|j| {
                (0..5)
                    .map(|i| bid.bid[i] * to_f64(matrix.get(i, j)))
                    .sum::<f64>()
            })
            .fold(f64::INFINITY, f64::min);
        assert!(worst > -1e-9, "prize {}: bid concedes {worst}", bid.prize);
    }
}
