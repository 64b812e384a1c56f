//! A move drawn from an exact optimal mix, for `play`: each game's own draws (`--seed`).

use num_rational::BigRational;
use racing::Rng;
use verify::to_f64;

/// An item drawn from `mix` (exact probabilities summing to 1); the last item with a
/// positive probability when rounding leaves the draw just past the end.
pub fn draw<'a>(mix: impl IntoIterator<Item = (usize, &'a BigRational)>, rng: &mut Rng) -> usize {
    let mix: Vec<(usize, &BigRational)> = mix.into_iter().collect();
    let mut u = rng.next_f64();
    for (item, p) in &mix {
        u -= to_f64(p);
        if u < 0.0 {
            return *item;
        }
    }
    let mut held = mix.iter().rev().filter(|(_, p)| to_f64(p) > 0.0);
    held.next().map_or(mix[0].0, |(item, _)| *item)
}
