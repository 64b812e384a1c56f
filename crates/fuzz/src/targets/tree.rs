//! NHG tree files: read; on a tree of at most 24 coins the game G(m, n) (m, n from the
//! input's length) is solved and re-certified here against an overlap matrix built from
//! the paths by set intersection.

use nhg::tree::{solve_tree, Tree};
use verify::RationalMatrix;

use super::{certified, fixture, seeds};
use crate::{rejected, Target, Verdict};

/// NHG tree files; small trees solved and re-certified.
pub fn target() -> Result<Target, String> {
    let spider = "# a spider\n0 1\n1 2\n0 3\n3 4\n0 5\n5 6\n";
    Ok(Target {
        seeds: seeds(&[
            &fixture("nhg/tree20.txt")?,
            spider,
            "0 1\n1 2\n2 3\n3 4\n",
            "0 1\n",
        ]),
        tokens: vec!["0 0", "1 0", "0 1\n", "999999", "1000000", "1000001"],
        check: Box::new(check),
    })
}

fn check(text: &str) -> Result<Verdict, String> {
    let tree = match Tree::parse(text) {
        Ok(t) => t,
        Err(e) => return rejected(e),
    };
    if tree.coins() > 24 {
        return Ok(Verdict::Accepted);
    }
    let (m, n) = (1 + text.len() % 3, 1 + text.len() / 3 % 3);
    let s = match solve_tree(&tree, m, n) {
        Ok(s) => s,
        Err(e) => return rejected(e),
    };
    let overlap =
        |a: &Vec<usize>, b: &Vec<usize>| a.iter().filter(|c| b.contains(c)).count() as i64;
    let rows: Vec<Vec<i64>> = s
        .moves_1
        .iter()
        .map(|a| s.moves_2.iter().map(|b| overlap(a, b)).collect())
        .collect();
    let a = RationalMatrix::from_integers(&rows).map_err(|e| e.to_string())?;
    let sol = &s.solution;
    certified(&a, sol.row_strategy(), sol.col_strategy(), sol.value())?;
    Ok(Verdict::Accepted)
}
