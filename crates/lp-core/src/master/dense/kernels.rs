//! The dense vector kernels of the master simplex, in `pulp`'s safe SIMD: each is written
//! once over whole vectors and dispatched at run time to the widest instruction set the
//! machine has (AVX2 with FMA, or the baseline), so one binary runs on any x86-64 node of a
//! cluster. Reductions keep two vector accumulators per sum.
//!
//! Why not the compiler's own vectoriser: it vectorises [`dot`] and [`axpy`], but packs
//! [`dot2`]'s two sums over one shared column into two-lane vectors, and the pass over the
//! column store ran at 190 us for 950 columns of 480 entries against 73 us here (the
//! memory-bandwidth bound of a store that lives in L3; measured 2026-11-25).

use std::sync::LazyLock;

use pulp::{Arch, Simd, WithSimd};

/// The instruction set, detected once.
static ARCH: LazyLock<Arch> = LazyLock::new(Arch::new);

/// `a . b`.
pub(super) fn dot(a: &[f64], b: &[f64]) -> f64 {
    debug_assert_eq!(a.len(), b.len());
    ARCH.dispatch(Dots { xs: [a], c: b })[0]
}

/// `(a . c, b . c)` in one pass over `c` (the pass over the column store reads each column
/// once for both products).
pub(super) fn dot2(a: &[f64], b: &[f64], c: &[f64]) -> (f64, f64) {
    debug_assert!(a.len() == c.len() && b.len() == c.len());
    let [p, q] = ARCH.dispatch(Dots { xs: [a, b], c });
    (p, q)
}

/// [`dot2`] over a column stored in `f32`: the same sums in the same order, so the same
/// results bit for bit (the column store keeps an `f32` copy only of columns `f32` holds
/// exactly), at half the memory traffic of the pass over the store. With AVX2 each vector
/// of `c` is widened as it is loaded; without, `c` is widened into a new vector first.
pub(super) fn dot2_narrow(a: &[f64], b: &[f64], c: &[f32]) -> (f64, f64) {
    debug_assert!(a.len() == c.len() && b.len() == c.len());
    #[cfg(target_arch = "x86_64")]
    if let pulp::Arch::V3(simd) = *ARCH {
        let [p, q] = Simd::vectorize(
            simd,
            WidenedDots {
                simd,
                xs: [a, b],
                c,
            },
        );
        return (p, q);
    }
    let wide: Vec<f64> = c.iter().map(|&x| f64::from(x)).collect();
    dot2(a, b, &wide)
}

/// `y += alpha x`.
pub(super) fn axpy(y: &mut [f64], alpha: f64, x: &[f64]) {
    debug_assert_eq!(x.len(), y.len());
    ARCH.dispatch(Axpy { y, alpha, x });
}

/// `xs[k] . c` for every `k`, in one pass over `c`.
struct Dots<'a, const K: usize> {
    xs: [&'a [f64]; K],
    c: &'a [f64],
}

impl<const K: usize> WithSimd for Dots<'_, K> {
    type Output = [f64; K];

    #[inline(always)]
    fn with_simd<S: Simd>(self, simd: S) -> [f64; K] {
        let (c, ct) = S::as_simd_f64s(self.c);
        let xs = self.xs.map(|x| S::as_simd_f64s(x));
        let sums = vector_sums(simd, xs.map(|x| x.0), |i| c[i]);
        std::array::from_fn(|k| {
            simd.reduce_sum_f64s(sums[k]) + tail_dot(xs[k].1, ct.iter().copied())
        })
    }
}

/// [`Dots`] of two rows with an `f32` column on AVX2: the same vector sums, each vector of
/// the column widened as it is loaded.
#[cfg(target_arch = "x86_64")]
struct WidenedDots<'a> {
    simd: pulp::x86::V3,
    xs: [&'a [f64]; 2],
    c: &'a [f32],
}

