//! Misère quotients of take-and-break games (Plambeck, *Taming the wild in impartial
//! combinatorial games*, INTEGERS 5, 2005; Plambeck and Siegel, *Misère quotients for
//! impartial games*, JCTA 115, 2008).
//!
//! Two positions are indistinguishable when adding any position of the game to both gives
//! the same misère outcome. The classes form a commutative monoid, the misère quotient;
//! its P-portion is the classes of P-positions. Knowing the quotient, the heap map (the
//! class of each heap) and the P-portion, a player finds the outcome of any sum of heaps by
//! multiplying, as nim values are added in normal play.
//!
//! [`quotient`] learns the quotient of heaps `1..=n` for `n = 1, 2, ...` ([`learn`]: the
//! quotient so far extended by the new heap, recalibrated until it passes, as Siegel's
//! MisereSolver does). Each candidate is
//! proved or refuted by [`check`]: a finite search that visits every position of the game
//! up to a finite state. So the quotient of heaps up to `n` is exact whenever it is
//! given. It is the quotient of the whole game once the heap map repeats and the check,
//! run on heaps far enough past the data ([`stable`]), passes.
//!
//! ```
//! use impartial::{quotient::quotient, Rules};
//! use verify::budget::Budget;
//! // The subtraction game S(1,2,3) (0.333): a quotient of order 6, for every heap.
//! let q = quotient(&Rules::parse("0.333")?, 12, &Budget::unlimited(), &mut |_, _| {})?;
//! assert_eq!((q.order(), q.stable.map(|s| s.period)), (6, Some(4)));
//! assert_eq!(q.p_portion(), ["a", "b^2"]);
//! assert_eq!(q.heap_map(3), ["1", "a", "b", "ab"]);
//! # Ok::<(), impartial::Error>(())
//! ```

mod bits;
mod bound;
pub mod check;
mod hypothesis;
pub mod learn;
mod present;
mod recalibrate;
mod reduce;
pub mod stable;

use verify::budget::Budget;

use self::{check::Checked, learn::Learner, present::written};
pub use self::{hypothesis::Hypothesis, present::letter};
use crate::{Error, Rules};

/// The most elements a quotient may have.
pub const MAX_ELEMENTS: usize = 4096;

/// The largest heap a quotient is learned to.
pub const MAX_HEAP: usize = 1000;

/// A misère quotient: exact for heaps `1..=heaps`, and for every heap when `stable`.
#[derive(Clone, Debug)]
pub struct Quotient {
    /// The heaps it was learned and checked on: `1..=heaps`.
    pub heaps: usize,
    /// The monoid, its heap map and its P-elements.
    pub monoid: Hypothesis,
    /// `table[x][y]`: the product of elements `x` and `y` (`0` the identity).
    pub table: Vec<Vec<u32>>,
    /// The heap each generator `a, b, c, ...` is.
    pub generators: Vec<usize>,
    /// Each element's least word, as written (`1`, `a`, `ab^2`).
    pub elements: Vec<String>,
    /// Relations `word = word` that rewrite every word to an element's own.
    pub relations: Vec<(String, String)>,
    /// Proved for every heap: the heap map's period.
    pub stable: Option<Stable>,
    /// Why learning stopped before the heaps asked for: a candidate for heaps `1..=heaps +
    /// 1` passed one of the method's limits (the quotient of `1..=heaps` is exact still).
    pub stopped: Option<String>,
}

/// The heap map of the whole game, proved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Stable {
    /// `q(h + period) = q(h)` for every heap `h >= preperiod`.
    pub preperiod: usize,
    /// The heap map's period.
    pub period: usize,
    /// The largest heap the check visited.
    pub checked_to: usize,
}

impl Quotient {
    /// How many elements.
    pub fn order(&self) -> usize {
        self.monoid.order()
    }

    /// The element of a heap of `h` (the identity for `h = 0`), when known: `h <= heaps`,
    /// or any heap once stable.
    pub fn heap(&self, h: usize) -> Option<u32> {
        let h = match (h > self.heaps, self.stable) {
            (false, _) => h,
            (true, Some(s)) => stable::acts_as(h, self.heaps, s.period),
            (true, None) => return None,
        };
        Some(match h {
            0 => 0,
            h => self.monoid.times_heap(0, h),
        })
    }

    /// The words of heaps `0..=to` (as far as known).
    pub fn heap_map(&self, to: usize) -> Vec<String> {
        (0..=to)
            .map_while(|h| self.heap(h))
            .map(|x| self.elements[x as usize].clone())
            .collect()
    }

    /// The elements of heaps `0, 1, ...`: up to where the map turns periodic and one
    /// period beyond when it is proved periodic, else of every heap learned.
    pub fn heap_elements(&self) -> Vec<u32> {
        let last = match self.stable {
            Some(s) => s.preperiod + s.period - 1,
            None => self.heaps,
        };
        (0..=last).map_while(|h| self.heap(h)).collect()
    }

    /// The indices of the P-elements.
    pub fn p_elements(&self) -> Vec<usize> {
        (0..self.order()).filter(|x| self.monoid.p[*x]).collect()
    }

