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
    learned(rules, to, budget, &mut 0)
}

/// [`learn`], counting in `reached` the heaps learned so far.
fn learned(
    rules: &Rules,
    to: usize,
    budget: &Budget,
    reached: &mut usize,
) -> anyhow::Result<Quotient> {
    let bar = crate::games::progress_bar(to as u64, "heaps");
    let _watch = budget.watchdog();
    let q = quotient(rules, to, budget, &mut |n, _| {
        *reached = n;
        bar.set_position(n as u64)
    });
    bar.finish_and_clear();
    Ok(q?)
}

/// Heaps `--misere` tries a quotient on when `--quotient` does not say.
pub const TRY_HEAPS: usize = 30;

/// Seconds `--misere` gives that try (less when the run's own limit comes first).
pub const TRY_SECONDS: u64 = 10;

/// `--misere` without `--quotient`: the quotient of heaps 1 to [`TRY_HEAPS`] (or of the
/// heaps before one whose candidates pass a limit) when it is learned within
/// [`TRY_SECONDS`], else why not: the try's time ran out, or the first heap's candidates
/// passed a limit (a stop of the run's own budget stays an error).
pub fn try_learn(rules: &Rules, budget: &Budget) -> anyhow::Result<Result<Quotient, String>> {
    let allowance = std::time::Duration::from_secs(TRY_SECONDS);
    let run_first = budget.time_left().is_some_and(|left| left < allowance);
    let own = Budget::with_time_limit(budget.time_left().map_or(allowance, |l| l.min(allowance)))?;
    let mut reached = 0;
    let learned = learned(rules, TRY_HEAPS, &own, &mut reached);
    let not_found = |why: &str| format!("no finite quotient found up to heap {reached}: {why}");
    match (learned, budget.check()) {
        (Ok(q), _) => Ok(Ok(q)),
        (Err(_), Err(spent)) => anyhow::bail!("the misère quotient: {spent}"),
        (Err(e), Ok(())) => match e.downcast_ref::<impartial::Error>() {
            Some(impartial::Error::BadInput(why)) => Ok(Err(not_found(why))),
            _ if run_first || own.check().is_ok() => Err(e),
            _ => Ok(Err(not_found(&format!(
                "heaps 1 to {} need more than the {TRY_SECONDS}-second try (--quotient N \
                 learns to heap N)",
                reached + 1
            )))),
        },
    }
}

/// Why the quotient is not the whole game's, when it is not.
fn reason(q: &Quotient) -> Option<String> {
    let found =
        |heap: usize, why: &str| format!("no finite quotient found up to heap {heap}: {why}");
    match (&q.stopped, q.stable) {
        (Some(why), _) => Some(found(q.heaps + 1, why)),
        (None, None) => Some(found(
            q.heaps,
            "the heap map shows no period the check proves",
        )),
        (None, Some(_)) => None,
    }
}

/// The quotient's JSON object; `position` is asked of it.
pub fn as_json(q: &Quotient, position: Option<&[usize]>) -> Value {
    let generators: Vec<Value> = (q.generators.iter().enumerate())
        .map(|(i, h)| json!({ "letter": letter(i), "heap": h }))
        .collect();
    let mut value = json!({
        "heaps": q.heaps,
        "order": q.order(),
        "elements": q.elements,
        "p_portion": q.p_elements(),
        "presentation": q.presentation(),
        "generators": generators,
        "heap_map": q.heap_elements(),
        "table": q.table,
        "proved": q.stable.is_some(),
        "exact": "on every position of heaps 1 to `heaps`; of every heap when `proved`",
    });
    match q.stable {
        Some(s) => {
            value["heap_map_period"] = json!(s.period);
            value["heap_map_preperiod"] = json!(s.preperiod);
            value["checked_to"] = json!(s.checked_to);
        }
        None => value["reason"] = json!(reason(q)),
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
