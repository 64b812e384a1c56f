//! CGSuite's canonical order of misère forms, in which it lists a form's options and so
//! writes its name.
//!
//! A form is compared by its even part `E` (the form itself, or the form plus `*` when that
//! is born earlier): `E`'s birthday, then its number of options, its normal and its misère
//! nim values, then its options one by one; a form and its partner `E + *` come even part
//! first (CGSuite, `MisereCanonicalGameOps`, `MidComparator`).

use std::cmp::Ordering;

use super::{Form, Forms};

/// The canonical order of `a` and `b`.
pub(super) fn compare(forms: &Forms, a: Form, b: Form) -> Ordering {
    let ((ea, odd_a), (eb, odd_b)) = (forms.parity(a), forms.parity(b));
    if ea == eb {
        return odd_a.cmp(&odd_b);
    }
    let key = |e: Form| {
        let options = forms.options(e).len();
        let values = (forms.normal_value(e), forms.misere_value(e));
        (forms.birthday(e), options, values)
    };
    key(ea).cmp(&key(eb)).then_with(|| {
        let pairs = forms.options(ea).iter().zip(forms.options(eb));
        pairs
            .map(|(x, y)| compare(forms, *x, *y))
            .find(|o| o.is_ne())
            .unwrap_or(Ordering::Equal)
    })
}
