//! The candidate tables: every piece in every distinct rotation, grouped by the colours a
//! cell needs on its left and top and by the cell's class (a [`Need`]: which of its right
//! and bottom sides face the frame and which colours a hint to its right or below fixes
//! there, or which hint it holds), so a cell's candidates are one slice.

use crate::{Puzzle, GREY};

/// One piece in one rotation, with the colours a later cell must match, kept as their
/// parts of a [`Table`] key: `right` is the right colour times `colours * classes` (the
/// cell to its right sees it as its left colour), `bottom` the bottom colour times
/// `classes`.
#[derive(Clone, Copy)]
pub(super) struct Candidate {
    pub piece: u16,
    pub rotation: u8,
    pub right: u32,
    pub bottom: u32,
}

/// Candidates grouped by (left colour, top colour, class): `entries[offsets[k]..offsets[k + 1]]`
/// with `k = (left * colours + top) * classes + class`.
pub(super) struct Table {
    pub colours: usize,
    pub classes: usize,
    pub offsets: Vec<u32>,
    pub entries: Vec<Candidate>,
}

/// What a cell needs of its piece besides its left and top colours: a class of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Need {
    /// A cell with no hint: grey on the right (`frame` bit 1, last column) and at the bottom
    /// (bit 2, last row), and the colours a hint to its right or below shows toward it
    /// (checked here, when the cell is placed, not when the search reaches the hint).
    Open {
        frame: usize,
        right: Option<u8>,
        bottom: Option<u8>,
    },
    /// The cell of hint `j`: that hint alone.
    Hint(usize),
}

impl Need {
    /// Whether a piece showing `right` and `bottom` suits this open cell; with `strict`,
    /// a side is grey only where the frame asks for it.
    fn admits(self, strict: bool, right: u8, bottom: u8) -> bool {
        let Need::Open {
            frame,
            right: r,
            bottom: b,
        } = self
        else {
            return false;
        };
        let fits = |bit: usize, colour: u8| match (frame & bit != 0, colour == GREY) {
            (true, grey) => grey,
            (false, grey) => !(strict && grey),
        };
        fits(1, right)
            && fits(2, bottom)
            && r.is_none_or(|r| r == right)
            && b.is_none_or(|b| b == bottom)
    }
}

impl Table {
    /// One class per entry of `needs`. With `strict`, a side is grey only where the frame
    /// asks for it.
    pub fn new(puzzle: &Puzzle, strict: bool, needs: &[Need]) -> Table {
        let colours = puzzle.colours();
        let classes = needs.len();
        let mut table = Table {
            colours,
            classes,
            offsets: vec![0],
            entries: Vec::new(),
        };
        let mut groups: Vec<Vec<Candidate>> = vec![Vec::new(); colours * colours * classes];
        let hinted: Vec<bool> = (0..puzzle.pieces.len())
            .map(|i| puzzle.hints.iter().any(|h| h.piece == i))
            .collect();
        for (i, piece) in puzzle
            .pieces
            .iter()
            .enumerate()
            .filter(|&(i, _)| !hinted[i])
        {
            for rotation in piece.distinct_rotations() {
                let [top, right, bottom, left] = piece.rotated(rotation);
                let c = table.candidate(i, rotation, [right, bottom]);
                for (class, need) in needs.iter().enumerate() {
                    if need.admits(strict, right, bottom) {
                        groups[table.key(left, top, class)].push(c);
                    }
                }
            }
        }
        for (class, need) in needs.iter().enumerate() {
            if let Need::Hint(j) = *need {
                let h = &puzzle.hints[j];
                let [top, right, bottom, left] = h.shown(&puzzle.pieces);
                let c = table.candidate(h.piece, h.rotation, [right, bottom]);
                groups[table.key(left, top, class)].push(c);
            }
        }
        for g in &groups {
            table
                .offsets
                .push(table.offsets.last().unwrap() + g.len() as u32);
        }
        table.entries = groups.concat();
        table
    }

    fn key(&self, left: u8, top: u8, class: usize) -> usize {
        (left as usize * self.colours + top as usize) * self.classes + class
    }

    /// A candidate for `piece` turned `rotation` showing `right` and `bottom`.
    pub fn candidate(&self, piece: usize, rotation: u8, [right, bottom]: [u8; 2]) -> Candidate {
        Candidate {
            piece: piece as u16,
            rotation,
            right: (right as usize * self.colours * self.classes) as u32,
            bottom: (bottom as usize * self.classes) as u32,
        }
    }

    /// The candidates for a cell whose left and top neighbours are `left` and `top`.
    pub fn range(&self, left: &Candidate, top: &Candidate, class: usize) -> (u32, u32) {
        let k = (left.right + top.bottom) as usize + class;
        (self.offsets[k], self.offsets[k + 1])
    }
}
