//! The contest question answered the way the CLI prints it: the surreal sums' answer (§2.3),
//! cross-checked by the position analysis (§3.1) when its state space is small enough.

use super::{no_worse, no_worse_by_positions, sum_value, Tower};
use crate::Error;

/// Above this many states the position analysis is not run (the answer says so).
pub const MAX_POSITION_STATES: usize = 50_000_000;

/// Is `c1` no worse than `c2`, and did the position analysis confirm it?
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Comparison {
    /// `c1 >= c2` by the surreal sums.
    pub no_worse: bool,
    /// Whether the position analysis ran (and agreed: a disagreement is an error).
    pub cross_checked: bool,
}

/// Compares `c1` with `c2` both ways; an error only if the two methods disagree (a defect).
///
/// ```
/// use partisan::procrastination::{compare, Tower};
/// let c1: Vec<Tower> = ["W", "WB"].iter().map(|t| t.parse()).collect::<Result<_, _>>()?;
/// let c2: Vec<Tower> = ["B"].iter().map(|t| t.parse()).collect::<Result<_, _>>()?;
/// let answer = compare(&c1, &c2)?;
/// assert!(answer.no_worse && answer.cross_checked); // 1 + 1/2 >= -1
/// # Ok::<(), partisan::Error>(())
/// ```
pub fn compare(c1: &[Tower], c2: &[Tower]) -> Result<Comparison, Error> {
    let answer = no_worse(c1, c2);
    let small = states(c1).max(states(c2)) <= MAX_POSITION_STATES;
    if small {
        let by_positions = no_worse_by_positions(c1, c2);
        if by_positions != answer {
            return Err(Error::Internal(format!(
                "internal error: the position analysis says {by_positions}, the surreal sums {answer}"
            )));
        }
    }
    Ok(Comparison {
        no_worse: answer,
        cross_checked: small,
    })
}

/// A sub-position with its values: `W + WB + BBW = 1 + 1/2 - 3/2 = 0`.
pub fn describe(c: &[Tower]) -> String {
    let mut values = String::new();
    for (i, t) in c.iter().enumerate() {
        let v = t.value().to_string();
        values += &match (i, v.strip_prefix('-')) {
            (0, _) => v.clone(),
            (_, Some(minus)) => format!(" - {minus}"),
            (_, None) => format!(" + {v}"),
        };
    }
    let names: Vec<String> = c.iter().map(Tower::to_string).collect();
    format!("{} = {values} = {}", names.join(" + "), sum_value(c))
}

/// The position analysis's states for one side: the product of (height + 1), times the
/// depth the walk may reach.
fn states(c: &[Tower]) -> usize {
    let total: usize = c.iter().map(Tower::height).sum();
    c.iter()
        .map(|t| t.height() + 1)
        .try_fold(total + 2, usize::checked_mul)
        .unwrap_or(usize::MAX)
}
