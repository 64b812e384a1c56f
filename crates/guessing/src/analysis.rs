//! What the results say (seed 000 §3.2–3.4): table 3.1, Johnson's patterns, Gilbert's dips.
//! Pure functions of stored records; every comparison of probabilities is exact.

use num_rational::BigRational;
use verify::parse_rational;

use crate::{Error, Record};

/// A maximal run of consecutive `N` with the same value of some quantity.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Run<T> {
    /// The value shared by the run.
    pub value: T,
    /// First `N` of the run.
    pub from: usize,
    /// Last `N` of the run.
    pub to: usize,
}

/// Groups `(N, value)` pairs (sorted by `N`) into runs of equal values over consecutive `N`.
pub fn runs<T: PartialEq + Clone>(points: &[(usize, T)]) -> Vec<Run<T>> {
    let mut out: Vec<Run<T>> = Vec::new();
    for (n, v) in points {
        match out.last_mut() {
            Some(r) if r.value == *v && r.to + 1 == *n => r.to = *n,
            _ => out.push(Run {
                value: v.clone(),
                from: *n,
                to: *n,
            }),
        }
    }
    out
}

/// Table 3.1: the most guesses Bob's optimal trees need, as runs over `N`.
pub fn max_guesses_table(records: &[Record]) -> Vec<Run<u32>> {
    runs(
        &records
            .iter()
            .map(|r| (r.n, r.max_guesses))
            .collect::<Vec<_>>(),
    )
}

/// Johnson's three patterns (seed 000 §3.4) for one Alice mix, `None` where `N` is too small.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Johnson {
    /// `alpha_1 = alpha_2 + alpha_3` (stated for `5 <= N <= 11`).
    pub first: Option<bool>,
    /// `alpha_1 = 2 alpha_2` (stated for `7 <= N <= 11`).
    pub second: Option<bool>,
    /// `alpha_1 > alpha_j` for all `1 < j < N` (stated for `4 <= N <= 11`).
    pub third: Option<bool>,
}

/// Alice's mix of a record as exact rationals.
pub fn alpha(record: &Record) -> Result<Vec<BigRational>, Error> {
    record
        .alpha
        .iter()
        .map(|s| parse_rational(s).map_err(|e| Error::BadRecord(format!("N = {}: {e}", record.n))))
        .collect()
}

/// Evaluates Johnson's patterns exactly.
pub fn johnson(a: &[BigRational]) -> Johnson {
    let n = a.len();
    let two = BigRational::from_integer(2.into());
    Johnson {
        first: (n >= 5).then(|| a[0] == &a[1] + &a[2]),
        second: (n >= 7).then(|| a[0] == &a[1] * &two),
        third: (n >= 4).then(|| a[1..n - 1].iter().all(|x| a[0] > *x)),
    }
}

/// Gilbert's dips: whether Alice's mix has a strict local minimum (against the keys two
/// places away on each side) within one key of positions `N/4`, `N/2` and `3N/4`.
pub fn gilbert_dips(a: &[BigRational]) -> [bool; 3] {
    let n = a.len();
    let dip_at = |k: usize| k >= 2 && k + 2 < n && a[k] < a[k - 2] && a[k] < a[k + 2];
    // Position p (1-based) is index p - 1; look at indices p - 2, p - 1, p.
    let dip_near = |p: usize| p >= 1 && (p.saturating_sub(2)..=p).any(dip_at);
    [dip_near(n / 4), dip_near(n / 2), dip_near(3 * n / 4)]
}

/// Search cost over the `N` within 1/8 of a power of two (seed 000 §3.3, fig 3.5: the
/// iteration counts spike there).
#[derive(Clone, Debug, PartialEq)]
pub struct CostWindow {
    /// The power of two.
    pub power: usize,
    /// Records found in `[power - power/8, power + power/8]`.
    pub count: usize,
    /// Mean and largest master solves per `N`.
    pub iterations: (f64, usize),
    /// Mean and largest wall-clock seconds per `N`, as recorded by the run that solved it.
    pub seconds: (f64, f64),
}

/// The cost windows around every power of two from 64 up to the largest `N` present.
pub fn cost_near_powers_of_two(records: &[Record]) -> Vec<CostWindow> {
    let last = records.iter().map(|r| r.n).max().unwrap_or(0);
    (6..usize::BITS)
        .map(|k| 1usize << k)
        .take_while(|p| p - p / 8 <= last)
        .map(|p| {
            let near: Vec<&Record> = records
                .iter()
                .filter(|r| r.n + p / 8 >= p && r.n <= p + p / 8)
                .collect();
            let count = near.len().max(1) as f64;
            CostWindow {
                power: p,
                count: near.len(),
                iterations: (
                    near.iter().map(|r| r.iterations as f64).sum::<f64>() / count,
                    near.iter().map(|r| r.iterations).max().unwrap_or(0),
                ),
                seconds: (
                    near.iter().map(|r| r.seconds).sum::<f64>() / count,
                    near.iter().map(|r| r.seconds).fold(0.0, f64::max),
                ),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(n: usize) -> Record {
        Record {
            n,
            value: "1".into(),
            value_f64: 1.0,
            alpha: vec![],
            trees: vec![],
            max_guesses: 1,
            iterations: n,
            seconds: n as f64 / 10.0,
            certify_seconds: 0.0,
            repairs: 0,
            method: "warm".into(),
            start_seconds: 0.0,
            master_seconds: 0.0,
            pricing_seconds: 0.0,
            pivots: 0,
            master: "dense".into(),
            certified: true,
        }
    }

    #[test]
    fn windows_cover_an_eighth_either_side() {
        let records: Vec<Record> = (1..=80).map(record).collect();
        let windows = cost_near_powers_of_two(&records);
        // 64 +- 8 = 56..=72 is present; 128 - 16 = 112 is beyond N = 80.
        assert_eq!(windows.len(), 1);
        let w = &windows[0];
        assert_eq!((w.power, w.count), (64, 17));
        assert_eq!(w.iterations, (64.0, 72));
        assert!((w.seconds.0 - 6.4).abs() < 1e-12 && (w.seconds.1 - 7.2).abs() < 1e-12);
    }
}
