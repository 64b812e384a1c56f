//! Racing algorithms (seed 003): `solve --game racing` prints the sample sizes,
//! `race --game coin | guessing` races two players, `report --game racing` validates the
//! races by Monte Carlo, `bench racing` times them.

pub mod bench;
pub mod coin;
pub mod race;
pub mod report;

use clap::Args;
use serde_json::json;

use crate::emit;

/// The racing figures' flags of `dresher solve` (also `cargo xtask racing-bounds`).
#[derive(Args)]
#[group(skip)]
#[command(next_help_heading = "Racing sample sizes (--game racing)")]
pub struct SolveFlags {
    /// Precision epsilon of the estimated win rate, in (0, 1/2).
    #[arg(long, default_value_t = 0.01)]
    pub eps: f64,
    /// Error probability delta, in (0, 1/2).
    #[arg(long, default_value_t = 0.05)]
    pub delta: f64,
}

/// Prints every figure of seed 003 §1.5.2 as a `name: value` line (or JSON).
pub fn solve(args: &SolveFlags, json: bool) -> anyhow::Result<()> {
    let sizes = racing::sample_sizes(args.eps, args.delta)?;
    if json {
        let figures: serde_json::Map<String, serde_json::Value> = sizes
            .figures
            .iter()
            .map(|f| {
                (
                    f.name.to_string(),
                    json!({"games": f.games, "root": f.root}),
                )
            })
            .collect();
        let value = json!({"epsilon": sizes.epsilon, "delta": sizes.delta, "figures": figures});
        return emit(&(serde_json::to_string_pretty(&value)? + "\n"));
    }
    let mut out = format!("# epsilon = {}, delta = {}\n", sizes.epsilon, sizes.delta);
    for f in &sizes.figures {
        match f.games {
            Some(games) => out += &format!("{}: {games}\n", f.name),
            None => out += &format!("{}: above {:.1e} (past u64)\n", f.name, u64::MAX as f64),
        }
    }
    out += "# bernstein_* use the variance bound 1/4 of an outcome in [0, 1]; \
            *_seed_variance_half repeat the seed's 1/2 (see the racing crate docs)\n";
    emit(&out)
}
