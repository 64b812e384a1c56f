//! Temperature theory checked against the textbooks' values and, on every game born by day
//! 2 and random day-3 games, against independent consequences of the definitions: the stops
//! computed straight from the options, the mean value theorem on sums (Siegel, *Combinatorial
//! Game Theory*, the mean value theorem: `n m(G) - t <= R(nG) <= L(nG) <= n m(G) + t`), and cooling
//! by the temperature leaving a game infinitesimally close to its mean.

use std::collections::HashMap;

mod common;

use partisan::{Comparison, GameId, Games, Surreal};

fn s(text: &str) -> Surreal {
    text.parse().unwrap()
}

/// Stops from the definition alone (no thermograph).
fn stops(g: &mut Games, x: GameId) -> (Surreal, Surreal) {
    stops_memo(g, x, &mut HashMap::new())
}

fn stops_memo(
    g: &mut Games,
    x: GameId,
    memo: &mut HashMap<GameId, (Surreal, Surreal)>,
) -> (Surreal, Surreal) {
    if let Some(n) = g.as_number(x) {
        return (n.clone(), n.clone());
    }
    if let Some(known) = memo.get(&x) {
        return known.clone();
    }
    let (left, right) = (g.left(x).to_vec(), g.right(x).to_vec());
    let left = (left.into_iter()).map(|o| stops_memo(g, o, memo).1).max();
    let right = (right.into_iter()).map(|o| stops_memo(g, o, memo).0).min();
    let answer = (left.unwrap(), right.unwrap());
    memo.insert(x, answer.clone());
    answer
}

#[test]
fn textbook_thermographs() {
    let mut g = Games::new();
    // (game, mean, temperature, left stop, right stop)
    let cases = [
        ("{3|-1}", "1", "2", "3", "-1"),
        ("{1|-1}", "0", "1", "1", "-1"),
        ("*", "0", "0", "0", "0"),
        ("up", "0", "0", "0", "0"),
        ("1/2", "1/2", "-1/2", "1/2", "1/2"),
        ("3", "3", "-1", "3", "3"),
        ("{4|{2|-2}}", "2", "2", "4", "2"),
        ("{{2|1}|0}", "3/4", "3/4", "1", "0"),
    ];
    for (text, mean, temp, l, r) in cases {
        let x = g.parse(text).unwrap();
        let th = g.thermograph(x);
        assert_eq!(
            (th.mean.clone(), th.temperature.clone()),
            (s(mean), s(temp)),
            "{text}"
        );
        assert_eq!((g.left_stop(x), g.right_stop(x)), (s(l), s(r)), "{text}");
    }
}

#[test]
fn the_switch_walls_are_exact_lines() {
    let mut g = Games::new();
    let x = g.parse("{3|-1}").unwrap();
    let th = g.thermograph(x);
    for (t, l, r) in [
        ("0", "3", "-1"),
        ("1", "2", "0"),
        ("2", "1", "1"),
        ("5", "1", "1"),
    ] {
        assert_eq!(
            (th.left.value(&s(t)), th.right.value(&s(t))),
            (s(l), s(r)),
            "t = {t}"
        );
    }
    assert_eq!(th.left.pieces().len(), 2);
}

#[test]
fn cooling_and_heating_match_the_textbook() {
    let mut g = Games::new();
    let cases = [
        ("{1|-1}", "1", "*"),
        ("{1|-1}", "1/2", "{1/2|-1/2}"),
        ("{1|-1}", "2", "0"),
        ("{3|-1}", "2", "1*"),
        ("{3|-1}", "3", "1"),
        ("up", "1/4", "0"),
        ("5/8", "1", "5/8"),
    ];
    for (text, t, cooled) in cases {
        let x = g.parse(text).unwrap();
        let c = g.cool(x, &s(t));
        let want = g.parse(cooled).unwrap();
        assert_eq!(c, want, "{text} cooled by {t} is {}", g.name(c));
    }
    let star = g.parse("*").unwrap();
    let hot = g.heat(star, &s("1"));
    let pm = g.parse("{1|-1}").unwrap();
    assert_eq!(hot, pm);
    let cooled = g.cool(pm, &s("1"));
    assert_eq!(g.heat(cooled, &s("1")), pm);
}

#[test]
fn compare_gives_the_four_answers() {
    let mut g = Games::new();
    let (up, star, zero) = (
        g.parse("up").unwrap(),
        g.parse("*").unwrap(),
        g.parse("0").unwrap(),
    );
    let half = g.parse("1/2").unwrap();
    assert_eq!(g.compare(up, zero), Comparison::Greater);
    assert_eq!(g.compare(zero, up), Comparison::Less);
    assert_eq!(g.compare(star, zero), Comparison::Confused);
    assert_eq!(g.compare(up, star).symbol(), "||");
    let sum = g.add(half, half);
    let one = g.parse("1").unwrap();
    assert_eq!(g.compare(sum, one), Comparison::Equal);
}

#[test]
fn stops_mean_and_temperature_obey_the_definitions() {
    let mut g = Games::new();
    for x in common::sample(&mut g, 0x9e37_79b9_7f4a_7c15) {
        let th = g.thermograph(x);
        assert_eq!(
            (g.left_stop(x), g.right_stop(x)),
            stops(&mut g, x),
            "{}",
            g.name(x)
        );
        if g.as_number(x).is_some() {
            continue;
        }
        assert!(th.temperature >= Surreal::zero(), "{}", g.name(x));
        // Mean value theorem on four copies.
        let copies = g.sum(&[x; 4]);
        let (l, r) = stops(&mut g, copies);
        let centre = (1..4).fold(th.mean.clone(), |acc, _| &acc + &th.mean);
        assert!(&l - &centre <= th.temperature && &centre - &r <= th.temperature);
        // Cooled by its temperature: infinitesimally close to the mean; above it, the mean.
        let cooled = g.cool(x, &th.temperature);
        let m = g.number(&th.mean);
        let minus_m = g.neg(m);
        let d = g.add(cooled, minus_m);
        let eps = g.number(&Surreal::unit(20));
        let minus_eps = g.neg(eps);
        assert!(g.le(d, eps) && g.le(minus_eps, d), "{}", g.name(x));
        let above = &th.temperature + &Surreal::unit(3);
        assert_eq!(g.cool(x, &above), m, "{}", g.name(x));
    }
}
