//! The candidate tables: every piece in every distinct rotation, grouped by the colours a
//! cell needs on its left and top and by the cell's class (which of its right and bottom
//! sides face the frame, or which hint it holds), so a cell's candidates are one slice.

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
    /// 4 frame classes, then one per hint.
    pub classes: usize,
    pub offsets: Vec<u32>,
    pub entries: Vec<Candidate>,
}

/// Class bit 1: the right edge must be grey (last column); bit 2: the bottom (last row).
pub(super) const FRAME_CLASSES: usize = 4;

impl Table {
    /// Classes 0..4 hold the pieces that are not hints; class `4 + j` holds hint `j` alone.
    /// With `strict`, a side is grey only where the frame asks for it.
    pub fn new(puzzle: &Puzzle, strict: bool) -> Table {
        let colours = puzzle.colours();
        let classes = FRAME_CLASSES + puzzle.hints.len();
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
                for class in 0..FRAME_CLASSES {
                    let fits = |bit: usize, colour: u8| match (class & bit != 0, colour == GREY) {
                        (true, grey) => grey,
                        (false, grey) => !(strict && grey),
                    };
                    if fits(1, right) && fits(2, bottom) {
                        groups[table.key(left, top, class)].push(c);
                    }
                }
            }
        }
        for (j, h) in puzzle.hints.iter().enumerate() {
            let [top, right, bottom, left] = h.shown(&puzzle.pieces);
            let c = table.candidate(h.piece, h.rotation, [right, bottom]);
            groups[table.key(left, top, FRAME_CLASSES + j)].push(c);
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
