//! The arena's work under a [`Budget`]: every sum, comparison and new node is a step of a
//! [`Meter`], so canonical forms, sums, temperature theory, atomic weight, overheating and
//! the rulesets' searches all stop when the deadline, the memory ceiling or the stop flag
//! says so.
//!
//! The arena's algebra (`add`, `le`, `game`, ...) returns games, not results, at hundreds of
//! call sites; a step that finds the budget spent leaves the whole computation at once by
//! unwinding with an [`OutOfBudget`] payload (without the panic hook, so nothing is
//! printed), and [`Games::within`] turns that into an error. This is sound because the
//! arena writes a memo entry, a node or a canonical mark only once the value it records is
//! whole: what an abandoned computation leaves behind is true, only incomplete.

use std::panic::{catch_unwind, resume_unwind, AssertUnwindSafe};

use verify::budget::{Budget, Exhausted, Meter};

use super::Games;

/// The payload a spent budget unwinds with, caught by [`Games::within`].
struct OutOfBudget(Exhausted);

impl Games {
    /// `[Exact]` Runs `f` on the arena within `budget`: `f`'s answer, or what ran out. The
    /// arena stays usable either way (a budget in force before is restored).
    ///
    /// # Example
    /// ```
    /// use partisan::Games;
    /// use verify::budget::Budget;
    /// let mut g = Games::new();
    /// // A sum of hot switches {k | -k}: its canonical form grows with every term.
    /// let switches = |g: &mut Games| {
    ///     let mut sum = g.zero();
    ///     for k in 1..=24 {
    ///         let (plus, minus) = (g.parse(&k.to_string()).unwrap(), g.parse(&format!("-{k}")).unwrap());
    ///         let switch = g.game(&[plus], &[minus]);
    ///         sum = g.add(sum, switch);
    ///     }
    ///     sum
    /// };
    /// let out = g.within(&Budget::unlimited().with_work(10_000), switches);
    /// assert!(out.unwrap_err().to_string().contains("work limit of 10000 steps"));
    /// let ok = g.within(&Budget::unlimited(), |g| g.parse("up+up+*"))?;
    /// assert_eq!(g.name(ok?), "^^*");
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn within<T>(
        &mut self,
        budget: &Budget,
        f: impl FnOnce(&mut Games) -> T,
    ) -> Result<T, Exhausted> {
        let before = self.meter.replace(budget.meter());
        let out = catch_unwind(AssertUnwindSafe(|| f(self)));
        self.meter = before;
        match out {
            Ok(value) => Ok(value),
            Err(payload) => match payload.downcast::<OutOfBudget>() {
                Ok(spent) => Err(spent.0),
                Err(other) => resume_unwind(other),
            },
        }
    }

    /// One step of the arena's work, checked against the budget in force (if any).
    #[inline]
    pub(crate) fn step(&mut self) {
        self.steps += 1;
        if let Some(Err(spent)) = self.meter.as_mut().map(Meter::tick) {
            resume_unwind(Box::new(OutOfBudget(spent)));
        }
    }
}
