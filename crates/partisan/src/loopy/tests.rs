use super::*;

fn named(text: &str) -> Result<String, Error> {
    let mut games = Games::new();
    let v = value(&mut games, text)?;
    v.name(&mut games)
}

#[test]
fn cgsuite_stoppers_have_its_names() {
    // CGSuite 2.x's own tests: CanonicalStopperTestCase (input, output) and EvalTest's
    // "loopy game specifiers", with `uponth` written out as {0||0|0,pass}.
    let cases = [
        ("on", "on"),
        ("off", "off"),
        ("over", "over"),
        ("under", "under"),
        ("{pass|3/2}", "3/2under"),
        ("{-1/4+*|pass}", "-1/4v[on]"),
        ("{0|{0||0|0,pass}||-{0||0|0,pass}}", "{0|^<on>||v<on>}"),
        ("{0|||0||0|off}", "{0|Tiny(on)}"),
        ("{on|0||0}", "Miny(on)"),
        ("{0||0|under}", "Tiny(over)"),
        ("+-{0|pass}", "+-over"),
        ("+-{5|pass}", "+-(5over)"),
        ("a{0||||0|||a|*||*}", "a{0||||0|||a|*||*}"),
        (
            "{0|{0||||-1|||-1+*,a{0||0|a|||-1+*||||-1+*}||-2|b{-2,{-1,-1+*||-1+*|b|||-2}|-2}}}",
            "{0|{0||||-1|||-1*,a{0||0|a|||-1*||||-1*}||-2|b{-2,{-1,-1*||-1*|b|||-2}|-2}}}",
        ),
        (
            "a{0|{0||||0,*2|||a|0||0}||0}",
            "a{0|{0||||0,*2|||a|0||0}||0}",
        ),
        ("{pass|*}", "^[on]"),
        ("{pass,0|0}", "^[on]*"),
        ("{*|pass}", "v[on]"),
        ("{0|0,pass}", "v[on]*"),
        ("{0||0|0,pass}", "^<on>"),
        ("{0,*||*|pass}", "^<on>*"),
        ("{0,pass|0||0}", "v<on>"),
        ("{pass|*||0,*}", "v<on>*"),
        ("over+5", "5over"),
        ("under+5", "5under"),
        ("5+{pass|*}", "5^[on]"),
        ("5+{0,pass|0||0}", "5v<on>"),
        ("over+^", "over"),
        ("over-5", "-5over"),
        ("x{0|x}", "over"),
        ("x{x|0}", "under"),
        ("x{0||||0|||x|*||*}", "a{0||||0|||a|*||*}"),
        ("+-{0|{0||0|0,pass}}", "+-{0|^<on>}"),
        ("{pass|pass}", "dud"),
    ];
    for (input, name) in cases {
        assert_eq!(named(input).as_deref(), Ok(name), "{input}");
    }
}

#[test]
fn cgsuite_names_read_back_to_themselves() {
    for name in [
        "3/2under",
        "-1/4v[on]",
        "{0|^<on>||v<on>}",
        "{0|Tiny(on)}",
        "Miny(on)",
        "^[on]*",
    ] {
        assert_eq!(named(name).as_deref(), Ok(name));
    }
}

#[test]
fn games_that_are_not_stoppers_have_cgsuites_sides() {
    // CGSuite 2.x's SidedValueTestCase and EvalTest.
    let cases = [
        ("dud", "dud"),
        ("on+off", "dud"),
        ("a{{|a}|}", "1 & 0"),
        ("{0|{dud|},*}", "^ & v*"),
        ("a{1||a|0}", "2 & +-1"),
        ("over & v", "over & v"),
    ];
    for (input, name) in cases {
        assert_eq!(named(input).as_deref(), Ok(name), "{input}");
    }
    // Bach's carousel (SidedValueTestCase): its sides are not stoppers, and CGSuite writes
    // them as simplified graphs; its outcome class is N.
    let carousel = "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}";
    let sides = "a{1|1,{1*|a||*}||0} & a{0,{1|||1*|a||*}|0}";
    assert_eq!(named(carousel).as_deref(), Ok(sides));
    let mut games = Games::new();
    let v = value(&mut games, carousel).unwrap();
    assert_eq!(v.outcome_class(&mut games).unwrap(), "N");
    let graph = parse(&mut games, carousel).unwrap();
    assert_eq!(graph.outcome(&mut games).class(), "N");
}

