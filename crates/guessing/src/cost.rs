//! What one N of the guessing sweep costs, modelled: master solves(N) x seconds per solve(N)
//! plus the N's start (its initial pool and first solve). Shards are balanced by it
//! (`--shard I/K`), the sweep's "time left" scales it by the speed so far, and
//! docs/guessing.md's forecasts for frontiers come from it.
//!
//! Master solves are the recorded `iterations` of `fixtures/guessing/values.jsonl` where it
//! has N; beyond, N needs 2.1 times the solves of N/2 (the mean ratio between successive
//! octaves of the fixture: the tailing-off near powers of two grows with N, seed 000 §2.4).
//! Seconds per solve (master, pricing and certification) grow as N^2.64 and the start as
//! N^2.57, both fitted on the dense master's run of 1..980 at 06e3626
//! (`fixtures/guessing/dense-run-seconds.csv` as of that commit; per solve over the 246 N
//! with at least 100 solves). The model gives 0.60 core-hours for that run, which took 0.88
//! (it used 11 % more solves than the fixture records, and two chains share the L3 cache;
//! the runs at b44f29f and d3c21a0 took 0.85 and 0.76): read its forecasts as low by up to
//! a half.

use std::collections::HashMap;
use std::path::Path;

use serde::Deserialize;

use crate::known::read_lines;
use crate::Error;

/// Core-seconds of one master solve at N = 1 (the fit's constant).
const SOLVE_SECONDS: f64 = 7.2e-10;
/// Growth of the seconds per solve with N.
const SOLVE_EXPONENT: f64 = 2.64;
/// Core-seconds of the start of N = 1, and its growth with N.
const START_SECONDS: f64 = 2.1e-8;
const START_EXPONENT: f64 = 2.57;
/// Master solves of N over those of N/2, beyond the records.
const OCTAVE_RATIO: f64 = 2.1;

#[derive(Deserialize)]
struct Line {
    n: usize,
    iterations: usize,
}

/// Modelled core-seconds per N of the guessing sweep.
#[derive(Clone, Debug, Default)]
pub struct CostModel {
    /// Recorded master solves, by N.
    solves: HashMap<usize, f64>,
}

impl CostModel {
    /// The model with master solves recorded in a `values.jsonl` file.
    pub fn read(path: &Path) -> Result<CostModel, Error> {
        let solves = read_lines::<Line>(path)?
            .into_iter()
            .map(|line| (line.n, line.iterations.max(1) as f64))
            .collect();
        Ok(CostModel { solves })
    }

    /// Master solves of `n`: recorded, else `OCTAVE_RATIO` times those of `n / 2` (so
    /// `n^1.07` with no records at all).
    pub fn solves(&self, n: usize) -> f64 {
        match self.solves.get(&n) {
            Some(&s) => s,
            None if n <= 1 => 1.0,
            None => OCTAVE_RATIO * self.solves(n / 2),
        }
    }

    /// Modelled core-seconds of `n`.
    pub fn seconds(&self, n: usize) -> f64 {
        let n_f = n as f64;
        self.solves(n) * SOLVE_SECONDS * n_f.powf(SOLVE_EXPONENT)
            + START_SECONDS * n_f.powf(START_EXPONENT)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fixture() -> CostModel {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../..")
            .join(crate::known::DEFAULT_FILE);
        CostModel::read(&path).unwrap()
    }

    /// Recorded N take the fixture's solves; beyond it, each octave doubles them 2.1 times.
    #[test]
    fn solves_are_recorded_then_extrapolated_by_octave() {
        let model = fixture();
        assert_eq!(model.solves(1), 1.0);
        assert!(
            model.solves(1000) > 100.0,
            "N = 1000 took hundreds of solves"
        );
        assert_eq!(model.solves(2000), OCTAVE_RATIO * model.solves(1000));
        assert_eq!(model.solves(4001), OCTAVE_RATIO * model.solves(2000));
        let smooth = CostModel::default();
        assert_eq!(smooth.solves(8), OCTAVE_RATIO.powi(3));
    }

    /// The model sees the explosion near powers of two: N = 508, just below 512, costs more
    /// than N = 700, in the flat middle of the octave, although each solve there is slower.
    #[test]
    fn powers_of_two_cost_more_than_the_middle_of_an_octave() {
        let model = fixture();
        assert!(model.seconds(508) > model.seconds(700));
        assert!(model.seconds(700) > CostModel::default().seconds(1));
    }

    #[test]
    fn a_malformed_file_names_its_line() {
        let path = std::env::temp_dir().join("dresher-cost-malformed.jsonl");
        std::fs::write(&path, "{\"n\": 1, \"iterations\": 1}\nnot json\n").unwrap();
        let err = CostModel::read(&path).err().unwrap().to_string();
        assert!(err.contains("line 2"), "{err}");
    }
}
