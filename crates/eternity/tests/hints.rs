//! Hint pieces: every method keeps them where the puzzle fixes them, the verifier refuses a
//! board that moves one, and every bad hint line gets a one-line error naming the line.

use std::time::Duration;

use eternity::{check, solve, Board, Hint, Method, Options, Placement, Puzzle, Recipe};

fn clue(rows: usize, cols: usize, hints: usize, seed: u64) -> (Puzzle, Board) {
    let recipe = Recipe {
        rows,
        cols,
        frame: 4,
        inner: 3,
        seed,
        hints,
        colours: eternity::Colours::Uniform,
    };
    recipe.generate().unwrap()
}

#[test]
fn every_method_keeps_the_hints_of_a_clue_shaped_board() {
    let methods = [
        Method::Backtrack,
        Method::Sat,
        Method::Portfolio,
        Method::Milp,
    ];
    for (rows, cols, hints, seed) in [(6, 6, 1, 1), (6, 12, 4, 2), (4, 7, 3, 3)] {
        let (puzzle, _) = clue(rows, cols, hints, seed);
        for method in methods
            .iter()
            .filter(|&&m| m != Method::Milp || rows * cols <= 36)
        {
            let options = Options {
                time_limit: Some(Duration::from_secs(120)),
                max_score: false,
            };
            let out = solve(&puzzle, *method, options).unwrap();
            let board = out
                .board
                .unwrap_or_else(|| panic!("{method:?} {rows}x{cols}"));
            assert!(check(&puzzle, &board).unwrap().is_solved(), "{method:?}");
            for h in &puzzle.hints {
                assert_eq!(board.at(h.row, h.col).piece, h.piece, "{method:?}");
            }
        }
    }
}

/// The seed's MILP (every piece, cell and rotation) keeps hints too, on a board it can do.
#[test]
fn the_seed_milp_keeps_hints() {
    let (puzzle, _) = clue(3, 3, 2, 4);
    let out = solve(&puzzle, Method::MilpSeed, Options::default()).unwrap();
    assert!(out.solved());
}

#[test]
fn the_verifier_refuses_a_board_that_moves_a_hint() {
    let (puzzle, mut board) = clue(5, 5, 2, 7);
    let h = puzzle.hints[0];
    let cell = h.cell(5);
    let other = (cell + 1) % 25;
    board.cells.swap(cell, other);
    let err = check(&puzzle, &board).unwrap_err().to_string();
    assert!(
        err.starts_with(&format!(
            "cell ({}, {}) must hold hint piece {}",
            h.row, h.col, h.piece
        )),
        "{err}"
    );
    assert!(!err.contains('\n'));
    let mut turned = clue(5, 5, 2, 7).1;
    let p = &mut turned.cells[cell];
    *p = Placement {
        rotation: (p.rotation + 1) % 4,
        ..*p
    };
    let picture = |b: &Board| puzzle.pieces[b.cells[cell].piece].rotated(b.cells[cell].rotation);
    if picture(&turned) != picture(&clue(5, 5, 2, 7).1) {
        assert!(check(&puzzle, &turned).is_err());
    }
}

/// Each bad hint line, written after the pieces of a generated 3 x 3 puzzle, and the start
/// of the one-line error it must get.
#[test]
fn bad_hint_lines_get_one_line_errors_naming_the_line() {
    let (puzzle, board) = clue(3, 3, 0, 2);
    let base = puzzle.to_string();
    let lines = base.lines().count();
    let at = |r: usize, c: usize| board.at(r, c);
    let (a, b) = (at(1, 1), at(1, 2));
    let corner = at(0, 0);
    let cases = [
        (
            format!("hint 3 0 {} 0", a.piece),
            "hint at row 3 col 0 is off the 3 x 3 board",
        ),
        ("hint 1 1 9 0".to_string(), "hint piece 9 is unknown"),
        (
            format!("hint 1 1 {} 4", a.piece),
            "hint rotation 4 is not 0..=3",
        ),
        (
            format!(
                "hint 1 1 {} {}\nhint 1 2 {} {}",
                a.piece, a.rotation, a.piece, b.rotation
            ),
            "piece",
        ),
        (
            format!(
                "hint 1 1 {} {}\nhint 1 1 {} {}",
                a.piece, a.rotation, b.piece, b.rotation
            ),
            "cell (1, 1) already has a hint",
        ),
        (
            format!("hint 0 0 {} {}", corner.piece, (corner.rotation + 2) % 4),
            "the hint shows colour",
        ),
        (format!("hint 1 1 {} 0 7", a.piece), "expected 4 numbers"),
        ("hint 1 1 x 0".to_string(), "\"x\" is not a whole number"),
    ];
    for (extra, want) in cases {
        let text = format!("{base}{extra}\n");
        let err = Puzzle::parse(&text).unwrap_err().to_string();
        let last = lines + extra.lines().count();
        assert!(err.starts_with(&format!("line {last}: ")), "{extra}: {err}");
        assert!(err.contains(want) && !err.contains('\n'), "{extra}: {err}");
    }
}

