//! A generator of solvable puzzles, seeded and reproducible: colour every seam (grey on the
//! frame, frame colours on the seams between two frame cells, inner colours elsewhere), cut
//! the board into pieces, shuffle them and turn each at random. Colours are dealt
//! [`Colours::Balanced`] (each as often as the counts allow, as on the official board and
//! the community's benchmark boards) or drawn [`Colours::Uniform`] (each seam independently,
//! our generator's boards before 2026-11-26). The generating board is
//! returned too, as a known solution. Hints, when asked for, are pieces of that board fixed
//! where they lie: the first at a centre cell (as on the official 16 x 16 board), the others
//! at random cells.

use crate::{Board, Error, Hint, Piece, Placement, Puzzle, GREY};

/// How seam colours are chosen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Colours {
    /// Dealt from a shuffled deck holding each frame colour `floor(f / F)` or one more
    /// times over the `f` frame seams, likewise each inner colour over the inner seams.
    #[default]
    Balanced,
    /// Each seam's colour drawn uniformly and independently (counts come out uneven).
    Uniform,
}

impl Colours {
    /// The name on command lines and in file headers: `balanced` or `uniform`.
    pub fn name(self) -> &'static str {
        match self {
            Colours::Balanced => "balanced",
            Colours::Uniform => "uniform",
        }
    }
}

impl std::str::FromStr for Colours {
    type Err = Error;

    /// `balanced` or `uniform`.
    fn from_str(name: &str) -> Result<Colours, Error> {
        match name {
            "balanced" => Ok(Colours::Balanced),
            "uniform" => Ok(Colours::Uniform),
            _ => Err(Error::Invalid(format!(
                "colours {name:?}: expected balanced or uniform"
            ))),
        }
    }
}

/// What to generate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Recipe {
    /// Board height.
    pub rows: usize,
    /// Board width.
    pub cols: usize,
    /// Colours of the seams between two frame cells (numbered 1..=frame).
    pub frame: u8,
    /// Colours of the other inner seams (numbered frame+1..=frame+inner).
    pub inner: u8,
    /// Seed of the generator: equal recipes give equal puzzles.
    pub seed: u64,
    /// Hint pieces to fix (0 for none; at most one per cell).
    pub hints: usize,
    /// How seam colours are chosen.
    pub colours: Colours,
}

impl Recipe {
    /// The known hardest colour counts for the longer board side (frame, inner): 6 -> 3+5,
    /// 7 -> 3+6, 8 -> 3+8, 10 -> 4+10, 16 -> 5+17; other sides take the counts of the
    /// nearest smaller side in this list (sides below 6 those of 6), with the `colours`
    /// given: [`Colours::Balanced`] is the default of the command line, Python and
    /// [`Colours::default`]; [`Colours::Uniform`] reproduces the boards of the fixtures and
    /// the documented benchmarks.
    pub fn hardest(rows: usize, cols: usize, seed: u64, colours: Colours) -> Recipe {
        const KNOWN: [(usize, u8, u8); 5] =
            [(6, 3, 5), (7, 3, 6), (8, 3, 8), (10, 4, 10), (16, 5, 17)];
        let side = rows.max(cols);
        let &(_, frame, inner) = KNOWN
            .iter()
            .rev()
            .find(|k| k.0 <= side)
            .unwrap_or(&KNOWN[0]);
        Recipe {
            rows,
            cols,
            frame,
            inner,
            seed,
            hints: 0,
            colours,
        }
    }

    /// Generates the puzzle and the board it was cut from.
    pub fn generate(&self) -> Result<(Puzzle, Board), Error> {
        self.validate()?;
        let (rows, cols) = (self.rows, self.cols);
        let mut rng = fastrand::Rng::with_seed(self.seed);
        // right[r][c]: colour of the seam right of cell (r, c); down[r][c]: below it.
        let right = self.kinds(|_, c| c + 1 == cols, |r, _| r == 0 || r + 1 == rows);
        let down = self.kinds(|r, _| r + 1 == rows, |_, c| c == 0 || c + 1 == cols);
        let [right, down] = self.paint(&mut rng, [right, down]);
        let cut = |r: usize, c: usize| {
            let top = if r == 0 { GREY } else { down[r - 1][c] };
            let left = if c == 0 { GREY } else { right[r][c - 1] };
            Piece([top, right[r][c], down[r][c], left])
        };
        let mut order: Vec<usize> = (0..rows * cols).collect();
        rng.shuffle(&mut order);
        let mut pieces = vec![Piece([GREY; 4]); rows * cols];
        let mut cells = vec![
            Placement {
                piece: 0,
                rotation: 0
            };
            rows * cols
        ];
        for (piece, &cell) in order.iter().enumerate() {
            let turn = rng.u8(0..4);
            let solved = cut(cell / cols, cell % cols);
            // stored turned back by `turn`, so turning it by `turn` restores the cut piece
            pieces[piece] = Piece(solved.rotated((4 - turn) % 4));
            cells[cell] = Placement {
                piece,
                rotation: turn,
            };
        }
        let board = Board { rows, cols, cells };
        let hints = self.hint_cells().map(|cell| {
            let p = board.cells[cell];
            let (row, col) = (cell / cols, cell % cols);
            Hint {
                row,
                col,
                piece: p.piece,
                rotation: p.rotation,
            }
        });
        let puzzle = Puzzle {
            rows,
            cols,
            pieces,
            hints: hints.collect(),
        };
        Ok((puzzle, board))
    }

