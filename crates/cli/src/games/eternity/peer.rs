//! `bench eternity --peer DIR`: the field's generated engine (raphael-anjou/eternity2's
//! `dfs-codegen`, from the user's checkout DIR) and our search, single-threaded, run in
//! turn on the same boards, each as its own process, timed in CPU seconds: placements per
//! CPU-second and their ratio, run by run. Our search fills the cells in rows on square
//! boards, as that engine does.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use eternity::peer::{run_peer, run_timed, PeerEngine, Timed};
use eternity::{Colours, Puzzle, Recipe};

use crate::emit;

/// What `--peer` runs.
pub struct PeerBench<'a> {
    /// The user's checkout of the engine's repository.
    pub checkout: &'a Path,
    /// Puzzle files (none: a generated balanced 16 x 16 and 8 x 8).
    pub puzzles: &'a [PathBuf],
    /// Runs of each engine per board.
    pub runs: usize,
    /// Seconds of each run.
    pub seconds: Duration,
    /// Where the engine is copied, built and its programs written.
    pub work: &'a Path,
}

/// The boards: the files given, or a balanced 16 x 16 (5 + 17 colours, as the official
/// board) and 8 x 8 (3 + 8, the field's benchmark class), seed 1, written to `work`.
fn boards(bench: &PeerBench) -> anyhow::Result<Vec<(String, PathBuf, Puzzle)>> {
    if !bench.puzzles.is_empty() {
        return bench
            .puzzles
            .iter()
            .map(|path| {
                let puzzle = super::read_puzzle(path)?;
                let name = path
                    .file_stem()
                    .map_or("puzzle".into(), |s| s.to_string_lossy().into_owned());
                Ok((name, path.clone(), puzzle))
            })
            .collect();
    }
    [16, 8]
        .into_iter()
        .map(|side| {
            let (puzzle, _) = Recipe::hardest(side, side, 1, Colours::Balanced).generate()?;
            let name = format!("balanced-{side}x{side}-seed1");
            let path = bench.work.join(format!("{name}.txt"));
            std::fs::write(&path, puzzle.to_string())?;
            Ok((name, path, puzzle))
        })
        .collect()
}

/// Our search on `path` for `seconds`, on one thread, in its own process.
fn run_ours(path: &Path, seconds: Duration) -> anyhow::Result<Timed> {
    let (stdout, cpu_seconds) = run_timed(
        Command::new(std::env::current_exe()?)
            .args(["solve", "--game", "eternity", "--json", "--puzzle"])
            .arg(path)
            .args(["--time-limit", &seconds.as_secs_f64().to_string()])
            .env("RAYON_NUM_THREADS", "1"),
    )?;
    let value: serde_json::Value = serde_json::from_str(&stdout)?;
    let placements = value["work"]
        .as_u64()
        .ok_or_else(|| anyhow::anyhow!("our solve printed no work"))?;
    Ok(Timed {
        placements,
        cpu_seconds,
    })
}

/// The smallest, median and largest of `values`.
fn spread(values: &mut [f64]) -> (f64, f64, f64) {
    values.sort_by(f64::total_cmp);
    (
        values[0],
        values[values.len() / 2],
        values[values.len() - 1],
    )
}

/// Builds the engine for each board side, then runs it and ours in turn on every board.
pub fn run(bench: &PeerBench) -> anyhow::Result<()> {
    std::fs::create_dir_all(bench.work)?;
    let work = bench.work.canonicalize()?;
    let bench = &PeerBench {
        work: &work,
        ..*bench
    };
    let boards = boards(bench)?;
    emit(&format!(
        "placements per CPU-second, one thread each, {} runs of {} s each, in turn\n\
         | board | peer M/s (min, median, max) | ours M/s | ours / peer, run by run (min, median, max) |\n|---|---:|---:|---:|\n",
        bench.runs,
        bench.seconds.as_secs_f64()
    ))?;
    let mut engines: Vec<(usize, PeerEngine)> = Vec::new();
    for (name, path, puzzle) in &boards {
        if puzzle.rows != puzzle.cols {
            anyhow::bail!(
                "{}: the peer engine takes square boards only",
                path.display()
            );
        }
        if !engines.iter().any(|(side, _)| *side == puzzle.rows) {
            emit(&format!(
                "building the peer engine for side {} ...\n",
                puzzle.rows
            ))?;
            engines.push((
                puzzle.rows,
                PeerEngine::build(bench.checkout, puzzle.rows, bench.work)?,
            ));
        }
        let engine = &engines
            .iter()
            .find(|(side, _)| *side == puzzle.rows)
            .expect("built")
            .1;
        let program = engine.compile(puzzle, name, bench.seconds.as_secs_f64())?;
        let (mut peer, mut ours, mut ratios) = (Vec::new(), Vec::new(), Vec::new());
        for _ in 0..bench.runs.max(1) {
            let (p, o) = (run_peer(&program)?, run_ours(path, bench.seconds)?);
            peer.push(p.rate());
            ours.push(o.rate());
            ratios.push(o.rate() / p.rate());
        }
        let (p, o, r) = (spread(&mut peer), spread(&mut ours), spread(&mut ratios));
        emit(&format!(
            "| {name} | {:.1} ({:.1}-{:.1}) | {:.1} ({:.1}-{:.1}) | {:.2} ({:.2}-{:.2}) |\n",
            p.1, p.0, p.2, o.1, o.0, o.2, r.1, r.0, r.2
        ))?;
    }
    Ok(())
}
