//! `solve --game goofspiel --n N --state HISTORY`: both players' optimal bids and the value
//! at one position ([`goofspiel::play_at`]); `--policy-out FILE`: the optimal policy at
//! every position, for OpenSpiel ([`goofspiel::openspiel_policy`]).

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use goofspiel::{ExactSolver, Hand, Payoff, PrizeBids, State, StatePlay};
use serde_json::{json, Map, Value};
use verify::{format_rational, Status};

use crate::emit;

/// Prints the optimal play at the position `history` leads to.
pub fn solve(
    n: usize,
    history: &str,
    (payoff, stop): (Payoff, Arc<AtomicBool>),
    json: bool,
) -> anyhow::Result<()> {
    let state = State::parse(n, history)?;
    let mut solver = ExactSolver::with_payoff(n, payoff)?.stopped_by(stop);
    let play = goofspiel::play_with(&mut solver, &state)?;
    match json {
        true => emit(&(serde_json::to_string_pretty(&as_json(history, payoff, &play))? + "\n")),
        false => emit(&text(history, payoff, &play)),
    }
}

/// Writes the whole optimal policy as OpenSpiel's JSON (atomically) and says where.
pub fn write_policy(n: usize, payoff: Payoff, path: &std::path::Path) -> anyhow::Result<()> {
    let p = goofspiel::openspiel_policy(n, payoff)?;
    let policy: Map<String, Value> = (p.policy.iter())
        .map(|(key, mix)| (key.clone(), json!(mix)))
        .collect();
    let doc = json!({
        "game": p.game, "view": "pyspiel.convert_to_turn_based", "action": "card c is action c - 1",
        "certified": p.status.is_certified(), "policy": policy,
    });
    verify::write_atomically(path, &(serde_json::to_string(&doc)? + "\n"))?;
    eprintln!(
        "policy of {} information states written to {} (game {})",
        p.policy.len(),
        path.display(),
        p.game
    );
    Ok(())
}

fn cards(h: Hand) -> Vec<usize> {
    (1..=16).filter(|c| h >> (c - 1) & 1 == 1).collect()
}

fn listed(h: Hand) -> String {
    let c: Vec<String> = cards(h).iter().map(usize::to_string).collect();
    if c.is_empty() {
        "none".into()
    } else {
        c.join(" ")
    }
}

fn mix_text(mix: &[(usize, num_rational::BigRational)]) -> String {
    let parts: Vec<String> = (mix.iter())
        .map(|(c, p)| format!("card {c}: {}", format_rational(p)))
        .collect();
    parts.join(", ")
}

fn text(history: &str, payoff: Payoff, play: &StatePlay) -> String {
    let s = &play.state;
    let mut out = format!(
        "Goofspiel N = {}, {payoff} payoff, after {history:?}: {}\n\
         player 1 holds {}; player 2 holds {}; prizes to come: {}\n\
         player 1's expected payoff at the end, the lead so far included: {} (exact)\n",
        s.n,
        match s.lead.signum() {
            1 => format!("player 1 leads by {}", s.lead),
            -1 => format!("player 2 leads by {}", -s.lead),
            _ => "the scores are level".into(),
        },
        listed(s.hand1),
        listed(s.hand2),
        listed(s.to_come),
        format_rational(&play.value),
    );
    for b in &play.bids {
        out += &format!(
            "prize {} showing (game value {}, certified: {}):\n  player 1 bids {}\n  player 2 bids {}\n",
            b.prize,
            format_rational(&b.value),
            b.status.is_certified(),
            mix_text(&b.player1),
            mix_text(&b.player2),
        );
    }
    if play.bids.is_empty() {
        out += "the game is over\n";
    }
    out
}

fn mix_json(mix: &[(usize, num_rational::BigRational)]) -> Map<String, Value> {
    (mix.iter())
        .map(|(c, p)| (c.to_string(), json!(format_rational(p))))
        .collect()
}

fn bids_json(b: &PrizeBids) -> Value {
    json!({
        "prize": b.prize, "value": format_rational(&b.value), "certified": b.status.is_certified(),
        "player1": mix_json(&b.player1), "player2": mix_json(&b.player2),
    })
}

fn as_json(history: &str, payoff: Payoff, play: &StatePlay) -> Value {
    let s = &play.state;
    json!({
        "n": s.n, "payoff": payoff.name(), "history": history, "lead": s.lead,
        "hands": [cards(s.hand1), cards(s.hand2)], "prizes_to_come": cards(s.to_come),
        "showing": s.showing, "value": format_rational(&play.value),
        "bids": play.bids.iter().map(bids_json).collect::<Vec<_>>(),
        // A finished game has no bid: its value is the score, and nothing was checked.
        "certified": Status::all(play.bids.iter().map(|b| b.status)).is_certified(),
    })
}
