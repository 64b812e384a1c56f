//! The sample sizes of seed 003 §1.5.2.

use racing::{bounds, sample_sizes};

#[test]
fn seed_hoeffding_figures() {
    let s = sample_sizes(0.01, 0.05).unwrap();
    assert_eq!(s.get("hoeffding_every_game_n_max"), Some(74540));
    // The seed prints the root 74539.85.
    let root = s.figures[0].root;
    assert!((root - 74539.85).abs() < 0.01, "{root}");
    assert_eq!(s.get("hoeffding_squares_n_max"), Some(213));
    assert_eq!(s.get("hoeffding_squares_t_max"), Some(45369));
    // t_min: n_min = 7.53219 in the seed, so 8^2 games.
    assert_eq!(s.get("bernstein_squares_t_min"), Some(64));
    let n_min = s
        .figures
        .iter()
        .find(|f| f.name == "bernstein_squares_n_min")
        .unwrap()
        .root;
    assert!((n_min - 7.53219).abs() < 1e-4, "{n_min}");
    // Eq. 1.5: skipping the first 7 tests, root 205.289, still (206 + 7)^2 = 45369 games.
    assert_eq!(s.get("hoeffding_squares_skipping_t_max"), Some(45369));
    let skip_root = s
        .figures
        .iter()
        .find(|f| f.name == "hoeffding_squares_skipping_t_max")
        .unwrap()
        .root;
    assert!((skip_root - 205.289).abs() < 1e-3, "{skip_root}");
}

/// With the seed's variance bound 1/2 the formulas give the seed's figures back, which shows
/// the formulas are the seed's; with the right bound 1/4 they give the corrected figures.
#[test]
fn bernstein_figures_seed_and_corrected() {
    let s = sample_sizes(0.01, 0.05).unwrap();
    assert_eq!(
        s.get("bernstein_every_game_n_max_seed_variance_half"),
        Some(170986)
    );
    assert_eq!(
        s.get("bernstein_squares_t_max_seed_variance_half"),
        Some(104976)
    );
    let every = s.get("bernstein_every_game_n_max").unwrap();
    let squares = s.get("bernstein_squares_t_max").unwrap();
    // Corrected: smaller, and each is the first whole number of tests whose radius at
    // variance 1/4 is within epsilon (checked directly against the radius formula).
    assert!(every < 170986 && squares < 104976);
    let radius = |n: u64, t: u64| bounds::bernstein_radius(t, 0.5, 0.05 / n as f64);
    assert!(radius(every, every) <= 0.01 && radius(every - 1, every - 1) > 0.01);
    let n = (squares as f64).sqrt() as u64;
    assert_eq!(n * n, squares);
    assert!(radius(n, n * n) <= 0.01 && radius(n - 1, (n - 1).pow(2)) > 0.01);
    // The documented figures; a plain integer scan in Python gives the same two numbers.
    assert_eq!(
        (every, squares),
        (86329, 231 * 231),
        "the documented corrected figures"
    );
}

#[test]
fn hoeffding_n_max_is_the_first_whole_number_within_epsilon() {
    for (eps, delta) in [(0.01, 0.05), (0.02, 0.1), (0.005, 0.01), (0.05, 0.05)] {
        let s = sample_sizes(eps, delta).unwrap();
        let n = s.get("hoeffding_every_game_n_max").unwrap();
        let r = |n: u64| bounds::hoeffding_radius(n, delta / n as f64);
        assert!(r(n) <= eps && r(n - 1) > eps, "eps {eps} delta {delta}");
    }
}

#[test]
fn bad_parameters_are_errors() {
    for (eps, delta) in [
        (0.0, 0.05),
        (0.6, 0.05),
        (0.01, 0.0),
        (0.01, 0.7),
        (f64::NAN, 0.1),
    ] {
        assert!(sample_sizes(eps, delta).is_err(), "{eps} {delta}");
    }
}

proptest::proptest! {
    /// For any parameters, each `n_max` is the first whole number of tests whose radius at
    /// level `delta / n` is within epsilon (Hoeffding and corrected Bernstein, t = n).
    #[test]
    fn figures_are_first_whole_numbers(eps in 0.005f64..0.1, delta in 0.001f64..0.3) {
        let s = sample_sizes(eps, delta).unwrap();
        let h = |n: u64| bounds::hoeffding_radius(n, delta / n as f64);
        let n = s.get("hoeffding_every_game_n_max").unwrap();
        proptest::prop_assert!(h(n) <= eps * (1.0 + 1e-9) && h(n - 1) > eps);
        let b = |n: u64| bounds::bernstein_radius(n, 0.5, delta / n as f64);
        let m = s.get("bernstein_every_game_n_max").unwrap();
        proptest::prop_assert!(b(m) <= eps * (1.0 + 1e-9) && b(m - 1) > eps);
    }
}

/// Past the old bisection bracket (1e15) a figure is the equation's root, not the bracket's
/// edge; past u64 it is no number at all.
#[test]
fn tiny_epsilons_give_true_roots_or_none() {
    let (eps, delta) = (1e-7, 0.05);
    let s = sample_sizes(eps, delta).unwrap();
    let n = s.figures[0].root;
    let radius = ((2.0 * n / delta).ln() / (2.0 * n)).sqrt();
    assert!(
        n > 1e15 && (radius - eps).abs() < 1e-9 * eps,
        "{n}: {radius}"
    );
    assert_eq!(s.get("hoeffding_every_game_n_max"), Some(n.ceil() as u64));
    let s = sample_sizes(1e-10, delta).unwrap();
    assert_eq!(s.get("hoeffding_squares_t_max"), None, "about 1.2e21 games");
    assert!(s.get("hoeffding_squares_n_max").is_some());
}