#[test]
fn outcome_classes_are_cgsuites() {
    // CanonicalStopperTestCase's outcome classes, and dud's draw.
    let cases = [
        ("on", "L"),
        ("off", "R"),
        ("over", "L"),
        ("{pass|3/2}", "L"),
        ("{-1/4+*|pass}", "R"),
        ("{0|{0||0|0,pass}||-{0||0|0,pass}}", "N"),
        ("{0|||0||0|off}", "L"),
        ("dud", "D"),
        ("a{1||a|0}", "NHat"),
    ];
    for (input, class) in cases {
        let mut games = Games::new();
        let v = value(&mut games, input).unwrap();
        assert_eq!(v.outcome_class(&mut games).unwrap(), class, "{input}");
        let graph = parse(&mut games, input).unwrap();
        assert_eq!(
            graph.outcome(&mut games).class(),
            class,
            "{input} by retrograde analysis"
        );
    }
}

/// A random graph of `n` positions, each with up to two options for each player.
fn random_graph(seed: &mut u64, n: usize) -> Graph {
    let mut next = move || {
        *seed ^= *seed << 13;
        *seed ^= *seed >> 7;
        *seed ^= *seed << 17;
        *seed
    };
    let mut g = Graph::default();
    for _ in 0..n {
        g.vertex();
    }
    for v in 0..n {
        for _ in 0..next() % 3 {
            g.left[v].push((next() % n as u64) as usize);
        }
        for _ in 0..next() % 3 {
            g.right[v].push((next() % n as u64) as usize);
        }
    }
    g
}

/// Who wins each (position, mover) by the plain definition, iterated to a fixed point:
/// a mover with no move loses, a mover with a move to a position the opponent loses wins,
/// a mover whose every move goes to a position the opponent wins loses; the rest draw.
fn plain_outcomes(g: &Graph) -> Vec<[Winner; 2]> {
    let n = g.len();
    // won[v][m]: Some(true) the mover m (0 Left, 1 Right) wins, Some(false) loses.
    let mut won: Vec<[Option<bool>; 2]> = vec![[None; 2]; n];
    loop {
        let mut changed = false;
        for v in 0..n {
            for m in 0..2 {
                if won[v][m].is_some() {
                    continue;
                }
                let options = g.options(v, m == 0);
                let theirs: Vec<Option<bool>> = options.iter().map(|&w| won[w][1 - m]).collect();
                let now = if theirs.contains(&Some(false)) {
                    Some(true)
                } else if theirs.iter().all(|t| *t == Some(true)) {
                    Some(false)
                } else {
                    None
                };
                if now.is_some() {
                    won[v][m] = now;
                    changed = true;
                }
            }
        }
        if !changed {
            break;
        }
    }
    let winner = |m: usize, w: Option<bool>| match (m, w) {
        (_, None) => Winner::Draw,
        (0, Some(true)) | (1, Some(false)) => Winner::Left,
        _ => Winner::Right,
    };
    won.iter()
        .map(|w| [winner(0, w[0]), winner(1, w[1])])
        .collect()
}

#[test]
fn outcomes_of_random_graphs_match_a_plain_fixed_point() {
    let mut games = Games::new();
    let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
    for round in 0..400 {
        let g = random_graph(&mut seed, 1 + round % 7);
        let plain = plain_outcomes(&g);
        for (v, want) in plain.iter().enumerate() {
            let got = outcome::outcome(&g, v, &mut games);
            assert_eq!([got.left_first, got.right_first], *want, "{g:?} at {v}");
        }
    }
}

#[test]
fn sides_of_random_graphs_give_the_outcome_retrograde_analysis_finds() {
    // Where sidling settles, the outcome class CGSuite derives from the two sides must be
    // the outcome of the game itself; stoppers' simplest forms keep their value.
    let mut games = Games::new();
    let mut seed = 0x2545_f491_4f6c_dd1d_u64;
    let (mut sided, mut stoppers) = (0, 0);
    for round in 0..300 {
        let g = Loopy {
            graph: random_graph(&mut seed, 1 + round % 5),
            start: 0,
        };
        let want = g.outcome(&mut games).class();
        let found = match g.is_stopper() {
            true => g.canonical(&mut games).map(Value::Stopper),
            false => g.sides(&mut games).map(Value::Sided),
        };
        let Ok(v) = found else {
            continue;
        };
        match &v {
            Value::Stopper(c) => {
                stoppers += 1;
                assert!(c.ge(&g, &mut games).unwrap() && g.ge(c, &mut games).unwrap());
                let again = c.canonical(&mut games).unwrap();
                assert_eq!(again.graph.len(), c.graph.len(), "{g:?}");
            }
            Value::Sided(_) => sided += 1,
        }
        assert_eq!(v.outcome_class(&mut games).unwrap(), want, "{g:?}");
    }
    assert!(
        sided > 20 && stoppers > 20,
        "{sided} sided, {stoppers} stoppers"
    );
}

