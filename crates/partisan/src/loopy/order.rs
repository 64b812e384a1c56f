//! CGSuite's order of the options of a stopper that are not short games: by its
//! isomorphism-invariant hash of each option's graph (CGSuite 2.x's
//! `Bigraph.hashCodeIsomorphismInvariant`, compared as `SimplifiedLoopyGame`'s
//! "semideterministic" ordering does, by the difference of two 32-bit hashes), sorted as
//! the JVM sorts a short array (a run, then binary insertion). Names then list such
//! options as CGSuite lists them: `{^[on]*,^<on>||v<on>|0}`.

use std::cmp::Ordering;

use super::Graph;

/// The constants of CGSuite's vertex signatures.
const MINISIG_BASE: i32 = -962_764_907;
const LEFT_ONE_CYCLE: i32 = -742_481_099;
const RIGHT_ONE_CYCLE: i32 = -121_939_996;
const LOPT_MULTIPLIER: i32 = -1_692_903_693;
const ROPT_MULTIPLIER: i32 = 1_419_677_861;
const EOPT_MULTIPLIER: i32 = 1_161_334_719;
const ONE_CYCLE_FULLSIG: i32 = 1_567_540_980;

/// CGSuite's hash of the game at `start`: the signatures of the positions reachable from
/// it combined, the start's marked.
pub fn hash(graph: &Graph, start: usize) -> i32 {
    graph
        .reachable(start)
        .into_iter()
        .fold(0, |hc, v| match v == start {
            true => hc ^ signature(graph, v).wrapping_shl(1),
            false => hc ^ signature(graph, v),
        })
}

/// `options` in CGSuite's order of their hashes.
pub fn sorted(graph: &Graph, options: &mut [usize]) {
    let hashes: Vec<i32> = options.iter().map(|&o| hash(graph, o)).collect();
    let mut keyed: Vec<(i32, usize)> = hashes.into_iter().zip(options.iter().copied()).collect();
    // CGSuite compares by `g.hashCode - h.hashCode`, in 32-bit arithmetic.
    jvm_sort(&mut keyed, |a, b| a.0.wrapping_sub(b.0).cmp(&0));
    for (slot, (_, o)) in options.iter_mut().zip(keyed) {
        *slot = o;
    }
}

fn signature(graph: &Graph, v: usize) -> i32 {
    let side = |edges: &[usize]| {
        edges.iter().fold(0i32, |sig, &w| match w == v {
            true => sig.wrapping_add(ONE_CYCLE_FULLSIG),
            false => sig.wrapping_add(minisig(graph, w)),
        })
    };
    let (l, r) = (side(&graph.left[v]), side(&graph.right[v]));
    (l.wrapping_shl(2))
        .wrapping_add(r.wrapping_shl(1))
        .wrapping_add(minisig(graph, v))
}

fn minisig(graph: &Graph, v: usize) -> i32 {
    let (lo, ro) = (&graph.left[v], &graph.right[v]);
    let count = |n: usize| (n as i32).wrapping_mul(n as i32 + 1);
    let mut sig = MINISIG_BASE;
    sig ^= count(lo.len()).wrapping_mul(LOPT_MULTIPLIER);
    sig ^= count(ro.len()).wrapping_mul(ROPT_MULTIPLIER);
    let mut both = 0;
    for &w in lo {
        if w == v {
            sig ^= LEFT_ONE_CYCLE;
        } else if ro.contains(&w) {
            both += 1;
        }
    }
    for _ in ro.iter().filter(|&&w| w == v) {
        sig ^= RIGHT_ONE_CYCLE;
    }
    sig ^ count(both).wrapping_mul(EOPT_MULTIPLIER)
}

/// The JVM's sort of fewer than 32 elements (`TimSort` on a short array): the ascending
/// or strictly descending run at the start (a descending one reversed), then binary
/// insertion of the rest. The order CGSuite compares by need not be transitive, so the
/// algorithm, not only the comparison, fixes the result.
fn jvm_sort<T: Copy>(a: &mut [T], cmp: impl Fn(&T, &T) -> Ordering) {
    let n = a.len();
    if n < 2 {
        return;
    }
    let mut run = 1;
    if cmp(&a[1], &a[0]) == Ordering::Less {
        while run < n && cmp(&a[run], &a[run - 1]) == Ordering::Less {
            run += 1;
        }
        a[..run].reverse();
    } else {
        while run < n && cmp(&a[run], &a[run - 1]) != Ordering::Less {
            run += 1;
        }
    }
    for start in run..n {
        let pivot = a[start];
        let (mut left, mut right) = (0, start);
        while left < right {
            let mid = (left + right) / 2;
            match cmp(&pivot, &a[mid]) == Ordering::Less {
                true => right = mid,
                false => left = mid + 1,
            }
        }
        a[left..=start].rotate_right(1);
    }
}
