//! What an exact check concluded, as one typed value that every output reads.
//!
//! [`Status::Certified`] carries a [`Seal`], and a `Seal` can be made only inside this
//! crate, by a check that compared exact bounds ([`Status::of_bounds`]) or an enclosure
//! with the exact value it must hold ([`Status::of_enclosure`]). So text, JSON, records and
//! Python, which all print a `Status`, can say "certified" only after such a comparison ran
//! and passed; a check that did not run is [`Status::Unchecked`], never a default of true.

/// Proof that a check in this crate passed: it has no public constructor.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Seal(());

/// The outcome of an exact check.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    /// The check ran and passed: lower bound = upper bound = value, or the enclosure holds
    /// the exact value.
    Certified(Seal),
    /// The check ran and failed.
    Failed,
    /// The check did not run (nothing to check, or too large to check).
    Unchecked,
}

impl Status {
    /// `[Exact]` Certified when `lower == upper == value`, else failed: the one comparison
    /// behind every certified value of a matrix game (seed 000 §1.10, eq. 1.6).
    ///
    /// ```
    /// use verify::Status;
    /// assert!(Status::of_bounds(&3, &3, &3).is_certified());
    /// assert_eq!(Status::of_bounds(&2, &3, &3), Status::Failed);
    /// ```
    pub fn of_bounds<T: PartialEq>(lower: &T, upper: &T, value: &T) -> Status {
        match lower == value && upper == value {
            true => Status::Certified(Seal(())),
            false => Status::Failed,
        }
    }

    /// Certified when `[lo, hi]` is a finite interval that holds `exact`, else failed (a
    /// NaN bound fails).
    ///
    /// ```
    /// use verify::Status;
    /// assert!(Status::of_enclosure(-1e-9, 1e-9, 0.0).is_certified());
    /// assert_eq!(Status::of_enclosure(f64::NAN, 1.0, 0.0), Status::Failed);
    /// ```
    pub fn of_enclosure(lo: f64, hi: f64, exact: f64) -> Status {
        let holds = lo.is_finite() && hi.is_finite() && lo <= exact && exact <= hi;
        match holds {
            true => Status::Certified(Seal(())),
            false => Status::Failed,
        }
    }

    /// Certified when every status is, failed when any failed, else unchecked; no status at
    /// all is unchecked (nothing was checked).
    ///
    /// ```
    /// use verify::Status;
    /// let yes = Status::of_bounds(&1, &1, &1);
    /// assert_eq!(Status::all([yes, yes]), yes);
    /// assert_eq!(Status::all([yes, Status::Unchecked]), Status::Unchecked);
    /// assert_eq!(Status::all([Status::Unchecked, Status::Failed]), Status::Failed);
    /// assert_eq!(Status::all([]), Status::Unchecked);
    /// ```
    pub fn all(statuses: impl IntoIterator<Item = Status>) -> Status {
        let mut any = false;
        let mut unchecked = false;
        for status in statuses {
            any = true;
            match status {
                Status::Failed => return Status::Failed,
                Status::Unchecked => unchecked = true,
                Status::Certified(_) => {}
            }
        }
        match any && !unchecked {
            true => Status::Certified(Seal(())),
            false => Status::Unchecked,
        }
    }

    /// True only for [`Status::Certified`].
    pub fn is_certified(self) -> bool {
        matches!(self, Status::Certified(_))
    }

    /// `"certified"`, `"failed"` or `"unchecked"`: the word every output prints.
    pub fn word(self) -> &'static str {
        match self {
            Status::Certified(_) => "certified",
            Status::Failed => "failed",
            Status::Unchecked => "unchecked",
        }
    }
}

impl std::fmt::Display for Status {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.word())
    }
}
