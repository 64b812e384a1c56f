//! The line format shared by puzzle and solution files: `#` starts a comment, blank lines
//! are skipped, every other line is whitespace-separated unsigned integers.

use crate::Error;

/// The largest board side accepted (the official Eternity II board is 16 x 16).
pub const MAX_SIDE: usize = 32;

/// A data line: its 1-based number in the file and its numbers.
pub(crate) struct Line {
    pub number: usize,
    pub values: Vec<u32>,
}

use verify::quoted;

/// What [`read`] found: the size line `rows cols`, the data lines, and the lines that begin
/// with the keyword (the keyword dropped).
pub(crate) struct Read {
    pub size: (usize, usize),
    pub lines: Vec<Line>,
    pub tagged: Vec<Line>,
}

/// Every data line of `text`, each holding exactly `width` numbers (`what` names them in
/// errors), after the size line `rows cols` (or of a board of the `given` size, when the
/// text has no size line); lines `keyword n1 n2 n3 n4` (when a keyword is given) are kept
/// apart, with four numbers each.
pub(crate) fn read(
    text: &str,
    width: usize,
    what: &str,
    keyword: Option<&str>,
    given: Option<(usize, usize)>,
) -> Result<Read, Error> {
    let mut lines = text.lines().enumerate().filter_map(|(i, raw)| {
        let data = raw.split('#').next().unwrap_or("").trim();
        (!data.is_empty()).then_some((i + 1, data))
    });
    let size = match given {
        Some(size) => check_sides(size, "")?,
        None => size_line(lines.next())?,
    };
    let (rows, cols) = size;
    let mut out = Vec::with_capacity(rows * cols);
    let mut tagged = Vec::new();
    for (number, data) in lines {
        if let Some(rest) = keyword.and_then(|k| data.strip_prefix(k)) {
            let form = format!("`{} row col piece rotation`", keyword.unwrap_or_default());
            tagged.push(line(number, rest, 4, &form)?);
        } else if out.len() == rows * cols {
            return Err(Error::Invalid(format!(
                "line {number}: more than {} lines of {what} for a {rows} x {cols} board",
                rows * cols
            )));
        } else {
            out.push(line(number, data, width, what)?);
        }
    }
    if out.len() < rows * cols {
        return Err(Error::Invalid(format!(
            "{} lines of {what}, a {rows} x {cols} board needs {}",
            out.len(),
            rows * cols
        )));
    }
    Ok(Read {
        size,
        lines: out,
        tagged,
    })
}

/// The board size from the first data line `rows cols`.
fn size_line(first: Option<(usize, &str)>) -> Result<(usize, usize), Error> {
    let (number, data) = first
        .ok_or_else(|| Error::Parse("empty file: expected a first line `rows cols`".into()))?;
    let size = numbers(number, data, 2, "`rows cols`")?;
    check_sides(
        (size[0] as usize, size[1] as usize),
        &format!("line {number}: "),
    )
}

/// `size` when each side is within 1..=[`MAX_SIDE`]; the error begins with `at`.
fn check_sides((rows, cols): (usize, usize), at: &str) -> Result<(usize, usize), Error> {
    if !(1..=MAX_SIDE).contains(&rows) || !(1..=MAX_SIDE).contains(&cols) {
        return Err(Error::Invalid(format!(
            "{at}board {rows} x {cols}: each side must be 1..={MAX_SIDE}"
        )));
    }
    Ok((rows, cols))
}

fn line(number: usize, data: &str, width: usize, what: &str) -> Result<Line, Error> {
    Ok(Line {
        number,
        values: numbers(number, data, width, what)?,
    })
}

fn numbers(number: usize, data: &str, width: usize, what: &str) -> Result<Vec<u32>, Error> {
    let values = data
        .split_whitespace()
        .map(|t| {
            t.parse::<u32>().map_err(|_| {
                Error::Parse(format!(
                    "line {number}: {} is not a whole number 0..={}",
                    quoted(t),
                    u32::MAX
                ))
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    if values.len() != width {
        return Err(Error::Parse(format!(
            "line {number}: expected {width} numbers {what}, found {}",
            values.len()
        )));
    }
    Ok(values)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_are_one_line_and_name_the_line() {
        let e = read(
            "2 2\n1 2\n3 4\n5 x\n\ty\n",
            2,
            "`piece rotation`",
            None,
            None,
        )
        .err()
        .unwrap();
        assert_eq!(
            e.to_string(),
            "line 4: \"x\" is not a whole number 0..=4294967295"
        );
        let long = format!("1 1\n{}\n", "9".repeat(100));
        let e = read(&long, 1, "`x`", None, None).err().unwrap().to_string();
        assert!(e.len() < 90 && !e.contains('\n'), "{e}");
        assert!(read("", 1, "`x`", None, None).is_err());
        assert!(read("0 3\n", 1, "`x`", None, None).is_err());
        assert!(read("1 1\n1\n2\n", 1, "`x`", None, None)
            .err()
            .unwrap()
            .to_string()
            .contains("more than 1"));
    }

    #[test]
    fn a_given_size_past_the_largest_side_is_refused() {
        let e = read("1 2 3 4\n", 4, "`x`", None, Some((33, 33)))
            .err()
            .unwrap()
            .to_string();
        assert_eq!(e, "board 33 x 33: each side must be 1..=32");
        let e = read("33 2\n", 1, "`x`", None, None)
            .err()
            .unwrap()
            .to_string();
        assert_eq!(e, "line 1: board 33 x 2: each side must be 1..=32");
    }
}
