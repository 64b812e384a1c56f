//! `dresher solve --game octal --code CODE [--to N] [--heaps A,B,C] [--no-values] [--json]`:
//! nim sequences of take-and-break games, their periods proved, and positions of heaps.

use std::path::Path;
use std::time::Instant;

use anyhow::Context;
use clap::Args;
use impartial::{heaps, nim_sequence, NimSequence, Rules};
use serde_json::{json, Value};
use verify::budget::Budget;

use crate::emit;

pub mod bench;
mod checkouts;
pub mod forms;
mod misere;
mod quotient;
mod saving;

/// The impartial games' flags of `dresher solve`.
#[derive(Args)]
#[group(skip)]
#[command(next_help_heading = "Impartial games (--game octal)")]
pub struct SolveFlags {
    /// The game: an octal or hexadecimal code (`0.77` Kayles, `0.07` Dawson's Kayles,
    /// `0.137` Dawson's chess, `4.7`, `0.8F`), a subtraction game `S(1,3,4)`, an all-but
    /// subtraction game `allbut(1,2)` or `grundy`.
    #[arg(long, value_name = "CODE")]
    code: Option<String>,
    /// Compute the nim values G(0), ..., G(N) (default 1000, at least the largest heap of
    /// `--heaps`); the period is reported as proved only when the periodicity theorem's
    /// condition holds within them.
    #[arg(long, value_name = "N")]
    to: Option<usize>,
    /// A position of several heaps (`7,12,3`): its nim value, outcome and winning moves.
    #[arg(long, value_name = "A,B,C")]
    heaps: Option<String>,
    /// Leave the values out of the JSON (and the text).
    #[arg(long)]
    no_values: bool,
    /// Misère play too (the player who cannot move wins): the genus of heaps up to 40,
    /// with `--heaps` the position's misère outcome and winning moves (by search over
    /// positions), and the misère quotient of heaps 1 to 30 when it is learned within
    /// 10 seconds (`--quotient N` asks for heaps 1 to N without that limit).
    #[arg(long)]
    misere: bool,
    /// The misère quotient (Plambeck and Siegel) of heaps 1 to N: its elements, a
    /// presentation, the P-portion and the heap map, each proved by a finite check; it is
    /// the whole game's when the heap map is proved periodic before N. Quotients of a few
    /// dozen elements take a second or two; some games' candidates pass 4,096 elements
    /// within 20 to 30 heaps, and the run stops there with one line.
    #[arg(long, value_name = "N")]
    quotient: Option<usize>,
    /// With `--misere` and `--heaps`: the position's misère canonical form, as CGSuite
    /// writes it (`*[2#0]`). Forms of wild games grow fast with their heaps; the time
    /// limit and memory budget bound the work.
    #[arg(long, requires = "misere")]
    canonical: bool,
    /// Seconds between saves of `--checkpoint`.
    #[arg(
        long,
        value_name = "SECONDS",
        default_value_t = 600,
        requires = "checkpoint"
    )]
    checkpoint_every: u64,
}

/// The most heaps a quotient's heap map lists.
const QUOTIENT_MAP: usize = 100;

/// Names of famous games, for the text.
const NAMES: [(&str, &str); 5] = [
    ("0.77", "Kayles"),
    ("0.07", "Dawson's Kayles"),
    ("0.137", "Dawson's chess"),
    ("0.6", "Officers"),
    ("grundy", "Grundy's game"),
];

