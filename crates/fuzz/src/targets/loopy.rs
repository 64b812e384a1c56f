//! Loopy games of `solve --game surreal --expr` (CGSuite's `a{0|a}`, `{pass|*}`, `on+off`):
//! valued within a work budget; a value found must have the outcome that retrograde
//! analysis of the game's own graph finds.

use partisan::{loopy, Games};
use verify::budget::Budget;

use crate::{rejected, Target, Verdict};

/// Steps of work an input may take.
const WORK: u64 = 2_000_000;

/// Loopy expressions.
pub fn target() -> Target {
    Target {
        seeds: [
            "a{0|a}",
            "{pass|3/2}",
            "{-1/4+*|pass}",
            "{0|||0||0|off}",
            "+-{5|pass}",
            "a{0||||0|||a|*||*}",
            "on+off",
            "over-over",
            "a{1||a|0}",
            "{0|{dud|},*}",
            "over & v",
            "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}",
            "3/2under",
            "^<on>*",
        ]
        .map(|s| s.as_bytes().to_vec())
        .to_vec(),
        tokens: vec![
            "pass", "a{", "a", "{", "|", "||", "}", ",", "+", "-", "&", "on", "off", "over",
            "under", "upon", "dud", "^[on]", "v<on>", "*", "1/2", "Tiny(", ")",
        ],
        check: Box::new(check),
    }
}

fn check(text: &str) -> Result<Verdict, String> {
    let budget = Budget::unlimited().with_work(WORK);
    let mut games = Games::new();
    let found = games.within(&budget, |g| {
        let v = loopy::value(g, text)?;
        let class = v.outcome_class(g)?;
        let name = v.name(g)?;
        Ok::<_, partisan::Error>((class, name))
    });
    let (class, name) = match found {
        Err(_) => return Ok(Verdict::Accepted), // the work budget ran out
        Ok(Err(e)) => return rejected(e),
        Ok(Ok(found)) => found,
    };
    if text.contains('&') {
        return Ok(Verdict::Accepted); // a sided value given by its sides has no graph
    }
    let graph = games
        .within(&budget, |g| {
            loopy::parse(g, text).map(|l| l.outcome(g).class())
        })
        .map_err(|e| e.to_string())?
        .map_err(|e| e.to_string())?;
    match graph == class {
        true => Ok(Verdict::Accepted),
        false => Err(format!(
            "{text} = {name} has the outcome {class}, its graph {graph}"
        )),
    }
}
