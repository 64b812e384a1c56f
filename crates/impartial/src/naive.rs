//! The nim sequence by the mex rule over every move: the reference the fast methods are
//! tested against, and the fallback of games that split a heap in three when their sets of
//! nim-sums would not fit in memory.

use verify::budget::Budget;

use crate::moves::for_each_move;
use crate::values::ValueSet;
use crate::{Error, Rules};

/// Heaps between calls of a slow sequence's progress callback.
pub const PROGRESS_EVERY: usize = 256;

/// `G(0), ..., G(to)` of `rules` by the mex rule (Sprague-Grundy), every move of every heap
/// visited: `O(to^2)` for a game that splits in two, `O(to^3)` in three. Stops with
/// [`Error::OutOfBudget`] when `budget` runs out.
///
/// ```
/// let kayles = impartial::Rules::parse("0.77")?;
/// let g = impartial::naive::sequence(&kayles, 12, &verify::budget::Budget::unlimited())?;
/// assert_eq!(g, [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4]);
/// # Ok::<(), impartial::Error>(())
/// ```
pub fn sequence(rules: &Rules, to: usize, budget: &Budget) -> Result<Vec<u32>, Error> {
    extend(rules, Vec::with_capacity(to + 1), (to, budget), &mut |_| {})
}

/// [`sequence`] going on from `g`, the values of heaps `0..g.len()`, `progress(n)` called
/// every [`PROGRESS_EVERY`] heaps.
pub fn extend(
    rules: &Rules,
    mut g: Vec<u32>,
    (to, budget): (usize, &Budget),
    progress: &mut dyn FnMut(usize),
) -> Result<Vec<u32>, Error> {
    let mut meter = budget.meter();
    let mut options = ValueSet::default();
    for n in g.len()..=to {
        if n % PROGRESS_EVERY == 0 {
            progress(n);
        }
        options.clear();
        let mut steps = Ok(());
        for_each_move(rules, n, |leaves| {
            options.insert(leaves.iter().fold(0, |x, &h| x ^ g[h]));
            if steps.is_ok() {
                steps = meter.tick();
            }
        });
        steps?;
        meter.tick()?;
        g.push(options.mex());
    }
    Ok(g)
}
