//! Fox and Geese (Winning Ways ch. 20; CGSuite's `game.grid.FoxAndGeese` and its
//! `GenFoxAndGeese`): Left's geese step one square diagonally down, Right's fox steps
//! diagonally in any direction (up to two squares along one line in the Ceylonese
//! variant, never over a piece). Squares are `(row, column)` from 1, rows counted up from
//! the bottom, columns from the left, on the squares with `row + column` even; the board is
//! `width` columns wide and open upwards. A fox level with or above every goose, or one row
//! below the top goose with an empty square diagonally up, has escaped: the position is
//! `off`, as CGSuite decomposes it.
//!
//! Geese never move up, so the positions with one set of geese form a layer whose only
//! cycles are the fox's; each layer is valued at once, its geese moves leading to layers
//! already valued (memoised), and every position is a stopper.

use std::collections::HashMap;

use crate::games::{GameId, Games};
use crate::Error;

use super::{parse, simplify, Graph, Loopy};

/// A square: `(row, column)`, both from 1.
pub type Square = (i32, i32);

/// The largest board: columns, and the highest row a goose may stand on.
pub const MAX_WIDTH: i32 = 16;
/// The highest row a goose may stand on.
pub const MAX_ROW: i32 = 16;
/// The most geese.
pub const MAX_GEESE: usize = 8;

/// The board and the fox's reach.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rules {
    /// Columns (8 in the traditional game).
    pub width: i32,
    /// How many squares the fox may move along one diagonal (1; 2 in the Ceylonese variant).
    pub fox_range: i32,
}

impl Default for Rules {
    fn default() -> Self {
        Rules {
            width: 8,
            fox_range: 1,
        }
    }
}

/// A position's value, kept once per layer.
#[derive(Clone, Debug)]
enum Valued {
    Short(GameId),
    Loopy(Loopy),
}

/// Values of the layers valued so far, and the rules.
pub struct FoxAndGeese {
    rules: Rules,
    layers: HashMap<Vec<Square>, HashMap<Square, Valued>>,
    off: Loopy,
}

impl FoxAndGeese {
    /// A search under `rules`.
    pub fn new(rules: Rules, games: &mut Games) -> Result<FoxAndGeese, Error> {
        if !(2..=MAX_WIDTH).contains(&rules.width) || rules.fox_range < 1 {
            return Err(Error::BadBoard(format!(
                "the board is 2 to {MAX_WIDTH} columns wide and the fox's range at least 1"
            )));
        }
        Ok(FoxAndGeese {
            rules,
            layers: HashMap::new(),
            off: parse::parse(games, "off")?,
        })
    }

    /// The value of the position: a stopper in simplest form.
    pub fn value(
        &mut self,
        geese: &[Square],
        fox: Square,
        games: &mut Games,
    ) -> Result<Loopy, Error> {
        self.check(geese, fox)?;
        let mut sorted = geese.to_vec();
        sorted.sort_unstable();
        if self.escaped(&sorted, fox) {
            return Ok(self.off.clone());
        }
        let layer = self.layer(&sorted, games)?;
        match &layer[&fox] {
            Valued::Short(g) => Loopy::from_short(games, *g),
            Valued::Loopy(l) => Ok(l.clone()),
        }
    }

    /// The positions' values with these geese and the fox on each square it may stand on.
    fn layer(
        &mut self,
        geese: &[Square],
        games: &mut Games,
    ) -> Result<&HashMap<Square, Valued>, Error> {
        if !self.layers.contains_key(geese) {
            let values = self.value_layer(geese, games)?;
            self.layers.insert(geese.to_vec(), values);
        }
        Ok(&self.layers[geese])
    }

