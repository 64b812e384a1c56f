//! Misère canonical forms of positions of a take-and-break game's heaps.

use super::{Form, Forms};
use crate::{for_each_move, Error, Rules};

/// The misère canonical form of the sum of `heaps` of `rules`; each heap's form is built
/// from its moves, the heaps they leave added as forms.
pub fn of_heaps(forms: &mut Forms, rules: &Rules, heaps: &[usize]) -> Result<Form, Error> {
    let largest = heaps.iter().copied().max().unwrap_or(0);
    let mut heap_forms: Vec<Form> = Vec::with_capacity(largest + 1);
    for n in 0..=largest {
        let mut moves = Vec::new();
        for_each_move(rules, n, |leaves| moves.push(leaves.to_vec()));
        let mut options = Vec::with_capacity(moves.len());
        for leaves in moves {
            options.push(sum(forms, leaves.iter().map(|h| heap_forms[*h]))?);
        }
        heap_forms.push(forms.game(options)?);
    }
    sum(forms, heaps.iter().map(|h| heap_forms[*h]))
}

fn sum(forms: &mut Forms, parts: impl Iterator<Item = Form>) -> Result<Form, Error> {
    let zero = forms.zero();
    parts
        .into_iter()
        .try_fold(zero, |total, part| forms.add(total, part))
}
