//! One worker's matrix games: payoffs enclosed from the level below, the lower game solved
//! fast, its strategies' guarantees computed with outward rounding.
//!
//! The game after prize `c` of prize set `P` is `c S + F_Q` with `Q = P \ {c}`: `S` the bid
//! signs of the word, `F_Q` the continuation values. `F_Q` is the same for every prize not
//! in `Q`, so a word's states are built from the sets `Q` one card smaller: `F_Q` is read
//! from the level below once and serves the `N - k + 1` games `c S + F_Q`, each added to the
//! state `Q + c` (a `1/(N - k + 1)` share of the random reads of building every game anew).

use lp_core::{row_guarantee_within, solve_dresher, solve_exact, DenseSolver, MatrixGame};
use num_rational::BigRational;
use verify::{to_f64, RationalMatrix};

use super::level::{rank, Child, Level};
use super::{Interval, MAX_N};
use crate::{Hand, Word};

/// The relative error of one addition rounded to nearest (`u = 2^-53`).
const ROUNDING: f64 = f64::EPSILON / 2.0;

/// Scratch space: a dense solver per prize card and the k x k matrices.
#[derive(Default)]
pub(super) struct Games {
    /// Indexed by the prize: each remembers its last game's support, which the next game
    /// of the same prize mostly shares (a guess tried before the simplex).
    solvers: [DenseSolver; MAX_N + 1],
    /// `F_Q` enclosed, row-major: the continuation values' lower and upper bounds.
    later_lo: Vec<f64>,
    later_hi: Vec<f64>,
    /// The game's lower payoffs, row-major (the row player's guarantee is taken on them,
    /// and the game solved is this one: it is within the children's widths of the true one).
    lower: Vec<f64>,
    /// The upper payoffs negated and transposed: the column player's guarantee is the row
    /// guarantee of this game, negated.
    upper_neg_t: Vec<f64>,
    /// The widest enclosure in `F_Q` (the games' payoffs are known no better).
    slack: f64,
    /// At least the absolute value of every bound in `F_Q`.
    later_abs: f64,
    /// At least the absolute value of every payoff of the loaded game.
    max_abs: f64,
    x: Vec<f64>,
    y: Vec<f64>,
    /// Games whose fast strategies were too poor and were solved exactly instead.
    pub fallbacks: u64,
}

/// For each bid pair (i, j), row-major: the sign of the bid and where the next state is.
pub(super) type Children = Vec<(f64, Child)>;

impl Games {
    /// The bid signs and next states of word `w` (the same for every prize set).
    pub fn children(&self, below: &Level, w: Word) -> Children {
        let (rows, cols, k) = w.cards();
        let mut out = Vec::with_capacity(k * k);
        for &a in &rows[..k] {
            for &b in &cols[..k] {
                let sign = f64::from(a.cmp(&b) as i8);
                out.push((sign, below.child(w.without(a as usize, b as usize))));
            }
        }
        out
    }

    /// Every state of word `w` into `out`, indexed by the colex rank of its prize set;
    /// `smaller` lists the prize sets of the level below in colex order.
    pub fn word(&mut self, below: &Level, w: Word, smaller: &[Hand], out: &mut [Interval]) {
        let children = self.children(below, w);
        self.forget();
        out.fill(Interval::ZERO);
        let n = below.n as u32;
        for (r, &q) in smaller.iter().enumerate() {
            self.load_later(below, &children, r);
            for card in (0..n).filter(|c| q >> c & 1 == 0) {
                let g = self.game(&children, card as usize + 1);
                let sum = &mut out[rank(q | 1 << card)];
                sum.lo = (sum.lo + g.lo).next_down();
                sum.hi = (sum.hi + g.hi).next_up();
            }
        }
        // Each state is the mean of its k prize games.
        let k = (below.k + 1) as f64;
        for s in out.iter_mut() {
            (s.lo, s.hi) = ((s.lo / k).next_down(), (s.hi / k).next_up());
        }
    }

    /// Each word starts afresh, so its values do not depend on which words a worker solved
    /// before it (runs are reproducible, resumed or not).
    pub fn forget(&mut self) {
        self.solvers.iter_mut().for_each(DenseSolver::forget);
    }

    /// The row player's strategy of the last game solved.
    pub fn row_strategy(&self) -> &[f64] {
        &self.x
    }

    /// The game after `prize` of prize set `p` is turned up, enclosed.
    pub fn prize_game(
        &mut self,
        below: &Level,
        children: &Children,
        p: Hand,
        prize: usize,
    ) -> Interval {
        self.load_later(below, children, rank(p & !(1 << (prize - 1))));
        self.game(children, prize)
    }

    /// `F_Q` for the prize set of rank `r` below.
    fn load_later(&mut self, below: &Level, children: &Children, r: usize) {
        self.later_lo.clear();
        self.later_hi.clear();
        let (mut slack, mut abs) = (0.0f64, 0.0f64);
        for &(_, child) in children {
            let v = below.at(child, r);
            self.later_lo.push(v.lo);
            self.later_hi.push(v.hi);
            slack = slack.max(v.hi - v.lo);
            abs = abs.max(v.lo.abs()).max(v.hi.abs());
        }
        (self.slack, self.later_abs) = (slack, abs);
    }