/// Computes the nim sequence (and the position) within `budget`, prints it and, with
/// `--svg STEM`, draws it.
pub fn solve(
    args: &SolveFlags,
    (svg, json, checkpoint): (Option<&Path>, bool, Option<&Path>),
    budget: &Budget,
) -> anyhow::Result<()> {
    let code = (args.code.as_deref()).context("--game octal needs --code CODE (Kayles is 0.77)")?;
    let rules = Rules::parse(code)?;
    let heaps = args.heaps.as_deref().map(heaps::parse).transpose()?;
    let largest = heaps.iter().flatten().max().copied().unwrap_or(0);
    let to = args.to.unwrap_or(1000).max(largest);
    let start = Instant::now();
    // A bar for runs of more than a few seconds: games that split in three cost far more
    // a heap.
    let long = if rules.max_parts() == 3 {
        1 << 14
    } else {
        1 << 22
    };
    let bar = (to >= long).then(|| crate::games::progress_bar(to as u64, "heaps"));
    let s = {
        let _watch = budget.watchdog();
        let mut progress = |n: usize| {
            if let Some(bar) = &bar {
                bar.set_position(n as u64);
            }
        };
        match checkpoint {
            Some(file) => saving::run(
                &rules,
                to,
                budget,
                &mut progress,
                (file, args.checkpoint_every),
            ),
            None => Ok(nim_sequence(&rules, to, budget, &mut progress)?),
        }
    };
    if let Some(bar) = bar {
        bar.finish_and_clear();
    }
    let s = s?;
    let seconds = start.elapsed().as_secs_f64();
    let position = heaps
        .map(|h| heaps::solve(&rules, &h, &s.values).map(|p| (h, p)))
        .transpose()?;
    if let Some(stem) = svg {
        let title = format!("Nim sequence of {}", rules.name());
        dresher_plots::nim::sequence(stem, &title, &s.values, s.period.map(|p| p.preperiod))?;
    }
    let misere = match args.misere {
        true => {
            let _watch = budget.watchdog();
            let h = position.as_ref().map(|(h, _)| h.as_slice());
            let mut report = misere::report(&rules, &s.values, to, h, budget)?;
            if let (true, Some(h)) = (args.canonical, h) {
                report.canonical = Some(forms::name_of_heaps(&rules, h, budget)?);
            }
            Some(report)
        }
        false => None,
    };
    let quotient = match (args.quotient, args.misere) {
        (Some(n), _) => Some(Ok(quotient::learn(&rules, n, budget)?)),
        (None, true) => Some(quotient::try_learn(&rules, budget)?),
        (None, false) => None,
    };
    let asked = position.as_ref().map(|(h, _)| h.as_slice());
    if json {
        let mut value = as_json(&rules, &s, (args.no_values, seconds), position.as_ref());
        if let Some(m) = &misere {
            misere::add_json(&mut value, m);
        }
        match &quotient {
            Some(Ok(q)) => value["quotient"] = quotient::as_json(q, asked),
            Some(Err(why)) => {
                value["quotient"] = serde_json::Value::Null;
                value["quotient_reason"] = why.as_str().into();
            }
            None => {}
        }
        return emit(&(serde_json::to_string_pretty(&value)? + "\n"));
    }
    let misere_text = misere.as_ref().map(misere::text).unwrap_or_default();
    let quotient_text = match &quotient {
        Some(Ok(q)) => quotient::text(q, to.min(QUOTIENT_MAP)),
        Some(Err(why)) => format!("misère quotient: {why}\n"),
        None => String::new(),
    };
    let normal = text(&rules, &s, (args.no_values, seconds), position.as_ref());
    emit(&(normal + &misere_text + &quotient_text))
}

type Position = (Vec<usize>, heaps::Solved);

fn as_json(
    rules: &Rules,
    s: &NimSequence,
    (no_values, seconds): (bool, f64),
    position: Option<&Position>,
) -> Value {
    let mut value = json!({
        "code": rules.name(), "to": s.values.len() - 1, "proved": s.period.is_some(),
        "method": s.method, "rare_heaps": s.rare.0.map(|_| s.rare.1), "seconds": seconds,
    });
    if !no_values {
        value["values"] = json!(s.values);
    }
    if let Some(p) = &s.period {
        value["period"] = json!(p.period);
        value["preperiod"] = json!(p.preperiod);
        value["checked_to"] = json!(p.checked_to);
        if p.saltus > 0 {
            value["saltus"] = json!(p.saltus);
        }
    }
    if let Some((h, p)) = position {
        value["heaps"] = json!(h);
        value["nim_value"] = json!(p.nim_value);
        value["outcome"] = json!(p.outcome);
        value["winning_moves"] = json!(p.winning_moves);
        value["winning_count"] = json!(p.winning_count);
    }
    value
}

