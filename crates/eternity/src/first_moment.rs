//! The field's first-moment estimate of a puzzle (Brendan Owen's model, 2008-2009, as set
//! out in the notes of Wortmann's Eternity2Puzzles.jl): the number of ways to lay the pieces
//! with every frame piece facing out, times the probability that all joins match when the
//! edges of each colour are a finite stock. Summed over the placements of a row scan, the
//! same product estimates the size of the whole search tree.
//!
//! Frame joins pair a piece's edge just clockwise of its grey run with a neighbour's edge
//! just anticlockwise of it (`left` and `right` stocks per colour); inner joins pair any two
//! inner edges. With `l_k`, `r_k` (frame) and `h_k` (inner) edges of colour `k`, the ways
//! `V` to make `b` valid frame joins grow colour by colour as
//! `V_k(b) = sum_j V_{k-1}(b - j) P(l_k, j) P(r_k, j) C(b, j)`, and the probability is
//! `V(b) / (P(L, b) P(R, b))`; inner joins use `P(h_k, 2j)` and `P(H, 2m)`. The model
//! treats edges as free, not four to a piece: an estimate, to read beside Knuth's.
//!
//! ```
//! use eternity::{first_moment, Colours, Recipe};
//! let recipe = Recipe::hardest(6, 6, 1, Colours::Balanced);
//! let estimate = first_moment(&recipe.generate()?.0)?;
//! assert!(estimate.solutions() >= 1.0 && estimate.row_scan_nodes() > 1e6);
//! # Ok::<(), eternity::Error>(())
//! ```

use crate::{Error, Piece, Puzzle, GREY};

/// The first-moment estimates of a puzzle (natural logarithms: the numbers overflow `f64`
/// on large boards).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FirstMoment {
    /// `ln` of the expected number of solutions, every board counted apart (on a square
    /// board without hints, the four rotations of one solution are four).
    pub ln_solutions: f64,
    /// `ln` of the expected pieces placed by an exhaustive row scan (top row left to right
    /// first, hint cells skipped, no symmetry break).
    pub ln_row_scan_nodes: f64,
}

impl FirstMoment {
    /// Expected solutions.
    pub fn solutions(&self) -> f64 {
        self.ln_solutions.exp()
    }

    /// Expected nodes of the row scan.
    pub fn row_scan_nodes(&self) -> f64 {
        self.ln_row_scan_nodes.exp()
    }
}

/// Where a cell or piece sits: by its grey edges.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Corner,
    Edge,
    Inner,
}

/// `[Estimate]` The first-moment estimates of `puzzle`; an error when its pieces are not
/// one per cell of each kind (4 corners with two adjacent grey edges, edge pieces with one,
/// inner pieces with none).
pub fn first_moment(puzzle: &Puzzle) -> Result<FirstMoment, Error> {
    let stocks = Stocks::of(&puzzle.pieces)?;
    let fixed: Vec<bool> = (0..puzzle.rows * puzzle.cols)
        .map(|cell| {
            puzzle
                .hints
                .iter()
                .any(|h| h.row * puzzle.cols + h.col == cell)
        })
        .collect();
    let mut available = stocks.kinds;
    for h in &puzzle.hints {
        available[kind_of(&puzzle.pieces[h.piece])? as usize] -= 1;
    }
    let cells = cell_counts(puzzle.rows, puzzle.cols, &fixed);
    if cells != available {
        return Err(Error::Invalid(format!(
            "the first-moment estimate needs one free corner, edge and inner piece per free \
             cell of its kind: cells {cells:?}, pieces {available:?}"
        )));
    }
    let ln = Ln::upto(2 * stocks.inner.iter().sum::<usize>() + puzzle.pieces.len() + 4);
    let frame = frame_probabilities(&ln, &stocks.left, &stocks.right);
    let inner = inner_probabilities(&ln, &stocks.inner);
    let at = |p: &[f64], k: usize| p.get(k).copied().unwrap_or(f64::NEG_INFINITY);
    let mut walk = Walk::new(puzzle.rows, puzzle.cols, fixed);
    let mut nodes = f64::NEG_INFINITY;
    let mut last = 0.0;
    while let Some((placed, b, m)) = walk.next() {
        let ways: f64 = (0..3)
            .map(|k| ln.perm(available[k], placed[k]))
            .sum::<f64>()
            + placed[Kind::Inner as usize] as f64 * 4f64.ln();
        last = ways + at(&frame, b) + at(&inner, m);
        nodes = ln_add(nodes, last);
    }
    Ok(FirstMoment {
        ln_solutions: last,
        ln_row_scan_nodes: nodes,
    })
}

/// Pieces by kind and the edge stocks by colour.
struct Stocks {
    kinds: [usize; 3],
    left: Vec<usize>,
    right: Vec<usize>,
    inner: Vec<usize>,
}

