//! LRAT proofs of unsatisfiability, checked here, independently of the solver that wrote
//! them: a SAT solver's "UNSAT" is believed only once its proof passes.
//!
//! An LRAT proof (Cruz-Filipe, Heule, Hunt, Kaufmann and Schneider-Kamp, "Efficient
//! certified RAT verification", CADE 2017) lists the clauses the solver derived, each with
//! hints: the ids of earlier clauses that, in that order, become unit and then false once
//! the new clause is assumed false (reverse unit propagation, RUP), so each step is checked
//! by one pass over its hints, no search. The proof is accepted only when every original
//! clause it names is a clause of the formula given here, every step checks, and the empty
//! clause is derived. [`Checker`] checks a proof as a solver writes it, holding only the
//! clauses in force; [`check`] runs it over a whole [`Proof`]. RAT steps (negative hints) are refused: the solvers we use write RUP
//! steps only.
//!
//! # Example
//! ```
//! use verify::lrat::{check, Proof, Step};
//! // x1 or x2, x1 or not x2, not x1 or x2, not x1 or not x2: unsatisfiable.
//! let formula = vec![vec![1, 2], vec![1, -2], vec![-1, 2], vec![-1, -2]];
//! let proof = Proof {
//!     originals: (1..=4).zip(formula.clone()).collect(),
//!     steps: vec![
//!         Step::Add { id: 5, clause: vec![1], hints: vec![1, 2] },
//!         Step::Add { id: 6, clause: vec![], hints: vec![5, 3, 4] },
//!     ],
//! };
//! assert_eq!(check(formula.iter().map(Vec::as_slice), &proof)?.steps, 2);
//! # Ok::<(), verify::lrat::LratError>(())
//! ```

use std::collections::{HashMap, HashSet};

/// One step of a proof after its original clauses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// A derived clause, with the ids of the clauses that make it follow by unit propagation.
    Add {
        /// Its id: new, larger than every id before it.
        id: u64,
        /// Its literals (DIMACS: variable `v` is `v`, its negation `-v`); empty for the end.
        clause: Vec<i32>,
        /// The clauses that become unit, then false, in this order.
        hints: Vec<u64>,
    },
    /// A clause no later step uses.
    Delete(u64),
}

/// A proof: the original clauses it numbers (id and literals) and its steps.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Proof {
    /// The formula's clauses as the solver numbered them.
    pub originals: Vec<(u64, Vec<i32>)>,
    /// Derived and deleted clauses, in the solver's order.
    pub steps: Vec<Step>,
}

/// What a check found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Checked {
    /// Derived clauses checked, the empty one included.
    pub steps: usize,
}

/// Why a proof was refused, in one line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LratError(pub String);

impl std::fmt::Display for LratError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for LratError {}

/// Checks `proof` against `formula` (its clauses in any order): `Ok` only when the proof
/// derives the empty clause from clauses of `formula` by steps that each check (or names
/// an empty clause of `formula` itself, which needs no step).
pub fn check<'a>(
    formula: impl IntoIterator<Item = &'a [i32]>,
    proof: &Proof,
) -> Result<Checked, LratError> {
    let mut checker = Checker::default();
    for (id, clause) in &proof.originals {
        checker.original(*id, clause);
    }
    for step in &proof.steps {
        match step {
            Step::Add { id, clause, hints } => checker.derived(*id, clause, hints),
            Step::Delete(id) => checker.deleted(*id),
        }
    }
    checker.finish(formula)
}

/// A proof checked as it is written (a solver's proof tracer feeds it step by step), so
/// that only the clauses in force are held, never the whole proof. The first failure is
/// kept and every later step ignored; [`Checker::finish`] gives the verdict.
#[derive(Default)]
pub struct Checker {
    clauses: HashMap<u64, Vec<i32>>,
    /// The original clauses as sets, matched against the formula at the end.
    originals: Vec<Vec<i32>>,
    /// `value[v]`: 1 true, -1 false, 0 unassigned.
    value: Vec<i8>,
    trail: Vec<usize>,
    steps: usize,
    /// The step at which the empty clause was derived (0: an original one).
    empty: Option<usize>,
    refused: Option<String>,
}

