//! The Number Hides Game on a spider G(m, n, B, b) (seed 001 §4.2): a root coin and `B`
//! branches of `b` coins. Permuting the branches leaves the game unchanged, so both players
//! have optimal strategies that give every move of one class the same probability
//! (Ferguson, *A Course in Game Theory*, II.3). The compact game has one row or column per
//! class: `C[X][Y]` = the expected overlap of a uniform move of class `X` with any one move of
//! class `Y` (the same for every move of `Y`, and the same read from `Y`'s side).

use lp_core::{solve_exact_within, MatrixGame, Solution};
use num_rational::BigRational;
use num_traits::Zero;
use serde::Serialize;
use verify::budget::Budget;
use verify::{check_distribution, Certificate, RationalMatrix, Verdict};

use crate::ratio;
use crate::tree::{overlap_matrix, Tree};
use crate::Error;

/// A class of moves of `k` coins under branch permutations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum MoveClass {
    /// The root coin alone (`k = 1`); one move.
    Root,
    /// A straight move: coins at depths `start .. start + k` of one branch (depth 0 is the
    /// root, so `start = 0` means the root and `k - 1` coins of one branch); `B` moves.
    Straight {
        /// The depth of the coin nearest the root.
        start: usize,
    },
    /// A corner move: the root, `a` coins of one branch and `c` of another, `1 <= a <= c`;
    /// `B (B - 1)` moves (`B (B - 1) / 2` when `a = c`).
    Corner {
        /// Coins in the shorter arm.
        a: usize,
        /// Coins in the longer arm.
        c: usize,
    },
}

/// The names printed and stored for a class: `root`, `straight from depth 2` (depth 0 is
/// the root), `corner 1+2` (the root with arms of 1 and 2 coins).
impl std::fmt::Display for MoveClass {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MoveClass::Root => write!(f, "root"),
            MoveClass::Straight { start } => write!(f, "straight from depth {start}"),
            MoveClass::Corner { a, c } => write!(f, "corner {a}+{c}"),
        }
    }
}

/// A spider with `branches` branches of `b` coins.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Spider {
    branches: usize,
    b: usize,
}

/// Above this many full-matrix entries the full game is not built to certify.
pub const MAX_FULL_ENTRIES: usize = 4_000_000;

/// The most entries of a compact game [`solve_spider`] takes (classes of player 1's moves
/// times player 2's), refused before any work beyond: `B = 2, b = 2000, m = n = 2` has
/// 4,000,000 and needs about 34 s and 1.8 GB on 2 cores; ten times the coins need a
/// hundred times the entries.
pub const MAX_COMPACT_ENTRIES: usize = 4_000_000;

impl Spider {
    /// The spider; an error unless `B >= 1` and `b >= 1`.
    pub fn new(branches: usize, b: usize) -> Result<Spider, Error> {
        if branches == 0 || b == 0 || branches > 1000 || b > 100_000 {
            return Err(Error::InvalidGame(format!(
                "spider B = {branches}, b = {b}: need 1 <= B <= 1000 branches of 1 <= b <= 100000 coins"
            )));
        }
        Ok(Spider { branches, b })
    }

    /// `(B, b)`.
    pub fn params(&self) -> (usize, usize) {
        (self.branches, self.b)
    }

    /// Coins on the longest path.
    pub fn longest_path(&self) -> usize {
        if self.branches >= 2 {
            2 * self.b + 1
        } else {
            self.b + 1
        }
    }

    /// Every class of moves of `k` coins.
    pub fn classes(&self, k: usize) -> Vec<MoveClass> {
        let (big_b, b) = (self.branches, self.b);
        let mut out = Vec::new();
        if k == 1 {
            out.push(MoveClass::Root);
            out.extend((1..=b).map(|start| MoveClass::Straight { start }));
            return out;
        }
        let fits = |s: usize| if s == 0 { k - 1 <= b } else { s + k - 1 <= b };
        out.extend(
            (0..=b)
                .filter(|&s| fits(s))
                .map(|start| MoveClass::Straight { start }),
        );
        if big_b >= 2 {
            out.extend(
                (1..=(k - 1) / 2)
                    .map(|a| (a, k - 1 - a))
                    .filter(|&(_, c)| c <= b)
                    .map(|(a, c)| MoveClass::Corner { a, c }),
            );
        }
        out
    }

