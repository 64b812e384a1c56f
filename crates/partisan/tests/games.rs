//! Known identities of short games (Conway; Berlekamp, Conway & Guy) and the simplicity
//! rule of seed 002 §2.1, plus algebraic laws checked on random games.

use partisan::{Error, GameId, Games, Outcome, Surreal};
use proptest::prelude::*;

#[track_caller]
fn check(text: &str, name: &str) {
    let mut g = Games::new();
    let game = g.parse(text).unwrap();
    assert_eq!(g.name(game), name, "{text}");
}

#[test]
fn known_identities() {
    check("{|}", "0");
    check("{0|}", "1");
    check("{|0}", "-1");
    check("{0|1}", "1/2");
    check("{1/2|1}", "3/4");
    check("{0|0}", "*");
    check("{0,*|0,*}", "*2");
    check("{0|*}", "up");
    check("{*|0}", "down");
    check("up+up+*", "^^*");
    check("up+up", "^^");
    check("{0|^^*}", "^^^");
    check("down+down+down+*", "vvv*");
    check("1+up+up", "1+^^");
    check("* + *", "0");
    check("{1|-1}", "+-1");
    check("{0,1|}", "2");
    check("{-1|1}", "0");
    check("{3/8|7/16}", "13/32");
    check("{0,*|0}", "up*");
    check("1/2 + *", "1/2*");
    check("{1|1}", "1*");
    check("up - up", "0");
    check("{0|up}", "^^*");
}

#[test]
fn plus_minus_one_is_confused_with_zero() {
    let mut g = Games::new();
    let pm = g.parse("{1|-1}").unwrap();
    assert_eq!(g.as_number(pm), None);
    assert_eq!(g.outcome(pm), Outcome::Next);
    let zero = g.zero();
    assert!(!g.le(pm, zero) && !g.ge(pm, zero));
    let (one, minus_one) = (g.parse("1").unwrap(), g.parse("-1").unwrap());
    let not_a_number = g.number_from_options(&[one], &[minus_one]);
    assert!(matches!(not_a_number, Err(Error::NotANumber(_))));
}

#[test]
fn outcome_classes() {
    let mut g = Games::new();
    for (text, outcome) in [
        ("1", Outcome::Left),
        ("-1/2", Outcome::Right),
        ("0", Outcome::Previous),
        ("*", Outcome::Next),
        ("up", Outcome::Left),
        ("down", Outcome::Right),
        ("up*", Outcome::Next),
        ("*2 + *2", Outcome::Previous),
    ] {
        let x = g.parse(text).unwrap();
        assert_eq!(g.outcome(x), outcome, "{text}");
    }
}

#[test]
fn up_is_infinitesimal_but_positive() {
    let mut g = Games::new();
    let (up, zero, tiny) = (g.parse("up").unwrap(), g.zero(), g.parse("1/1024").unwrap());
    assert!(g.le(zero, up) && !g.le(up, zero));
    assert!(g.le(up, tiny) && !g.le(tiny, up));
}

#[test]
fn number_options_follow_the_simplicity_rule() {
    let mut g = Games::new();
    let opts = |g: &mut Games, t: &str| g.parse_list(t).unwrap();
    for (left, right, value) in [
        ("0,1/2", "1", "3/4"),
        ("", "", "0"),
        ("-5", "", "0"),
        ("", "-3/2", "-2"),
        ("5/2", "", "3"),
        ("1", "5/4", "9/8"),
        ("-7/8", "-3/4", "-13/16"),
        ("-1", "100", "0"),
    ] {
        let (l, r) = (opts(&mut g, left), opts(&mut g, right));
        assert_eq!(
            g.number_from_options(&l, &r).unwrap().to_string(),
            value,
            "{{{left}|{right}}}"
        );
    }
}

#[test]
fn surreal_birthdays_and_parsing() {
    let day = |t: &str| t.parse::<Surreal>().unwrap().birthday().to_string();
    assert_eq!(day("0"), "0");
    assert_eq!(day("-3"), "3");
    assert_eq!(day("1/2"), "2");
    assert_eq!(day("-3/4"), "3");
    assert_eq!(day("5/4"), "4");
    assert_eq!("6/8".parse::<Surreal>().unwrap().to_string(), "3/4");
    // Decimals that are dyadic: 0.5 = 1/2, -1.375 = -11/8, 2. = 2, .25 = 1/4.
    let decimals =
        ["0.5", "-1.375", "2.", ".25", "3.0"].map(|t| t.parse::<Surreal>().unwrap().to_string());
    assert_eq!(decimals, ["1/2", "-11/8", "2", "1/4", "3"]);
    for bad in ["1/3", "x", "1/0", "", "1/-2", "0.1", "1.2.3", "-.", "0.-5"] {
        assert!(
            matches!(bad.parse::<Surreal>(), Err(Error::BadNumber(_))),
            "{bad}"
        );
    }
    let mut g = Games::new();
    for bad in ["{0|", "*x", "{0 1|}", "up+", "(1"] {
        assert!(matches!(g.parse(bad), Err(Error::BadGame(_))), "{bad}");
    }
}

