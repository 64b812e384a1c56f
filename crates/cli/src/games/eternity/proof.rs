//! `solve --game eternity --method sat --proof FILE`: an UNSAT answer's proof, already
//! checked by `verify::lrat`, written for an independent checker as well: the LRAT proof
//! in FILE and the formula it refutes (DIMACS CNF) in FILE.cnf, so that
//! `cake_lpr FILE.cnf FILE` (a formally verified checker) can confirm it.

use std::path::{Path, PathBuf};

use eternity::{Options, Outcome, Puzzle};
use verify::write_atomically;

/// What `--proof` wrote.
pub struct Written {
    /// The line that says so.
    pub line: String,
    /// The proof's and the formula's paths, when written.
    pub files: Option<(PathBuf, PathBuf)>,
}

/// Solves by SAT keeping the proof; writes both files on a checked UNSAT.
pub fn run(puzzle: &Puzzle, options: Options, file: &Path) -> anyhow::Result<(Outcome, Written)> {
    let (outcome, files) = eternity::solve_sat_with_proof(puzzle, options)?;
    let Some(files) = files else {
        let line = "no proof written: the answer is not an UNSAT with a checked proof";
        let written = Written {
            line: line.to_string(),
            files: None,
        };
        return Ok((outcome, written));
    };
    let cnf = formula_path(file);
    write_atomically(&cnf, &files.cnf)?;
    write_atomically(file, &files.lrat)?;
    let line = format!(
        "LRAT proof written to {} and its formula to {}; an independent check: cake_lpr {} {}",
        file.display(),
        cnf.display(),
        cnf.display(),
        file.display()
    );
    let files = Some((file.to_path_buf(), cnf));
    Ok((outcome, Written { line, files }))
}

/// `FILE.cnf` beside `FILE`.
fn formula_path(file: &Path) -> PathBuf {
    let mut name = file.as_os_str().to_os_string();
    name.push(".cnf");
    PathBuf::from(name)
}
