//! A search that can stop and resume: the tree is cut into a fixed number of subtrees (the
//! same on every machine, whatever its cores), and the ones searched to their end without a
//! solution are recorded in a [`Progress`]. A rerun skips them, so a search of hours or days
//! (an 8 x 8 board with 3 + 8 colours: about 10^12 to 10^14 nodes) goes on where the last
//! one stopped; only the subtrees under way at the stop are searched again.

use std::sync::Mutex;
use std::time::Instant;

use super::{Order, Search, Split};
use crate::{Error, Puzzle};

/// The subtrees a resumable search is cut into (at least; the cut is at the first depth with
/// this many nodes).
pub const RESUMABLE_SUBTREES: usize = 4096;

/// Where a resumable search stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Progress {
    /// A fingerprint of the puzzle (board size, pieces in file order) and of the search's
    /// cut of the tree.
    pub puzzle: u64,
    /// `finished[i]`: subtree `i` was searched to its end without a solution.
    pub finished: Vec<bool>,
    /// Nodes placed by every run so far, parts of subtrees searched again included.
    pub nodes: u64,
    /// `None` for a search of one solution (a finished subtree holds none); for a count of
    /// every solution ([`count_resumable`]), the solutions in the finished subtrees.
    pub solutions: Option<u64>,
}

impl Progress {
    /// Subtrees finished.
    pub fn done(&self) -> usize {
        self.finished.iter().filter(|&&f| f).count()
    }
}

