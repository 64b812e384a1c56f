//! `sat`'s "proved unsolvable" rests on an LRAT proof checked by `verify::lrat`, not on
//! CaDiCaL's word: on puzzles a brute force shows unsolvable (some refuted by counting
//! alone, some only by search), every UNSAT comes with a proof that checks, and the same
//! proof with one clause taken out, or against a formula missing a clause, is refused.
#![cfg(feature = "sat")]

mod brute;

use eternity::sat::{solve_keeping_proof, KeptProof};
use eternity::{Puzzle, Recipe};
use verify::lrat::{check, Proof, Step};

/// A generated puzzle with one inner piece changed: `recolour` gives one edge a colour no
/// other piece has (refuted by counting), else two of its edges trade places, which keeps
/// every colour count (refuted only by search, when at all).
fn altered(side: usize, seed: u64, recolour: bool) -> Puzzle {
    let (p, _) = Recipe::hardest(side, side, seed, eternity::Colours::Uniform)
        .generate()
        .unwrap();
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

/// The files `--proof` writes, read back as an external checker reads them (originals
/// `1..=C` in the CNF's order), hold a proof that checks; the same files with one derived
/// clause's line taken out are refused.
#[test]
fn the_written_dimacs_and_lrat_files_check_and_a_line_removed_is_refused() {
    let options = eternity::Options::default();
    let puzzle = altered(4, 3, false);
    let (outcome, files) = eternity::solve_sat_with_proof(&puzzle, options).unwrap();
    assert!(
        outcome.unsolvable,
        "4 x 4 seed 3 with two edges swapped has no solution"
    );
    let files = files
        .expect("a checked UNSAT writes its files")
        .expect("its proof exports");
    let (formula, proof) = read_files(&files.cnf, &files.lrat);
    let steps = check(formula.iter().map(Vec::as_slice), &proof)
        .unwrap()
        .steps;
    assert_eq!(
        steps,
        files.lrat.lines().filter(|l| !l.contains(" d ")).count()
    );
    let used = used_derived(&proof.steps);
    let Step::Add { id, .. } = &proof.steps[used] else {
        unreachable!("a derived clause")
    };
    let kept: Vec<&str> = files
        .lrat
        .lines()
        .filter(|l| !l.starts_with(&format!("{id} ")) || l.contains(" d "))
        .collect();
    let (formula, damaged) = read_files(&files.cnf, &(kept.join("\n") + "\n"));
    assert!(check(formula.iter().map(Vec::as_slice), &damaged).is_err());
}

/// A DIMACS formula and an LRAT proof, as text, read back by the file formats' rules alone.
fn read_files(cnf: &str, lrat: &str) -> (Vec<Vec<i32>>, Proof) {
    let numbers =
        |l: &str| -> Vec<i64> { l.split_whitespace().map(|x| x.parse().unwrap()).collect() };
    let formula: Vec<Vec<i32>> = cnf
        .lines()
        .filter(|l| !l.starts_with('p') && !l.starts_with('c'))
        .map(|l| {
            numbers(l)
                .iter()
                .take_while(|x| **x != 0)
                .map(|x| *x as i32)
                .collect()
        })
        .collect();
    let originals = (1..).zip(formula.clone()).collect();
    let steps = lrat.lines().map(|l| match l.split_once(" d ") {
        Some((_, ids)) => Step::Delete(numbers(ids)[0] as u64),
        None => {
            let n = numbers(l);
            let zero = n[1..].iter().position(|x| *x == 0).unwrap() + 1;
            Step::Add {
                id: n[0] as u64,
                clause: n[1..zero].iter().map(|x| *x as i32).collect(),
                hints: n[zero + 1..n.len() - 1].iter().map(|x| *x as u64).collect(),
            }
        }
    });
    (
        formula,
        Proof {
            originals,
            steps: steps.collect(),
        },
    )
}
