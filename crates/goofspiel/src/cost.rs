//! What a certified solve of N cards costs: peak memory and wall time on 2 cores, measured
//! for N = 10..=14 (docs/goofspiel.md) and extrapolated beyond by the last measured ratio
//! (each card multiplies the memory by about 5.8 and the time by about 6.8). Win/loss is
//! modelled from its exact state count.

use crate::Payoff;

/// Measured `(N, peak resident MB, wall seconds on 2 cores)` of certified solves.
const MEASURED: [(usize, f64, f64); 5] = [
    (10, 64.0, 2.9),
    (11, 115.0, 20.7),
    (12, 430.0, 149.0),
    (13, 1_800.0, 849.0),
    (14, 10_400.0, 5_760.0),
];
const MEMORY_RATIO: f64 = 5.8;
const TIME_RATIO: f64 = 6.8;

/// The expected cost of [`crate::solve_certified`] for one N.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Cost {
    /// Peak resident memory, bytes.
    pub peak_bytes: f64,
    /// Wall-clock seconds on 2 cores.
    pub seconds: f64,
    /// Measured (N = 10..=14), or extrapolated from the nearest measured N.
    pub measured: bool,
}

/// The cost of a certified solve with `n` cards per hand (for `n < 10`, at most N = 10's).
///
/// ```
/// let cost = goofspiel::certified_cost(16);
/// assert!(cost.peak_bytes > 100e9 && !cost.measured);   // far past one machine
/// assert!(goofspiel::certified_cost(13).measured);
/// ```
pub fn certified_cost(n: usize) -> Cost {
    let (first, last) = (MEASURED[0], MEASURED[MEASURED.len() - 1]);
    if let Some(&(_, mb, seconds)) = MEASURED.iter().find(|m| m.0 == n) {
        return Cost {
            peak_bytes: mb * 1e6,
            seconds,
            measured: true,
        };
    }
    if n < first.0 {
        return Cost {
            peak_bytes: first.1 * 1e6,
            seconds: first.2,
            measured: false,
        };
    }
    let steps = (n - last.0) as i32;
    Cost {
        peak_bytes: last.1 * 1e6 * MEMORY_RATIO.powi(steps),
        seconds: last.2 * TIME_RATIO.powi(steps),
        measured: false,
    }
}

/// Refuses a certified solve of `n` cards whose modelled peak memory ([`certified_cost`])
/// is more than is free, before any work ([`verify::limits::check_memory`]): the check the
/// CLI (unless `--force`) and Python (unless `force=True`) make.
pub fn check_memory(n: usize) -> Result<(), crate::Error> {
    let cost = certified_cost(n);
    let how = if cost.measured {
        "measured"
    } else {
        "extrapolated from N <= 14"
    };
    let what = format!("Goofspiel N = {n} ({how})");
    verify::limits::check_memory(&what, cost.peak_bytes).map_err(|e| crate::Error::InvalidN(e.0))
}

/// The cost of a certified solve of `n` cards for `payoff`: the point difference's is
/// [`certified_cost`]; win/loss is modelled from its state count ([`win_loss_states`]):
/// two adjacent levels of 16-byte intervals plus the process, and a measured time per state.
pub fn certified_cost_for(n: usize, payoff: Payoff) -> Cost {
    if payoff == Payoff::Points {
        return certified_cost(n);
    }
    let states = win_loss_states(n);
    let widest_pair = states
        .windows(2)
        .map(|w| w[0] + w[1])
        .chain(states.first().copied())
        .max()
        .unwrap_or(0);
    let total: usize = states.iter().sum();
    Cost {
        peak_bytes: BASE_BYTES + 16.0 * widest_pair as f64,
        seconds: total as f64 * WIN_LOSS_SECONDS_PER_STATE,
        measured: false,
    }
}

/// [`check_memory`] for `payoff`.
pub fn check_memory_for(n: usize, payoff: Payoff) -> Result<(), crate::Error> {
    let cost = certified_cost_for(n, payoff);
    let what = format!("Goofspiel N = {n} ({payoff}, modelled)");
    verify::limits::check_memory(&what, cost.peak_bytes).map_err(|e| crate::Error::InvalidN(e.0))
}

/// The process and the level's index, besides its values.
const BASE_BYTES: f64 = 40e6;
/// Wall seconds per win/loss state on 2 cores, measured at N = 11 (N = 10: 2.3e-6).
const WIN_LOSS_SECONDS_PER_STATE: f64 = 3.7e-6;

/// The values each level of a win/loss solve stores, `k = 1..n-1`: its words (canonical,
/// with the tie) times, over the prize sets, the leads `|d| <= min(S, T)`.
pub fn win_loss_states(n: usize) -> Vec<usize> {
    let total = n * (n + 1) / 2;
    (1..n)
        .map(|k| {
            let words = (0..=k)
                .filter(|&both| 2 * (k - both) + both <= n)
                .map(|both| multinomial(k - both, both))
                .sum::<usize>()
                .div_ceil(2);
            let leads: usize = (0..1u32 << n)
                .filter(|p| p.count_ones() as usize == k)
                .map(|p| {
                    let left: usize = (0..n).filter(|c| p >> c & 1 == 1).map(|c| c + 1).sum();
                    2 * left.min(total - left) + 1
                })
                .sum();
            words * leads
        })
        .collect()
}

/// `(2a + b)! / (a! a! b!)`: the words with `a` cards only player 1 holds, `a` only player 2
/// holds and `b` both hold.
fn multinomial(a: usize, b: usize) -> usize {
    let mut r = 1usize;
    let mut m = 0;
    for (count, _) in [(a, 0), (a, 1), (b, 2)] {
        for i in 1..=count {
            m += 1;
            r = r * m / i;
        }
    }
    r
}

#[cfg(test)]
mod tests {
    #[test]
    fn win_loss_states_are_the_levels_built() {
        for n in 2..=6 {
            let mut level = crate::Level::bottom_for(n, crate::Payoff::WinLoss).unwrap();
            for &expected in &super::win_loss_states(n) {
                level = level.next();
                assert_eq!(level.states(), expected, "N = {n}, level {}", level.cards());
            }
        }
    }
}
