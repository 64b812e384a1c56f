//! Impartial games of `solve --game misere --expr` (CGSuite's `*[[2],0]`): simplified to
//! their misère canonical forms within a work budget; the outcome of a small form must
//! equal a plain search of its game tree, and the same text must give the same name.

use impartial::canonical::{parse, Form, Forms};
use verify::budget::Budget;

use crate::{rejected, Target, Verdict};

/// Steps of simplification an input may take.
const WORK: u64 = 200_000;

/// Impartial games in CGSuite's input.
pub fn target() -> Target {
    Target {
        seeds: [
            "*[0]",
            "*[2]+*[2]",
            "*[[2],0]",
            "*[[2],1]",
            "*[[*[4]+*[2]]]",
            "*[[[2]],[[2],1]]",
            "*[*[[2],1]+*[1],[[2],*[[2]]+*[1],[[2],0]]]",
            "*[[[2],2,0],[[2],3],1]",
            "*[]",
            "*[3]+*[1]+*[[2]]",
        ]
        .map(|s| s.as_bytes().to_vec())
        .to_vec(),
        tokens: vec![
            "*[", "[", "]", ",", "+", "0", "1", "2", "4", "999", "*[2]", "[[2]]",
        ],
        check: Box::new(check),
    }
}

fn check(text: &str) -> Result<Verdict, String> {
    let budget = Budget::unlimited().with_work(WORK);
    let mut forms = Forms::new(&budget);
    let form = match parse::parse(&mut forms, text) {
        Ok(form) => form,
        Err(e) => return rejected(e),
    };
    let named = (forms.name(form), forms.genus(form));
    let (Ok(name), Ok(_)) = named else {
        return Ok(Verdict::Accepted); // the work budget ran out naming it
    };
    if forms.birthday(form) <= 6 && plain_next_wins(&forms, form) != (forms.outcome(form) == "N") {
        return Err(format!("{text}: the outcome of {name} is not its tree's"));
    }
    let mut again = Forms::new(&budget);
    match parse::parse(&mut again, text).and_then(|f| again.name(f)) {
        Ok(second) if second != name => Err(format!("{text} is named {name}, then {second}")),
        _ => Ok(Verdict::Accepted),
    }
}

/// Whether the player to move wins `form` in misère play, by search of its options.
fn plain_next_wins(forms: &Forms, form: Form) -> bool {
    let options = forms.options(form);
    options.is_empty() || options.iter().any(|o| !plain_next_wins(forms, *o))
}