impl Stocks {
    fn of(pieces: &[Piece]) -> Result<Stocks, Error> {
        let mut s = Stocks {
            kinds: [0; 3],
            left: vec![0; 256],
            right: vec![0; 256],
            inner: vec![0; 256],
        };
        for p in pieces {
            let kind = kind_of(p)?;
            s.kinds[kind as usize] += 1;
            let e = p.0;
            // Turned so its grey run ends at the top: the edge clockwise of it is `right`.
            let top = (0..4).find(|&i| e[i] == GREY && e[(i + 1) % 4] != GREY);
            match (kind, top) {
                (Kind::Inner, _) => e.iter().for_each(|&c| s.inner[c as usize] += 1),
                (_, Some(t)) => {
                    s.right[e[(t + 1) % 4] as usize] += 1;
                    let back = if kind == Kind::Corner { t + 2 } else { t + 3 };
                    s.left[e[back % 4] as usize] += 1;
                    if kind == Kind::Edge {
                        s.inner[e[(t + 2) % 4] as usize] += 1;
                    }
                }
                (_, None) => unreachable!("a frame piece has a grey edge"),
            }
        }
        Ok(s)
    }
}

fn kind_of(p: &Piece) -> Result<Kind, Error> {
    let e = p.0;
    match p.grey_edges() {
        0 => Ok(Kind::Inner),
        1 => Ok(Kind::Edge),
        2 if (0..4).any(|i| e[i] == GREY && e[(i + 1) % 4] == GREY) => Ok(Kind::Corner),
        _ => Err(Error::Invalid(format!(
            "piece {:?}: the first-moment estimate needs corner, edge and inner pieces",
            e
        ))),
    }
}

fn cell_kind(rows: usize, cols: usize, cell: usize) -> Kind {
    let (r, c) = (cell / cols, cell % cols);
    match (r == 0 || r + 1 == rows, c == 0 || c + 1 == cols) {
        (true, true) => Kind::Corner,
        (false, false) => Kind::Inner,
        _ => Kind::Edge,
    }
}

fn cell_counts(rows: usize, cols: usize, fixed: &[bool]) -> [usize; 3] {
    let mut counts = [0; 3];
    for cell in (0..rows * cols).filter(|&c| !fixed[c]) {
        counts[cell_kind(rows, cols, cell) as usize] += 1;
    }
    counts
}

/// The row scan: after each placement, the free pieces placed by kind and the frame and
/// inner joins made (joins with hint cells count once both cells are filled).
struct Walk {
    rows: usize,
    cols: usize,
    filled: Vec<bool>,
    next: usize,
    placed: [usize; 3],
    joins: [usize; 2],
}

impl Walk {
    fn new(rows: usize, cols: usize, fixed: Vec<bool>) -> Walk {
        let mut walk = Walk {
            rows,
            cols,
            filled: vec![false; rows * cols],
            next: 0,
            placed: [0; 3],
            joins: [0; 2],
        };
        for cell in (0..rows * cols).filter(|&c| fixed[c]) {
            walk.fill(cell);
        }
        walk
    }

    /// Fills `cell`, counting its joins with filled neighbours.
    fn fill(&mut self, cell: usize) {
        let (r, c, cols) = (cell / self.cols, cell % self.cols, self.cols);
        let ring_row = r == 0 || r + 1 == self.rows;
        let ring_col = c == 0 || c + 1 == cols;
        let mut join = |other: usize, frame: bool| {
            if self.filled[other] {
                self.joins[usize::from(!frame)] += 1;
            }
        };
        if c > 0 {
            join(cell - 1, ring_row);
        }
        if c + 1 < cols {
            join(cell + 1, ring_row);
        }
        if r > 0 {
            join(cell - cols, ring_col);
        }
        if r + 1 < self.rows {
            join(cell + cols, ring_col);
        }
        self.filled[cell] = true;
    }

    /// The next free cell filled: (placed by kind, frame joins, inner joins).
    fn next(&mut self) -> Option<([usize; 3], usize, usize)> {
        let cell = (self.next..self.filled.len()).find(|&c| !self.filled[c])?;
        self.next = cell + 1;
        self.placed[cell_kind(self.rows, self.cols, cell) as usize] += 1;
        self.fill(cell);
        Some((self.placed, self.joins[0], self.joins[1]))
    }
}

/// `ln p_b(b)` for every `b` the stocks allow (`-inf` beyond): all `b` frame joins valid.
fn frame_probabilities(ln: &Ln, left: &[usize], right: &[usize]) -> Vec<f64> {
    let ways = grow(ln, left.iter().zip(right), |&(&l, &r), j| {
        (j <= l.min(r)).then(|| ln.perm(l, j) + ln.perm(r, j))
    });
    let (l, r) = (left.iter().sum::<usize>(), right.iter().sum::<usize>());
    (ways.iter().enumerate())
        .map(|(b, v)| v - ln.perm(l, b) - ln.perm(r, b))
        .collect()
}

