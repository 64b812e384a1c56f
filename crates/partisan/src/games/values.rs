//! Numbers and nimbers: `x + *n` for any dyadic `x` and any `n`, each one node whose
//! options are built only when a computation asks for them. `*1000000` and
//! `123456789/1024` cost one node each; their sums are nim addition and translation.

use super::{GameId, Games, Node};
use crate::Surreal;

impl Games {
    /// `Some(x)` when `g` equals the number `x`.
    pub fn as_number(&self, g: GameId) -> Option<&Surreal> {
        match &self.nodes[g.0 as usize].value {
            Some((x, 0)) => Some(x),
            _ => None,
        }
    }

    /// `Some((x, n))` when `g = x + *n` (`n = 0` for the number itself).
    pub fn as_nimber(&self, g: GameId) -> Option<(&Surreal, usize)> {
        (self.nodes[g.0 as usize].value.as_ref()).map(|(x, n)| (x, *n))
    }

    /// The number `x` as a game. Its canonical form is `n = {n-1 | }`, `-n = { | -n+1}`,
    /// `j/2^k = {x - 2^-k | x + 2^-k}`; those options are built when first asked for.
    pub fn number(&mut self, x: &Surreal) -> GameId {
        self.star_at(x, 0)
    }

    /// The nimber `*n = {0, *, ..., *(n-1) | 0, *, ..., *(n-1)}`, any `n`.
    pub fn star(&mut self, n: usize) -> GameId {
        self.star_at(&Surreal::zero(), n)
    }

    /// `up = {0 | *}`.
    pub fn up(&mut self) -> GameId {
        let (zero, star) = (self.zero(), self.star(1));
        self.game(&[zero], &[star])
    }

    /// `x + *n = {x, x*, ..., x*(n-1) | the same}` (the number `x` for `n = 0`), canonical.
    pub(crate) fn star_at(&mut self, x: &Surreal, n: usize) -> GameId {
        let known = match n {
            0 => self.numbers.get(x),
            _ => self.nimbers.get(&(x.clone(), n)),
        };
        if let Some(&id) = known {
            return id;
        }
        let id = self.push(Node {
            left: Box::new([]),
            right: Box::new([]),
            value: Some((x.clone(), n)),
            expanded: false,
            canonical: true,
        });
        match n {
            0 => self.numbers.insert(x.clone(), id),
            _ => self.nimbers.insert((x.clone(), n), id),
        };
        id
    }

    /// Builds the options of a number or nimber `g` (nothing to do for any other game).
    pub(crate) fn expand(&mut self, g: GameId) {
        let node = &self.nodes[g.0 as usize];
        if node.expanded {
            return;
        }
        let (x, n) = node
            .value
            .clone()
            .expect("an unexpanded node is a number or nimber");
        let (left, right) = match n {
            0 => self.number_options(&x),
            _ => {
                let options: Vec<GameId> = (0..n).map(|k| self.star_at(&x, k)).collect();
                (options.clone(), options)
            }
        };
        let node = &mut self.nodes[g.0 as usize];
        (node.left, node.right) = (left.into(), right.into());
        node.expanded = true;
    }

    /// A number's canonical options.
    fn number_options(&mut self, x: &Surreal) -> (Vec<GameId>, Vec<GameId>) {
        let zero = Surreal::zero();
        if x.is_integer() {
            let one = Surreal::from(1);
            return match x.cmp(&zero) {
                std::cmp::Ordering::Greater => (vec![self.number(&(x - &one))], vec![]),
                std::cmp::Ordering::Less => (vec![], vec![self.number(&(x + &one))]),
                std::cmp::Ordering::Equal => (vec![], vec![]),
            };
        }
        let step = Surreal::unit(x.exponent());
        (
            vec![self.number(&(x - &step))],
            vec![self.number(&(x + &step))],
        )
    }

    /// The canonical id of the canonical form `{left | right}` when it is a number or a
    /// nimber: the number when all options are numbers, each left below each right (the
    /// simplest between), or `x + *n` when both sides are exactly `x, x*, ..., x*(n-1)`.
    pub(crate) fn as_value(&mut self, left: &[GameId], right: &[GameId]) -> Option<GameId> {
        if let Some(x) = self.number_between(left, right) {
            return Some(self.number(&x));
        }
        let (x, n) = self.nimber_of(left, right)?;
        Some(self.star_at(&x, n))
    }

    fn number_between(&self, left: &[GameId], right: &[GameId]) -> Option<Surreal> {
        let numbers = |opts: &[GameId]| -> Option<Vec<Surreal>> {
            opts.iter().map(|&o| self.as_number(o).cloned()).collect()
        };
        let lo = numbers(left)?.into_iter().max();
        let hi = numbers(right)?.into_iter().min();
        Surreal::simplest_between(lo.as_ref(), hi.as_ref())
    }

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
}
