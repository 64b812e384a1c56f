//! One worker's matrix games: payoffs enclosed from the level below, the midpoint game
//! solved fast, its strategies' guarantees computed with outward rounding.

use lp_core::{col_guarantee, row_guarantee, solve_dresher, solve_exact, DenseSolver, MatrixGame};
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
    /// of the same prize (the next prize set of the word) mostly shares (a guess tried
    /// before the simplex; about 70 % of the games at N = 10 are settled by it).
    solvers: [DenseSolver; MAX_N + 1],
    lower: Vec<f64>,
    upper: Vec<f64>,
    mid: Vec<f64>,
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

    /// Every state of word `w` into `out`, one per prize set (in the order of `sets`).
    pub fn word(&mut self, below: &Level, w: Word, sets: &[Hand], out: &mut [Interval]) {
        let children = self.children(below, w);
        // Each word starts afresh, so its values do not depend on which words a worker
        // solved before it (runs are reproducible, resumed or not).
        self.solvers.iter_mut().for_each(DenseSolver::forget);
        for (value, &p) in out.iter_mut().zip(sets) {
            *value = self.state(below, &children, p);
        }
    }

    /// `f(w, p)` enclosed: the mean over the prize cards of the prize games' enclosures.
    fn state(&mut self, below: &Level, children: &Children, p: Hand) -> Interval {
        let (mut lo, mut hi, mut count) = (0.0f64, 0.0f64, 0.0);
        for prize in (0..16).filter(|b| p >> b & 1 == 1) {
            let g = self.prize_game(below, children, p, prize + 1);
            lo = (lo + g.lo).next_down();
            hi = (hi + g.hi).next_up();
            count += 1.0;
        }
        Interval {
            lo: (lo / count).next_down(),
            hi: (hi / count).next_up(),
        }
    }

    /// The row player's strategy of the last game solved.
    pub fn row_strategy(&self) -> &[f64] {
        &self.x
    }

    /// The game after `prize` is turned up: enclosed by the guarantees of the midpoint
    /// game's strategies against the lower and upper payoffs.
    pub fn prize_game(
        &mut self,
        below: &Level,
        children: &Children,
        p: Hand,
        prize: usize,
    ) -> Interval {
        let r = rank(p & !(1 << (prize - 1)));
        let k = children.len().isqrt();
        for m in [&mut self.lower, &mut self.upper, &mut self.mid] {
            m.resize(k * k, 0.0);
        }
        // Rounded to nearest: each entry is within ROUNDING * |entry| of the exact payoff
        // bound, which the guarantees account for.
        let mut slack = 0.0f64;
        for (ij, &(sign, child)) in children.iter().enumerate() {
            let later = below.at(child, r);
            let bid = prize as f64 * sign;
            let (l, u) = (bid + later.lo, bid + later.hi);
            (self.lower[ij], self.upper[ij], self.mid[ij]) = (l, u, 0.5 * (l + u));
            slack = slack.max(u - l);
        }
        self.x.resize(k, 0.0);
        self.y.resize(k, 0.0);
        if self.solvers[prize]
            .guess(k, k, &self.mid, &mut self.x, &mut self.y)
            .is_some()
        {
            let guessed = self.enclosure(k);
            if tight(guessed, slack) {
                return guessed;
            }
        }
        self.solvers[prize].solve(k, k, &self.mid, &mut self.x, &mut self.y);
        let fast = self.enclosure(k);
        if tight(fast, 2.0 * slack) {
            return fast;
        }
        self.fallbacks += 1;
        self.exact_strategies(k);
        self.enclosure(k)
    }

    fn enclosure(&self, k: usize) -> Interval {
        Interval {
            lo: row_guarantee(k, k, &self.lower, ROUNDING, &self.x),
            hi: col_guarantee(k, k, &self.upper, ROUNDING, &self.y),
        }
    }

    /// When the fast solver's strategies are poor (a rare ill-conditioned game): the
    /// midpoint game solved exactly (HiGHS, then its basis in rationals), its strategies
    /// rounded to floats.
    fn exact_strategies(&mut self, k: usize) {
        // Non-finite entries come only from non-finite enclosures below; nothing to solve.
        let Some(entries) = self
            .mid
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
