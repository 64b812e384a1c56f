//! Guessing-game checkpoints (`<N>.checkpoint`, a long N's saved search): one that reads
//! back is only a warm start, so solving its N from it must still give the known value,
//! certified; one read under another N's name must be refused.

use std::collections::BTreeMap;
use std::time::Duration;

use guessing::{
    solve, solve_saving, Checkpoint, GuessingGame, Method, Record, Saving, SolveConfig,
};

use super::fixture;
use crate::{rejected, Target, Verdict};

/// Checkpoints of the guessing game, read and solved from.
pub fn target() -> Result<Target, String> {
    let mut known = BTreeMap::new();
    for n in 1..=12 {
        let text = fixture(&format!("guessing/certificates/{n}.json"))?;
        let r: Record =
            serde_json::from_str(&text).map_err(|e| format!("a shipped record: {e}"))?;
        known.insert(n, r.value);
    }
    let seeds = [9, 12]
        .into_iter()
        .map(saved)
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Target {
        seeds,
        tokens: vec!["0.5", "1e308", "-0.0", "[]", "[1]", "null", "\"n\""],
        check: Box::new(move |text| {
            let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
            // The N the file is named for: mostly its own, sometimes another.
            let own = serde_json::from_str::<serde_json::Value>(text)
                .ok()
                .and_then(|v| v["n"].as_u64())
                .filter(|n| (1..=12).contains(n) && text.len() % 4 != 0);
            let n = own.map_or(1 + text.len() % 12, |n| n as usize);
            std::fs::write(Checkpoint::path(dir.path(), n), text).map_err(|e| e.to_string())?;
            let checkpoint = match Checkpoint::read(dir.path(), n) {
                Ok(Some(c)) => c,
                Ok(None) => return Err("a checkpoint written is not found".into()),
                Err(e) => return rejected(e),
            };
            if checkpoint.n != n {
                return Err(format!("{n}.checkpoint read as N = {}", checkpoint.n));
            }
            let config = SolveConfig::for_method(Method::Warm);
            let game = GuessingGame::new(n).map_err(|e| e.to_string())?;
            let solved = solve(game, &config, Some(&checkpoint.warm()), |_| {})
                .map_err(|e| format!("N = {n} from a checkpoint: {e}"))?;
            let value = verify::format_rational(&solved.certificate.value);
            match solved.certificate.certified() && known[&n] == value {
                true => Ok(Verdict::Accepted),
                false => Err(format!(
                    "N = {n} from a checkpoint: {value}, known {}",
                    known[&n]
                )),
            }
        }),
    })
}

/// The first checkpoint of a plain solve of `n` that saves after every round, as text.
fn saved(n: usize) -> Result<Vec<u8>, String> {
    let mut first: Option<Checkpoint> = None;
    let mut save = |c: Checkpoint| {
        first.get_or_insert(c);
        Ok(())
    };
    let saving = Saving {
        every: Some(Duration::ZERO),
        save: &mut save,
        stop: None,
    };
    let game = GuessingGame::new(n).map_err(|e| e.to_string())?;
    let config = SolveConfig::for_method(Method::Plain);
    solve_saving(game, &config, None, Some(saving), |_| {}).map_err(|e| e.to_string())?;
    let first = first.ok_or(format!("N = {n}: a plain solve saved no checkpoint"))?;
    serde_json::to_vec(&first).map_err(|e| e.to_string())
}
