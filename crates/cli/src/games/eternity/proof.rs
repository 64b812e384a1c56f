//! `solve --game eternity --method sat --proof FILE`: an UNSAT answer's proof, already
//! checked by `verify::lrat`, written for an independent checker as well: the LRAT proof
//! in FILE and the formula it refutes (DIMACS CNF) in FILE.cnf, so that
//! `cake_lpr FILE.cnf FILE` (a formally verified checker) can confirm it.

use std::path::{Path, PathBuf};

use eternity::{Options, Outcome, Puzzle};
use verify::write_all_atomically;

/// What `--proof` wrote.
pub struct Written {
    /// The line that says so.
    pub line: String,
    /// The proof's and the formula's paths, when written.
    pub files: Option<(PathBuf, PathBuf)>,
}

/// Solves by SAT keeping the proof; writes both files together on a checked UNSAT.
pub fn run(puzzle: &Puzzle, options: Options, file: &Path) -> anyhow::Result<(Outcome, Written)> {
    let (outcome, files) = eternity::solve_sat_with_proof(puzzle, options)?;
    let files = match files {
        None => {
            return Ok((
                outcome,
                unwritten("the answer is not an UNSAT with a checked proof"),
            ))
        }
        Some(Err(e)) => {
            let why = format!("the UNSAT's proof was checked here but cannot be exported: {e}");
            return Ok((outcome, unwritten(&why)));
        }
        Some(Ok(files)) => files,
    };
    let cnf = formula_path(file);
    write_all_atomically(&[(&cnf, &files.cnf), (file, &files.lrat)])?;
    let line = format!(
        "LRAT proof written to {} and its formula to {}; `cake_lpr {} {}` checks independently \
         that the formula is unsatisfiable (that the formula encodes the puzzle, its symmetry \
         break and grey pruning included, rests on dresher's encoding)",
        file.display(),
        cnf.display(),
        cnf.display(),
        file.display()
    );
    let files = Some((file.to_path_buf(), cnf));
    Ok((outcome, Written { line, files }))
}

/// No files written, and why.
fn unwritten(why: &str) -> Written {
    Written {
        line: format!("no proof written: {why}"),
        files: None,
    }
}

/// `FILE.cnf` beside `FILE`.
fn formula_path(file: &Path) -> PathBuf {
    let mut name = file.as_os_str().to_os_string();
    name.push(".cnf");
    PathBuf::from(name)
}
