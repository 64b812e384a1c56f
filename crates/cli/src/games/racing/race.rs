//! What every race on the command line shares: its flags, the progress bar, the verdict.

use anyhow::anyhow;
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use racing::{race_until, Algorithm, Decision, Outcomes, RaceConfig, RaceResult, Stop};
use serde_json::json;
use verify::budget::Budget;

use crate::emit;

/// The race flags every game shares.
#[derive(Args)]
#[group(skip)]
#[command(next_help_heading = "Race")]
pub struct RaceFlags {
    /// lebr, ilebr1, ilebr2, ilebr-star1, ilebr-star2 or bernstein-race (seed 003 §1.5).
    #[arg(long, default_value = "ilebr-star2", value_parser = parse_algorithm)]
    pub algorithm: Algorithm,
    /// Precision epsilon, in (0, 1/2).
    #[arg(long, default_value_t = 0.01)]
    pub eps: f64,
    /// Error probability delta, in (0, 1/2).
    #[arg(long, default_value_t = 0.05)]
    pub delta: f64,
    /// Seed of the games' random numbers (the same seed, the same race).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Stop after this many games even if undecided. Without it a race is capped at
    /// 100,000,000 games, and a race that may need more is refused before it starts.
    #[arg(long, conflicts_with = "unbounded")]
    pub max_games: Option<u64>,
    /// No cap on games: run until the race decides, however long that takes.
    #[arg(long)]
    pub unbounded: bool,
    /// Stop after this many seconds with a one-line error (default: no limit; the memory
    /// ceiling is always the machine's free memory).
    #[arg(long, value_name = "SECONDS", value_parser = crate::limits::positive_seconds)]
    pub time_limit: Option<std::time::Duration>,
}

/// `lebr`, `ilebr2`, ... as an [`Algorithm`].
pub fn parse_algorithm(text: &str) -> Result<Algorithm, String> {
    Algorithm::ALL
        .into_iter()
        .find(|a| a.name() == text)
        .ok_or_else(|| {
            let names: Vec<&str> = Algorithm::ALL.iter().map(|a| a.name()).collect();
            format!("unknown algorithm `{text}`: one of {}", names.join(", "))
        })
}

impl RaceFlags {
    /// The race's parameters, checked, with its budget ([`RaceConfig::with_budget`]:
    /// `--max-games`, none with `--unbounded`, else the default budget, refused when the
    /// race may need more).
    pub fn config(&self) -> anyhow::Result<RaceConfig> {
        let config = RaceConfig::new(self.eps, self.delta)?;
        let budget = config.with_budget(self.algorithm, self.max_games, self.unbounded);
        budget.map_err(|e| {
            anyhow!("{e}: give --max-games N (stops undecided after N) or --unbounded")
        })
    }
}

/// The two players, how outcomes are scored, and the exact mean when it is known.
pub struct Matchup {
    /// Player 1's name.
    pub a: String,
    /// Player 2's name.
    pub b: String,
    /// How a game's result becomes an outcome in [0, 1].
    pub scoring: &'static str,
    /// The exact mean outcome as `"p/q"` and its value, when the players allow it.
    pub exact: Option<(String, f64)>,
}

/// Runs the race with a progress bar, within `budget`, and prints the verdict (checked
/// against the exact mean when there is one).
pub fn run(
    flags: &RaceFlags,
    matchup: &Matchup,
    (source, json): (&mut dyn Outcomes, bool),
    budget: &Budget,
) -> anyhow::Result<()> {
    let config = flags.config()?;
    let bar = crate::log_progress::logged(ProgressBar::new_spinner(), "games");
    bar.set_style(
        ProgressStyle::with_template("{elapsed_precise} {spinner} {pos} games {msg}")
            .map_err(|e| anyhow!("{e}"))?,
    );
    let mut ticking = || {
        bar.inc(1);
        source.next_outcome()
    };
    let (_watch, stop) = (budget.watchdog(), budget.stop_flag());
    let result = race_until(flags.algorithm, &config, &mut ticking, &stop);
    bar.finish_and_clear();
    let result = result.ok_or_else(|| anyhow!("race: {}", budget.why_stopped()))?;
    let mu = matchup.exact.as_ref().map(|(_, mu)| *mu);
    if json {
        let value = json!({
            "a": matchup.a, "b": matchup.b, "scoring": matchup.scoring,
            "algorithm": flags.algorithm.name(), "epsilon": flags.eps, "delta": flags.delta,
            "seed": flags.seed, "result": result,
            "winner": winner(&result, matchup),
            "verdict": result.decision.describe(&matchup.a, &matchup.b, flags.eps),
            "exact_mean": matchup.exact.as_ref().map(|(q, _)| q),
            "interval_holds_mean": mu.map(|mu| result.interval_holds(mu)),
            "verdict_correct": mu.and_then(|mu| result.verdict_holds(mu)),
        });
        return emit(&(serde_json::to_string_pretty(&value)? + "\n"));
    }
    emit(&text(flags, matchup, &result))
}

/// The player the race named better, if it named one.
fn winner<'a>(r: &RaceResult, m: &'a Matchup) -> Option<&'a str> {
    match r.decision {
        Decision::First => Some(&m.a),
        Decision::Second => Some(&m.b),
        Decision::NoDifference | Decision::Undecided => None,
    }
}

/// Why the race stopped, in words (seed 003 §1.5).
fn stop_reason(stop: Stop) -> &'static str {
    match stop {
        Stop::Crossed => "a bound crossed 1/2",
        Stop::Precise => "precise: the interval is no wider than 2 x eps",
        Stop::Limit => "the algorithm's last test",
        Stop::Cap => "the game cap (--max-games)",
    }
}

fn text(flags: &RaceFlags, m: &Matchup, r: &RaceResult) -> String {
    let mut out = format!(
        "race: {} (player 1) vs {} (player 2), {} with epsilon {}, delta {}, seed {}\n",
        m.a,
        m.b,
        flags.algorithm.name(),
        flags.eps,
        flags.delta,
        flags.seed
    );
    out += &format!("outcome: {}\n", m.scoring);
    let odds = match r.decision {
        Decision::Undecided => "only the interval is claimed".to_string(),
        _ => format!("wrong with probability at most delta = {}", flags.delta),
    };
    out += &format!(
        "verdict: {} ({odds})\n",
        r.decision.describe(&m.a, &m.b, flags.eps)
    );
    out += &format!(
        "games: {} ({} tests), stopped: {}\nestimate: {:.5}  bounds: [{:.5}, {:.5}]\n",
        r.games,
        r.tests,
        stop_reason(r.stop),
        r.estimate,
        r.lower,
        r.upper
    );
    if let Some((q, mu)) = &m.exact {
        let holds = match r.verdict_holds(*mu) {
            Some(ok) => format!("verdict correct: {ok}"),
            None => format!("the interval holds it: {}", r.interval_holds(*mu)),
        };
        out += &format!("exact mean outcome: {q} (~ {mu:.5}); {holds}\n");
    }
    out
}
