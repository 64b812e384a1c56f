//! How a sweep deals its range to its workers (seed 000 §2.4's warm start decides it).
//!
//! Each worker owns a lane, the N it solves in order. Where every lane can start well (from
//! Alice's known mix of its first N, or from a stored N just below it), the lanes are
//! contiguous slices of equal modelled cost, so each N warm-starts from N - 1. When a
//! worker's lane runs out it shares the longest contiguous lane left by interleaving: from
//! there on the two take every other N, each warm from N - 2, so no core idles. Otherwise
//! (a cold sweep, a frontier with no known mixes) lane j is `from + j, from + j + jobs, ...`,
//! each N warm from N - jobs.
//!
//! Why: measured on one core each, two runs side by side, seconds from N - 1 against the
//! timed main job's from N - 2 (2026-11-26): 500..519 96.0 against 102.7, 600..619 29.7
//! against 30.9, 800..819 51.0 against 54.0, 940..943 76.5 against 84.3, 950..953 101.9
//! against 119.6, 970..973 103.4 against 120.3.

use std::sync::Mutex;

use crate::Shard;

/// The N one worker solves next: `next, next + step, ...` up to `end` (inclusive).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Lane {
    next: usize,
    end: usize,
    step: usize,
}

impl Lane {
    fn left(&self) -> usize {
        if self.next > self.end {
            0
        } else {
            (self.end - self.next) / self.step + 1
        }
    }

    fn take(&mut self) -> Option<usize> {
        (self.left() > 0).then(|| {
            self.next += self.step;
            self.next - self.step
        })
    }
}

/// The lanes of one sweep, shared by its workers.
#[derive(Debug)]
pub(crate) struct Lanes {
    lanes: Mutex<Vec<Lane>>,
}

impl Lanes {
    /// `jobs` lanes over `from..=to`: contiguous slices of equal `cost` when `starts_well`
    /// holds for each slice's first N, else interleaved by stride.
    pub(crate) fn new(
        from: usize,
        to: usize,
        jobs: usize,
        cost: impl Fn(usize) -> f64,
        starts_well: impl Fn(usize) -> bool,
    ) -> Lanes {
        let slices: Vec<Option<(usize, usize)>> = (0..jobs)
            .map(|index| Shard { index, count: jobs }.slice(from, to, &cost))
            .collect();
        let contiguous = slices
            .iter()
            .flatten()
            .all(|&(a, _)| a == from || starts_well(a));
        let empty = (1, 0);
        let lanes = if contiguous {
            (slices.into_iter())
                .map(|s| s.unwrap_or(empty))
                .map(|(next, end)| Lane { next, end, step: 1 })
                .collect()
        } else {
            (0..jobs)
                .map(|j| Lane {
                    next: from + j,
                    end: to,
                    step: jobs,
                })
                .collect()
        };
        Lanes {
            lanes: Mutex::new(lanes),
        }
    }

    /// Lane `i`'s next N; when it has run out, lane `i` first shares the contiguous lane
    /// with the most N left (at least two), and `None` when there is none.
    pub(crate) fn next(&self, i: usize) -> Option<usize> {
        let mut lanes = self.lanes.lock().expect("no panics holding the lock");
        if let Some(n) = lanes[i].take() {
            return Some(n);
        }
        let (victim, _) = (lanes.iter().enumerate())
            .filter(|(_, l)| l.step == 1 && l.left() >= 2)
            .max_by_key(|(_, l)| l.left())?;
        let Lane { next, end, .. } = lanes[victim];
        lanes[victim] = Lane {
            next: next + 1,
            end,
            step: 2,
        };
        lanes[i] = Lane {
            next: next + 2,
            end,
            step: 2,
        };
        Some(next)
    }

    /// Stops lane `i` after `n` failed: `n` and the N it would have solved after it.
    pub(crate) fn abandon(&self, i: usize, n: usize) -> Vec<usize> {
        let mut lanes = self.lanes.lock().expect("no panics holding the lock");
        let mut rest = vec![n];
        rest.extend(std::iter::from_fn(|| lanes[i].take()));
        rest
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every N once, whichever worker asks when.
    fn drain(lanes: &Lanes, order: &[usize]) -> Vec<(usize, usize)> {
        let mut done = vec![false; order.len()];
        let mut out = Vec::new();
        while !done.iter().all(|d| *d) {
            for (k, &i) in order.iter().enumerate() {
                match lanes.next(i) {
                    Some(n) => out.push((i, n)),
                    None => done[k] = true,
                }
            }
        }
        out
    }

    #[test]
    fn contiguous_lanes_cover_the_range_once_and_interleave_when_one_runs_out() {
        let lanes = Lanes::new(1, 10, 2, |_| 1.0, |_| true);
        let mut got = drain(&lanes, &[0, 1]);
        // Lanes 1..=5 and 6..=10; lane 1 ends first (it asked second), then takes every
        // other N of lane 0's rest.
        assert_eq!(
            got,
            [
                (0, 1),
                (1, 6),
                (0, 2),
                (1, 7),
                (0, 3),
                (1, 8),
                (0, 4),
                (1, 9),
                (0, 5),
                (1, 10)
            ]
        );
        let lanes = Lanes::new(1, 10, 2, |n| if n > 8 { 100.0 } else { 1.0 }, |_| true);
        got = drain(&lanes, &[1, 0]);
        assert_eq!(got[..4], [(1, 10), (0, 1), (1, 2), (0, 3)], "{got:?}");
        let mut all: Vec<usize> = got.iter().map(|&(_, n)| n).collect();
        all.sort();
        assert_eq!(all, (1..=10).collect::<Vec<_>>());
    }

    #[test]
    fn lanes_go_by_stride_when_a_slice_cannot_start_well() {
        let lanes = Lanes::new(5, 11, 3, |_| 1.0, |n| n < 7);
        let got = drain(&lanes, &[0, 1, 2]);
        for (i, n) in got {
            assert_eq!((n - 5) % 3, i, "N = {n} went to worker {i}");
        }
    }

    #[test]
    fn more_workers_than_n_leave_lanes_empty() {
        let lanes = Lanes::new(7, 7, 3, |_| 1.0, |_| true);
        let got = drain(&lanes, &[0, 1, 2]);
        assert_eq!(got.len(), 1);
        assert_eq!(got[0].1, 7);
    }

    #[test]
    fn an_abandoned_lane_gives_its_rest_and_is_not_shared() {
        let lanes = Lanes::new(1, 6, 2, |_| 1.0, |_| true);
        assert_eq!(lanes.next(0), Some(1));
        assert_eq!(lanes.abandon(0, 1), vec![1, 2, 3]);
        let got = drain(&lanes, &[1]);
        assert_eq!(got, [(1, 4), (1, 5), (1, 6)]);
    }
}
