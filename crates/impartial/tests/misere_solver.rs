//! Misère quotients against those of Siegel's MisereSolver, the program behind Plambeck and
//! Siegel's tables (*Misère quotients for impartial games*, JCTA 115, 2008), as its rows in
//! `fixtures/impartial/misere-solver.tsv` give them: the quotient of heaps `1..=h` of octal
//! games of two and three digits, its order, its P-portion's size, and its heap map up to
//! naming.

use impartial::{quotient::learn::Learner, Rules};
use verify::budget::Budget;

const FIXTURE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../fixtures/impartial/misere-solver.tsv"
);

/// One fixture row: the game, the heaps, and what MisereSolver found.
struct Row<'a> {
    code: &'a str,
    heaps: usize,
    order: usize,
    p_elements: usize,
    heap_map: &'a str,
}

fn rows(text: &str) -> Vec<Row<'_>> {
    (text.lines())
        .filter(|line| !line.starts_with('#'))
        .map(|line| {
            let f: Vec<&str> = line.split('\t').collect();
            let number = |i: usize| f[i].parse().unwrap_or_else(|_| panic!("row `{line}`"));
            Row {
                code: f[0],
                heaps: number(1),
                order: number(2),
                p_elements: number(3),
                heap_map: f[4],
            }
        })
        .collect()
}

/// The heap map with each element numbered by the first heap that has it, so that two
/// quotients' maps compare whatever their elements are called.
fn by_first_heap(map: &[u32]) -> String {
    let mut first: Vec<u32> = Vec::new();
    let mut numbers = Vec::new();
    for x in map {
        if !first.contains(x) {
            first.push(*x);
        }
        numbers.push(first.iter().position(|y| y == x).unwrap().to_string());
    }
    numbers.join(",")
}

#[test]
fn quotients_equal_misere_solvers_in_order_p_portion_and_heap_map() {
    let text = std::fs::read_to_string(FIXTURE).unwrap();
    let rows = rows(&text);
    let mut games = 0;
    for game in rows.chunk_by(|a, b| a.code == b.code) {
        let rules = Rules::parse(game[0].code).unwrap();
        let mut learner = Learner::new(&rules, &Budget::unlimited());
        let mut q = learner.add_heap().unwrap();
        for row in game {
            while q.heaps() < row.heaps {
                q = learner.add_heap().unwrap();
            }
            let p_elements = q.p.iter().filter(|p| **p).count();
            let found = (q.order(), p_elements, by_first_heap(&q.heap_map(row.heaps)));
            let expected = (row.order, row.p_elements, row.heap_map.to_string());
            assert_eq!(found, expected, "{} on heaps 1..={}", row.code, row.heaps);
        }
        games += 1;
    }
    assert!(rows.len() >= 2000 && games >= 400, "{} rows", rows.len());
}
