//! The seed's position analysis (§3.1, propositions 3.1.1-3.1.6): answers "is C1 no worse
//! than C2?" without surreal numbers, by walking the towers T that can tell them apart.
//!
//! `g(X)` = "Left wins X moving first" (3.1.1: then Left also wins moving second). The walk
//! starts from the empty T and adds a black cube while both `g((C1, T))` and `g((C2, T))` are
//! 1 (3.1.2: a white cube would change nothing), a white cube while both are 0 (3.1.3); the
//! first T where they differ decides (3.1.4); beyond height `n1 + n2 + n3 + 1` nothing can
//! differ any more (3.1.5). `g` is a DP over the towers' heights in which a player only
//! considers the topmost cube of their colour in each tower (3.1.6), so a state costs O(1)
//! and a new cube on T adds `n1 n2 n3` states: O(n^4) in all.

use super::tower::{Colour, Tower};

/// `[Exact]` Is `c1` no worse than `c2` (any number of towers each), by the seed's position
/// analysis? Must agree with [`no_worse`](super::no_worse); the tests check that it does.
///
/// Complexity: O((n1 + 1) ... (nk + 1) * (n1 + ... + nk)) per side: O(n^4) for three towers.
pub fn no_worse_by_positions(c1: &[Tower], c2: &[Tower]) -> bool {
    let total = |c: &[Tower]| c.iter().map(Tower::height).sum::<usize>();
    let bound = total(c1).max(total(c2)) + 1;
    let (mut a, mut b) = (FirstMove::new(c1), FirstMove::new(c2));
    loop {
        let colour = match (a.left_wins(), b.left_wins()) {
            (true, false) => return true,
            (false, true) => return false,
            (true, true) => Colour::Black,
            (false, false) => Colour::White,
        };
        if a.t_height() > bound {
            return true;
        }
        a.push(colour);
        b.push(colour);
    }
}

/// For the sub-position C and a growing fourth tower T: who wins every state, by heights.
struct FirstMove {
    /// `top[colour][tower][h]`: the topmost cube of that colour below height `h`.
    top: [Vec<Vec<Option<usize>>>; 2],
    /// The same for T, grown with it.
    top_t: [Vec<Option<usize>>; 2],
    /// Mixed-radix strides of the C heights.
    strides: Vec<usize>,
    heights: Vec<usize>,
    /// `layers[l][state] = [Left to move wins, Right to move wins]` with T at height `l`.
    layers: Vec<Vec<[bool; 2]>>,
}

const LEFT: usize = 0;
const RIGHT: usize = 1;

fn side(c: Colour) -> usize {
    if c == Colour::White {
        LEFT
    } else {
        RIGHT
    }
}

impl FirstMove {
    fn new(c: &[Tower]) -> Self {
        let tops = |s: usize| -> Vec<Vec<Option<usize>>> {
            c.iter()
                .map(|t| {
                    let mut top = vec![None];
                    for (i, &cube) in t.cubes().iter().enumerate() {
                        let below = top[i];
                        top.push(if side(cube) == s { Some(i) } else { below });
                    }
                    top
                })
                .collect()
        };
        let heights: Vec<usize> = c.iter().map(Tower::height).collect();
        let mut strides = vec![1; heights.len()];
        for i in 1..heights.len() {
            strides[i] = strides[i - 1] * (heights[i - 1] + 1);
        }
        let mut table = FirstMove {
            top: [tops(LEFT), tops(RIGHT)],
            top_t: [vec![None], vec![None]],
            strides,
            heights,
            layers: Vec::new(),
        };
        table.fill_layer();
        table
    }

    fn t_height(&self) -> usize {
        self.layers.len() - 1
    }

    /// `g((C, T))`: Left, moving first from the full position, wins.
    fn left_wins(&self) -> bool {
        let full: usize = self
            .heights
            .iter()
            .zip(&self.strides)
            .map(|(h, s)| h * s)
            .sum();
        self.layers[self.t_height()][full][LEFT]
    }

    /// Puts a cube on T and solves the states with T at its new height.
    fn push(&mut self, cube: Colour) {
        let h = self.t_height();
        for s in [LEFT, RIGHT] {
            let below = self.top_t[s][h];
            self.top_t[s].push(if side(cube) == s { Some(h) } else { below });
        }
        self.fill_layer();
    }

    /// States in increasing mixed-radix order: every move lowers one height, so its target
    /// is an earlier state of this layer or a state of a lower layer.
    fn fill_layer(&mut self) {
        let l = self.layers.len();
        let count = self
            .strides
            .last()
            .map_or(1, |s| s * (self.heights.last().unwrap() + 1));
        let mut layer = vec![[false; 2]; count];
        for state in 0..count {
            for mover in [LEFT, RIGHT] {
                layer[state][mover] = self.wins(&layer, state, l, mover);
            }
        }
        self.layers.push(layer);
    }

    /// Does `mover` win by taking the topmost cube of their colour in some tower?
    fn wins(&self, layer: &[[bool; 2]], state: usize, l: usize, mover: usize) -> bool {
        let other = 1 - mover;
        let in_c = (0..self.heights.len()).any(|i| {
            let h = state / self.strides[i] % (self.heights[i] + 1);
            self.top[mover][i][h].is_some_and(|p| !layer[state - (h - p) * self.strides[i]][other])
        });
        in_c || self.top_t[mover][l].is_some_and(|p| !self.layers[p][state][other])
    }
}
