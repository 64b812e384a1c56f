//! Delayed column generation for games with too many columns to list (seed 000 §2.1).
//!
//! The minimizer's pure strategies are generated on demand: the restricted master LP
//! ([`Master`]: [`crate::DenseMaster`] by default, [`crate::HighsMaster`] as the fallback)
//! over the columns found so far gives the maximizer's mix, a [`PricingOracle`] answers
//! with its best responses, and improving columns enter the master, which is re-solved warm. The master value is an upper bound on the game value, the
//! best-response value a lower bound; the loop stops when they meet. Floats only search:
//! [`ColumnGeneration::exact_candidate`] hands the final basis to exact arithmetic, and the
//! caller certifies it with its own exact oracle (adding violators and resuming if needed).

use std::time::{Duration, Instant};

use num_rational::BigRational;

use crate::{
    exact_from_basis, DenseMaster, Error, ExactCandidate, Master, MasterKind, MasterSolution,
};

mod centre;
mod linalg;
mod purge;

use self::centre::dot;

pub use self::centre::Centring;
pub use self::purge::Purge;

/// Best responses of the minimizer to a mixed strategy of the maximizer.
pub trait PricingOracle {
    /// How the caller names a column (a search tree, a path, ...).
    type Column: Clone;

    /// Number of pure strategies of the maximizer (rows of every column).
    fn rows(&self) -> usize;

    /// The payoffs of a column to the maximizer, one per row.
    fn payoffs(&self, column: &Self::Column) -> Vec<f64>;

    /// Given the maximizer's mix, the best-response value `min_j x^T A_j` and one or more
    /// columns attaining (or nearly attaining) it.
    fn price(&mut self, row_mix: &[f64]) -> Pricing<Self::Column>;
}

/// What a [`PricingOracle`] returns.
#[derive(Clone, Debug)]
pub struct Pricing<C> {
    /// `min_j x^T A_j`: a lower bound on the game value.
    pub best_response: f64,
    /// Columns attaining it, best first.
    pub columns: Vec<C>,
}

/// When the loop stops.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ColGenConfig {
    /// Stop once `upper - lower <= tolerance`.
    pub tolerance: f64,
    /// Stop after this many master solves.
    pub max_iterations: usize,
    /// Drop long-idle columns from the master, if set.
    pub purge: Option<Purge>,
    /// Also price at the analytic centre of the near-optimal level set, if set.
    pub centring: Option<Centring>,
}

/// Bounds after one master solve, for progress reports and traces.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bounds {
    /// Master solves so far.
    pub iteration: usize,
    /// Best-response value against the master's row mix.
    pub lower: f64,
    /// Master LP value.
    pub upper: f64,
    /// Columns in the master.
    pub columns: usize,
    /// Simplex pivots of this master solve.
    pub pivots: usize,
    /// Seconds of this master solve.
    pub seconds: f64,
}

/// The work done so far, for benchmarks and records.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Effort {
    /// Master solves.
    pub solves: usize,
    /// Simplex pivots over all master solves.
    pub pivots: usize,
    /// Seconds in master solves (column additions and purges included).
    pub master_seconds: f64,
    /// Seconds in the pricing oracle.
    pub pricing_seconds: f64,
    /// Times the dense engine needed its fallback (HiGHS, or in a build without HiGHS a fresh
    /// dense master with other perturbations): a solve with numerical trouble, or a basis the
    /// exact check refused.
    pub fallbacks: usize,
}

/// Why [`ColumnGeneration::run`] returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// The bounds met within the tolerance.
    Converged,
    /// The oracle offered no column better than the master value.
    NoImprovingColumn,
    /// `max_iterations` reached.
    IterationLimit,
    /// [`ColumnGeneration::run_for`]'s time ran out after a whole round (its columns added):
    /// the engine is as it was, and running it again goes on where it stopped.
    Paused,
}

/// The column generation engine: a master LP and an oracle.
pub struct ColumnGeneration<O: PricingOracle> {
    oracle: O,
    master: Box<dyn Master>,
    columns: Vec<O::Column>,
    /// For each column, the last master solve in which it was basic (or was added).
    last_basic: Vec<usize>,
    last: Option<MasterSolution>,
    effort: Effort,
    /// The best lower bound so far (raw and centred pricing).
    best_lower: f64,
    /// The last centred pricing point, the next one's interior start.
    centre: Option<Vec<f64>>,
}

/// Centred pricing stops once the gap is this small: the master's own duals finish, as the
/// exact check takes the master's basis.
const CENTRING_GAP: f64 = 1e-7;

impl<O: PricingOracle> ColumnGeneration<O> {
    /// An engine on the default master ([`MasterKind::Dense`]) starting with `initial`
    /// columns (at least one).
    pub fn new(oracle: O, initial: Vec<O::Column>) -> Result<Self, Error> {
        Self::with_master(oracle, initial, MasterKind::default())
    }

