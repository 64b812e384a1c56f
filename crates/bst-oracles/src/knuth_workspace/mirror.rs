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
    /// Knuth's bounds hold for leftmost and for rightmost roots alike: the leftmost root
    /// lies between the leftmost roots of `[a, b - 1)` and `[a + 1, b)`, the rightmost
    /// between their rightmost roots. The search runs over those two ranges (their union, in
    /// increasing order) and keeps the first and the last least candidate. Each range
    /// telescopes along a diagonal, so the whole table stays `O(N^2)` even where long runs
    /// of zero weights make every root of a stretch optimal (one range from the leftmost
    /// to the rightmost root would not: `O(N^3)` there). (In floating point a tie that
    /// rounding broke one way in an interval can break the other way in its mirror, so each
    /// range's two bounds are taken in either order.)
    pub(super) fn settle_lower_half(&mut self, a: usize, b: usize) {
        let s = self.stride;
        let ordered = |x: usize, y: usize| (x.min(y), x.max(y));
        let left = ordered(
            self.root[a * s + b - 1] as usize,
            self.root_of(a + 1, b, false),
        );
        let right = ordered(
            self.right[a * s + b - 1] as usize,
            self.root_of(a + 1, b, true),
        );
        let (first, then) = match left.0 <= right.0 {
            true => (left, right),
            false => (right, left),
        };
        // The first candidate is taken without a comparison, so the roots of the usual
        // one-candidate interval do not wait for its costs to load.
        let mut least = Least {
            cost: self.candidate(a, b, first.0),
            first: first.0,
            last: first.0,
        };
        let rest = (first.0 + 1..=first.1).chain(then.0.max(first.1 + 1)..=then.1);
        for r in rest {
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
