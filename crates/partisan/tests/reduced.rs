//! The reduced canonical form checked against consequences of its definition (Siegel,
//! *Combinatorial Game Theory*, §II.6) on every game born by day 2 and random day-3 games:
//! a game and its reduced form differ by an infinitesimal (both stops of the difference are
//! 0), reducing twice changes nothing, adding an infinitesimal (`^`, `*`, `tiny`) leaves it
//! alone, and a reduced form has no option Inf-dominated by another.

mod common;

use partisan::{GameId, Games, Surreal};

fn is_infinitesimal(g: &mut Games, x: GameId) -> bool {
    let zero = Surreal::zero();
    g.left_stop(x) == zero && g.right_stop(x) == zero
}

#[test]
fn reduced_forms_are_infinitesimally_close_and_simplest() {
    let mut g = Games::new();
    let small = ["^", "*", "v*", "{0|{0|-1}}", "^^*"].map(|t| g.parse(t).unwrap());
    for x in common::sample(&mut g, 0x2545_f491_4f6c_dd1d) {
        let r = g.reduced(x);
        let minus_r = g.neg(r);
        let d = g.add(x, minus_r);
        assert!(is_infinitesimal(&mut g, d), "{} - {}", g.name(x), g.name(r));
        assert_eq!(g.reduced(r), r, "{}", g.name(x));
        for e in small {
            let moved = g.add(x, e);
            assert_eq!(g.reduced(moved), r, "{} + {}", g.name(x), g.name(e));
        }
        let (left, right) = (g.left(r).to_vec(), g.right(r).to_vec());
        for (side, options) in [(true, left), (false, right)] {
            for &a in &options {
                for &b in options.iter().filter(|&&b| b != a) {
                    let dominated = if side { g.ge_inf(b, a) } else { g.ge_inf(a, b) };
                    assert!(!dominated || g.as_number(r).is_some(), "{}", g.name(r));
                }
            }
        }
    }
}

#[test]
fn numbers_plus_infinitesimals_reduce_to_the_number() {
    let mut g = Games::new();
    for (text, reduced) in [
        ("^", "0"),
        ("1/2*", "1/2"),
        ("-3+vv*", "-3"),
        ("{0|{0|-1}}", "0"),
        ("{2|-1}+^", "{2|-1}"),
        ("{1*|0}", "{1|0}"),
    ] {
        let x = g.parse(text).unwrap();
        let r = g.reduced(x);
        assert_eq!(g.name(r), reduced, "{text}");
    }
}
