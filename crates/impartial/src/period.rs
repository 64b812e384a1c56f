//! Periods of nim sequences, proved by the periodicity theorem.
//!
//! Guy and Smith (1956; Winning Ways ch. 4; Siegel, *Combinatorial Game Theory*, 2013,
//! §IV.2): in an octal game whose moves remove at most `t` tokens, if
//! `G(n + p) = G(n)` for every `n` with `e <= n < 2e + p + t`, then for every `n >= e`.
//! The proof carries over to moves that leave up to `j` heaps with the bound
//! `j e + (j - 1) p + t`: for `n` past it, every option of `n + p` has a heap of at least
//! `e + p`, and shrinking that heap by `p` is an option of `n` with the same value (and
//! back). Here `j = 2` for games that leave at most two heaps (subtraction games included)
//! and `j = 3` for hexadecimal games that split in three. Grundy's game is left out: there,
//! shrinking one heap of an unequal pair can make it equal (not a move), so the argument
//! fails and no period of it is claimed as proved. Nor is an all-but subtraction game's
//! (its moves remove unboundedly many tokens and its values grow): [`nim_sequence`]
//! proves its arithmetic period instead, in the `arithmetic` module.
//!
//! [`nim_sequence`]: super::nim_sequence

use serde::Serialize;

use crate::Rules;

/// A period of a nim sequence, proved from the values up to some heap.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Period {
    /// The least period `p`.
    pub period: usize,
    /// The least `e` with `G(n + p) = G(n)` for every `n >= e` (the last exceptional heap
    /// is `e - 1`).
    pub preperiod: usize,
    /// What a period adds to the values: `G(n + p) = G(n) + saltus` for every `n >= e`.
    /// 0 for a plain period; at least 1 for an arithmetic one (an all-but subtraction
    /// game's, or a hexadecimal game's).
    pub saltus: u32,
    /// The heap the check needed values up to (`j e + j p + t - 1` for the periodicity
    /// theorem).
    pub checked_to: usize,
}

/// The least period of `g` (values `G(0..=N)` of `rules`) that the periodicity theorem
/// proves from these values, with its preperiod; `None` when no period is proved by heap `N`
/// (or the theorem does not apply, as for Grundy's game).
///
/// ```
/// let kayles = impartial::Rules::parse("0.77")?;
/// let g = impartial::naive::sequence(&kayles, 250, &verify::budget::Budget::unlimited())?;
/// let p = impartial::period::prove(&kayles, &g).unwrap();
/// assert_eq!((p.period, p.preperiod), (12, 71));
/// assert!(impartial::period::prove(&kayles, &g[..150]).is_none()); // not far enough yet
/// # Ok::<(), impartial::Error>(())
/// ```
pub fn prove(rules: &Rules, g: &[u32]) -> Option<Period> {
    if matches!(rules, Rules::Grundy | Rules::AllBut(_)) || g.is_empty() {
        return None;
    }
    let (j, t, last) = (rules.max_parts().max(2), rules.max_removed(), g.len() - 1);
    // A shift `s` matching from `e` on but too late to prove: a multiple `q` of it with
    // `e - 1 + q` in the data mismatches at `e - 1` too (`g[e-1+q] = g[e-1+s] != g[e-1]`),
    // so its run starts no earlier and its bound is higher. It is not tried.
    let mut short: Vec<(usize, usize)> = Vec::new();
    for p in 1..=last / j {
        if short.iter().any(|&(s, e)| p % s == 0 && e + p <= last) {
            continue;
        }
        let e = preperiod(g, p, 0);
        let checked_to = j * e + j * p + t - 1;
        if checked_to <= last {
            return Some(Period {
                period: p,
                preperiod: e,
                saltus: 0,
                checked_to,
            });
        }
        // Kept only when the run holds a whole period, so that the list stays short.
        if e + 2 * p <= g.len() {
            short.push((p, e));
        }
    }
    None
}

/// The least `e` with `g[n + p] = g[n] + s` for every `n >= e` the data holds (`s = 0`
/// for a plain period, the saltus for an arithmetic one).
pub(crate) fn preperiod(g: &[u32], p: usize, s: u32) -> usize {
    let mut e = g.len() - p;
    while e > 0 && u64::from(g[e - 1 + p]) == u64::from(g[e - 1]) + u64::from(s) {
        e -= 1;
    }
    e
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sequence_shorter_than_the_bound_proves_nothing() {
        let nim = Rules::parse("0.333").unwrap(); // G(n) = n mod 4 for S(1,2,3)
        let g: Vec<u32> = (0..40).map(|n| n % 4).collect();
        let p = prove(&nim, &g).unwrap();
        assert_eq!((p.period, p.preperiod), (4, 0));
        // 2e + 2p + t - 1 = 0 + 8 + 3 - 1 = 10: eleven values are enough, ten are not.
        assert!(prove(&nim, &g[..11]).is_some());
        assert!(prove(&nim, &g[..10]).is_none());
    }

    #[test]
    fn a_late_exception_moves_the_preperiod() {
        let nim = Rules::parse("0.333").unwrap();
        let mut g: Vec<u32> = (0..100).map(|n| n % 4).collect();
        g[20] = 7;
        let p = prove(&nim, &g).unwrap();
        assert_eq!((p.period, p.preperiod), (4, 21));
    }
}
