//! Rectangular boards of cells: reading them (one line per row, or the rows on one line
//! separated by `/` or `|`, `..|..` as cgt-py writes them), their connected regions, and
//! their images under the square's symmetries.

use crate::Error;

/// `[Exact]` A board: `rows x cols` cells, row by row, each a character of its ruleset.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    /// Rows.
    pub rows: usize,
    /// Columns.
    pub cols: usize,
    /// The cells, row by row.
    pub cells: Vec<char>,
}

impl Board {
    /// Reads a board of at most `max_cells` cells, each one of `alphabet`.
    pub(crate) fn read(
        text: &str,
        game: &str,
        alphabet: &str,
        max_cells: usize,
    ) -> Result<Board, Error> {
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
        if cells.len() > max_cells {
            return Err(bad(&format!(
                "{} cells, more than the limit {max_cells}",
                cells.len()
            )));
        }
        Ok(Board {
            rows: lines.len(),
            cols,
            cells,
        })
    }

    /// The cells beside cell `i`: above, below, left and right, those on the board.
    pub(crate) fn beside(&self, i: usize) -> impl Iterator<Item = usize> {
        let (r, c, cols) = (i / self.cols, i % self.cols, self.cols);
        [
            (r > 0).then(|| i - cols),
            (r + 1 < self.rows).then(|| i + cols),
            (c > 0).then(|| i - 1),
            (c + 1 < cols).then(|| i + 1),
        ]
        .into_iter()
        .flatten()
    }

    /// The regions of cells where `member` holds, connected side by side, each cut to its
    /// bounding box with the other cells there set to `blank`.
    pub(crate) fn regions(&self, member: impl Fn(char) -> bool, blank: char) -> Vec<Board> {
        let mut seen = vec![false; self.cells.len()];
        let mut out = Vec::new();
        for start in 0..self.cells.len() {
            if !member(self.cells[start]) || seen[start] {
                continue;
            }
            seen[start] = true;
            let mut region = vec![start];
            let mut i = 0;
            while i < region.len() {
                for n in self.beside(region[i]) {
                    if member(self.cells[n]) && !seen[n] {
                        seen[n] = true;
                        region.push(n);
                    }
                }
                i += 1;
            }
            out.push(self.cut(&region, blank));
        }
        out
    }

    /// The cells given, in their bounding box, the others `blank`.
    fn cut(&self, cells: &[usize], blank: char) -> Board {
        let rs = cells.iter().map(|&i| i / self.cols);
        let cs = cells.iter().map(|&i| i % self.cols);
        let (r0, r1) = (rs.clone().min().unwrap_or(0), rs.max().unwrap_or(0));
        let (c0, c1) = (cs.clone().min().unwrap_or(0), cs.max().unwrap_or(0));
        let (rows, cols) = (r1 - r0 + 1, c1 - c0 + 1);
        let mut out = vec![blank; rows * cols];
        for &i in cells {
            out[(i / self.cols - r0) * cols + i % self.cols - c0] = self.cells[i];
        }
        Board {
            rows,
            cols,
            cells: out,
        }
    }

    /// The board's text under a symmetry of the rectangle (`transpose` first, then the
    /// mirrors), with each cell renamed by `rename`.
    pub(crate) fn image(
        &self,
        (transpose, flip_r, flip_c): (bool, bool, bool),
        rename: impl Fn(char) -> char,
    ) -> String {
        let (rows, cols) = if transpose {
            (self.cols, self.rows)
        } else {
            (self.rows, self.cols)
        };
        let mut out = String::with_capacity((cols + 1) * rows);
        for r in 0..rows {
            let r = if flip_r { rows - 1 - r } else { r };
            for c in 0..cols {
                let c = if flip_c { cols - 1 - c } else { c };
                let (sr, sc) = if transpose { (c, r) } else { (r, c) };
                out.push(rename(self.cells[sr * self.cols + sc]));
            }
            out.push('/');
        }
        out.pop();
        out
    }

    /// The least text among the images under `symmetries`, with cells as they are, and
    /// (when `swap` renames the players' cells) with the players swapped: the key of
    /// [`Position::key`](super::Position::key).
    pub(crate) fn key(
        &self,
        symmetries: &[(bool, bool, bool)],
        swap: Option<fn(char) -> char>,
    ) -> (String, bool) {
        let mut best: Option<(String, bool)> = None;
        for &s in symmetries {
            let mut images = vec![(self.image(s, |c| c), false)];
            if let Some(swap) = swap {
                images.push((self.image(s, swap), true));
            }
            for image in images {
                if best.as_ref().is_none_or(|b| image.0 < b.0) {
                    best = Some(image);
                }
            }
        }
        best.unwrap_or_default()
    }
}

impl std::fmt::Display for Board {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.image((false, false, false), |c| c))
    }
}

/// Left's stone `x` for Right's `o` and back: the swap of players in Clobber and Konane.
pub(crate) fn swap_stones(c: char) -> char {
    match c {
        'x' => 'o',
        'o' => 'x',
        other => other,
    }
}

/// The rectangle's eight symmetries (transpose, flip rows, flip columns).
pub(crate) const ALL: [(bool, bool, bool); 8] = [
    (false, false, false),
    (false, false, true),
    (false, true, false),
    (false, true, true),
    (true, false, false),
    (true, false, true),
    (true, true, false),
    (true, true, true),
];
