use super::*;
use crate::{misere::Misere, Rules};

fn forms() -> Forms {
    Forms::new(&Budget::unlimited())
}

#[test]
fn cgsuite_test_games_have_its_names_and_values() {
    // CGSuite 2.x's own test suite (MisereCanonicalGameTestCase): the input, the name it
    // prints, the options, birthday, genus, misère nim value, outcome and nim value.
    let cases = [
        ("*[0]", "*[0]", "[]", 0, "0", 1, "N", 0),
        ("*[1]", "*[1]", "[*[0]]", 1, "1", 0, "P", 1),
        ("*[2]", "*[2]", "[*[0],*[1]]", 2, "2", 2, "N", 2),
        ("*[[2]]", "*[2#]", "[*[2]]", 3, "0^0", 0, "P", 0),
        ("*[[[2]]]", "*[2##]", "[*[2#]]", 4, "1^1", 1, "N", 1),
        ("*[2]+*[2]", "*[2[2]]", "[*[2],*[3]]", 4, "0^0", 0, "P", 0),
        (
            "*[[*[2]+*[[2]]]]",
            "*[2[#2#]]",
            "[*[2[#2]]]",
            6,
            "0^0",
            0,
            "P",
            0,
        ),
        ("*[[2],0]", "*[2#0]", "[*[0],*[2#]]", 4, "1^2", 2, "N", 1),
        ("*[[2],1]", "*[2#1]", "[*[1],*[2#]]", 4, "2^1420", 1, "N", 2),
        (
            "*[[*[4]+*[2]]]",
            "*[4[2#]]",
            "[*[4[2]]]",
            7,
            "0^0",
            0,
            "P",
            0,
        ),
        (
            "*[[[2]],[[2],1]]",
            "*[(2#1)2##]",
            "[*[2##],*[2#1]]",
            5,
            "0^0",
            0,
            "P",
            0,
        ),
        (
            "*[[[2]],[[[2],0],0,1]]",
            "*[((2#0)10)2##]",
            "[*[2##],*[(2#0)10]]",
            6,
            "0^0",
            0,
            "P",
            0,
        ),
        (
            "*[*[[2],1]+*[1],[[2],*[[2]]+*[1],[[2],0]]]",
            "*[((2#0)2[#1]2#)(2#1)[1]]",
            "[*[(2#1)[1]],*[(2#0)2[#1]2#]]",
            6,
            "0^120",
            1,
            "N",
            0,
        ),
        (
            "*[[[2],2,0],[[2],3],1]",
            "*[(2#20)2[#1]1]",
            "[*[1],*[2[#1]],*[2#20]]",
            5,
            "0^2",
            2,
            "N",
            0,
        ),
    ];
    let mut forms = forms();
    for (input, name, options, birthday, genus, misere, outcome, normal) in cases {
        let g = parse::parse(&mut forms, input).unwrap();
        assert_eq!(forms.name(g).unwrap(), name, "{input}");
        let listed = forms.option_names(g).unwrap();
        assert_eq!(format!("[{}]", listed.join(",")), options, "{input}");
        assert_eq!(forms.birthday(g), birthday, "{input}");
        assert_eq!(forms.genus(g).unwrap().unwrap(), genus, "{input}");
        assert_eq!(forms.misere_value(g), misere, "{input}");
        assert_eq!(forms.outcome(g), outcome, "{input}");
        assert_eq!(forms.normal_value(g), normal, "{input}");
    }
}

#[test]
fn games_born_by_day_five_are_conways_4171780() {
    // Conway (ONAG ch. 12): 1, 2, 3, 5, 22 and 4,171,780 misère impartial games are born by
    // days 0 to 5. Every set of forms born by a day is simplified, and the distinct forms
    // counted; a missed simplification would count more, a wrong one fewer.
    let mut forms = forms();
    let mut born = vec![forms.zero()];
    let mut counts = vec![1];
    for _ in 0..5 {
        let mut next = Vec::with_capacity(1 << born.len());
        for subset in 0..1u32 << born.len() {
            let options = (0..born.len()).filter(|i| subset >> i & 1 == 1);
            next.push(forms.game(options.map(|i| born[i]).collect()).unwrap());
        }
        next.sort_unstable();
        next.dedup();
        counts.push(next.len());
        born = next;
    }
    assert_eq!(counts, [1, 2, 3, 5, 22, 4_171_780]);
}

