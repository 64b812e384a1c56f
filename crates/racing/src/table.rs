//! The validation table as a resumable run (`dresher report --game racing`): every
//! (algorithm, gap) setting of a [`ValidationPlan`] raced [`validate`](crate::validate)'s
//! way, each finished setting appended to `checkpoint.jsonl` (flushed to disk), so a stopped
//! run resumes where it was; then the table as markdown and CSV.
//!
//! # Example
//! ```no_run
//! use racing::{Algorithm, ValidationPlan};
//! let plan = ValidationPlan::new(vec![Algorithm::Lebr], vec![0.0, 0.1], 1000, 0.01, 0.05, 1)?;
//! let never = std::sync::atomic::AtomicBool::new(false);
//! let rows = plan.run_resumable("results/racing".as_ref(), |_, _| {}, &never).expect("writable").unwrap_or_default();
//! println!("{}", plan.markdown(&rows));
//! # Ok::<(), racing::BadParameters>(())
//! ```

use std::fmt::Write as _;
use std::io::Write as _;
use std::path::Path;
use std::sync::atomic::AtomicBool;

use crate::validate::{validate_until, MAX_RACES};
use crate::{Algorithm, BadParameters, RaceConfig, ValidationRow};

/// The settings of a validation table and how each is raced.
#[derive(Clone, Debug)]
pub struct ValidationPlan {
    /// Algorithms, in the table's order.
    pub algorithms: Vec<Algorithm>,
    /// Gaps `mu - 1/2` of the Bernoulli players.
    pub gaps: Vec<f64>,
    /// Races per setting.
    pub races: u64,
    /// Precision and error probability.
    pub config: RaceConfig,
    /// The table's seed (each setting's seed depends only on it, the algorithm and the gap).
    pub seed: u64,
}

impl ValidationPlan {
    /// A plan (every algorithm when `algorithms` is empty), or why the parameters are bad.
    pub fn new(
        algorithms: Vec<Algorithm>,
        gaps: Vec<f64>,
        races: u64,
        epsilon: f64,
        delta: f64,
        seed: u64,
    ) -> Result<ValidationPlan, BadParameters> {
        let config = RaceConfig::new(epsilon, delta)?;
        if !(1..=MAX_RACES).contains(&races) {
            return Err(BadParameters(format!(
                "--races {races}: must be in 1..={MAX_RACES} (each race's result is kept until its row is made)"
            )));
        }
        if !gaps.iter().all(|g| (0.0..=0.5).contains(g)) {
            return Err(BadParameters("every gap must be in [0, 1/2]".into()));
        }
        let algorithms = match algorithms.is_empty() {
            true => Algorithm::ALL.to_vec(),
            false => algorithms,
        };
        Ok(ValidationPlan {
            algorithms,
            gaps,
            races,
            config,
            seed,
        })
    }

    /// The checkpoint's first line: the parameters it was written for, and the version of
    /// its rows (2: the verdicts of a race that named no player counted apart).
    pub fn header(&self) -> String {
        format!(
            "{{\"races\":{},\"eps\":{},\"delta\":{},\"seed\":{},\"rows\":2}}",
            self.races, self.config.epsilon, self.config.delta, self.seed
        )
    }

    /// Runs the settings not yet in `dir/checkpoint.jsonl` (one written for other parameters
    /// is removed first), appending each as it finishes; `on_setting(done, total)` after
    /// each. The rows of the plan, in its order; `None` once `stop` is set (every finished
    /// setting stays in the checkpoint, and a rerun resumes).
    pub fn run_resumable(
        &self,
        dir: &Path,
        mut on_setting: impl FnMut(usize, usize),
        stop: &AtomicBool,
    ) -> std::io::Result<Option<Vec<ValidationRow>>> {
        std::fs::create_dir_all(dir)?;
        let checkpoint = dir.join("checkpoint.jsonl");
        let header = self.header();
        let mut rows = load_checkpoint(&checkpoint, &header, self.races)?;
        let todo: Vec<(Algorithm, f64)> = self
            .algorithms
            .iter()
            .flat_map(|&a| self.gaps.iter().map(move |&g| (a, g)))
            .filter(|(a, g)| !rows.iter().any(|r| r.algorithm == *a && r.gap == *g))
            .collect();
        for (i, &(algorithm, gap)) in todo.iter().enumerate() {
            let setting = (&[algorithm][..], &[gap][..]);
            let config = (&self.config, self.seed);
            let Some(one) = validate_until(setting, self.races, config, |_| {}, stop) else {
                return Ok(None);
            };
            append(&checkpoint, &header, &one[0])?;
            rows.extend(one);
            on_setting(i + 1, todo.len());
        }
        rows.retain(|r| self.algorithms.contains(&r.algorithm) && self.gaps.contains(&r.gap));
        rows.sort_by_key(|r| {
            let algorithm = self.algorithms.iter().position(|a| *a == r.algorithm);
            (algorithm, (r.gap * 1e9) as u64)
        });
        Ok(Some(rows))
    }