#[test]
fn game_birthdays() {
    let mut g = Games::new();
    for (text, day) in [
        ("0", 0),
        ("*", 1),
        ("up", 2),
        ("*2", 2),
        ("3/4", 3),
        ("{0|up}", 3),
    ] {
        let x = g.parse(text).unwrap();
        assert_eq!(g.birthday(x), day.into(), "{text}");
    }
}

/// A random game born by day `depth`, built only from `{ | }` and braces.
fn random_game(g: &mut Games, seed: &mut u64, depth: u32) -> GameId {
    let mut next = || {
        *seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (*seed >> 33) as u32
    };
    if depth == 0 || next() % 4 == 0 {
        return g.zero();
    }
    let (nl, nr) = (next() % 3, next() % 3);
    let mut s = *seed;
    let left: Vec<GameId> = (0..nl).map(|_| random_game(g, &mut s, depth - 1)).collect();
    let right: Vec<GameId> = (0..nr).map(|_| random_game(g, &mut s, depth - 1)).collect();
    *seed = s;
    g.game(&left, &right)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// G - G = 0, G + H = H + G, (G + H) + K = G + (H + K), and the canonical sum equals the
    /// sum's plain definition by comparison both ways.
    #[test]
    fn sums_obey_group_laws(a in any::<u64>(), b in any::<u64>(), c in any::<u64>()) {
        let mut g = Games::new();
        let (mut sa, mut sb, mut sc) = (a, b, c);
        let x = random_game(&mut g, &mut sa, 3);
        let y = random_game(&mut g, &mut sb, 3);
        let z = random_game(&mut g, &mut sc, 3);
        let minus_x = g.neg(x);
        prop_assert_eq!(g.add(x, minus_x), g.zero());
        prop_assert_eq!(g.add(x, y), g.add(y, x));
        let (xy, yz) = (g.add(x, y), g.add(y, z));
        prop_assert_eq!(g.add(xy, z), g.add(x, yz));
        // Plain definition {x^L + y, x + y^L | x^R + y, x + y^R}, left uncanonicalised.
        let mut left: Vec<GameId> = g.left(x).to_vec().into_iter().map(|o| g.add(o, y)).collect();
        left.extend(g.left(y).to_vec().into_iter().map(|o| g.add(x, o)));
        let mut right: Vec<GameId> = g.right(x).to_vec().into_iter().map(|o| g.add(o, y)).collect();
        right.extend(g.right(y).to_vec().into_iter().map(|o| g.add(x, o)));
        let plain = g.game(&left, &right);
        prop_assert_eq!(plain, xy);
    }

    /// Printed names parse back to the same canonical game.
    #[test]
    fn names_round_trip(a in any::<u64>()) {
        let mut g = Games::new();
        let mut s = a;
        let x = random_game(&mut g, &mut s, 4);
        let name = g.name(x);
        prop_assert_eq!(g.parse(&name).unwrap(), x, "{}", name);
    }

    /// The simplest number between two dyadics lies strictly between and is born no later
    /// than any other dyadic of the gap found by a scan on a finer grid.
    #[test]
    fn simplest_between_is_simplest(a in -64i64..64, b in -64i64..64) {
        prop_assume!(a < b);
        let (lo, hi) = (Surreal::new(a.into(), 3), Surreal::new(b.into(), 3));
        let s = Surreal::simplest_between(Some(&lo), Some(&hi)).unwrap();
        prop_assert!(lo < s && s < hi);
        for k in (a + 1)..b {
            let other = Surreal::new(k.into(), 3);
            prop_assert!(s.birthday() <= other.birthday());
        }
    }
}

/// The classic census: 4 games are born by day 1 and 22 by day 2 (Berlekamp, Conway & Guy,
/// *Winning Ways*; Siegel, *Combinatorial Game Theory*), 7 of them numbers.
#[test]
fn games_born_by_day_two() {
    let mut g = Games::new();
    assert_eq!(g.born_by(0).unwrap(), vec![g.zero()]);
    assert_eq!(g.born_by(1).unwrap().len(), 4);
    let day2 = g.born_by(2).unwrap();
    assert_eq!(day2.len(), 22);
    let numbers = day2.iter().filter(|&&x| g.as_number(x).is_some()).count();
    assert_eq!(numbers, 7); // -2, -1, -1/2, 0, 1/2, 1, 2
    assert!(g.born_by(3).is_err());
}

