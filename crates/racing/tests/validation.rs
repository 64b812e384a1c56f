//! The Monte Carlo validation and BestSeed selection on small, known cases.

use racing::{best_seeds, validate, Algorithm, RaceConfig, Rng};

#[test]
fn measured_error_rates_stay_below_delta() {
    let config = RaceConfig::new(0.02, 0.05).unwrap();
    let algorithms = [Algorithm::IlebrStar2, Algorithm::BernsteinRace];
    let rows = validate(&algorithms, &[0.0, 0.05], 400, &config, 1, |_| {});
    assert_eq!(rows.len(), 4);
    for row in &rows {
        assert_eq!(row.races, 400);
        assert!(row.error_rate <= 0.05, "{row:?}");
        assert!(row.p95_games <= row.max_games && row.mean_games <= row.max_games as f64);
        assert_eq!(row.stops.iter().sum::<u64>(), 400);
        assert_eq!(row.wrong_winner_rate.is_some(), row.gap > 0.0);
    }
    // A 5-point gap is decided, mostly by a crossing, far sooner than a fair coin.
    assert!(rows[1].stops[0] > 300 && rows[1].mean_games < rows[0].mean_games / 2.0);
    assert_eq!(
        rows,
        validate(&algorithms, &[0.0, 0.05], 400, &config, 1, |_| {})
    );
}

#[test]
fn best_seeds_keeps_the_strongest_policies() {
    // Seed s is a policy that beats the reference with probability 0.3 + 0.05 s.
    let seeds: Vec<u64> = (0..8).collect();
    let config = RaceConfig::new(0.01, 0.05).unwrap();
    let selection = best_seeds(&seeds, 2, Algorithm::Ilebr2, &config, |s| {
        let mut rng = Rng::new(1000 + s);
        move || {
            if rng.bernoulli(0.3 + 0.05 * s as f64) {
                1.0
            } else {
                0.0
            }
        }
    });
    assert_eq!(selection.selected, vec![7, 6]);
    assert_eq!(selection.candidates.len(), 8);
    // True gain: mean of 0.65, 0.60 minus mean of all eight, 0.475: 0.15.
    assert!(
        (selection.apparent_gain() - 0.15).abs() < 0.01,
        "{}",
        selection.apparent_gain()
    );
}