impl Checker {
    /// An original clause, numbered `id` by the solver.
    pub fn original(&mut self, id: u64, clause: &[i32]) {
        if self.busy() {
            self.originals.push(normal(clause));
            self.insert(id, clause);
            if clause.is_empty() {
                self.empty = Some(0); // the formula holds the empty clause itself
            }
        }
    }

    /// A derived clause and its hints, checked now by reverse unit propagation.
    pub fn derived(&mut self, id: u64, clause: &[i32], hints: &[u64]) {
        if !self.busy() {
            return;
        }
        let implied = self.propagate(clause, hints);
        for v in self.trail.drain(..) {
            self.value[v] = 0;
        }
        match implied {
            Err(why) => {
                self.refused = Some(format!("step {id} does not follow from its hints: {why}"))
            }
            Ok(()) => {
                self.steps += 1;
                self.insert(id, clause);
                if clause.is_empty() {
                    self.empty = Some(self.steps);
                }
            }
        }
    }

    /// A clause no later step uses.
    pub fn deleted(&mut self, id: u64) {
        if self.busy() {
            self.clauses.remove(&id);
        }
    }

    /// The verdict, once every original clause is found among `formula`'s clauses.
    pub fn finish<'a>(
        self,
        formula: impl IntoIterator<Item = &'a [i32]>,
    ) -> Result<Checked, LratError> {
        if let Some(why) = self.refused {
            return refuse(why);
        }
        let Some(steps) = self.empty else {
            return refuse("the proof never derives the empty clause".into());
        };
        let known: HashSet<Vec<i32>> = formula.into_iter().map(normal).collect();
        match self.originals.iter().position(|c| !known.contains(c)) {
            Some(i) => refuse(format!(
                "original clause {:?} is not a clause of the formula",
                self.originals[i]
            )),
            None => Ok(Checked { steps }),
        }
    }

    /// Still checking: nothing refused and the empty clause not yet derived.
    fn busy(&self) -> bool {
        self.refused.is_none() && self.empty.is_none()
    }

    fn insert(&mut self, id: u64, clause: &[i32]) {
        if clause.iter().any(|&l| l == 0 || l == i32::MIN) {
            self.refused = Some(format!("clause {id} holds the literal 0 or -2^31"));
        } else if self.clauses.insert(id, clause.to_vec()).is_some() {
            self.refused = Some(format!("clause id {id} is given twice"));
        }
    }

    /// The value of literal `l`: 1 true, -1 false, 0 unassigned.
    fn of(&self, l: i32) -> i8 {
        let v = self
            .value
            .get(l.unsigned_abs() as usize)
            .copied()
            .unwrap_or(0);
        if l < 0 {
            -v
        } else {
            v
        }
    }

    fn assign(&mut self, l: i32) {
        let v = l.unsigned_abs() as usize;
        if v >= self.value.len() {
            self.value.resize(v + 1, 0);
        }
        self.value[v] = if l < 0 { -1 } else { 1 };
        self.trail.push(v);
    }

    /// Whether `clause` follows by unit propagation over `hints`, in order (the caller
    /// clears the assignment).
    fn propagate(&mut self, clause: &[i32], hints: &[u64]) -> Result<(), String> {
        for &l in clause {
            match self.of(l) {
                1 => return Ok(()), // l and -l both in the clause: a tautology
                -1 => {}
                _ => self.assign(-l),
            }
        }
        for h in hints {
            let hinted = self
                .clauses
                .get(h)
                .ok_or_else(|| format!("hint {h} names no clause in force"))?;
            let mut unit = None;
            for &l in hinted {
                match self.of(l) {
                    1 => return Err(format!("hint {h} is satisfied, not unit")),
                    -1 => {}
                    _ if unit.is_some_and(|u| u != l) => {
                        return Err(format!("hint {h} has two free literals, not one"))
                    }
                    _ => unit = Some(l),
                }
            }
            match unit {
                None => return Ok(()), // every literal false: the conflict
                Some(l) => self.assign(l),
            }
        }
        Err("its hints end without a conflict".into())
    }
}

