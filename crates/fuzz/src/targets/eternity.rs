//! Eternity puzzle and solution files, and the shared formats (board strings and URLs,
//! headerless piece lists). Puzzles of at most 16 cells are solved by backtracking
//! (0.1 s); every board the crate calls a solution is recounted here, edge by edge, from
//! the piece lists.

use eternity::{check, share, solve, Board, Method, Options, Puzzle, GREY};

use super::{fixture, seeds};
use crate::{rejected, Target, Verdict};

/// Eternity puzzle files; small boards solved and the solution recounted.
pub fn puzzle_target() -> Result<Target, String> {
    let (four, six) = (
        fixture("eternity/4x4-seed1.txt")?,
        fixture("eternity/6x6-seed1.txt")?,
    );
    Ok(Target {
        seeds: seeds(&[&four, &six, "1 1\n0 0 0 0\n", "1 2\n0 1 0 0\n0 0 0 1\n"]),
        tokens: vec![
            "32 32",
            "33 33",
            "0 0",
            "4 4",
            "1 1",
            "hint 0 0 0 0",
            "hint 1 1 ",
            "hint",
        ],
        check: Box::new(check_puzzle),
    })
}

/// Eternity solution files against the 6x6 fixture, every score recounted.
pub fn solution_target() -> Result<Target, String> {
    let puzzle = Puzzle::parse(&fixture("eternity/6x6-seed1.txt")?).map_err(|e| e.to_string())?;
    Ok(Target {
        seeds: seeds(&[&fixture("eternity/6x6-seed1.solution.txt")?]),
        tokens: vec!["36", "35", "6 6", "5 5"],
        check: Box::new(move |text| check_solution(&puzzle, text)),
    })
}

/// Puzzles in any shared format (`share::read_puzzle`): board strings and URLs, piece
/// lists and our files; small boards solved and the solution recounted.
pub fn shared_puzzle_target() -> Result<Target, String> {
    let four = fixture("eternity/4x4-seed1.txt")?;
    let puzzle = Puzzle::parse(&four).map_err(|e| e.to_string())?;
    let board = solve(&puzzle, Method::Backtrack, Options::default())
        .ok()
        .and_then(|o| o.board)
        .ok_or("the 4x4 fixture has a solution")?;
    let url = share::to_bucas(&puzzle, &board).map_err(|e| e.to_string())?;
    let list: String = puzzle
        .pieces
        .iter()
        .map(|p| format!("{} {} {} {}\n", p.0[0], p.0[1], p.0[2], p.0[3]))
        .collect();
    Ok(Target {
        seeds: seeds(&[&url, &list, "board_w=1&board_h=1&board_edges=abaa", "aaab"]),
        tokens: vec![
            "board_w=",
            "board_h=",
            "board_edges=",
            "&",
            "#",
            "aaaa",
            "z",
            "0 0 0 0",
        ],
        check: Box::new(|text| check_any(text, share::read_puzzle)),
    })
}

/// Board strings and URLs placed on the 6x6 fixture's pieces, every score recounted.
pub fn board_string_target() -> Result<Target, String> {
    let puzzle = Puzzle::parse(&fixture("eternity/6x6-seed1.txt")?).map_err(|e| e.to_string())?;
    let board =
        Board::parse(&fixture("eternity/6x6-seed1.solution.txt")?).map_err(|e| e.to_string())?;
    let url = share::to_bucas(&puzzle, &board).map_err(|e| e.to_string())?;
    Ok(Target {
        seeds: seeds(&[&url]),
        tokens: vec!["board_w=6", "board_h=6", "a", "b", "&board_edges="],
        check: Box::new(move |text| match share::place_bucas(&puzzle, text) {
            Ok(board) => match check(&puzzle, &board) {
                Ok(score) if score.is_solved() => recount(&puzzle, &board),
                Ok(_) => Ok(Verdict::Accepted),
                Err(e) => Err(format!("a placed board fails the verifier: {e}")),
            },
            Err(e) => rejected(e),
        }),
    })
}

fn check_puzzle(text: &str) -> Result<Verdict, String> {
    check_any(text, Puzzle::parse)
}

fn check_any(
    text: &str,
    read: impl Fn(&str) -> Result<Puzzle, eternity::Error>,
) -> Result<Verdict, String> {
    let puzzle = match read(text) {
        Ok(p) => p,
        Err(e) => return rejected(e),
    };
    if puzzle.rows * puzzle.cols > 16 {
        return Ok(Verdict::Accepted);
    }
    let options = Options {
        time_limit: Some(std::time::Duration::from_millis(100)),
        max_score: false,
    };
    match solve(&puzzle, Method::Backtrack, options) {
        Ok(out) if out.solved() => {
            recount(&puzzle, out.board.as_ref().ok_or("solved without a board")?)
        }
        Ok(_) => Ok(Verdict::Accepted),
        Err(e) => rejected(e),
    }
}

fn check_solution(puzzle: &Puzzle, text: &str) -> Result<Verdict, String> {
    let board = match Board::parse(text) {
        Ok(b) => b,
        Err(e) => return rejected(e),
    };
    match check(puzzle, &board) {
        Ok(score) if score.is_solved() => recount(puzzle, &board),
        Ok(_) => Ok(Verdict::Accepted),
        Err(e) => rejected(e),
    }
}

/// A board called a solution must use every piece once, show grey on the frame and match
/// every inner seam: recounted from the listed edges (side `s` of a piece turned `a` times
/// shows listed edge `(s - a) mod 4`).
fn recount(puzzle: &Puzzle, board: &Board) -> Result<Verdict, String> {
    let (rows, cols) = (puzzle.rows, puzzle.cols);
    let mut used = vec![false; puzzle.pieces.len()];
    let mut shown = Vec::with_capacity(rows * cols);
    for p in &board.cells {
        let slot = used
            .get_mut(p.piece)
            .ok_or("a solution uses an unknown piece")?;
        if std::mem::replace(slot, true) {
            return Err("a solution uses a piece twice".into());
        }
        let edges = puzzle.pieces[p.piece].0;
        shown.push([0, 1, 2, 3].map(|s| edges[(s + 4 - p.rotation as usize % 4) % 4]));
    }
    let wrong = (board.cells.len() != rows * cols) || used.contains(&false);
    let at = |r: usize, c: usize| shown[r * cols + c];
    let mut bad = 0;
    for r in 0..rows {
        for c in 0..cols {
            let [top, right, bottom, left] = at(r, c);
            bad += usize::from(r == 0 && top != GREY) + usize::from(c == 0 && left != GREY);
            bad += usize::from(r + 1 == rows && bottom != GREY)
                + usize::from(c + 1 == cols && right != GREY);
            bad += usize::from(c + 1 < cols && right != at(r, c + 1)[3]);
            bad += usize::from(r + 1 < rows && bottom != at(r + 1, c)[0]);
        }
    }
    if wrong || bad > 0 {
        return Err(format!(
            "a board called a solution has {bad} mismatches (all pieces used: {})",
            !wrong
        ));
    }
    Ok(Verdict::Accepted)
}
