//! The certified sweep's files (`sweep --game goofspiel [--from A] --to B [--payoff P]`):
//! one JSON [`Record`] per N (`<N>.json`, win/loss `win-loss-<N>.json`: the same record
//! `solve --json` prints) and, while an N runs, its last finished level (`<N>.level`,
//! `win-loss-<N>.level`, a [`Checkpoint`]), both written atomically.
//! A rerun skips every N whose record reads back whole and resumes an N above its level.
//!
//! # Example
//! ```no_run
//! use goofspiel::store::{sweep, Observer};
//! use goofspiel::Payoff;
//! struct Quiet;
//! impl Observer for Quiet {}
//! let never = std::sync::atomic::AtomicBool::new(false);
//! sweep(5, 8, Payoff::WinLoss, "results/goofspiel".as_ref(), (&Quiet, &never))?;
//! # Ok::<(), goofspiel::Error>(())
//! ```

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use serde::{Deserialize, Serialize};

use crate::{solve_until, CertifiedGame, Checkpoint, Error, Payoff, MAX_N};

/// One N's certified first-move table and what it took (fields in the stored order).
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct Record {
    /// Did the certificate's check pass ([`CertifiedGame::certified`]: every first-move
    /// enclosure finite and holding the exact value 0)? A record without the field reads
    /// as unchecked.
    #[serde(default)]
    pub certified: bool,
    /// The widest enclosure of a first-move game's value (their exact values are 0).
    pub error_bound: f64,
    /// Matrix games solved exactly because the fast solver's strategies were poor.
    pub exact_fallbacks: u64,
    /// Player 1's optimal first bid per prize card (`"1"`, `"2"`, ...): a probability per card.
    pub first_move: BTreeMap<String, Vec<f64>>,
    /// Matrix games solved.
    pub matrix_games: u64,
    /// Cards per hand.
    pub n: usize,
    /// What the players play for (a record without the field is of the point difference).
    #[serde(default)]
    pub payoff: Payoff,
    /// Seconds of the bottom-up solve (over all runs of a resumed N: the last run's).
    pub seconds: f64,
    /// States stored over all levels.
    pub states: usize,
    /// The widest enclosure of any state below the top.
    pub widest_state: f64,
}

impl Record {
    /// The record of a certified solve that took `seconds`.
    pub fn new(game: &CertifiedGame, seconds: f64) -> Record {
        let first_move = game
            .first_move
            .iter()
            .enumerate()
            .map(|(i, b)| ((i + 1).to_string(), b.bid.clone()))
            .collect();
        Record {
            certified: game.certified(),
            error_bound: game.error_bound,
            exact_fallbacks: game.fallbacks,
            first_move,
            matrix_games: game.matrix_games,
            n: game.n,
            payoff: game.payoff,
            seconds,
            states: game.states,
            widest_state: game.widest_state,
        }
    }

    /// The record in `text` when it is a whole one for `n` and `payoff`: its `n`, a
    /// first-move row of `n` probabilities per prize and an error bound (a truncated or
    /// foreign file is not).
    pub fn parse(text: &str, n: usize, payoff: Payoff) -> Option<Record> {
        let record: Record = serde_json::from_str(text).ok()?;
        let whole =
            record.first_move.len() == n && record.first_move.values().all(|b| b.len() == n);
        (record.n == n && record.payoff == payoff && whole).then_some(record)
    }

    /// Player 1's first bids as rows per prize card, prize 1 first.
    pub fn bids(&self) -> Vec<Vec<f64>> {
        (1..=self.n)
            .filter_map(|p| self.first_move.get(&p.to_string()).cloned())
            .collect()
    }
}

/// A file's name in `DIR`: `<n>.<ext>` for the point difference, `win-loss-<n>.<ext>`.
fn file(dir: &Path, n: usize, payoff: Payoff, ext: &str) -> PathBuf {
    match payoff {
        Payoff::Points => dir.join(format!("{n}.{ext}")),
        Payoff::WinLoss => dir.join(format!("win-loss-{n}.{ext}")),
    }
}

/// `DIR/<n>.json` (win/loss: `DIR/win-loss-<n>.json`).
pub fn record_path(dir: &Path, n: usize, payoff: Payoff) -> PathBuf {
    file(dir, n, payoff, "json")
}

/// `DIR/<n>.level` (win/loss: `DIR/win-loss-<n>.level`).
pub fn level_path(dir: &Path, n: usize, payoff: Payoff) -> PathBuf {
    file(dir, n, payoff, "level")
}

/// The stored record of `n` and `payoff` in `dir`, if it reads back whole.
pub fn stored(dir: &Path, n: usize, payoff: Payoff) -> Option<Record> {
    let text = std::fs::read_to_string(record_path(dir, n, payoff)).ok()?;
    Record::parse(&text, n, payoff)
}

