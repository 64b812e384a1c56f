//! CGSuite's methods with stoppers as exponents and bases: `Pow`, `PowTo`,
//! `Subordinate`, `Upsum`, `Downsum` and the varieties, checked against CGSuite 2.x's
//! GameTest tables (its error cases are errors here too).

use partisan::{loopy, Games};

#[test]
fn methods_of_stoppers_are_cgsuites() {
    let cases: [(&str, Option<&str>); 42] = [
        ("^.Pow({pass|1})", None),
        ("^.Pow(off)", None),
        ("^.Pow({1|pass})", Some("{0||0,pass|0,*}")),
        ("^.Pow(7/4)", Some("{0||0,v*|0,{0,v*|0,*}}")),
        ("^.Pow(3)", Some("^<3>")),
        ("^.Pow({5|pass})", Some("{0||0,pass|0,v[4]*}")),
        ("^.Pow({pass|5})", Some("{0||0,v[4]*|0,pass}")),
        ("^.Pow(on)", Some("^<on>")),
        ("{0||0|-2}.Pow(3)", Some("{0||0|-2,{0|-2,{0|-2}}}")),
        (
            "{0||0|-2}.Pow(7/4)",
            Some("{0||0,{0|-2,{0|-2}}|-2,{0,{0|-2,{0|-2}}|-2,{0|-2}}}"),
        ),
        (
            "{0||0|-2}.Pow({5|pass})",
            Some("{0||0,pass|-2,{0|-2,{0|-2,{0|-2,{0|-2,{0|-2}}}}}}"),
        ),
        ("{0||0|-2}.Pow(on)", Some("{0||0|-2,pass}")),
        ("^.PowTo({pass|1})", Some("{pass|*,^}")),
        ("^.PowTo({1|pass})", Some("{^|*,pass}")),
        ("^.PowTo(7/4)", Some("{^|*,^[2]||*,^[2]}")),
        ("^.PowTo(3)", Some("^[3]")),
        ("^.PowTo({5|pass})", Some("{^[5]|*,pass}")),
        ("^.PowTo({pass|5})", Some("{pass|*,^[5]}")),
        ("{0||0|-2}.PowTo(3)", Some("{Tiny(2)||0|-2|||0|-2}")),
        (
            "{0||0|-2}.PowTo(7/4)",
            Some("{Tiny(2)|{0|-2},{Tiny(2)||0|-2}||{0|-2},{Tiny(2)||0|-2}}"),
        ),
        (
            "{0||0|-2}.PowTo({5|pass})",
            Some("{{Tiny(2)||0|-2|||0|-2||||0|-2}||0|-2|||{0|-2},pass}"),
        ),
        ("{0||0|-2}.PowTo(on)", Some("{pass||0|-2}")),
        ("(+-1).PowTo(3)", Some("{1,{1,+-1|-1}|-1}")),
        ("(+-1).Pow(3)", None),
        ("(1/8).Subordinate(1)", Some("-3")),
        ("(^.PowTo(5)+*).Subordinate(*)", Some("5")),
        ("*.Subordinate(1)", None),
        ("(+-1).Subordinate(0)", Some("+-1")),
        ("(+-1).Subordinate(+-1)", Some("0")),
        ("(-13/16).Subordinate(-1)", Some("3/8")),
        ("^.PowTo(5).Subordinate('{*|*}')", Some("5")),
        // Its binary methods of stoppers, and a sum that is a sided value.
        ("upon.Downsum(^.Pow(on))", Some("^[on]")),
        ("upon.DownsumVariety(^.Pow(on))", Some("v<on>")),
        ("over.Subordinate(1)", Some("off")),
        ("(upon+*).Subordinate(*)", Some("on")),
        ("upon.Subordinate('{*|*}')", Some("on")),
        ("{0,*|0,pass}.Subordinate(*)", Some("over")),
        ("on.Subordinate(1)", Some("on")),
        ("on.Subordinate(*)", None),
        ("upon.Upsum(^.Pow(on))", Some("{0|^<on>*}")),
        ("upon.UpsumVariety(^.Pow(on))", Some("v<on>")),
        ("^.Pow(on) + {0|upon}", Some("{0||0|^<on>*} & {0|^[on]}")),
    ];
    let mut bad = Vec::new();
    for (input, want) in cases {
        let mut games = Games::new();
        let got = loopy::value(&mut games, input).and_then(|v| v.name(&mut games));
        let ok = match want {
            Some(name) => got.as_deref() == Ok(name),
            None => got.as_ref().is_err_and(|e| !e.to_string().contains('\n')),
        };
        if !ok {
            bad.push(format!("{input}: {got:?}, CGSuite {want:?}"));
        }
    }
    assert!(bad.is_empty(), "{bad:#?}");
}

#[test]
fn method_syntax_agrees_with_the_definitions() {
    // 1:1 = {0, 1:0 |} = 2; 1:off = {0 | 1:off} = over; G.Tiny is Tiny(G); G.Degree is
    // CGSuite's degree of the four-cycle; Upsum between games is the method; the onside
    // and offside of over - over.
    let cases = [
        ("1:1", "2"),
        ("1:off", "over"),
        ("on.Tiny", "Tiny(on)"),
        ("{1|over.Miny}", "{1|Miny(over)}"),
        ("a{0||||0|||a|*||*}.Degree", "{0|a{0|0,{0|||a|0||0}}}"),
        ("upon Upsum ^.Pow(on)", "{0|^<on>*}"),
        ("(over - over).Onside", "over"),
        ("(over - over).Offside", "under"),
    ];
    for (input, want) in cases {
        let mut games = Games::new();
        let got = loopy::value(&mut games, input).and_then(|v| v.name(&mut games));
        assert_eq!(got.as_deref(), Ok(want), "{input}");
    }
}
