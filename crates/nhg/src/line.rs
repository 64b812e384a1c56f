//! The Number Hides Game on a line, G(m, n, p) (seed 001 §2-3): `p` coins in a row, player I
//! hides in `m` consecutive coins, player II searches `n` consecutive coins, II pays I the
//! number of coins in both. Player I's move `i` is the block `[i, i + m)`, II's move `j` the
//! block `[j, j + n)`.

use num_rational::BigRational;
use num_traits::{One, Zero};
use serde::Serialize;
use verify::{Certificate, RationalMatrix};

use crate::{ratio, Error};

/// The largest board: the payoff matrix has about `p^2` entries.
pub const MAX_P: usize = 100_000;

/// A game G(m, n, p), `1 <= m, n <= p`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct LineGame {
    m: usize,
    n: usize,
    p: usize,
}

/// Which part of the closed form produced a solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Case {
    /// Theorem 1, `n <= r < m`: value `n / (M + 1)`, constant in `p`.
    Constant,
    /// Theorem 1, `0 <= r < n`: value `(n (M + 1) - r) / (M (M + 1))`, linear in `p`.
    Linear,
    /// Claim 1, `m < n` and `2n < p + m`: the dominated outer rows removed, G(n, m, p - n + m).
    Reduced,
    /// Claim 1, `m < n` and `2n >= p + m`: the centre row dominates; value `m`.
    Centre,
}

/// A closed-form solution: the value and both optimal mixed strategies.
#[derive(Clone, Debug, PartialEq)]
pub struct LineSolution {
    /// The game.
    pub game: LineGame,
    /// The value.
    pub value: BigRational,
    /// Player I's mix over moves `0..=p-m`.
    pub strategy_1: Vec<BigRational>,
    /// Player II's mix over moves `0..=p-n`.
    pub strategy_2: Vec<BigRational>,
    /// How it was found.
    pub case: Case,
}

impl LineGame {
    /// G(m, n, p); an error unless `1 <= m, n <= p <= MAX_P`.
    pub fn new(m: usize, n: usize, p: usize) -> Result<Self, Error> {
        if m == 0 || n == 0 {
            return Err(Error::InvalidGame(format!(
                "m = {m}, n = {n}: both players choose at least one coin"
            )));
        }
        if m > p || n > p {
            return Err(Error::InvalidGame(format!(
                "m = {m}, n = {n} on p = {p} coins: a block cannot be longer than the line"
            )));
        }
        if p > MAX_P {
            return Err(Error::InvalidGame(format!(
                "p = {p} is above the limit {MAX_P}"
            )));
        }
        Ok(LineGame { m, n, p })
    }

    /// `(m, n, p)`.
    pub fn params(&self) -> (usize, usize, usize) {
        (self.m, self.n, self.p)
    }

    /// The overlap of I's move `i` and II's move `j`.
    pub fn overlap(&self, i: usize, j: usize) -> usize {
        (i + self.m).min(j + self.n).saturating_sub(i.max(j))
    }

    /// The payoff matrix, `p - m + 1` rows (player I) by `p - n + 1` columns (eq. (1) is
    /// G(4, 3, 12)).
    pub fn payoff_matrix(&self) -> Vec<Vec<i64>> {
        (0..=self.p - self.m)
            .map(|i| {
                (0..=self.p - self.n)
                    .map(|j| self.overlap(i, j) as i64)
                    .collect()
            })
            .collect()
    }

    /// The payoff matrix in exact form.
    pub fn rational_matrix(&self) -> RationalMatrix {
        RationalMatrix::from_integers(&self.payoff_matrix()).expect("a non-empty rectangle")
    }
}

/// `q(m, p)` of Theorem 1 (eq. (7) and (8)): a mix over the `p - m + 1` blocks of `m` coins
/// on `p` coins, `p = M m + r`, weight on blocks starting at `i m` and `i m + r`.
pub fn q(m: usize, p: usize) -> Vec<BigRational> {
    let (big_m, r) = (p / m, p % m);
    let mut v = vec![BigRational::zero(); p - m + 1];
    for i in 0..big_m {
        if r == 0 {
            v[i * m] = ratio(1, big_m);
        } else {
            v[i * m] += ratio(big_m - i, big_m * (big_m + 1));
            v[i * m + r] += ratio(i + 1, big_m * (big_m + 1));
        }
    }
    v
}

