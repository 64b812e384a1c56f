//! A quotient written as the field writes it (Plambeck and Siegel 2008): generators `a, b,
//! c, ...` (the first heaps not reached by earlier ones), each element by its least word
//! (fewest letters, then earlier letters first), and the relations that rewrite every
//! other word to it.

use std::cmp::Reverse;
use std::collections::{HashMap, HashSet};

/// Generators, words and relations of a monoid given by its table.
pub struct Presentation {
    /// The heap each generator is.
    pub generators: Vec<usize>,
    /// Each element's word: exponents of the generators.
    pub words: Vec<Vec<u32>>,
    /// `(word, element)`: a least word not an element's own, with all its divisors own.
    pub relations: Vec<(Vec<u32>, u32)>,
}

/// The presentation of the monoid `table` (`0` the identity) whose heap `h` is
/// `heaps[h - 1]`.
pub fn present(table: &[Vec<u32>], heaps: &[u32]) -> Presentation {
    let mut generators: Vec<usize> = Vec::new();
    let mut reached = closure(table, &[]);
    for (i, &q) in heaps.iter().enumerate() {
        if !reached[q as usize] {
            generators.push(i + 1);
            let gens: Vec<u32> = generators.iter().map(|h| heaps[h - 1]).collect();
            reached = closure(table, &gens);
        }
    }
    let gens: Vec<u32> = generators.iter().map(|h| heaps[h - 1]).collect();
    let words = least_words(table, &gens);
    let relations = relations(table, &gens, &words);
    Presentation {
        generators,
        words,
        relations,
    }
}

/// The elements products of `gens` reach.
fn closure(table: &[Vec<u32>], gens: &[u32]) -> Vec<bool> {
    let mut seen = vec![false; table.len()];
    let mut stack = vec![0u32];
    seen[0] = true;
    while let Some(x) = stack.pop() {
        for g in gens {
            let y = table[x as usize][*g as usize];
            if !seen[y as usize] {
                seen[y as usize] = true;
                stack.push(y);
            }
        }
    }
    seen
}

/// The least word of every element, degree by degree: a least word's divisors are least
/// words (the order is a monomial order), so each degree extends the one before.
fn least_words(table: &[Vec<u32>], gens: &[u32]) -> Vec<Vec<u32>> {
    let mut words: Vec<Option<Vec<u32>>> = vec![None; table.len()];
    words[0] = Some(vec![0; gens.len()]);
    let mut level = vec![0u32];
    while !level.is_empty() {
        let mut next: HashMap<u32, Vec<u32>> = HashMap::new();
        for &x in &level {
            for (i, g) in gens.iter().enumerate() {
                let y = table[x as usize][*g as usize];
                if words[y as usize].is_some() {
                    continue;
                }
                let mut w = words[x as usize].clone().unwrap_or_default();
                w[i] += 1;
                let slot = next.entry(y).or_insert_with(|| w.clone());
                if earlier(&w, slot) {
                    *slot = w;
                }
            }
        }
        level = next.keys().copied().collect();
        level.sort_unstable();
        for (y, w) in next {
            words[y as usize] = Some(w);
        }
    }
    words.into_iter().map(Option::unwrap_or_default).collect()
}

/// Of two words of one degree, the one with more of an earlier letter.
fn earlier(a: &[u32], b: &[u32]) -> bool {
    a.iter()
        .zip(b)
        .find(|(x, y)| x != y)
        .is_some_and(|(x, y)| x > y)
}

/// Every word that is not its element's least word while each word one letter shorter that
/// divides it is: rewriting by these reaches every element's least word.
fn relations(table: &[Vec<u32>], gens: &[u32], words: &[Vec<u32>]) -> Vec<(Vec<u32>, u32)> {
    let own: HashSet<&Vec<u32>> = words.iter().collect();
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    for (x, w) in words.iter().enumerate() {
        for (i, g) in gens.iter().enumerate() {
            let mut m = w.clone();
            m[i] += 1;
            if own.contains(&m) || !seen.insert(m.clone()) {
                continue;
            }
            let divisors_own = (0..m.len()).filter(|j| m[*j] > 0).all(|j| {
                let mut d = m.clone();
                d[j] -= 1;
                own.contains(&d)
            });
            if divisors_own {
                out.push((m, table[x][*g as usize]));
            }
        }
    }
    out.sort_by_key(|(m, _)| {
        (
            m.iter().sum::<u32>(),
            m.iter().map(|e| Reverse(*e)).collect::<Vec<_>>(),
        )
    });
    out
}

/// A word as the field writes it: `1`, `a`, `ab^2c`.
pub fn written(word: &[u32]) -> String {
    let mut out = String::new();
    for (i, &e) in word.iter().enumerate() {
        if e > 0 {
            out += &letter(i);
        }
        if e > 1 {
            out += &format!("^{e}");
        }
    }
    match out.is_empty() {
        true => "1".into(),
        false => out,
    }
}

/// Generator `i`'s name: `a` to `z`, then `g27`, `g28`, ...
pub fn letter(i: usize) -> String {
    match i < 26 {
        true => ((b'a' + i as u8) as char).to_string(),
        false => format!("g{}", i + 1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tame_quotient_of_nim_heaps_1_and_2() {
        // Misère Nim with heaps 1, 2 (Plambeck's T_2): <a, b | a^2 = 1, b^3 = b>.
        // Elements 0..6: 1, a, b, ab, b^2, ab^2.
        let a = |x: u32| [1, 0, 3, 2, 5, 4][x as usize];
        let b = |x: u32| [2, 3, 4, 5, 2, 3][x as usize];
        let words = [
            vec![],
            vec![0],
            vec![1],
            vec![0, 1],
            vec![1, 1],
            vec![0, 1, 1],
        ];
        let table: Vec<Vec<u32>> = (0..6)
            .map(|x| {
                (words.iter())
                    .map(|w| w.iter().fold(x, |z, g| if *g == 0 { a(z) } else { b(z) }))
                    .collect()
            })
            .collect();
        let p = present(&table, &[1, 2, 3]);
        assert_eq!(p.generators, [1, 2]);
        let shown: Vec<String> = p.words.iter().map(|w| written(w)).collect();
        assert_eq!(shown, ["1", "a", "b", "ab", "b^2", "ab^2"]);
        let rel: Vec<String> = (p.relations.iter())
            .map(|(m, x)| format!("{} = {}", written(m), shown[*x as usize]))
            .collect();
        assert_eq!(rel, ["a^2 = 1", "b^3 = b"]);
    }
}