    /// The cells of the hints: a centre cell first, then distinct random cells (from their
    /// own generator, so asking for hints leaves the pieces as they were).
    fn hint_cells(&self) -> impl Iterator<Item = usize> {
        let (rows, cols) = (self.rows, self.cols);
        let centre = rows / 2 * cols + (cols - 1) / 2;
        let mut others: Vec<usize> = (0..rows * cols).filter(|&c| c != centre).collect();
        fastrand::Rng::with_seed(self.seed ^ 0x4849_4e54).shuffle(&mut others);
        std::iter::once(centre).chain(others).take(self.hints)
    }

    /// One seam kind per cell, row by row: grey on the border (`outer`), frame on a seam
    /// between two frame pieces (`frame`), inner elsewhere.
    fn kinds(
        &self,
        outer: impl Fn(usize, usize) -> bool,
        frame: impl Fn(usize, usize) -> bool,
    ) -> Vec<Vec<Seam>> {
        let kind = |r: usize, c: usize| match (outer(r, c), frame(r, c)) {
            (true, _) => Seam::Grey,
            (false, true) => Seam::Frame,
            (false, false) => Seam::Inner,
        };
        (0..self.rows)
            .map(|r| (0..self.cols).map(|c| kind(r, c)).collect())
            .collect()
    }

    /// Colours for the seams of `grids` (right seams, then down seams, each row by row):
    /// drawn one by one ([`Colours::Uniform`], the generator's order since its first
    /// version) or dealt from two shuffled balanced decks ([`Colours::Balanced`]).
    fn paint(&self, rng: &mut fastrand::Rng, grids: [Vec<Vec<Seam>>; 2]) -> [Vec<Vec<u8>>; 2] {
        let frame = 1..=self.frame;
        let inner = self.frame + 1..=self.frame + self.inner;
        let count = |kind| {
            grids
                .iter()
                .flatten()
                .flatten()
                .filter(|&&s| s == kind)
                .count()
        };
        let mut decks = match self.colours {
            Colours::Uniform => None,
            Colours::Balanced => Some((
                deck(rng, frame.clone(), count(Seam::Frame)),
                deck(rng, inner.clone(), count(Seam::Inner)),
            )),
        };
        grids.map(|grid| {
            let mut colour = |seam| match (seam, &mut decks) {
                (Seam::Grey, _) => GREY,
                (Seam::Frame, None) => rng.u8(frame.clone()),
                (Seam::Inner, None) => rng.u8(inner.clone()),
                (Seam::Frame, Some((f, _))) => f.pop().expect("one card per frame seam"),
                (Seam::Inner, Some((_, i))) => i.pop().expect("one card per inner seam"),
            };
            (grid.into_iter())
                .map(|row| row.into_iter().map(&mut colour).collect())
                .collect()
        })
    }

    fn validate(&self) -> Result<(), Error> {
        let side = 2..=crate::MAX_SIDE;
        if !side.contains(&self.rows) || !side.contains(&self.cols) {
            return Err(Error::Invalid(format!(
                "board {} x {}: each side must be 2..={}",
                self.rows,
                self.cols,
                crate::MAX_SIDE
            )));
        }
        // The sides are checked first, so this product cannot overflow.
        if self.hints > self.rows * self.cols {
            return Err(Error::Invalid(format!(
                "{} hints for a {} x {} board: at most one per cell",
                self.hints, self.rows, self.cols
            )));
        }
        if self.frame == 0
            || self.inner == 0
            || self.frame as usize + self.inner as usize > u8::MAX as usize
        {
            return Err(Error::Invalid(format!(
                "{} frame + {} inner colours: each must be at least 1, together at most {}",
                self.frame,
                self.inner,
                u8::MAX
            )));
        }
        Ok(())
    }
}

