//! The least position that a candidate calls P wrongly, found from elements alone.
//!
//! A position called P is wrong (given every smaller one right) when it has no move, or
//! when it has a move to a position called P. The second holds for `X + h` exactly when
//! `x h` is a P-element and `x` is in `B_h` (some move of the heap `h` leaves a P-element
//! beside `x`), `x` the element of `X`. So these failures depend on elements only: the
//! least one is the least position of an element `x`, plus the heap. The state search
//! needs only to find the other failures, which lets it pass over states another state
//! covers.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use super::Heap;
use crate::quotient::Hypothesis;

/// A least position called P wrongly, and its size, by Dijkstra's algorithm over the pairs
/// `(element, has a move)`, `heaps` the smallest heap of each kind.
pub(super) fn least_p_failure(hyp: &Hypothesis, heaps: &[(u16, &Heap)]) -> Option<(u64, Vec<u16>)> {
    let node = |x: u32, movable: bool| 2 * x as usize + usize::from(movable);
    let mut dist = vec![u64::MAX; 2 * hyp.order()];
    let mut from: Vec<Option<(usize, u16)>> = vec![None; 2 * hyp.order()];
    let mut queue = BinaryHeap::from([Reverse((0u64, 0usize))]);
    dist[0] = 0;
    let mut least: Option<(u64, usize, Option<u16>)> = None;
    while let Some(Reverse((d, v))) = queue.pop() {
        if least.is_some_and(|(l, ..)| d >= l) {
            break;
        }
        if d > dist[v] {
            continue;
        }
        let (x, movable) = ((v / 2) as u32, v % 2 == 1);
        if hyp.p[x as usize] && !movable {
            least = Some((d, v, None));
            continue;
        }
        for &(h, heap) in heaps {
            let (y, e) = (heap.times[x as usize], d + u64::from(h));
            if hyp.p[y as usize] && heap.b.get(x as usize) && least.is_none_or(|(l, ..)| e < l) {
                least = Some((e, v, Some(h)));
            }
            let w = node(y, movable || heap.movable);
            if e < dist[w] {
                (dist[w], from[w]) = (e, Some((v, h)));
                queue.push(Reverse((e, w)));
            }
        }
    }
    least.map(|(size, mut v, last)| {
        let mut position: Vec<u16> = last.into_iter().collect();
        while let Some((u, h)) = from[v] {
            position.push(h);
            v = u;
        }
        position.sort_unstable();
        (size, position)
    })
}
