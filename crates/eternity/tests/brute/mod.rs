//! An independent brute-force enumeration of a puzzle's solutions, for differential tests:
//! cells in row-major order, every unused piece (when only the first solution is asked
//! for, identical pieces once, unless a hint names one) in every distinct picture, checked
//! against
//! the rules as the puzzle file states them (grey toward the frame, equal colours across a
//! seam, each hint where and as given). It shares nothing with the solvers but the puzzle
//! types; each board it finds is confirmed by the verifier.

use eternity::{check, Board, Placement, Puzzle, GREY};

/// The first solution of `p` in row-major order, if any, confirmed by the verifier.
#[allow(dead_code)] // each test binary uses one of the two
pub fn first_solution(p: &Puzzle) -> Option<Board> {
    walk(p, false).first
}

/// Every solution of `p`: the boards (each piece by its index, in each distinct picture),
/// the first confirmed by the verifier.
#[allow(dead_code)]
pub fn count_solutions(p: &Puzzle) -> u64 {
    walk(p, true).count
}

fn walk(p: &Puzzle, all: bool) -> Walk<'_> {
    let mut walk = Walk {
        p,
        all,
        used: vec![false; p.pieces.len()],
        shown: Vec::with_capacity(p.pieces.len()),
        placed: Vec::with_capacity(p.pieces.len()),
        first: None,
        count: 0,
    };
    walk.fill(0);
    if let Some(board) = &walk.first {
        assert!(check(p, board).unwrap().is_solved(), "brute force's board");
    }
    walk
}

struct Walk<'a> {
    p: &'a Puzzle,
    /// Count every solution (else stop at the first).
    all: bool,
    used: Vec<bool>,
    shown: Vec<[u8; 4]>,
    placed: Vec<Placement>,
    first: Option<Board>,
    count: u64,
}

impl Walk<'_> {
    /// Fills `cell` and the cells after it; false once a solution is found (unless `all`).
    fn fill(&mut self, cell: usize) -> bool {
        let (rows, cols) = (self.p.rows, self.p.cols);
        if cell == rows * cols {
            let cells = self.placed.clone();
            self.first.get_or_insert(Board { rows, cols, cells });
            self.count += 1;
            return self.all;
        }
        for piece in 0..self.p.pieces.len() {
            let hinted = |j: usize| self.p.hints.iter().any(|h| h.piece == j);
            let twin = |j: usize| {
                let same = self.p.pieces[j] == self.p.pieces[piece];
                !self.all && !self.used[j] && same && !hinted(j) && !hinted(piece)
            };
            if self.used[piece] || (0..piece).any(twin) {
                continue;
            }
            let mut pictures: Vec<(u8, [u8; 4])> = Vec::new();
            for rotation in 0..4 {
                let shown = self.p.pieces[piece].rotated(rotation);
                if !pictures.iter().any(|(_, s)| *s == shown) {
                    pictures.push((rotation, shown));
                }
            }
            for (rotation, shown) in pictures {
                if !self.fits(cell, piece, shown) {
                    continue;
                }
                self.used[piece] = true;
                self.shown.push(shown);
                self.placed.push(Placement { piece, rotation });
                let go_on = self.fill(cell + 1);
                self.used[piece] = false;
                self.shown.pop();
                self.placed.pop();
                if !go_on {
                    return false;
                }
            }
        }
        true
    }

    /// The rules for `piece` showing `shown` at `cell`, its left and top neighbours placed.
    fn fits(&self, cell: usize, piece: usize, shown: [u8; 4]) -> bool {
        let (rows, cols) = (self.p.rows, self.p.cols);
        let (r, c) = (cell / cols, cell % cols);
        let [top, right, bottom, left] = shown;
        let frame_ok = (r > 0 || top == GREY)
            && (c + 1 < cols || right == GREY)
            && (r + 1 < rows || bottom == GREY)
            && (c > 0 || left == GREY);
        let left_ok = c == 0 || self.shown[cell - 1][1] == left;
        let top_ok = r == 0 || self.shown[cell - cols][2] == top;
        let hint_ok = self.p.hints.iter().all(|h| {
            let here = (h.row, h.col) == (r, c);
            match (here, h.piece == piece) {
                (true, true) => h.shown(&self.p.pieces) == shown,
                (false, false) => true,
                _ => false,
            }
        });
        frame_ok && left_ok && top_ok && hint_ok
    }
}
