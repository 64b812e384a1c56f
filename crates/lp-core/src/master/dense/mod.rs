//! [`DenseMaster`]: Dresher's simplex (seed 000 §1.10–1.11) in floating point, for the
//! restricted master of column generation: small (`m + 1` rows), dense, and re-solved after
//! every round of new columns.
//!
//! The LP is the minimizer's form with Dresher's augmented matrix G (eq. 1.7): columns
//! `P_0 = (0, -1, ..., -1)` (the value `u`), `P_j = (1, a_1j, ..., a_mj)` (game column `j`),
//! and `U_i = e_i` (the slack of row `i`); `G z = e_0`, minimise `u`. It is revised *primal*
//! simplex on an explicit basis inverse `B^-1` (rows `R_0 .. R_m`), which is the dual simplex
//! of the maximizer's row form. A new game column is a new nonbasic column: the basis and its
//! inverse are unchanged, so nothing is refactorised when columns are added, and columns are
//! purged only when nonbasic, so deleting them is a deletion from the column store.
//!
//! Per pivot: FTRAN of the entering column, a Harris two-pass ratio test, one fused pass over
//! the column store (the pivot row `R_r P_j` and `w . P_j` with `w = B^-T B^-1 P_q`) that
//! updates every score `R_0 P_j` and every exact steepest-edge weight (Goldfarb and Reid
//! 1977), and the `O(m^2)` update of the inverse, eq. (1.18). Degeneracy is broken by a
//! random shift of the basic values at the start of each solve (the right-hand side
//! perturbed in basis space), removed at the end with dual simplex clean-up pivots. The
//! first solve starts from a dual feasible basis and runs the dual simplex with dual steepest
//! edge (the row norms of the explicit inverse), which at N = 700 of the guessing game takes
//! half of the seconds of HiGHS's dual simplex on the same master (docs/design/guessing.md). The
//! inverse is rebuilt every [`REFACTOR_EVERY`] pivots, and at once when the pivot element
//! computed two ways disagrees. Ties among reduced costs (a warm start's columns are often
//! all best responses to one mix) are broken the same way, by a random shift of the game
//! columns' costs, removed before the last pivots. Anything it cannot handle is an error, on which
//! [`crate::ColumnGeneration`] falls back to [`super::HighsMaster`].

mod basis;
mod inverse;
mod kernels;
mod pivot;
mod simplex;
mod store;

use self::inverse::Inverse;
use self::store::ColumnStore;
use super::{Master, MasterKind, MasterSolution};
use crate::{Basis, Error};

/// A variable of the master: a column of G.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Var {
    /// `P_0`, the value `u`; always basic, in position 0.
    Value,
    /// `U_i = e_i` for row `i` in `1..=m`: the slack of a row strategy.
    Slack(usize),
    /// The `k`-th game column in the store.
    Column(usize),
}

/// What pricing keeps per nonbasic variable.
#[derive(Clone, Copy, Debug)]
struct Candidate {
    /// `pi . P - c`: positive means the variable improves the objective (seed 000's score
    /// `R_0 P_j` when only `u` has a cost).
    score: f64,
    /// The steepest-edge weight `1 + |B^-1 P|^2` (NaN: not computed yet).
    weight: f64,
    /// Basis position, or [`NONBASIC`].
    pos: usize,
    /// A game column's cost: 0, or a small random shift while a solve is perturbed.
    shift: f64,
}

const NONBASIC: usize = usize::MAX;

impl Candidate {
    const NEW: Candidate = Candidate {
        score: 0.0,
        weight: f64::NAN,
        pos: NONBASIC,
        shift: 0.0,
    };
}

/// Pivots between two rebuilds of the inverse. Not for speed (the explicit inverse costs
/// the same per pivot however old it is) but to bound drift, which the pivot check catches
/// first: at 2,500 it never fired in 180 intervals at N = 940..943 and 1826 (m = 470-913),
/// where 400 spent 20 % of the master's time rebuilding (2026-11-27, docs/design/guessing.md).
const REFACTOR_EVERY: usize = 2500;

/// The dense master; see the module documentation.
#[derive(Clone, Debug)]
pub struct DenseMaster {
    /// Row strategies `m`; the LP has `d = m + 1` rows (row 0 is the sum row).
    m: usize,
    /// Game columns, each `P_j = (1, a_1j, ..., a_mj)`, in the order added.
    store: ColumnStore,
    cols: Vec<Candidate>,
    /// Per row `i` in `1..=m` (index 0 unused): the slack `U_i`.
    slacks: Vec<Candidate>,
    /// `basis[p]`: the variable in position `p`; `basis[0]` is [`Var::Value`].
    basis: Vec<Var>,
    inv: Inverse,
    /// Basic values `B^-1 rhs`.
    xb: Vec<f64>,
    /// The right-hand side: `e_0`, shifted while a solve is perturbed.
    rhs: Vec<f64>,
    /// Simplex multipliers `pi = c_B B^-1`: `pi_0` is the value, `-pi_i` the row mix.
    pi: Vec<f64>,
    /// The basis exists (after the first solve's dual feasible crash basis).
    started: bool,
    /// The inverse must be rebuilt (drift seen).
    stale: bool,
    since_refactor: usize,
    rng: u64,
    /// Work vectors: `v = B^-1 P_q`, `w = B^-T v`, the pivot row of the inverse before an
    /// exchange.
    v: Vec<f64>,
    w: Vec<f64>,
    pivot_row: Vec<f64>,
}

