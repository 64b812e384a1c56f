//! The formats edge-matching boards are shared in, read and written:
//!
//! - the board string of Jef Bucas's viewer (e2.bucas.name), in a pasted URL
//!   (`...#board_w=16&board_h=16&board_edges=abcd...`) or alone: four letters per cell,
//!   row-major, each cell's colours as shown clockwise from the top, `a` the grey frame,
//!   `b` colour 1 and so on. [`from_bucas`] reads it as the puzzle of its pieces and the
//!   board they form; [`place_bucas`] reads it as a board of a puzzle the user has (finding
//!   each cell's piece and turn), so a board from the field can be verified; [`to_bucas`]
//!   writes one.
//! - the headerless piece list: one piece per line, four colours clockwise from the top
//!   (0 = grey), the board square ([`from_piece_list`]).
//! - the puzzle JSON of the eternity2.dev site and its engines
//!   (`{name, width, height, numColors, pieces, hints}`, pieces as `[top, right, bottom,
//!   left]`, 0 = grey, hints as `{pos, piece, rot}`), written by [`to_site_json`].
//!
//! Every error is one line naming the problem.

use crate::{Board, Error, Piece, Placement, Puzzle};

/// Letters per cell in a board string.
const PER_CELL: usize = 4;

/// A board string's size and cells' colours, from a URL or the bare string.
struct Edges {
    rows: usize,
    cols: usize,
    cells: Vec<[u8; 4]>,
}

fn parameter<'a>(text: &'a str, key: &str) -> Option<&'a str> {
    text.split(['#', '&', '?'])
        .find_map(|part| part.trim().strip_prefix(key)?.strip_prefix('='))
}

fn side(text: &str, key: &str) -> Result<Option<usize>, Error> {
    parameter(text, key)
        .map(|v| {
            v.parse::<usize>().map_err(|_| {
                let v = verify::quoted(v);
                Error::Parse(format!("{key}={v} is not a whole number"))
            })
        })
        .transpose()
}

fn read_edges(text: &str) -> Result<Edges, Error> {
    let text = text.trim();
    let letters = parameter(text, "board_edges").unwrap_or(text).trim();
    if let Some((i, ch)) = letters
        .char_indices()
        .find(|(_, c)| !c.is_ascii_lowercase())
    {
        return Err(Error::Parse(format!(
            "board string: {ch:?} at position {} is not a letter a-z (a = grey)",
            i + 1
        )));
    }
    let cells = letters.len() / PER_CELL;
    if letters.is_empty() || !letters.len().is_multiple_of(PER_CELL) {
        return Err(Error::Parse(format!(
            "board string of {} letters: expected 4 per cell",
            letters.len()
        )));
    }
    let (rows, cols) = match (side(text, "board_h")?, side(text, "board_w")?) {
        (Some(r), Some(c)) => (r, c),
        _ => {
            let s = cells.isqrt();
            if s * s != cells {
                let why = format!("{cells} cells and no board_w/board_h: not a square board");
                return Err(Error::Parse(why));
            }
            (s, s)
        }
    };
    if !(1..=crate::MAX_SIDE).contains(&rows) || !(1..=crate::MAX_SIDE).contains(&cols) {
        let max = crate::MAX_SIDE;
        let why = format!("board {rows} x {cols}: each side must be 1..={max}");
        return Err(Error::Invalid(why));
    }
    if rows * cols != cells {
        let why = format!(
            "board string has {cells} cells, a {rows} x {cols} board needs {}",
            rows * cols
        );
        return Err(Error::Invalid(why));
    }
    let bytes = letters.as_bytes();
    let cells = bytes
        .chunks(PER_CELL)
        .map(|q| std::array::from_fn(|s| q[s] - b'a'))
        .collect();
    Ok(Edges { rows, cols, cells })
}

