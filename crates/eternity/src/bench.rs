//! Timing the methods on fixed generated boards (`dresher bench eternity`): each method on
//! the boards `Recipe::hardest(side, side, seed)` for seeds `1..=k`, with the seconds,
//! boards solved and search nodes of each, and a long max-score run on a 16 x 16 board.
//! Every board a method returns is checked by the verifier first.

use crate::{solve, Error, Method, Options, Outcome, Puzzle, Recipe};

/// One method on one board size, over seeds `1..=k`.
#[derive(Clone, Debug)]
pub struct MethodTiming {
    /// Board side (square boards, the known hardest colour counts).
    pub side: usize,
    /// The method timed.
    pub method: Method,
    /// Seconds of each seed's solve.
    pub seconds: Vec<f64>,
    /// Boards solved.
    pub solved: usize,
    /// Search nodes over all seeds (backtracking only; 0 for the MILPs).
    pub nodes: u64,
}

impl MethodTiming {
    /// The median and the largest seconds (`(0, 0)` with no seeds).
    pub fn median_max(&self) -> (f64, f64) {
        let mut s = self.seconds.clone();
        s.sort_by(f64::total_cmp);
        match s.len() {
            0 => (0.0, 0.0),
            k => (s[k / 2], s[k - 1]),
        }
    }

    /// Search nodes per second over all seeds, when the method searches.
    pub fn nodes_per_second(&self) -> Option<f64> {
        let total: f64 = self.seconds.iter().sum();
        (self.nodes > 0).then(|| self.nodes as f64 / total)
    }
}

/// Solves `puzzle` and refuses a returned board that is not a solution (unless max-score).
fn solve_checked(puzzle: &Puzzle, method: Method, options: Options) -> Result<Outcome, Error> {
    let out = solve(puzzle, method, options)?;
    match out.score {
        Some(s) if !options.max_score && !s.is_solved() => Err(Error::Invalid(format!(
            "{method:?} returned a board that is not a solution"
        ))),
        _ => Ok(out),
    }
}

/// Times `method` on the `side x side` boards of seeds `1..=seeds`; `on_solve(seed, outcome)`
/// after each.
pub fn time_method(
    side: usize,
    method: Method,
    seeds: u64,
    options: Options,
    mut on_solve: impl FnMut(u64, &Outcome),
) -> Result<MethodTiming, Error> {
    let mut timing = MethodTiming {
        side,
        method,
        seconds: Vec::new(),
        solved: 0,
        nodes: 0,
    };
    for seed in 1..=seeds {
        let (puzzle, _) = Recipe::hardest(side, side, seed).generate()?;
        let out = solve_checked(&puzzle, method, options)?;
        timing.seconds.push(out.seconds);
        timing.solved += usize::from(out.solved());
        if method == Method::Backtrack {
            timing.nodes += out.work;
        }
        on_solve(seed, &out);
    }
    Ok(timing)
}

/// Max-score backtracking for `seconds` on the generated 16 x 16 board of seed 1: the
/// puzzle and the best board found (scored).
pub fn max_score_run(seconds: f64) -> Result<(Puzzle, Outcome), Error> {
    let (puzzle, _) = Recipe::hardest(16, 16, 1).generate()?;
    let options = Options {
        time_limit: Some(seconds),
        max_score: true,
    };
    let out = solve_checked(&puzzle, Method::Backtrack, options)?;
    Ok((puzzle, out))
}
