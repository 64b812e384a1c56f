//! What every race on the command line shares: its flags, the progress bar, the verdict.

use anyhow::anyhow;
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use racing::{race, Algorithm, Decision, Outcomes, RaceConfig, RaceResult};
use serde_json::json;

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
}

/// The games a race may play unless told otherwise (about a second or two of coin games).
pub const DEFAULT_BUDGET: u64 = 100_000_000;

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
    /// The race's parameters, checked, with its budget: `--max-games`, none with
    /// `--unbounded`, else [`DEFAULT_BUDGET`], refused when the race may need more.
    pub fn config(&self) -> anyhow::Result<RaceConfig> {
        let mut config = RaceConfig::new(self.eps, self.delta)?;
        config.max_games = match (self.max_games, self.unbounded) {
            (Some(cap), _) => Some(cap),
            (None, true) => None,
            (None, false) => Some(self.default_budget(&config)?),
        };
        Ok(config)
    }

    fn default_budget(&self, config: &RaceConfig) -> anyhow::Result<u64> {
        let name = self.algorithm.name();
        match config.plan(self.algorithm).max_games() {
            Some(most) if most > DEFAULT_BUDGET => anyhow::bail!(
                "{name} with eps {} may need up to {:.1e} games, over the default budget of \
                 {:.0e}: give --max-games N (stops undecided after N) or --unbounded",
                self.eps,
                most as f64,
                DEFAULT_BUDGET as f64,
            ),
            _ => Ok(DEFAULT_BUDGET),
        }
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

/// Runs the race with a progress bar and prints the verdict (checked against the exact
/// mean when there is one).
pub fn run(
    flags: &RaceFlags,
    matchup: &Matchup,
    source: &mut dyn Outcomes,
    json: bool,
) -> anyhow::Result<()> {
    let config = flags.config()?;
    let bar = ProgressBar::new_spinner();
    bar.set_style(
        ProgressStyle::with_template("{elapsed_precise} {spinner} {pos} games {msg}")
            .map_err(|e| anyhow!("{e}"))?,
    );
    let mut ticking = || {
        bar.inc(1);
        source.next_outcome()
    };
    let result = race(flags.algorithm, &config, &mut ticking);
    bar.finish_and_clear();
    let correct = matchup
        .exact
        .as_ref()
        .map(|(_, mu)| result.verdict_holds(*mu));
    if json {
        let value = json!({
            "a": matchup.a, "b": matchup.b, "scoring": matchup.scoring,
            "algorithm": flags.algorithm.name(), "epsilon": flags.eps, "delta": flags.delta,
            "seed": flags.seed, "result": result,
            "winner": winner(&result, matchup),
            "exact_mean": matchup.exact.as_ref().map(|(q, _)| q),
            "verdict_correct": correct,
        });
        return emit(&(serde_json::to_string_pretty(&value)? + "\n"));
    }
    emit(&text(flags, matchup, &result, correct))
}

fn winner<'a>(r: &RaceResult, m: &'a Matchup) -> &'a str {
    match r.decision {
        Decision::First => &m.a,
        Decision::Second => &m.b,
        Decision::Tie => "tie",
    }
}

fn text(flags: &RaceFlags, m: &Matchup, r: &RaceResult, correct: Option<bool>) -> String {
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
    out += &format!("winner: {}\n", winner(r, m));
    out += &format!(
        "games: {} ({} tests), stopped: {:?}\nestimate: {:.5}  bounds: [{:.5}, {:.5}]\n",
        r.games, r.tests, r.stop, r.estimate, r.lower, r.upper
    );
    if let (Some((q, mu)), Some(ok)) = (&m.exact, correct) {
        out += &format!("exact mean outcome: {q} (~ {mu:.5}); verdict correct: {ok}\n");
    }
    out
}