#[cfg(target_arch = "x86_64")]
impl WithSimd for WidenedDots<'_> {
    type Output = [f64; 2];

    #[inline(always)]
    fn with_simd<S: Simd>(self, _: S) -> [f64; 2] {
        let simd = self.simd;
        let (c, ct) = pulp::as_arrays::<4, f32>(self.c);
        let xs = self.xs.map(pulp::x86::V3::as_simd_f64s);
        let sums = vector_sums(simd, xs.map(|x| x.0), |i| {
            simd.convert_f32x4_to_f64x4(pulp::bytemuck::cast(c[i]))
        });
        let tail = |k: usize| tail_dot(xs[k].1, ct.iter().map(|&x| f64::from(x)));
        std::array::from_fn(|k| simd.reduce_sum_f64s(sums[k]) + tail(k))
    }
}

/// `sum_i xs[k][i] * c(i)` over whole vectors, in two vector accumulators per sum, for the
/// even and the odd vectors of `c` (constant indices once the loops over `k` unroll, so
/// they stay in registers; accumulators picked by `i % 2` made the master 1.6x slower at
/// N = 950).
#[inline(always)]
fn vector_sums<S: Simd, const K: usize>(
    simd: S,
    xs: [&[S::f64s]; K],
    c: impl Fn(usize) -> S::f64s,
) -> [S::f64s; K] {
    let zero = simd.splat_f64s(0.0);
    let (mut even, mut odd) = ([zero; K], [zero; K]);
    let len = xs.first().map_or(0, |x| x.len());
    let n = len / 2 * 2;
    for i in (0..n).step_by(2) {
        let (ce, co) = (c(i), c(i + 1));
        for k in 0..K {
            even[k] = simd.add_f64s(even[k], simd.mul_f64s(xs[k][i], ce));
            odd[k] = simd.add_f64s(odd[k], simd.mul_f64s(xs[k][i + 1], co));
        }
    }
    if n < len {
        let ce = c(n);
        for k in 0..K {
            even[k] = simd.add_f64s(even[k], simd.mul_f64s(xs[k][n], ce));
        }
    }
    std::array::from_fn(|k| simd.add_f64s(even[k], odd[k]))
}

/// The scalar tail of a dot product.
#[inline(always)]
fn tail_dot(x: &[f64], c: impl Iterator<Item = f64>) -> f64 {
    x.iter().zip(c).map(|(x, z)| x * z).sum()
}

struct Axpy<'a> {
    y: &'a mut [f64],
    alpha: f64,
    x: &'a [f64],
}

impl WithSimd for Axpy<'_> {
    type Output = ();

    #[inline(always)]
    fn with_simd<S: Simd>(self, simd: S) {
        let ((y, yt), (x, xt)) = (S::as_mut_simd_f64s(self.y), S::as_simd_f64s(self.x));
        let alpha = simd.splat_f64s(self.alpha);
        for (y, x) in y.iter_mut().zip(x) {
            *y = simd.add_f64s(*y, simd.mul_f64s(alpha, *x));
        }
        for (y, x) in yt.iter_mut().zip(xt) {
            *y += self.alpha * x;
        }
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
            let narrow: Vec<f32> = c.iter().map(|&x| x as f32).collect();
            assert_eq!(dot2_narrow(&a, &b, &narrow), dot2(&a, &b, &c));
            let mut y = c.clone();
            axpy(&mut y, 2.0, &a);
            assert!(y
                .iter()
                .zip(&c)
                .zip(&a)
                .all(|((y, c), a)| *y == c + 2.0 * a));
        }
    }

    #[test]
    fn the_narrow_pass_sums_as_the_wide_one_bit_for_bit() {
        for n in (0..300).step_by(7).chain([64, 127, 128, 129, 1000]) {
            let a: Vec<f64> = (0..n).map(|i| (i as f64 + 0.3).sqrt()).collect();
            let b: Vec<f64> = (0..n).map(|i| 1.0 / (i as f64 + 1.7)).collect();
            let c: Vec<f64> = (0..n).map(|i| (i % 23) as f64 / 2.0 - 3.0).collect();
            let narrow: Vec<f32> = c.iter().map(|&x| x as f32).collect();
            let (p, q) = dot2(&a, &b, &c);
            let (r, s) = dot2_narrow(&a, &b, &narrow);
            assert_eq!(
                (p.to_bits(), q.to_bits()),
                (r.to_bits(), s.to_bits()),
                "n = {n}"
            );
        }
    }
}