impl DenseMaster {
    /// A master LP for a game with `rows` row strategies and no columns yet.
    pub fn new(rows: usize) -> DenseMaster {
        DenseMaster::with_seed(rows, 0)
    }

    /// [`DenseMaster::new`] with the random perturbations drawn from another seed.
    pub(crate) fn with_seed(rows: usize, seed: u64) -> DenseMaster {
        let d = rows + 1;
        DenseMaster {
            m: rows,
            store: ColumnStore::new(d),
            cols: Vec::new(),
            slacks: vec![Candidate::NEW; d],
            basis: Vec::new(),
            inv: Inverse::default(),
            xb: vec![0.0; d],
            rhs: unit(d, 0),
            pi: vec![0.0; d],
            started: false,
            stale: false,
            since_refactor: 0,
            rng: (0x2545_f491_4f6c_dd1d ^ seed.wrapping_mul(0x9e37_79b9_7f4a_7c15)).max(1),
            v: vec![0.0; d],
            w: vec![0.0; d],
            pivot_row: Vec::with_capacity(d),
        }
    }

    fn d(&self) -> usize {
        self.m + 1
    }

    /// Game column `k` of the store.
    fn column(&self, k: usize) -> &[f64] {
        self.store.column(k)
    }

    fn candidate(&mut self, var: Var) -> &mut Candidate {
        match var {
            Var::Slack(i) => &mut self.slacks[i],
            Var::Column(k) => &mut self.cols[k],
            Var::Value => unreachable!("the value variable is always basic"),
        }
    }

    /// The solution in the interface's terms (after an optimal, unperturbed solve).
    fn read(&self, pivots: usize) -> MasterSolution {
        let m = self.m;
        let basic = |c: &Candidate| c.pos != NONBASIC;
        MasterSolution {
            value: self.pi[0],
            row_mix: self.pi[1..].iter().map(|p| (-p).max(0.0)).collect(),
            col_mix: self
                .cols
                .iter()
                .map(|c| {
                    if basic(c) {
                        self.xb[c.pos].max(0.0)
                    } else {
                        0.0
                    }
                })
                .collect(),
            basis: Basis {
                cols: std::iter::once(true)
                    .chain(self.cols.iter().map(basic))
                    .collect(),
                rows: (1..=m)
                    .map(|i| basic(&self.slacks[i]))
                    .chain([false])
                    .collect(),
            },
            pivots,
        }
    }
}

impl Master for DenseMaster {
    fn rows(&self) -> usize {
        self.m
    }

    fn add_column(&mut self, payoffs: &[f64]) {
        assert_eq!(payoffs.len(), self.m, "a column has one payoff per row");
        self.store.push(payoffs);
        self.cols.push(Candidate::NEW);
    }

    fn delete_columns(&mut self, game_columns: &[usize]) -> Result<(), Error> {
        super::check_ascending(game_columns)?;
        if let Some(&k) = game_columns
            .iter()
            .find(|&&k| k >= self.cols.len() || self.cols[k].pos != NONBASIC)
        {
            return Err(Error::Numerical(format!(
                "cannot delete game column {k}: it is basic or absent"
            )));
        }
        let mut doomed = game_columns.iter().peekable();
        let mut renumber = vec![NONBASIC; self.cols.len()];
        let mut kept = 0;
        for (k, new) in renumber.iter_mut().enumerate() {
            if doomed.next_if_eq(&&k).is_some() {
                continue;
            }
            self.cols[kept] = self.cols[k];
            *new = kept;
            kept += 1;
        }
        self.store.retain(|k| renumber[k] != NONBASIC);
        self.cols.truncate(kept);
        for var in &mut self.basis {
            if let Var::Column(k) = var {
                *k = renumber[*k];
            }
        }
        Ok(())
    }

    fn solve(&mut self) -> Result<MasterSolution, Error> {
        if self.cols.is_empty() {
            return Err(Error::InvalidGame(
                "the master needs at least one column".into(),
            ));
        }
        let pivots = self.optimise()?;
        Ok(self.read(pivots))
    }

    fn kind(&self) -> MasterKind {
        MasterKind::Dense
    }
}

/// The unit vector `e_i` of length `d`.
fn unit(d: usize, i: usize) -> Vec<f64> {
    let mut e = vec![0.0; d];
    e[i] = 1.0;
    e
}
