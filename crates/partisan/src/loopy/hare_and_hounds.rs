//! Hare and Hounds, the French military game (Winning Ways ch. 20, beside Fox and Geese;
//! M. Gardner, Scientific American, October 1963), as a loopy partisan game: Left's three
//! hounds `d` chase Right's hare `h` on the eleven-point board.
//!
//! ```text
//!       (1,2)-(1,3)-(1,4)
//!      /  |  \  |  /  |  \
//! (2,1)-(2,2)-(2,3)-(2,4)-(2,5)
//!      \  |  /  |  \  |  /
//!       (3,2)-(3,3)-(3,4)
//! ```
//!
//! Points are `(row, column)`, rows 1 to 3 from the top, columns 1 to 5 from the left. The
//! lines are the rows, the columns 2 to 4, the four diagonals from the end points, and the
//! two diagonals through the centre `(2,3)`. A hound steps along a line to an empty point
//! in the same column or the next one to the right, never back; the hare steps along any
//! line to an empty point. Hounds that trap the hare win (it cannot move); a hare standing
//! left of every hound has escaped, and the position is `off`, as a Fox and Geese escape
//! is. The traditional stalling rule (the hare wins after ten hound moves without
//! advancing) has no place in the theory: hounds and hare moving up and down for ever is
//! a draw, and such positions have an onside and an offside.
//!
//! A position is written row by row, top to bottom, separated by `/`: three points, five,
//! three, each `d`, `h` or `.`. The traditional start is `d../d...h/d..`.

use crate::games::Games;
use crate::Error;

use super::{graph, Loopy, Value};

/// The points, in reading order: `(row, column)`.
const POINTS: [(u8, u8); 11] = [
    (1, 2),
    (1, 3),
    (1, 4),
    (2, 1),
    (2, 2),
    (2, 3),
    (2, 4),
    (2, 5),
    (3, 2),
    (3, 3),
    (3, 4),
];

/// The lines between points, as indices into [`POINTS`].
const LINES: [(u8, u8); 22] = [
    // Rows.
    (0, 1),
    (1, 2),
    (3, 4),
    (4, 5),
    (5, 6),
    (6, 7),
    (8, 9),
    (9, 10),
    // Columns 2 to 4.
    (0, 4),
    (4, 8),
    (1, 5),
    (5, 9),
    (2, 6),
    (6, 10),
    // From the end points.
    (3, 0),
    (3, 8),
    (7, 2),
    (7, 10),
    // The two diagonals through the centre.
    (0, 5),
    (5, 10),
    (8, 5),
    (5, 2),
];

/// A position: the hounds' points (sorted) and the hare's, or the hare escaped.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Position {
    Board { hounds: [u8; 3], hare: u8 },
    Escaped,
}

/// The graph of every position reachable from `board` (`d../d...h/d..`), the start first.
pub fn graph(board: &str, games: &mut Games) -> Result<Loopy, Error> {
    let start = read(board)?;
    let graph = graph::explore(start, moves, &format!("{board:?}"), games)?;
    Ok(Loopy { graph, start: 0 })
}

/// The value of `board`: a stopper's simplest form, or its onside and offside.
pub fn value(board: &str, games: &mut Games) -> Result<Value, Error> {
    Value::of_game(&graph(board, games)?, games)
}

/// Whether points `a` and `b` are joined by a line.
fn joined(a: u8, b: u8) -> bool {
    LINES
        .iter()
        .any(|&(x, y)| (x, y) == (a, b) || (y, x) == (a, b))
}

/// The positions one move of the hounds (`left`) or the hare leaves; an escaped hare
/// passes for ever and the hounds have no move, so that position is `off = {|pass}`.
fn moves(p: &Position, left: bool) -> Vec<Position> {
    let Position::Board { hounds, hare } = *p else {
        return match left {
            true => Vec::new(),
            false => vec![Position::Escaped],
        };
    };
    let empty = |q: u8| q != hare && !hounds.contains(&q);
    let mut out = Vec::new();
    if left {
        for (i, &d) in hounds.iter().enumerate() {
            for to in (0..11u8).filter(|&q| joined(d, q) && empty(q)) {
                if POINTS[to as usize].1 >= POINTS[d as usize].1 {
                    let mut next = hounds;
                    next[i] = to;
                    out.push(placed(next, hare));
                }
            }
        }
    } else {
        for to in (0..11u8).filter(|&q| joined(hare, q) && empty(q)) {
            out.push(placed(hounds, to));
        }
    }
    out
}

/// The position with these pieces: escaped when the hare is left of every hound.
fn placed(mut hounds: [u8; 3], hare: u8) -> Position {
    hounds.sort_unstable();
    let column = |q: u8| POINTS[q as usize].1;
    match hounds.iter().all(|&d| column(hare) < column(d)) {
        true => Position::Escaped,
        false => Position::Board { hounds, hare },
    }
}