/// Two hints side by side whose touching edges differ: the second line is refused.
#[test]
fn touching_hints_must_match() {
    let (puzzle, board) = clue(4, 4, 0, 2);
    let (a, b) = (board.at(1, 1), board.at(1, 2));
    let right_of_a = puzzle.pieces[a.piece].rotated(a.rotation)[1];
    let turn = (0..4u8)
        .find(|&t| puzzle.pieces[b.piece].rotated(t)[3] != right_of_a)
        .expect("an inner piece of 3 colours shows another colour somewhere");
    let text = format!(
        "{puzzle}hint 1 1 {} {}\nhint 1 2 {} {turn}\n",
        a.piece, a.rotation, b.piece
    );
    let last = text.lines().count();
    let err = Puzzle::parse(&text).unwrap_err().to_string();
    let want = format!("line {}: the hint shows colour {right_of_a} on its Right side, its neighbour hint (line {last})", last - 1);
    assert!(err.starts_with(&want), "{err}");
}

/// Hints at random cells (the generating board's piece, or any piece, turned the first way
/// the file format accepts): the backtracker, SAT and the MILP agree, puzzle by puzzle, on whether a solution exists; both verdicts occur.
#[test]
fn the_exact_methods_agree_on_random_hints() {
    let mut verdicts = [0; 2];
    for seed in 0..12u64 {
        let (plain, board) = clue(4, 4, 0, seed);
        let mut rng = fastrand::Rng::with_seed(seed);
        let (row, col) = (rng.usize(..4), rng.usize(..4));
        // even seeds: the generating board's piece there (solvable); odd: any piece
        let piece = match seed % 2 {
            0 => board.at(row, col).piece,
            _ => rng.usize(..16),
        };
        let hint = (0..4).map(|rotation| Hint {
            row,
            col,
            piece,
            rotation,
        });
        let Some(puzzle) = hint
            .filter_map(|h| plain.clone().with_hints(&[h]).ok())
            .next()
        else {
            continue;
        };
        let answers: Vec<bool> = [Method::Backtrack, Method::Sat, Method::Milp]
            .map(|m| {
                let out = solve(&puzzle, m, Options::default()).unwrap();
                // The MILP's "no board" is HiGHS's word, never a proof.
                let refuted = out.unsolvable || (m == Method::Milp && out.milp_infeasible);
                assert!(out.solved() != refuted, "{m:?} seed {seed}");
                out.solved()
            })
            .to_vec();
        assert!(
            answers.iter().all(|&a| a == answers[0]),
            "seed {seed}: {answers:?}"
        );
        verdicts[usize::from(answers[0])] += 1;
    }
    assert!(verdicts[0] > 0 && verdicts[1] > 0, "{verdicts:?}");
}

/// Max-score completion keeps the hints too.
#[test]
fn max_score_boards_keep_the_hints() {
    let recipe = Recipe {
        hints: 5,
        ..Recipe::hardest(10, 10, 3, eternity::Colours::Uniform)
    };
    let (puzzle, _) = recipe.generate().unwrap();
    let options = Options {
        time_limit: Some(Duration::from_millis(300)),
        max_score: true,
    };
    let out = solve(&puzzle, Method::Backtrack, options).unwrap();
    check(&puzzle, out.board.as_ref().unwrap()).unwrap();
}