    /// The game `prize S + F_Q` (`F_Q` loaded), enclosed by the guarantees of its lower
    /// game's strategies against the lower and upper payoffs.
    fn game(&mut self, children: &Children, prize: usize) -> Interval {
        let k = children.len().isqrt();
        self.lower.resize(k * k, 0.0);
        self.upper_neg_t.resize(k * k, 0.0);
        // Rounded to nearest: each entry is within ROUNDING * |entry| of the exact payoff
        // bound, which the guarantees account for.
        let c = prize as f64;
        for i in 0..k {
            let row = i * k..(i + 1) * k;
            let signs = children[row.clone()].iter().map(|s| s.0);
            let later = self.later_lo[row.clone()]
                .iter()
                .zip(&self.later_hi[row.clone()]);
            for (j, (sign, (&lo, &hi))) in signs.zip(later).enumerate() {
                let (l, u) = (c * sign + lo, c * sign + hi);
                self.lower[i * k + j] = l;
                self.upper_neg_t[j * k + i] = -u;
            }
        }
        // |fl(c s + f)| <= fl(c + |f|): rounding to nearest is monotone and symmetric.
        self.max_abs = prize as f64 + self.later_abs;
        self.solve_loaded(k, prize)
    }

    /// Loads the game whose payoff `(i, j)` (row-major index) is enclosed by `entry(i, j)`,
    /// with no rounding in between.
    pub(super) fn load(&mut self, k: usize, mut entry: impl FnMut(usize) -> Interval) {
        self.lower.resize(k * k, 0.0);
        self.upper_neg_t.resize(k * k, 0.0);
        let (mut slack, mut abs) = (0.0f64, 0.0f64);
        for i in 0..k {
            for j in 0..k {
                let e = entry(i * k + j);
                self.lower[i * k + j] = e.lo;
                self.upper_neg_t[j * k + i] = -e.hi;
                slack = slack.max(e.hi - e.lo);
                abs = abs.max(e.lo.abs()).max(e.hi.abs());
            }
        }
        (self.slack, self.max_abs) = (slack, abs);
    }

    /// The loaded `k x k` game, enclosed by the guarantees of its lower game's strategies
    /// against the lower and upper payoffs; `slot` picks the solver whose last support is
    /// tried first (games of one slot mostly share it).
    pub(super) fn solve_loaded(&mut self, k: usize, slot: usize) -> Interval {
        let slack = self.slack;
        self.x.resize(k, 0.0);
        self.y.resize(k, 0.0);
        if self.solvers[slot]
            .guess(k, k, &self.lower, &mut self.x, &mut self.y)
            .is_some()
        {
            let guessed = self.enclosure(k);
            if tight(guessed, slack) {
                return guessed;
            }
        }
        self.solvers[slot].solve(k, k, &self.lower, &mut self.x, &mut self.y);
        let fast = self.enclosure(k);
        if tight(fast, 2.0 * slack) {
            return fast;
        }
        self.fallbacks += 1;
        self.exact_strategies(k);
        self.enclosure(k)
    }

    /// The row strategy's guarantee on the lower payoffs, and the column strategy's on the
    /// upper ones (the row guarantee of the negated transpose, negated).
    fn enclosure(&self, k: usize) -> Interval {
        let max_abs = self.max_abs;
        Interval {
            lo: row_guarantee_within(k, k, &self.lower, ROUNDING, max_abs, &self.x),
            hi: -row_guarantee_within(k, k, &self.upper_neg_t, ROUNDING, max_abs, &self.y),
        }
    }

    /// When the fast solver's strategies are poor (a rare ill-conditioned game): the
    /// lower game solved exactly (HiGHS, then its basis in rationals), its strategies
    /// rounded to floats.
    fn exact_strategies(&mut self, k: usize) {
        // Non-finite entries come only from non-finite enclosures below; nothing to solve.
        let Some(entries) = self
            .lower
            .iter()
            .map(|&m| BigRational::from_float(m))
            .collect()
        else {
            return;
        };
        let Some(game) = RationalMatrix::new(k, k, entries)
            .ok()
            .and_then(|m| MatrixGame::new(m).ok())
        else {
            return;
        };
        // HiGHS first; Dresher's rational simplex when HiGHS cannot (it always can finish).
        let solution = solve_exact(&game)
            .ok()
            .or_else(|| solve_dresher(&game).ok().map(|(s, _)| s));
        if let Some(solution) = solution {
            self.x
                .iter_mut()
                .zip(solution.row_strategy())
                .for_each(|(x, e)| *x = to_f64(e));
            self.y
                .iter_mut()
                .zip(solution.col_strategy())
                .for_each(|(y, e)| *y = to_f64(e));
        }
    }
}

/// Is an enclosure finite and at most `width` (plus rounding) wide? A strategy that is all
/// zeros (or NaN, from an overflowing solve) gives an infinite bound, whose width must not
/// pass by an infinite tolerance.
fn tight(e: Interval, width: f64) -> bool {
    e.lo.is_finite() && e.hi.is_finite() && e.width() <= width + 1e-12 * (1.0 + e.lo.abs())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The N = 13 defect: `lo = -inf` made the tolerance infinite, so an infinite enclosure
    /// passed and spread through the levels above.
    #[test]
    fn an_infinite_enclosure_is_never_tight() {
        let e = |lo, hi| Interval { lo, hi };
        assert!(tight(e(0.25, 0.25 + 1e-13), 1e-13));
        assert!(!tight(e(0.25, 0.25 + 1e-9), 1e-13));
        assert!(!tight(e(f64::NEG_INFINITY, 0.5), 1e-13));
        assert!(!tight(e(0.5, f64::INFINITY), 1e-13));
        assert!(!tight(e(f64::NAN, 0.5), 1.0));
    }
}
