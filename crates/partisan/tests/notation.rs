//! The printed names read back to the same game, in ASCII and in Unicode; CGSuite's
//! spellings (nested bars, `Tiny(2)`, `2Tiny(2)`, `v<2>`) mean their definitions.

mod common;

use partisan::{Comparison, Games};

fn same(g: &mut Games, a: &str, b: &str) {
    let (x, y) = (g.parse(a).unwrap(), g.parse(b).unwrap());
    assert_eq!(x, y, "{a} = {} but {b} = {}", g.name(x), g.name(y));
}

#[test]
fn nested_bars_nest_below_the_longest_run() {
    let mut g = Games::new();
    same(&mut g, "{2||1|0}", "{2|{1|0}}");
    same(&mut g, "{3|2||1}", "{{3|2}|1}");
    same(&mut g, "{4|||3||2|1}", "{4|{3|{2|1}}}");
    same(&mut g, "{1,{2|0}||0,*|-1}", "{1,{2|0}|{0,*|-1}}");
    same(&mut g, "+-{1||0|-1}", "{{1|{0|-1}}|{{1|0}|-1}}");
    for bad in [
        "{1||2||3}",
        "{1||2",
        "{1||2,|3}",
        "+-*4294967296",
        "^*251+{0|1}",
    ] {
        let err = g.parse(bad).unwrap_err().to_string();
        assert!(
            !err.contains('\n') && err.contains("cannot read"),
            "{bad}: {err}"
        );
    }
}

#[test]
fn tiny_miny_and_up_nth_are_their_definitions() {
    let mut g = Games::new();
    same(&mut g, "tiny(2)", "{0||0|-2}");
    same(&mut g, "Tiny(2)", "{0||0|-2}");
    same(&mut g, "2Tiny(2)", "{2||2|0}");
    same(&mut g, "Miny(1/2)", "{1/2|0||0}");
    same(&mut g, "miny(2)", "-tiny(2)");
    same(&mut g, "^<1>", "^");
    same(&mut g, "^<2>", "{0|v*}");
    same(&mut g, "v<2>", "{^*|0}");
    same(&mut g, "3·↑", "^^^");
    same(&mut g, "⇑*", "^^*");
    same(&mut g, "⧾₂", "tiny(2)");
    same(&mut g, "⧿(1/2)", "miny(1/2)");
    let t = g.parse("tiny(2)").unwrap();
    let (zero, small) = (g.zero(), g.parse("1/1024").unwrap());
    assert_eq!(g.compare(t, zero), Comparison::Greater);
    assert_eq!(g.compare(t, small), Comparison::Less);
    for (text, ascii, unicode) in [
        ("{0||0|-2}", "tiny(2)", "⧾₂"),
        ("{3||3|1}", "3+tiny(2)", "3+⧾₂"),
        ("{1/2|0||0}", "miny(1/2)", "⧿(1/2)"),
        ("^^^*", "^^^*", "3·↑*"),
        ("{1|-1}", "+-1", "±1"),
        ("{1*|-1*}", "+-(1*)", "±(1*)"),
        ("{0|*||*}", "^[2]", "↑[2]"),
        ("{*|{*|0}}", "v[2]", "↓[2]"),
        ("{0|v*}", "^<2>", "↑<2>"),
        ("{{0,up*|0}|0}", "v<3>", "↓<3>"),
        // CGSuite's GameTest writes * + v[4] so (in `^.Pow({5|pass})`).
        ("{0|0,{0|0,{0|0,v*}}}", "v[4]*", "↓[4]*"),
        ("{0,{0,{0,^*|0}|0}|0}", "^[4]*", "↑[4]*"),
        ("{0||0|v*}", "{0|^<2>}", "{0|↑<2>}"), // CGSuite's test table prints it so
        ("1+down*", "1+down*", "1+↓*"),
    ] {
        let x = g.parse(text).unwrap();
        assert_eq!(
            (g.name(x), g.name_unicode(x)),
            (ascii.into(), unicode.into())
        );
    }
    for bad in ["^<0>", "^<65>", "^^<2>", "tiny", "0·^", "3·x"] {
        let err = g.parse(bad).unwrap_err().to_string();
        assert!(
            !err.contains('\n') && err.contains("cannot read"),
            "{bad}: {err}"
        );
    }
}

#[test]
fn every_name_reads_back_in_both_spellings() {
    let mut g = Games::new();
    let mut games = common::sample(&mut g, 7);
    let pairs: Vec<_> = games.iter().zip(games.iter().rev()).take(60).collect();
    let sums: Vec<_> = pairs.into_iter().map(|(&a, &b)| (a, b)).collect();
    for (a, b) in sums {
        let s = g.add(a, b);
        games.push(s);
    }
    for text in [
        "tiny(1/2)",
        "2+miny(3)",
        "^<3>*",
        "{1|tiny(2)}",
        "v<2>+v<2>",
    ] {
        games.push(g.parse(text).unwrap());
    }
    for &x in &games {
        let (ascii, unicode) = (g.name(x), g.name_unicode(x));
        assert_eq!(g.parse(&ascii).unwrap(), x, "{ascii}");
        assert_eq!(g.parse(&unicode).unwrap(), x, "{unicode}");
    }
}
