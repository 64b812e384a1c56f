//! The sweep's report as data and text (`report --game goofspiel`): every stored record of
//! a folder and the first-move tables as markdown with their certified error bounds.

use std::fmt::Write as _;
use std::path::Path;

use crate::store::Record;
use crate::{Error, Payoff, MAX_N};

/// Every `<N>.json` record (the sweep's) or `certified-<N>.json` (the fixtures') in `dir`,
/// in increasing N (the sweep's when both are there), then every win/loss record
/// (`win-loss-<N>.json`).
///
/// # Errors
/// [`Error::Record`] naming the first file that cannot be read or is not a whole record of
/// its N (truncated, foreign, hand-edited): a report never leaves an N out unsaid.
pub fn records_in(dir: &Path) -> Result<Vec<Record>, Error> {
    let mut records = Vec::new();
    for n in 1..=MAX_N {
        for name in [format!("{n}.json"), format!("certified-{n}.json")] {
            if let Some(record) = read(&dir.join(name), n, Payoff::Points)? {
                records.push(record);
                break;
            }
        }
    }
    for n in 1..=MAX_N {
        let path = crate::store::record_path(dir, n, Payoff::WinLoss);
        records.extend(read(&path, n, Payoff::WinLoss)?);
    }
    Ok(records)
}

/// The record of `n` and `payoff` at `path`; `None` when there is no such file.
fn read(path: &Path, n: usize, payoff: Payoff) -> Result<Option<Record>, Error> {
    let text = match std::fs::read_to_string(path) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(Error::Record(format!("{}: {e}", path.display()))),
        Ok(text) => text,
    };
    match Record::parse(&text, n, payoff) {
        Some(record) => Ok(Some(record)),
        None => Err(Error::Record(format!(
            "{} is not a whole {payoff} record of N = {n}: solve it again (`sweep --game goofspiel --from {n} --to {n} --payoff {payoff}`) or move it away",
            path.display()
        ))),
    }
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
            "\n## N = {}{} (error bound {:.1e})\n\n| card |",
            t.n,
            match t.payoff {
                Payoff::Points => "",
                Payoff::WinLoss => ", win/loss payoff",
            },
            t.error_bound
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

#[cfg(test)]
mod tests {
    use super::*;

    fn record(n: usize) -> Record {
        Record {
            certified: true,
            error_bound: 1e-12,
            exact_fallbacks: 0,
            first_move: (1..=n)
                .map(|p| (p.to_string(), vec![1.0 / n as f64; n]))
                .collect(),
            matrix_games: 1,
            n,
            payoff: Payoff::Points,
            seconds: 0.0,
            states: 1,
            widest_state: 0.0,
        }
    }

    #[test]
    fn a_record_that_does_not_read_back_is_named_not_left_out() {
        let dir = tempfile::tempdir().unwrap();
        let write = |name: &str, text: &str| std::fs::write(dir.path().join(name), text).unwrap();
        write(
            "certified-3.json",
            &serde_json::to_string(&record(3)).unwrap(),
        );
        write("4.json", &serde_json::to_string(&record(4)).unwrap());
        let found: Vec<usize> = records_in(dir.path())
            .unwrap()
            .iter()
            .map(|r| r.n)
            .collect();
        assert_eq!(found, [3, 4]);
        let whole = serde_json::to_string(&record(5)).unwrap();
        write("5.json", &whole[..whole.len() / 2]);
        let e = records_in(dir.path()).unwrap_err().to_string();
        assert!(
            e.contains("5.json is not a whole points record of N = 5"),
            "{e}"
        );
        // A record of another N under this N's name is foreign, not whole.
        write("5.json", &whole);
        write(
            "certified-6.json",
            &serde_json::to_string(&record(7)).unwrap(),
        );
        assert!(records_in(dir.path()).is_err());
    }
}