    /// Values one layer: a graph of its fox squares, each with the fox's moves inside the
    /// layer and Left's moves to the values of the layers below, simplified at once.
    fn value_layer(
        &mut self,
        geese: &[Square],
        games: &mut Games,
    ) -> Result<HashMap<Square, Valued>, Error> {
        let squares = self.fox_squares(geese);
        let mut graph = Graph::default();
        let number: HashMap<Square, usize> = squares.iter().map(|&s| (s, graph.vertex())).collect();
        let off = parse::copy_in(&mut graph, &self.off);
        let mut embedded: HashMap<GameId, usize> = HashMap::new();
        for &fox in &squares {
            games.step();
            let v = number[&fox];
            let mut left = Vec::new();
            for (after, _) in self.geese_moves(geese, fox) {
                left.push(self.option_vertex(
                    &after,
                    fox,
                    &mut graph,
                    &mut embedded,
                    off,
                    games,
                )?);
            }
            let right = (self.fox_moves(geese, fox).into_iter())
                .map(|to| number.get(&to).copied().unwrap_or(off))
                .collect();
            (graph.left[v], graph.right[v]) = (left, right);
        }
        let starts: Vec<usize> = squares.iter().map(|s| number[s]).collect();
        let (simplest, at, _) = simplify::simplify_all(&graph, &starts, games)?;
        let mut values = HashMap::new();
        for (i, &fox) in squares.iter().enumerate() {
            let (g, start) = simplest.restricted(at[i]);
            let value = Loopy { graph: g, start };
            let valued = match value.as_short(games) {
                Some(short) => Valued::Short(short),
                None => Valued::Loopy(value),
            };
            values.insert(fox, valued);
        }
        Ok(values)
    }

    /// The vertex in `graph` of the position after a geese move (a layer below).
    fn option_vertex(
        &mut self,
        geese: &[Square],
        fox: Square,
        graph: &mut Graph,
        embedded: &mut HashMap<GameId, usize>,
        off: usize,
        games: &mut Games,
    ) -> Result<usize, Error> {
        if self.escaped(geese, fox) {
            return Ok(off);
        }
        let valued = self.layer(geese, games)?[&fox].clone();
        Ok(match valued {
            Valued::Short(g) => graph.embed(games, g, embedded),
            Valued::Loopy(l) => parse::copy_in(graph, &l),
        })
    }

    /// The squares the fox may stand on in a layer without having escaped.
    fn fox_squares(&self, geese: &[Square]) -> Vec<Square> {
        let top = geese.iter().map(|g| g.0).max().unwrap_or(0);
        let mut out = Vec::new();
        for row in 1..top {
            for col in 1..=self.rules.width {
                let s = (row, col);
                if (row + col) % 2 == 0 && !geese.contains(&s) && !self.escaped(geese, s) {
                    out.push(s);
                }
            }
        }
        out
    }

    /// CGSuite's decomposition: the fox level with or above the top goose, or one row below
    /// it with an empty square diagonally up, has escaped.
    fn escaped(&self, geese: &[Square], fox: Square) -> bool {
        let top = geese.iter().map(|g| g.0).max().unwrap_or(0);
        let free = |s: Square| !geese.contains(&s);
        let (row, col) = fox;
        row >= top
            || row == top - 1
                && (col > 1 && free((row + 1, col - 1))
                    || col < self.rules.width && free((row + 1, col + 1)))
    }

    /// Left's moves: each goose one square diagonally down onto an empty square. The geese
    /// after the move (sorted) and the goose moved.
    fn geese_moves(&self, geese: &[Square], fox: Square) -> Vec<(Vec<Square>, usize)> {
        let mut out = Vec::new();
        for (i, &(row, col)) in geese.iter().enumerate() {
            for dc in [-1, 1] {
                let to = (row - 1, col + dc);
                let on_board = to.0 >= 1 && (1..=self.rules.width).contains(&to.1);
                if on_board && to != fox && !geese.contains(&to) {
                    let mut after = geese.to_vec();
                    after[i] = to;
                    after.sort_unstable();
                    out.push((after, i));
                }
            }
        }
        out
    }

    /// Right's moves: the fox along a diagonal, up to its range, onto empty squares.
    fn fox_moves(&self, geese: &[Square], fox: Square) -> Vec<Square> {
        let mut out = Vec::new();
        for (dr, dc) in [(-1, -1), (-1, 1), (1, -1), (1, 1)] {
            for k in 1..=self.rules.fox_range {
                let to = (fox.0 + k * dr, fox.1 + k * dc);
                let on_board = to.0 >= 1 && (1..=self.rules.width).contains(&to.1);
                if !on_board || geese.contains(&to) {
                    break;
                }
                out.push(to);
            }
        }
        out
    }

