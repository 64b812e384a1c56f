//! The nim sequence of an all-but subtraction game in time `O(|E| + G)` a heap: a heap of
//! `n` reaches every heap `m < n` except `n - k` for the excluded `k`, so a value is an
//! option exactly when it occurs among the heaps below more often than among those
//! excluded.

use verify::budget::Budget;

use crate::Error;

/// `G(0), ..., G(to)` of the all-but subtraction game excluding `excluded` (each `>= 1`).
///
/// ```
/// // All but 1: from a heap of n, any heap below n but n - 1.
/// let g = impartial::allbut::sequence(&[1], 8, &verify::budget::Budget::unlimited())?;
/// let plain = impartial::naive::sequence(&impartial::Rules::AllBut(vec![1]), 8, &verify::budget::Budget::unlimited())?;
/// assert_eq!(g, plain);
/// # Ok::<(), impartial::Error>(())
/// ```
pub fn sequence(excluded: &[usize], to: usize, budget: &Budget) -> Result<Vec<u32>, Error> {
    let mut meter = budget.meter();
    let mut g: Vec<u32> = Vec::new();
    g.try_reserve_exact(to + 1)
        .map_err(|_| Error::BadInput(format!("heap {to}: the sequence does not fit in memory")))?;
    // How many heaps below the next one have each value.
    let mut count: Vec<u64> = Vec::new();
    let mut barred: Vec<u32> = Vec::new();
    for n in 0..=to {
        meter.tick()?;
        barred.clear();
        barred.extend(excluded.iter().filter(|&&k| k <= n).map(|&k| g[n - k]));
        barred.sort_unstable();
        let present = |v: u32| {
            let all = count.get(v as usize).copied().unwrap_or(0);
            let out = barred.iter().filter(|&&b| b == v).count() as u64;
            all > out
        };
        let v = (0..).find(|&v| !present(v)).unwrap_or(0);
        g.push(v);
        if count.len() <= v as usize {
            count.resize(v as usize + 1, 0);
        }
        count[v as usize] += 1;
    }
    Ok(g)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{naive, Rules};

    #[test]
    fn the_counting_method_agrees_with_the_mex_over_every_move() {
        for excluded in [
            vec![1],
            vec![2],
            vec![1, 2],
            vec![2, 5, 7],
            vec![3, 4, 9, 10],
        ] {
            let budget = Budget::unlimited();
            let fast = sequence(&excluded, 400, &budget).unwrap();
            let plain = naive::sequence(&Rules::AllBut(excluded.clone()), 400, &budget).unwrap();
            assert_eq!(fast, plain, "{excluded:?}");
        }
    }
}