    /// The table as markdown, with what it shows.
    pub fn markdown(&self, rows: &[ValidationRow]) -> String {
        let mut out = format!(
            "# Racing validation (seed 003 §1.5)\n\nBernoulli player 1 winning with probability mu = 1/2 + gap; \
             {} races per row; epsilon = {}, delta = {}, seed {}. An error is a final interval [LB, UB] that \
             misses mu (the guarantee: error rate <= delta). Wrong winner: player 2, the worse, named (gap > 0 only). \
             No verdict: no player named (no difference larger than 2 epsilon, or undecided at a limit). \
             Stops: crossed 1/2 / precise (UB - LB <= 2 epsilon) / test limit / cap.\n\n",
            self.races, self.config.epsilon, self.config.delta, self.seed
        );
        out += "| algorithm | gap | error rate | wrong winner | no verdict | mean games | p95 games | max games | stops c/p/l/cap |\n";
        out += "|---|---:|---:|---:|---:|---:|---:|---:|---|\n";
        for r in rows {
            let _ = writeln!(out, "| {} |", cells(r, true).join(" | "));
        }
        out
    }
}

/// The table as CSV, full precision.
pub fn csv(rows: &[ValidationRow]) -> String {
    let mut out = "algorithm,gap,races,errors,error_rate,wrong_winner_rate,no_verdict_rate,mean_games,p95_games,max_games,stop_crossed,stop_precise,stop_limit,stop_cap\n".to_string();
    for r in rows {
        let _ = writeln!(out, "{}", cells(r, false).join(","));
    }
    out
}

fn load_checkpoint(path: &Path, header: &str, races: u64) -> std::io::Result<Vec<ValidationRow>> {
    let Ok(text) = std::fs::read_to_string(path) else {
        return Ok(Vec::new());
    };
    match checkpoint_rows(&text, header, races) {
        Some(rows) => Ok(rows),
        None => {
            std::fs::remove_file(path)?; // other parameters: start afresh
            Ok(Vec::new())
        }
    }
}

/// The finished settings of a checkpoint written for `header`, or `None` when it was
/// written for other parameters. A line that does not parse (a run stopped mid-write) or
/// does not add up (`races` of the run, `errors <= races`, `error_rate = errors / races`) is
/// dropped, so its setting is run again.
pub fn checkpoint_rows(text: &str, header: &str, races: u64) -> Option<Vec<ValidationRow>> {
    let mut lines = text.lines();
    if lines.next() != Some(header) {
        return None;
    }
    let whole = |r: &ValidationRow| {
        r.races == races && r.errors <= races && r.error_rate == r.errors as f64 / races as f64
    };
    Some(
        lines
            .filter_map(|l| serde_json::from_str(l).ok())
            .filter(whole)
            .collect(),
    )
}

fn append(path: &Path, header: &str, row: &ValidationRow) -> std::io::Result<()> {
    let fresh = !path.exists();
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)?;
    if fresh {
        writeln!(file, "{header}")?;
    }
    writeln!(file, "{}", serde_json::to_string(row)?)?;
    file.sync_data()
}

/// One row's cells: rounded for the markdown table, full precision (and the race and error
/// counts) for CSV.
fn cells(r: &ValidationRow, markdown: bool) -> Vec<String> {
    let f = |x: f64, digits: usize| match markdown {
        true => format!("{x:.digits$}"),
        false => x.to_string(),
    };
    let absent = if markdown { "n/a" } else { "" };
    let wrong = r
        .wrong_winner_rate
        .map_or_else(|| absent.into(), |w| f(w, 4));
    let mut cells = vec![r.algorithm.name().to_string(), r.gap.to_string()];
    if !markdown {
        cells.extend([r.races.to_string(), r.errors.to_string()]);
    }
    cells.extend([
        f(r.error_rate, 4),
        wrong,
        f(r.no_verdict_rate, 4),
        f(r.mean_games, 0),
        r.p95_games.to_string(),
        r.max_games.to_string(),
    ]);
    let stops = r.stops.map(|s| s.to_string());
    if markdown {
        cells.push(stops.join("/"));
    } else {
        cells.extend(stops);
    }
    cells
}
