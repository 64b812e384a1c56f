//! Konane's values checked by hand on positions small enough to read, and its outcome
//! classes against a plain game-tree search (who wins moving first, by the definition of
//! winning, with no game values) on random small boards.

mod search;

use std::collections::HashMap;

use partisan::rulesets::konane::Konane;
use partisan::rulesets::Position;
use partisan::Games;

/// Small positions whose values follow from the moves: one jump for Left is 1; one for each
/// side, independent, is 0. In `xo.o.` Left jumps once (to `..xo.`, where either side has
/// one jump: `*`) or twice (to `....x`: 0), and Right has no move: `{0, * | }`, whose `*`
/// reverses through 0, so the value is `{0 | } = 1`.
#[test]
fn small_boards_have_the_values_their_moves_give() {
    let mut g = Games::new();
    for (text, value) in [
        ("xo.", "1"),
        (".ox", "1"),
        ("ox.", "-1"),
        ("xo.|...|.xo", "0"),
        ("xo.o.", "1"),
        ("x|o|.", "1"),
        ("...", "0"),
    ] {
        let board: Konane = text.parse().unwrap();
        let v = board.value(&mut g, &mut Default::default());
        let expected = g.parse(value).unwrap();
        assert_eq!(v, expected, "{text}: {}", g.name(v));
    }
}

#[test]
fn outcome_classes_agree_with_a_plain_search() {
    let mut state = 0x853c_49e6_748f_ea9bu64;
    let mut g = Games::new();
    let mut memo = HashMap::new();
    for _ in 0..300 {
        let cells: String = (0..12)
            .map(|_| {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                ['x', 'o', '.', '.'][(state % 4) as usize]
            })
            .collect();
        let board: Konane = format!("{}/{}/{}", &cells[..4], &cells[4..8], &cells[8..])
            .parse()
            .unwrap();
        let v = board.value(&mut g, &mut Default::default());
        let expected = search::searched_outcome(&board, &mut memo);
        assert_eq!(g.outcome(v), expected, "{board}");
    }
}

#[test]
fn bad_positions_are_one_line_errors() {
    for (text, why) in [
        ("", "no rows"),
        ("xo/x", "row 2"),
        ("x#o", "none of"),
        (&".".repeat(37), "more than the limit"),
    ] {
        let e = text.parse::<Konane>().unwrap_err().to_string();
        assert!(e.contains(why) && !e.contains('\n'), "{e}");
    }
}