/// A board string (or a URL holding one) as the puzzle of its pieces, in cell order, and
/// the board they form (piece `i` in cell `i`, unturned). An all-grey cell (`aaaa`, how the
/// viewer shows an empty cell) is refused.
pub fn from_bucas(text: &str) -> Result<(Puzzle, Board), Error> {
    let e = read_edges(text)?;
    if let Some(cell) = e.cells.iter().position(|q| q == &[0; 4]) {
        let (r, c) = (cell / e.cols, cell % e.cols);
        return Err(Error::Invalid(format!("cell ({r}, {c}) is empty (aaaa)")));
    }
    let placements = (0..e.cells.len()).map(|piece| Placement { piece, rotation: 0 });
    let board = Board {
        rows: e.rows,
        cols: e.cols,
        cells: placements.collect(),
    };
    let pieces = e.cells.into_iter().map(Piece).collect();
    Ok((
        Puzzle {
            rows: e.rows,
            cols: e.cols,
            pieces,
            hints: Vec::new(),
        },
        board,
    ))
}

/// A board string (or URL) as a board of `puzzle`: each cell gets an unused piece of the
/// puzzle that shows the cell's colours in some turn (hint cells their hint). Refused when
/// the size differs or no unused piece shows a cell's colours.
pub fn place_bucas(puzzle: &Puzzle, text: &str) -> Result<Board, Error> {
    let e = read_edges(text)?;
    if (e.rows, e.cols) != (puzzle.rows, puzzle.cols) {
        let (r, c) = (puzzle.rows, puzzle.cols);
        let why = format!(
            "a {} x {} board string, the puzzle is {r} x {c}",
            e.rows, e.cols
        );
        return Err(Error::Invalid(why));
    }
    let mut used = vec![false; puzzle.pieces.len()];
    puzzle.hints.iter().for_each(|h| used[h.piece] = true);
    let mut cells = Vec::with_capacity(e.cells.len());
    for (cell, quad) in e.cells.iter().enumerate() {
        let (r, c) = (cell / e.cols, cell % e.cols);
        let hinted = puzzle
            .hint_at(r, c)
            .filter(|h| &h.shown(&puzzle.pieces) == quad);
        let found = hinted
            .map(|h| Placement {
                piece: h.piece,
                rotation: h.rotation,
            })
            .or_else(|| {
                let free = (0..puzzle.pieces.len()).filter(|&i| !used[i]);
                free.flat_map(|piece| (0..4).map(move |rotation| Placement { piece, rotation }))
                    .find(|p| &puzzle.pieces[p.piece].rotated(p.rotation) == quad)
            });
        let Some(p) = found else {
            let letters: String = quad.iter().map(|&k| (b'a' + k) as char).collect();
            return Err(Error::Invalid(format!(
                "cell ({r}, {c}): no unused piece of the puzzle shows {letters}"
            )));
        };
        used[p.piece] = true;
        cells.push(p);
    }
    Ok(Board {
        rows: e.rows,
        cols: e.cols,
        cells,
    })
}

/// The viewer's URL of `board` (colours above 25 have no letter and are refused).
pub fn to_bucas(puzzle: &Puzzle, board: &Board) -> Result<String, Error> {
    let mut letters = String::with_capacity(board.cells.len() * PER_CELL);
    for p in &board.cells {
        let piece = puzzle.pieces.get(p.piece).ok_or_else(|| {
            Error::Invalid(format!(
                "piece {} is unknown (pieces are 0..{})",
                p.piece,
                puzzle.pieces.len()
            ))
        })?;
        for colour in piece.rotated(p.rotation) {
            if colour > 25 {
                return Err(Error::Invalid(format!(
                    "colour {colour} has no letter (a-z: 0..=25)"
                )));
            }
            letters.push((b'a' + colour) as char);
        }
    }
    Ok(format!(
        "https://e2.bucas.name/#board_w={}&board_h={}&board_edges={letters}",
        board.cols, board.rows
    ))
}

/// A headerless piece list (one piece per line, `top right bottom left`, `#` comments) as
/// the puzzle of a square board.
pub fn from_piece_list(text: &str) -> Result<Puzzle, Error> {
    let data = text
        .lines()
        .map(|l| l.split('#').next().unwrap_or("").trim());
    let count = data
        .filter(|l| !l.is_empty() && !l.starts_with("hint"))
        .count();
    let side = count.isqrt();
    if count == 0 || side * side != count {
        return Err(Error::Invalid(format!(
            "{count} pieces: a piece list without a `rows cols` line must fill a square board"
        )));
    }
    Puzzle::parse_sized(text, Some((side, side)))
}

