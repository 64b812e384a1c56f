//! Dresher's guessing game (seed 000): `solve --n N`, the resumable `sweep`, `verify` of
//! stored results, `report` (table 3.1, patterns, figures), `export` of fixtures, `bench`.

pub mod bench;
pub mod export;
mod guesser;
pub mod master;
pub mod play;
pub mod players;
mod progress;
pub mod report;
pub mod sweep;
pub mod verify;

use ::verify::budget::Budget;
use anyhow::{bail, Context};

use crate::emit;

/// Refuses a range past the supported N before any work (sweep and bench).
pub fn check_to(to: usize) -> anyhow::Result<()> {
    anyhow::ensure!(
        to <= guessing::MAX_N,
        "--to {to} exceeds the guessing game's supported maximum N = {} (memory grows as N^2)",
        guessing::MAX_N
    );
    Ok(())
}

/// How a solution is shown: JSON or text, with Bob's play as stages or not.
pub struct Shown {
    /// One JSON object.
    pub json: bool,
    /// Bob's behaviour strategy ([`guessing::behaviour`]).
    pub guesser: bool,
}

/// `dresher solve --game guessing --n N [--guesser] [--json]`.
pub fn solve(
    n: Option<usize>,
    master: master::MasterFlag,
    shown: Shown,
    budget: &Budget,
) -> anyhow::Result<()> {
    let n = n.context("--game guessing needs --n N (the number of keys, at least 1)")?;
    let game = guessing::GuessingGame::new(n)?;
    let mut config = guessing::SolveConfig::for_method(guessing::Method::Warm);
    config.master = master.kind();
    // A spinner with the bounds closing in (stderr, cleared at the end): N = 1000 takes
    // about two minutes from one balanced tree.
    let spinner = indicatif::ProgressBar::new_spinner();
    let solved = solved_within(game, &config, budget, |b| {
        spinner.set_message(format!(
            "N = {n}: master solve {}, value in [{:.12}, {:.12}]",
            b.iteration, b.lower, b.upper
        ));
        spinner.tick();
    });
    spinner.finish_and_clear();
    let solved = solved?;
    let record = guessing::Record::from_solved(&solved, "warm");
    let stages = match shown.guesser {
        true => {
            let _watch = budget.watchdog();
            let trees = &solved.certificate.trees;
            let stages = guessing::behaviour::behaviour(trees, &mut budget.meter());
            Some(stages.map_err(|e| anyhow::anyhow!("N = {n}: Bob's stages: {e}"))?)
        }
        false => None,
    };
    if shown.json {
        let mut value = serde_json::to_value(&record)?;
        if let Some(stages) = &stages {
            value["guesser"] = guesser::as_json(stages);
        }
        return emit(&(serde_json::to_string_pretty(&value)? + "\n"));
    }
    let play = stages.as_deref().map(guesser::text).unwrap_or_default();
    emit(&(text(&record) + &play))
}

/// Solves `game` within `budget` (`on_round` sees each round's bounds); a spent budget is
/// one line naming N and what ran out.
pub fn solved_within(
    game: guessing::GuessingGame,
    config: &guessing::SolveConfig,
    budget: &Budget,
    on_round: impl FnMut(&lp_core::Bounds),
) -> anyhow::Result<guessing::Solved> {
    let (_watch, stop) = (budget.watchdog(), budget.stop_flag());
    let saving = guessing::Saving {
        every: None,
        save: &mut |_| Ok(()),
        stop: Some(&stop),
    };
    match guessing::solve_saving(game, config, None, Some(saving), on_round) {
        Err(guessing::Error::Stopped(_)) => bail!("N = {}: {}", game.n(), budget.why_stopped()),
        other => Ok(other?),
    }
}

/// The certified optimal strategies `play` uses: N solved within `budget` (a spinner while
/// it runs), Bob's mix turned into stages.
pub fn optimal(n: usize, budget: &Budget) -> anyhow::Result<play::Optimal> {
    let game = guessing::GuessingGame::new(n)?;
    let config = guessing::SolveConfig::for_method(guessing::Method::Warm);
    let spinner = indicatif::ProgressBar::new_spinner();
    spinner.set_message(format!("N = {n}: solving for dresher's optimal strategy"));
    let solved = solved_within(game, &config, budget, |_| spinner.tick());
    spinner.finish_and_clear();
    let c = solved?.certificate;
    anyhow::ensure!(
        c.certified(),
        "N = {n}: the solution failed its exact check"
    );
    let _watch = budget.watchdog();
    let stages = guessing::behaviour::behaviour(&c.trees, &mut budget.meter())
        .map_err(|e| anyhow::anyhow!("N = {n}: Bob's stages: {e}"))?;
    Ok(play::Optimal {
        value: c.value,
        alpha: c.alpha,
        stages,
    })
}

/// Runs of equal probabilities: `(first key, last key, probability)`.
fn runs(alpha: &[String]) -> Vec<(usize, usize, &str)> {
    let mut out: Vec<(usize, usize, &str)> = Vec::new();
    for (i, a) in alpha.iter().enumerate() {
        match out.last_mut() {
            Some(last) if last.2 == a => last.1 = i + 1,
            _ => out.push((i + 1, i + 1, a)),
        }
    }
    out
}

/// A guessing-game record as text for people.
fn text(r: &guessing::Record) -> String {
    let mut out = format!(
        "guessing game, N = {}\nvalue: {}  (~ {:.12})\n",
        r.n, r.value, r.value_f64
    );
    out += &format!("max guesses of Bob's optimal trees: {}\n", r.max_guesses);
    out += "Alice hides key k with probability:\n";
    for (from, to, a) in runs(&r.alpha) {
        match from == to {
            true => out += &format!("  {a} on key {from}\n"),
            false => out += &format!("  {a} on each of keys {from}..{to}\n"),
        }
    }
    out += &format!(
        "Bob: a mix of {} trees (--guesser shows it as play, --json gives their depth vectors)\n",
        r.trees.len()
    );
    out += &format!(
        "certified: {}  (exact: Alice's mix guarantees the value against every tree; Bob's mix concedes at most the value on every key)\n",
        r.certified
    );
    out += &format!(
        "iterations: {}, repairs: {}, seconds: {:.2} ({:.2} certifying)\n",
        r.iterations, r.repairs, r.seconds, r.certify_seconds
    );
    out
}
