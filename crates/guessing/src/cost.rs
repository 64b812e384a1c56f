//! What one N of the guessing sweep costs, modelled: a fixed part (the N's start, its first
//! master solve and its exact certification) plus master solves(N) x seconds per further
//! solve, both growing as powers of N. Shards are balanced by it (`--shard I/K`), the
//! sweep's "time left" scales it by the speed so far, and docs/design/guessing.md's forecasts
//! for frontiers come from it.
//!
//! Master solves are those of the latest timed main job where it has N (its per-N table,
//! [`TIMED_RUN_FILE`], beside `values.jsonl`: the fixture's own records of N <= 980 are older
//! methods' runs), else the recorded `iterations` of `values.jsonl`; beyond, N needs r times
//! the solves of N/2, where r is refitted from the records each time they are read: the
//! geometric mean of solves(M) / solves(M/2) over the last [`RATIO_WINDOW`] recorded M (the
//! tailing-off near powers of two grows with N, seed 000 §2.4; a short window holds only the
//! current method's runs). Predicting each recorded N of 1614..2037 from the records up to
//! N - 2 (a sweep's two workers), the ratio's error is 0.256 in log (rms) with 8 N, 0.285
//! with 16.
//!
//! The seconds are fitted on both ends at once, least squares on the relative error, each
//! end weighted alike: the timed main job ([`TIMED_RUN_FILE`], N >= 100 weighted by their
//! share of its seconds) and two frontier N (2046 and 2048) run with the cores free on a
//! machine of the same speed. The fit reads 1.00 times the main job (0.88 over 1..500, 1.05
//! over 901..980) and 0.97 and 1.01 times the two frontier N; docs/design/guessing.md has
//! the runs.

use std::collections::HashMap;
use std::path::Path;

use serde::Deserialize;

use crate::known::read_lines;
use crate::Error;

/// The N the seconds are given at.
const FIT_N: f64 = 1914.0;
/// Fixed core-seconds of N = `FIT_N` (start, first master solve, certification)...
const FIXED_SECONDS: f64 = 2.12;
/// ...and their growth with N.
const FIXED_EXPONENT: f64 = 1.8;
/// Core-seconds of each further master solve (with its pricing) at N = `FIT_N`...
const SOLVE_SECONDS: f64 = 0.675;
/// ...and their growth with N.
const SOLVE_EXPONENT: f64 = 3.15;
/// The latest timed main job's table (`n`, `master_solves`, ... per N), beside `values.jsonl`.
pub const TIMED_RUN_FILE: &str = "lean-run-seconds.csv";
/// Recorded N (the last ones) over which the octave ratio is refitted.
pub const RATIO_WINDOW: usize = 8;
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
    /// What the seconds were fitted on, and how the model and the time left read a main job
    /// they were not fitted to (docs/design/guessing.md).
    pub const FIT: &'static str = "fitted on one timed main job (the model alone reads the \
         core-seconds of a machine of that speed: 0.54 times those of a main job it was not fitted \
         to, on a machine 1.85 times slower); the time left corrects by the speed measured in the \
         run: within 1.25 times of the truth on that main job from 10 % on, its last 10 s aside";

    /// The model with master solves recorded in a `values.jsonl` file, replaced by those of
    /// the timed main job ([`TIMED_RUN_FILE`]) where there is one beside it.
    pub fn read(path: &Path) -> Result<CostModel, Error> {
        let mut solves: HashMap<usize, f64> = read_lines::<Line>(path)?
            .into_iter()
            .map(|line| (line.n, line.iterations.max(1) as f64))
            .collect();
        let timed = path.with_file_name(TIMED_RUN_FILE);
        if timed.exists() {
            solves.extend(read_timed_solves(&timed)?);
        }
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

/// The master solves of each N of a timed run's table (a CSV whose header names `n` and
/// `master_solves`); a line that does not read is named.
fn read_timed_solves(path: &Path) -> Result<Vec<(usize, f64)>, Error> {
    let text = std::fs::read_to_string(path).map_err(|e| Error::file(path.display(), e))?;
    let mut lines = text.lines();
    let header: Vec<&str> = lines.next().unwrap_or_default().split(',').collect();
    let column = |name: &str| {
        let i = header.iter().position(|h| *h == name);
        i.ok_or_else(|| Error::file(path.display(), format_args!("no column `{name}`")))
    };
    let (n, solves) = (column("n")?, column("master_solves")?);
    lines
        .enumerate()
        .map(|(i, line)| {
            let fields: Vec<&str> = line.split(',').collect();
            let field = |k: usize| fields.get(k).and_then(|f| f.parse::<usize>().ok());
            match (field(n), field(solves)) {
                (Some(n), Some(s)) => Ok((n, s.max(1) as f64)),
                _ => Err(Error::file(
                    format_args!("{} line {}", path.display(), i + 2),
                    "needs a whole N and a whole number of master solves",
                )),
            }
        })
        .collect()
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

    /// N, master solves and seconds (the start's and the rest) of the timed run's table,
    /// read line by line here.
    fn timed_run() -> Vec<(usize, f64, f64)> {
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../../fixtures/guessing")
            .join(TIMED_RUN_FILE);
        let text = std::fs::read_to_string(path).unwrap();
        let rows = text
            .lines()
            .skip(1)
            .map(|l| l.split(',').collect::<Vec<_>>());
        let number = |f: &str| f.parse::<f64>().unwrap();
        rows.map(|f| {
            (
                f[0].parse().unwrap(),
                number(f[1]),
                number(f[2]) + number(f[3]),
            )
        })
        .collect()
    }

    /// The timed main job's solves replace the fixture's older records where it has N.
    #[test]
    fn the_timed_run_gives_the_solves_where_it_has_n() {
        let model = fixture();
        let timed = timed_run();
        assert_eq!(timed.len(), 980);
        for (n, solves, _) in timed {
            assert_eq!(model.solves(n), solves.max(1.0), "N = {n}");
        }
        let jsonl = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../..")
            .join(crate::known::DEFAULT_FILE);
        let line = read_lines::<Line>(&jsonl).unwrap();
        let n1500 = line.iter().find(|l| l.n == 1500).unwrap();
        assert_eq!(model.solves(1500), n1500.iterations as f64);
    }

    #[test]
    fn a_malformed_timed_run_names_its_line_or_column() {
        let path = std::env::temp_dir().join("dresher-cost-malformed.csv");
        for (text, why) in [
            ("n,master_solves\n1,1\n2,x\n", "line 3"),
            ("n,solves\n1,1\n", "no column `master_solves`"),
            ("", "no column `n`"),
        ] {
            std::fs::write(&path, text).unwrap();
            let err = read_timed_solves(&path).err().unwrap().to_string();
            assert!(err.contains(why), "{err}");
        }
    }

    #[test]
    fn a_malformed_file_names_its_line() {
        let path = std::env::temp_dir().join("dresher-cost-malformed.jsonl");
        std::fs::write(&path, "{\"n\": 1, \"iterations\": 1}\nnot json\n").unwrap();
        let err = CostModel::read(&path).err().unwrap().to_string();
        assert!(err.contains("line 2"), "{err}");
    }
}
