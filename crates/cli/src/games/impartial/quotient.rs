//! `--quotient N`: the misère quotient of the game's heaps up to `N`, or of every heap
//! when its heap map is proved periodic (`impartial::quotient`).

use impartial::{
    quotient::{letter, quotient, Quotient},
    Rules,
};
use serde_json::{json, Value};
use verify::budget::Budget;

/// Learns the quotient within `budget`, with a bar on a terminal.
pub fn learn(rules: &Rules, to: usize, budget: &Budget) -> anyhow::Result<Quotient> {
    let bar = crate::games::progress_bar(to as u64, "heaps");
    let _watch = budget.watchdog();
    let q = quotient(rules, to, budget, &mut |n, _| bar.set_position(n as u64));
    bar.finish_and_clear();
    Ok(q?)
}

/// Why the quotient is not the whole game's, when it is not.
fn reason(q: &Quotient) -> Option<String> {
    q.stable.is_none().then(|| {
        format!(
            "no finite quotient found up to heap {}: the heap map shows no period the check proves",
            q.heaps
        )
    })
}

/// The quotient's JSON object; `to` bounds the heap map, `position` is asked of it.
pub fn as_json(q: &Quotient, to: usize, position: Option<&[usize]>) -> Value {
    let generators: Vec<Value> = (q.generators.iter().enumerate())
        .map(|(i, h)| json!({ "letter": letter(i), "heap": h }))
        .collect();
    let relations: Vec<String> = (q.relations.iter())
        .map(|(l, r)| format!("{l} = {r}"))
        .collect();
    let mut value = json!({
        "heaps": q.heaps,
        "order": q.order(),
        "elements": q.elements,
        "p_portion": q.p_portion(),
        "presentation": { "generators": generators, "relations": relations },
        "heap_map": q.heap_map(to),
        "table": q.table,
        "stable": q.stable,
        "proved": "exact on every position of the heaps it covers (heaps 1 to `heaps`, or every heap when `stable`)",
    });
    if let Some(why) = reason(q) {
        value["reason"] = json!(why);
    }
    if let Some(outcome) = position.and_then(|h| q.is_p(h)) {
        value["position_outcome"] = json!(if outcome { "P" } else { "N" });
    }
    value
}

/// The quotient as text.
pub fn text(q: &Quotient, to: usize) -> String {
    let gens: Vec<String> = (q.generators.iter().enumerate())
        .map(|(i, h)| format!("{} = heap {h}", letter(i)))
        .collect();
    let rels: Vec<String> = (q.relations.iter())
        .map(|(l, r)| format!("{l} = {r}"))
        .collect();
    let scope = match q.stable {
        Some(s) => format!(
            "every heap (heap map periodic with period {} from heap {}, checked on heaps to {})",
            s.period, s.preperiod, s.checked_to
        ),
        None => format!("heaps 1 to {}", q.heaps),
    };
    let mut out = format!("misère quotient of {scope}: order {}\n", q.order());
    out += &format!("  generators: {}\n", gens.join(", "));
    out += &format!("  relations: {}\n", rels.join(", "));
    out += &format!("  P-portion: {}\n", q.p_portion().join(", "));
    out += &format!("  heap map from heap 0: {}\n", q.heap_map(to).join(" "));
    if let Some(why) = reason(q) {
        out += &format!("  {why}\n");
    }
    out
}
