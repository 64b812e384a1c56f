//! The committed puzzles in fixtures/eternity are what the generator makes (so a change of
//! generator shows), and the committed solutions (6 x 6, and 8 x 8 seed 8 found by the
//! resumable backtracking run) pass the verifier.

use eternity::{check, Board, Puzzle, Recipe};

fn fixture(name: &str) -> String {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../../fixtures/eternity/");
    std::fs::read_to_string(format!("{root}{name}")).unwrap()
}

#[test]
fn committed_puzzles_are_the_generators_output() {
    for (side, seed) in [(6, 1), (7, 1), (8, 1), (8, 8), (10, 1), (16, 1)] {
        let name = format!("{side}x{side}-seed{seed}.txt");
        let stored = Puzzle::parse(&fixture(&name)).unwrap();
        assert_eq!(
            Recipe::hardest(side, side, seed).generate().unwrap().0,
            stored,
            "{name}"
        );
    }
    let small = Recipe {
        rows: 4,
        cols: 4,
        frame: 2,
        inner: 3,
        seed: 1,
        hints: 0,
    }
    .generate()
    .unwrap()
    .0;
    insta::assert_snapshot!(small.to_string());
    assert_eq!(Puzzle::parse(&fixture("4x4-seed1.txt")).unwrap(), small);
}

#[test]
fn the_committed_solutions_are_valid() {
    for (name, seams) in [("6x6-seed1", 60), ("8x8-seed8", 112)] {
        let puzzle = Puzzle::parse(&fixture(&format!("{name}.txt"))).unwrap();
        let board = Board::parse(&fixture(&format!("{name}.solution.txt"))).unwrap();
        let score = check(&puzzle, &board).unwrap();
        assert!(score.is_solved(), "{name}");
        assert_eq!(score.matched_seams, seams, "{name}");
    }
}
