//! The half-table path of [`KnuthWorkspace`] for mirror-symmetric weights
//! (`w[k] == w[N-1-k]`): the interval `[a, b)` and its mirror `[N-b, N-a)` have the same
//! cost, and a root `r` of one is the root `N-1-r` of the other. Only the intervals with
//! `a + b <= N` (the lower half) are computed and stored; an interval of the upper half is
//! read through its mirror, which is in the lower half. Half the intervals, and no scattered
//! writes for the mirrors (measured: writing each mirror as well cost what the half saved).

use super::KnuthWorkspace;

/// The least candidate cost seen so far, with its first and last root.
struct Least {
    cost: f64,
    first: usize,
    last: usize,
}

impl Least {
    fn offer(&mut self, r: usize, cost: f64) {
        if cost < self.cost {
            (self.cost, self.first, self.last) = (cost, r, r);
        } else if cost == self.cost {
            self.last = r;
        }
    }
}

impl KnuthWorkspace {
    /// `[a, b)` with `a + b <= N` and `b - a >= 2`; every shorter interval is settled.
    /// Knuth's bounds hold for leftmost and for rightmost roots alike, so the search runs
    /// from the leftmost root of `[a, b - 1)` to the rightmost of `[a + 1, b)` and keeps the
    /// first and the last least candidate. (In floating point a tie that rounding broke one
    /// way in an interval can break the other way in its mirror, so the two bounds are
    /// taken in either order.)
    pub(super) fn settle_lower_half(&mut self, a: usize, b: usize) {
        let s = self.stride;
        let x = self.root[a * s + b - 1] as usize;
        let y = self.root_of(a + 1, b, true);
        let (lo, hi) = (x.min(y), x.max(y));
        // The first candidate is taken without a comparison, so the roots of the usual
        // one-candidate interval do not wait for its costs to load.
        let mut least = Least {
            cost: self.candidate(a, b, lo),
            first: lo,
            last: lo,
        };
        for r in lo + 1..=hi {
            least.offer(r, self.candidate(a, b, r));
        }
        let cost = least.cost + (self.prefix[b] - self.prefix[a]);
        self.costs[a * s + b] = cost;
        self.root[a * s + b] = least.first as u32;
        self.right[a * s + b] = least.last as u32;
    }

    /// `cost[a][r] + cost[r + 1][b]`; `cost[r + 1][b]` is stored when `r + 1 + b <= N`,
    /// else read as its mirror `cost[N - b][N - r - 1]`.
    fn candidate(&self, a: usize, b: usize, r: usize) -> f64 {
        let (s, n) = (self.stride, self.stride - 1);
        let right = match r + 1 + b <= n {
            true => self.costs[(r + 1) * s + b],
            false => self.costs[(n - b) * s + n - r - 1],
        };
        self.costs[a * s + r] + right
    }

    /// The leftmost optimal root of a settled `[a, b)`, or the rightmost one: stored for
    /// the lower half, else the mirror of the mirror interval's opposite root.
    pub(super) fn root_of(&self, a: usize, b: usize, rightmost: bool) -> usize {
        let (s, n) = (self.stride, self.stride - 1);
        let (own, opposite) = match rightmost {
            true => (&self.right, &self.root),
            false => (&self.root, &self.right),
        };
        match a + b <= n {
            true => own[a * s + b] as usize,
            false => n - 1 - opposite[(n - b) * s + n - a] as usize,
        }
    }
}
