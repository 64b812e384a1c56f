//! Conway's simplification of misère impartial games (ONAG ch. 12; Siegel, *Combinatorial
//! Game Theory*, 2013, ch. V.1; the proviso is Grundy and Smith's).
//!
//! A game `G` whose options are canonical is equal to a simpler game `H` when `H`'s options
//! are some of `G`'s and every other option of `G` has `H` as an option: a move to such an
//! option is answered by the move back to `H`. When `H` is `0` the proviso adds that some
//! option of `G` must be a misère P-position, since `0` alone is won by the player to move.
//! A game that simplifies in neither way is canonical. As `H` is born before every option
//! it removes, the kept options are those born before some gap of two days or more.

use super::{Form, Forms};
use crate::Error;

/// The simpler form `options` (canonical, sorted) reduce to, if any.
pub(super) fn reduced(forms: &mut Forms, options: &[Form]) -> Result<Option<Form>, Error> {
    let zero = forms.zero();
    let all_reverse_to_zero = options.iter().all(|o| forms.options(*o).contains(&zero));
    if all_reverse_to_zero && options.iter().any(|o| forms.misere_value(*o) == 0) {
        return Ok(Some(zero));
    }
    let mut by_birthday = options.to_vec();
    by_birthday.sort_by_key(|o| forms.birthday(*o));
    for j in 1..by_birthday.len() {
        let (earlier, later) = by_birthday.split_at(j);
        if forms.birthday(later[0]) < forms.birthday(earlier[j - 1]) + 2 {
            continue;
        }
        let simpler = forms.game(earlier.to_vec())?;
        if later.iter().all(|o| forms.options(*o).contains(&simpler)) {
            return Ok(Some(simpler));
        }
    }
    Ok(None)
}
