//! A formula and its LRAT proof as the text files that external checkers read: DIMACS CNF
//! (`p cnf V C`, one clause per line ending in `0`) and LRAT (`id lits 0 hints 0` per
//! derived clause, `id d ids 0` per deletion). A checker such as the formally verified
//! cake_lpr (`cake_lpr formula.cnf proof.lrat`) takes the original clauses as numbered
//! `1..=C` in the CNF's order, so [`write()`] renumbers the solver's ids: each original clause
//! becomes the index of the formula clause it equals, the derived ones `C + 1, C + 2, ...`
//! in the proof's order.
//!
//! # Example
//! ```
//! use verify::lrat::{Proof, Step};
//! let formula = vec![vec![1, 2], vec![1, -2], vec![-1, 2], vec![-1, -2]];
//! let proof = Proof {
//!     originals: vec![(7, vec![-2, 1]), (3, vec![2, 1]), (9, vec![2, -1]), (4, vec![-1, -2])],
//!     steps: vec![
//!         Step::Add { id: 20, clause: vec![1], hints: vec![3, 7] },
//!         Step::Delete(3),
//!         Step::Add { id: 21, clause: vec![], hints: vec![20, 9, 4] },
//!     ],
//! };
//! let files = verify::dimacs::write(&formula, &proof)?;
//! assert_eq!(files.cnf, "p cnf 2 4\n1 2 0\n1 -2 0\n-1 2 0\n-1 -2 0\n");
//! assert_eq!(files.lrat, "5 1 0 1 2 0\n5 d 1 0\n6 0 5 3 4 0\n");
//! # Ok::<(), verify::lrat::LratError>(())
//! ```

use std::collections::HashMap;
use std::fmt::Write;

use crate::lrat::{LratError, Proof, Step};

/// The two texts of a proof of unsatisfiability.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProofFiles {
    /// The formula, DIMACS CNF.
    pub cnf: String,
    /// The proof, LRAT, numbered against `cnf`.
    pub lrat: String,
}

/// `formula` as DIMACS and `proof` as LRAT against it; an error when the proof names an
/// original clause that is not in `formula`, or a clause it never numbered.
pub fn write(formula: &[Vec<i32>], proof: &Proof) -> Result<ProofFiles, LratError> {
    let renumber = Renumber::new(formula, proof)?;
    let mut lrat = String::new();
    let mut next = formula.len() as u64;
    let mut ids = renumber.ids;
    for step in &proof.steps {
        match step {
            Step::Add { id, clause, hints } => {
                next += 1;
                let hints: Vec<u64> = hints
                    .iter()
                    .map(|h| find(&ids, *h))
                    .collect::<Result<_, _>>()?;
                ids.insert(*id, next);
                line(&mut lrat, next, clause, &hints);
            }
            Step::Delete(id) => {
                let gone = find(&ids, *id)?;
                let _ = writeln!(lrat, "{next} d {gone} 0");
            }
        }
    }
    Ok(ProofFiles {
        cnf: cnf(formula),
        lrat,
    })
}

/// The originals' ids, solver's to the formula's (1-based).
struct Renumber {
    ids: HashMap<u64, u64>,
}

impl Renumber {
    fn new(formula: &[Vec<i32>], proof: &Proof) -> Result<Renumber, LratError> {
        let mut places: HashMap<Vec<i32>, Vec<u64>> = HashMap::new();
        for (i, clause) in formula.iter().enumerate().rev() {
            places.entry(sorted(clause)).or_default().push(i as u64 + 1);
        }
        let mut ids = HashMap::new();
        for (id, clause) in &proof.originals {
            let free = places.get_mut(&sorted(clause)).and_then(Vec::pop);
            let place = free.ok_or_else(|| {
                LratError(format!(
                    "original clause {id} is not a clause of the formula"
                ))
            })?;
            ids.insert(*id, place);
        }
        Ok(Renumber { ids })
    }
}

fn sorted(clause: &[i32]) -> Vec<i32> {
    let mut c = clause.to_vec();
    c.sort_unstable();
    c.dedup();
    c
}

fn find(ids: &HashMap<u64, u64>, id: u64) -> Result<u64, LratError> {
    ids.get(&id)
        .copied()
        .ok_or_else(|| LratError(format!("the proof names no clause {id}")))
}

/// `id lits 0 hints 0`.
fn line(out: &mut String, id: u64, lits: &[i32], hints: &[u64]) {
    let _ = write!(out, "{id} ");
    for l in lits {
        let _ = write!(out, "{l} ");
    }
    out.push_str("0 ");
    for h in hints {
        let _ = write!(out, "{h} ");
    }
    out.push_str("0\n");
}

fn cnf(formula: &[Vec<i32>]) -> String {
    let vars = formula.iter().flatten().map(|l| l.unsigned_abs()).max();
    let mut out = format!("p cnf {} {}\n", vars.unwrap_or(0), formula.len());
    for clause in formula {
        for l in clause {
            let _ = write!(out, "{l} ");
        }
        out.push_str("0\n");
    }
    out
}
