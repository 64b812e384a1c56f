//! `--misere`: misère outcomes and winning moves of a position, and Conway's genus of the
//! small heaps, by search over positions (`impartial::misere`).

use impartial::{heaps::Move, misere::Misere, Rules};
use serde_json::{json, Value};
use verify::budget::Budget;

/// The largest heap whose genus is computed (the search grows with the partitions of the
/// heap).
pub const GENUS_MAX_HEAP: usize = 40;

/// What misère play adds to a run.
pub struct Report {
    /// The genus of heaps `0, 1, ...` (`None`: the `γ` did not show their alternation).
    pub genus: Vec<Option<String>>,
    /// The position's misère value, outcome and winning moves.
    pub position: Option<(u32, &'static str, Vec<Move>)>,
    /// The position's misère canonical form, when asked for.
    pub canonical: Option<String>,
}

/// Genus of heaps `0..=min(to, GENUS_MAX_HEAP)` (normal values `g`) and the position.
pub fn report(
    rules: &Rules,
    g: &[u32],
    to: usize,
    heaps: Option<&[usize]>,
    budget: &Budget,
) -> anyhow::Result<Report> {
    let mut search = Misere::new(rules, budget);
    let genus = (0..=to.min(GENUS_MAX_HEAP))
        .map(|n| search.genus(n, g[n]))
        .collect::<Result<Vec<_>, _>>()?;
    let position = match heaps {
        None => None,
        Some(h) => {
            let (outcome, winning) = search.outcome(h)?;
            let moves = (winning.into_iter())
                .map(|(i, to)| Move {
                    heap: i,
                    from: h[i],
                    to,
                })
                .collect();
            Some((search.value(h, 0, 0)?, outcome, moves))
        }
    };
    Ok(Report {
        genus,
        position,
        canonical: None,
    })
}

/// The report's JSON keys, added to `value` (a misère position's outcome and moves replace
/// normal play's).
pub fn add_json(value: &mut Value, r: &Report) {
    value["play"] = json!("misere");
    value["genus"] = json!(r.genus);
    if let Some((v, outcome, moves)) = &r.position {
        value["misere_value"] = json!(v);
        value["outcome"] = json!(outcome);
        value["winning_count"] = json!(moves.len());
        value["winning_moves"] = json!(moves);
    }
    if let Some(name) = &r.canonical {
        value["canonical"] = json!(name);
    }
}

/// The report as text.
pub fn text(r: &Report) -> String {
    let genus: Vec<String> = (r.genus.iter())
        .map(|g| g.clone().unwrap_or_else(|| "?".into()))
        .collect();
    let mut out = format!(
        "misère play: genus of heaps 0..={}: {}\n",
        r.genus.len() - 1,
        genus.join(", ")
    );
    if let Some((v, outcome, moves)) = &r.position {
        let who = super::outcome_words(outcome);
        out += &format!("misère value of the position {v} ({who})\n");
        out += &super::moves_text("winning move (misère)", moves);
    }
    if let Some(name) = &r.canonical {
        out += &format!("misère canonical form of the position: {name}\n");
    }
    out
}
