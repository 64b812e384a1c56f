//! Arithmetic periods of all-but subtraction games, proved from their values.
//!
//! In the all-but subtraction game excluding a finite set `E` (largest element `m`), a heap
//! of `n` reaches every heap below `n - m` and the heaps `n - k` for `k <= m` outside `E`.
//! A. Siegel (*Finite excluded subtraction sets and infinite modular games*, MSc thesis,
//! Dalhousie, 2005) proved every such sequence ultimately arithmetic-periodic:
//! `G(n + p) = G(n) + s` for every `n >= e`, with saltus `s >= 1`; purely so (`e = 0`) when
//! `|E| <= 2`, and Sleator and Slusky (arXiv:1201.3299) when `|E| = 3`.
//!
//! The check here is an induction on `N` in the manner of Guy and Smith's theorem. Write
//! `S(x)` for the values of heaps `0..=x`, `M` for the largest value in `S(e + p - 1)` and
//! `B(N)` for the values of heaps `e..=N - m - 1`. Suppose, for some `N0 >= e + m` that the
//! data covers (`N0 + p - 1 <= N`):
//!
//! 1. `G(n + p) = G(n) + s` for every `e <= n < N0`;
//! 2. every value below `s` is in `S(e + p - 1)`;
//! 3. every `v` in `S(e - 1)` has `v + s` in `S(e + p - 1)` or `v` in `B(N0)`;
//! 4. `G(n) + s > M` for `N0 <= n < N0 + p`.
//!
//! Then `G(n + p) = G(n) + s` for every `n >= e`. For if it holds below some `N >= N0`, the
//! options of `N + p` have the values `S(e + p - 1)` together with `s` more than each value
//! in `B(N)` and each `G(N - k)`, `k <= m` outside `E`; those of `N` are `S(e - 1)`, `B(N)`
//! and the same `G(N - k)`. So every value below `G(N) + s` is an option of `N + p` (by 2
//! below `s`, by 3 for the values of `S(e - 1)` shifted by `s`), and `G(N) + s` is not: not
//! shifted (`G(N)` is no option of `N`), and not in `S(e + p - 1)` by 4, which for `N` past
//! `N0 + p` follows from `G(N) = G(N - p) + s`.

use crate::period::{preperiod, Period};

/// The least arithmetic period of `g` (values `G(0..=N)` of the all-but subtraction game
/// excluding `excluded`) that the induction above proves, with its preperiod and saltus;
/// `None` when none is proved by heap `N`.
///
/// ```
/// use verify::budget::Budget;
/// // All but 1: G(n) = n / 2 (rounded down), so G(n + 2) = G(n) + 1 from heap 0.
/// let g = impartial::allbut::sequence(&[1], 40, &Budget::unlimited())?;
/// let p = impartial::arithmetic::prove(&[1], &g).unwrap();
/// assert_eq!((p.period, p.preperiod, p.saltus), (2, 0, 1));
/// # Ok::<(), impartial::Error>(())
/// ```
pub fn prove(excluded: &[usize], g: &[u32]) -> Option<Period> {
    let m = excluded.iter().copied().max().unwrap_or(0);
    let last = g.len().checked_sub(1)?;
    for p in 1..=last {
        let Some(saltus) = g[last].checked_sub(g[last - p]).filter(|&s| s > 0) else {
            continue;
        };
        let e = preperiod(g, p, saltus);
        let Some(checked_to) = first_proof(g, (p, saltus, e), m) else {
            continue;
        };
        return least(g, (p, saltus, e), checked_to);
    }
    None
}

/// The period `p` with saltus `s` from heap `e`, proved with values up to `checked_to`, as
/// the least period: a smaller true period divides `p` and holds from the same preperiod,
/// so unless the data shows each one failing past `e`, nothing is claimed.
pub(crate) fn least(
    g: &[u32],
    (p, s, e): (usize, u32, usize),
    checked_to: usize,
) -> Option<Period> {
    let mut seen_to = checked_to;
    for q in (1..p).filter(|&q| p.is_multiple_of(q) && (s as usize * q).is_multiple_of(p)) {
        let shift = u64::from(s) * q as u64 / p as u64;
        let fails = |n: &usize| u64::from(g[n + q]) != u64::from(g[*n]) + shift;
        match (e..g.len() - q).find(fails) {
            Some(n) => seen_to = seen_to.max(n + q),
            None => return None,
        }
    }
    Some(Period {
        period: p,
        preperiod: e,
        saltus: s,
        checked_to: seen_to,
    })
}