    /// How many moves a class holds.
    pub fn class_size(&self, class: MoveClass) -> usize {
        let big_b = self.branches;
        match class {
            MoveClass::Root => 1,
            MoveClass::Straight { .. } => big_b,
            MoveClass::Corner { a, c } if a < c => big_b * (big_b - 1),
            MoveClass::Corner { .. } => big_b * (big_b - 1) / 2,
        }
    }

    /// Moves of `class` (of `k` coins) containing the root (`depth = 0`) or one given coin
    /// at `depth` of one given branch.
    fn covering(&self, class: MoveClass, k: usize, depth: usize) -> usize {
        let big_b = self.branches;
        let inside = |lo: usize, hi: usize| usize::from(lo <= depth && depth <= hi);
        match (class, depth) {
            (MoveClass::Root, 0) => 1,
            (MoveClass::Root, _) => 0,
            (MoveClass::Straight { start: 0 }, 0) => big_b,
            (MoveClass::Straight { .. }, 0) => 0,
            (MoveClass::Straight { start }, _) => inside(start.max(1), start + k - 1),
            (MoveClass::Corner { .. }, 0) => self.class_size(class),
            (MoveClass::Corner { a, c }, _) if a < c => (big_b - 1) * (inside(1, a) + inside(1, c)),
            (MoveClass::Corner { a, .. }, _) => (big_b - 1) * inside(1, a),
        }
    }

    /// The depths of the coins of one move of `class` (0 = the root).
    fn representative(class: MoveClass, k: usize) -> Vec<usize> {
        match class {
            MoveClass::Root => vec![0],
            MoveClass::Straight { start } => (start..start + k).collect(),
            MoveClass::Corner { a, c } => std::iter::once(0).chain(1..=a).chain(1..=c).collect(),
        }
    }

    /// `C[X][Y]` for I's classes of `m` coins and II's of `n`.
    pub fn compact_matrix(
        &self,
        m: usize,
        n: usize,
    ) -> (Vec<MoveClass>, Vec<MoveClass>, Vec<Vec<BigRational>>) {
        let (rows, cols) = (self.classes(m), self.classes(n));
        let matrix = rows
            .iter()
            .map(|&x| cols.iter().map(|&y| self.entry(x, m, y, n)).collect())
            .collect();
        (rows, cols, matrix)
    }

    /// `C[X][Y]`: the expected overlap of a uniform move of I's class `x` (of `m` coins)
    /// with one move of II's class `y` (of `n` coins).
    fn entry(&self, x: MoveClass, m: usize, y: MoveClass, n: usize) -> BigRational {
        let hits: usize = Spider::representative(y, n)
            .into_iter()
            .map(|d| self.covering(x, m, d))
            .sum();
        ratio(hits, self.class_size(x))
    }

    /// The class of a move given as coins of [`Tree::spider`].
    pub fn class_of(&self, path: &[usize]) -> MoveClass {
        let b = self.b;
        let mut arms: Vec<(usize, usize)> = Vec::new(); // (branch, coins)
        let mut min_depth = usize::MAX;
        for &coin in path.iter().filter(|&&c| c != 0) {
            let (branch, depth) = ((coin - 1) / b, (coin - 1) % b + 1);
            min_depth = min_depth.min(depth);
            match arms.iter_mut().find(|(br, _)| *br == branch) {
                Some(arm) => arm.1 += 1,
                None => arms.push((branch, 1)),
            }
        }
        let rooted = path.contains(&0);
        match (rooted, arms.as_slice()) {
            (true, []) => MoveClass::Root,
            (true, [_]) => MoveClass::Straight { start: 0 },
            (true, [(_, x), (_, y)]) => MoveClass::Corner {
                a: *x.min(y),
                c: *x.max(y),
            },
            _ => MoveClass::Straight { start: min_depth },
        }
    }
}