/// `puzzle` as the eternity2.dev site's puzzle JSON, named `name`: the same pieces in the
/// same order and turn convention (`rot` = clockwise quarter turns), a hint's `pos` its
/// row-major cell.
pub fn to_site_json(puzzle: &Puzzle, name: &str) -> String {
    let pieces: Vec<[u8; 4]> = puzzle.pieces.iter().map(|p| p.0).collect();
    let hints: Vec<serde_json::Value> = puzzle
        .hints
        .iter()
        .map(|h| serde_json::json!({"pos": h.row * puzzle.cols + h.col, "piece": h.piece, "rot": h.rotation}))
        .collect();
    let colours = pieces.iter().flatten().copied().max().unwrap_or(0);
    serde_json::json!({
        "name": name, "width": puzzle.cols, "height": puzzle.rows,
        "numColors": colours, "pieces": pieces, "hints": hints,
    })
    .to_string()
}

/// True when `text` is a board string or a URL holding one.
fn is_board_string(text: &str) -> bool {
    let t = text.trim();
    t.contains("board_edges=") || (!t.is_empty() && t.bytes().all(|b| b.is_ascii_lowercase()))
}

/// A puzzle in any format this crate reads: a board string or URL (the puzzle of its
/// pieces), our puzzle file (`rows cols` first), or a headerless piece list.
pub fn read_puzzle(text: &str) -> Result<Puzzle, Error> {
    if is_board_string(text) {
        return Ok(from_bucas(text)?.0);
    }
    let first = text
        .lines()
        .map(|l| l.split('#').next().unwrap_or("").trim());
    match first.into_iter().find(|l| !l.is_empty()) {
        Some(line) if line.split_whitespace().count() == 4 => from_piece_list(text),
        _ => Puzzle::parse(text),
    }
}