    /// The position's squares checked as CGSuite checks them.
    fn check(&self, geese: &[Square], fox: Square) -> Result<(), Error> {
        let valid = |(row, col): Square| {
            row >= 1 && (1..=self.rules.width).contains(&col) && (row + col) % 2 == 0
        };
        if geese.is_empty() || geese.len() > MAX_GEESE {
            return Err(Error::BadBoard(format!("give 1 to {MAX_GEESE} geese")));
        }
        if let Some(g) = geese.iter().find(|g| !valid(**g) || g.0 > MAX_ROW) {
            return Err(Error::BadBoard(format!(
                "goose {g:?}: a square is (row, column) with 1 <= column <= {}, 1 <= row <= \
                 {MAX_ROW} and row + column even",
                self.rules.width
            )));
        }
        if !valid(fox) || fox.0 > MAX_ROW + 1 {
            return Err(Error::BadBoard(format!(
                "fox {fox:?}: a square is (row, column) with 1 <= column <= {} and row + \
                 column even",
                self.rules.width
            )));
        }
        let mut distinct = geese.to_vec();
        distinct.sort_unstable();
        distinct.dedup();
        if distinct.len() < geese.len() || geese.contains(&fox) {
            return Err(Error::BadBoard("two pieces on one square".into()));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn named(rules: Rules, geese: &[Square], fox: Square) -> String {
        let mut games = Games::new();
        let mut search = FoxAndGeese::new(rules, &mut games).unwrap();
        let v = search.value(geese, fox, &mut games).unwrap();
        v.name(&mut games).unwrap()
    }

    #[test]
    fn cgsuites_positions_have_its_values() {
        // CGSuite 2.x's GameGridTest: FoxAndGeese, CeyloneseFoxAndGeese and
        // GenFoxAndGeese(boardWidth => 10), and its ValuesTable for four geese on row 3.
        let four = [(4, 2), (4, 4), (4, 6), (4, 8)];
        assert_eq!(named(Rules::default(), &four, (1, 1)), "{4*|7/2}");
        let ceylonese = Rules {
            width: 8,
            fox_range: 2,
        };
        assert_eq!(
            named(ceylonese, &four, (1, 1)),
            "{9||4v[on]*|5/2*|||3|5/2*,5/2v||5/2}"
        );
        let wide = Rules {
            width: 10,
            fox_range: 1,
        };
        let five = [(3, 1), (3, 3), (3, 5), (3, 7), (3, 9)];
        assert_eq!(named(wide, &five, (1, 9)), "{6over|5*}");
        let row3 = [(3, 1), (3, 3), (3, 5), (3, 7)];
        let table = [
            ((2, 2), "2over"),
            ((2, 4), "2"),
            ((2, 6), "3*"),
            ((2, 8), "4over"),
            ((1, 1), "{6|2over}"),
            ((1, 3), "{2over|2}"),
            ((1, 5), "{4|3||2}"),
            ((1, 7), "{4over|3*}"),
        ];
        for (fox, value) in table {
            assert_eq!(named(Rules::default(), &row3, fox), value, "fox at {fox:?}");
        }
    }

    #[test]
    fn bad_positions_are_one_line_errors() {
        let mut games = Games::new();
        let mut search = FoxAndGeese::new(Rules::default(), &mut games).unwrap();
        let row3 = [(3, 1), (3, 3), (3, 5), (3, 7)];
        for (geese, fox) in [
            (&row3[..], (1, 6)),
            (&[(3, 1), (3, 3), (2, 5), (3, 7)][..], (1, 1)),
            (&[][..], (1, 1)),
            (&[(3, 1), (3, 1)][..], (1, 1)),
            (&row3[..], (3, 3)),
        ] {
            let err = search
                .value(geese, fox, &mut games)
                .unwrap_err()
                .to_string();
            assert!(!err.contains('\n'), "{err}");
        }
        assert!(FoxAndGeese::new(
            Rules {
                width: 8,
                fox_range: 0
            },
            &mut games
        )
        .is_err());
    }
}