/// The kind of a seam, which decides its colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Seam {
    Grey,
    Frame,
    Inner,
}

/// `cards` colours of `palette`, each `floor(cards / k)` or one more times, shuffled.
fn deck(rng: &mut fastrand::Rng, palette: std::ops::RangeInclusive<u8>, cards: usize) -> Vec<u8> {
    let colours: Vec<u8> = palette.collect();
    let mut deck: Vec<u8> = (0..cards).map(|k| colours[k % colours.len()]).collect();
    rng.shuffle(&mut deck);
    deck
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Sides too large to multiply are refused as sides (they overflowed `rows * cols`
    /// in the hint check before, a panic in debug builds).
    #[test]
    fn huge_sides_are_refused_before_anything_multiplies_them() {
        let recipe = Recipe {
            rows: usize::MAX,
            cols: 3,
            hints: 1,
            ..Recipe::hardest(3, 3, 1, crate::Colours::Uniform)
        };
        let err = recipe.generate().unwrap_err().to_string();
        assert!(err.contains("each side must be 2..="), "{err}");
    }

    #[test]
    fn the_generating_board_solves_the_puzzle_and_seeds_reproduce() {
        for (r, c) in [(2, 2), (3, 5), (6, 6), (16, 16)] {
            let recipe = Recipe::hardest(r, c, 7, crate::Colours::Uniform);
            let (puzzle, board) = recipe.generate().unwrap();
            assert!(crate::check(&puzzle, &board).unwrap().is_solved());
            assert_eq!(recipe.generate().unwrap().0, puzzle);
            assert_ne!(Recipe { seed: 8, ..recipe }.generate().unwrap().0, puzzle);
        }
    }

    /// Balanced boards use each frame colour, and each inner colour, on as equal a number
    /// of seams as the counts allow (each seam shows on two piece edges), and solve.
    #[test]
    fn balanced_colours_are_dealt_evenly() {
        for (r, c, seed) in [(2, 2, 1), (3, 5, 2), (8, 8, 3), (16, 16, 4)] {
            let recipe = Recipe::hardest(r, c, seed, Colours::Balanced);
            let (puzzle, board) = recipe.generate().unwrap();
            assert!(crate::check(&puzzle, &board).unwrap().is_solved());
            let mut edges = vec![0usize; 1 + (recipe.frame + recipe.inner) as usize];
            for piece in &puzzle.pieces {
                piece.0.iter().for_each(|&e| edges[e as usize] += 1);
            }
            let frame = 1..=recipe.frame as usize;
            for palette in [frame.clone(), *frame.end() + 1..=edges.len() - 1] {
                let seams: Vec<usize> = palette.map(|k| edges[k] / 2).collect();
                let (lo, hi) = (seams.iter().min(), seams.iter().max());
                assert!(hi.unwrap() - lo.unwrap() <= 1, "{r} x {c}: {seams:?}");
            }
            assert_ne!(
                Recipe {
                    colours: Colours::Uniform,
                    ..recipe
                }
                .generate()
                .unwrap()
                .0,
                puzzle
            );
        }
    }

    #[test]
    fn hints_sit_where_the_generating_board_has_them_and_leave_the_pieces() {
        let plain = Recipe::hardest(6, 12, 3, crate::Colours::Uniform);
        let recipe = Recipe { hints: 4, ..plain };
        let (puzzle, board) = recipe.generate().unwrap();
        assert_eq!(puzzle.hints.len(), 4);
        assert_eq!((puzzle.hints[0].row, puzzle.hints[0].col), (3, 5));
        assert_eq!(puzzle.pieces, plain.generate().unwrap().0.pieces);
        assert!(crate::check(&puzzle, &board).unwrap().is_solved());
        let text = puzzle.to_string();
        assert_eq!(Puzzle::parse(&text).unwrap(), puzzle);
        let too_many = Recipe { hints: 73, ..plain }.generate().unwrap_err();
        assert!(too_many.to_string().contains("at most one per cell"));
    }

    #[test]
    fn hardest_colour_counts_follow_the_known_table() {
        let counts = |s| {
            let r = Recipe::hardest(s, s, 0, crate::Colours::Uniform);
            (r.frame, r.inner)
        };
        assert_eq!(
            [counts(6), counts(7), counts(8), counts(10), counts(16)],
            [(3, 5), (3, 6), (3, 8), (4, 10), (5, 17)]
        );
    }
}
