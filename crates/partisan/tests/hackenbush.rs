//! Red-blue Hackenbush strings against Berlekamp's rule, a closed form independent of the
//! game search (Winning Ways ch. 2): the first run of one colour counts
//! one per edge (blue +, red -); after the first change of colour, the k-th edge counts
//! 1/2^k, with its colour's sign.

use partisan::rulesets::hackenbush::Hackenbush;
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
