//! What a mixed strategy guarantees in a game known in floating point, bounded rigorously
//! despite rounding: the certification step of the fast dense solver's answers.
//!
//! A dot product `s = sum_i x_i m_i` of `n` terms computed in floating point (round to
//! nearest) is within `gamma_n * sum_i |x_i m_i|` of the exact one, `gamma_n = n u / (1 - n u)`,
//! `u = 2^-53` (Higham, *Accuracy and Stability of Numerical Algorithms*, §3.1); the computed
//! `A = fl(sum_i |x_i m_i|)` is at least `(1 - gamma_n)` times the exact one. When each entry
//! `m_i` may itself be off its true payoff by `rel * |m_i|`, the exact guarantee is within
//! `(gamma_n + rel (1 + gamma_n)) / (1 - gamma_n) * A` of the computed `s`; the functions
//! take `((2 n + 4) u + 2 rel) * A` plus `f64::MIN_POSITIVE` (underflow), rounded outward.
//! The loops are plain multiply-adds (no rounding-mode tricks per operation), so they run at
//! full speed; only the final subtraction and division are rounded outward.

/// A lower bound, rigorous despite rounding, on what the row strategy `x` (non-negative
/// weights, not all 0, used as `x / sum(x)`) guarantees against every column of `lower`
/// (`rows x cols`, row-major), each of whose entries is at most `rel * |entry|` above the
/// true payoff (`rel = 0`: the entries are the payoffs): `min_j sum_i x_i lower_ij / sum(x)`.
pub fn row_guarantee(rows: usize, cols: usize, lower: &[f64], rel: f64, x: &[f64]) -> f64 {
    let (s_lo, s_hi) = sum_bounds(x);
    let c = margin(rows, rel);
    with_scratch(cols, |s, a| {
        for (i, &xi) in x.iter().enumerate().take(rows) {
            let xi = xi.max(0.0);
            if xi == 0.0 {
                continue;
            }
            let row = &lower[i * cols..(i + 1) * cols];
            for ((sj, aj), &m) in s.iter_mut().zip(a.iter_mut()).zip(row) {
                let p = xi * m;
                *sj += p;
                *aj += p.abs();
            }
        }
        s.iter()
            .zip(a.iter())
            .map(|(&sj, &aj)| {
                let t = (sj - error(c, aj)).next_down();
                (t / if t >= 0.0 { s_hi } else { s_lo }).next_down()
            })
            .fold(f64::INFINITY, f64::min)
    })
}

/// [`row_guarantee`] for hot loops: the rounding error of every column is bounded through
/// `max_abs`, a bound on the absolute value of every entry, instead of each column's own
/// `sum_i |x_i m_ij|` (a looser error term, at most `max_abs / min_j` of it, for one
/// accumulation instead of two and one division instead of one per column).
pub fn row_guarantee_within(
    rows: usize,
    cols: usize,
    lower: &[f64],
    rel: f64,
    max_abs: f64,
    x: &[f64],
) -> f64 {
    let (s_lo, s_hi) = sum_bounds(x);
    // sum_i x_i |m_ij| <= max_abs * sum(x) for every column.
    let a = (max_abs * s_hi).next_up();
    let e = error(margin(rows, rel), a);
    let least = with_scratch(cols, |s, _| {
        for (i, &xi) in x.iter().enumerate().take(rows) {
            if xi > 0.0 {
                let row = &lower[i * cols..(i + 1) * cols];
                s.iter_mut().zip(row).for_each(|(sj, &m)| *sj += xi * m);
            }
        }
        s.iter().copied().fold(f64::INFINITY, f64::min)
    });
    // t -> t / sum is increasing, so the least column gives the least bound.
    let t = (least - e).next_down();
    (t / if t >= 0.0 { s_hi } else { s_lo }).next_down()
}

/// An upper bound, rigorous despite rounding, on what the column strategy `y` concedes
/// against every row of `upper`, each entry at most `rel * |entry|` below the true payoff:
/// `max_i sum_j upper_ij y_j / sum(y)`.
pub fn col_guarantee(rows: usize, cols: usize, upper: &[f64], rel: f64, y: &[f64]) -> f64 {
    let (s_lo, s_hi) = sum_bounds(y);
    let c = margin(cols, rel);
    (0..rows)
        .map(|i| {
            let row = &upper[i * cols..(i + 1) * cols];
            let (mut s, mut a) = (0.0f64, 0.0f64);
            for (&m, &yj) in row.iter().zip(y) {
                let p = yj.max(0.0) * m;
                s += p;
                a += p.abs();
            }
            let t = (s + error(c, a)).next_up();
            (t / if t >= 0.0 { s_lo } else { s_hi }).next_up()
        })
        .fold(f64::NEG_INFINITY, f64::max)
}