#[test]
fn short_games_embedded_come_back_in_canonical_form() {
    let mut games = Games::new();
    for text in [
        "{1|-1}",
        "{0|{0|-1}}",
        "^+*",
        "{2||1|0}",
        "3/8",
        "*3",
        "{{1|*}|-2}",
    ] {
        let g = games.parse(text).unwrap();
        let loopy = Loopy::from_short(&mut games, g).unwrap();
        let simplest = loopy.canonical(&mut games).unwrap();
        assert_eq!(simplest.as_short(&mut games), Some(g), "{text}");
    }
}

#[test]
fn bad_loopy_expressions_are_one_line_errors() {
    for bad in [
        "{pass|",
        "pass",
        "{1|0+pass}",
        "a{0|b}",
        "{0|1|2}",
        "on &",
        "{0|0} & over",
        "over + a",
    ] {
        let err = named(bad).unwrap_err().to_string();
        assert!(!err.contains('\n') && !err.is_empty(), "{bad}: {err}");
    }
    // A sum of thousands of terms is a flat list, not a deep tree: past the size limit it
    // is one line, not a stack overflow.
    let long = format!("^<on>{}dud", "*".repeat(5000));
    let err = named(&long).unwrap_err().to_string();
    assert!(err.contains("positions"), "{err}");
}

/// The sidling iteration from `on` (or `off`): every position's value replaced by the
/// simplest form of `{Left options' values | Right options' values}` until a round
/// changes none; `None` if that takes more than `rounds` rounds.
fn sidling_by_rounds(g: &Loopy, onside: bool, rounds: usize, games: &mut Games) -> Option<Loopy> {
    let (graph, start) = g.graph.restricted(g.start);
    let first = parse(games, if onside { "on" } else { "off" }).unwrap();
    let mut values = vec![first; graph.len()];
    for _ in 0..rounds {
        let mut next = Vec::new();
        for v in 0..graph.len() {
            let mut h = Graph::default();
            let top = h.vertex();
            for left in [true, false] {
                let opts: Vec<usize> = graph
                    .options(v, left)
                    .iter()
                    .map(|&w| parse::copy_in(&mut h, &values[w]))
                    .collect();
                match left {
                    true => h.left[top] = opts,
                    false => h.right[top] = opts,
                }
            }
            next.push(
                Loopy {
                    graph: h,
                    start: top,
                }
                .canonical(games)
                .ok()?,
            );
        }
        let settled = next
            .iter()
            .zip(&values)
            .all(|(a, b)| a.ge(b, games).unwrap() && b.ge(a, games).unwrap());
        if settled {
            return Some(next.swap_remove(start));
        }
        values = next;
    }
    None
}

#[test]
fn sides_agree_with_sidling_from_on_where_it_settles() {
    // The plain sidling of Winning Ways, every position starting at `on` (or `off`), is an
    // independent way to the sides where it settles in a few rounds.
    let mut games = Games::new();
    let mut seed = 0x1234_5678_9abc_def1_u64;
    let mut compared = 0;
    for round in 0..200 {
        let g = Loopy {
            graph: random_graph(&mut seed, 1 + round % 4),
            start: 0,
        };
        if g.is_stopper() {
            continue;
        }
        let Ok(sides) = g.sides(&mut games) else {
            continue;
        };
        for (onside, ours) in [(true, &sides.onside), (false, &sides.offside)] {
            if let Some(plain) = sidling_by_rounds(&g, onside, 12, &mut games) {
                compared += 1;
                let equal =
                    plain.ge(ours, &mut games).unwrap() && ours.ge(&plain, &mut games).unwrap();
                assert!(equal, "{g:?} onside {onside}");
            }
        }
    }
    assert!(compared > 30, "{compared}");
}