/// What a certified solve or sweep tells its caller as it goes (every call optional).
pub trait Observer: Sync {
    /// `done` of the `total` states of level `cards` of N = `n` solved.
    fn states(&self, _n: usize, _cards: usize, _done: usize, _total: usize) {}
    /// A level of N = `n` finished (and was saved when there is a checkpoint file).
    fn level(&self, _n: usize, _checkpoint: &Checkpoint) {}
    /// N = `n` resumes above level `cards` saved in `path`.
    fn resumed(&self, _n: usize, _cards: usize, _path: &Path) {}
    /// The checkpoint `path` of N = `n` does not read back (`why`); N starts at the bottom.
    fn ignored(&self, _n: usize, _path: &Path, _why: &Error) {}
    /// N = `n` is stored already and was skipped.
    fn skipped(&self, _n: usize, _path: &Path) {}
    /// N = `n` was solved, certified and stored.
    fn certified(&self, _n: usize, _record: &Record) {}
}

/// The level saved at `path` by an interrupted run of `n`, if there is one that reads back
/// whole (another goes to the observer and is ignored: the run starts from the bottom).
fn read_checkpoint(path: &Path, n: usize, observer: &impl Observer) -> Option<Checkpoint> {
    let file = std::fs::File::open(path).ok()?;
    match Checkpoint::read(n, file) {
        Ok(c) => {
            observer.resumed(n, c.level.cards(), path);
            Some(c)
        }
        Err(e) => {
            observer.ignored(n, path, &e);
            None
        }
    }
}

/// Saves a finished level atomically.
fn write_checkpoint(path: &Path, c: &Checkpoint) -> Result<(), Error> {
    verify::write_with(path, |file| c.write(file))
        .map_err(|e| Error::Checkpoint(format!("cannot save {}: {e}", path.display())))
}

/// Solves N = `n` for `payoff` in certified mode; with `checkpoint`, each finished level
/// is saved there and a run starts above the level saved, if any; until `stop` is raised
/// ([`Error::Stopped`]). The game and the seconds it took.
pub fn solve_saving(
    n: usize,
    payoff: Payoff,
    checkpoint: Option<&Path>,
    (observer, stop): (&impl Observer, &AtomicBool),
) -> Result<(CertifiedGame, f64), Error> {
    let start = Instant::now();
    let resume = checkpoint.and_then(|path| read_checkpoint(path, n, observer));
    let states = |cards: usize, done: usize, total: usize| observer.states(n, cards, done, total);
    let game = solve_until(n, payoff, resume, (&states, stop), |c| {
        observer.level(n, c);
        checkpoint.map_or(Ok(()), |path| write_checkpoint(path, c))
    })?;
    Ok((game, start.elapsed().as_secs_f64()))
}

/// Solves every N of `from..=to` for `payoff` not yet stored in `out`, in order, each
/// resumable from its level file (deleted once its record is written); `stop` ends it
/// between words of a level with [`Error::Stopped`] (the levels saved so far stay).
pub fn sweep(
    from: usize,
    to: usize,
    payoff: Payoff,
    out: &Path,
    (observer, stop): (&impl Observer, &AtomicBool),
) -> Result<(), Error> {
    if from < 1 || from > to || to > MAX_N {
        let why = format!("N = {from}..={to}: certified mode takes 1 <= N <= {MAX_N}");
        return Err(Error::InvalidN(why));
    }
    for n in from..=to {
        if stored(out, n, payoff).is_some() {
            observer.skipped(n, &record_path(out, n, payoff));
            continue;
        }
        let level = level_path(out, n, payoff);
        let (game, seconds) = solve_saving(n, payoff, Some(&level), (observer, stop))?;
        if !game.certified() {
            return Err(Error::Uncertified(format!(
                "N = {n}: the first move's enclosures do not certify it (error bound {}): \
                 nothing stored",
                game.error_bound
            )));
        }
        let record = Record::new(&game, seconds);
        let text =
            serde_json::to_string_pretty(&record).map_err(|e| Error::Checkpoint(e.to_string()))?;
        verify::write_atomically(&record_path(out, n, payoff), &(text + "\n"))
            .map_err(|e| Error::Checkpoint(e.to_string()))?;
        let _ = std::fs::remove_file(&level);
        observer.certified(n, &record);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Quiet;
    impl Observer for Quiet {}

    /// A sweep stores a record that reads back whole, with the same table as a direct solve;
    /// a truncated record is not taken as stored.
    #[test]
    fn a_sweep_stores_whole_records_and_skips_them() {
        let out = std::env::temp_dir().join(format!("goofspiel-store-{}", std::process::id()));
        for payoff in [Payoff::Points, Payoff::WinLoss] {
            sweep(3, 4, payoff, &out, (&Quiet, &AtomicBool::new(false))).unwrap();
            let record = stored(&out, 4, payoff).expect("stored");
            let direct = crate::solve_certified_for(4, payoff, |_, _| {}).unwrap();
            assert_eq!(record.bids(), Record::new(&direct, 0.0).bids());
            assert!(
                !level_path(&out, 4, payoff).exists(),
                "the level file is removed"
            );
            let text = std::fs::read_to_string(record_path(&out, 4, payoff)).unwrap();
            assert!(Record::parse(&text[..text.len() / 2], 4, payoff).is_none());
            assert!(Record::parse(&text, 3, payoff).is_none());
        }
        let text = std::fs::read_to_string(record_path(&out, 4, Payoff::WinLoss)).unwrap();
        assert!(Record::parse(&text, 4, Payoff::Points).is_none());
        std::fs::remove_dir_all(&out).unwrap();
    }
}