    /// An engine on the given master engine.
    pub fn with_master(
        oracle: O,
        initial: Vec<O::Column>,
        kind: MasterKind,
    ) -> Result<Self, Error> {
        if initial.is_empty() {
            return Err(Error::InvalidGame(
                "column generation needs at least one initial column".into(),
            ));
        }
        let master = kind.build(oracle.rows())?;
        let mut engine = ColumnGeneration {
            oracle,
            master,
            columns: Vec::new(),
            last_basic: Vec::new(),
            last: None,
            effort: Effort::default(),
            best_lower: f64::NEG_INFINITY,
            centre: None,
        };
        engine.add_columns(initial);
        Ok(engine)
    }

    /// Adds columns to the master (for warm starts, or violators found by exact checks).
    pub fn add_columns(&mut self, columns: Vec<O::Column>) {
        for c in columns {
            self.master.add_column(&self.oracle.payoffs(&c));
            self.columns.push(c);
            self.last_basic.push(self.effort.solves);
        }
    }

    /// Rebuilds the master from scratch with the same columns, so the next solve takes a
    /// different pivoting path (used when an exact check finds the float basis wanting): on
    /// the fallback engine: HiGHS, or in a build without it a dense master with other random
    /// perturbations.
    pub fn rebuild(&mut self) {
        if self.master.kind() == MasterKind::Dense {
            self.effort.fallbacks += 1;
        }
        self.master = self.fallback();
    }

    /// One master solve, timed. On the dense engine a solve that reports numerical trouble
    /// runs again on the fallback engine.
    fn solve_master(&mut self) -> Result<MasterSolution, Error> {
        let clock = Instant::now();
        let dense = self.master.kind() == MasterKind::Dense;
        let solution = match self.master.solve() {
            Err(_) if dense => {
                self.effort.fallbacks += 1;
                self.via_fallback()
            }
            result => result,
        };
        self.effort.master_seconds += clock.elapsed().as_secs_f64();
        let solution = solution?;
        self.effort.solves += 1;
        self.effort.pivots += solution.pivots;
        Ok(solution)
    }

    /// One solve on a fresh fallback master; after HiGHS, a fresh dense master continues warm
    /// from HiGHS's optimal basis (if the basis does not load, HiGHS stays).
    fn via_fallback(&mut self) -> Result<MasterSolution, Error> {
        self.master = self.fallback();
        let solution = self.master.solve()?;
        if self.master.kind() == MasterKind::Highs {
            let mut dense = DenseMaster::new(self.oracle.rows());
            self.fill(&mut dense);
            if dense.load_basis(&solution.basis).is_ok() {
                self.master = Box::new(dense);
            }
        }
        Ok(solution)
    }

    /// A new master holding every column, on the engine that takes over from a failed one:
    /// HiGHS, or in a build without it a dense master with other random perturbations (so
    /// its pivots take another path).
    fn fallback(&self) -> Box<dyn Master> {
        let rows = self.oracle.rows();
        #[cfg(feature = "highs")]
        let mut master = Box::new(crate::HighsMaster::new(rows));
        #[cfg(not(feature = "highs"))]
        let mut master = Box::new(DenseMaster::with_seed(rows, self.effort.fallbacks as u64));
        self.fill(master.as_mut());
        master
    }

    /// Adds every column to an empty master.
    fn fill(&self, master: &mut dyn Master) {
        for c in &self.columns {
            master.add_column(&self.oracle.payoffs(c));
        }
    }

    /// Runs master solves and pricing until a [`Stop`]; `on_iteration` sees every bound pair.
    pub fn run(
        &mut self,
        config: &ColGenConfig,
        on_iteration: impl FnMut(&Bounds),
    ) -> Result<Stop, Error> {
        self.run_for(config, Duration::MAX, on_iteration)
    }

