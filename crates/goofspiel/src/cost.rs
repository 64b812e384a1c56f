//! What a certified solve of N cards costs: peak memory and wall time on 2 cores, measured
//! for N = 10..=14 (docs/goofspiel.md) and extrapolated beyond by the last measured ratio
//! (each card multiplies the memory by about 5.8 and the time by about 6.8).

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
