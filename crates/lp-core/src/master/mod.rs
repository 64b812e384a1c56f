//! The restricted master LP of column generation (seed 000 §2.1), behind one trait with two
//! engines: [`DenseMaster`], Dresher's simplex (§1.10–1.11) in floating point on an explicit
//! dense basis inverse, the default; and [`HighsMaster`], HiGHS's dual simplex, the
//! reference and the fallback.
//!
//! Both solve the same LP. In the maximizer's (row) form:
//! ```text
//! maximize v  subject to  sum_i x_i = 1,  l <= x <= h,  v free
//!                         v - sum_i a_ij x_i <= 0     (one cut per game column j)
//! ```
//! where the box `l <= x <= h` is `0 <= x` unless a [`RowBox`] is set (stabilisation). Both
//! report the final basis in the minimizer's (column) form, which
//! [`crate::exact_from_basis`] solves exactly, so certification does not depend on the
//! engine.

mod dense;
mod highs;

pub use self::{dense::DenseMaster, highs::HighsMaster};
use crate::{Basis, Error};

/// A float solution of the master LP.
#[derive(Clone, Debug)]
pub struct MasterSolution {
    /// The LP value `v`: what the row mix guarantees against the columns present; without a
    /// box, an upper bound on the game value.
    pub value: f64,
    /// The maximizer's mix.
    pub row_mix: Vec<f64>,
    /// The minimizer's mix over the game columns added so far (the cut duals).
    pub col_mix: Vec<f64>,
    /// The final basis in the minimizer's form: `cols[0]` is `u` (the value variable),
    /// `cols[k + 1]` the `k`-th game column; `rows[i]` the slack of row strategy `i`,
    /// `rows[m]` the sum row. Meaningful for [`crate::exact_from_basis`] only without a box.
    pub basis: Basis,
    /// Simplex pivots this solve took.
    pub pivots: usize,
}

/// Bounds on the maximizer's mix, `lower <= x <= upper` (a box trust region around a
/// stability centre: du Merle et al. 1999, Ben Amor, Desrosiers and Frangioni 2009). It
/// keeps the master an LP; in the minimizer's form each bound is a penalty column.
#[derive(Clone, Debug, PartialEq)]
pub struct RowBox {
    /// Lower bounds, each `>= 0`.
    pub lower: Vec<f64>,
    /// Upper bounds, each `>= lower` (1 or more means no bound: `x` is a distribution).
    pub upper: Vec<f64>,
}

/// A restricted master LP: game columns come and go, and every solve starts warm from the
/// last basis.
pub trait Master {
    /// Row strategies (rows of every game column).
    fn rows(&self) -> usize;

    /// Adds a game column (payoffs to the row player, one per row).
    fn add_column(&mut self, payoffs: &[f64]);

    /// Deletes game columns (ascending indices among the game columns); the others keep
    /// their order. Only columns nonbasic in the last solution may go.
    fn delete_columns(&mut self, game_columns: &[usize]) -> Result<(), Error>;

    /// Sets (or with `None` removes) a box on the row mix, taking effect at the next solve.
    fn set_box(&mut self, bounds: Option<&RowBox>);

    /// Solves, warm from the last basis.
    fn solve(&mut self) -> Result<MasterSolution, Error>;

    /// Which engine this is.
    fn kind(&self) -> MasterKind;
}

/// The engines, for a command line's `--master`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum MasterKind {
    /// [`DenseMaster`]: Dresher's simplex in floating point, dense.
    #[default]
    Dense,
    /// [`HighsMaster`]: HiGHS's dual simplex.
    Highs,
}

impl MasterKind {
    /// A new, empty master of this kind for games with `rows` row strategies.
    pub fn build(self, rows: usize) -> Box<dyn Master> {
        match self {
            MasterKind::Dense => Box::new(DenseMaster::new(rows)),
            MasterKind::Highs => Box::new(HighsMaster::new(rows)),
        }
    }

    /// The name used on command lines and in records: `dense` or `highs`.
    pub fn name(self) -> &'static str {
        match self {
            MasterKind::Dense => "dense",
            MasterKind::Highs => "highs",
        }
    }
}

impl std::fmt::Display for MasterKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}
