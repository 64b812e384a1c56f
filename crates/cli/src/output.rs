//! How solutions are shown: aligned text for people, JSON for programs.

use lp_core::{NfgGame, Solution};
use num_rational::BigRational;
use serde_json::{json, Value};
use verify::{format_rational, to_f64};

/// A matrix game's solution as text: `value: p/q`, both strategies, `certified: true`.
pub fn matrix_text(nfg: &NfgGame, s: &Solution) -> String {
    let g = &nfg.game;
    let mut out = format!("game: {} ({} x {})\n", nfg.title, g.rows(), g.cols());
    if !nfg.zero_sum {
        out += "note: player 2's payoffs are not the negatives of player 1's; solved the zero-sum game of player 1's payoffs\n";
    }
    out += &format!(
        "value: {}  (~ {:.6})\n",
        format_rational(s.value()),
        to_f64(s.value())
    );
    out += &strategy_text(
        &format!("{} (rows, maximizer)", nfg.players[0]),
        g.row_labels(),
        s.row_strategy(),
    );
    out += &strategy_text(
        &format!("{} (columns, minimizer)", nfg.players[1]),
        g.col_labels(),
        s.col_strategy(),
    );
    out += &format!(
        "certified: {}  (exact check: lower bound {} = upper bound {})\nmethod: {}\n",
        s.certified(),
        format_rational(&s.verdict().lower),
        format_rational(&s.verdict().upper),
        s.method()
    );
    out
}

fn strategy_text(who: &str, labels: &[String], p: &[BigRational]) -> String {
    let width = labels.iter().map(String::len).max().unwrap_or(1);
    let mut out = format!("{who}:\n");
    for (label, prob) in labels.iter().zip(p) {
        out += &format!("  {label:<width$}  {}\n", format_rational(prob));
    }
    out
}

/// A matrix game's solution as one JSON object; numbers as `"p/q"` strings.
pub fn matrix_json(nfg: &NfgGame, s: &Solution) -> Value {
    let fracs = |v: &[BigRational]| v.iter().map(format_rational).collect::<Vec<_>>();
    json!({
        "title": nfg.title,
        "rows": nfg.game.rows(),
        "cols": nfg.game.cols(),
        "zero_sum": nfg.zero_sum,
        "value": format_rational(s.value()),
        "value_f64": to_f64(s.value()),
        "row_strategy": fracs(s.row_strategy()),
        "col_strategy": fracs(s.col_strategy()),
        "row_labels": nfg.game.row_labels(),
        "col_labels": nfg.game.col_labels(),
        "lower": format_rational(&s.verdict().lower),
        "upper": format_rational(&s.verdict().upper),
        "certified": s.certified(),
        "method": s.method().to_string(),
    })
}

/// A guessing-game record as text for people.
pub fn guessing_text(r: &guessing::Record) -> String {
    let mut out = format!(
        "guessing game, N = {}\nvalue: {}  (~ {:.12})\n",
        r.n, r.value, r.value_f64
    );
    out += &format!("max guesses of Bob's optimal trees: {}\n", r.max_guesses);
    out += "Alice (hides k with probability):\n";
    for (k, a) in r.alpha.iter().enumerate() {
        out += &format!("  {:>4}  {a}\n", k + 1);
    }
    out += &format!(
        "Bob: a mix of {} trees (use --json for their depth vectors)\n",
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
