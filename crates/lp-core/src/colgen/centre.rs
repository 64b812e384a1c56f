//! A well-centred pricing point: the analytic centre of the master's level set
//! `{x in simplex : x^T A_j >= level for every master column j}`, the level a fraction of the
//! gap below the master value (the analytic centre cutting plane method, Goffin and Vial
//! 1990s; the well-centred duals of Gondzio, Gonzalez-Brevis and Munari's primal-dual column
//! generation, 2013). A vertex of the master's optimal face swings from one round to the next;
//! the centre of the near-optimal set does not, so its best responses cut deeper.
//! Measured on the guessing game in docs/design/guessing.md.

use super::linalg;

/// Settings of the centred pricing point ([`super::ColGenConfig::centring`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Centring {
    /// The level set lies `gap / divisor` below the master value (Gondzio's `D`; > 1).
    pub divisor: f64,
    /// Newton steps toward the centre per round: an inexact centre does as well (3 steps
    /// gave the rounds of 80 at N = 949..950) for a fraction of the seconds.
    pub steps: usize,
}

/// The analytic centre of `{x > 0, sum x = 1, x^T c >= level for c in columns}`, from
/// `optimum` (a point with `x^T c >= level` for every column, not necessarily interior)
/// pulled toward `interior` (strictly positive, summing to 1). `None` when no strictly
/// feasible start is found.
pub(super) fn analytic_centre(
    columns: &[Vec<f64>],
    level: f64,
    optimum: &[f64],
    interior: &[f64],
    steps: usize,
) -> Option<Vec<f64>> {
    let mut x = start(columns, level, optimum, interior)?;
    let m = x.len();
    for _ in 0..steps {
        let slack: Vec<f64> = columns.iter().map(|c| dot(c, &x) - level).collect();
        let inverse: Vec<f64> = slack.iter().map(|s| 1.0 / s).collect();
        let mut grad: Vec<f64> = x.iter().map(|x| 1.0 / x).collect();
        for (c, w) in columns.iter().zip(&inverse) {
            for (g, a) in grad.iter_mut().zip(c) {
                *g += a * w;
            }
        }
        let mut factor = hessian(columns, &inverse, &x);
        linalg::cholesky(&mut factor, m)?;
        let a = linalg::solve(&factor, m, &grad);
        let b = linalg::solve(&factor, m, &vec![1.0; m]);
        let nu = a.iter().sum::<f64>() / b.iter().sum::<f64>();
        let d: Vec<f64> = a.iter().zip(&b).map(|(a, b)| a - nu * b).collect();
        let decrement: f64 = d.iter().zip(&grad).map(|(d, g)| d * (g - nu)).sum();
        if decrement < 1e-6 {
            break;
        }
        let step = line_search(columns, &x, &d, &slack);
        for (x, d) in x.iter_mut().zip(&d) {
            *x += step * d;
        }
    }
    Some(x)
}

/// `(1 - t) optimum + t interior` with the largest `t <= 1/2` keeping every slack at least
/// half of the way from the optimum's.
fn start(columns: &[Vec<f64>], level: f64, optimum: &[f64], interior: &[f64]) -> Option<Vec<f64>> {
    let mut t: f64 = 0.5;
    for c in columns {
        let (s0, s1) = (dot(c, optimum) - level, dot(c, interior) - level);
        if s0 <= 0.0 {
            return None;
        }
        if s1 < s0 {
            t = t.min(0.5 * s0 / (s0 - s1));
        }
    }
    Some(
        optimum
            .iter()
            .zip(interior)
            .map(|(o, i)| (1.0 - t) * o + t * i)
            .collect(),
    )
}

/// `sum_j c_j c_j^T / s_j^2 + diag(1 / x^2)` as `S S^T` (column `j` of `S` the column `c_j`
/// scaled by `1 / s_j`; `inverse` holds the `1 / s_j`), `m x m` row-major, lower triangle
/// filled. `S` is built as its transpose, one contiguous row per column (written in order,
/// where `S` itself took a scattered store per entry: a quarter of the Newton loop's own
/// time at N = 950).
fn hessian(columns: &[Vec<f64>], inverse: &[f64], x: &[f64]) -> Vec<f64> {
    let m = x.len();
    let mut scaled = Vec::with_capacity(m * columns.len());
    for (c, w) in columns.iter().zip(inverse) {
        scaled.extend(c.iter().map(|a| a * w));
    }
    let mut h = vec![0.0; m * m];
    linalg::lower_ata((&scaled, m), (&mut h, m));
    for (i, x) in x.iter().enumerate() {
        h[i * m + i] += 1.0 / (x * x);
    }
    h
}

/// A step along `d` that stays strictly inside and does not lower the barrier.
fn line_search(columns: &[Vec<f64>], x: &[f64], d: &[f64], slack: &[f64]) -> f64 {
    let mut most: f64 = 1.0;
    for (x, d) in x.iter().zip(d) {
        if *d < 0.0 {
            most = most.min(-0.99 * x / d);
        }
    }
    let dc: Vec<f64> = columns.iter().map(|c| dot(c, d)).collect();
    for (s, dc) in slack.iter().zip(&dc) {
        if *dc < 0.0 {
            most = most.min(-0.99 * s / dc);
        }
    }
    let barrier = |t: f64| -> f64 {
        let xs: f64 = x.iter().zip(d).map(|(x, d)| (x + t * d).ln()).sum();
        xs + slack
            .iter()
            .zip(&dc)
            .map(|(s, dc)| (s + t * dc).ln())
            .sum::<f64>()
    };
    let here = barrier(0.0);
    let mut t = most;
    while t > 1e-8 && barrier(t) < here {
        t *= 0.5;
    }
    t
}

/// `a . b`.
pub(super) fn dot(a: &[f64], b: &[f64]) -> f64 {
    a.iter().zip(b).map(|(a, b)| a * b).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_centre_of_a_symmetric_set_is_symmetric() {
        // Matching pennies' columns; level 0.25 below the value 0.5: the set is symmetric
        // about (1/2, 1/2).
        let columns = vec![vec![1.0, 0.0], vec![0.0, 1.0]];
        let x = analytic_centre(&columns, 0.25, &[0.5, 0.5], &[0.5, 0.5], 80).unwrap();
        assert!(
            (x[0] - 0.5).abs() < 1e-9 && (x[1] - 0.5).abs() < 1e-9,
            "{x:?}"
        );
        let off = analytic_centre(&columns, 0.25, &[0.7, 0.3], &[0.5, 0.5], 80).unwrap();
        assert!((off[0] - 0.5).abs() < 1e-6, "{off:?}");
    }
}
