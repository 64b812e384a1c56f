//! Prototype: random value order with restarts (issue 46, item 5).

use std::sync::atomic::AtomicBool;

use super::{Order, Searcher, Shared};
use crate::Puzzle;

/// The Luby sequence 1, 1, 2, 1, 1, 2, 4, ... (`i` from 1).
pub(super) fn luby(i: u64) -> u64 {
    let mut k = 1;
    while (1u64 << k) - 1 < i {
        k += 1;
    }
    if (1u64 << k) - 1 == i {
        1 << (k - 1)
    } else {
        luby(i - (1 << (k - 1)) + 1)
    }
}

/// Nodes until the first solution, restarting with a fresh random value order after
/// `unit * luby(i)` nodes (`unit` None: one run, never restarted; `shuffle` false: the
/// table's order); None past `cap` nodes.
pub(super) fn nodes_to_first(
    puzzle: &Puzzle,
    unit: Option<u64>,
    shuffle: bool,
    seed: u64,
    cap: u64,
) -> Option<u64> {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut total = 0;
    for i in 1.. {
        let mut shared = Shared::new(puzzle, Order::ShortSide);
        if shuffle {
            shared.table.shuffle(&mut rng);
        }
        let mut s = Searcher::new(&shared);
        s.budget = unit.map_or(cap, |u| (u * luby(i)).min(cap));
        let fixed = s.fix_corner(puzzle);
        let run = s.run(fixed, None, &AtomicBool::new(false), false);
        total += run.nodes;
        if run.solution.is_some() {
            return Some(total);
        }
        if run.exhausted || total >= cap {
            return None;
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Colours, Recipe};
    use rayon::prelude::*;

    #[test]
    fn luby_opens_as_it_should() {
        let seq: Vec<u64> = (1..=15).map(luby).collect();
        assert_eq!(seq, [1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]);
    }

    #[test]
    #[ignore]
    fn restart_study() {
        let seeds: u64 = std::env::var("BOARDS").map_or(20, |s| s.parse().unwrap());
        let runs: u64 = std::env::var("RUNS").map_or(5, |s| s.parse().unwrap());
        let cap = 20_000_000_000;
        let configs: Vec<(&str, Option<u64>, bool)> = vec![
            ("in order", None, false),
            ("random order", None, true),
            ("luby 2^23", Some(1 << 23), true),
            ("luby 2^26", Some(1 << 26), true),
        ];
        for seed in 1..=seeds {
            let recipe = Recipe {
                rows: 7,
                cols: 7,
                frame: 4,
                inner: 6,
                seed,
                hints: 0,
                colours: Colours::Balanced,
            };
            let (puzzle, _) = recipe.generate().unwrap();
            let mut line = format!("seed {seed}:");
            for &(name, unit, shuffle) in &configs {
                let n = if shuffle { runs } else { 1 };
                let mut got: Vec<f64> = (0..n)
                    .into_par_iter()
                    .map(|r| {
                        nodes_to_first(&puzzle, unit, shuffle, 1000 * seed + r, cap)
                            .map_or(f64::INFINITY, |x| x as f64)
                    })
                    .collect();
                got.sort_by(f64::total_cmp);
                let mean = got.iter().sum::<f64>() / got.len() as f64;
                line += &format!(
                    " | {name}: median {:.3e} mean {:.3e}",
                    got[got.len() / 2],
                    mean
                );
            }
            println!("{line}");
        }
    }
}
