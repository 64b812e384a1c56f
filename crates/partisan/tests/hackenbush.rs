//! Red-blue Hackenbush strings against Berlekamp's rule, a closed form independent of the
//! game search (Winning Ways ch. 2): the first run of one colour counts
//! one per edge (blue +, red -); after the first change of colour, the k-th edge counts
//! 1/2^k, with its colour's sign.

mod search;

use partisan::rulesets::hackenbush::Hackenbush;
use partisan::rulesets::Position;
use partisan::{Games, Surreal};

fn berlekamp(edges: &[bool]) -> Surreal {
    let sign = |blue: bool| if blue { 1 } else { -1 };
    let run = edges
        .iter()
        .take_while(|&&b| Some(&b) == edges.first())
        .count();
    let mut x = Surreal::from(run as i64 * edges.first().map_or(0, |&b| sign(b)));
    for (k, &blue) in edges[run..].iter().enumerate() {
        let step = Surreal::unit(k as u32 + 1);
        x = if blue { &x + &step } else { &x - &step };
    }
    x
}

#[test]
fn every_string_up_to_ten_edges_follows_berlekamps_rule() {
    let mut g = Games::new();
    let mut memo = Default::default();
    for len in 0..=10u32 {
        for bits in 0..1u32 << len {
            let edges: Vec<bool> = (0..len).map(|i| bits >> i & 1 == 1).collect();
            let text: String = edges.iter().map(|&b| if b { 'B' } else { 'R' }).collect();
            let board: Hackenbush = if text.is_empty() {
                "".parse()
            } else {
                text.parse()
            }
            .unwrap();
            let v = board.value(&mut g, &mut memo);
            assert_eq!(g.as_number(v), Some(&berlekamp(&edges)), "{text}");
        }
    }
}

#[test]
fn positions_add_and_bad_ones_are_one_line_errors() {
    let mut g = Games::new();
    let board: Hackenbush = "BBRB, R | L".parse().unwrap();
    let v = board.value(&mut g, &mut Default::default());
    assert_eq!(g.name(v), "7/4");
    for (text, why) in [("BXR", "neither"), (&"B".repeat(65), "more than 64")] {
        let e = text.parse::<Hackenbush>().unwrap_err().to_string();
        assert!(e.contains(why) && !e.contains('\n'), "{e}");
    }
}

mod graphs {
    //! Hackenbush on graphs: a string drawn as a path has the string's value; green graphs
    //! follow the colon and fusion principles (Winning Ways ch. 7); random graphs' outcome
    //! classes match a plain search of the moves.

    use std::collections::HashMap;

    use partisan::rulesets::hackenbush_graph::HackenbushGraph;
    use partisan::rulesets::{Memo, Position, Ruleset};
    use partisan::Games;

    fn value(g: &mut Games, text: &str) -> String {
        let (_, v) = Ruleset::Hackenbush.value(g, text).unwrap();
        g.name(v)
    }

    #[test]
    fn paths_are_strings() {
        let mut g = Games::new();
        for len in 1..=7u32 {
            for bits in 0..1u32 << len {
                let colour = |i: u32| if bits >> i & 1 == 1 { 'B' } else { 'R' };
                let string: String = (0..len).map(colour).collect();
                let path: Vec<String> = (0..len)
                    .map(|i| format!("{i}-{}{}", i + 1, colour(i)))
                    .collect();
                assert_eq!(
                    value(&mut g, &path.join(" ")),
                    value(&mut g, &string),
                    "{string}"
                );
            }
        }
    }

    #[test]
    fn green_graphs_follow_the_colon_and_fusion_principles() {
        let mut g = Games::new();
        for (graph, want) in [
            ("0-1G 1-2G 2-3G", "*3"),      // a green string of 3 edges
            ("0-1G 1-2G 1-3G", "*"),       // colon: 1 + (*1 xor *1) = *1
            ("0-1G 1-2G 2-0G", "*"),       // fusion: a triangle on the ground, 3 loops
            ("0-1G 1-2G 2-3G 3-0G", "0"),  // a square on the ground, 4 loops
            ("0-1G 1-2G 1-3G 1-4G", "*2"), // colon: 1 + (1 xor 1 xor 1) = 2
            ("0-1B 0-2R", "0"),
            ("0-0B", "1"), // a loop on the ground
            ("5-6B", "0"), // not on the ground: it has fallen
        ] {
            assert_eq!(value(&mut g, graph), want, "{graph}");
        }
    }

    #[test]
    fn outcome_classes_match_a_plain_search() {
        let (mut g, mut memo, mut plain) = (Games::new(), Memo::default(), HashMap::new());
        let mut state = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..300 {
            let mut edges = Vec::new();
            for _ in 0..7 {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                let (u, v) = (state % 5, state / 5 % 5);
                edges.push(format!(
                    "{u}-{v}{}",
                    ['B', 'R', 'G'][(state / 25 % 3) as usize]
                ));
            }
            let p: HackenbushGraph = edges.join(" ").parse().unwrap();
            let v = p.value(&mut g, &mut memo);
            let outcome = super::search::searched_outcome(&p, &mut plain);
            assert_eq!(g.outcome(v), outcome, "{p}: {}", g.name(v));
        }
    }

    #[test]
    fn bad_graphs_are_one_line_errors() {
        for text in ["0-1X", "0-B", "a-1B", "0-1000B", &"0-1B ".repeat(31)] {
            let err = text.parse::<HackenbushGraph>().unwrap_err().to_string();
            assert!(
                !err.contains('\n') && err.starts_with("Hackenbush position"),
                "{err}"
            );
        }
    }
}
