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
            Recipe::hardest(side, side, seed, eternity::Colours::Uniform)
                .generate()
                .unwrap()
                .0,
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
        colours: eternity::Colours::Uniform,
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

/// The hinted 16 x 16 is the generator's, and the committed max-score board (a 1-hour run,
/// docs/eternity.md "Performance") keeps the hint and scores what the docs say, recounted
/// by the verifier.
#[test]
fn the_committed_max_score_board_scores_460() {
    let puzzle = Puzzle::parse(&fixture("16x16-seed1-hint.txt")).unwrap();
    let recipe = Recipe {
        hints: 1,
        ..Recipe::hardest(16, 16, 1, eternity::Colours::Uniform)
    };
    assert_eq!(recipe.generate().unwrap().0, puzzle);
    let board = Board::parse(&fixture("16x16-seed1-hint.max-score.txt")).unwrap();
    let score = check(&puzzle, &board).unwrap();
    assert_eq!((score.matched_seams, score.bad_frame_edges), (460, 0));
}