/// The fingerprint a [`Progress`] carries: FNV-1a over the board size, every colour,
/// every subtree's first placements and (when there are any) the hints and a cell order
/// other than row-scan, so a progress fits only the puzzle and the cut of the tree (the
/// search's order) it was saved for.
fn fingerprint(puzzle: &Puzzle, split: &Split) -> u64 {
    let sizes = [puzzle.rows, puzzle.cols].map(|x| x as u16);
    let colours = puzzle.pieces.iter().flat_map(|p| p.0).map(u16::from);
    let prefixes = split.prefixes.iter().flatten();
    let placements = prefixes.flat_map(|c| [c.piece, u16::from(c.rotation)]);
    let hints = puzzle.hints.iter();
    let hints = hints.flat_map(|h| [h.row, h.col, h.piece, h.rotation.into()].map(|x| x as u16));
    let cells = &split.shared.cells;
    let row_scan = cells.iter().enumerate().all(|(d, &c)| d == c);
    let order = cells.iter().filter(|_| !row_scan).map(|&c| c as u16);
    let words = sizes.into_iter().chain(colours).chain(placements);
    let words = words.chain(hints).chain(order);
    words.fold(0xcbf2_9ce4_8422_2325, |h, w| {
        (h ^ u64::from(w)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// Searches like [`search`](super::search) until `deadline`, skipping the subtrees
/// `progress` has finished (a fresh search when `progress` is `None`), and calls `save`
/// after every subtree finished and once at the end. The nodes of the returned [`Search`]
/// are this run's; `progress.nodes` adds them up over runs. The progress of a count is
/// refused: its finished subtrees may hold solutions.
pub fn search_resumable(
    puzzle: &Puzzle,
    deadline: Option<Instant>,
    progress: Option<Progress>,
    save: impl Fn(&Progress) + Sync,
) -> Result<(Search, Progress), Error> {
    if progress.as_ref().is_some_and(|p| p.solutions.is_some()) {
        return Err(Error::Invalid(
            "the progress is of a count of every solution (--all), not of a search for one".into(),
        ));
    }
    resume(puzzle, deadline, progress, save, false)
}

/// [`search_resumable`] counting every solution ([`super::count_all`]'s mode):
/// `progress.solutions` adds up the solutions of the finished subtrees, so it is the exact
/// count once every subtree is finished. The progress of a search for one solution is taken
/// as a count of 0 in its finished subtrees (each ended without a solution).
pub fn count_resumable(
    puzzle: &Puzzle,
    deadline: Option<Instant>,
    progress: Option<Progress>,
    save: impl Fn(&Progress) + Sync,
) -> Result<(Search, Progress), Error> {
    let progress = progress.map(|p| Progress {
        solutions: Some(p.solutions.unwrap_or(0)),
        ..p
    });
    resume(puzzle, deadline, progress, save, true)
}

fn resume(
    puzzle: &Puzzle,
    deadline: Option<Instant>,
    progress: Option<Progress>,
    save: impl Fn(&Progress) + Sync,
    all: bool,
) -> Result<(Search, Progress), Error> {
    let split = Split::new(puzzle, Order::ShortSide, RESUMABLE_SUBTREES);
    let count = split.prefixes.len();
    let print = fingerprint(puzzle, &split);
    let progress = match progress {
        Some(p) if p.puzzle != print => {
            return Err(Error::Invalid(
                "the progress was saved for another puzzle or another version of the search".into(),
            ))
        }
        Some(p) if p.finished.len() != count => {
            return Err(Error::Invalid(format!(
                "the progress has {} subtrees, this search has {count}",
                p.finished.len()
            )))
        }
        Some(p) => p,
        None => Progress {
            puzzle: print,
            finished: vec![false; count],
            nodes: 0,
            solutions: all.then_some(0),
        },
    };
    let skip = progress.finished.clone();
    let before = progress.nodes;
    let shared = Mutex::new(progress);
    let search = split.run(
        deadline,
        &std::sync::atomic::AtomicBool::new(false),
        |i| skip[i],
        |i, run| {
            let mut p = shared.lock().unwrap_or_else(|e| e.into_inner());
            p.finished[i] = true;
            p.nodes += run.nodes;
            // Bounded by the nodes placed (a checkpoint holds at most 2^60).
            p.solutions = p.solutions.map(|k| k.saturating_add(run.solutions));
            save(&p);
        },
        all,
    );
    let mut progress = shared.into_inner().unwrap_or_else(|e| e.into_inner());
    progress.nodes = before + search.nodes;
    save(&progress);
    Ok((search, progress))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{backtrack::search, check, Recipe};
    use std::time::Duration;

    fn puzzle(side: usize, seed: u64) -> Puzzle {
        let recipe = Recipe::hardest(side, side, seed, crate::Colours::Uniform);
        recipe.generate().unwrap().0
    }

    /// A search whose deadline has passed searches nothing; resumed without one, it finds a
    /// verified solution.
    #[test]
    fn a_stopped_search_resumes_and_solves() {
        let p = puzzle(6, 3);
        let past = Some(Instant::now() - Duration::from_secs(1));
        let (first, saved) = search_resumable(&p, past, None, |_| {}).unwrap();
        assert!(first.solution.is_none() && !first.exhausted && saved.done() == 0);
        let saves = Mutex::new(0);
        let (second, last) = search_resumable(&p, None, Some(saved.clone()), |_| {
            *saves.lock().unwrap() += 1
        })
        .unwrap();
        let board = second.solution.expect("a generated puzzle is solvable");
        assert!(check(&p, &board).unwrap().is_solved());
        assert_eq!(last.nodes, first.nodes + second.nodes);
        assert!(*saves.lock().unwrap() >= 1);
    }

    /// Every subtree of an unsolvable puzzle finishes; a rerun from that progress searches
    /// nothing and still reports the tree exhausted.
    #[test]
    fn an_exhausted_search_stays_exhausted() {
        let mut p = puzzle(5, 2);
        crate::backtrack::break_an_inner_piece(&mut p);
        let saves = Mutex::new(0);
        let count = |_: &Progress| *saves.lock().unwrap() += 1;
        let (first, done) = search_resumable(&p, None, None, count).unwrap();
        assert!(first.exhausted && done.done() == done.finished.len());
        assert_eq!(*saves.lock().unwrap(), done.finished.len() + 1);
        assert_eq!(first.nodes, search(&p, None).nodes);
        *saves.lock().unwrap() = 0;
        let (again, same) = search_resumable(&p, None, Some(done.clone()), count).unwrap();
        assert!(again.exhausted && again.solution.is_none());
        assert_eq!(*saves.lock().unwrap(), 1, "the rerun searched no subtree");
        assert_eq!(same.finished, done.finished);
    }

    /// A count stopped at once and resumed equals the one-shot count; its progress is
    /// refused by the search for one solution, and a search's progress starts a count at 0.
    #[test]
    fn a_stopped_count_resumes_to_the_same_total() {
        let p = puzzle(5, 4);
        let whole = crate::backtrack::count_all(&p, None, |_, _, _| {});
        let past = Some(Instant::now() - Duration::from_secs(1));
        let (_, stopped) = count_resumable(&p, past, None, |_| {}).unwrap();
        assert_eq!((stopped.done(), stopped.solutions), (0, Some(0)));
        let (_, done) = count_resumable(&p, None, Some(stopped.clone()), |_| {}).unwrap();
        assert_eq!(done.done(), done.finished.len());
        assert_eq!(done.solutions, Some(whole.found));
        let err = search_resumable(&p, None, Some(done), |_| {}).unwrap_err();
        assert!(err.to_string().contains("count of every solution"), "{err}");
        let (_, searched) = search_resumable(&p, past, None, |_| {}).unwrap();
        let (_, counted) = count_resumable(&p, None, Some(searched), |_| {}).unwrap();
        assert_eq!(counted.solutions, Some(whole.found));
    }

    /// Progress saved for one puzzle is refused for another.
    #[test]
    fn progress_of_another_puzzle_is_refused() {
        let (_, saved) = search_resumable(&puzzle(4, 1), None, None, |_| {}).unwrap();
        let err = search_resumable(&puzzle(4, 2), None, Some(saved), |_| {}).unwrap_err();
        assert!(err.to_string().contains("another puzzle"), "{err}");
    }
}