    /// [`run`](Self::run), pausing ([`Stop::Paused`]) after the first round that ends
    /// `budget` or more after the call, so that the caller can save the search (a checkpoint
    /// of the columns and the mix) and call again.
    pub fn run_for(
        &mut self,
        config: &ColGenConfig,
        budget: Duration,
        mut on_iteration: impl FnMut(&Bounds),
    ) -> Result<Stop, Error> {
        let began = Instant::now();
        loop {
            let before = self.effort.master_seconds;
            let solution = self.solve_master()?;
            let seconds = self.effort.master_seconds - before;
            self.mark_basic(&solution.basis.cols);
            let threshold = solution.value - config.tolerance;
            let (upper, pivots) = (solution.value, solution.pivots);
            self.last = Some(solution);
            let clock = Instant::now();
            let centred = config
                .centring
                .map_or_else(Vec::new, |c| self.price_centred(c, upper));
            let raw = self.last.as_ref().expect("just set").row_mix.clone();
            let pricing = self.oracle.price(&raw);
            self.best_lower = self.best_lower.max(pricing.best_response);
            self.effort.pricing_seconds += clock.elapsed().as_secs_f64();
            let bounds = Bounds {
                iteration: self.effort.solves,
                lower: pricing.best_response,
                upper,
                columns: self.columns.len(),
                pivots,
                seconds,
            };
            on_iteration(&bounds);
            if bounds.upper - bounds.lower <= config.tolerance {
                return Ok(Stop::Converged);
            }
            let mut improving: Vec<O::Column> = pricing
                .columns
                .into_iter()
                .filter(|c| self.reduced_value(c) < threshold)
                .collect();
            improving.extend(centred);
            if improving.is_empty() {
                return Ok(Stop::NoImprovingColumn);
            }
            if self.effort.solves >= config.max_iterations {
                return Ok(Stop::IterationLimit);
            }
            let clock = Instant::now();
            if let Some(purge) = &config.purge {
                self.purge(purge)?;
            }
            self.add_columns(improving);
            self.effort.master_seconds += clock.elapsed().as_secs_f64();
            if began.elapsed() >= budget {
                return Ok(Stop::Paused);
            }
        }
    }

    /// The columns cutting off the analytic centre of the level set `gap / divisor` below
    /// the master value `upper` (the gap against the best lower bound so far); none once
    /// the gap is below [`CENTRING_GAP`] or no interior start is found.
    fn price_centred(&mut self, centring: Centring, upper: f64) -> Vec<O::Column> {
        let gap = upper - self.best_lower;
        if gap.is_nan() || gap <= CENTRING_GAP {
            return Vec::new();
        }
        let level = upper - gap / centring.divisor;
        let payoffs: Vec<Vec<f64>> = self
            .columns
            .iter()
            .map(|c| self.oracle.payoffs(c))
            .collect();
        let m = self.oracle.rows();
        let interior = self
            .centre
            .clone()
            .unwrap_or_else(|| vec![1.0 / m as f64; m]);
        let raw = &self.last.as_ref().expect("called after a solve").row_mix;
        let total: f64 = raw.iter().sum();
        let raw: Vec<f64> = raw.iter().map(|x| x / total).collect();
        let Some(x) = centre::analytic_centre(&payoffs, level, &raw, &interior, centring.steps)
        else {
            return Vec::new();
        };
        let pricing = self.oracle.price(&x);
        self.best_lower = self.best_lower.max(pricing.best_response);
        let cuts = |c: &O::Column| dot(&self.oracle.payoffs(c), &x) < level - 1e-12;
        let columns = pricing.columns.into_iter().filter(cuts).collect();
        self.centre = Some(x);
        columns
    }

    fn mark_basic(&mut self, lp_columns: &[bool]) {
        for (k, _) in lp_columns[1..].iter().enumerate().filter(|(_, b)| **b) {
            self.last_basic[k] = self.effort.solves;
        }
    }

    fn reduced_value(&self, column: &O::Column) -> f64 {
        let x = &self.last.as_ref().expect("called after a solve").row_mix;
        dot(&self.oracle.payoffs(column), x)
    }

    /// The columns in the master, in the order added (indices of [`ExactCandidate::col_mix`]).
    pub fn columns(&self) -> &[O::Column] {
        &self.columns
    }

    /// The last master solution, if any.
    pub fn solution(&self) -> Option<&MasterSolution> {
        self.last.as_ref()
    }

    /// Master solves so far.
    pub fn iterations(&self) -> usize {
        self.effort.solves
    }

    /// The work done so far: solves, pivots, seconds in the master and in pricing, fallbacks.
    pub fn effort(&self) -> Effort {
        self.effort
    }

    /// The master engine in use now (HiGHS after a fallback).
    pub fn master_kind(&self) -> MasterKind {
        self.master.kind()
    }

    /// The oracle, for the caller's exact checks.
    pub fn oracle(&self) -> &O {
        &self.oracle
    }

    /// `[Exact]` The exact solution of the last master basis; `exact_payoffs` gives the exact
    /// column the oracle's float payoffs approximate.
    pub fn exact_candidate(
        &self,
        exact_payoffs: impl Fn(&O::Column) -> Vec<BigRational>,
    ) -> Result<ExactCandidate, Error> {
        let solution = self
            .last
            .as_ref()
            .ok_or(Error::InvalidGame("no master solve yet".into()))?;
        // Only basic columns enter the exact system, so only theirs are made exact.
        let basic = &solution.basis.cols;
        let columns: Vec<Vec<BigRational>> = (self.columns.iter().enumerate())
            .map(|(k, c)| match basic[k + 1] {
                true => exact_payoffs(c),
                false => Vec::new(),
            })
            .collect();
        exact_from_basis(self.oracle.rows(), &columns, &solution.basis)
    }
}
