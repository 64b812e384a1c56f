//! The methods agree on generated puzzles, and every board they return passes the
//! verifier.

use std::time::Duration;

use eternity::{check, solve, Method, Options, Outcome, Puzzle, Recipe};

const ALL: [Method; 5] = [
    Method::MilpSeed,
    Method::Milp,
    Method::Backtrack,
    Method::Sat,
    Method::Portfolio,
];

fn solved(puzzle: &Puzzle, method: Method) -> Outcome {
    let out = solve(
        puzzle,
        method,
        Options {
            time_limit: Some(Duration::from_secs(120)),
            max_score: false,
        },
    )
    .unwrap();
    let board = out
        .board
        .as_ref()
        .unwrap_or_else(|| panic!("{method:?} found no solution"));
    assert!(check(puzzle, board).unwrap().is_solved(), "{method:?}");
    out
}

#[test]
fn every_method_solves_small_generated_puzzles() {
    for seed in 0..3 {
        let (puzzle, _) = Recipe {
            rows: 3,
            cols: 3,
            frame: 2,
            inner: 2,
            seed,
            hints: 0,
            colours: eternity::Colours::Uniform,
        }
        .generate()
        .unwrap();
        for method in ALL {
            solved(&puzzle, method);
        }
        let dealt = eternity::solve_dealt(&puzzle, 20, seed, Options::default()).unwrap();
        let board = dealt.board.expect("the dealt search found no solution");
        assert!(
            check(&puzzle, &board).unwrap().is_solved(),
            "dealt, seed {seed}"
        );
    }
}

#[test]
fn milp_backtrack_and_sat_solve_a_hard_colour_count_5x5() {
    let (puzzle, _) = Recipe::hardest(5, 5, 3, eternity::Colours::Uniform)
        .generate()
        .unwrap();
    for method in [Method::Milp, Method::Backtrack, Method::Sat] {
        solved(&puzzle, method);
    }
}

#[test]
fn backtracking_solves_a_hard_6x6() {
    let (puzzle, _) = Recipe::hardest(6, 6, 11, eternity::Colours::Uniform)
        .generate()
        .unwrap();
    let out = solved(&puzzle, Method::Backtrack);
    assert!(out.work > 36);
}

/// A colour found nowhere else on one edge of the centre piece breaks every solution: the
/// search (in order, or dealt in a random order) is exhausted and the SAT formula
/// unsatisfiable, and both call it proved; the feasibility MILP is infeasible for HiGHS,
/// which is reported but never as a proof.
#[test]
fn an_unsolvable_puzzle_is_proven_unsolvable_by_the_exact_methods() {
    let (mut puzzle, board) = Recipe {
        rows: 3,
        cols: 3,
        frame: 2,
        inner: 2,
        seed: 5,
        hints: 0,
        colours: eternity::Colours::Uniform,
    }
    .generate()
    .unwrap();
    let centre = board.at(1, 1).piece;
    puzzle.pieces[centre].0[0] = puzzle.colours() as u8;
    for method in [Method::Backtrack, Method::Sat, Method::Portfolio] {
        let out = solve(&puzzle, method, Options::default()).unwrap();
        assert!(out.board.is_none() && out.unsolvable, "{method:?}");
    }
    let dealt = eternity::solve_dealt(&puzzle, 50, 3, Options::default()).unwrap();
    assert!(
        dealt.board.is_none() && dealt.unsolvable,
        "the dealt search"
    );
    let milp = solve(&puzzle, Method::Milp, Options::default()).unwrap();
    assert!(milp.board.is_none() && milp.milp_infeasible && !milp.unsolvable);
    let seed = solve(&puzzle, Method::MilpSeed, Options::default()).unwrap();
    assert!(seed.board.is_none() && seed.bound.unwrap() >= 1 && !seed.bound_proved);
}

#[test]
fn max_score_returns_a_verified_best_board_with_a_bound() {
    let (puzzle, _) = Recipe::hardest(16, 16, 1, eternity::Colours::Uniform)
        .generate()
        .unwrap();
    let out = solve(
        &puzzle,
        Method::Backtrack,
        Options {
            time_limit: Some(Duration::from_millis(500)),
            max_score: true,
        },
    )
    .unwrap();
    let score = check(&puzzle, out.board.as_ref().unwrap()).unwrap();
    assert_eq!(Some(score), out.score);
    assert_eq!(score.matched_seams + score.mismatched_seams, 480);
    assert!(score.matched_seams > 100, "{score:?}");
}

/// Found by `cargo xtask fuzz flags`: a time limit of 1e19 s overflowed the deadline.
#[test]
fn a_time_limit_too_far_to_represent_is_no_limit() {
    let puzzle = Puzzle::parse(include_str!("../../../fixtures/eternity/4x4-seed1.txt")).unwrap();
    for limit in [
        Duration::from_secs(10_000_000_000_000_000_000),
        Duration::MAX,
    ] {
        let options = Options {
            time_limit: Some(limit),
            max_score: false,
        };
        assert!(solve(&puzzle, Method::Backtrack, options).unwrap().solved());
    }
}
