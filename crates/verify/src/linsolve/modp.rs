//! Arithmetic modulo a word-size prime: prime search and LU factorisation.

/// Deterministic Miller-Rabin for `n < 2^64` (bases from Jaeschke / Sinclair).
pub(crate) fn is_prime(n: u64) -> bool {
    if n < 2 {
        return false;
    }
    for p in [2u64, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37] {
        if n.is_multiple_of(p) {
            return n == p;
        }
    }
    let (mut d, mut s) = (n - 1, 0);
    while d.is_multiple_of(2) {
        d /= 2;
        s += 1;
    }
    [2u64, 325, 9375, 28178, 450775, 9780504, 1795265022]
        .iter()
        .all(|&a| {
            let a = a % n;
            if a == 0 {
                return true;
            }
            let mut x = pow_mod(a, d, n);
            if x == 1 || x == n - 1 {
                return true;
            }
            (1..s).any(|_| {
                x = mul_mod(x, x, n);
                x == n - 1
            })
        })
}

fn mul_mod(a: u64, b: u64, m: u64) -> u64 {
    ((a as u128 * b as u128) % m as u128) as u64
}

/// `base^exp mod m`.
pub(crate) fn pow_mod(mut base: u64, mut exp: u64, m: u64) -> u64 {
    let mut acc = 1 % m;
    base %= m;
    while exp > 0 {
        if exp & 1 == 1 {
            acc = mul_mod(acc, base, m);
        }
        base = mul_mod(base, base, m);
        exp >>= 1;
    }
    acc
}

/// The `count` largest primes below `2^31`: products of two residues fit in a `u64`.
pub(crate) fn primes_below_2_31(count: usize) -> Vec<u64> {
    (1u64 << 30..1u64 << 31)
        .rev()
        .filter(|&n| is_prime(n))
        .take(count)
        .collect()
}

/// `A = P^-1 L U` modulo a prime `p`, stored compactly; solves `A x = r (mod p)`.
pub(crate) struct LuModP {
    p: u64,
    n: usize,
    /// L below the diagonal (unit diagonal implied), U on and above it.
    lu: Vec<u64>,
    /// `perm[i]` = original row placed at position `i`.
    perm: Vec<usize>,
    /// Inverses of U's diagonal.
    inv_diag: Vec<u64>,
}

impl LuModP {
    /// Factorises `a` (row-major, `n x n`, residues in `[0, p)`); `None` when singular mod `p`.
    pub(crate) fn factor(mut lu: Vec<u64>, n: usize, p: u64) -> Option<Self> {
        let mut perm: Vec<usize> = (0..n).collect();
        let mut inv_diag = Vec::with_capacity(n);
        let barrett = Barrett::new(p);
        for k in 0..n {
            let pivot = (k..n).find(|&i| lu[i * n + k] != 0)?;
            if pivot != k {
                perm.swap(pivot, k);
                for j in 0..n {
                    lu.swap(pivot * n + j, k * n + j);
                }
            }
            let inv = pow_mod(lu[k * n + k], p - 2, p);
            inv_diag.push(inv);
            let (top, bottom) = lu.split_at_mut((k + 1) * n);
            let pivot_row = &top[k * n..];
            for row in bottom.chunks_exact_mut(n) {
                if row[k] == 0 {
                    continue;
                }
                let factor = row[k] * inv % p;
                row[k] = factor;
                let neg = p - factor;
                for j in k + 1..n {
                    row[j] = barrett.reduce(row[j] + neg * pivot_row[j]);
                }
            }
        }
        Some(LuModP {
            p,
            n,
            lu,
            perm,
            inv_diag,
        })
    }

    /// Solves `A x = r (mod p)` for a right-hand side of residues.
    pub(crate) fn solve(&self, r: &[u64]) -> Vec<u64> {
        let (n, p) = (self.n, self.p);
        let mut x: Vec<u64> = self.perm.iter().map(|&i| r[i]).collect();
        for i in 0..n {
            let row = &self.lu[i * n..i * n + i];
            let s = dot_mod(row, &x[..i], p);
            x[i] = (x[i] + p - s) % p;
        }
        for i in (0..n).rev() {
            let row = &self.lu[i * n + i + 1..(i + 1) * n];
            let s = dot_mod(row, &x[i + 1..], p);
            x[i] = (x[i] + p - s) % p * self.inv_diag[i] % p;
        }
        x
    }
}

/// Reduction modulo a prime below `2^31` by one multiplication instead of a division (the
/// elimination's inner loop: a `u64` division per entry was most of an exact solve's time).
struct Barrett {
    p: u64,
    /// `floor(2^64 / p)`.
    mu: u64,
}

impl Barrett {
    fn new(p: u64) -> Barrett {
        debug_assert!(p > 1 && p < 1 << 31);
        Barrett {
            p,
            mu: ((1u128 << 64) / u128::from(p)) as u64,
        }
    }

    /// `x mod p` for `x < 2^63`: the quotient estimate `floor(x mu / 2^64)` is short by at
    /// most 2, so at most two subtractions finish it.
    fn reduce(&self, x: u64) -> u64 {
        let q = ((u128::from(x) * u128::from(self.mu)) >> 64) as u64;
        let mut r = x - q * self.p;
        while r >= self.p {
            r -= self.p;
        }
        r
    }
}

/// `sum a_i b_i mod p` for residues below `2^31`, accumulated in a `u128`.
fn dot_mod(a: &[u64], b: &[u64], p: u64) -> u64 {
    let s: u128 = a.iter().zip(b).map(|(&x, &y)| (x * y) as u128).sum();
    (s % p as u128) as u64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_known_primes() {
        assert!(is_prime(2_147_483_647));
        assert!(!is_prime(2_147_483_649));
        assert_eq!(primes_below_2_31(2), vec![2_147_483_647, 2_147_483_629]);
    }

    /// Barrett's reduction agrees with `%` on the extremes and on a spread of values.
    #[test]
    fn barrett_reduces_like_the_remainder() {
        for p in primes_below_2_31(3)
            .into_iter()
            .chain([3, 65_537, (1 << 30) + 3])
        {
            let b = Barrett::new(p);
            let top = (p - 1) + (p - 1) * (p - 1);
            let mut x = 0x9e37_79b9_7f4a_7c15u64;
            for v in [0, 1, p - 1, p, p + 1, 2 * p, top, (1 << 63) - 1] {
                assert_eq!(b.reduce(v), v % p, "{v} mod {p}");
            }
            for _ in 0..10_000 {
                x = x.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                let v = x >> 1;
                assert_eq!(b.reduce(v), v % p, "{v} mod {p}");
            }
        }
    }

    #[test]
    fn lu_solves_mod_p() {
        let p = 2_147_483_647;
        // [[2, 1], [1, 3]] x = [3, 4]  =>  x = [1, 1]
        let lu = LuModP::factor(vec![2, 1, 1, 3], 2, p).unwrap();
        assert_eq!(lu.solve(&[3, 4]), vec![1, 1]);
        assert!(LuModP::factor(vec![1, 2, 2, 4], 2, p).is_none());
    }
}
