//! Positions of several heaps: the outcome from the nim values (Sprague-Grundy) against a
//! plain game-tree search over the positions themselves, and every winning move checked.

use std::collections::HashMap;

use impartial::{for_each_move, heaps, naive, Rules};
use proptest::prelude::*;
use verify::budget::Budget;

/// Does the player to move win `position` (heaps sorted)? By search, no nim values; in
/// misère play (`misere`) a player who cannot move wins.
fn search(
    rules: &Rules,
    position: Vec<usize>,
    misere: bool,
    memo: &mut HashMap<Vec<usize>, bool>,
) -> bool {
    if let Some(&known) = memo.get(&position) {
        return known;
    }
    let mut children = Vec::new();
    for (i, &h) in position.iter().enumerate() {
        for_each_move(rules, h, |leaves| {
            let mut next: Vec<usize> = position.clone();
            next.remove(i);
            next.extend_from_slice(leaves);
            next.sort_unstable();
            children.push(next);
        });
    }
    let win = (misere && children.is_empty())
        || children
            .into_iter()
            .any(|c| !search(rules, c, misere, memo));
    memo.insert(position, win);
    win
}

fn wins(rules: &Rules, position: Vec<usize>, memo: &mut HashMap<Vec<usize>, bool>) -> bool {
    search(rules, position, false, memo)
}

fn wins_misere(rules: &Rules, position: Vec<usize>, memo: &mut HashMap<Vec<usize>, bool>) -> bool {
    let position: Vec<usize> = position.into_iter().filter(|h| *h > 0).collect();
    search(rules, position, true, memo)
}

fn code() -> impl Strategy<Value = String> {
    let digit = prop_oneof![Just(0u8), 1u8..16];
    (
        prop::sample::select(vec![0u8, 4, 8]),
        prop::collection::vec(digit, 1..4),
    )
        .prop_map(|(d0, ds)| {
            let after: String = ds
                .iter()
                .map(|d| char::from_digit(u32::from(*d), 16).unwrap())
                .collect();
            format!("{}.{after}", d0)
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(150))]
    #[test]
    fn outcomes_and_winning_moves_match_a_game_tree_search(
        code in prop_oneof![code(), Just("grundy".to_string()), Just("allbut(2,3)".to_string())],
        position in prop::collection::vec(0usize..11, 1..4),
    ) {
        let Ok(rules) = Rules::parse(&code) else { return Ok(()) };
        let g = naive::sequence(&rules, 10, &Budget::unlimited()).unwrap();
        let solved = heaps::solve(&rules, &position, &g).unwrap();
        let mut memo = HashMap::new();
        let mut sorted = position.clone();
        sorted.sort_unstable();
        prop_assert_eq!(solved.outcome == "N", wins(&rules, sorted, &mut memo), "{} {:?}", code, position);
        prop_assert_eq!(solved.winning_count, solved.winning_moves.len());
        for m in &solved.winning_moves {
            let mut next = position.clone();
            next.remove(m.heap);
            next.extend_from_slice(&m.to);
            next.sort_unstable();
            prop_assert!(!wins(&rules, next, &mut memo), "{} {:?}: {:?}", code, position, m);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(100))]
    #[test]
    fn misere_outcomes_match_a_game_tree_search(
        code in prop_oneof![code(), Just("grundy".to_string()), Just("allbut(2,3)".to_string())],
        position in prop::collection::vec(0usize..9, 1..4),
    ) {
        let Ok(rules) = Rules::parse(&code) else { return Ok(()) };
        let mut search = impartial::misere::Misere::new(&rules, &Budget::unlimited());
        let (outcome, winning) = search.outcome(&position).unwrap();
        let mut memo = HashMap::new();
        let mut sorted: Vec<usize> = position.iter().copied().filter(|h| *h > 0).collect();
        sorted.sort_unstable();
        prop_assert_eq!(outcome == "N", wins_misere(&rules, sorted, &mut memo), "{} {:?}", code, position);
        for (i, leaves) in winning {
            let mut next: Vec<usize> = position.clone();
            next.remove(i);
            next.extend_from_slice(&leaves);
            next.retain(|h| *h > 0);
            next.sort_unstable();
            prop_assert!(!wins_misere(&rules, next, &mut memo));
        }
    }
}
