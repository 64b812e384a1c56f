//! A small fuzzing engine for text readers on stable Rust (`dresher fuzz <target>`):
//! proptest draws a seed input and a list of edits ([`mutate`]: byte flips, splices of
//! other seeds, the format's tokens, digit runs), the target checks the mutated input and
//! says whether it was accepted or refused with a one-line error; anything else (a panic,
//! a hang past the time limit, memory past the limit, a wrong answer) is a defect, named
//! with its shrunk input. One runner per core; a watchdog thread enforces the [`Limits`].
//! [`targets`] holds one target per reader of the workspace (`.nfg` games, tree files,
//! puzzles and solutions, stored records and CSV blocks, game expressions).
//!
//! # Example
//! ```
//! use dresher_fuzz::{rejected, run, Limits, Target, Verdict};
//! use std::time::Duration;
//! let target = Target {
//!     seeds: vec![b"12".to_vec(), b"-7".to_vec()],
//!     tokens: vec!["+"],
//!     check: Box::new(|text: &str| match text.trim().parse::<i64>() {
//!         Ok(_) => Ok(Verdict::Accepted),
//!         Err(e) => rejected(e),
//!     }),
//! };
//! let limits = Limits { time: Duration::from_secs(5), rss_bytes: 1 << 34 };
//! let report = run(&target, 200, 1, limits)?;
//! assert_eq!(report.inputs, 200);
//! # Ok::<(), dresher_fuzz::Failure>(())
//! ```
#![warn(missing_docs)]

mod engine;
pub mod mutate;
pub mod targets;
mod watchdog;

pub use crate::{
    engine::{rejected, run, Check, Failure, Report, Target, Verdict},
    watchdog::Limits,
};