/// `(2 n + 4) u + 2 rel`: the factor of `A` in the error bound of an `n`-term dot product.
fn margin(n: usize, rel: f64) -> f64 {
    (2.0 * n as f64 + 4.0) * (f64::EPSILON / 2.0) + 2.0 * rel
}

/// `c * a + MIN_POSITIVE`, rounded up.
fn error(c: f64, a: f64) -> f64 {
    ((c * a).next_up() + f64::MIN_POSITIVE).next_up()
}

/// Runs `f` on two zeroed scratch vectors of length `n` (on the stack when small).
fn with_scratch<T>(n: usize, f: impl FnOnce(&mut [f64], &mut [f64]) -> T) -> T {
    if n <= 32 {
        let (mut s, mut a) = ([0.0; 32], [0.0; 32]);
        f(&mut s[..n], &mut a[..n])
    } else {
        let (mut s, mut a) = (vec![0.0; n], vec![0.0; n]);
        f(&mut s, &mut a)
    }
}

/// Bounds on the exact sum of the non-negative parts of `v`.
fn sum_bounds(v: &[f64]) -> (f64, f64) {
    v.iter()
        .map(|x| x.max(0.0))
        .fold((0.0, 0.0), |(lo, hi): (f64, f64), x| {
            ((lo + x).next_down().max(0.0), (hi + x).next_up())
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Against exact rational arithmetic on random strategies and payoffs with relative
    /// perturbations of the entries: the bounds (both row bounds and the column bound) hold,
    /// and the row bounds are within 1e-12 of the truth.
    #[test]
    fn the_bounds_hold_against_exact_arithmetic() {
        use num_rational::BigRational;
        let q = |v: f64| BigRational::from_float(v).expect("finite");
        let mut seed = 7u64;
        let mut next = || {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 11) as f64 / (1u64 << 53) as f64
        };
        for k in 1..=14 {
            let a: Vec<f64> = (0..k * k).map(|_| (next() - 0.5) * 30.0).collect();
            // Every third weight 0: strategies off their support are skipped.
            let x: Vec<f64> = (0..k)
                .map(|i| if i % 3 == 1 { 0.0 } else { next() })
                .collect();
            let rel = f64::EPSILON / 2.0;
            // The true payoffs: each entry moved by up to rel * |entry|, downwards.
            let truth: Vec<BigRational> = a
                .iter()
                .map(|&m| q(m) - q(m.abs() * rel * next()))
                .collect();
            let sx: BigRational = x.iter().map(|&v| q(v)).sum();
            let exact = (0..k)
                .map(|j| {
                    (0..k)
                        .map(|i| q(x[i]) * &truth[i * k + j])
                        .sum::<BigRational>()
                        / &sx
                })
                .min()
                .expect("k >= 1");
            let lo = row_guarantee(k, k, &a, rel, &x);
            assert!(q(lo) <= exact, "k = {k}");
            assert!(verify::to_f64(&exact) - lo < 1e-12, "k = {k}");
            let up: Vec<BigRational> = a
                .iter()
                .map(|&m| q(m) + q(m.abs() * rel * next()))
                .collect();
            let exact_hi = (0..k)
                .map(|i| {
                    (0..k)
                        .map(|j| &up[i * k + j] * q(x[j]))
                        .sum::<BigRational>()
                        / &sx
                })
                .max()
                .expect("k >= 1");
            let hi = col_guarantee(k, k, &a, rel, &x);
            assert!(exact_hi <= q(hi), "k = {k}");
            let max_abs = a.iter().fold(0.0f64, |m, v| m.max(v.abs()));
            let within = row_guarantee_within(k, k, &a, rel, max_abs, &x);
            assert!(q(within) <= exact, "k = {k}");
            assert!(verify::to_f64(&exact) - within < 1e-12, "k = {k}");
        }
    }
}
