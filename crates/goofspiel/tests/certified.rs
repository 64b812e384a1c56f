//! Certified mode against exact mode: on every state of every level for N <= 5, the
//! interval holds the exact value (solved in rationals by HiGHS + an exact basis solve and
//! certified), and it is narrow.

use goofspiel::{solve_certified, Checkpoint, ExactSolver, Hand, Level, Payoff};
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
        let worst = worst_reply(&bid.bid, |i, j| to_f64(matrix.get(i, j)));
        assert!(worst > -1e-9, "prize {}: bid concedes {worst}", bid.prize);
    }
}

/// What the mix `bid` of player 1 gains against player 2's best pure reply, entries given
/// by `entry(i, j)`.
fn worst_reply(bid: &[f64], entry: impl Fn(usize, usize) -> f64) -> f64 {
    (0..bid.len())
        .map(|j| (0..bid.len()).map(|i| bid[i] * entry(i, j)).sum::<f64>())
        .fold(f64::INFINITY, f64::min)
}

/// A run resumed from any saved level ends as the uninterrupted run does; a checkpoint of
/// another N, a torn one or an altered one is a one-line error.
#[test]
fn a_run_resumed_from_a_level_checkpoint_is_the_same_run() {
    let n = 7;
    let mut saved: Vec<Vec<u8>> = Vec::new();
    let whole = goofspiel::solve_resumable(n, Payoff::Points, None, &|_, _, _| {}, |c| {
        let mut bytes = Vec::new();
        c.write(&mut bytes).unwrap();
        saved.push(bytes);
        Ok(())
    })
    .unwrap();
    assert_eq!(saved.len(), n - 1);
    for bytes in &saved {
        let resume = Checkpoint::read(n, bytes.as_slice()).unwrap();
        let resumed =
            goofspiel::solve_resumable(n, Payoff::Points, Some(resume), &|_, _, _| {}, |_| Ok(()))
                .unwrap();
        assert_eq!(resumed.error_bound, whole.error_bound);
        assert_eq!(resumed.states, whole.states);
        assert_eq!(resumed.matrix_games, whole.matrix_games);
        for (a, b) in resumed.first_move.iter().zip(&whole.first_move) {
            assert_eq!(a.bid, b.bid);
        }
    }
    let bytes = &saved[3];
    let mut altered = bytes.clone();
    altered[100] ^= 1;
    for (input, n, why) in [
        (&bytes[..bytes.len() / 2], n, "ends early"),
        (&altered[..], n, "checksum"),
        (&bytes[..], n + 1, "not of N = 8"),
        (
            &b"GOOFLVL0 and more"[..],
            n,
            "not a Goofspiel level checkpoint",
        ),
    ] {
        let e = Checkpoint::read(n, input)
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(e.contains(why) && !e.contains('\n'), "{e}");
    }
}

/// Win/loss: on every state of every level for N <= 4 and every lead the prizes taken allow
/// (up to the prizes left: a larger lead has decided the game), the interval holds the
/// exact value; a checkpoint of it resumes as win/loss and is refused for points.
#[test]
fn every_win_loss_state_and_lead_encloses_the_exact_value() {
    for n in 1..=4 {
        let mut exact = ExactSolver::with_payoff(n, Payoff::WinLoss).unwrap();
        let mut level = Level::bottom_for(n, Payoff::WinLoss).unwrap();
        let total = (n * (n + 1) / 2) as i32;
        while level.cards() + 1 < n {
            level = level.next();
            let k = level.cards();
            for (v, y, p) in states(n, k) {
                let left: i32 = (1..=n as i32).filter(|c| p >> (c - 1) & 1 == 1).sum();
                let reach = left.min(total - left);
                for lead in -reach..=reach {
                    let iv = level.value_at(v, y, p, lead);
                    let x = to_f64(&exact.value_at(v, y, p, lead).unwrap());
                    assert!(
                        iv.contains(x) && iv.width() < 1e-12,
                        "N = {n}: f({v:b}, {y:b}, {p:b}, {lead}) = {x} not in {iv:?}"
                    );
                }
            }
        }
    }
    let mut saved = Vec::new();
    let whole = goofspiel::solve_resumable(6, Payoff::WinLoss, None, &|_, _, _| {}, |c| {
        saved.clear();
        c.write(&mut saved).unwrap();
        Ok(())
    })
    .unwrap();
    let level = || Checkpoint::read(6, saved.as_slice()).unwrap();
    assert_eq!(level().level.payoff(), Payoff::WinLoss);
    let resumed =
        goofspiel::solve_resumable(6, Payoff::WinLoss, Some(level()), &|_, _, _| {}, |_| Ok(()));
    assert_eq!(resumed.unwrap().first_move[2].bid, whole.first_move[2].bid);
    let e = goofspiel::solve_resumable(6, Payoff::Points, Some(level()), &|_, _, _| {}, |_| Ok(()));
    assert!(e
        .err()
        .unwrap()
        .to_string()
        .contains("for win-loss, not of N = 6 for points"));
}

/// Win/loss first moves in certified mode guarantee the exact games' value 0 (N = 5: every
/// payoff of the first-move matrices in rationals).
#[test]
fn certified_win_loss_first_moves_are_optimal_in_the_exact_games() {
    let game = goofspiel::solve_certified_for(5, Payoff::WinLoss, |_, _| {}).unwrap();
    assert!(game.error_bound < 1e-12);
    let mut exact = ExactSolver::with_payoff(5, Payoff::WinLoss).unwrap();
    for bid in &game.first_move {
        assert!(bid.value.contains(0.0));
        let matrix = exact.prize_matrix_at(31, 31, 31, 0, bid.prize).unwrap();
        let worst = worst_reply(&bid.bid, |i, j| to_f64(matrix.get(i, j)));
        assert!(worst > -1e-9, "prize {}: bid concedes {worst}", bid.prize);
    }
}

fn states(n: usize, k: usize) -> Vec<(Hand, Hand, Hand)> {
    let h = hands(n, k);
    let mut out = Vec::new();
    for &v in &h {
        for &y in &h {
            out.extend(h.iter().map(|&p| (v, y, p)));
        }
    }
    out
}
