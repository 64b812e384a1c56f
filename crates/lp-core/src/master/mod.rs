//! The restricted master LP of column generation (seed 000 §2.1), behind one trait with two
//! engines: [`DenseMaster`], Dresher's simplex (§1.10–1.11) in floating point on an explicit
//! dense basis inverse, the default; and `HighsMaster`, HiGHS's dual simplex, the
//! reference and the fallback (with the crate's `highs` feature, on by default).
//!
//! Both solve the same LP. In the maximizer's (row) form:
//! ```text
//! maximize v  subject to  sum_i x_i = 1,  x >= 0,  v free
//!                         v - sum_i a_ij x_i <= 0     (one cut per game column j)
//! ```
//! Both report the final basis in the minimizer's (column) form, which
//! [`crate::exact_from_basis`] solves exactly, so certification does not depend on the
//! engine.

mod dense;
#[cfg(feature = "highs")]
mod highs;

pub use self::dense::DenseMaster;
#[cfg(feature = "highs")]
pub use self::highs::HighsMaster;
use crate::Error;

/// Which columns and rows of an LP are basic.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Basis {
    /// `cols[k]`: structural variable `k` is basic.
    pub cols: Vec<bool>,
    /// `rows[r]`: the logical (slack) of row `r` is basic, i.e. the row need not be tight.
    pub rows: Vec<bool>,
}

/// A float solution of the master LP.
#[derive(Clone, Debug)]
pub struct MasterSolution {
    /// The LP value `v`: what the row mix guarantees against the columns present, an upper
    /// bound on the game value.
    pub value: f64,
    /// The maximizer's mix.
    pub row_mix: Vec<f64>,
    /// The minimizer's mix over the game columns added so far (the cut duals).
    pub col_mix: Vec<f64>,
    /// The final basis in the minimizer's form: `cols[0]` is `u` (the value variable),
    /// `cols[k + 1]` the `k`-th game column; `rows[i]` the slack of row strategy `i`,
    /// `rows[m]` the sum row, as [`crate::exact_from_basis`] reads it.
    pub basis: Basis,
    /// Simplex pivots this solve took.
    pub pivots: usize,
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

    /// Solves, warm from the last basis.
    fn solve(&mut self) -> Result<MasterSolution, Error>;

    /// Ends each later solve after `limit` with an error, where the engine can (HiGHS's
    /// `time_limit`); the default does nothing.
    fn limit_time(&mut self, _limit: std::time::Duration) {}

    /// Which engine this is.
    fn kind(&self) -> MasterKind;
}

/// Refuses a deletion list that is not strictly ascending (sorted, no index twice): the
/// engines' renumbering assumes it, and would otherwise keep or drop the wrong columns.
fn check_ascending(game_columns: &[usize]) -> Result<(), Error> {
    match game_columns.windows(2).find(|w| w[0] >= w[1]) {
        Some(w) => Err(Error::Numerical(format!(
            "cannot delete game columns {} then {}: indices must be ascending and unique",
            w[0], w[1]
        ))),
        None => Ok(()),
    }
}

/// The engines, for a command line's `--master`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum MasterKind {
    /// [`DenseMaster`]: Dresher's simplex in floating point, dense.
    #[default]
    Dense,
    /// `HighsMaster`: HiGHS's dual simplex (only in a build with the `highs` feature).
    Highs,
}

impl MasterKind {
    /// The engines this build has: the dense one, and HiGHS with the `highs` feature.
    pub const AVAILABLE: &'static [MasterKind] = &[
        MasterKind::Dense,
        #[cfg(feature = "highs")]
        MasterKind::Highs,
    ];

    /// A new, empty master of this kind for games with `rows` row strategies; an error for
    /// HiGHS in a build without it.
    pub fn build(self, rows: usize) -> Result<Box<dyn Master>, Error> {
        match self {
            MasterKind::Dense => Ok(Box::new(DenseMaster::new(rows))),
            #[cfg(feature = "highs")]
            MasterKind::Highs => Ok(Box::new(HighsMaster::new(rows))),
            #[cfg(not(feature = "highs"))]
            MasterKind::Highs => Err(Error::Unavailable(
                "HiGHS is not in this build (the `highs` feature of lp-core and of dresher, on by default)".into(),
            )),
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

#[cfg(test)]
mod deletion_tests {
    use super::*;

    /// Unsorted or repeated indices are refused by both engines, before anything moves.
    #[test]
    fn deletions_must_be_ascending_and_unique() {
        for &kind in MasterKind::AVAILABLE {
            let mut master = kind.build(2).unwrap();
            for payoffs in [[1.0, 0.0], [0.0, 1.0], [0.5, 0.5]] {
                master.add_column(&payoffs);
            }
            for bad in [&[1, 1][..], &[2, 0]] {
                let err = master.delete_columns(bad).unwrap_err().to_string();
                assert!(err.contains("ascending and unique"), "{kind:?}: {err}");
            }
        }
    }

    /// After a solve, a basic column (a tight cut) or an absent one is refused by both
    /// engines; a nonbasic one goes, and the game keeps its value.
    #[test]
    fn only_nonbasic_columns_may_go() {
        for &kind in MasterKind::AVAILABLE {
            let mut master = kind.build(2).unwrap();
            for payoffs in [[1.0, 0.0], [0.0, 1.0], [2.0, 2.0]] {
                master.add_column(&payoffs);
            }
            assert!((master.solve().unwrap().value - 0.5).abs() < 1e-9);
            for bad in [0, 1, 3] {
                let err = master.delete_columns(&[bad]).unwrap_err().to_string();
                assert!(err.contains("basic or absent"), "{kind:?} {bad}: {err}");
            }
            master.delete_columns(&[2]).unwrap();
            master.add_column(&[3.0, 3.0]);
            master.delete_columns(&[2]).unwrap();
            assert!(
                (master.solve().unwrap().value - 0.5).abs() < 1e-9,
                "{kind:?}"
            );
            assert!(
                master.delete_columns(&[2]).is_err(),
                "{kind:?}: only two are left"
            );
        }
    }
}
