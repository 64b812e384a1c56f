//! Comparison of stoppers by survival (Siegel ch. VI.1; Winning Ways ch. 11): `G >= H`
//! exactly when Left, moving second in `G - H`, never runs out of moves (play that goes on
//! forever is survival). One retrograde analysis answers every pair of positions of a
//! graph at once.

use crate::games::Games;
use crate::Error;

use super::Graph;

/// The most positions a table of comparisons covers (it keeps two states for every pair).
pub const MAX_COMPARED: usize = 6_000;

/// `G_g >= G_h` for every pair of positions `g`, `h` of one graph of stoppers.
pub struct Table {
    n: usize,
    /// Right wins `G_g - G_h` with Right to move, at `2 (g n + h) + 1`; Left to move at
    /// `2 (g n + h)`.
    right_wins: Vec<bool>,
}

impl Table {
    /// Every pair's comparison; an error past [`MAX_COMPARED`] positions.
    pub fn new(graph: &Graph, games: &mut Games) -> Result<Table, Error> {
        let n = graph.len();
        if n > MAX_COMPARED {
            return Err(Error::BadGame(format!(
                "{n} positions to compare pairwise, past the {MAX_COMPARED} this does"
            )));
        }
        let (mut into_left, mut into_right) = (vec![Vec::new(); n], vec![Vec::new(); n]);
        for v in 0..n {
            for &w in &graph.left[v] {
                into_left[w].push(v);
            }
            for &w in &graph.right[v] {
                into_right[w].push(v);
            }
        }
        let state = |g: usize, h: usize, right: bool| 2 * (g * n + h) + right as usize;
        // Left's moves still unrefuted in each Left-to-move state.
        let mut open = vec![0u32; 2 * n * n];
        let mut won = vec![false; 2 * n * n];
        let mut queue = Vec::new();
        for g in 0..n {
            for h in 0..n {
                let s = state(g, h, false);
                open[s] = (graph.left[g].len() + graph.right[h].len()) as u32;
                if open[s] == 0 {
                    won[s] = true;
                    queue.push(s);
                }
            }
        }
        while let Some(s) = queue.pop() {
            let (g, h, right) = ((s / 2) / n, (s / 2) % n, s % 2 == 1);
            // The states one move before `s`, and whether Right made that move.
            let before: Vec<usize> = match right {
                // Left moved into s: from (g0, h) with g in left(g0), or (g, h0) with h in
                // right(h0).
                true => (into_left[g].iter().map(|&g0| state(g0, h, false)))
                    .chain(into_right[h].iter().map(|&h0| state(g, h0, false)))
                    .collect(),
                // Right moved into s: from (g0, h) with g in right(g0), or (g, h0) with h
                // in left(h0).
                false => (into_right[g].iter().map(|&g0| state(g0, h, true)))
                    .chain(into_left[h].iter().map(|&h0| state(g, h0, true)))
                    .collect(),
            };
            for p in before {
                games.step();
                if won[p] {
                    continue;
                }
                if !right {
                    // Right to move in p and one move wins: p is won.
                } else {
                    open[p] -= 1;
                    if open[p] > 0 {
                        continue;
                    }
                }
                won[p] = true;
                queue.push(p);
            }
        }
        Ok(Table { n, right_wins: won })
    }

    /// `G_g >= G_h`.
    pub fn ge(&self, g: usize, h: usize) -> bool {
        !self.right_wins[2 * (g * self.n + h) + 1]
    }

    /// `G_g = G_h`.
    pub fn eq(&self, g: usize, h: usize) -> bool {
        self.ge(g, h) && self.ge(h, g)
    }
}
