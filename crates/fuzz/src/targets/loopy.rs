//! Loopy games of `solve --game surreal --expr` (CGSuite's `a{0|a}`, `{pass|*}`, `on+off`):
//! valued within a work budget; a value found must have the outcome that retrograde
//! analysis of the game's own graph finds, and compare equal to the game side by side.

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
            "^.Pow(on)",
            "{0||0|-2}.PowTo({5|pass})",
            "(1/8).Subordinate(1)",
            "^.PowTo(5).Subordinate('{*|*}')",
            "upon.UpsumVariety(^.Pow(on))",
            "(+-(upon Upsum ^<on>)).Variety",
            "1:off",
        ]
        .map(|s| s.as_bytes().to_vec())
        .to_vec(),
        tokens: vec![
            "pass",
            "a{",
            "a",
            "{",
            "|",
            "||",
            "}",
            ",",
            "+",
            "-",
            "&",
            "on",
            "off",
            "over",
            "under",
            "upon",
            "dud",
            "^[on]",
            "v<on>",
            "*",
            "1/2",
            "Tiny(",
            ")",
            ".Pow(",
            ".PowTo(",
            ".Subordinate(",
            "'",
            ".Upsum(",
            ".Downsum(",
            ".Degree",
            ".Onside",
            ":",
            " Upsum ",
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
    let checked = games.within(&budget, |g| {
        let class = loopy::parse(g, text)?.outcome(g).class();
        Ok::<_, partisan::Error>((class, loopy::compare(g, text, &name)?))
    });
    let (graph, sign) = match checked {
        Err(_) => return Ok(Verdict::Accepted), // the work budget ran out
        Ok(checked) => checked.map_err(|e| e.to_string())?,
    };
    if graph != class {
        return Err(format!(
            "{text} = {name} has the outcome {class}, its graph {graph}"
        ));
    }
    match sign {
        "=" => Ok(Verdict::Accepted),
        _ => Err(format!("{text} is {sign} its value {name} side by side")),
    }
}
