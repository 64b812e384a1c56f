//! When the quotient of heaps up to `n` is the quotient of the whole game.
//!
//! Say the heap map `h -> q(h)` of a candidate repeats with period `p` from heap `e` on.
//! Extend it to every heap by that period. A heap's part in the check (see
//! [`check`](super::check)) is its element and the set `Ω(h)` of elements its moves
//! leave. Every option of a heap `h` past `t` is `m = h - k` tokens (`k <= t` removed) left
//! as one heap or split in two; single heaps repeat from `e`, and the products
//! `q(a) q(m - a)` over the splits of `m` repeat in `m` from `2e + 2p - 1` (a part below
//! `e` leaves the other past `e`; two parts past `e` can be moved by `p` within a range of
//! `2p` values, room for every residue twice, so an unequal pair stays unequal as Grundy's
//! game needs). So `Ω(h + p) = Ω(h)` for `h >= H = t + 2e + 2p - 1`, every heap past
//! `H + p` plays the part of the heap a multiple of `p` below it in `[H, H + p)`, and
//! checking heaps `1 .. H + p` checks every heap. A check that passes proves the extended
//! map right on every position of the game. Moves that leave three heaps and all-but
//! subtraction games (unboundedly many tokens removed) are left out.

use crate::Rules;

/// A period of the heap map `q[1..]`: `(e, p)` with `q[h + p] = q[h]` for `e <= h` in the
/// data, the least `p` that shows two whole periods, and its least `e`.
pub fn period(q: &[u32]) -> Option<(usize, usize)> {
    let n = q.len() - 1;
    (1..=n / 2).find_map(|p| {
        let e = (1..=n - p)
            .rev()
            .find(|&h| q[h + p] != q[h])
            .map_or(1, |h| h + 1);
        (n + 1 >= e + 2 * p).then_some((e, p))
    })
}

/// The heaps `0..H + p` and the heap `1..=n` each plays the part of, or `None` when the
/// rules are out of the argument's reach.
pub fn types(rules: &Rules, n: usize, e: usize, p: usize) -> Option<Vec<usize>> {
    if rules.max_parts() > 2 || matches!(rules, Rules::AllBut(_)) {
        return None;
    }
    let end = rules.max_removed() + 2 * e + 3 * p - 1;
    Some((0..end.max(n + 1)).map(|h| acts_as(h, n, p)).collect())
}

/// The heap `1..=n` that heap `h` stands for when the heap map repeats with period `p`:
/// `h` itself, or the heap a multiple of `p` below it.
pub fn acts_as(h: usize, n: usize, p: usize) -> usize {
    match h <= n {
        true => h,
        false => h - p * (h - n).div_ceil(p),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_period_shows_twice() {
        // heaps 1..=9: 5 6 7 8 7 8 7 8 7 -> period 2 from heap 3, shown twice by heap 6.
        let q = [0, 5, 6, 7, 8, 7, 8, 7, 8, 7];
        assert_eq!(period(&q), Some((3, 2)));
        assert_eq!(period(&q[..7]), Some((3, 2)));
        assert_eq!(period(&q[..6]), None);
    }

    #[test]
    fn heaps_past_the_data_play_the_part_of_one_a_period_earlier() {
        let kayles = Rules::parse("0.77").unwrap();
        let t = types(&kayles, 9, 3, 2).unwrap();
        assert_eq!(t.len(), 2 + 6 + 6 - 1);
        assert_eq!(&t[8..], [8, 9, 8, 9, 8]);
        assert!(types(&Rules::parse("allbut(1)").unwrap(), 9, 3, 2).is_none());
    }
}