#[test]
fn degrees_are_cgsuites() {
    // CanonicalStopperTestCase's degrees: the onside of G - G. The last is Grenville's
    // unstable game, whose difference's sidling settles at the start only.
    let cases = [
        ("on", "on"),
        ("off", "on"),
        ("over", "over"),
        ("{pass|3/2}", "over"),
        ("{-1/4+*|pass}", "^<on>"),
        ("{0|{0||0|0,pass}||-{0||0|0,pass}}", "^<on>"),
        ("{0|||0||0|off}", "{0||||0|||Miny(on)|0||off}"),
        ("{on|0||0}", "Tiny(on)"),
        ("{0||0|under}", "Tiny(over)"),
        ("+-{0|pass}", "over"),
        ("+-{5|pass}", "over"),
        ("a{0||||0|||a|*||*}", "{0|a{0|0,{0|||a|0||0}}}"),
        (
            "a{0|{0||||0,*2|||a|0||0}||0}",
            "a{0||0|{0|a||0,*2|||0||||0}}",
        ),
    ];
    let mut bad = Vec::new();
    for (input, degree) in cases {
        let mut games = Games::new();
        let g = parse(&mut games, input)
            .unwrap()
            .canonical(&mut games)
            .unwrap();
        let got = g.degree(&mut games).and_then(|d| d.name(&mut games));
        if got.as_deref() != Ok(degree) {
            bad.push(format!("{input}: {got:?}, CGSuite {degree}"));
        }
    }
    assert!(bad.is_empty(), "{bad:#?}");
}

#[test]
fn side_comparison_is_survival_for_stoppers() {
    // No play of a sum of stoppers stays in one component with the players alternating,
    // so both sides' comparisons must be plain survival.
    let mut games = Games::new();
    let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
    let mut checked = 0;
    for round in 0..200 {
        let g = random_graph(&mut seed, 2 + round % 6);
        if !(0..g.len()).all(|v| g.alternating_cycle_free(v)) {
            continue;
        }
        let table = super::survival::Table::new(&g, &mut games).unwrap();
        for onside in [true, false] {
            let sides = super::side_survival::SideTable::new(&g, &g, onside, &mut games).unwrap();
            for (a, b) in (0..g.len()).flat_map(|a| (0..g.len()).map(move |b| (a, b))) {
                assert_eq!(sides.le(a, b), table.ge(b, a), "{g:?} {a} {b} {onside}");
            }
        }
        checked += 1;
    }
    assert!(checked > 40, "{checked}");
}

#[test]
fn sides_found_by_sidling_compare_equal_to_their_games() {
    // The sidling equations and the side-aware survival game are two methods: each side
    // sidling finds must be equal to the game on that side.
    let mut games = Games::new();
    let mut seed = 0x2545_f491_4f6c_dd1d_u64;
    let (mut checked, mut distinct) = (0, 0);
    for round in 0..300 {
        let g = Loopy {
            graph: random_graph(&mut seed, 1 + round % 5),
            start: 0,
        };
        if g.is_stopper() {
            continue;
        }
        let Ok(sides) = g.sides(&mut games) else {
            continue;
        };
        let le = |x: &Loopy, y: &Loopy, onside: bool, games: &mut Games| {
            super::side_survival::SideTable::new(&x.graph, &y.graph, onside, games)
                .unwrap()
                .le(x.start, y.start)
        };
        for (side, onside) in [(&sides.onside, true), (&sides.offside, false)] {
            assert!(le(side, &g, onside, &mut games) && le(&g, side, onside, &mut games));
        }
        // G+ > G- when the sides differ: then neither side equals the game on the other.
        if !sides.offside.ge(&sides.onside, &mut games).unwrap() {
            assert!(!le(&g, &sides.offside, true, &mut games), "{g:?}");
            assert!(!le(&sides.onside, &g, false, &mut games), "{g:?}");
            distinct += 1;
        }
        checked += 1;
    }
    assert!(checked > 20 && distinct > 10, "{checked} {distinct}");
}

#[test]
fn backsliding_toads_and_frogs_start_is_cgsuites() {
    // CGSuite 2.x's GameStripTest: its sides are found where the sidling rounds settle at
    // the start while other positions still fall.
    let mut games = Games::new();
    let v = super::backsliding::value("ttt..fff", &mut games).unwrap();
    assert_eq!(v.name(&mut games).unwrap(), "{on||0|-1/2} & {1/2|0||off}");
}

/// A stopper; its Left and Right stops; whether it is infinitesimal, numberish and
/// idempotent; its variety.
type StopperFacts<'a> = (&'a str, &'a str, &'a str, bool, bool, bool, Option<&'a str>);

