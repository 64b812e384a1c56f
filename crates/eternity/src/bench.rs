//! Timing the methods on fixed generated boards (`dresher bench eternity`): each method on
//! the boards `Recipe::hardest(side, side, seed, Colours::Uniform)` for seeds `1..=k`, with the seconds,
//! boards solved and search nodes of each, and a long max-score run on a 16 x 16 board.
//! Every board a method returns is checked by the verifier first. [`trial`] times one
//! cell order of the search, SAT or the portfolio on one generated board (the clue-shaped
//! boards of [`clue_boards`], the 8 x 8 boards), [`search_speed`] measures nodes per
//! second on a fixed board, and [`order_study`] sizes the search tree of every [`Walk`] on
//! the 8 x 8 boards.

use std::time::{Duration, Instant};

use rayon::prelude::*;

use crate::backtrack::{self, estimate_walk, Order, TreeEstimate, Walk};
use crate::{check, first_moment, solve, Error, Method, Options, Outcome, Puzzle, Recipe};

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
        let (puzzle, _) = Recipe::hardest(side, side, seed, crate::Colours::Uniform).generate()?;
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

/// Max-score for `limit` on the generated 16 x 16 board of seed 1 with a centre hint (a
/// tenth of the time
/// backtracking, the rest large-neighbourhood search): the puzzle and the best board found
/// (scored).
pub fn max_score_run(limit: Duration) -> Result<(Puzzle, Outcome), Error> {
    let (puzzle, _) = Recipe {
        hints: 1,
        ..Recipe::hardest(16, 16, 1, crate::Colours::Uniform)
    }
    .generate()?;
    let options = Options {
        time_limit: Some(limit),
        max_score: true,
    };
    let out = solve_checked(&puzzle, Method::Backtrack, options)?;
    Ok((puzzle, out))
}

/// What a timed trial ran: the search in one cell order, SAT, or the two racing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Contender {
    /// [`backtrack::search_in`] with this order.
    Backtrack(Order),
    /// [`Method::Sat`].
    Sat,
    /// [`Method::Portfolio`].
    Portfolio,
    /// [`backtrack::search_dealt`]: at least this many subtrees in a random order (seeded
    /// by the board's seed).
    Dealt(usize),
}

/// One contender on one generated board.
#[derive(Clone, Debug)]
pub struct Trial {
    /// The board's recipe.
    pub recipe: Recipe,
    /// What ran.
    pub contender: Contender,
    /// Seconds to the first solution (or to the time limit).
    pub seconds: f64,
    /// Search nodes (0 for SAT).
    pub nodes: u64,
    /// True when the board found passed the verifier.
    pub solved: bool,
}

impl Trial {
    /// Search nodes per second per core (the search runs on every core).
    pub fn nodes_per_core_second(&self) -> f64 {
        self.nodes as f64 / self.seconds.max(1e-9) / rayon::current_num_threads() as f64
    }
}

/// The clue-shaped boards of the benchmark: 6 x 6 and 6 x 12, 4 or 5 frame and 3 or 4
/// inner colours, 1 to 4 hints, seeds `1..=seeds`.
pub fn clue_boards(seeds: u64) -> Vec<Recipe> {
    let mut out = Vec::new();
    for (rows, cols) in [(6, 6), (6, 12)] {
        for frame in [4, 5] {
            for inner in [3, 4] {
                for hints in 1..=4 {
                    for seed in 1..=seeds {
                        out.push(Recipe {
                            rows,
                            cols,
                            frame,
                            inner,
                            seed,
                            hints,
                            colours: crate::Colours::Uniform,
                        });
                    }
                }
            }
        }
    }
    out
}

