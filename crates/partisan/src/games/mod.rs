//! Short partisan games `{L1, L2, ... | R1, ...}` in canonical form (seed 002 §2; the
//! standard theory of Conway's *On Numbers and Games*, as CGSuite implements it).
//!
//! Games live in a [`Games`] arena and are named by [`GameId`]. Every id handed out by the
//! public API is the canonical form of its game (dominated options removed, reversible
//! options bypassed), and canonical forms are hash-consed, so two games are equal exactly
//! when their ids are equal. Comparison, sums and negation are memoised.

mod atomic;
mod budget;
mod canonical;
mod infinitesimals;
mod order;
mod overheat;
mod reduced;
mod thermograph;
mod values;
mod wall;

pub use overheat::MAX_COPIES;
pub use thermograph::Thermograph;
pub use wall::{Piece, Wall};

use std::collections::HashMap;

use num_bigint::BigInt;
use rustc_hash::FxHashMap;

use crate::{Error, Surreal};

/// A game in a [`Games`] arena (canonical when returned by the public API).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameId(u32);

/// Who wins a game: the four outcome classes of a partisan game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// `G > 0`: Left wins whoever starts.
    Left,
    /// `G < 0`: Right wins whoever starts.
    Right,
    /// `G = 0`: the second player wins.
    Previous,
    /// `G || 0` (confused with 0): the first player wins.
    Next,
}

impl std::fmt::Display for Outcome {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Outcome::Left => "Left wins (G > 0)",
            Outcome::Right => "Right wins (G < 0)",
            Outcome::Previous => "second player wins (G = 0)",
            Outcome::Next => "first player wins (G || 0)",
        })
    }
}

/// How two games compare: short games are partially ordered.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Comparison {
    /// `G > H`.
    Greater,
    /// `G < H`.
    Less,
    /// `G = H`.
    Equal,
    /// `G || H`: confused, neither `G >= H` nor `G <= H`.
    Confused,
}

impl Comparison {
    /// The sign a user writes: `>`, `<`, `=` or `||`.
    pub fn symbol(self) -> &'static str {
        match self {
            Comparison::Greater => ">",
            Comparison::Less => "<",
            Comparison::Equal => "=",
            Comparison::Confused => "||",
        }
    }
}

/// Left and right options, sorted and without duplicates: the key of hash-consing.
type Options = (Box<[GameId]>, Box<[GameId]>);

struct Node {
    /// The options, once built (always, for a game that is not a number or a nimber).
    left: Box<[GameId]>,
    right: Box<[GameId]>,
    /// `Some((x, n))` for the canonical `x + *n` (`n = 0`: the number `x`), whose options
    /// are built only when asked for ([`Games::expand`]): a number or nimber of any size is
    /// one node.
    value: Option<(Surreal, usize)>,
    /// Are `left` and `right` built?
    expanded: bool,
    /// Is it a canonical form? Forms met inside a reduction are not known to be (one may
    /// equal a number), and comparing them with numbers takes the long way.
    canonical: bool,
}

/// `[Exact]` An arena of short games with memoised canonical forms, comparison, sum and
/// negation.
///
/// # Example
/// ```
/// use partisan::{Games, Outcome};
/// let mut g = Games::new();
/// let (zero, star) = (g.zero(), g.star(1));
/// let up = g.game(&[zero], &[star]);                       // {0 | *} = up
/// assert_eq!(g.name(up), "up");
/// let up_up = g.add(up, up);
/// let double_up_star = g.add(up_up, star);
/// assert_eq!(g.name(double_up_star), "^^*");
/// assert_eq!(g.outcome(star), Outcome::Next);
/// assert_eq!(g.add(star, star), zero);
/// ```
#[derive(Default)]
pub struct Games {
    nodes: Vec<Node>,
    interned: FxHashMap<Options, GameId>,
    numbers: FxHashMap<Surreal, GameId>,
    nimbers: FxHashMap<(Surreal, usize), GameId>,
    le_memo: FxHashMap<(GameId, GameId), bool>,
    sum_memo: FxHashMap<(GameId, GameId), GameId>,
    neg_memo: FxHashMap<GameId, GameId>,
    steps: usize,
    /// The budget in force inside [`Games::within`].
    meter: Option<verify::budget::Meter>,
}

