//! The arena's answers that need no search come at once, whatever the size, and a search
//! past its budget ends in an error naming what ran out.

use partisan::rulesets::domineering::Domineering;
use partisan::rulesets::Position;
use partisan::{Games, MAX_NESTING};
use verify::budget::{Budget, Exhausted};

#[test]
fn a_nimber_of_any_size_has_atomic_weight_zero_at_once() {
    let mut g = Games::new();
    for n in ["*100000", "*65536", "*18446744073709551615"] {
        let star = g.parse(n).unwrap();
        let weight = g.within(&Budget::unlimited().with_work(1_000), |g| {
            g.atomic_weight(star)
        });
        let weight = weight.expect("no search").expect("all-small");
        assert_eq!(g.name(weight), "0", "{n}");
    }
}

#[test]
fn a_birthday_past_two_to_the_64_is_printed_as_it_is() {
    let mut g = Games::new();
    let x = g.parse("{100000000000000000000|0}").unwrap();
    assert_eq!(g.birthday(x).to_string(), "100000000000000000001");
    let n = g.parse("*18446744073709551615").unwrap();
    assert_eq!(g.birthday(n).to_string(), "18446744073709551615");
}

#[test]
fn domineering_takes_a_row_or_a_column_of_64_cells() {
    // Only one player can move on a strip: `n` empty cells in a row are worth `-(n / 2)`
    // (Right's dominoes), in a column `n / 2`.
    let row = format!("..{}", "#".repeat(62));
    let strip = format!("{}{}", ".".repeat(35), "#".repeat(29));
    let column = strip
        .chars()
        .map(String::from)
        .collect::<Vec<_>>()
        .join("/");
    let mut g = Games::new();
    for (text, value) in [(row, "-1"), (strip, "-17"), (column, "17")] {
        let position: Domineering = text.parse().unwrap();
        let v = position.value(&mut g, &mut Default::default());
        assert_eq!(g.name(v), value, "{text}");
    }
}

#[test]
fn nested_bars_count_against_the_nesting_limit() {
    // `{0 |||...| 0 ||...| 0 ... | 0}`: each shorter run of bars nests one level deeper.
    let levels = MAX_NESTING + 8;
    let text = (1..=levels)
        .rev()
        .fold("{0".to_string(), |t, k| t + &"|".repeat(k) + "0")
        + "}";
    let e = Games::new().parse(&text).unwrap_err().to_string();
    assert!(
        e.contains(&format!("nested deeper than {MAX_NESTING} levels")),
        "{e}"
    );
    let shallow = (1..=3)
        .rev()
        .fold("{0".to_string(), |t, k| t + &"|".repeat(k) + "0")
        + "}";
    assert!(Games::new().parse(&shallow).is_ok());
}

#[test]
fn overheating_a_game_deeper_than_the_limit_is_refused_at_once() {
    let mut g = Games::new();
    let (deep, star) = (g.parse("*100000").unwrap(), g.star(1));
    let e = g.overheat(deep, star, star).unwrap_err().to_string();
    assert!(e.contains("100000 moves deep"), "{e}");
}

#[test]
fn a_ruleset_search_stops_at_its_work_limit_and_the_arena_stays_usable() {
    let snort: partisan::rulesets::snort::Snort = ["........"; 8].join("/").parse().unwrap();
    let mut g = Games::new();
    let budget = Budget::unlimited().with_work(200_000);
    let out = g.within(&budget, |g| snort.value(g, &mut Default::default()));
    assert_eq!(out.unwrap_err(), Exhausted::Work(200_000));
    let small: partisan::rulesets::snort::Snort = "..".parse().unwrap();
    let v = g.within(&Budget::unlimited(), |g| {
        small.value(g, &mut Default::default())
    });
    assert_eq!(g.name(v.unwrap()), "+-1");
}
