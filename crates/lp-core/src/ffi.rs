//! The two HiGHS calls the `highs` crate does not wrap: reading the final basis, and deleting
//! rows from a model (column purging in [`crate::ColumnGeneration`]: game columns are the
//! master's rows).

use highs::{Model, SolvedModel};

use crate::Basis;
use highs_sys::{
    kHighsBasisStatusBasic, kHighsStatusError, HighsInt, Highs_deleteRowsBySet, Highs_getBasis,
    Highs_getNumCol, Highs_getNumRow,
};

/// Reads the basis of a solved model.
#[allow(unsafe_code)]
pub(crate) fn basis_of(model: &SolvedModel) -> Basis {
    let ptr = model.as_ptr();
    // SAFETY: `ptr` is a live Highs instance owned by `model`; the arrays have exactly the
    // lengths HiGHS reports for this instance, which is what `Highs_getBasis` writes.
    unsafe {
        let (nc, nr) = (Highs_getNumCol(ptr) as usize, Highs_getNumRow(ptr) as usize);
        let (mut cs, mut rs) = (vec![0 as HighsInt; nc], vec![0 as HighsInt; nr]);
        Highs_getBasis(ptr, cs.as_mut_ptr(), rs.as_mut_ptr());
        let basic = |v: Vec<HighsInt>| v.into_iter().map(|s| s == kHighsBasisStatusBasic).collect();
        Basis {
            cols: basic(cs),
            rows: basic(rs),
        }
    }
}

/// Deletes the LP rows whose indices are listed (ascending, each `< num_row`). HiGHS keeps
/// the remaining rows in order and keeps its basis valid when every deleted row has a basic
/// slack. Returns false if HiGHS reports an error.
#[allow(unsafe_code)]
pub(crate) fn delete_rows(model: &mut Model, indices: &[usize]) -> bool {
    let set: Vec<HighsInt> = indices.iter().map(|&k| k as HighsInt).collect();
    let ptr = model.as_mut_ptr();
    // SAFETY: `ptr` is a live Highs instance owned by `model`; `set` holds `set.len()` row
    // indices, the length passed, and HiGHS only reads it.
    let status = unsafe { Highs_deleteRowsBySet(ptr, set.len() as HighsInt, set.as_ptr()) };
    status != kHighsStatusError
}