impl Games {
    /// An empty arena.
    pub fn new() -> Self {
        Games::default()
    }

    /// How many nodes the arena holds (canonical and intermediate).
    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    /// The comparisons and sums asked of the arena so far, remembered ones included: the
    /// work it has done.
    pub fn work(&self) -> usize {
        self.steps
    }

    /// Is the arena empty?
    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// `0 = { | }`.
    pub fn zero(&mut self) -> GameId {
        self.number(&Surreal::zero())
    }

    /// The canonical form of `{left | right}`; the options must be ids from this arena.
    pub fn game(&mut self, left: &[GameId], right: &[GameId]) -> GameId {
        canonical::canonical(self, left.to_vec(), right.to_vec())
    }

    /// The left options of `g` (built first when `g` is a number or nimber).
    pub fn left(&mut self, g: GameId) -> &[GameId] {
        self.expand(g);
        &self.nodes[g.0 as usize].left
    }

    /// The right options of `g` (built first when `g` is a number or nimber).
    pub fn right(&mut self, g: GameId) -> &[GameId] {
        self.expand(g);
        &self.nodes[g.0 as usize].right
    }

    /// The options of a game known to have them built: a general game, or an expanded
    /// number or nimber.
    pub(crate) fn built(&self, g: GameId) -> (&[GameId], &[GameId]) {
        let node = &self.nodes[g.0 as usize];
        debug_assert!(
            node.expanded,
            "options asked of an unexpanded number or nimber"
        );
        (&node.left, &node.right)
    }

    /// `-G = {-G^R | -G^L}`.
    pub fn neg(&mut self, g: GameId) -> GameId {
        if let Some((x, n)) = self.as_nimber(g) {
            let minus_x = -x;
            return self.star_at(&minus_x, n);
        }
        if let Some(&known) = self.neg_memo.get(&g) {
            return known;
        }
        let (left, right) = self.built(g);
        let (left, right) = (right.to_vec(), left.to_vec());
        let left: Vec<GameId> = left.into_iter().map(|r| self.neg(r)).collect();
        let right: Vec<GameId> = right.into_iter().map(|l| self.neg(l)).collect();
        // The negative of a canonical form is canonical.
        let id = self.intern(left, right);
        self.nodes[id.0 as usize].canonical = self.nodes[g.0 as usize].canonical;
        self.neg_memo.insert(g, id);
        id
    }

    /// `G + H = {G^L + H, G + H^L | G^R + H, G + H^R}`, in canonical form. A number `x` is
    /// added by translation, `G + x = {G^L + x | G^R + x}` (number avoidance), and nimbers
    /// by nim addition, `(x + *a) + (y + *b) = (x + y) + *(a XOR b)`.
    pub fn add(&mut self, g: GameId, h: GameId) -> GameId {
        self.step();
        let (g, h) = (g.min(h), g.max(h));
        match (self.as_number(g), self.as_number(h)) {
            (Some(x), _) if x.is_zero() => return h,
            (_, Some(y)) if y.is_zero() => return g,
            _ => {}
        }
        if let (Some((x, a)), Some((y, b))) = (self.as_nimber(g), self.as_nimber(h)) {
            let x = x + y;
            return self.star_at(&x, a ^ b);
        }
        if let Some(&known) = self.sum_memo.get(&(g, h)) {
            return known;
        }
        let (left, right) = match (self.as_number(g).is_some(), self.as_number(h).is_some()) {
            (true, false) => self.translated(h, g),
            (false, true) => self.translated(g, h),
            _ => {
                let (gl, gr) = (self.left(g).to_vec(), self.right(g).to_vec());
                let (hl, hr) = (self.left(h).to_vec(), self.right(h).to_vec());
                let mut left = self.shifted(gl, h);
                left.extend(self.shifted(hl, g));
                let mut right = self.shifted(gr, h);
                right.extend(self.shifted(hr, g));
                (left, right)
            }
        };
        let id = canonical::canonical(self, left, right);
        self.sum_memo.insert((g, h), id);
        id
    }

