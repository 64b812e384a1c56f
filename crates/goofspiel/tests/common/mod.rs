//! What several test files share.

use goofspiel::Hand;

/// Every set of `k` cards out of `1..=n`.
pub fn subsets(n: usize, k: u32) -> Vec<Hand> {
    (0..1u32 << n)
        .filter(|s| s.count_ones() == k)
        .map(|s| s as Hand)
        .collect()
}
