//! Column purging: the master only grows as columns enter, and every simplex pivot prices all
//! of them, so long-idle nonbasic columns are deleted (a purged column that matters again is
//! simply priced back in).

use super::ColumnGeneration;
use crate::{Error, PricingOracle};

/// Column purging: when the master holds more than `limit * rows` columns, the nonbasic
/// columns that have not been basic for `age` solves go, worst reduced value first, until
/// `keep * rows` remain. Every simplex pivot prices all columns, so a master that only grows
/// gets slower every round; a purged column that matters again is simply priced back in.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Purge {
    /// Columns per row that trigger a purge.
    pub limit: f64,
    /// Columns per row left after a purge (at most; fewer idle columns means fewer go).
    pub keep: f64,
    /// Solves a column must have been nonbasic to be purged.
    pub age: usize,
}

impl<O: PricingOracle> ColumnGeneration<O> {
    /// Deletes idle columns per `purge` (after a solve, before new columns enter).
    pub(super) fn purge(&mut self, purge: &Purge) -> Result<(), Error> {
        let rows = self.oracle.rows() as f64;
        let excess = self
            .columns
            .len()
            .saturating_sub((purge.keep * rows) as usize);
        if (self.columns.len() as f64) <= purge.limit * rows || excess == 0 {
            return Ok(());
        }
        let basic = &self.last.as_ref().expect("called after a solve").basis.cols;
        let mut idle: Vec<(f64, usize)> = (0..self.columns.len())
            .filter(|&k| !basic[k + 1] && self.effort.solves - self.last_basic[k] >= purge.age)
            .map(|k| (self.reduced_value(&self.columns[k]), k))
            .collect();
        idle.sort_by(|a, b| b.0.total_cmp(&a.0));
        let mut doomed: Vec<usize> = idle.into_iter().take(excess).map(|(_, k)| k).collect();
        doomed.sort_unstable();
        self.master.delete_columns(&doomed)?;
        self.forget(&doomed);
        Ok(())
    }

    /// Drops deleted columns (ascending indices) from every per-column record.
    fn forget(&mut self, doomed: &[usize]) {
        let keep: Vec<bool> = (0..self.columns.len())
            .map(|k| doomed.binary_search(&k).is_err())
            .collect();
        retain_flagged(&mut self.columns, &keep);
        retain_flagged(&mut self.last_basic, &keep);
        if let Some(last) = &mut self.last {
            // LP column 0 of the reported basis is the value variable, never deleted.
            let lp_keep: Vec<bool> = [true].into_iter().chain(keep.iter().copied()).collect();
            retain_flagged(&mut last.basis.cols, &lp_keep);
            retain_flagged(&mut last.col_mix, &keep);
        }
    }
}

/// Keeps the entries of `v` whose flag in `keep` (one per entry) is true.
fn retain_flagged<T>(v: &mut Vec<T>, keep: &[bool]) {
    assert_eq!(v.len(), keep.len(), "one flag per entry");
    let mut flags = keep.iter();
    v.retain(|_| *flags.next().expect("lengths checked"));
}