    /// The options of `g + x` for a number `x`: `g`'s options, each plus `x`.
    fn translated(&mut self, g: GameId, x: GameId) -> (Vec<GameId>, Vec<GameId>) {
        let (left, right) = (self.left(g).to_vec(), self.right(g).to_vec());
        (self.shifted(left, x), self.shifted(right, x))
    }

    /// The sum of several games (0 for none).
    pub fn sum(&mut self, games: &[GameId]) -> GameId {
        let zero = self.zero();
        games.iter().fold(zero, |acc, &g| self.add(acc, g))
    }

    fn shifted(&mut self, options: Vec<GameId>, by: GameId) -> Vec<GameId> {
        options.into_iter().map(|o| self.add(o, by)).collect()
    }

    /// The day `g` is born: 0 for `{ | }`, else one more than its latest-born option; a
    /// number `x + *n` is born on `x`'s day plus `n`. Exact at any size.
    pub fn birthday(&self, g: GameId) -> BigInt {
        self.birthday_memo(g, &mut HashMap::new())
    }

    fn birthday_memo(&self, g: GameId, memo: &mut HashMap<GameId, BigInt>) -> BigInt {
        if let Some(b) = memo.get(&g) {
            return b.clone();
        }
        let b = match self.as_nimber(g) {
            Some((x, n)) => x.birthday() + n,
            None => {
                let (left, right) = self.built(g);
                (left.iter().chain(right))
                    .map(|&o| self.birthday_memo(o, memo) + 1)
                    .max()
                    .unwrap_or_default()
            }
        };
        memo.insert(g, b.clone());
        b
    }

    /// How many moves deep `g` goes before every line reaches a number: 0 for a number, `n`
    /// for `x + *n`, else one more than its deepest option. A sum's work grows with its
    /// terms' depths, not with the size of the numbers in them (they translate).
    pub fn depth(&self, g: GameId) -> usize {
        self.depth_memo(g, &mut HashMap::new())
    }

    fn depth_memo(&self, g: GameId, memo: &mut HashMap<GameId, usize>) -> usize {
        if let Some(&b) = memo.get(&g) {
            return b;
        }
        let b = match self.as_nimber(g) {
            Some((_, n)) => n,
            None => {
                let (left, right) = self.built(g);
                (left.iter().chain(right))
                    .map(|&o| self.depth_memo(o, memo).saturating_add(1))
                    .max()
                    .unwrap_or(0)
            }
        };
        memo.insert(g, b);
        b
    }

    /// `{L | R}` when it is a number: the simplest number between the options (simplicity
    /// rule, seed 002 §2.1); an error naming the problem otherwise.
    pub fn number_from_options(
        &mut self,
        left: &[GameId],
        right: &[GameId],
    ) -> Result<Surreal, Error> {
        let g = self.game(left, right);
        match self.as_number(g) {
            Some(x) => Ok(x.clone()),
            None => Err(Error::NotANumber(format!(
                "{{L | R}} is not a number: it equals {}",
                self.name(g)
            ))),
        }
    }

    /// Interns `{left | right}` as given (sorted, duplicates dropped), no simplification.
    pub(crate) fn intern(&mut self, mut left: Vec<GameId>, mut right: Vec<GameId>) -> GameId {
        left.sort_unstable();
        left.dedup();
        right.sort_unstable();
        right.dedup();
        let key = (left.into_boxed_slice(), right.into_boxed_slice());
        if let Some(&id) = self.interned.get(&key) {
            return id;
        }
        let id = self.push(Node {
            left: key.0.clone(),
            right: key.1.clone(),
            value: None,
            expanded: true,
            canonical: false,
        });
        self.interned.insert(key, id);
        id
    }

    fn push(&mut self, node: Node) -> GameId {
        self.step();
        let id = GameId(u32::try_from(self.nodes.len()).expect("fewer than 2^32 games"));
        self.nodes.push(node);
        id
    }

    /// Records that `g`, a general game, is a canonical form.
    pub(crate) fn mark_canonical(&mut self, g: GameId) {
        self.nodes[g.0 as usize].canonical = true;
    }
}