/// A game tree as written, not simplified.
#[derive(Clone, Debug)]
struct Tree(Vec<Tree>);

/// A random tree of depth at most `depth`.
fn random_tree(seed: &mut u64, depth: u32) -> Tree {
    let mut next = || {
        *seed ^= *seed << 13;
        *seed ^= *seed >> 7;
        *seed ^= *seed << 17;
        *seed
    };
    let width = if depth == 0 { 0 } else { next() % 4 };
    Tree((0..width).map(|_| random_tree(seed, depth - 1)).collect())
}

/// Whether the player to move wins the sum `parts` in misère play, by plain search.
fn next_wins(parts: &[Tree]) -> bool {
    let mut moved = false;
    for (i, part) in parts.iter().enumerate() {
        for option in &part.0 {
            moved = true;
            let mut after = parts.to_vec();
            after[i] = option.clone();
            if !next_wins(&after) {
                return true;
            }
        }
    }
    !moved
}

fn form_of(forms: &mut Forms, tree: &Tree) -> Form {
    let options = tree.0.iter().map(|t| form_of(forms, t)).collect();
    forms.game(options).unwrap()
}

#[test]
fn sums_of_canonical_forms_keep_the_outcomes_of_the_games_they_simplify() {
    let mut forms = forms();
    let mut seed = 0x2545_f491_4f6c_dd1d_u64;
    for _ in 0..300 {
        let (a, b) = (random_tree(&mut seed, 3), random_tree(&mut seed, 3));
        let sum = {
            let (fa, fb) = (form_of(&mut forms, &a), form_of(&mut forms, &b));
            forms.add(fa, fb).unwrap()
        };
        let expected = if next_wins(&[a.clone(), b.clone()]) {
            "N"
        } else {
            "P"
        };
        assert_eq!(forms.outcome(sum), expected, "{a:?} + {b:?}");
    }
}

#[test]
fn heaps_of_kayles_have_the_genus_terms_of_the_position_search() {
    let kayles = Rules::parse("0.77").unwrap();
    let mut search = Misere::new(&kayles, &Budget::unlimited());
    let mut forms = forms();
    for n in 0..9 {
        let heap = heaps::of_heaps(&mut forms, &kayles, &[n]).unwrap();
        // The genus's terms: the misère values of the heap plus k copies of *2.
        let (two, mut g) = (forms.nim(2).unwrap(), heap);
        for k in 0..crate::misere::GENUS_TERMS as u8 {
            assert_eq!(
                forms.misere_value(g),
                search.value(&[n], 0, k).unwrap(),
                "{n}, {k}"
            );
            g = forms.add(g, two).unwrap();
        }
    }
}

#[test]
fn bad_expressions_are_one_line_errors() {
    let mut forms = forms();
    for bad in ["*[2", "*2", "[1,]", "*[1] +", "*[2000]", "*[1]]", ""] {
        let err = parse::parse(&mut forms, bad).unwrap_err().to_string();
        assert!(!err.contains('\n') && !err.is_empty(), "{bad}: {err}");
    }
}

#[test]
fn quaternary_games_with_a_heap_no_nim_heap_are_the_ones_plambeck_lists() {
    // Quaternary games (code digits 0 to 3: a move never splits a heap). Winning Ways
    // (ch. 13) finds .31 the only two-digit one whose heaps are not all misère nim heaps;
    // Plambeck's page on quaternary games (plambeck.org, misère octal games) finds seven
    // such three-digit ones, the "woolly mammoths". Heaps up to 24 are looked at.
    let wild = |n: u32| -> Vec<String> {
        (0..4u32.pow(n))
            .map(|i| {
                (0..n)
                    .rev()
                    .map(|k| (i / 4u32.pow(k) % 4).to_string())
                    .collect::<String>()
            })
            .filter(|d| !d.ends_with('0'))
            .map(|d| format!("0.{d}"))
            .filter(|code| {
                let rules = Rules::parse(code).unwrap();
                let mut f = forms();
                (0..=24).any(|n| {
                    let form = heaps::of_heaps(&mut f, &rules, &[n]).unwrap();
                    let value = f.normal_value(form);
                    form != f.nim(value).unwrap()
                })
            })
            .collect()
    };
    assert_eq!(wild(2), ["0.31"]);
    assert_eq!(
        wild(3),
        ["0.121", "0.123", "0.131", "0.201", "0.211", "0.312", "0.331"]
    );
}