/// A board of `puzzle` in any format this crate reads: a board string or URL, or our
/// solution file.
pub fn read_board(puzzle: &Puzzle, text: &str) -> Result<Board, Error> {
    match is_board_string(text) {
        true => place_bucas(puzzle, text),
        false => Board::parse(text),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{check, Recipe};

    #[test]
    fn a_board_string_round_trips_and_scores_the_same() {
        let (puzzle, board) = Recipe {
            hints: 2,
            ..Recipe::hardest(6, 12, 4, crate::Colours::Uniform)
        }
        .generate()
        .unwrap();
        let url = to_bucas(&puzzle, &board).unwrap();
        assert!(url.contains("board_w=12&board_h=6&board_edges="), "{url}");
        let (own, identity) = from_bucas(&url).unwrap();
        assert_eq!(
            check(&own, &identity).unwrap(),
            check(&puzzle, &board).unwrap()
        );
        assert_eq!(to_bucas(&own, &identity).unwrap(), url);
        let placed = place_bucas(&puzzle, &url).unwrap();
        assert!(check(&puzzle, &placed).unwrap().is_solved());
        let bare = url.rsplit_once('=').unwrap().1;
        let (_, sized) = from_bucas(&format!("board_w=12&board_h=6&board_edges={bare}")).unwrap();
        assert_eq!(sized, identity);
    }

    #[test]
    fn a_square_board_needs_no_size_and_bad_strings_get_one_line_errors() {
        let (puzzle, board) = Recipe::hardest(4, 4, 1, crate::Colours::Uniform)
            .generate()
            .unwrap();
        let url = to_bucas(&puzzle, &board).unwrap();
        let bare = url.rsplit_once('=').unwrap().1.to_string();
        assert_eq!(
            place_bucas(&puzzle, &bare).unwrap(),
            place_bucas(&puzzle, &url).unwrap()
        );
        let cases = [
            (format!("{bare}a"), "65 letters: expected 4 per cell"),
            (bare.replacen('b', "B", 1), "is not a letter a-z"),
            (bare[..48].to_string(), "12 cells and no board_w/board_h"),
            (
                format!("board_w=x&board_edges={bare}"),
                "board_w=\"x\" is not a whole number",
            ),
            (
                format!("board_w=3&board_h=5&board_edges={bare}"),
                "16 cells, a 5 x 3 board needs 15",
            ),
            (format!("aaaa{}", &bare[4..]), "cell (0, 0) is empty (aaaa)"),
            (String::new(), "0 letters"),
        ];
        for (text, want) in cases {
            let err = from_bucas(&text).unwrap_err().to_string();
            assert!(err.contains(want) && !err.contains('\n'), "{text}: {err}");
        }
        let other = Recipe::hardest(4, 4, 2, crate::Colours::Uniform)
            .generate()
            .unwrap()
            .0;
        let err = place_bucas(&other, &url).unwrap_err().to_string();
        assert!(err.contains("no unused piece of the puzzle shows"), "{err}");
    }

    #[test]
    fn every_format_is_recognised() {
        let (puzzle, board) = Recipe::hardest(4, 4, 1, crate::Colours::Uniform)
            .generate()
            .unwrap();
        let url = to_bucas(&puzzle, &board).unwrap();
        assert_eq!(read_puzzle(&puzzle.to_string()).unwrap(), puzzle);
        assert_eq!(read_puzzle(&url).unwrap(), from_bucas(&url).unwrap().0);
        let list: String = puzzle
            .pieces
            .iter()
            .map(|p| format!("{} {} {} {}\n", p.0[0], p.0[1], p.0[2], p.0[3]))
            .collect();
        assert_eq!(read_puzzle(&format!("# a list\n{list}")).unwrap(), puzzle);
        assert_eq!(
            read_board(&puzzle, &url).unwrap(),
            place_bucas(&puzzle, &url).unwrap()
        );
        assert_eq!(read_board(&puzzle, &board.to_string()).unwrap(), board);
    }

    #[test]
    fn a_piece_list_reads_as_a_square_puzzle_with_its_own_line_numbers() {
        let (puzzle, _) = Recipe::hardest(4, 4, 1, crate::Colours::Uniform)
            .generate()
            .unwrap();
        let list: String = puzzle
            .pieces
            .iter()
            .map(|p| format!("{} {} {} {}\n", p.0[0], p.0[1], p.0[2], p.0[3]))
            .collect();
        assert_eq!(from_piece_list(&list).unwrap(), puzzle);
        let broken = list.replacen(" ", " x", 1);
        assert!(from_piece_list(&broken)
            .unwrap_err()
            .to_string()
            .starts_with("line 1: "));
        let short: String = list.lines().skip(1).map(|l| format!("{l}\n")).collect();
        assert!(from_piece_list(&short)
            .unwrap_err()
            .to_string()
            .contains("15 pieces"));
    }

    /// The site's JSON holds the pieces as listed (top, right, bottom, left) and each hint
    /// at its row-major cell with its clockwise turns.
    #[test]
    fn the_site_json_lists_the_pieces_and_hints_as_given() {
        let (puzzle, _) = Recipe {
            hints: 2,
            ..Recipe::hardest(5, 7, 3, crate::Colours::Balanced)
        }
        .generate()
        .unwrap();
        let site: serde_json::Value = serde_json::from_str(&to_site_json(&puzzle, "p")).unwrap();
        assert_eq!(
            (site["width"].as_u64(), site["height"].as_u64()),
            (Some(7), Some(5))
        );
        for (i, piece) in puzzle.pieces.iter().enumerate() {
            assert_eq!(site["pieces"][i], serde_json::json!(piece.0));
        }
        for (j, h) in puzzle.hints.iter().enumerate() {
            let pos = site["hints"][j]["pos"].as_u64().unwrap() as usize;
            assert_eq!((pos / 7, pos % 7), (h.row, h.col));
            assert_eq!(site["hints"][j]["rot"].as_u64(), Some(h.rotation.into()));
        }
    }
}
