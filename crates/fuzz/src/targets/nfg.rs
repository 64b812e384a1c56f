//! `.nfg` files: read; a game of at most 64 cells is solved (HiGHS or Dresher's simplex,
//! by turns) and the answer re-certified here against the matrix read.

use lp_core::{read_nfg, solve_dresher, solve_exact};

use super::{certified, fixture, seeds};
use crate::{rejected, Target, Verdict};

/// Gambit `.nfg` files; small games solved and re-certified.
pub fn target() -> Result<Target, String> {
    let files = ["rps", "pennies", "guessing4_symmetric"]
        .map(|name| fixture(&format!("matrix/{name}.nfg")));
    let [rps, pennies, guessing] = files;
    Ok(Target {
        seeds: seeds(&[
            &rps?,
            &pennies?,
            &guessing?,
            "NFG 1 R \"t\" { \"A\" \"B\" } { 2 2 }\n1 -1 -1 1 -1 1 1 -1\n",
            "NFG 1 D \"t\" { \"A\" \"B\" } { 2 3 }\n1/2 -1/2 0.25 -0.25 3 -3 -1e2 1e2 0 0 7 -7\n",
        ]),
        tokens: vec![
            "NFG",
            "R",
            "D",
            "{",
            "}",
            "\"",
            "1e59",
            "1e60",
            "1e61",
            "3 3",
            "1000 1000",
        ],
        check: Box::new(check),
    })
}

fn check(text: &str) -> Result<Verdict, String> {
    let nfg = match read_nfg(text) {
        Ok(g) => g,
        Err(e) => return rejected(e),
    };
    let game = &nfg.game;
    if game.rows() * game.cols() > 64 {
        return Ok(Verdict::Accepted);
    }
    let solved = if text.len().is_multiple_of(2) {
        solve_exact(game)
    } else {
        solve_dresher(game).map(|(s, _)| s)
    };
    let s = match solved {
        Ok(s) => s,
        Err(e) => return rejected(e),
    };
    certified(game.matrix(), s.row_strategy(), s.col_strategy(), s.value())?;
    Ok(Verdict::Accepted)
}
