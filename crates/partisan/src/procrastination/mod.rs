//! Procrastination (seed 002 §2.3 and §3.1; MIT Programming Contest 2005, POJ 2931): towers
//! of white (Left) and black (Right) cubes; a move takes a cube of one's colour and every
//! cube above it; who cannot move loses. One tower is a Blue-Red Hackenbush string.
//!
//! The contest question: is sub-position `C1` (three towers) no worse than `C2`, i.e. for
//! every fourth tower `T`, whenever Left wins `(C2, T)` whoever starts, Left wins `(C1, T)`
//! too? Two independent answers: [`no_worse`] compares surreal sums (§2.3), and
//! [`no_worse_by_positions`] runs the seed's position analysis (§3.1).

mod compare;
mod positions;
mod tower;

pub use compare::{compare, describe, Comparison, MAX_POSITION_STATES};
pub use positions::no_worse_by_positions;
pub use tower::{Colour, Tower};

use crate::Surreal;

/// `[Exact]` The value of a sub-position: the sum of its towers' values (§2.2 theorem 8).
pub fn sum_value(towers: &[Tower]) -> Surreal {
    towers
        .iter()
        .fold(Surreal::zero(), |acc, t| &acc + &t.value())
}

/// `[Exact]` Is `c1` no worse than `c2` for every fourth tower? By §2.3: exactly when
/// `sum(c1) >= sum(c2)`. O(total height).
///
/// # Example
/// ```
/// use partisan::procrastination::{no_worse, Tower};
/// let c1: Vec<Tower> = ["W", "WB", "BBW"].iter().map(|t| t.parse()).collect::<Result<_, _>>()?;
/// let c2: Vec<Tower> = ["B", "WW", "BW"].iter().map(|t| t.parse()).collect::<Result<_, _>>()?;
/// assert!(!no_worse(&c1, &c2));   // 1 + 1/2 - 3/2 = 0 < 1/2 = -1 + 2 - 1/2
/// # Ok::<(), partisan::Error>(())
/// ```
pub fn no_worse(c1: &[Tower], c2: &[Tower]) -> bool {
    sum_value(c1) >= sum_value(c2)
}
