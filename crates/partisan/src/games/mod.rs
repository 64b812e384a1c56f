//! Short partisan games `{L1, L2, ... | R1, ...}` in canonical form (seed 002 §2; the
//! standard theory of Conway's *On Numbers and Games*, as CGSuite implements it).
//!
//! Games live in a [`Games`] arena and are named by [`GameId`]. Every id handed out by the
//! public API is the canonical form of its game (dominated options removed, reversible
//! options bypassed), and canonical forms are hash-consed, so two games are equal exactly
//! when their ids are equal. Comparison, sums and negation are memoised.

mod canonical;
mod thermograph;
mod wall;

pub use thermograph::Thermograph;
pub use wall::{Piece, Wall};

use std::collections::HashMap;

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
    left: Box<[GameId]>,
    right: Box<[GameId]>,
    /// `Some(x)` when the node is canonical and equal to the number `x`.
    number: Option<Surreal>,
    /// `Some((x, n))` when the node is `x + *n`, `n >= 1`, in canonical form.
    nimber: Option<(Surreal, usize)>,
}

/// The largest `n` of a nimber `*n` the parser and [`Games::star`] build: `*n` holds its `n`
/// options explicitly (2 M option ids at 2047), and the nim sum of two nimbers up to 2047
/// stays below 2048.
pub const MAX_NIMBER: usize = 2047;

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
    interned: HashMap<Options, GameId>,
    numbers: HashMap<Surreal, GameId>,
    le_memo: HashMap<(GameId, GameId), bool>,
    sum_memo: HashMap<(GameId, GameId), GameId>,
    neg_memo: HashMap<GameId, GameId>,
    steps: usize,
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

    /// The left options of `g`.
    pub fn left(&self, g: GameId) -> &[GameId] {
        &self.nodes[g.0 as usize].left
    }

    /// The right options of `g`.
    pub fn right(&self, g: GameId) -> &[GameId] {
        &self.nodes[g.0 as usize].right
    }

    /// `Some(x)` when `g` equals the number `x`.
    pub fn as_number(&self, g: GameId) -> Option<&Surreal> {
        self.nodes[g.0 as usize].number.as_ref()
    }

    /// The number `x` as a game, in canonical form: `n = {n-1 | }`, `-n = { | -n+1}`,
    /// `j/2^k = {x - 2^-k | x + 2^-k}`.
    pub fn number(&mut self, x: &Surreal) -> GameId {
        if let Some(&id) = self.numbers.get(x) {
            return id;
        }
        if x.is_integer() {
            return self.integer(x);
        }
        let step = Surreal::unit(x.exponent());
        let (lower, upper) = (self.number(&(x - &step)), self.number(&(x + &step)));
        let id = self.intern(vec![lower], vec![upper], Some(x.clone()));
        self.numbers.insert(x.clone(), id);
        id
    }

    /// Integers are built by walking from 0, so a large integer needs no deep recursion.
    fn integer(&mut self, n: &Surreal) -> GameId {
        let step = Surreal::from(if n > &Surreal::zero() { 1 } else { -1 });
        let mut m = Surreal::zero();
        let mut id = self.intern(vec![], vec![], Some(m.clone()));
        self.numbers.insert(m.clone(), id);
        while &m != n {
            m = &m + &step;
            id = match self.numbers.get(&m) {
                Some(&known) => known,
                None if step > Surreal::zero() => self.intern(vec![id], vec![], Some(m.clone())),
                None => self.intern(vec![], vec![id], Some(m.clone())),
            };
            self.numbers.insert(m.clone(), id);
        }
        id
    }

    /// The nimber `*n = {0, *, ..., *(n-1) | 0, *, ..., *(n-1)}`, `n` at most [`MAX_NIMBER`]
    /// (larger `n` are taken as `MAX_NIMBER`; the parser refuses them).
    pub fn star(&mut self, n: usize) -> GameId {
        let zero = Surreal::zero();
        self.star_at(&zero, n)
    }

    /// `x + *n = {x, x*, ..., x*(n-1) | the same}`, canonical as it stands.
    fn star_at(&mut self, x: &Surreal, n: usize) -> GameId {
        let mut options = vec![self.number(x)];
        for _ in 0..n.min(MAX_NIMBER) {
            let opts = options.clone();
            options.push(self.intern(opts.clone(), opts, None));
        }
        options[n.min(MAX_NIMBER)]
    }

    /// `Some((x, n))` when `g = x + *n` (`n = 0` for the number itself).
    pub fn as_nimber(&self, g: GameId) -> Option<(&Surreal, usize)> {
        let node = &self.nodes[g.0 as usize];
        match &node.number {
            Some(x) => Some((x, 0)),
            None => node.nimber.as_ref().map(|(x, n)| (x, *n)),
        }
    }

    /// `up = {0 | *}`.
    pub fn up(&mut self) -> GameId {
        let (zero, star) = (self.zero(), self.star(1));
        self.game(&[zero], &[star])
    }

    /// `G <= H` by the recursive definition: no `G^L >= H` and no `H^R <= G`.
    pub fn le(&mut self, g: GameId, h: GameId) -> bool {
        self.steps += 1;
        if g == h {
            return true;
        }
        if let (Some(x), Some(y)) = (self.as_number(g), self.as_number(h)) {
            return x <= y;
        }
        if let Some(&known) = self.le_memo.get(&(g, h)) {
            return known;
        }
        let answer = !(0..self.left(g).len()).any(|i| {
            let gl = self.left(g)[i];
            self.le(h, gl)
        }) && !(0..self.right(h).len()).any(|i| {
            let hr = self.right(h)[i];
            self.le(hr, g)
        });
        self.le_memo.insert((g, h), answer);
        answer
    }

    /// `G >= H`.
    pub fn ge(&mut self, g: GameId, h: GameId) -> bool {
        self.le(h, g)
    }

    /// `[Exact]` How `g` compares with `h`: greater, less, equal or confused.
    pub fn compare(&mut self, g: GameId, h: GameId) -> Comparison {
        match (self.le(h, g), self.le(g, h)) {
            (true, true) => Comparison::Equal,
            (true, false) => Comparison::Greater,
            (false, true) => Comparison::Less,
            (false, false) => Comparison::Confused,
        }
    }

    /// The outcome class of `g`.
    pub fn outcome(&mut self, g: GameId) -> Outcome {
        let zero = self.zero();
        match (self.le(zero, g), self.le(g, zero)) {
            (true, true) => Outcome::Previous,
            (true, false) => Outcome::Left,
            (false, true) => Outcome::Right,
            (false, false) => Outcome::Next,
        }
    }

    /// `-G = {-G^R | -G^L}`.
    pub fn neg(&mut self, g: GameId) -> GameId {
        if let Some(x) = self.as_number(g).cloned() {
            return self.number(&-&x);
        }
        if let Some(&known) = self.neg_memo.get(&g) {
            return known;
        }
        let left: Vec<GameId> = self
            .right(g)
            .to_vec()
            .into_iter()
            .map(|r| self.neg(r))
            .collect();
        let right: Vec<GameId> = self
            .left(g)
            .to_vec()
            .into_iter()
            .map(|l| self.neg(l))
            .collect();
        // The negative of a canonical form is canonical.
        let id = self.intern(left, right, None);
        self.neg_memo.insert(g, id);
        id
    }

    /// `G + H = {G^L + H, G + H^L | G^R + H, G + H^R}`, in canonical form. A number `x` is
    /// added by translation, `G + x = {G^L + x | G^R + x}` (number avoidance).
    pub fn add(&mut self, g: GameId, h: GameId) -> GameId {
        self.steps += 1;
        let (g, h) = (g.min(h), g.max(h));
        match (self.as_number(g).cloned(), self.as_number(h).cloned()) {
            (Some(x), Some(y)) => return self.number(&(&x + &y)),
            (Some(x), None) if x.is_zero() => return h,
            (None, Some(y)) if y.is_zero() => return g,
            _ => {}
        }
        // Nim addition: (x + *a) + (y + *b) = (x + y) + *(a XOR b).
        if let (Some((x, a)), Some((y, b))) = (self.as_nimber(g), self.as_nimber(h)) {
            let x = x + y;
            return self.star_at(&x, a ^ b);
        }
        if let Some(&known) = self.sum_memo.get(&(g, h)) {
            return known;
        }
        let (left, right) = match (self.as_number(g).is_some(), self.as_number(h).is_some()) {
            (true, false) => (
                self.shifted(self.left(h).to_vec(), g),
                self.shifted(self.right(h).to_vec(), g),
            ),
            (false, true) => (
                self.shifted(self.left(g).to_vec(), h),
                self.shifted(self.right(g).to_vec(), h),
            ),
            _ => {
                let mut left = self.shifted(self.left(g).to_vec(), h);
                left.extend(self.shifted(self.left(h).to_vec(), g));
                let mut right = self.shifted(self.right(g).to_vec(), h);
                right.extend(self.shifted(self.right(h).to_vec(), g));
                (left, right)
            }
        };
        let id = canonical::canonical(self, left, right);
        self.sum_memo.insert((g, h), id);
        id
    }

    /// The sum of several games (0 for none).
    pub fn sum(&mut self, games: &[GameId]) -> GameId {
        let zero = self.zero();
        games.iter().fold(zero, |acc, &g| self.add(acc, g))
    }

    fn shifted(&mut self, options: Vec<GameId>, by: GameId) -> Vec<GameId> {
        options.into_iter().map(|o| self.add(o, by)).collect()
    }

    /// The day `g` is born: 0 for `{ | }`, else one more than its latest-born option.
    pub fn birthday(&self, g: GameId) -> usize {
        let mut memo = HashMap::new();
        self.birthday_memo(g, &mut memo)
    }

    fn birthday_memo(&self, g: GameId, memo: &mut HashMap<GameId, usize>) -> usize {
        if let Some(&b) = memo.get(&g) {
            return b;
        }
        let node = &self.nodes[g.0 as usize];
        let b = node
            .left
            .iter()
            .chain(node.right.iter())
            .map(|&o| self.birthday_memo(o, memo) + 1)
            .max()
            .unwrap_or(0);
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
    pub(crate) fn intern(
        &mut self,
        mut left: Vec<GameId>,
        mut right: Vec<GameId>,
        number: Option<Surreal>,
    ) -> GameId {
        left.sort_unstable();
        left.dedup();
        right.sort_unstable();
        right.dedup();
        let key = (left.into_boxed_slice(), right.into_boxed_slice());
        if let Some(&id) = self.interned.get(&key) {
            if number.is_some() && self.nodes[id.0 as usize].number.is_none() {
                self.nodes[id.0 as usize].number = number;
            }
            return id;
        }
        let id = GameId(u32::try_from(self.nodes.len()).expect("fewer than 2^32 games"));
        let nimber = self.nimber_of(&key.0, &key.1);
        self.nodes.push(Node {
            left: key.0.clone(),
            right: key.1.clone(),
            number,
            nimber,
        });
        self.interned.insert(key, id);
        id
    }

    /// `Some((x, n))` when options `left` = `right` are exactly `x, x*, ..., x*(n-1)`.
    fn nimber_of(&self, left: &[GameId], right: &[GameId]) -> Option<(Surreal, usize)> {
        if left != right || left.is_empty() {
            return None;
        }
        let parts: Vec<(&Surreal, usize)> = (left.iter())
            .map(|&o| self.as_nimber(o))
            .collect::<Option<_>>()?;
        let x = parts[0].0;
        let mut stars: Vec<usize> = (parts.iter())
            .map(|&(y, k)| (y == x).then_some(k))
            .collect::<Option<_>>()?;
        stars.sort_unstable();
        (stars.iter().copied().eq(0..left.len())).then(|| (x.clone(), left.len()))
    }

    /// Records that canonical `g` equals the number `x`.
    pub(crate) fn mark_number(&mut self, g: GameId, x: Surreal) {
        self.numbers.entry(x.clone()).or_insert(g);
        self.nodes[g.0 as usize].number = Some(x);
    }
}
