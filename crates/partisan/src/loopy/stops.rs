//! Stops of stoppers (Siegel, *Combinatorial Game Theory*, ch. VI.3; CGSuite's
//! `CanonicalStopper.LeftStop`, `RightStop`, `IsInfinitesimal`, `IsNumberish`).
//!
//! A *pseudonumber* is a number `x`, `x over = {x|pass}`, `x under = {pass|x}`, `on` or
//! `off`, ordered `off < x under < x < x over < y under < on` for numbers `x < y`. The Left
//! stop of a stopper is the pseudonumber play reaches when the players alternate from it,
//! Left first, each trying to end high (Left) or low (Right): a pseudonumber is its own
//! stop, otherwise the Left stop is the greatest Right stop of a Left option and the Right
//! stop the least Left stop of a Right option. Alternating play in a stopper never returns
//! to a position with the same player to move, so the recursion ends.

use std::collections::HashMap;
use std::fmt;

use crate::games::Games;
use crate::surreal::Surreal;
use crate::Error;

use super::{Graph, Loopy};

/// A number, or a number just above or below it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Tilt {
    /// `x under = {pass|x}`, below `x`.
    Under,
    /// `x` itself.
    Exact,
    /// `x over = {x|pass}`, above `x`.
    Over,
}

/// A pseudonumber, in its order.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Pseudonumber {
    /// `off = {|pass}`.
    Off,
    /// `x`, `x over` or `x under`.
    Number(Surreal, Tilt),
    /// `on = {pass|}`.
    On,
}

impl Pseudonumber {
    /// The strong stop: `x` for `x over` and `x under` (CGSuite's `StrongStop`).
    pub fn strong(&self) -> Pseudonumber {
        match self {
            Pseudonumber::Number(x, _) => Pseudonumber::Number(x.clone(), Tilt::Exact),
            other => other.clone(),
        }
    }

    /// The number, when this is one exactly.
    pub fn as_number(&self) -> Option<&Surreal> {
        match self {
            Pseudonumber::Number(x, Tilt::Exact) => Some(x),
            _ => None,
        }
    }
}

impl fmt::Display for Pseudonumber {
    /// As CGSuite writes it: `on`, `off`, `3/2`, `over`, `3/2under`, `-1over`.
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let (x, word) = match self {
            Pseudonumber::Off => return f.write_str("off"),
            Pseudonumber::On => return f.write_str("on"),
            Pseudonumber::Number(x, Tilt::Exact) => return write!(f, "{x}"),
            Pseudonumber::Number(x, Tilt::Over) => (x, "over"),
            Pseudonumber::Number(x, Tilt::Under) => (x, "under"),
        };
        match x.is_zero() {
            true => f.write_str(word),
            false => write!(f, "{x}{word}"),
        }
    }
}

impl Loopy {
    /// The Left and Right stops of a stopper: the pseudonumbers alternating play reaches
    /// with each player moving first.
    pub fn stops(&self, games: &mut Games) -> Result<(Pseudonumber, Pseudonumber), Error> {
        let simplest = self.canonical(games)?;
        stops(&simplest.graph, simplest.start, games)
    }

    /// Whether both strong stops are 0 (CGSuite's `IsInfinitesimal`: `over` is, `on` is
    /// not).
    pub fn is_infinitesimal(&self, games: &mut Games) -> Result<bool, Error> {
        let (l, r) = self.stops(games)?;
        let zero = Pseudonumber::Number(Surreal::zero(), Tilt::Exact);
        Ok(l.strong() == zero && r.strong() == zero)
    }

    /// Whether both strong stops are one number (CGSuite's `IsNumberish`).
    pub fn is_numberish(&self, games: &mut Games) -> Result<bool, Error> {
        let (l, r) = self.stops(games)?;
        Ok(l.strong().as_number().is_some() && l.strong() == r.strong())
    }
}

/// The pseudonumber position `u` of a stopper in simplest form is, if any, from its Left
/// and Right options `lo` and `ro`; `number(v)` gives the number at `v` when it is one.
pub(super) fn pseudonumber(
    u: usize,
    lo: &[usize],
    ro: &[usize],
    mut number: impl FnMut(usize) -> Option<Surreal>,
) -> Option<Pseudonumber> {
    let tilted = |x: Option<Surreal>, tilt| x.map(|x| Pseudonumber::Number(x, tilt));
    match (lo, ro) {
        ([l], []) if *l == u => Some(Pseudonumber::On),
        ([], [r]) if *r == u => Some(Pseudonumber::Off),
        ([x], [r]) if *r == u => tilted(number(*x), Tilt::Over),
        ([l], [x]) if *l == u => tilted(number(*x), Tilt::Under),
        _ => tilted(number(u), Tilt::Exact),
    }
}

/// The Left and Right stops of the stopper at `start` of `graph`, in simplest form.
pub fn stops(
    graph: &Graph,
    start: usize,
    games: &mut Games,
) -> Result<(Pseudonumber, Pseudonumber), Error> {
    let mut stopper = Stops {
        graph,
        games,
        known: HashMap::new(),
    };
    Ok((stopper.stop(start, true)?, stopper.stop(start, false)?))
}

struct Stops<'a> {
    graph: &'a Graph,
    games: &'a mut Games,
    /// Each (position, Left to move) stop found.
    known: HashMap<(usize, bool), Pseudonumber>,
}

impl Stops<'_> {
    fn number(&mut self, v: usize) -> Option<Surreal> {
        let g = self.graph.short_at(v, self.games)?;
        self.games.as_number(g).cloned()
    }

    /// The stop of `u` with Left (`left`) or Right to move.
    fn stop(&mut self, u: usize, left: bool) -> Result<Pseudonumber, Error> {
        if let Some(p) = self.known.get(&(u, left)) {
            return Ok(p.clone());
        }
        let graph = self.graph;
        if let Some(p) = pseudonumber(u, &graph.left[u], &graph.right[u], |v| self.number(v)) {
            return Ok(p);
        }
        let mut best: Option<Pseudonumber> = None;
        for &w in graph.options(u, left) {
            self.games.step();
            let s = self.stop(w, !left)?;
            best = Some(match best {
                Some(b) if left => b.max(s),
                Some(b) => b.min(s),
                None => s,
            });
        }
        let best = best.ok_or_else(|| {
            Error::Internal("a position of a simplest form without options is not a number".into())
        })?;
        self.known.insert((u, left), best.clone());
        Ok(best)
    }
}