/// Runs `contender` on the board of `recipe` for at most `time_limit`; the board
/// found is checked by the verifier.
pub fn trial(recipe: Recipe, contender: Contender, time_limit: Duration) -> Result<Trial, Error> {
    if let Contender::Dealt(k) = contender {
        backtrack::check_deal(k)?;
    }
    let (puzzle, _) = recipe.generate()?;
    let options = Options {
        time_limit: Some(time_limit),
        max_score: false,
    };
    let (seconds, nodes, solved) = match contender {
        Contender::Backtrack(_) | Contender::Dealt(_) => {
            let start = Instant::now();
            let deadline = Some(after(start, time_limit)?);
            let s = match contender {
                Contender::Dealt(k) => backtrack::search_dealt(&puzzle, k, recipe.seed, deadline),
                Contender::Backtrack(order) => backtrack::search_in(&puzzle, order, deadline),
                _ => unreachable!("a search"),
            };
            let seconds = start.elapsed().as_secs_f64();
            let solved = s.solution.map(|b| check(&puzzle, &b)).transpose()?;
            (
                seconds,
                s.nodes,
                solved.is_some_and(|score| score.is_solved()),
            )
        }
        Contender::Sat | Contender::Portfolio => {
            let method = if contender == Contender::Sat {
                Method::Sat
            } else {
                Method::Portfolio
            };
            let out = solve_checked(&puzzle, method, options)?;
            let nodes = if method == Method::Sat { 0 } else { out.work };
            (out.seconds, nodes, out.solved())
        }
    };
    Ok(Trial {
        recipe,
        contender,
        seconds,
        nodes,
        solved,
    })
}

/// The moment `limit` after `start`, or an error naming a limit past the clock's range.
fn after(start: Instant, limit: Duration) -> Result<Instant, Error> {
    start.checked_add(limit).ok_or_else(|| {
        let why = format!("{} s is past the clock's range", limit.as_secs_f64());
        Error::Invalid(why)
    })
}

/// Search speed on the generated 16 x 16 board of seed 1 with a centre hint (5 + 17
/// colours): nodes and seconds of a `limit`-long search on every core.
pub fn search_speed_16(limit: Duration) -> Result<(u64, f64), Error> {
    search_speed(
        Recipe {
            hints: 1,
            ..Recipe::hardest(16, 16, 1, crate::Colours::Uniform)
        },
        limit,
    )
}

/// Nodes and seconds of a `limit`-long search on every core of the board of `recipe`
/// (a board solved sooner stops the clock sooner).
pub fn search_speed(recipe: Recipe, limit: Duration) -> Result<(u64, f64), Error> {
    let (puzzle, _) = recipe.generate()?;
    let start = Instant::now();
    let deadline = Some(after(start, limit)?);
    let s = backtrack::search(&puzzle, deadline);
    Ok((s.nodes, start.elapsed().as_secs_f64()))
}

/// One walk's estimated trees on the boards of an [`order_study`].
#[derive(Clone, Debug)]
pub struct WalkStudy {
    /// The cell order.
    pub walk: Walk,
    /// The tree estimate of each board, in seed order.
    pub trees: Vec<TreeEstimate>,
}

impl WalkStudy {
    /// The median of the boards' estimated nodes.
    pub fn median_nodes(&self) -> f64 {
        median(self.trees.iter().map(TreeEstimate::nodes).collect())
    }

    /// The median over boards of this walk's tree over `base`'s tree, and the boards where
    /// this tree is the smaller.
    pub fn against(&self, base: &WalkStudy) -> (f64, usize) {
        let ratios: Vec<f64> = self
            .trees
            .iter()
            .zip(&base.trees)
            .map(|(a, b)| a.nodes() / b.nodes())
            .collect();
        let smaller = ratios.iter().filter(|&&r| r < 1.0).count();
        (median(ratios), smaller)
    }
}

fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(f64::total_cmp);
    xs.get(xs.len() / 2).copied().unwrap_or(0.0)
}

/// The order study: Knuth's estimate, `probes` probes, of the backtracking tree
/// of every [`Walk`] on the `side x side` boards of seeds `1..=seeds` (known hardest colour
/// counts), the walks of one board on all cores; `on_board(seed, estimates)` after each.
pub fn order_study(
    side: usize,
    seeds: u64,
    probes: u64,
    mut on_board: impl FnMut(u64, &[TreeEstimate]),
) -> Result<Vec<WalkStudy>, Error> {
    let mut study: Vec<WalkStudy> = Walk::ALL
        .iter()
        .map(|&walk| WalkStudy {
            walk,
            trees: Vec::new(),
        })
        .collect();
    for seed in 1..=seeds {
        let (puzzle, _) = Recipe::hardest(side, side, seed, crate::Colours::Uniform).generate()?;
        let trees: Vec<TreeEstimate> = Walk::ALL
            .par_iter()
            .map(|&walk| estimate_walk(&puzzle, walk, probes, seed))
            .collect();
        on_board(seed, &trees);
        for (row, tree) in study.iter_mut().zip(trees) {
            row.trees.push(tree);
        }
    }
    Ok(study)
}