/// `[Exact]` The closed-form solution of any G(m, n, p): Theorem 1 (Baston, Bostock and
/// Ferguson 1989) for `m >= n`, Claim 1's reductions for `m < n`. O(p). Not yet checked:
/// [`solve_line`] checks it.
pub fn closed_form(game: LineGame) -> LineSolution {
    let (m, n, p) = game.params();
    if m >= n {
        let (big_m, r) = (p / m, p % m);
        let (value, case) = if r >= n {
            (ratio(n, big_m + 1), Case::Constant)
        } else {
            (
                ratio(n * (big_m + 1) - r, big_m * (big_m + 1)),
                Case::Linear,
            )
        };
        return LineSolution {
            game,
            value,
            strategy_1: q(m, p),
            strategy_2: q(m, p + m - n),
            case,
        };
    }
    if 2 * n < p + m {
        let inner = closed_form(LineGame {
            m: n,
            n: m,
            p: p - n + m,
        });
        let pad = vec![BigRational::zero(); n - m];
        let strategy_1 = [pad.clone(), inner.strategy_1, pad].concat();
        return LineSolution {
            game,
            value: inner.value,
            strategy_1,
            strategy_2: inner.strategy_2,
            case: Case::Reduced,
        };
    }
    // The first centre row covers its m coins inside every block of II; any mix of II is
    // optimal: uniform. The seed calls it row floor((p - m + 1) / 2), 1-based; that is one
    // row too early when p - m + 1 is odd (G(1, 2, 3): row 1 misses block 2). The centre row
    // is floor((p - m) / 2), 0-based, which the check confirms for every case tested.
    let mut strategy_1 = vec![BigRational::zero(); p - m + 1];
    strategy_1[(p - m) / 2] = BigRational::one();
    let strategy_2 = vec![ratio(1, p - n + 1); p - n + 1];
    LineSolution {
        game,
        value: ratio(m, 1),
        strategy_1,
        strategy_2,
        case: Case::Centre,
    }
}

impl LineSolution {
    /// The two strategies and the value as a `verify::Certificate` for the payoff matrix.
    pub fn certificate(&self) -> Certificate {
        Certificate {
            row_mix: self.strategy_1.clone(),
            col_mix: self
                .strategy_2
                .iter()
                .cloned()
                .enumerate()
                .filter(|(_, x)| !x.is_zero())
                .collect(),
            value: self.value.clone(),
        }
    }
}

/// A line solution whose exact check passed.
#[derive(Clone, Debug, PartialEq)]
pub struct CertifiedLine {
    /// The solution.
    pub solution: LineSolution,
    /// `min_j (y^T A)_j`: what player I's mix guarantees.
    pub lower: BigRational,
    /// `max_i (A x)_i`: what player II's mix concedes.
    pub upper: BigRational,
}

impl CertifiedLine {
    /// `[Exact]` Both bounds equal the value: computed from the fields, so a value built or
    /// altered by hand reads false.
    ///
    /// ```
    /// let mut solved = nhg::solve_line(nhg::LineGame::new(7, 5, 15)?)?;
    /// assert!(solved.certified());
    /// solved.solution.value += num_rational::BigRational::from_integer(1.into());
    /// assert!(!solved.certified());
    /// # Ok::<(), nhg::Error>(())
    /// ```
    pub fn certified(&self) -> bool {
        self.status().is_certified()
    }

    /// The exact check behind [`CertifiedLine::certified`].
    pub fn status(&self) -> verify::Status {
        verify::Status::of_bounds(&self.lower, &self.upper, &self.solution.value)
    }
}

/// `[Exact]` The closed form, checked exactly in O(p) by [`crate::banded::bounds`]
/// (`lower = upper = value`); an error if the check fails (it never has).
///
/// # Example
/// ```
/// let solved = nhg::solve_line(nhg::LineGame::new(7, 5, 15)?)?;
/// assert_eq!(solved.solution.value.to_string(), "7/3");
/// # Ok::<(), nhg::Error>(())
/// ```
pub fn solve_line(game: LineGame) -> Result<CertifiedLine, Error> {
    let solution = closed_form(game);
    let (m, n, p) = game.params();
    let (lower, upper) = crate::banded::bounds(game, &solution.strategy_1, &solution.strategy_2)?;
    if lower != solution.value || upper != solution.value {
        return Err(Error::NotCertified(format!(
            "G({m}, {n}, {p}): closed form {} but the strategies give [{lower}, {upper}]",
            solution.value
        )));
    }
    Ok(CertifiedLine {
        solution,
        lower,
        upper,
    })
}
