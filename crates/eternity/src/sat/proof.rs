//! The LRAT proof CaDiCaL traces while it solves (its proof tracer, with antecedents: each
//! derived clause with the clauses it follows from), checked step by step as it comes by
//! [`verify::lrat::Checker`], which does not trust CaDiCaL and holds only the clauses in
//! force; on request the whole proof is kept too ([`super::solve_keeping_proof`]).

use rustsat_cadical::{CaDiCaLClause, ClauseId, TraceProof};
use verify::lrat::{Checker, Proof, Step};

/// The check of the proof under way, and the proof itself when kept.
#[derive(Default)]
pub struct ProofLog {
    /// The check.
    pub checker: Checker,
    /// The whole proof, when asked for.
    pub kept: Option<Proof>,
}

fn literals(clause: &CaDiCaLClause) -> Vec<i32> {
    clause.iter().map(|l| l.to_ipasir()).collect()
}

/// CaDiCaL's ids are positive; a negative one (a RAT hint, which the check refuses) becomes
/// an id no clause has.
fn id(c: ClauseId) -> u64 {
    u64::try_from(c.0).unwrap_or(u64::MAX)
}

impl TraceProof for ProofLog {
    fn add_original_clause(&mut self, c: ClauseId, _: bool, clause: &CaDiCaLClause, _: bool) {
        let lits = literals(clause);
        self.checker.original(id(c), &lits);
        if let Some(p) = &mut self.kept {
            p.originals.push((id(c), lits));
        }
    }

    fn add_derived_clause(
        &mut self,
        c: ClauseId,
        _: bool,
        clause: &CaDiCaLClause,
        antecedents: &[ClauseId],
    ) {
        let (lits, hints): (Vec<i32>, Vec<u64>) = (
            literals(clause),
            antecedents.iter().map(|&a| id(a)).collect(),
        );
        self.checker.derived(id(c), &lits, &hints);
        if let Some(p) = &mut self.kept {
            let (id, clause) = (id(c), lits);
            p.steps.push(Step::Add { id, clause, hints });
        }
    }

    fn delete_clause(&mut self, c: ClauseId, _: bool, _: &CaDiCaLClause) {
        self.checker.deleted(id(c));
        if let Some(p) = &mut self.kept {
            p.steps.push(Step::Delete(id(c)));
        }
    }
}
