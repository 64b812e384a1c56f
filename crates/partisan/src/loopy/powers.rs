//! Ordinal sums, subordinates and powers with stoppers as exponents (Conway's ordinal sum;
//! Siegel, *Combinatorial Game Theory*, ch. II.5 and VI; CGSuite's `OrdinalSum`,
//! `Subordinate`, `PowTo` and `Pow`, whose exponents may be pseudonumbers such as `on` or
//! `5over`).
//!
//! - `G : H` (ordinal sum): `H`'s positions each with `G`'s options beside their own, so a
//!   move in `G` ends `H`.
//! - `X.Subordinate(B)`: the game `X` with the options that copy `B`'s options removed, at
//!   every position: it reverses `B : Y = X` (`(1/8).Subordinate(1) = -3`). Each of `B`'s
//!   Left options must be matched at every position by a Left option at least as good or
//!   answered by a Right option of it that the position is at least (and the mirror for
//!   Right); otherwise the game cannot be subordinated.
//! - `G.PowTo(x) = G : (x.Subordinate(1))` (`^.PowTo(3) = ^[3]`, `0` for `x = 0`), and for
//!   `G = {0|H}`, `G.Pow(x) = {0 | H - G.PowTo(x - 1)}` (`^.Pow(3) = ^<3>`,
//!   `^.Pow(on) = ^<on>`).

use std::collections::HashMap;

use crate::games::Games;
use crate::surreal::Surreal;
use crate::Error;

use super::stops::{pseudonumber, Pseudonumber};
use super::survival::Table;
use super::{graph, Graph, Loopy};

impl Loopy {
    /// The ordinal sum `G : H`, in simplest form.
    pub fn ordinal_sum(&self, top: &Loopy, games: &mut Games) -> Result<Loopy, Error> {
        let (mut sum, base, start) =
            graph::disjoint(&self.graph, self.start, &top.graph, top.start);
        for v in self.graph.len()..sum.len() {
            let (l, r) = (sum.left[base].clone(), sum.right[base].clone());
            sum.left[v].splice(0..0, l);
            sum.right[v].splice(0..0, r);
        }
        Loopy { graph: sum, start }.canonical(games)
    }

    /// `G.Subordinate(B)` for a stopper `G` and a base `B` whose options are stoppers, in
    /// simplest form; an error when `G` cannot be subordinated to `B`.
    pub fn subordinate(&self, base: &Loopy, games: &mut Games) -> Result<Loopy, Error> {
        let x = self.canonical(games)?;
        let (b, bs) = base.graph.restricted(base.start);
        let (union, _, bs) = graph::disjoint(&x.graph, x.start, &b, bs);
        let table = Table::new(&union, games)?;
        let mut out = Subordinating {
            union: &union,
            table: &table,
            base: bs,
            graph: Graph::default(),
            made: HashMap::new(),
        };
        let start = out.position(x.start)?;
        Loopy {
            graph: out.graph,
            start,
        }
        .canonical(games)
    }

    /// `G.PowTo(x)` for a pseudonumber `x`: `G : (x.Subordinate(1))`, and `0` when `x` is
    /// `0`.
    pub fn pow_to(&self, x: &Loopy, games: &mut Games) -> Result<Loopy, Error> {
        let p = exponent(x, games)?;
        if p.as_number().is_some_and(|n| n.is_zero()) {
            let zero = games.zero();
            return Loopy::from_short(games, zero);
        }
        let one = games.number(&Surreal::from(1));
        let one = Loopy::from_short(games, one)?;
        let top = x.subordinate(&one, games).map_err(|_| invalid_exponent())?;
        self.ordinal_sum(&top, games)
    }

