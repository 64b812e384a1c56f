//! How many games a race may need (seed 003 §1.5.2): the sizes behind ILEBR's `n_max`,
//! `t_max` and `t_min`, for any `epsilon` and `delta`.
//!
//! Each figure solves "the radius at the last test equals `epsilon`" for the number of
//! tests `n`, with every test at level `delta / n` (§1.4.1) and the last test after `t`
//! games, where `t = n` (a test after every game) or `t = n^2` (tests at square numbers):
//! - Hoeffding, `t = n` (eq. 1.1): `epsilon = sqrt(ln(2 n / delta) / (2 n))`;
//! - Hoeffding, `t = n^2` (eq. 1.3): `epsilon = sqrt(ln(2 n / delta) / (2 n^2))`,
//!   `t_max = ceil(n)^2`;
//! - Bernstein with a variance bound `v` (eq. 1.2, 1.4):
//!   `epsilon = sqrt(v) sqrt(2 ln(3 n / delta) / t) + 3 ln(3 n / delta) / t`. The seed takes
//!   `v = 1/2`; an outcome in `[0, 1]` has variance at most `1/4` (reached by a fair coin),
//!   so `v = 1/4` is the right bound and gives the smaller, corrected figures;
//! - `t_min` (before eq. 1.5): with zero empirical variance the Bernstein radius is
//!   `3 ln(3 n_max / delta) / t`; a bound can cross 1/2 only once this is below 1/2, so no
//!   test before `t_min = ceil(sqrt(6 ln(3 n_max / delta)))^2` games can decide.
//!
//! The corrected Bernstein figures for `epsilon = 0.01`, `delta = 0.05`: an outcome
//! `X` in `[0, 1]` has `Var X = E[X^2] - mu^2 <= E[X] - mu^2 = mu (1 - mu) <= 1/4`, with
//! equality for a fair coin, so the empirical standard deviation in Lemma 1.13 is at most
//! 1/2 and the worst case radius after `t` games at level `delta / n` is
//! `(1/2) sqrt(2 ln(3 n / delta) / t) + 3 ln(3 n / delta) / t`. Setting it to `epsilon`:
//! a test after every game (`t = n`) needs `n_max = 86329` (the seed's 170986 is the same
//! equation with `sqrt(1/2)` in place of `1/2`), and tests at squares need `n = 231` tests,
//! `t_max = 231^2 = 53361` games (the seed: `324^2 = 104976`). Both are still above the
//! Hoeffding figures (74540 and 45369): Bernstein pays `ln(3 n / delta)` where Hoeffding pays
//! `ln(2 n / delta)`, plus the `3 ln / t` term, and wins only when the variance is small.
//!
//! - Skipping those first tests (eq. 1.5): test `k` after `(k + s)^2` games,
//!   `s = floor(n_min)` (7 for the seed's figures), and `epsilon = sqrt(ln(2 n / delta) / (2 (n + s)^2))`.

use serde::Serialize;

/// Why sizes cannot be computed.
#[derive(Clone, Debug, PartialEq)]
pub struct BadParameters(pub String);

impl std::fmt::Display for BadParameters {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for BadParameters {}

/// Checks `0 < epsilon < 1/2` and `0 < delta < 1/2`.
pub fn check_parameters(epsilon: f64, delta: f64) -> Result<(), BadParameters> {
    if !(epsilon > 0.0 && epsilon < 0.5) {
        return Err(BadParameters(format!(
            "epsilon = {epsilon} must be in (0, 1/2)"
        )));
    }
    if !(delta > 0.0 && delta < 0.5) {
        return Err(BadParameters(format!(
            "delta = {delta} must be in (0, 1/2)"
        )));
    }
    Ok(())
}

/// One named figure: the real root `n` and the whole number of games it implies.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Figure {
    /// Says which bound and which schedule, e.g. `hoeffding_every_game_n_max`.
    pub name: &'static str,
    /// The real solution of the defining equation (infinite past 1e300).
    pub root: f64,
    /// The figure itself (games); `None` when it is past `u64::MAX` (about 1.8e19).
    pub games: Option<u64>,
}

/// Every figure of §1.5.2 for one `(epsilon, delta)`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SampleSizes {
    /// Precision.
    pub epsilon: f64,
    /// Error probability.
    pub delta: f64,
    /// The figures, in the order of the seed.
    pub figures: Vec<Figure>,
}

impl SampleSizes {
    /// The figure named `name` (`None` also when it is past `u64::MAX`).
    pub fn get(&self, name: &str) -> Option<u64> {
        self.figures
            .iter()
            .find(|f| f.name == name)
            .and_then(|f| f.games)
    }
}