/// The board text as a position, checked.
fn read(board: &str) -> Result<Position, Error> {
    let rows: Vec<&str> = board.trim().split('/').collect();
    let lengths: Vec<usize> = rows.iter().map(|r| r.len()).collect();
    if lengths != [3, 5, 3] {
        return Err(Error::BadBoard(format!(
            "a Hare and Hounds board is three rows of 3, 5 and 3 points separated by `/` \
             (the start is d../d...h/d..), not {board:?}"
        )));
    }
    let cells: Vec<u8> = rows.concat().into_bytes();
    if let Some(&b) = cells.iter().find(|b| !matches!(b, b'd' | b'h' | b'.')) {
        return Err(Error::BadBoard(format!(
            "{:?} on the board: write hounds `d`, the hare `h` and empty points `.`",
            b as char
        )));
    }
    let hounds: Vec<u8> = (0..11u8).filter(|&q| cells[q as usize] == b'd').collect();
    let hares: Vec<u8> = (0..11u8).filter(|&q| cells[q as usize] == b'h').collect();
    match (<[u8; 3]>::try_from(hounds), &hares[..]) {
        (Ok(hounds), &[hare]) => Ok(placed(hounds, hare)),
        _ => Err(Error::BadBoard(
            "a Hare and Hounds board has three hounds `d` and one hare `h`".into(),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The point at `(row, column)`.
    fn point(row: u8, column: u8) -> u8 {
        POINTS.iter().position(|&p| p == (row, column)).unwrap() as u8
    }

    #[test]
    fn the_board_is_symmetric_and_hounds_never_step_back() {
        // Reflected top to bottom or left to right, every line is a line.
        let flips = [|(r, c): (u8, u8)| (4 - r, c), |(r, c): (u8, u8)| (r, 6 - c)];
        for flip in flips {
            for &(a, b) in &LINES {
                let (fa, fb) = (flip(POINTS[a as usize]), flip(POINTS[b as usize]));
                assert!(joined(point(fa.0, fa.1), point(fb.0, fb.1)));
            }
        }
        // The centre has eight neighbours, the end points three.
        let degree = |q: u8| (0..11).filter(|&o| joined(q, o)).count();
        assert_eq!((degree(point(2, 3)), degree(point(2, 1))), (8, 3));
        // From the start the hounds have seven moves, none back (two are vertical), and the
        // hare three.
        let start = read("d../d...h/d..").unwrap();
        let columns = |p: &Position| match p {
            Position::Board { hounds, .. } => hounds.iter().map(|&d| POINTS[d as usize].1).sum(),
            Position::Escaped => 0u8,
        };
        let hounds = moves(&start, true);
        assert_eq!(hounds.len(), 7);
        assert!(hounds.iter().all(|p| columns(p) >= columns(&start)));
        assert_eq!(
            hounds
                .iter()
                .filter(|p| columns(p) == columns(&start))
                .count(),
            2
        );
        assert_eq!(moves(&start, false).len(), 3);
    }

    #[test]
    fn the_hounds_win_wherever_the_hare_starts() {
        // Gardner (Scientific American, October 1963): with the hounds on their three
        // starting points, they win with perfect play wherever the hare starts; here
        // whoever moves first, by retrograde analysis of every position.
        let mut games = Games::new();
        let empty = *b"d..d....d..";
        for q in (0..11).filter(|&q| empty[q] == b'.') {
            let mut cells = empty;
            cells[q] = b'h';
            let s = std::str::from_utf8(&cells).unwrap();
            let board = format!("{}/{}/{}", &s[..3], &s[3..8], &s[8..]);
            let game = graph(&board, &mut games).unwrap();
            assert_eq!(game.outcome(&mut games).class(), "L", "{board}");
        }
    }

    #[test]
    fn values_found_have_the_outcome_of_the_board() {
        let mut games = Games::new();
        let mut found = 0;
        for board in [
            "d.d/d...h/...",
            "..d/.d.dh/...",
            "d../h...d/d..",
            ".d./..d.h/.d.",
        ] {
            let want = graph(board, &mut games)
                .unwrap()
                .outcome(&mut games)
                .class();
            if let Ok(v) = value(board, &mut games) {
                found += 1;
                assert_eq!(v.outcome_class(&mut games).unwrap(), want, "{board}");
            }
        }
        assert!(found >= 3, "{found}");
    }

    #[test]
    fn bad_boards_are_one_line_errors() {
        for bad in [
            "",
            "d../d...h",
            "d../d...h/d...",
            "dd./d...h/d..",
            "d../d...x/d..",
        ] {
            let err = read(bad).unwrap_err().to_string();
            assert!(!err.contains('\n') && !err.is_empty(), "{bad}: {err}");
        }
    }
}