    /// `G.Pow(x)` for `G = {0|H}` and a pseudonumber `x`: `{0 | H - G.PowTo(x - 1)}`.
    pub fn pow(&self, x: &Loopy, games: &mut Games) -> Result<Loopy, Error> {
        let g = self.canonical(games)?;
        let zero = games.zero();
        let (lo, ro) = (&g.graph.left[g.start], &g.graph.right[g.start]);
        let zero_option = lo.len() == 1 && g.graph.short_at(lo[0], games) == Some(zero);
        let (true, [h]) = (zero_option, &ro[..]) else {
            return Err(Error::BadGame(
                "invalid base for `Pow`: the base must be of the form {0|H}".into(),
            ));
        };
        exponent(x, games)?;
        let minus_one = games.number(&Surreal::from(-1));
        let minus_one = Loopy::from_short(games, minus_one)?;
        let lower = x.add(&minus_one, games)?.canonical(games)?;
        let h = Loopy {
            graph: g.graph.clone(),
            start: *h,
        };
        let right = h.add(&self.pow_to(&lower, games)?.neg(), games)?;
        let mut graph = right.graph.clone();
        let (v, z) = (graph.vertex(), graph.vertex());
        graph.left[v] = vec![z];
        graph.right[v] = vec![right.start];
        Loopy { graph, start: v }.canonical(games)
    }
}

/// The pseudonumber `x` is, or an error.
fn exponent(x: &Loopy, games: &mut Games) -> Result<Pseudonumber, Error> {
    let x = x.canonical(games)?;
    let (lo, ro) = (&x.graph.left[x.start], &x.graph.right[x.start]);
    let mut number = |v: usize| {
        let g = x.graph.short_at(v, games)?;
        games.as_number(g).cloned()
    };
    pseudonumber(x.start, lo, ro, &mut number).ok_or_else(|| {
        Error::BadGame(
            "invalid exponent: an exponent is a pseudonumber (a number, x over, \
                        x under, on or off)"
                .into(),
        )
    })
}

fn invalid_exponent() -> Error {
    Error::BadGame("invalid exponent: it cannot be subordinated to 1".into())
}

/// The subordinate being built: one new position for each position of the game.
struct Subordinating<'a> {
    /// The game (positions first) and the base beside it.
    union: &'a Graph,
    table: &'a Table,
    base: usize,
    graph: Graph,
    made: HashMap<usize, usize>,
}

impl Subordinating<'_> {
    /// The new position for the game's position `u`.
    fn position(&mut self, u: usize) -> Result<usize, Error> {
        if let Some(&v) = self.made.get(&u) {
            return Ok(v);
        }
        self.check(u)?;
        let v = self.graph.vertex();
        self.made.insert(u, v);
        for left in [true, false] {
            let base = self.union.options(self.base, left).to_vec();
            let mut kept = Vec::new();
            for &o in self.union.options(u, left) {
                if !base.iter().any(|&b| self.table.eq(o, b)) {
                    kept.push(self.position(o)?);
                }
            }
            match left {
                true => self.graph.left[v] = kept,
                false => self.graph.right[v] = kept,
            }
        }
        Ok(v)
    }

    /// Every option of the base is matched at `u`: a Left option `b` by a Left option of
    /// `u` at least `b`, or by a Right option of `b` that `u` is at least (the mirror for
    /// Right).
    fn check(&self, u: usize) -> Result<(), Error> {
        let (g, t) = (self.union, self.table);
        let left_ok = |b: usize| {
            g.left[u].iter().any(|&l| t.ge(l, b)) || g.right[b].iter().any(|&r| t.ge(u, r))
        };
        let right_ok = |b: usize| {
            g.right[u].iter().any(|&r| t.ge(b, r)) || g.left[b].iter().any(|&l| t.ge(l, u))
        };
        let fine = g.left[self.base].iter().all(|&b| left_ok(b))
            && g.right[self.base].iter().all(|&b| right_ok(b));
        match fine {
            true => Ok(()),
            false => Err(Error::BadGame(
                "that game cannot be subordinated to the given base".into(),
            )),
        }
    }
}