/// Found by `cargo xtask fuzz surreal`: naming `*28` took 30 s (2^n steps), a number such as
/// 19446744073709555616 was built option by option, deep nesting could overflow the stack,
/// and a non-ASCII space split a character. Numbers and nimbers of any size are one node
/// now; what stays limited is the depth of games in braces and of sums.
#[test]
fn hostile_expressions_are_answered_or_refused_at_once() {
    let mut g = Games::new();
    for (text, name) in [
        ("*1000 + *999", "*15"),
        ("*18446744073709551615 + *1", "*18446744073709551614"),
        ("123456789/1024 + *", "123456789/1024*"),
        ("19446744073709555616*", "19446744073709555616*"),
        ("200+100", "300"),
        (
            "-123456789/1024 + {1|0} - 1",
            "{-123456789/1024|-123457813/1024}",
        ),
        ("2^ + *", "2+up*"),
        ("^3*", "^^^*"),
        ("1/2v2", "1/2+vv"),
        ("-1^", "-1+up"),
        ("-1/2v*", "-1/2+down*"),
        ("\u{a0}+1", "1"),
    ] {
        let x = g.parse(text).unwrap();
        assert_eq!(g.name(x), name, "{text}");
    }
    for (text, why) in [
        ("{*300|0}", "301 moves deep"),
        ("^200 + ^100", "moves deep, above the limit 256"),
        ("^^2", "not both"),
        ("*99999999999999999999", "n below 2^64"),
        (&"{".repeat(100_000), "nested deeper than 64"),
        (&"(".repeat(65), "nested deeper than 64"),
    ] {
        let e = g.parse(text).unwrap_err().to_string();
        assert!(e.contains(why) && e.len() < 200, "{e}");
    }
}

/// Found by `cargo xtask fuzz surreal`: 60 sums with `*2` and `-2` took 2.6 s, each within
/// the birthday limit. Sums of numbers and nimbers are nim addition now, answered at once;
/// the work of one expression's other sums is limited (twelve hot games here).
#[test]
fn many_sums_are_refused_by_their_total_work() {
    let mut g = Games::new();
    let text = format!("*52{}", " - *2 -2".repeat(60));
    let x = g.parse(&text).unwrap();
    assert_eq!(g.name(x), "-120*52");
    let nim = g.parse("*2047+*2046+*1000").unwrap();
    assert_eq!(g.name(nim), format!("*{}", 2047 ^ 2046 ^ 1000));
    let hot: Vec<String> = (1..16)
        .map(|k| format!("{{{}|{{{k}|-{k}}}}}", k + 2))
        .collect();
    let e = g.parse(&hot.join("+")).unwrap_err().to_string();
    assert!(e.contains("steps (comparisons and sums)"), "{e}");
}

/// One value, one text: the same random day-3 games built in two arenas in opposite orders
/// (so their ids, and the order options were made in, differ) print alike, and the text
/// parses back to the game.
#[test]
fn every_value_prints_one_text_whatever_the_build_order() {
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut draws: Vec<(u32, u32)> = Vec::new();
    for _ in 0..200 {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        draws.push((state as u32 & 0x3f_ffff, (state >> 32) as u32 & 0x3f_ffff));
    }
    let build = |draws: &[(u32, u32)]| -> Vec<String> {
        let mut g = Games::new();
        let day2 = g.born_by(2).unwrap();
        let pick = |m: u32| -> Vec<GameId> {
            (day2.iter().enumerate())
                .filter(|(i, _)| m >> i & 1 == 1)
                .map(|(_, &x)| x)
                .collect()
        };
        let games: Vec<GameId> = draws
            .iter()
            .map(|&(a, b)| g.game(&pick(a), &pick(b)))
            .collect();
        games.iter().map(|&x| g.name(x)).collect()
    };
    let forward = build(&draws);
    let mut reversed: Vec<(u32, u32)> = draws.clone();
    reversed.reverse();
    let mut backward = build(&reversed);
    backward.reverse();
    assert_eq!(forward, backward);
    let mut g = Games::new();
    for text in &forward {
        let x = g.parse(text).unwrap();
        assert_eq!(&g.name(x), text);
    }
}

/// The field's spellings: runs of arrows, `+-x` (and `±x`) for `{x|-x}`, spaces in fractions.
#[test]
fn common_spellings_are_read() {
    let mut g = Games::new();
    for (text, same) in [
        ("^^", "up+up"),
        ("^^*", "{0|up}"),
        ("vvv", "down+down+down"),
        ("+-1", "{1|-1}"),
        ("±1/2", "{1/2|-1/2}"),
        ("1 / 2", "1/2"),
        ("{+-1|0}", "{{1|-1}|0}"),
        ("2+-1", "{3|1}"),
    ] {
        let (a, b) = (g.parse(text).unwrap(), g.parse(same).unwrap());
        assert_eq!(a, b, "{text}");
    }
    let pm = g.parse("{3|-3}").unwrap();
    assert_eq!(g.name(pm), "+-3");
}