/// The last heap of the least `N0 + p - 1` whose conditions 1 to 4 hold, if the data has one.
fn first_proof(g: &[u32], (p, s, e): (usize, u32, usize), m: usize) -> Option<usize> {
    if e + m + p > g.len() {
        return None;
    }
    let window = &g[..e + p];
    let low: std::collections::BTreeSet<u32> = window.iter().copied().filter(|&v| v < s).collect();
    if low.len() != s as usize {
        return None;
    }
    let values: std::collections::HashSet<u64> = window.iter().map(|&v| u64::from(v)).collect();
    let s = u64::from(s);
    // Condition 3: the first heap past `e` that shows each value `v` of `S(e - 1)` whose
    // shift `v + s` is not in the window; `N0` must be past it by `m`.
    let mut n0 = e + m;
    for &v in &g[..e] {
        if !values.contains(&(u64::from(v) + s)) {
            let at = (e..g.len()).find(|&j| g[j] == v)?;
            n0 = n0.max(at + m + 1);
        }
    }
    // Condition 4: `p` heaps in a row from `N0` on worth more than `M - s`.
    let top = values.iter().copied().max().unwrap_or(0);
    let mut run = 0;
    for (n, &v) in g.iter().enumerate().skip(e + m) {
        run = if u64::from(v) + s > top { run + 1 } else { 0 };
        if run >= p && n + 1 - p >= n0 {
            return Some(n);
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{allbut, naive, Rules};
    use verify::budget::Budget;

    /// Every excluded set of `size` numbers from `1..=top`.
    fn sets(size: usize, top: usize) -> Vec<Vec<usize>> {
        (0u32..1 << top)
            .filter(|m| m.count_ones() as usize == size)
            .map(|m| (1..=top).filter(|k| m & 1 << (k - 1) != 0).collect())
            .collect()
    }

    /// Proved from the values up to `checked_to` alone, and then true of the values the
    /// plain mex rule gives far past it.
    fn proved_and_confirmed(excluded: &[usize]) -> Period {
        let budget = Budget::unlimited();
        let g = allbut::sequence(excluded, 400, &budget).unwrap();
        let p = prove(excluded, &g).unwrap_or_else(|| panic!("{excluded:?}: nothing proved"));
        assert_eq!(
            prove(excluded, &g[..=p.checked_to]),
            Some(p),
            "{excluded:?}"
        );
        let far = p.checked_to * 3 + 200;
        let plain = naive::sequence(&Rules::AllBut(excluded.to_vec()), far, &budget).unwrap();
        for n in p.preperiod..=far - p.period {
            assert_eq!(
                plain[n + p.period],
                plain[n] + p.saltus,
                "{excluded:?} at {n}"
            );
        }
        p
    }

    #[test]
    fn all_but_one_is_half_the_heap() {
        let g: Vec<u32> = (0..30).map(|n| n / 2).collect();
        let p = prove(&[1], &g).unwrap();
        assert_eq!((p.period, p.preperiod, p.saltus), (2, 0, 1));
        // Nim itself (nothing excluded): G(n) = n.
        let nim: Vec<u32> = (0..4).collect();
        let p = prove(&[], &nim).unwrap();
        assert_eq!((p.period, p.preperiod, p.saltus), (1, 0, 1));
    }

    #[test]
    fn one_two_or_three_excluded_are_purely_arithmetic_periodic() {
        // A. Siegel (2005) for one or two excluded numbers; Sleator and Slusky
        // (arXiv:1201.3299) for three.
        for size in 1..=3 {
            for excluded in sets(size, 7) {
                let p = proved_and_confirmed(&excluded);
                assert_eq!(p.preperiod, 0, "{excluded:?}");
            }
        }
    }

    #[test]
    fn four_excluded_are_proved_and_some_have_exceptions() {
        // Sleator and Slusky: with four or more excluded numbers a sequence need not be
        // purely arithmetic-periodic.
        let late = sets(4, 7)
            .iter()
            .filter(|e| proved_and_confirmed(e).preperiod > 0)
            .count();
        assert!(late > 0);
    }
}
