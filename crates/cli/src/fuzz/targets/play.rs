//! What a person types into `dresher play --game guessing`, one answer per line, played
//! in both roles against the certified optimal strategies of N = 10: every game ends with
//! the key found or with the one-line end-of-input error, and every refusal is one line.

use std::sync::OnceLock;

use dresher_fuzz::{Target, Verdict};
use verify::budget::Budget;

use crate::games::guessing::play::{play, Optimal, Role};

/// N = 10's optimal strategies, solved once.
fn optimal() -> Result<&'static Optimal, String> {
    static SOLVED: OnceLock<Result<Optimal, String>> = OnceLock::new();
    let solved = SOLVED.get_or_init(|| {
        let budget = Budget::from_seconds(None).map_err(|e| e.to_string())?;
        crate::games::guessing::optimal(10, &budget).map_err(|e| e.to_string())
    });
    solved.as_ref().map_err(Clone::clone)
}

/// One game in `role` on the input `text`; the verdict, or the defect.
fn game(role: Role, text: &str) -> Result<Verdict, String> {
    let mut out = Vec::new();
    let played = play(optimal()?, role, 1, &mut text.as_bytes(), &mut out);
    let out = String::from_utf8(out).map_err(|e| e.to_string())?;
    let refusals_one_line = out.lines().filter(|l| l.contains("error:")).all(|l| {
        let why = l.split("error:").nth(1).unwrap_or_default();
        !why.trim().is_empty()
    });
    if !refusals_one_line {
        return Err(format!("an empty refusal in {out:?}"));
    }
    match played {
        Ok(()) if out.contains("Found") => Ok(Verdict::Accepted),
        Ok(()) => Err(format!("a game ended without the key found: {out:?}")),
        Err(e) if e.to_string().contains("end of input") => Ok(Verdict::Rejected),
        Err(e) => Err(format!("a game failed: {e}")),
    }
}

/// The target: seeds of whole games in both roles, the answers' words as tokens.
pub fn target() -> Target {
    let seeds = [
        "5\n8\n9\n10\n",
        "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n",
        "h\nl\nh\ny\n",
        "x\n0\n11\n",
    ];
    Target {
        seeds: seeds.iter().map(|s| s.as_bytes().to_vec()).collect(),
        tokens: vec![
            "h", "l", "y", "higher", "lower", "yes", "10", "0", "-1", "\n",
        ],
        check: Box::new(|text| {
            let guessed = game(Role::Guess, text)?;
            let hidden = game(Role::Hide, text)?;
            match (guessed, hidden) {
                (Verdict::Accepted, _) | (_, Verdict::Accepted) => Ok(Verdict::Accepted),
                _ => Ok(Verdict::Rejected),
            }
        }),
    }
}
