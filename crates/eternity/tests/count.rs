//! `count_all` (the backtracker counting every solution, with its symmetry break) against
//! an independent brute-force enumeration, on generated boards from 2 x 2 to 7 x 7, balanced
//! and uniform, square and oblong, with and without hints.

mod brute;

use eternity::backtrack::count_all;
use eternity::{check, Colours, Recipe};

fn recipe(rows: usize, cols: usize, (frame, inner): (u8, u8), seed: u64) -> Recipe {
    Recipe {
        frame,
        inner,
        ..Recipe::hardest(rows, cols, seed, Colours::Balanced)
    }
}

#[test]
fn every_count_equals_the_brute_force_count() {
    let boards = [
        recipe(2, 2, (1, 1), 1),
        recipe(3, 3, (1, 1), 2),
        recipe(3, 3, (2, 2), 3),
        recipe(3, 4, (2, 2), 4),
        recipe(4, 4, (2, 3), 5),
        recipe(2, 5, (2, 2), 6),
        recipe(5, 5, (3, 4), 7),
        Recipe {
            hints: 1,
            ..recipe(4, 4, (1, 2), 8)
        },
        Recipe {
            colours: Colours::Uniform,
            ..recipe(4, 5, (2, 3), 9)
        },
        recipe(6, 6, (3, 7), 10),
        recipe(7, 7, (4, 9), 11),
    ];
    for r in boards {
        let (puzzle, _) = r.generate().unwrap();
        let count = count_all(&puzzle, None, |_, _, _| {});
        let name = format!("{} x {} seed {}", r.rows, r.cols, r.seed);
        assert!(count.exhausted, "{name}");
        assert_eq!(count.boards, brute::count_solutions(&puzzle), "{name}");
        assert_eq!(count.boards, count.classes * count.per_class, "{name}");
        let example = count.example.expect("a generated puzzle has a solution");
        assert!(check(&puzzle, &example).unwrap().is_solved(), "{name}");
        println!(
            "{name}: {} boards, {} classes, {} nodes",
            count.boards, count.classes, count.nodes
        );
    }
}

/// A 1 x 1 board's one cell is its own turn: its one solution is one class, not a quarter.
#[test]
fn a_one_cell_board_is_one_class() {
    let puzzle = eternity::Puzzle::parse("1 1\n0 0 0 0\n").unwrap();
    let count = count_all(&puzzle, None, |_, _, _| {});
    assert!(count.exhausted);
    assert_eq!(count.boards, brute::count_solutions(&puzzle));
    assert_eq!((count.boards, count.classes, count.per_class), (1, 1, 1));
}