/// The full game of a spider with the compact strategies spread over each class.
pub struct FullSpider {
    /// The spider as a tree ([`Tree::spider`] numbering).
    pub tree: Tree,
    /// Player I's moves.
    pub moves_1: Vec<Vec<usize>>,
    /// Player I's mix over them.
    pub strategy_1: Vec<BigRational>,
    /// Player II's moves.
    pub moves_2: Vec<Vec<usize>>,
    /// Player II's mix over them.
    pub strategy_2: Vec<BigRational>,
}

/// The compact game solved exactly.
pub struct SpiderSolution {
    /// The board.
    pub spider: Spider,
    /// Player I's coins and player II's.
    pub m: usize,
    /// Player II's coins.
    pub n: usize,
    /// Player I's classes (rows of the compact game).
    pub classes_1: Vec<MoveClass>,
    /// Player II's classes.
    pub classes_2: Vec<MoveClass>,
    /// The certified solution of the compact game: class probabilities (a class's total).
    pub compact: Solution,
}

/// `[Exact]` Solves G(m, n, B, b) on the compact game (one row per class: O(b + m) by
/// O(b + n)), certified exactly on the compact matrix.
pub fn solve_spider(spider: Spider, m: usize, n: usize) -> Result<SpiderSolution, Error> {
    solve_spider_within(spider, m, n, &Budget::unlimited())
}

/// [`solve_spider`] within `budget` (the compact game's exact solve stops when it runs out).
pub fn solve_spider_within(
    spider: Spider,
    m: usize,
    n: usize,
    budget: &Budget,
) -> Result<SpiderSolution, Error> {
    let (classes_1, classes_2, game) = compact_game(&spider, m, n)?;
    let compact = solve_exact_within(&game, budget)?;
    Ok(SpiderSolution {
        spider,
        m,
        n,
        classes_1,
        classes_2,
        compact,
    })
}

/// `[Exact]` Checks a claimed solution of the compact game G(m, n, B, b) without solving it:
/// `cert.row_mix` over I's classes and `cert.col_mix` over II's, both in the order of
/// [`Spider::classes`]. Only the entries the mixes meet are computed: I's guarantee needs
/// the rows of its support, II's the columns of its own, `O((rows + cols) * support)` in
/// all. The verdict is certified when both equal the value.
pub fn check_compact(
    spider: &Spider,
    m: usize,
    n: usize,
    cert: &Certificate,
) -> Result<Verdict, Error> {
    let (rows, cols) = (spider.classes(m), spider.classes(n));
    let bad = |why: String| {
        Err(Error::InvalidGame(format!(
            "not a certificate of this game: {why}"
        )))
    };
    if cert.row_mix.len() != rows.len() {
        return bad(format!(
            "{} weights for I's {} classes",
            cert.row_mix.len(),
            rows.len()
        ));
    }
    if let Some((j, _)) = cert.col_mix.iter().find(|(j, _)| *j >= cols.len()) {
        return bad(format!("II's class {j} of {}", cols.len()));
    }
    let col_weights = cert.col_mix.iter().map(|(_, p)| p);
    for (who, mix) in [
        ("I's", check_distribution(&cert.row_mix)),
        ("II's", check_distribution(col_weights)),
    ] {
        if let Err(e) = mix {
            return bad(format!("{who} mix: {e}"));
        }
    }
    let row_support: Vec<(MoveClass, &BigRational)> = rows
        .iter()
        .zip(&cert.row_mix)
        .filter(|(_, p)| !p.is_zero())
        .map(|(&x, p)| (x, p))
        .collect();
    let lower = cols
        .iter()
        .map(|&y| {
            row_support
                .iter()
                .map(|(x, p)| *p * spider.entry(*x, m, y, n))
                .sum::<BigRational>()
        })
        .min()
        .ok_or_else(|| Error::InvalidGame("II has no moves".into()))?;
    let upper = rows
        .iter()
        .map(|&x| {
            cert.col_mix
                .iter()
                .map(|(j, p)| p * spider.entry(x, m, cols[*j], n))
                .sum::<BigRational>()
        })
        .max()
        .ok_or_else(|| Error::InvalidGame("I has no moves".into()))?;
    Ok(Verdict::from_bounds(lower, upper, &cert.value))
}

