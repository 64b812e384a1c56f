//! Hands of cards as bit sets, and who wins a bid.

/// A set of cards as bits: bit `c - 1` for card `c`.
pub type Hand = u16;

/// The cards of a set, increasing.
pub(crate) fn cards(h: Hand) -> impl Iterator<Item = usize> {
    (0..16).filter(move |b| h >> b & 1 == 1).map(|b| b + 1)
}

/// `sgn(a - b)`: who wins a bid.
pub(crate) fn sign(a: usize, b: usize) -> i64 {
    (a as i64 - b as i64).signum()
}
