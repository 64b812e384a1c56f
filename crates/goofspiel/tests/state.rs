//! The optimal play at one position, read from its history.

use goofspiel::{exact_table_for, play_at, Payoff, State};
use num_rational::BigRational;

fn q(n: i64, d: i64) -> BigRational {
    BigRational::new(n.into(), d.into())
}

/// Positions whose play can be worked out by hand: with one card each left the bids are
/// forced, and a lead past the prizes left has decided a win/loss game.
#[test]
fn forced_and_decided_positions() {
    // Player 1 lost prizes 1 and 2 (-3) and wins prize 3 with card 3 over 1: 0 in points,
    // a draw.
    for payoff in [Payoff::Points, Payoff::WinLoss] {
        let play = play_at(&State::parse(3, "1:1/2, 2:2/3").unwrap(), payoff).unwrap();
        assert_eq!(play.value, q(0, 1));
        assert_eq!(play.bids[0].player1, vec![(3, q(1, 1))]);
    }
    // 3 ahead, 1 and 4 against 2 and 4, prizes 2 and 4 left: bidding 1 on prize 2 wins
    // whatever player 2 does (4 takes prize 2, then 4 beats 2 on prize 4; 2 takes prize 2,
    // then the 4s tie), so the win/loss value is 1.
    let s = State::parse(4, "3:2/1, 1:3/3, 2").unwrap();
    assert_eq!(
        (s.lead, s.showing, s.hand1, s.hand2),
        (3, Some(2), 0b1001, 0b1010)
    );
    let play = play_at(&s, Payoff::WinLoss).unwrap();
    assert_eq!(play.value, q(1, 1));
    assert_eq!(play.bids[0].player1, vec![(1, q(1, 1)), (4, q(0, 1))]);
    // The game over: the final lead, or its sign.
    let over = State::parse(2, "1:1/2, 2:2/1").unwrap();
    assert_eq!(play_at(&over, Payoff::Points).unwrap().value, q(1, 1));
    assert_eq!(play_at(&over, Payoff::WinLoss).unwrap().value, q(1, 1));
}

/// With nothing played and prize k showing, the position is the first-move game of prize k;
/// with nothing showing, its value is the average over the prizes, 0 (the game is fair).
#[test]
fn the_opening_positions_are_the_first_move_games() {
    for payoff in [Payoff::Points, Payoff::WinLoss] {
        let table = exact_table_for(4, payoff).unwrap();
        for first in &table.first_move {
            let s = State::parse(4, &first.prize.to_string()).unwrap();
            let play = play_at(&s, payoff).unwrap();
            let bids: Vec<BigRational> = play.bids[0]
                .player1
                .iter()
                .map(|(_, p)| p.clone())
                .collect();
            assert_eq!(bids, first.solution.row_strategy());
        }
        let play = play_at(&State::parse(4, "").unwrap(), payoff).unwrap();
        assert_eq!((play.value, play.bids.len()), (q(0, 1), 4));
    }
}

#[test]
fn impossible_histories_are_one_line_errors() {
    for (n, history, why) in [
        (3, "1:1/2, 1:2/3", "prize 1 was already played"),
        (3, "1:1/2, 2:1/3", "player 1's card 1 was already played"),
        (3, "2, 1:1/1", "only the last item may be a bare prize"),
        (3, "1:4/2", "is not a card 1..3"),
        (3, "1:1-2", "expected PRIZE:BID1/BID2"),
        (9, "1", "1 <= N <= 6"),
        (0, "", "1 <= N <= 6"),
    ] {
        let e = State::parse(n, history).unwrap_err().to_string();
        assert!(e.contains(why) && !e.contains('\n'), "{history}: {e}");
    }
}

/// The policy for OpenSpiel: as many information states as OpenSpiel's own `TabularPolicy`
/// of the turn-based N = 4 game holds (6,056), keyed as OpenSpiel prints them (the key
/// below is copied from its output), each mix a probability vector over the cards held.
#[test]
fn the_openspiel_policy_covers_every_information_state() {
    let p = goofspiel::openspiel_policy(4, Payoff::WinLoss).unwrap();
    assert!(p.status.is_certified());
    assert_eq!(
        p.game,
        "goofspiel(num_cards=4,points_order=random,returns_type=win_loss)"
    );
    assert_eq!(p.policy.len(), 6056);
    let key = "Current player: 0\nPoint card sequence: 2 1 \nP0 hand: 1 2 4 \nP1 hand: 2 3 4 \n\
               Win sequence: 0 \nPoints: 2 0 \n";
    let mix = &p.policy[key];
    assert_eq!(mix.iter().map(|&(a, _)| a).collect::<Vec<_>>(), [0, 1, 3]);
    for mix in p.policy.values() {
        assert!((mix.iter().map(|&(_, q)| q).sum::<f64>() - 1.0).abs() < 1e-12);
    }
    assert!(goofspiel::openspiel_policy(6, Payoff::Points).is_err());
}
