//! `dresher solve --game procrastination --c1 W,WB,BBW --c2 B,WW,BW [--json]` (seed 002
//! §2.3 and §3.1): is sub-position C1 no worse than C2 for every fourth tower?

use anyhow::Context;
use clap::Args;
use partisan::procrastination::{compare, describe, sum_value, Tower};
use serde_json::json;

use crate::emit;

/// Procrastination's flags of `dresher solve`.
#[derive(Args)]
#[group(skip)]
#[command(next_help_heading = "Procrastination (--game procrastination)")]
pub struct SolveFlags {
    /// Sub-position C1: towers separated by commas, each bottom first in `W` (white, Left)
    /// and `B` (black, Right); `-` or nothing for an empty tower.
    #[arg(
        long,
        value_name = "TOWERS",
        value_delimiter = ',',
        allow_hyphen_values = true
    )]
    c1: Option<Vec<String>>,
    /// Sub-position C2, written like C1.
    #[arg(
        long,
        value_name = "TOWERS",
        value_delimiter = ',',
        allow_hyphen_values = true
    )]
    c2: Option<Vec<String>>,
}

/// Compares the surreal sums, and cross-checks with the seed's position analysis.
pub fn solve(args: &SolveFlags, json: bool) -> anyhow::Result<()> {
    let c1 = towers(args.c1.as_deref(), "--c1")?;
    let c2 = towers(args.c2.as_deref(), "--c2")?;
    let comparison = compare(&c1, &c2)?;
    let (answer, checked) = (comparison.no_worse, comparison.cross_checked);
    let (s1, s2) = (describe(&c1), describe(&c2));
    if json {
        let value = json!({
            "game": "procrastination",
            "c1": {"towers": names(&c1), "sum": sum_value(&c1).to_string()},
            "c2": {"towers": names(&c2), "sum": sum_value(&c2).to_string()},
            "c1_no_worse_than_c2": answer,
            "position_analysis_agrees": checked.then_some(true),
        });
        return emit(&(serde_json::to_string_pretty(&value)? + "\n"));
    }
    let check_line = if checked {
        "checked: the position analysis of seed §3.1 gives the same answer"
    } else {
        "not cross-checked: the position analysis of §3.1 would need over 50 million states"
    };
    emit(&format!(
        "C1 = {s1}\nC2 = {s2}\nC1 >= C2: {answer}\n{check_line}\n"
    ))
}

fn towers(list: Option<&[String]>, flag: &str) -> anyhow::Result<Vec<Tower>> {
    let list = list.with_context(|| {
        format!("--game procrastination needs {flag} TOWERS, e.g. {flag} W,WB,BBW")
    })?;
    let towers = list
        .iter()
        .map(|t| t.parse::<Tower>())
        .collect::<Result<Vec<_>, _>>()?;
    Ok(towers)
}

fn names(c: &[Tower]) -> Vec<String> {
    c.iter().map(Tower::to_string).collect()
}
