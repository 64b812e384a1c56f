//! A sweep's shard (`sweep --game guessing --shard I/K`): the I-th (from 0) of K contiguous slices of the
//! range, for a batch engine's job array (docs/cluster.md). Slices are balanced by the
//! modelled core-seconds of each N ([`crate::CostModel`]), so slices near the powers
//! of two and the top are narrower. Every shard computes the same boundaries from
//! `(from, to, K)` and the same model; result files stay one per N, so shards merge by
//! copying.

use std::str::FromStr;

/// One slice of a sweep's range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    /// Which slice, `0..count`.
    pub index: usize,
    /// How many slices.
    pub count: usize,
}

/// Most slices a range may be cut into.
const MAX_SHARDS: usize = 100_000;

impl FromStr for Shard {
    type Err = String;

    fn from_str(s: &str) -> Result<Shard, String> {
        let bad =
            || format!("--shard takes I/K with 0 <= I < K <= {MAX_SHARDS} (e.g. 3/64), not {s:?}");
        let (i, k) = s.split_once('/').ok_or_else(bad)?;
        let (index, count) = (
            i.trim().parse().map_err(|_| bad())?,
            k.trim().parse().map_err(|_| bad())?,
        );
        if index >= count || count > MAX_SHARDS {
            return Err(bad());
        }
        Ok(Shard { index, count })
    }
}

impl Shard {
    /// This shard's N in `from..=to`, or `None` when it has none (more shards than N), with
    /// `cost(N)` the cost of one N.
    pub fn slice(
        self,
        from: usize,
        to: usize,
        cost: impl Fn(usize) -> f64,
    ) -> Option<(usize, usize)> {
        let total: f64 = (from..=to).map(&cost).sum();
        // Slice j ends at the first N whose cumulative cost reaches (j + 1) / K of the total.
        let end_of = |j: usize| {
            let goal = total * (j + 1) as f64 / self.count as f64;
            let mut sum = 0.0;
            (from..=to)
                .find(|&n| {
                    sum += cost(n);
                    sum >= goal * (1.0 - 1e-12)
                })
                .unwrap_or(to)
        };
        let start = if self.index == 0 {
            from
        } else {
            end_of(self.index - 1) + 1
        };
        let end = if self.index + 1 == self.count {
            to
        } else {
            end_of(self.index)
        };
        (start <= end).then_some((start, end))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn square(n: usize) -> f64 {
        (n * n) as f64
    }

    /// The slices cover the range once, in order, and cost about the same.
    #[test]
    fn slices_partition_the_range_by_cost() {
        for (from, to, k) in [
            (1, 980, 64),
            (1, 980, 2),
            (500, 512, 5),
            (1, 3, 8),
            (7, 7, 1),
        ] {
            let slices: Vec<(usize, usize)> = (0..k)
                .filter_map(|index| Shard { index, count: k }.slice(from, to, square))
                .collect();
            let covered: Vec<usize> = slices.iter().flat_map(|&(a, b)| a..=b).collect();
            assert_eq!(
                covered,
                (from..=to).collect::<Vec<_>>(),
                "{from}..={to} in {k}"
            );
        }
        let cost = |(a, b): (usize, usize)| (a..=b).map(square).sum::<f64>();
        let costs: Vec<f64> = (0..64)
            .filter_map(|index| Shard { index, count: 64 }.slice(1, 980, square))
            .map(cost)
            .collect();
        let (lo, hi) = costs
            .iter()
            .fold((f64::MAX, 0.0f64), |(l, h), &c| (l.min(c), h.max(c)));
        // Equal up to the granularity of one N at the top (980^2).
        assert!(hi - lo <= 2.0 * 980.0 * 980.0, "{lo} .. {hi}");
    }

    #[test]
    fn malformed_shards_are_refused() {
        assert_eq!(
            "3/64".parse(),
            Ok(Shard {
                index: 3,
                count: 64
            })
        );
        for bad in ["64/64", "1", "a/2", "1/0", "-1/2", "1/1000001"] {
            assert!(bad.parse::<Shard>().is_err(), "{bad}");
        }
    }
}
