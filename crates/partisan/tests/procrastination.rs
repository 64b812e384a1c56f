//! Procrastination (seed 002 §2.3, §3.1): the O(n) tower value against the general game
//! engine, and the position analysis against surreal sums.

use partisan::procrastination::{no_worse, no_worse_by_positions, sum_value, Colour, Tower};
use partisan::{Error, Games};
use proptest::prelude::*;

fn tower(t: &str) -> Tower {
    t.parse().unwrap()
}

fn towers(list: &[&str]) -> Vec<Tower> {
    list.iter().map(|t| tower(t)).collect()
}

/// Every tower up to height 10 (2047 towers): the seed's O(n) value equals the canonical
/// form the general engine computes from the rules.
#[test]
fn tower_values_match_the_game_engine_up_to_height_10() {
    let mut games = Games::new();
    let mut checked = 0;
    for height in 0..=10u32 {
        for bits in 0..(1u32 << height) {
            let cubes = (0..height)
                .map(|i| {
                    if bits >> i & 1 == 1 {
                        Colour::Black
                    } else {
                        Colour::White
                    }
                })
                .collect();
            let t = Tower::new(cubes);
            let game = t.game(&mut games);
            assert_eq!(games.as_number(game), Some(&t.value()), "tower {t}");
            checked += 1;
        }
    }
    assert_eq!(checked, 2047);
}

/// The seed's worked values (§2.3): n white cubes = n, n white + one black = n - 1/2, n white
/// + two black = n - 1/2 - 1/4, then +-1/8.
#[test]
fn seed_tower_values() {
    for (t, v) in [
        ("", "0"),
        ("W", "1"),
        ("WW", "2"),
        ("BBB", "-3"),
        ("WWWB", "5/2"),
        ("WWWBB", "9/4"),
        ("WWWBBB", "17/8"),
        ("WWWBBW", "19/8"),
    ] {
        assert_eq!(tower(t).value().to_string(), v, "{t}");
    }
}

#[test]
fn the_seeds_three_tower_positions_compared() {
    let (c1, c2) = (towers(&["W", "WB", "BBW"]), towers(&["B", "WW", "BW"]));
    assert_eq!(sum_value(&c1).to_string(), "0");
    assert_eq!(sum_value(&c2).to_string(), "1/2");
    assert!(!no_worse(&c1, &c2) && !no_worse_by_positions(&c1, &c2));
    assert!(no_worse(&c2, &c1) && no_worse_by_positions(&c2, &c1));
}

#[test]
fn equal_sums_are_no_worse_both_ways() {
    // 1/2 + 1/2 = 1: {WB, WB, -} against {W, -, -}.
    let (c1, c2) = (towers(&["WB", "WB", "-"]), towers(&["W", "-", "-"]));
    assert!(no_worse_by_positions(&c1, &c2) && no_worse_by_positions(&c2, &c1));
    assert!(no_worse(&c1, &c2) && no_worse(&c2, &c1));
}

#[test]
fn bad_towers_are_one_line_errors() {
    let err = "WXB".parse::<Tower>().unwrap_err();
    assert!(matches!(err, Error::BadTower(_)));
    assert_eq!(err.to_string().lines().count(), 1);
    assert_eq!(tower("-").height(), 0);
    assert_eq!(tower("wbW").to_string(), "WBW");
}

fn arb_tower(max: usize) -> impl Strategy<Value = Tower> {
    prop::collection::vec(prop::bool::ANY, 0..=max).prop_map(|bits| {
        Tower::new(
            bits.into_iter()
                .map(|b| if b { Colour::White } else { Colour::Black })
                .collect(),
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// §3.1's position analysis and §2.3's surreal comparison give the same answer.
    #[test]
    fn position_analysis_agrees_with_surreal_sums(
        c1 in prop::collection::vec(arb_tower(6), 3),
        c2 in prop::collection::vec(arb_tower(6), 3),
    ) {
        prop_assert_eq!(no_worse_by_positions(&c1, &c2), no_worse(&c1, &c2));
        prop_assert_eq!(no_worse_by_positions(&c2, &c1), no_worse(&c2, &c1));
    }

    /// Near-ties: C2 is C1 with one tower changed by one cube on top, so sums differ by a
    /// tiny dyadic and the walk must go deep.
    #[test]
    fn near_ties_agree(c1 in prop::collection::vec(arb_tower(7), 3), white in prop::bool::ANY) {
        let mut c2 = c1.clone();
        let mut cubes = c2[0].cubes().to_vec();
        cubes.push(if white { Colour::White } else { Colour::Black });
        c2[0] = Tower::new(cubes);
        prop_assert_eq!(no_worse_by_positions(&c1, &c2), no_worse(&c1, &c2));
        prop_assert_eq!(no_worse_by_positions(&c2, &c1), no_worse(&c2, &c1));
    }
}
