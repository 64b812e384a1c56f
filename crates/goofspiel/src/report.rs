//! The sweep's report as data and text (`report --game goofspiel`): every stored record of
//! a folder and the first-move tables as markdown with their certified error bounds.

use std::fmt::Write as _;
use std::path::Path;

use crate::store::Record;
use crate::MAX_N;

/// Every `<N>.json` record (the sweep's) or `certified-<N>.json` (the fixtures') in `dir`
/// that reads back whole, in increasing N.
pub fn records_in(dir: &Path) -> Vec<Record> {
    let read = |name: String, n: usize| {
        let text = std::fs::read_to_string(dir.join(name)).ok()?;
        Record::parse(&text, n)
    };
    (1..=MAX_N)
        .filter_map(|n| {
            read(format!("{n}.json"), n).or_else(|| read(format!("certified-{n}.json"), n))
        })
        .collect()
}

/// The first-move tables as markdown (rows: card bid, columns: prize card).
pub fn markdown(records: &[Record]) -> String {
    let mut text = String::from(
        "# Goofspiel: player 1's optimal first bid (seed 004)\n\n\
         Rows: card bid; columns: prize card turned up. Certified mode: every state's value is \
         enclosed in an interval; the error bound is the widest enclosure of a first-move game \
         (whose exact value is 0).\n",
    );
    for t in records {
        let _ = write!(
            text,
            "\n## N = {} (error bound {:.1e})\n\n| card |",
            t.n, t.error_bound
        );
        (1..=t.n).for_each(|p| text += &format!(" {p} |"));
        let _ = writeln!(text, "\n|---|{}", "---|".repeat(t.n));
        let bids = t.bids();
        for card in 0..t.n {
            text += &format!("| {} |", card + 1);
            bids.iter()
                .for_each(|b| text += &format!(" {:.4} |", b[card]));
            text.push('\n');
        }
    }
    text
}
