//! The Easy Chase (seed 002 §3.2): the contest's official examples, every board's table
//! checked position by position, and the answer tables for n = 2..5 as snapshots.

use partisan::easy_chase::{Answer, EasyChase, Square};
use partisan::{check_retrograde, Error};

fn sq(row: usize, col: usize) -> Square {
    Square { row, col }
}

#[test]
fn official_examples() {
    let two = EasyChase::new(2).unwrap().solve();
    assert_eq!(
        two.answer(sq(1, 1), sq(2, 2)).unwrap().to_string(),
        "BLACK 2"
    );
    assert_eq!(
        two.answer(sq(2, 2), sq(1, 2)).unwrap().to_string(),
        "WHITE 1"
    );
    let three = EasyChase::new(3).unwrap().solve();
    assert_eq!(three.answer(sq(1, 1), sq(3, 3)).unwrap(), Answer::Black(6));
}

/// The retrograde table satisfies the win-fast / lose-slow equations at every position of
/// every board size (an independent check of the engine's output), and nobody draws.
#[test]
fn every_board_passes_the_position_check() {
    for n in 2..=20 {
        let game = EasyChase::new(n).unwrap();
        let table = game.solve();
        assert_eq!(check_retrograde(&game, table.values()), Ok(()), "n = {n}");
        assert!(!table.values().contains(&partisan::Value::Draw), "n = {n}");
    }
}

#[test]
fn answer_tables_n_2_to_5() {
    for n in 2..=5 {
        let table = EasyChase::new(n).unwrap().solve();
        insta::assert_snapshot!(format!("easy_chase_n{n}"), table.answer_table());
    }
}

#[test]
fn bad_boards_are_one_line_errors() {
    for n in [0, 1, 21] {
        assert!(
            matches!(EasyChase::new(n), Err(Error::BadBoard(_))),
            "n = {n}"
        );
    }
    let table = EasyChase::new(4).unwrap().solve();
    for (w, b) in [
        (sq(0, 1), sq(2, 2)),
        (sq(1, 5), sq(2, 2)),
        (sq(3, 3), sq(3, 3)),
    ] {
        let err = table.answer(w, b).unwrap_err();
        assert_eq!(err.to_string().lines().count(), 1, "{err}");
    }
    assert!("1;2".parse::<Square>().is_err());
    assert_eq!("2, 3".parse::<Square>().unwrap(), sq(2, 3));
}
