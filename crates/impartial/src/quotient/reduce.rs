//! A checked candidate made reduced: elements no position tells apart are merged (Moore's
//! partition refinement), which leaves the misère quotient itself (Plambeck and Siegel
//! 2008: a correct bipartite monoid modulo indistinguishability).

use std::collections::HashMap;

use super::Hypothesis;

/// The reduced monoid of the elements reachable from the identity.
pub fn reduce(hyp: &Hypothesis) -> Hypothesis {
    let order = hyp.order();
    let mut class: Vec<u32> = hyp.p.iter().map(|p| *p as u32).collect();
    let mut count = 0;
    loop {
        let mut ids: HashMap<(u32, Vec<u32>), u32> = HashMap::new();
        let next: Vec<u32> = (0..order)
            .map(|x| {
                let moves = hyp.delta[x].iter().map(|y| class[*y as usize]).collect();
                let len = ids.len() as u32;
                *ids.entry((class[x], moves)).or_insert(len)
            })
            .collect();
        let done = ids.len() == count;
        (class, count) = (next, ids.len());
        if done {
            break;
        }
    }
    // Number the classes in order of their first element reached, so the identity stays 0.
    let mut number = vec![u32::MAX; count];
    let mut first = Vec::new();
    let mut reached = vec![false; order];
    reached[0] = true;
    let mut stack = vec![0usize];
    while let Some(x) = stack.pop() {
        for &y in &hyp.delta[x] {
            if !reached[y as usize] {
                reached[y as usize] = true;
                stack.push(y as usize);
            }
        }
    }
    for x in (0..order).filter(|x| reached[*x]) {
        if number[class[x] as usize] == u32::MAX {
            number[class[x] as usize] = first.len() as u32;
            first.push(x);
        }
    }
    let delta = (first.iter())
        .map(|&x| {
            (hyp.delta[x].iter())
                .map(|y| number[class[*y as usize] as usize])
                .collect()
        })
        .collect();
    let p = first.iter().map(|&x| hyp.p[x]).collect();
    Hypothesis { delta, p }
}

/// Positions (tests) that tell every two elements of a reduced monoid apart, the empty
/// one first: the words of elements `z` with
/// `x z` and `y z` on different sides, added while two elements still agree on all.
pub fn separating(q: &Hypothesis) -> Vec<Vec<u16>> {
    let table = q.table();
    let words = q.words();
    let mut tests = vec![0u32];
    loop {
        let mut rows: HashMap<Vec<bool>, usize> = HashMap::new();
        let mut clash = None;
        for (x, products) in table.iter().enumerate() {
            let row: Vec<bool> = tests
                .iter()
                .map(|z| q.p[products[*z as usize] as usize])
                .collect();
            if let Some(&y) = rows.get(&row) {
                clash = Some((y, x));
                break;
            }
            rows.insert(row, x);
        }
        let Some((x, y)) = clash else {
            return tests.iter().map(|z| words[*z as usize].clone()).collect();
        };
        let z = (0..q.order())
            .find(|z| q.p[table[x][*z] as usize] != q.p[table[y][*z] as usize])
            .expect("a reduced monoid tells its elements apart");
        tests.push(z as u32);
    }
}
