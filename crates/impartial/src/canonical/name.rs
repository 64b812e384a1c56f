//! Names of misère canonical forms as CGSuite 2.x writes them (Winning Ways ch. 13).
//!
//! A nim heap is its size (`*[2]`). A form with several options lists their names, the
//! last in canonical order first, each of several options in parentheses (`*[2#0]` has the
//! options `2#` and `0`); a form with one option is that option's name followed by `#`
//! (`2#` is `{*2}`). A form that is a simpler form plus a nim heap `*i` is written with
//! `i` in its subscript, shown in brackets (`2[2]` is `*2 + *2`, `2[#2#]` the form whose
//! only option is `2# + *2`), or `-i` when it plus `*i` is the simpler form; an odd form
//! is its even part with subscript `1`. Sizes past 9 are written `&10;`, as CGSuite does.

use super::{Form, Forms};
use crate::Error;

/// `form`'s name, `*[...]`.
pub fn name(forms: &mut Forms, form: Form) -> Result<String, Error> {
    let mut out = String::from("*[");
    let mut subscripted = false;
    write(forms, form, &mut out, false, &mut subscripted)?;
    if subscripted {
        out.push(']');
    }
    out.push(']');
    Ok(out)
}

/// Writes `form`; `subscripted` says on entry that a subscript must be opened after the
/// form's base, and on exit that one was.
fn write(
    forms: &mut Forms,
    form: Form,
    out: &mut String,
    parenthesize: bool,
    subscripted: &mut bool,
) -> Result<(), Error> {
    let birthday = forms.birthday(form);
    if forms.nim(birthday)? == form {
        out.push_str(&size(birthday));
        if *subscripted {
            out.push('[');
        }
        return Ok(());
    }
    if let Some((base, subscript)) = part(forms, form)? {
        *subscripted = true;
        write(forms, base, out, true, subscripted)?;
        out.push_str(&subscript);
        return Ok(());
    }
    let options = forms.options(form).to_vec();
    if let [only] = options[..] {
        write(forms, only, out, true, subscripted)?;
        out.push('#');
        return Ok(());
    }
    if parenthesize {
        out.push('(');
    }
    for option in options.into_iter().rev() {
        let mut inner = false;
        write(forms, option, out, true, &mut inner)?;
        if inner {
            out.push(']');
        }
    }
    if parenthesize {
        out.push(')');
    }
    if *subscripted {
        out.push('[');
    }
    Ok(())
}

/// A simpler form and the subscript that writes `form` from it: `form - *i` born earlier
/// (subscript `i`), or `form + *i` born earlier (`-i`), `i` from 2 (from 3 for an odd form)
/// in steps of 2; else the even part of an odd form (`1`).
fn part(forms: &mut Forms, form: Form) -> Result<Option<(Form, String)>, Error> {
    let birthday = forms.birthday(form);
    let (even, odd) = forms.parity(form);
    for i in (2 + odd as u32..birthday).step_by(2) {
        if let Some(less) = minus_nim(forms, form, i)? {
            return Ok(Some((less, size(i))));
        }
        let heap = forms.nim(i)?;
        let more = forms.add(form, heap)?;
        if forms.birthday(more) < birthday {
            return Ok(Some((more, format!("-{}", size(i)))));
        }
    }
    Ok(odd.then(|| (even, "1".to_string())))
}

/// The form `x` born before `form` with `x + *i = form`, if any. Such an `x` is an option
/// of `form` (the sum's option `x + 0` outlives simplification), and it is unique by
/// Conway's cancellation theorem.
fn minus_nim(forms: &mut Forms, form: Form, i: u32) -> Result<Option<Form>, Error> {
    let (birthday, normal) = (forms.birthday(form), forms.normal_value(form));
    let heap = forms.nim(i)?;
    for x in forms.options(form).to_vec() {
        let candidate = forms.birthday(x) < birthday && forms.normal_value(x) ^ i == normal;
        if candidate && forms.add(x, heap)? == form {
            return Ok(Some(x));
        }
    }
    Ok(None)
}

/// A nim heap's size as a name writes it.
fn size(n: u32) -> String {
    match n {
        0..=9 => n.to_string(),
        _ => format!("&{n};"),
    }
}