/// `[Float]` The root of a decreasing `radius(n) = epsilon` for `n >= 1`, by bisection to
/// relative precision 1e-13 in a bracket widened a thousandfold at a time until it holds
/// the root; `f64::INFINITY` when even `n = 1e300` is not enough, so no figure is ever the
/// edge of a bracket.
fn root(epsilon: f64, radius: impl Fn(f64) -> f64) -> f64 {
    let mut hi = 1e3f64;
    while radius(hi) > epsilon {
        if hi >= 1e300 {
            return f64::INFINITY;
        }
        hi *= 1e3;
    }
    let mut lo = (hi / 1e3).max(1.0);
    if radius(lo) <= epsilon {
        return lo;
    }
    for _ in 0..200 {
        let mid = if hi / lo > 2.0 {
            (lo * hi).sqrt()
        } else {
            (lo + hi) / 2.0
        };
        if radius(mid) > epsilon {
            lo = mid;
        } else {
            hi = mid;
        }
        if (hi - lo) / hi < 1e-13 {
            break;
        }
    }
    hi
}

/// `ceil(x)` as a whole number of games, `None` past `u64::MAX`.
fn whole(x: f64) -> Option<u64> {
    let c = x.ceil();
    (c.is_finite() && c < u64::MAX as f64).then_some(c as u64)
}

/// Hoeffding, a test after every game (eq. 1.1): `n_max`.
pub fn hoeffding_every_game(epsilon: f64, delta: f64) -> f64 {
    root(epsilon, |n| ((2.0 * n / delta).ln() / (2.0 * n)).sqrt())
}

/// Hoeffding, tests after `n^2` games (eq. 1.3): the number of tests `n_max`.
pub fn hoeffding_squares(epsilon: f64, delta: f64) -> f64 {
    root(epsilon, |n| ((2.0 * n / delta).ln() / (2.0 * n * n)).sqrt())
}

/// Bernstein with variance at most `variance`, tests after `t(n)` games: `n_max`.
pub fn bernstein(epsilon: f64, delta: f64, variance: f64, squares: bool) -> f64 {
    root(epsilon, |n| {
        let t = if squares { n * n } else { n };
        let l = (3.0 * n / delta).ln();
        variance.sqrt() * (2.0 * l / t).sqrt() + 3.0 * l / t
    })
}

/// The real `n_min` with `3 ln(3 n_max / delta) / n_min^2 = 1/2` (zero variance, `t = n^2`).
pub fn bernstein_n_min(delta: f64, n_max_tests: u64) -> f64 {
    (6.0 * (3.0 * n_max_tests as f64 / delta).ln()).sqrt()
}

/// Hoeffding, tests after `(k + skip)^2` games (eq. 1.5): the number of tests.
pub fn hoeffding_squares_skipping(epsilon: f64, delta: f64, skip: u64) -> f64 {
    let s = skip as f64;
    root(epsilon, |n| {
        ((2.0 * n / delta).ln() / (2.0 * (n + s).powi(2))).sqrt()
    })
}

/// `[Float]` All the figures of §1.5.2 (the seed's: `epsilon = 0.01`, `delta = 0.05` give
/// 74540, 45369 and 64).
///
/// # Example
/// ```
/// let sizes = racing::sample_sizes(0.01, 0.05)?;
/// assert_eq!(sizes.get("hoeffding_every_game_n_max"), Some(74540));
/// assert_eq!(sizes.get("hoeffding_squares_t_max"), Some(45369));
/// assert_eq!(sizes.get("bernstein_squares_t_min"), Some(64));
/// # Ok::<(), racing::BadParameters>(())
/// ```
pub fn sample_sizes(epsilon: f64, delta: f64) -> Result<SampleSizes, BadParameters> {
    check_parameters(epsilon, delta)?;
    let squared = |x: f64, skip: u64| whole(x)?.checked_add(skip)?.checked_pow(2);
    let every = hoeffding_every_game(epsilon, delta);
    let squares = hoeffding_squares(epsilon, delta);
    let n_min = bernstein_n_min(delta, whole(squares).unwrap_or(u64::MAX));
    let skip = n_min.floor() as u64;
    let skipping = hoeffding_squares_skipping(epsilon, delta, skip);
    let b_every = bernstein(epsilon, delta, 0.25, false);
    let b_squares = bernstein(epsilon, delta, 0.25, true);
    let seed_every = bernstein(epsilon, delta, 0.5, false);
    let seed_squares = bernstein(epsilon, delta, 0.5, true);
    let fig = |name, root: f64, games| Figure { name, root, games };
    Ok(SampleSizes {
        epsilon,
        delta,
        figures: vec![
            fig("hoeffding_every_game_n_max", every, whole(every)),
            fig("hoeffding_squares_n_max", squares, whole(squares)),
            fig("hoeffding_squares_t_max", squares, squared(squares, 0)),
            fig("bernstein_squares_n_min", n_min, whole(n_min)),
            fig("bernstein_squares_t_min", n_min, squared(n_min, 0)),
            fig(
                "hoeffding_squares_skipping_t_max",
                skipping,
                squared(skipping, skip),
            ),
            fig("bernstein_every_game_n_max", b_every, whole(b_every)),
            fig("bernstein_squares_t_max", b_squares, squared(b_squares, 0)),
            fig(
                "bernstein_every_game_n_max_seed_variance_half",
                seed_every,
                whole(seed_every),
            ),
            fig(
                "bernstein_squares_t_max_seed_variance_half",
                seed_squares,
                squared(seed_squares, 0),
            ),
        ],
    })
}
