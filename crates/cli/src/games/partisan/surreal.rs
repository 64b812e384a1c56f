//! `dresher solve --game surreal --left 0,1/2 --right 1` or `--expr "up+up+*"`: the value
//! of a short partisan game, as a number when it is one, else in canonical form.

use anyhow::{bail, Context};
use clap::Args;
use partisan::{GameId, Games};
use serde_json::json;

use crate::emit;

/// The surreal calculator's flags of `dresher solve`.
#[derive(Args)]
#[group(skip)]
#[command(next_help_heading = "Surreal numbers and short games (--game surreal)")]
pub struct SolveFlags {
    /// Left's options, comma separated: numbers (`1/2`, `-3`), `*`, `*3`, `up`, `down`,
    /// `{0|*}`, sums (`up+*`). Leave it out (or give `''`) for none.
    #[arg(long, value_name = "OPTIONS", allow_hyphen_values = true)]
    left: Option<String>,
    /// Right's options, written like `--left`.
    #[arg(long, value_name = "OPTIONS", allow_hyphen_values = true)]
    right: Option<String>,
    /// A whole game expression instead of `--left`/`--right`, e.g. "up+up+*" or "{1|-1}".
    #[arg(long, value_name = "GAME", allow_hyphen_values = true)]
    expr: Option<String>,
}

/// `--left` or `--right` with no list after it (at the end, or before another flag) given
/// the empty list, as the help promises: clap would take the next flag for the list, since
/// the lists may start with a hyphen (`-1/2`).
pub fn empty_option_lists(args: &mut Vec<std::ffi::OsString>) {
    let mut i = 0;
    while i < args.len() {
        let flag = args[i] == "--left" || args[i] == "--right";
        let next_is_flag = args
            .get(i + 1)
            .is_none_or(|a| a.to_string_lossy().starts_with("--"));
        if flag && next_is_flag {
            args.insert(i + 1, "".into());
        }
        i += 1;
    }
}

/// Builds the game, reduces it to canonical form and prints it.
pub fn solve(args: &SolveFlags, json: bool) -> anyhow::Result<()> {
    let mut games = Games::new();
    let (input, g) = read(&mut games, args)?;
    let name = games.name(g);
    let number = games.as_number(g).cloned();
    let outcome = games.outcome(g);
    let birthday = games.birthday(g);
    if json {
        let value = json!({
            "game": "surreal", "input": input, "value": name,
            "is_number": number.is_some(), "birthday": birthday,
            "outcome": outcome.to_string(),
        });
        return emit(&(serde_json::to_string_pretty(&value)? + "\n"));
    }
    let kind = match number {
        Some(_) => "a number (simplest between the options, seed 002 §2.1)",
        None => "not a number: canonical form shown",
    };
    emit(&format!(
        "{input} = {name}\n{kind}\nborn on day {birthday}\noutcome: {outcome}\n"
    ))
}

fn read(games: &mut Games, args: &SolveFlags) -> anyhow::Result<(String, GameId)> {
    match (&args.expr, &args.left, &args.right) {
        (Some(e), None, None) => Ok((e.clone(), games.parse(e)?)),
        (Some(_), _, _) => bail!("give either --expr GAME or --left/--right OPTIONS, not both"),
        (None, None, None) => {
            bail!("--game surreal needs --left OPTIONS and/or --right OPTIONS (or --expr GAME)")
        }
        (None, l, r) => {
            let (l, r) = (l.as_deref().unwrap_or(""), r.as_deref().unwrap_or(""));
            let left = games.parse_list(l).context("--left")?;
            let right = games.parse_list(r).context("--right")?;
            Ok((format!("{{{l}|{r}}}"), games.game(&left, &right)))
        }
    }
}
