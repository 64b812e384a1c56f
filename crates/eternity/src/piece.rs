//! Square pieces with four coloured edges, and their quarter turns (seed 004, "Eternity II":
//! colour 0 is the grey frame, rotations a = 0..3 clockwise).

/// The grey colour every frame edge must show.
pub const GREY: u8 = 0;

/// The four sides of a cell, clockwise from the top.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// Side 0.
    Top,
    /// Side 1.
    Right,
    /// Side 2.
    Bottom,
    /// Side 3.
    Left,
}

impl Side {
    /// All four, clockwise from the top.
    pub const ALL: [Side; 4] = [Side::Top, Side::Right, Side::Bottom, Side::Left];
}

/// A piece: its colours clockwise from the top, as listed in the puzzle file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece(pub [u8; 4]);

impl Piece {
    /// The colour shown on `side` after `rotation` clockwise quarter turns (0..3): a turn
    /// moves the left colour to the top, so side `s` shows listed edge `(s - rotation) mod 4`.
    pub fn colour(&self, rotation: u8, side: Side) -> u8 {
        self.0[(side as usize + 4 - (rotation as usize & 3)) % 4]
    }

    /// The four colours shown after `rotation`, clockwise from the top.
    pub fn rotated(&self, rotation: u8) -> [u8; 4] {
        Side::ALL.map(|s| self.colour(rotation, s))
    }

    /// How many of its edges are grey: 2 for a corner piece, 1 for an edge piece.
    pub fn grey_edges(&self) -> usize {
        self.0.iter().filter(|&&c| c == GREY).count()
    }

    /// The rotations that give distinct pictures (a piece with equal opposite edges has two).
    pub fn distinct_rotations(&self) -> impl Iterator<Item = u8> + '_ {
        (0..4u8).filter(move |&a| (0..a).all(|b| self.rotated(b) != self.rotated(a)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_quarter_turn_puts_the_left_colour_on_top() {
        let p = Piece([1, 2, 3, 4]);
        assert_eq!(p.rotated(0), [1, 2, 3, 4]);
        assert_eq!(p.rotated(1), [4, 1, 2, 3]);
        assert_eq!(p.rotated(2), [3, 4, 1, 2]);
        assert_eq!(p.colour(3, Side::Top), 2);
    }

    #[test]
    fn symmetric_pieces_have_fewer_distinct_rotations() {
        assert_eq!(Piece([1, 2, 1, 2]).distinct_rotations().count(), 2);
        assert_eq!(Piece([5, 5, 5, 5]).distinct_rotations().count(), 1);
        assert_eq!(Piece([1, 2, 3, 4]).distinct_rotations().count(), 4);
    }
}
