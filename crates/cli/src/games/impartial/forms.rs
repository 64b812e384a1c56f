//! `dresher solve --game misere --expr GAME`: an impartial game written as CGSuite writes
//! it (`*[[2],0]`, `*[2]+*[2]`), in misère play: its canonical form, options, outcome, nim
//! values and genus (`impartial::canonical`).

use anyhow::Context;
use impartial::canonical::{parse, Form, Forms};
use serde_json::json;
use verify::budget::Budget;

use crate::emit;

/// What is shown of one form.
struct Shown {
    name: String,
    options: Vec<String>,
    birthday: u32,
    outcome: &'static str,
    misere_value: u32,
    nim_value: u32,
    genus: Option<String>,
}

/// Reads `expr`, simplifies it within `budget` and prints the form.
pub fn solve(expr: Option<&str>, json: bool, budget: &Budget) -> anyhow::Result<()> {
    let text = expr.context("--game misere needs --expr GAME, e.g. '*[[2],0]' or '*[2]+*[2]'")?;
    let _watch = budget.watchdog();
    let mut forms = Forms::new(budget);
    let form = parse::parse(&mut forms, text)?;
    let shown = show(&mut forms, form)?;
    if json {
        let value = json!({
            "expr": text, "play": "misere", "canonical": shown.name, "options": shown.options,
            "birthday": shown.birthday, "outcome": shown.outcome,
            "misere_value": shown.misere_value, "nim_value": shown.nim_value,
            "genus": shown.genus,
        });
        return emit(&(serde_json::to_string_pretty(&value)? + "\n"));
    }
    emit(&text_of(&shown))
}

/// The misère canonical form's name as CGSuite writes it, for `--heaps` with `--canonical`.
pub fn name_of_heaps(
    rules: &impartial::Rules,
    heaps: &[usize],
    budget: &Budget,
) -> anyhow::Result<String> {
    let mut forms = Forms::new(budget);
    let form = impartial::canonical::heaps::of_heaps(&mut forms, rules, heaps)?;
    Ok(forms.name(form)?)
}

fn show(forms: &mut Forms, form: Form) -> Result<Shown, impartial::Error> {
    Ok(Shown {
        name: forms.name(form)?,
        options: forms.option_names(form)?,
        birthday: forms.birthday(form),
        outcome: forms.outcome(form),
        misere_value: forms.misere_value(form),
        nim_value: forms.normal_value(form),
        genus: forms.genus(form)?,
    })
}

fn text_of(s: &Shown) -> String {
    let options = match s.options.is_empty() {
        true => "none".to_string(),
        false => s.options.join(", "),
    };
    format!(
        "misère canonical form {} (born on day {})\noptions: {options}\n\
         misère outcome {}; misère nim value {}, normal nim value {}\ngenus {}\n",
        s.name,
        s.birthday,
        super::outcome_words(s.outcome),
        s.misere_value,
        s.nim_value,
        s.genus.as_deref().unwrap_or("not shown within 10 terms"),
    )
}