/// The compact game's classes and matrix, after the size checks.
fn compact_game(
    spider: &Spider,
    m: usize,
    n: usize,
) -> Result<(Vec<MoveClass>, Vec<MoveClass>, MatrixGame), Error> {
    let longest = spider.longest_path();
    if m == 0 || n == 0 || m > longest || n > longest {
        return Err(Error::InvalidGame(format!(
            "m = {m}, n = {n}: each must be between 1 and {longest}, the coins on the spider's longest path"
        )));
    }
    let entries = spider.classes(m).len() * spider.classes(n).len();
    if entries > MAX_COMPACT_ENTRIES {
        return Err(Error::InvalidGame(format!(
            "spider B = {}, b = {}, m = {m}, n = {n}: the compact game has {entries} entries, \
             more than the {MAX_COMPACT_ENTRIES} its exact LP solves in memory",
            spider.branches, spider.b
        )));
    }
    let (classes_1, classes_2, matrix) = spider.compact_matrix(m, n);
    let (rows, cols) = (classes_1.len(), classes_2.len());
    let data: Vec<BigRational> = matrix.into_iter().flatten().collect();
    let game =
        MatrixGame::new(RationalMatrix::new(rows, cols, data).expect("rows x cols entries"))?;
    Ok((classes_1, classes_2, game))
}

impl SpiderSolution {
    /// The value.
    pub fn value(&self) -> &BigRational {
        self.compact.value()
    }

    /// The full game's moves and the compact strategies spread evenly over each class.
    pub fn full_strategies(&self) -> FullSpider {
        let (big_b, b) = self.spider.params();
        let tree = Tree::spider(big_b, b);
        let spread = |k: usize, classes: &[MoveClass], mix: &[BigRational]| {
            let moves = tree.paths(k);
            let probs = moves
                .iter()
                .map(|path| {
                    let class = self.spider.class_of(path);
                    let i = classes
                        .iter()
                        .position(|&c| c == class)
                        .expect("every move has its class");
                    &mix[i] / ratio(self.spider.class_size(class), 1)
                })
                .collect();
            (moves, probs)
        };
        let (moves_1, strategy_1) = spread(self.m, &self.classes_1, self.compact.row_strategy());
        let (moves_2, strategy_2) = spread(self.n, &self.classes_2, self.compact.col_strategy());
        FullSpider {
            tree,
            moves_1,
            strategy_1,
            moves_2,
            strategy_2,
        }
    }

    /// `[Exact]` The expanded strategies checked on the full game's overlap matrix; `None`
    /// when the full matrix would have more than [`MAX_FULL_ENTRIES`] entries.
    pub fn certify_full(&self) -> Option<Verdict> {
        let full = self.full_strategies();
        if full.moves_1.len() * full.moves_2.len() > MAX_FULL_ENTRIES {
            return None;
        }
        let overlaps = overlap_matrix(full.tree.coins(), &full.moves_1, &full.moves_2);
        let a = RationalMatrix::from_integers(&overlaps).ok()?;
        let cert = Certificate {
            row_mix: full.strategy_1,
            col_mix: full
                .strategy_2
                .into_iter()
                .enumerate()
                .filter(|(_, p)| !p.is_zero())
                .collect(),
            value: self.value().clone(),
        };
        cert.check(&a).ok()
    }
}
