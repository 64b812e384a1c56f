//! A candidate made reduced: elements no position tells apart under its P-elements are
//! merged (Moore's partition refinement). A checked candidate reduced is the misère
//! quotient itself (Plambeck and Siegel 2008: a correct bipartite monoid modulo
//! indistinguishability).

use rustc_hash::FxHashMap;

use super::Hypothesis;

/// The reduced monoid of the elements reachable from the identity.
pub fn reduce(hyp: &Hypothesis) -> Hypothesis {
    let order = hyp.order();
    let mut class: Vec<u32> = hyp.p.iter().map(|p| *p as u32).collect();
    let mut count = 0;
    loop {
        let mut ids: FxHashMap<(u32, Vec<u32>), u32> = FxHashMap::default();
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