/// `ln p_m(m)`: all `m` inner joins valid.
fn inner_probabilities(ln: &Ln, stock: &[usize]) -> Vec<f64> {
    let ways = grow(ln, stock.iter(), |&&h, j| {
        (2 * j <= h).then(|| ln.perm(h, 2 * j))
    });
    let total = stock.iter().sum::<usize>();
    (ways.iter().enumerate())
        .map(|(m, v)| v - ln.perm(total, 2 * m))
        .collect()
}

/// `ln V(b)` after every colour: `V_k(b) = sum_j V_{k-1}(b - j) w_k(j) C(b, j)`, with
/// `ln w_k(j)` from `weight` (`None` once colour `k` has no `j` joins to give).
fn grow<T>(
    ln: &Ln,
    colours: impl Iterator<Item = T>,
    weight: impl Fn(&T, usize) -> Option<f64>,
) -> Vec<f64> {
    let mut v = vec![0.0];
    for colour in colours {
        let w: Vec<f64> = (0..).map_while(|j| weight(&colour, j)).collect();
        if w.len() <= 1 {
            continue;
        }
        let mut next = vec![f64::NEG_INFINITY; v.len() + w.len() - 1];
        for (b, &vb) in v.iter().enumerate() {
            for (j, &wj) in w.iter().enumerate() {
                let term = vb + wj + ln.choose(b + j, j);
                next[b + j] = ln_add(next[b + j], term);
            }
        }
        v = next;
    }
    v
}

/// `ln(e^a + e^b)`.
fn ln_add(a: f64, b: f64) -> f64 {
    let (hi, lo) = if a > b { (a, b) } else { (b, a) };
    if lo == f64::NEG_INFINITY {
        hi
    } else {
        hi + (lo - hi).exp().ln_1p()
    }
}

/// Logarithms of factorials, tabled.
struct Ln(Vec<f64>);

impl Ln {
    /// `ln n!` for `n <= top`.
    fn upto(top: usize) -> Ln {
        let mut f = vec![0.0; top + 1];
        for n in 2..=top {
            f[n] = f[n - 1] + (n as f64).ln();
        }
        Ln(f)
    }

    /// `ln P(n, k) = ln(n! / (n - k)!)` (`-inf` when `k > n`).
    fn perm(&self, n: usize, k: usize) -> f64 {
        match k <= n {
            true => self.0[n] - self.0[n - k],
            false => f64::NEG_INFINITY,
        }
    }

    fn choose(&self, n: usize, k: usize) -> f64 {
        self.0[n] - self.0[k] - self.0[n - k]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Colours, Recipe};

    fn balanced(side: usize, hints: usize) -> FirstMoment {
        let recipe = Recipe {
            hints,
            ..Recipe::hardest(side, side, 1, Colours::Balanced)
        };
        first_moment(&recipe.generate().unwrap().0).unwrap()
    }

    fn near(x: f64, published: f64, within: f64) -> bool {
        (x / published - 1.0).abs() <= within
    }

    /// Published figures for the same colour counts: 14,702 solutions for the official
    /// 16 x 16 (5 + 17 colours, its centre piece fixed; Wortmann's table 1, Owen's model),
    /// about 68 solutions and a row-scan tree of about 3.75e12 nodes for balanced 8 x 8
    /// boards of 3 + 8 colours (the community's figures), 146 for a 6 x 6 of 3 + 5
    /// (Wortmann's puzzle A, which has 160 counted).
    #[test]
    fn balanced_boards_give_the_published_estimates() {
        let official = balanced(16, 1);
        assert!(near(official.solutions(), 14_702.0, 0.001), "{official:?}");
        let eight = balanced(8, 0);
        assert!(near(eight.solutions(), 68.0, 0.01), "{eight:?}");
        assert!(near(eight.row_scan_nodes(), 3.75e12, 0.1), "{eight:?}");
        assert!(near(balanced(6, 0).solutions(), 146.0, 0.01));
    }

    /// Joins valid with certainty when every edge has one colour: one colour everywhere
    /// leaves only the ways to lay the pieces, and the row scan's last level is all of them.
    #[test]
    fn one_colour_leaves_only_the_arrangements() {
        let recipe = Recipe {
            frame: 1,
            inner: 1,
            ..Recipe::hardest(4, 4, 3, Colours::Balanced)
        };
        let e = first_moment(&recipe.generate().unwrap().0).unwrap();
        // 4! corners, 8! edges, 4! 4^4 inner arrangements.
        let ways = 24.0 * 40_320.0 * 24.0 * 256.0;
        assert!(near(e.solutions(), ways, 1e-9), "{e:?}");
    }

    #[test]
    fn pieces_that_do_not_fit_the_board_are_refused() {
        let (mut puzzle, _) = Recipe::hardest(4, 4, 1, Colours::Uniform)
            .generate()
            .unwrap();
        puzzle.pieces[0] = Piece([0, 0, 0, 1]);
        let err = first_moment(&puzzle).unwrap_err().to_string();
        assert!(err.contains("corner, edge and inner pieces"), "{err}");
    }
}
