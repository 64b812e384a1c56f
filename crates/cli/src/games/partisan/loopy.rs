//! `dresher solve --game surreal --expr 'a{0|a}'`: a loopy game in CGSuite's notation, its
//! value (the simplest form of a stopper, or the onside and offside of any other game) and
//! its outcome under infinite play (`partisan::loopy`); `--game backsliding-toads-and-frogs
//! --position 'tt..ff'`, a strip valued the same way; and the report both share with Fox and
//! Geese.

use anyhow::Context;
use partisan::loopy::{self, Value};
use partisan::Games;
use serde_json::json;
use verify::budget::Budget;

use crate::emit;
use crate::limits::{bounded, with_progress};

/// Values and prints the loopy game `text` within `budget`.
pub fn solve(text: &str, json: bool, budget: &Budget) -> anyhow::Result<()> {
    let out = with_progress("the loopy game's value", budget, || {
        Games::new().within(budget, |games| -> anyhow::Result<String> {
            let value = loopy::value(games, text)?;
            report(games, &value, text, "surreal", json)
        })
    });
    emit(&bounded("the loopy game's value", out)?)
}

/// The loopy rulesets whose position `--position` gives.
#[derive(Clone, Copy)]
pub enum Ruleset {
    /// Backsliding Toads and Frogs: a strip.
    Backsliding,
    /// Hare and Hounds: the eleven-point board, row by row.
    HareAndHounds,
}

impl Ruleset {
    /// The `--game` name, what a missing `--position` should be, and what is valued.
    fn words(self) -> (&'static str, &'static str, &'static str) {
        match self {
            Ruleset::Backsliding => (
                "backsliding-toads-and-frogs",
                "STRIP (toads t, frogs f, empty ., e.g. 'ttt..fff')",
                "the Backsliding Toads and Frogs strip's value",
            ),
            Ruleset::HareAndHounds => (
                "hare-and-hounds",
                "BOARD (rows of 3, 5 and 3 points separated by /: hounds d, the hare h, \
                 empty .; the start is 'd../d...h/d..')",
                "the Hare and Hounds position's value",
            ),
        }
    }
}

/// Values a position of a loopy ruleset within `budget` and prints it.
pub fn solve_ruleset(
    ruleset: Ruleset,
    position: Option<&str>,
    json: bool,
    budget: &Budget,
) -> anyhow::Result<()> {
    let (game, wanted, what) = ruleset.words();
    let position = position.with_context(|| format!("--game {game} needs --position {wanted}"))?;
    let out = with_progress(what, budget, || {
        Games::new().within(budget, |games| -> anyhow::Result<String> {
            let value = match ruleset {
                Ruleset::Backsliding => loopy::backsliding::value(position, games)?,
                Ruleset::HareAndHounds => loopy::hare_and_hounds::value(position, games)?,
            };
            report(games, &value, position, game, json)
        })
    });
    crate::emit(&bounded(what, out)?)
}

/// A loopy value as text or JSON: its name as CGSuite writes it, its outcome class, its
/// sides, and a stopper's stops.
pub fn report(
    games: &mut Games,
    value: &Value,
    input: &str,
    game: &str,
    json: bool,
) -> anyhow::Result<String> {
    let name = value.name(games)?;
    let class = value.outcome_class(games)?;
    let (on, off) = (value.onside().name(games)?, value.offside().name(games)?);
    let stopper = matches!(value, Value::Stopper(_));
    // The stops of a stopper: the pseudonumbers alternating play reaches.
    let stops = match value {
        Value::Stopper(g) => {
            let (left, right) = g.stops(games)?;
            Some((left.to_string(), right.to_string()))
        }
        Value::Sided(_) => None,
    };
    let positions = value.onside().graph.len();
    if json {
        let mut v = json!({
            "game": game, "input": input, "value": name, "outcome": class,
            "stopper": stopper, "onside": on, "offside": off,
        });
        if let Some((left, right)) = &stops {
            v["positions"] = json!(positions);
            (v["left_stop"], v["right_stop"]) = (json!(left), json!(right));
        }
        return Ok(serde_json::to_string_pretty(&v)? + "\n");
    }
    let kind = match &stops {
        Some((left, right)) => format!(
            "its value is a stopper, in simplest form ({positions} positions); stops: Left \
             {left}, Right {right}"
        ),
        None => format!("not a stopper: onside {on}, offside {off}"),
    };
    Ok(format!(
        "{input} = {name}\n{kind}\noutcome: {}\n",
        words(class)
    ))
}

/// What an outcome class says.
fn words(class: &str) -> String {
    let meaning = match class {
        "L" => "Left wins whoever moves first",
        "R" => "Right wins whoever moves first",
        "N" => "the player to move wins",
        "P" => "the player to move loses",
        "D" => "a draw whoever moves first",
        "PHat" => "Left wins moving second, a draw when Right moves second",
        "PCheck" => "Right wins moving second, a draw when Left moves second",
        "NHat" => "Left wins moving first, a draw when Right moves first",
        _ => "Right wins moving first, a draw when Left moves first",
    };
    format!("{class} ({meaning})")
}
