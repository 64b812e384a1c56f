//! `--guesser`: Bob's optimal play as stages (`guessing::behaviour`), as text and JSON.

use guessing::behaviour::Stage;
use num_rational::BigRational;
use num_traits::ToPrimitive;
use serde_json::{json, Value};

use ::verify::format_rational;

/// Every stage: its keys, its reach and each guess's chance, exact.
pub fn as_json(stages: &[Stage]) -> Value {
    let all = stages.iter().map(|s| {
        let guesses: Vec<Value> = (s.guesses.iter())
            .map(|(g, p)| json!([g, format_rational(p)]))
            .collect();
        json!({ "keys": [s.interval.0, s.interval.1], "reach": format_rational(&s.reach), "guesses": guesses })
    });
    Value::Array(all.collect())
}

/// The stages as lines: `keys 1..100: guess 50 (10.58%), 51 (10.58%), ...`.
pub fn text(stages: &[Stage]) -> String {
    let mut out = String::from(
        "Bob's play (at each stage, the keys still possible; each guess's chance there; a \
         stage's weight is the chance Bob's play reaches it when the key lies in it):\n",
    );
    for s in stages {
        let guesses: Vec<String> = (s.guesses.iter())
            .map(|(g, p)| format!("{g} ({})", percent(p)))
            .collect();
        let (a, b) = s.interval;
        let keys = if a == b {
            format!("key {a}")
        } else {
            format!("keys {a}..{b}")
        };
        out += &format!(
            "  {keys} (weight {}): guess {}\n",
            percent(&s.reach),
            guesses.join(", ")
        );
    }
    out
}

fn percent(p: &BigRational) -> String {
    format!("{:.2}%", 100.0 * p.to_f64().unwrap_or(f64::NAN))
}