/// The line of a proved period (an arithmetic one with its saltus, proved by the all-but
/// induction or, for a take-and-break game, the hexadecimal one).
fn proved_period(rules: &Rules, p: &impartial::Period) -> String {
    let exceptions = match p.preperiod {
        0 => "no exceptional heap".to_string(),
        e => format!("last exceptional heap {}", e - 1),
    };
    let induction = match rules {
        Rules::AllBut(_) => "the all-but induction's",
        _ => "the hexadecimal induction's",
    };
    let (kind, saltus, shift, why) = match p.saltus {
        0 => (
            "",
            String::new(),
            String::new(),
            ("the periodicity theorem's", "the theorem"),
        ),
        s => (
            "arithmetic ",
            format!(", saltus {s}"),
            format!(" + {s}"),
            (induction, "it"),
        ),
    };
    format!(
        "{kind}period {}{saltus}, preperiod {} ({exceptions}): proved, {} condition \
         G(n + {}) = G(n){shift} holds for every n {} needs (values up to heap {})\n",
        p.period, p.preperiod, why.0, p.period, why.1, p.checked_to
    )
}

fn text(
    rules: &Rules,
    s: &NimSequence,
    (no_values, seconds): (bool, f64),
    position: Option<&Position>,
) -> String {
    let name = rules.name();
    let known = NAMES
        .iter()
        .find(|(c, _)| *c == name)
        .map(|(_, n)| format!(" ({n})"))
        .unwrap_or_default();
    let to = s.values.len() - 1;
    let mut out = format!("{name}{known}: nim values G(0), ..., G({to})\n");
    if !no_values {
        out += &format!("{}\n", digits(&s.values[..s.values.len().min(200)]));
        if s.values.len() > 200 {
            out += &format!(
                "... (the first 200 of {}; --json for all)\n",
                s.values.len()
            );
        }
    }
    out += &match &s.period {
        Some(p) => proved_period(rules, p),
        None => format!("no period proved up to heap {to}\n"),
    };
    let method = match s.rare.0 {
        Some(c) => format!(
            "sparse space (value mask {:#x}{}, {} rare heaps)",
            c.mask,
            if c.pos == 1 {
                " and the heap's parity"
            } else {
                ""
            },
            s.rare.1
        ),
        None => "the mex over every move".into(),
    };
    let rate = to as f64 / seconds.max(1e-9);
    let rate = match rate < 1e4 {
        true => format!("{rate:.0} heaps/s"),
        false => format!("{:.2} M heaps/s", rate / 1e6),
    };
    out += &format!("method: {method}, {seconds:.2} s, {rate}\n");
    if let Some((h, p)) = position {
        out += &position_text(h, p);
    }
    out
}

fn position_text(heaps: &[usize], p: &heaps::Solved) -> String {
    let list: Vec<String> = heaps.iter().map(|h| h.to_string()).collect();
    let mut out = format!(
        "heaps {}: nim value {} ({})\n",
        list.join(","),
        p.nim_value,
        outcome_words(p.outcome)
    );
    out += &moves_text("winning move", &p.winning_moves);
    if p.winning_count > p.winning_moves.len() {
        out += &format!("  ... {} winning moves in all\n", p.winning_count);
    }
    out
}

/// `P: the player to move loses` or `N: the player to move wins`.
fn outcome_words(outcome: &str) -> &'static str {
    match outcome {
        "P" => "P: the player to move loses",
        _ => "N: the player to move wins",
    }
}

/// One line per move: `  LABEL: heap 2 (12 tokens) -> 3 + 7`.
fn moves_text(label: &str, moves: &[heaps::Move]) -> String {
    let line = |m: &heaps::Move| {
        let to: Vec<String> = m.to.iter().map(|h| h.to_string()).collect();
        let left = if to.is_empty() {
            "nothing".to_string()
        } else {
            to.join(" + ")
        };
        format!(
            "  {label}: heap {} ({} tokens) -> {left}\n",
            m.heap + 1,
            m.from
        )
    };
    moves.iter().map(line).collect()
}

/// Values as base-36 digits (`A` = 10), or comma-separated once one is 36 or more.
fn digits(values: &[u32]) -> String {
    match values.iter().all(|v| *v < 36) {
        true => values
            .iter()
            .filter_map(|v| char::from_digit(*v, 36))
            .map(|c| c.to_ascii_uppercase())
            .collect(),
        false => values
            .iter()
            .map(|v| v.to_string())
            .collect::<Vec<_>>()
            .join(","),
    }
}