#[test]
fn stops_varieties_and_idempotents_are_cgsuites() {
    // CGSuite 2.x's CanonicalStopperTestCase: Left stop, Right stop, IsInfinitesimal,
    // IsNumberish, IsIdempotent and Variety (None where CGSuite refuses it).
    let cases: [StopperFacts; 14] = [
        ("on", "on", "on", false, false, true, Some("on")),
        ("off", "off", "off", false, false, true, Some("off")),
        ("over", "over", "over", true, true, true, Some("over")),
        (
            "{pass|3/2}",
            "3/2under",
            "3/2under",
            false,
            true,
            false,
            Some("under"),
        ),
        (
            "{-1/4+*|pass}",
            "-1/4",
            "-1/4",
            false,
            true,
            false,
            Some("^<on>"),
        ),
        (
            "{0|{0||0|0,pass}||-{0||0|0,pass}}",
            "0",
            "0",
            true,
            true,
            false,
            Some("{^[on]*,^<on>||v<on>|0}"),
        ),
        ("{0|||0||0|off}", "0", "0", true, true, false, None),
        ("{on|0||0}", "0", "0", true, true, true, Some("Miny(on)")),
        (
            "{0||0|under}",
            "0",
            "0",
            true,
            true,
            true,
            Some("Tiny(over)"),
        ),
        (
            "+-{0|pass}",
            "over",
            "under",
            true,
            true,
            false,
            Some("+-over"),
        ),
        (
            "+-{5|pass}",
            "5over",
            "-5under",
            false,
            false,
            false,
            Some("+-{10over|over}"),
        ),
        (
            "a{0||||0|||a|*||*}",
            "0",
            "0",
            true,
            true,
            false,
            Some("{a{0,{0||0|a|||0}|0}|0}"),
        ),
        (
            "{0|{0||||-1|||-1+*,a{0||0|a|||-1+*||||-1+*}||-2|b{-2,{-1,-1+*||-1+*|b|||-2}|-2}}}",
            "0",
            "0",
            true,
            true,
            true,
            Some("{0|{0||||-1|||-1*,a{0||0|a|||-1*||||-1*}||-2|b{-2,{-1,-1*||-1*|b|||-2}|-2}}}"),
        ),
        // Grenville's unstable game.
        (
            "a{0|{0||||0,*2|||a|0||0}||0}",
            "0",
            "0",
            true,
            true,
            false,
            None,
        ),
    ];
    let mut bad = Vec::new();
    for (input, left, right, infinitesimal, numberish, idempotent, variety) in cases {
        let mut games = Games::new();
        let g = parse(&mut games, input).unwrap();
        let (l, r) = g.stops(&mut games).unwrap();
        let found = (
            l.to_string(),
            r.to_string(),
            g.is_infinitesimal(&mut games).unwrap(),
            g.is_numberish(&mut games).unwrap(),
            g.is_idempotent(&mut games).unwrap(),
            g.variety(&mut games).and_then(|v| v.name(&mut games)).ok(),
        );
        let want = (
            left.to_string(),
            right.to_string(),
            infinitesimal,
            numberish,
            idempotent,
            variety.map(String::from),
        );
        if found != want {
            bad.push(format!("{input}: {found:?}, CGSuite {want:?}"));
        }
    }
    assert!(bad.is_empty(), "{bad:#?}");
}

#[test]
fn an_alternating_cycle_below_the_start_is_not_a_stopper() {
    // {|a}, a = {|b}, b = {{|a},a|}: no alternating play from the start goes on forever,
    // but from b Left and Right can move b -> a -> b for ever, so this is no stopper.
    let g = Graph {
        left: vec![vec![], vec![], vec![0, 1]],
        right: vec![vec![1], vec![2], vec![]],
    };
    assert!(!g.alternating_cycle_free(0));
    // Stoppers' simplest forms equal them, over many random graphs of up to 8 positions.
    let mut games = Games::new();
    let mut seed = 0x1234_5678_9abc_def1_u64;
    let mut stoppers = 0;
    for round in 0..3000 {
        let g = Loopy {
            graph: random_graph(&mut seed, 2 + round % 7),
            start: 0,
        };
        let each: Vec<bool> = (0..g.graph.len())
            .map(|v| g.graph.alternating_cycle_free(v))
            .collect();
        assert_eq!(g.graph.stoppers(), each, "{g:?}");
        if !g.is_stopper() {
            continue;
        }
        let c = g.canonical(&mut games).unwrap();
        assert!(c.is_stopper(), "{g:?}");
        assert!(
            c.ge(&g, &mut games).unwrap() && g.ge(&c, &mut games).unwrap(),
            "{g:?}"
        );
        stoppers += 1;
    }
    assert!(stoppers > 300, "{stoppers}");
}
