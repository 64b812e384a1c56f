//! Comparing games: `G <= H` by its recursive definition, with exact shortcuts for
//! numbers and nimbers (seed 002 §2; Siegel, *Combinatorial Game Theory*, §II.1-II.3).

use super::{Comparison, GameId, Games, Outcome};

impl Games {
    /// `G <= H` by the recursive definition: no `G^L >= H` and no `H^R <= G`. Between
    /// `x + *a` and `y + *b` it is `x < y`, or `x = y` and `a = b`; between a number `x` and
    /// a canonical `G` that is not a number, number avoidance leaves only `G`'s options:
    /// `x <= G` when no `G^R <= x`, `G <= x` when no `G^L >= x`.
    pub fn le(&mut self, g: GameId, h: GameId) -> bool {
        self.step();
        if g == h {
            return true;
        }
        if let (Some((x, a)), Some((y, b))) = (self.as_nimber(g), self.as_nimber(h)) {
            return if a == b { x <= y } else { x < y };
        }
        if let Some(&known) = self.le_memo.get(&(g, h)) {
            return known;
        }
        let avoid = |games: &Games, number: GameId, other: GameId| {
            games.as_number(number).is_some() && games.nodes[other.0 as usize].canonical
        };
        // A number's own options are needed only against a game that may equal a number.
        let left_of_g = !avoid(self, g, h);
        let right_of_h = !avoid(self, h, g);
        if left_of_g {
            self.expand(g);
        }
        if right_of_h {
            self.expand(h);
        }
        // Some `G^L >= H`, or some `H^R <= G`: then not `G <= H`.
        let left_reply = left_of_g
            && (0..self.built(g).0.len()).any(|i| {
                let gl = self.built(g).0[i];
                self.le(h, gl)
            });
        let right_reply = !left_reply
            && right_of_h
            && (0..self.built(h).1.len()).any(|i| {
                let hr = self.built(h).1[i];
                self.le(hr, g)
            });
        let answer = !(left_reply || right_reply);
        self.le_memo.insert((g, h), answer);
        answer
    }

    /// `G >= H`.
    pub fn ge(&mut self, g: GameId, h: GameId) -> bool {
        self.le(h, g)
    }

    /// `[Exact]` How `g` compares with `h`: greater, less, equal or confused.
    pub fn compare(&mut self, g: GameId, h: GameId) -> Comparison {
        match (self.le(h, g), self.le(g, h)) {
            (true, true) => Comparison::Equal,
            (true, false) => Comparison::Greater,
            (false, true) => Comparison::Less,
            (false, false) => Comparison::Confused,
        }
    }

    /// The outcome class of `g`.
    pub fn outcome(&mut self, g: GameId) -> Outcome {
        let zero = self.zero();
        match (self.le(zero, g), self.le(g, zero)) {
            (true, true) => Outcome::Previous,
            (true, false) => Outcome::Left,
            (false, true) => Outcome::Right,
            (false, false) => Outcome::Next,
        }
    }
}
