//! The races on coins of known bias: decisions, stops, limits, determinism.

use racing::{race, Algorithm, Bound, Decision, RaceConfig, Rng, Stop};

fn coin(seed: u64, p: f64) -> impl FnMut() -> f64 {
    let mut rng = Rng::new(seed);
    move || if rng.bernoulli(p) { 1.0 } else { 0.0 }
}

fn config() -> RaceConfig {
    RaceConfig::new(0.01, 0.05).unwrap()
}

#[test]
fn a_player_who_always_wins_is_found_after_t_min_games() {
    // Zero variance: the Bernstein radius 3 ln(3 n_max / delta) / t drops below 1/2 first
    // at t = 64 (= t_min), the first square after 56.7.
    let r = race(Algorithm::IlebrStar1, &config(), &mut || 1.0);
    assert_eq!(
        (r.decision, r.stop, r.games),
        (Decision::First, Stop::Crossed, 64)
    );
    // ILEBR* 2 tests first at (1 + 7)^2 = 64 games, and decides there.
    let r = race(Algorithm::IlebrStar2, &config(), &mut || 0.0);
    assert_eq!(
        (r.decision, r.stop, r.games, r.tests),
        (Decision::Second, Stop::Crossed, 64, 1)
    );
}

#[test]
fn limited_races_stop_at_their_maximum() {
    // A fair coin: the star races cannot cross 1/2 (with probability >= 1 - delta), and the
    // Bernstein radius at variance 1/4 is 0.0108 > epsilon at the last of 213 tests, so
    // ILEBR 2 and ILEBR* 1 use all 45369 games.
    for (alg, games) in [(Algorithm::Ilebr2, 45369), (Algorithm::IlebrStar1, 45369)] {
        let r = race(alg, &config(), &mut coin(3, 0.5));
        assert_eq!((r.stop, r.games), (Stop::Limit, games), "{alg:?}");
        assert_eq!(
            (r.decision, r.verdict_holds(0.5)),
            (Decision::Undecided, None)
        );
        assert!(r.lower <= 0.5 && 0.5 <= r.upper);
        assert!((r.estimate - 0.5).abs() < 0.01);
    }
    // ILEBR 1 tests after every game: the running intersection of 70,000 intervals gets
    // within 2 epsilon before its 74540 tests run out.
    let r = race(Algorithm::Ilebr1, &config(), &mut coin(3, 0.5));
    assert!(r.games <= 74540 && r.upper - r.lower <= 0.02, "{r:?}");
}

#[test]
fn unlimited_races_stop_when_precise() {
    for alg in [Algorithm::Lebr, Algorithm::BernsteinRace] {
        let r = race(alg, &config(), &mut coin(5, 0.5));
        assert_eq!(r.stop, Stop::Precise, "{alg:?}");
        assert!(r.upper - r.lower <= 0.02);
        assert!(r.lower <= 0.5 && 0.5 <= r.upper);
        // A fair coin against its mirror: no player is named, whatever side the estimate.
        assert_eq!(r.decision, Decision::NoDifference, "{alg:?}");
        assert_eq!(r.verdict_holds(0.5), Some(true));
    }
}

#[test]
fn clear_gaps_are_decided_early_by_the_star_races() {
    for alg in [
        Algorithm::IlebrStar1,
        Algorithm::IlebrStar2,
        Algorithm::BernsteinRace,
    ] {
        let r = race(alg, &config(), &mut coin(11, 0.4));
        assert_eq!(
            (r.decision, r.stop),
            (Decision::Second, Stop::Crossed),
            "{alg:?}"
        );
        assert!(r.games < 5000, "{alg:?}: {}", r.games);
    }
}

#[test]
fn races_are_deterministic_given_the_seed() {
    let run = || race(Algorithm::Lebr, &config(), &mut coin(42, 0.53));
    assert_eq!(run(), run());
}

#[test]
fn hoeffding_radius_races_too() {
    let mut c = config();
    c.bound = Bound::Hoeffding;
    let r = race(Algorithm::IlebrStar1, &c, &mut coin(9, 0.7));
    assert_eq!(r.decision, Decision::First);
    assert!(r.lower > 0.5);
}

#[test]
fn a_cap_stops_an_unlimited_race() {
    let mut c = config();
    c.max_games = Some(1000);
    let r = race(Algorithm::BernsteinRace, &c, &mut coin(1, 0.5));
    assert_eq!(r.stop, Stop::Cap);
    assert!(r.games <= 1000);
    // No game at all: nothing decided, only the interval [0, 1] claimed.
    c.max_games = Some(0);
    let r = race(Algorithm::Lebr, &c, &mut coin(1, 0.52));
    assert_eq!(
        (r.stop, r.decision, r.games),
        (Stop::Cap, Decision::Undecided, 0)
    );
    assert_eq!(
        (r.verdict_holds(0.52), r.interval_holds(0.52)),
        (None, true)
    );
}

/// A race's verdict against known coins: right when the interval holds the bias and the
/// named coin is the better one.
#[test]
fn verdicts_are_judged_against_the_true_mean() {
    let config = RaceConfig::new(0.02, 0.05).unwrap();
    for (p, seed) in [(0.6, 1), (0.4, 2)] {
        let mut rng = Rng::new(seed);
        let mut coin = || if rng.bernoulli(p) { 1.0 } else { 0.0 };
        let r = race(Algorithm::Lebr, &config, &mut coin);
        assert_eq!(r.verdict_holds(p), Some(true), "{p}: {r:?}");
        assert_eq!(
            r.verdict_holds(1.0 - p),
            Some(false),
            "the other coin is not the better one"
        );
    }
}
