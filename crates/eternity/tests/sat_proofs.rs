//! `sat`'s "proved unsolvable" rests on an LRAT proof checked by `verify::lrat`, not on
//! CaDiCaL's word: on puzzles a brute force shows unsolvable (some refuted by counting
//! alone, some only by search), every UNSAT comes with a proof that checks, and the same
//! proof with one clause taken out, or against a formula missing a clause, is refused.
#![cfg(feature = "sat")]

mod brute;

use eternity::sat::{solve_keeping_proof, KeptProof};
use eternity::{Puzzle, Recipe};
use verify::lrat::{check, Step};

/// A generated puzzle with one inner piece changed: `recolour` gives one edge a colour no
/// other piece has (refuted by counting), else two of its edges trade places, which keeps
/// every colour count (refuted only by search, when at all).
fn altered(side: usize, seed: u64, recolour: bool) -> Puzzle {
    let (p, _) = Recipe::hardest(side, side, seed).generate().unwrap();
    let mut lines: Vec<String> = p.to_string().lines().map(String::from).collect();
    let inner = lines.iter_mut().find(|l| {
        let f: Vec<&str> = l.split('#').next().unwrap().split_whitespace().collect();
        f.len() == 4 && f.iter().all(|x| *x != "0") && f[2] != f[3]
    });
    let line = inner.expect("an inner piece with two different colours below and left");
    let f: Vec<String> = line
        .split('#')
        .next()
        .unwrap()
        .split_whitespace()
        .map(String::from)
        .collect();
    *line = match recolour {
        true => format!("250 {} {} {}", f[1], f[2], f[3]),
        false => format!("{} {} {} {}", f[0], f[1], f[3], f[2]),
    };
    Puzzle::parse(&(lines.join("\n") + "\n")).unwrap()
}

fn formula(kept: &KeptProof) -> impl Iterator<Item = &[i32]> {
    kept.formula.iter().map(Vec::as_slice)
}

#[test]
fn every_unsat_comes_with_a_proof_that_checks_and_a_damaged_one_is_refused() {
    let mut searched = 0;
    for (side, seed, recolour) in [
        (3, 1, true),
        (4, 2, true),
        (4, 3, false),
        (4, 5, false),
        (5, 4, false),
    ] {
        let puzzle = altered(side, seed, recolour);
        let (result, kept) = solve_keeping_proof(&puzzle, None);
        let truth = brute::first_solution(&puzzle).is_none();
        assert_eq!(result.unsatisfiable, truth, "{puzzle}");
        if !truth {
            assert!(result.board.is_some() && kept.is_none(), "{puzzle}");
            continue;
        }
        let kept = kept.expect("an UNSAT answer keeps its proof");
        let steps = check(formula(&kept), &kept.proof).unwrap().steps;
        assert_eq!(result.proof, Some(Ok(steps)));
        if steps == 0 {
            continue; // refuted by an empty clause of the formula itself
        }
        searched += 1;
        // A formula missing the first original clause the proof names is refused.
        let first = &kept.proof.originals[0].1;
        let fewer = formula(&kept).filter(|c| *c != first.as_slice());
        assert!(check(fewer, &kept.proof).is_err(), "{puzzle}");
        // The proof without a derived clause that a later step uses is refused.
        let mut proof = kept.proof.clone();
        let used = used_derived(&proof.steps);
        proof.steps.remove(used);
        let e = check(formula(&kept), &proof).unwrap_err().to_string();
        assert!(e.contains("names no clause"), "{e}");
    }
    assert!(searched >= 2, "{searched} proofs with steps");
}

/// The index of the first derived clause that a later step names as a hint.
fn used_derived(steps: &[Step]) -> usize {
    let hinted: std::collections::HashSet<u64> = steps
        .iter()
        .flat_map(|s| match s {
            Step::Add { hints, .. } => hints.clone(),
            Step::Delete(_) => Vec::new(),
        })
        .collect();
    steps
        .iter()
        .position(|s| matches!(s, Step::Add { id, .. } if hinted.contains(id)))
        .expect("a derived clause used later")
}