/// One balanced board of [`balanced_boards`]: its estimates and the search to its first
/// solution.
#[derive(Clone, Debug)]
pub struct BalancedRow {
    /// The board's seed.
    pub seed: u64,
    /// Knuth's estimate of the search's tree (with its symmetry break).
    pub knuth: TreeEstimate,
    /// The first-moment estimates (solutions, row-scan tree without symmetry break).
    pub moment: crate::FirstMoment,
    /// The nodes the search is expected to place before its first solution
    /// ([`backtrack::nodes_to_first`] of the Knuth tree and the first-moment solutions).
    pub expected_first: f64,
    /// The search to its first solution.
    pub trial: Trial,
}

/// The field's benchmark class: generated balanced boards of `side` with the known hardest
/// colour counts, seeds `1..=seeds`, each estimated (`probes` Knuth probes) and searched by
/// `search` (a [`Contender::Backtrack`] or [`Contender::Dealt`]) for at most `time_limit`; `on_row` sees each board as it ends.
pub fn balanced_boards(
    side: usize,
    seeds: u64,
    (probes, search, time_limit): (u64, Contender, Duration),
    mut on_row: impl FnMut(&BalancedRow),
) -> Result<Vec<BalancedRow>, Error> {
    let mut rows = Vec::new();
    for seed in 1..=seeds {
        let recipe = Recipe::hardest(side, side, seed, crate::Colours::Balanced);
        let (puzzle, _) = recipe.generate()?;
        let (knuth, moment) = (
            backtrack::estimate(&puzzle, probes, seed),
            first_moment(&puzzle)?,
        );
        let row = BalancedRow {
            seed,
            expected_first: backtrack::nodes_to_first(&puzzle, knuth.nodes(), moment.solutions()),
            knuth,
            moment,
            trial: trial(recipe, search, time_limit)?,
        };
        on_row(&row);
        rows.push(row);
    }
    Ok(rows)
}

/// One board of [`deal_study`]: its solutions counted and where they lie among the
/// subtrees of a random deal.
#[derive(Clone, Debug)]
pub struct DealRow {
    /// The board's seed.
    pub seed: u64,
    /// The first-moment estimates for the board's colour counts.
    pub moment: crate::FirstMoment,
    /// Every subtree of the deal's cut, searched to its end.
    pub profile: backtrack::DealProfile,
    /// The nodes a random deal places before its first solution if the solutions lay at
    /// random in the tree ([`backtrack::nodes_to_first`] of the counted tree and boards).
    pub scattered: f64,
}

/// Where the solutions lie: balanced boards of `recipe`'s size and colour counts, one per
/// seed of `seeds`, each cut into at least `subtrees` subtrees as [`backtrack::search_dealt`]
/// cuts it and searched to its end ([`backtrack::deal_profile`], whose `progress` it
/// passes on); `on_row` sees each board as it ends. A board's checked example solution is
/// required.
pub fn deal_study(
    recipe: Recipe,
    (seeds, subtrees): (std::ops::RangeInclusive<u64>, usize),
    progress: impl Fn(usize, usize, u64) + Sync,
    mut on_row: impl FnMut(&DealRow),
) -> Result<Vec<DealRow>, Error> {
    let mut rows = Vec::new();
    for seed in seeds {
        let (puzzle, _) = Recipe { seed, ..recipe }.generate()?;
        let profile = backtrack::deal_profile(&puzzle, subtrees, &progress);
        let example = profile.count.example.as_ref();
        if !example.is_some_and(|b| check(&puzzle, b).is_ok_and(|c| c.is_solved())) {
            return Err(Error::Invalid(format!(
                "seed {seed}: the count's example board is not a solution"
            )));
        }
        let tree = profile.count.nodes as f64;
        let row = DealRow {
            seed,
            moment: first_moment(&puzzle)?,
            scattered: backtrack::nodes_to_first(&puzzle, tree, profile.count.boards as f64),
            profile,
        };
        on_row(&row);
        rows.push(row);
    }
    Ok(rows)
}