fn refuse<T>(why: String) -> Result<T, LratError> {
    Err(LratError(why))
}

/// A clause as a set: its literals sorted, each once.
fn normal(clause: &[i32]) -> Vec<i32> {
    let mut c = clause.to_vec();
    c.sort_unstable();
    c.dedup();
    c
}

#[cfg(test)]
mod tests {
    use super::*;

    fn formula() -> Vec<Vec<i32>> {
        vec![vec![1, 2], vec![1, -2], vec![-1, 2], vec![-1, -2]]
    }

    fn proof() -> Proof {
        Proof {
            originals: (1..=4).zip(formula()).collect(),
            steps: vec![
                Step::Add {
                    id: 5,
                    clause: vec![1],
                    hints: vec![1, 2],
                },
                Step::Delete(1),
                Step::Add {
                    id: 6,
                    clause: vec![],
                    hints: vec![5, 3, 4],
                },
            ],
        }
    }

    #[test]
    fn a_valid_proof_passes_and_every_corruption_is_refused() {
        let all = |f: &[Vec<i32>], p: &Proof| check(f.iter().map(Vec::as_slice), p);
        assert_eq!(all(&formula(), &proof()), Ok(Checked { steps: 2 }));
        let refused = |p: Proof, f: &[Vec<i32>], why: &str| {
            let e = all(f, &p).unwrap_err().to_string();
            assert!(e.contains(why), "{e}");
        };
        // A formula without one of the clauses the proof uses.
        refused(
            proof(),
            &formula()[1..],
            "original clause [1, 2] is not a clause",
        );
        // A step removed: the empty clause's first hint names nothing.
        let mut p = proof();
        p.steps.remove(0);
        refused(p, &formula(), "hint 5 names no clause");
        // A hint dropped: propagation ends without a conflict.
        let mut p = proof();
        p.steps[2] = Step::Add {
            id: 6,
            clause: vec![],
            hints: vec![5, 3],
        };
        refused(p, &formula(), "step 6 does not follow");
        // A derived clause that does not follow (-1 instead of 1).
        let mut p = proof();
        p.steps[0] = Step::Add {
            id: 5,
            clause: vec![-1],
            hints: vec![1, 2],
        };
        refused(p, &formula(), "step 5 does not follow");
        // A deleted clause used later; a proof that stops short.
        let mut p = proof();
        p.steps.insert(1, Step::Delete(5));
        refused(p, &formula(), "hint 5 names no clause");
        let mut p = proof();
        p.steps.truncate(2);
        refused(p, &formula(), "never derives the empty clause");
    }

    #[test]
    fn an_empty_clause_of_the_formula_needs_no_step_but_must_be_in_it() {
        let f = [vec![1], vec![]];
        let p = Proof {
            originals: vec![(1, vec![1]), (2, vec![])],
            steps: Vec::new(),
        };
        assert_eq!(
            check(f.iter().map(Vec::as_slice), &p),
            Ok(Checked { steps: 0 })
        );
        let e = check(f[..1].iter().map(Vec::as_slice), &p).unwrap_err();
        assert!(e.0.contains("original clause [] is not a clause"), "{e}");
    }

    #[test]
    fn hints_out_of_order_or_with_two_free_literals_are_refused() {
        let mut p = proof();
        p.steps[2] = Step::Add {
            id: 6,
            clause: vec![],
            hints: vec![3, 5, 4],
        };
        let f = formula();
        let e = check(f.iter().map(Vec::as_slice), &p)
            .unwrap_err()
            .to_string();
        assert!(e.contains("two free literals"), "{e}");
    }
}
