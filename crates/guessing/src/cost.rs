//! What one N of the guessing sweep costs, modelled: a fixed part (the N's start, its first
//! master solve and its exact certification) plus master solves(N) x seconds per further
//! solve, both growing as powers of N. Shards are balanced by it (`--shard I/K`), the
//! sweep's "time left" scales it by the speed so far, and docs/guessing.md's forecasts for
//! frontiers come from it.
//!
//! Master solves are the recorded `iterations` of `fixtures/guessing/values.jsonl` where it
//! has N; beyond, N needs r times the solves of N/2, where r is refitted from the records
//! each time they are read: the geometric mean of solves(M) / solves(M/2) over the last
//! [`RATIO_WINDOW`] recorded M (the tailing-off near powers of two grows with N, seed 000
//! §2.4, and the ratio depends on how the recent records were run; 3.03 over 1688..1751,
//! 0.76 over 1910..1925 with centring, whose rounds are a third of the older runs' at N/2:
//! so the window is short enough to hold only the current method's runs).
//!
//! The seconds are fitted at the frontier (refitted 2026-11-28 on the sweep's N = 1908,
//! 1909, 1918 and 1919, the four run with pricing at the analytic centre on cores otherwise
//! idle or at the lowest priority beside one CI run): each N's start, exact check and first
//! master solve come to about 25 s, and the rest to 1.13 s per master solve at N = 1914 (a
//! round now prices twice and takes three Newton steps). The exponents come from N = 950:
//! 6.6 s fixed (measured before centring, which does not touch it) and 0.115 s per solve (the
//! chain 943..955 with centring: 2,195 solves, 340 s), hence 1.9 and 3.26. On the four N it
//! was fitted on, the model is within 8 % for each. On the main job (1..980, measured
//! 3,414 core-seconds at 634cd1a) it reads 1.78 times high, as the fixture's recorded solves
//! there are older runs' (2.5 times today's); the sweep's time left corrects by the speed it
//! measures. (The fit before, of 1834..1851 without centring, read 0.56 of the centred N.)

use std::collections::HashMap;
use std::path::Path;

use serde::Deserialize;

use crate::known::read_lines;
use crate::Error;

/// The N at which the seconds were fitted.
const FIT_N: f64 = 1914.0;
/// Fixed core-seconds of N = `FIT_N` (start, first master solve, certification)...
const FIXED_SECONDS: f64 = 25.0;
/// ...and their growth with N.
const FIXED_EXPONENT: f64 = 1.9;
/// Core-seconds of each further master solve (with its pricing) at N = `FIT_N`...
const SOLVE_SECONDS: f64 = 1.13;
/// ...and their growth with N.
const SOLVE_EXPONENT: f64 = 3.26;
/// Recorded N (the last ones) over which the octave ratio is refitted.
pub const RATIO_WINDOW: usize = 16;
/// The octave ratio without records: the mean ratio of the octaves 16..511 of the first
/// fixture (9.4, 17, 35, 70, 152 solves per N).
const DEFAULT_RATIO: f64 = 2.1;

#[derive(Deserialize)]
struct Line {
    n: usize,
    iterations: usize,
}

/// Modelled core-seconds per N of the guessing sweep.
#[derive(Clone, Debug)]
pub struct CostModel {
    /// Recorded master solves, by N.
    solves: HashMap<usize, f64>,
    /// Master solves of N over those of N/2, beyond the records.
    ratio: f64,
}

impl Default for CostModel {
    fn default() -> CostModel {
        CostModel::with_solves(HashMap::new())
    }
}

impl CostModel {
    /// How far to trust the model, as measured when it was last refitted (module docs).
    pub const ACCURACY: &'static str =
        "within 8 % per N at the frontier it was fitted on, 1.8 times high on the main job";

    /// The model with master solves recorded in a `values.jsonl` file.
    pub fn read(path: &Path) -> Result<CostModel, Error> {
        let solves = read_lines::<Line>(path)?
            .into_iter()
            .map(|line| (line.n, line.iterations.max(1) as f64))
            .collect();
        Ok(CostModel::with_solves(solves))
    }

    /// The model over these recorded solves, its octave ratio refitted on them.
    fn with_solves(solves: HashMap<usize, f64>) -> CostModel {
        let mut ns: Vec<usize> = solves
            .keys()
            .copied()
            .filter(|&n| n >= 2 && solves.contains_key(&(n / 2)))
            .collect();
        ns.sort_unstable();
        let last = &ns[ns.len().saturating_sub(RATIO_WINDOW)..];
        let ratio = if last.is_empty() {
            DEFAULT_RATIO
        } else {
            let logs: f64 = last
                .iter()
                .map(|n| (solves[n] / solves[&(n / 2)]).ln())
                .sum();
            (logs / last.len() as f64).exp()
        };
        CostModel { solves, ratio }
    }

    /// Master solves of N over those of N/2 beyond the records.
    pub fn octave_ratio(&self) -> f64 {
        self.ratio
    }

    /// Master solves of `n`: recorded, else the octave ratio times those of `n / 2`.
    pub fn solves(&self, n: usize) -> f64 {
        match self.solves.get(&n) {
            Some(&s) => s,
            None if n <= 1 => 1.0,
            None => self.ratio * self.solves(n / 2),
        }
    }

    /// Modelled core-seconds of `n`.
    pub fn seconds(&self, n: usize) -> f64 {
        let x = n as f64 / FIT_N;
        FIXED_SECONDS * x.powf(FIXED_EXPONENT)
            + self.solves(n) * SOLVE_SECONDS * x.powf(SOLVE_EXPONENT)
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

    /// Recorded N take the fixture's solves; beyond it, each octave multiplies them by the
    /// refitted ratio.
    #[test]
    fn solves_are_recorded_then_extrapolated_by_octave() {
        let model = fixture();
        assert_eq!(model.solves(1), 1.0);
        assert!(
            model.solves(1000) > 100.0,
            "N = 1000 took hundreds of solves"
        );
        let r = model.octave_ratio();
        assert_eq!(model.solves(3000), r * model.solves(1500));
        assert_eq!(model.solves(6001), r * model.solves(3000));
        let smooth = CostModel::default();
        assert_eq!(smooth.solves(8), DEFAULT_RATIO.powi(3));
    }

    /// The ratio is the geometric mean over the last recorded N: with solves(M) = 3 x
    /// solves(M/2) for the newest N and 1 x for the old ones, it reads 3.
    #[test]
    fn the_octave_ratio_is_refitted_on_the_newest_records() {
        let old = (1..=100).map(|n| (n, 10.0));
        let new = (101..=100 + RATIO_WINDOW).map(|n| (n, 30.0));
        let model = CostModel::with_solves(old.chain(new).collect());
        assert!((model.octave_ratio() - 3.0).abs() < 1e-12);
        assert_eq!(model.solves(400), model.octave_ratio() * model.solves(200));
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
