//! Reading a rectangular board of cells: one line per row, or the rows on one line
//! separated by `/` or `|` (`..|..`, the grid notation cgt-py uses).

use crate::Error;

/// A board's rows and columns and its cells row by row, each one of `alphabet`; a one-line
/// error naming the problem (`game` names the ruleset in it).
pub(crate) fn read(
    text: &str,
    game: &str,
    alphabet: &str,
) -> Result<(usize, usize, Vec<char>), Error> {
    let bad = |why: &str| Error::BadGame(format!("{game} position: {why}"));
    let lines: Vec<&str> = (text.split(['\n', '/', '|']))
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    let cols = lines.first().map_or(0, |l| l.chars().count());
    if lines.is_empty() || cols == 0 {
        return Err(bad("no rows"));
    }
    let mut cells = Vec::with_capacity(lines.len() * cols);
    for (i, line) in lines.iter().enumerate() {
        if line.chars().count() != cols {
            return Err(bad(&format!("row {} has not {cols} cells", i + 1)));
        }
        for c in line.chars() {
            if !alphabet.contains(c) {
                let names: Vec<String> = alphabet.chars().map(|a| format!("`{a}`")).collect();
                return Err(bad(&format!("cell {c:?} is none of {}", names.join(", "))));
            }
            cells.push(c);
        }
    }
    Ok((lines.len(), cols, cells))
}
