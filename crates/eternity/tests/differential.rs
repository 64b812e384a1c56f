//! Every method's verdict against an independent brute-force enumeration, on
//! puzzles that hints cannot hide a wrong symmetry break behind: random small boards (2 x 2
//! to 4 x 4 and 2 x 5) with grey allowed on inner seams, pieces with three grey edges,
//! duplicate pieces, with and without hints, solvable and not.

mod brute;

use eternity::{check, solve, Hint, Method, Options, Piece, Puzzle, GREY};

/// A puzzle that once split the methods: piece 0 (`0 2 3 0`, two adjacent grey edges) lies on the top
/// edge, beside a piece with three grey edges in the corner, so grey shows on an inner
/// seam. Fixing piece 0 in the top-left corner (the symmetry break of a framed square) made
/// three methods "prove" it unsolvable.
const GREY_INSIDE: &str = "3 3
0 2 3 0
0 0 1 0
0 0 8 2
1 4 9 0
3 5 10 4
8 0 11 5
9 6 0 0
10 7 0 6
11 0 0 7
";

#[test]
fn a_corner_shaped_piece_off_the_corner_is_still_found() {
    let puzzle = Puzzle::parse(GREY_INSIDE).unwrap();
    assert!(brute::first_solution(&puzzle).is_some());
    for method in [Method::Backtrack, Method::Sat, Method::Portfolio] {
        let out = solve(&puzzle, method, Options::default()).unwrap();
        assert!(out.solved() && !out.unsolvable, "{method:?}");
    }
}

/// A random small puzzle: a planted board whose inner seams take colours 0..=colours (grey
/// among them with probability `grey`), cut, shuffled and turned; then, half the time, one
/// edge recoloured or one piece copied over another (often unsolvable); hints from the
/// planted board or at random, a third of the time each.
fn random_puzzle(rng: &mut fastrand::Rng) -> Puzzle {
    const SIZES: [(usize, usize); 7] = [(2, 2), (2, 3), (3, 2), (3, 3), (3, 4), (4, 4), (2, 5)];
    let (rows, cols) = SIZES[rng.usize(..SIZES.len())];
    // Fewer colours on 4 x 4 make most pieces alike, and exhausting an unsolvable board of
    // alike pieces takes every solver (and the brute force) hours.
    let colours = rng.u8(if rows * cols > 9 { 3..=5 } else { 1..=4 });
    let grey = [0.0, 0.1, 0.25][rng.usize(..3)];
    let mut seam = || match rng.f64() < grey {
        true => GREY,
        false => rng.u8(1..=colours),
    };
    let right: Vec<Vec<u8>> = (0..rows)
        .map(|_| (0..cols).map(|_| seam()).collect())
        .collect();
    let down: Vec<Vec<u8>> = (0..rows)
        .map(|_| (0..cols).map(|_| seam()).collect())
        .collect();
    let cut = |r: usize, c: usize| {
        let top = if r == 0 { GREY } else { down[r - 1][c] };
        let left = if c == 0 { GREY } else { right[r][c - 1] };
        let right = if c + 1 == cols { GREY } else { right[r][c] };
        let bottom = if r + 1 == rows { GREY } else { down[r][c] };
        Piece([top, right, bottom, left])
    };
    let mut order: Vec<usize> = (0..rows * cols).collect();
    rng.shuffle(&mut order);
    let turns: Vec<u8> = order.iter().map(|_| rng.u8(0..4)).collect();
    let pieces: Vec<Piece> = order
        .iter()
        .zip(&turns)
        .map(|(&cell, &t)| Piece(cut(cell / cols, cell % cols).rotated((4 - t) % 4)))
        .collect();
    let mut puzzle = Puzzle {
        rows,
        cols,
        pieces,
        hints: Vec::new(),
    };
    match rng.u8(0..4) {
        0 => puzzle.pieces[rng.usize(..rows * cols)].0[rng.usize(..4)] = rng.u8(0..=colours),
        1 => puzzle.pieces[rng.usize(..rows * cols)] = puzzle.pieces[rng.usize(..rows * cols)],
        _ => {}
    }
    let hint = |piece: usize, rng: &mut fastrand::Rng| {
        let cell = match rng.bool() {
            true => order[piece],
            false => rng.usize(..rows * cols),
        };
        let rotation = match rng.bool() {
            true => turns[piece],
            false => rng.u8(0..4),
        };
        Hint {
            row: cell / cols,
            col: cell % cols,
            piece,
            rotation,
        }
    };
    let hints: Vec<Hint> = match rng.u8(0..3) {
        0 => (0..rng.usize(1..=2))
            .map(|_| hint(rng.usize(..rows * cols), rng))
            .collect(),
        _ => Vec::new(),
    };
    // A hint set the puzzle refuses (a piece twice, grey off the frame, ...) is dropped.
    puzzle.clone().with_hints(&hints).unwrap_or(puzzle)
}

/// One method's answer on `puzzle` as a verdict, checked to be consistent.
fn verdict(puzzle: &Puzzle, method: Method) -> Result<bool, String> {
    let out = solve(puzzle, method, Options::default()).map_err(|e| e.to_string())?;
    if let Some(board) = &out.board {
        assert!(check(puzzle, board).unwrap().is_solved(), "{method:?}");
    }
    match (out.solved(), out.unsolvable, out.milp_infeasible) {
        (true, false, false) => Ok(true),
        (false, true, _) | (false, false, true) => Ok(false),
        other => Err(format!("{method:?} neither solved nor refuted: {other:?}")),
    }
}

#[test]
fn every_method_agrees_with_brute_force_on_random_small_puzzles() {
    let mut rng = fastrand::Rng::with_seed(45);
    let (mut solvable, mut hinted, mut disagreements) = (0, 0, Vec::new());
    const PUZZLES: usize = 2000;
    for i in 0..PUZZLES {
        let puzzle = random_puzzle(&mut rng);
        let truth = brute::first_solution(&puzzle).is_some();
        solvable += truth as usize;
        hinted += !puzzle.hints.is_empty() as usize;
        let mut methods = vec![Method::Backtrack, Method::Sat, Method::Portfolio];
        if i % 25 == 0 {
            methods.push(Method::MilpSeed);
        }
        for method in methods {
            match verdict(&puzzle, method) {
                Ok(v) if v == truth => {}
                Ok(v) => disagreements.push(format!(
                    "{method:?} says {v}, brute force {truth}:\n{puzzle}"
                )),
                Err(e) => disagreements.push(format!("{e}:\n{puzzle}")),
            }
        }
    }
    assert!(disagreements.is_empty(), "{}", disagreements.join("\n"));
    // Both verdicts and both kinds of puzzle are well represented.
    assert!((400..1600).contains(&solvable), "{solvable} solvable");
    assert!(hinted > 150, "{hinted} with hints");
}
