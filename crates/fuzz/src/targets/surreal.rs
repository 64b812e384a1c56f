//! Game expressions of `solve --game surreal --expr`: parsed to canonical form, named,
//! dated and judged; a game that is a number must have the outcome of its sign.

use partisan::{Games, Outcome, Surreal};

use crate::{rejected, Target, Verdict};

/// Surreal-number and short-game expressions.
pub fn target() -> Target {
    Target {
        seeds: [
            "up+up+*",
            "{1|-1}",
            "{0,1/2|1}",
            "*3",
            "{{0|}|*}",
            "-3/4",
            "down*",
            "{1|-1} - 1/2",
            "(^ + v) - *2",
            "{0,*|0}",
            "3/8",
            "{|}",
            "{2||1|0}",
            "+-{1,{2|0}}",
            "2Tiny(2)",
            "v<2>+⇑*",
            "⧾₂ - 3·↑",
        ]
        .map(|s| s.as_bytes().to_vec())
        .to_vec(),
        tokens: vec![
            "up", "down", "^", "v", "*", "*1000", "{0|", "|0}", "{", "|", "}", "+", "-", "1/3",
            "||", "|||", "tiny(", "Miny(", "^<", ">", "·", "↑", "⇓", "⧿", "₂", "+-",
        ],
        check: Box::new(check),
    }
}

fn check(text: &str) -> Result<Verdict, String> {
    let mut games = Games::new();
    let g = match games.parse(text) {
        Ok(g) => g,
        Err(e) => return rejected(e),
    };
    let (_name, _day) = (games.name(g), games.birthday(g));
    let outcome = games.outcome(g);
    if let Some(x) = games.as_number(g).cloned() {
        let expected = match x.cmp(&Surreal::zero()) {
            std::cmp::Ordering::Greater => Outcome::Left,
            std::cmp::Ordering::Less => Outcome::Right,
            std::cmp::Ordering::Equal => Outcome::Previous,
        };
        if outcome != expected {
            return Err(format!("the number {x} has outcome {outcome}"));
        }
    }
    Ok(Verdict::Accepted)
}