    /// The presentation as Plambeck and Siegel write it, in ASCII:
    /// `<a, b, c | a^2 = 1, bc = ab, c^2 = b^2, b^3 = b>`.
    pub fn presentation(&self) -> String {
        let letters: Vec<String> = (0..self.generators.len()).map(letter).collect();
        let relations: Vec<String> = (self.relations.iter())
            .map(|(l, r)| format!("{l} = {r}"))
            .collect();
        match relations.is_empty() {
            true => format!("<{}>", letters.join(", ")),
            false => format!("<{} | {}>", letters.join(", "), relations.join(", ")),
        }
    }

    /// The words of the P-elements.
    pub fn p_portion(&self) -> Vec<String> {
        (0..self.order())
            .filter(|x| self.monoid.p[*x])
            .map(|x| self.elements[x].clone())
            .collect()
    }

    /// The misère outcome of a position, `Some(true)` for a P-position, when every heap's
    /// element is known.
    pub fn is_p(&self, heaps: &[usize]) -> Option<bool> {
        let mut x = 0u32;
        for h in heaps {
            x = self.table[x as usize][self.heap(*h)? as usize];
        }
        Some(self.monoid.p[x as usize])
    }
}

/// The misère quotient of `rules` on heaps `1..=to`, or of the whole game when its heap
/// map is proved periodic before `to`; `progress(n, order)` after each heap. When the
/// candidates for a heap `n` pass a limit of the method (more than [`MAX_ELEMENTS`]
/// elements, say), the quotient of heaps `1..n`, with [`Quotient::stopped`] saying why.
pub fn quotient(
    rules: &Rules,
    to: usize,
    budget: &Budget,
    progress: &mut dyn FnMut(usize, usize),
) -> Result<Quotient, Error> {
    if to == 0 || to > MAX_HEAP {
        return Err(Error::BadInput(format!(
            "a misère quotient is learned on heaps 1 to {MAX_HEAP}, not to {to}"
        )));
    }
    let mut learner = Learner::new(rules, budget);
    let mut tried = Vec::new();
    let mut hyp = learner.add_heap()?;
    for n in 1..=to {
        if n > 1 {
            hyp = match learner.add_heap() {
                Ok(next) => next,
                // A limit of the method, not of the budget: the heaps so far stay exact.
                Err(Error::BadInput(why)) => return Ok(stopped(hyp, n - 1, why)),
                Err(e) => return Err(e),
            };
        }
        progress(n, hyp.order());
        let q = hyp.heap_map(n);
        let Some((e, p)) = stable::period(&q) else {
            continue;
        };
        if tried.contains(&(e, p, hyp.order())) {
            continue;
        }
        tried.push((e, p, hyp.order()));
        let Some(types) = stable::types(rules, n, e, p) else {
            continue;
        };
        if check::check(&hyp, &types, &mut learner.moves, &mut learner.meter)? == Checked::Correct {
            let stable = Stable {
                preperiod: e,
                period: p,
                checked_to: types.len() - 1,
            };
            return Ok(written_out(hyp, n, Some(stable)));
        }
    }
    Ok(written_out(hyp, to, None))
}

/// The quotient of heaps `1..=heaps`, learning having stopped at the next heap for `why`.
fn stopped(monoid: Hypothesis, heaps: usize, why: String) -> Quotient {
    Quotient {
        stopped: Some(why),
        ..written_out(monoid, heaps, None)
    }
}

fn written_out(monoid: Hypothesis, heaps: usize, stable: Option<Stable>) -> Quotient {
    let monoid = in_word_order(&monoid, heaps);
    let table = monoid.table();
    let map = &monoid.heap_map(heaps)[1..];
    let presentation = present::present(&table, map);
    let elements: Vec<String> = presentation.words.iter().map(|w| written(w)).collect();
    let relations = (presentation.relations.iter())
        .map(|(m, x)| (written(m), elements[*x as usize].clone()))
        .collect();
    Quotient {
        heaps,
        monoid,
        table,
        generators: presentation.generators,
        elements,
        relations,
        stable,
        stopped: None,
    }
}

/// The same monoid with its elements numbered in the order of their least words (fewest
/// letters, then earlier letters first), so the numbering does not depend on how it was
/// learned.
fn in_word_order(monoid: &Hypothesis, heaps: usize) -> Hypothesis {
    let table = monoid.table();
    let map = &monoid.heap_map(heaps)[1..];
    let words = present::present(&table, map).words;
    let mut order: Vec<usize> = (0..monoid.order()).collect();
    order.sort_by_key(|x| {
        let w = &words[*x];
        (
            w.iter().sum::<u32>(),
            w.iter().map(|e| std::cmp::Reverse(*e)).collect::<Vec<_>>(),
        )
    });
    let mut rank = vec![0u32; order.len()];
    for (r, x) in order.iter().enumerate() {
        rank[*x] = r as u32;
    }
    let delta = (order.iter())
        .map(|x| monoid.delta[*x].iter().map(|y| rank[*y as usize]).collect())
        .collect();
    let p = order.iter().map(|x| monoid.p[*x]).collect();
    Hypothesis { delta, p }
}
