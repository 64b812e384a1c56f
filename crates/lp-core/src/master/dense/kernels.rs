//! The dense vector kernels of the master simplex. Reductions keep [`LANES`] independent
//! partial sums (a float sum in one accumulator cannot be reordered, so it would neither
//! vectorise nor hide the adder's latency), and each kernel is compiled for AVX-512, AVX2 with
//! FMA and the baseline, the best picked at run time (`multiversion`), so one binary runs on
//! any x86-64 node of a cluster.

use multiversion::multiversion;

const LANES: usize = 16;

/// `a . b`.
#[multiversion(targets("x86_64+avx512f+avx2+fma", "x86_64+avx2+fma"))]
pub(super) fn dot(a: &[f64], b: &[f64]) -> f64 {
    debug_assert_eq!(a.len(), b.len());
    let mut acc = [0.0f64; LANES];
    let (ca, cb) = (a.chunks_exact(LANES), b.chunks_exact(LANES));
    let tail: f64 = ca
        .remainder()
        .iter()
        .zip(cb.remainder())
        .map(|(x, y)| x * y)
        .sum();
    for (x, y) in ca.zip(cb) {
        for l in 0..LANES {
            acc[l] += x[l] * y[l];
        }
    }
    acc.iter().sum::<f64>() + tail
}

/// `(a . c, b . c)` in one pass over `c` (the pass over the column store reads each column
/// once for both products).
#[multiversion(targets("x86_64+avx512f+avx2+fma", "x86_64+avx2+fma"))]
pub(super) fn dot2(a: &[f64], b: &[f64], c: &[f64]) -> (f64, f64) {
    debug_assert!(a.len() == c.len() && b.len() == c.len());
    let (mut p, mut q) = ([0.0f64; LANES], [0.0f64; LANES]);
    let (ca, cb, cc) = (
        a.chunks_exact(LANES),
        b.chunks_exact(LANES),
        c.chunks_exact(LANES),
    );
    let (mut tp, mut tq) = (0.0, 0.0);
    for ((x, y), z) in ca
        .remainder()
        .iter()
        .zip(cb.remainder())
        .zip(cc.remainder())
    {
        tp += x * z;
        tq += y * z;
    }
    for ((x, y), z) in ca.zip(cb).zip(cc) {
        for l in 0..LANES {
            p[l] += x[l] * z[l];
            q[l] += y[l] * z[l];
        }
    }
    (p.iter().sum::<f64>() + tp, q.iter().sum::<f64>() + tq)
}

/// `y += alpha x`.
#[multiversion(targets("x86_64+avx512f+avx2+fma", "x86_64+avx2+fma"))]
pub(super) fn axpy(y: &mut [f64], alpha: f64, x: &[f64]) {
    debug_assert_eq!(x.len(), y.len());
    for (y, x) in y.iter_mut().zip(x) {
        *y += alpha * x;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kernels_match_plain_loops_at_every_length() {
        for n in 0..40 {
            let a: Vec<f64> = (0..n).map(|i| i as f64 + 0.5).collect();
            let b: Vec<f64> = (0..n).map(|i| 2.0 - i as f64).collect();
            let c: Vec<f64> = (0..n).map(|i| (i * i) as f64).collect();
            let plain = |u: &[f64], v: &[f64]| u.iter().zip(v).map(|(x, y)| x * y).sum::<f64>();
            // Small integers: every order of summation is exact.
            assert_eq!(dot(&a, &b), plain(&a, &b));
            assert_eq!(dot2(&a, &b, &c), (plain(&a, &c), plain(&b, &c)));
            let mut y = c.clone();
            axpy(&mut y, 2.0, &a);
            assert!(y
                .iter()
                .zip(&c)
                .zip(&a)
                .all(|((y, c), a)| *y == c + 2.0 * a));
        }
    }
}
