//! A field engine timed beside ours: the generated depth-first engine of the public
//! repository raphael-anjou/eternity2 (MIT; `research/experiments/dfs-study/engine`, crate
//! `dfs-codegen`), which writes a Rust program for one board and compiles it. Nothing of it
//! is in this repository: [`PeerEngine::build`] copies the two folders it needs from a
//! checkout the user brings into a work folder and builds its runner there with cargo;
//! [`PeerEngine::compile`] has the runner write the program for a puzzle (the
//! `--chain2 --opt native` engine, its fastest), sets the program's search time and
//! compiles it with the runner's own rustc flags, so the runs time the search alone.
//!
//! [`run_timed`] runs any command and measures the CPU seconds it used (Linux's
//! `/proc/self/stat`, children's times), so two engines run in turn on a shared machine
//! compare as placements per CPU-second.

use crate::share::to_site_json;
use crate::{Error, Puzzle};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The engine's workspace and the shared crates it uses, inside a checkout.
const ENGINE: &str = "research/experiments/dfs-study/engine";
const COMMON: &str = "research/experiments/common";

/// The line of the engine's emitter that fixes the board side.
const SIDE_LINE: &str = "const W: usize = 16;";

/// The board sides the engine's shared crates build for (their `size-N` features).
pub const PEER_SIDES: [usize; 5] = [8, 10, 12, 14, 16];

/// The runner of a built peer engine, for boards of one side.
pub struct PeerEngine {
    runner: PathBuf,
    work: PathBuf,
}

/// What one timed run did: placements (search nodes) and CPU seconds.
#[derive(Clone, Copy, Debug)]
pub struct Timed {
    /// Pieces placed.
    pub placements: u64,
    /// CPU seconds of the process and its children.
    pub cpu_seconds: f64,
}

impl Timed {
    /// Millions of placements per CPU-second.
    pub fn rate(&self) -> f64 {
        self.placements as f64 / self.cpu_seconds.max(1e-9) / 1e6
    }
}

fn peer_error(what: &str, e: impl std::fmt::Display) -> Error {
    Error::Peer(format!("{what}: {e}"))
}

/// Copies `from` into `to`, leaving out build folders.
fn copy_tree(from: &Path, to: &Path) -> Result<(), Error> {
    std::fs::create_dir_all(to).map_err(|e| peer_error(&to.display().to_string(), e))?;
    let entries =
        std::fs::read_dir(from).map_err(|e| peer_error(&from.display().to_string(), e))?;
    for entry in entries {
        let entry = entry.map_err(|e| peer_error(&from.display().to_string(), e))?;
        let (path, name) = (entry.path(), entry.file_name());
        match (path.is_dir(), name == "target" || name == ".git") {
            (true, true) => {}
            (true, false) => copy_tree(&path, &to.join(&name))?,
            (false, _) => {
                std::fs::copy(&path, to.join(&name))
                    .map_err(|e| peer_error(&path.display().to_string(), e))?;
            }
        }
    }
    Ok(())
}

/// Runs `command` to its end; its stdout when it succeeded.
fn output(command: &mut Command, what: &str) -> Result<String, Error> {
    let out = command.output().map_err(|e| peer_error(what, e))?;
    if !out.status.success() {
        let stderr = String::from_utf8_lossy(&out.stderr);
        let last = stderr.lines().rev().find(|l| !l.trim().is_empty());
        return Err(peer_error(what, last.unwrap_or("failed")));
    }
    Ok(String::from_utf8_lossy(&out.stdout).into_owned())
}

impl PeerEngine {
    /// Copies the engine from `checkout` into `work` with its emitter set to boards of
    /// `side` (one of [`PEER_SIDES`]) and builds its runner with cargo (release).
    pub fn build(checkout: &Path, side: usize, work: &Path) -> Result<PeerEngine, Error> {
        if !PEER_SIDES.contains(&side) {
            return Err(Error::Peer(format!(
                "a {side} x {side} board: the engine builds for square boards of side 8, 10, 12, 14 or 16"
            )));
        }
        for part in [ENGINE, COMMON] {
            if !checkout.join(part).is_dir() {
                return Err(Error::Peer(format!(
                    "{} has no {part}: give a checkout of github.com/raphael-anjou/eternity2",
                    checkout.display()
                )));
            }
        }
        let copy = work.join(format!("source-{side}"));
        copy_tree(&checkout.join(ENGINE), &copy.join(ENGINE))?;
        copy_tree(&checkout.join(COMMON), &copy.join(COMMON))?;
        let emit = copy.join(ENGINE).join("crates/dfs-codegen/src/emit.rs");
        let text = std::fs::read_to_string(&emit).map_err(|e| peer_error("emit.rs", e))?;
        if !text.contains(SIDE_LINE) {
            return Err(Error::Peer(format!(
                "{} has no `{SIDE_LINE}`: a version of the engine this bench does not know",
                emit.display()
            )));
        }
        let text = text.replace(SIDE_LINE, &format!("const W: usize = {side};"));
        std::fs::write(&emit, text).map_err(|e| peer_error("emit.rs", e))?;
        let target = work.join(format!("target-{side}"));
        output(
            Command::new("cargo")
                .args(["build", "--release", "-q", "-p", "dfs-codegen", "--bin"])
                .arg("run_dfs_codegen_jit")
                .args(["--features", &format!("e2-core/size-{side}")])
                .env("CARGO_TARGET_DIR", &target)
                .current_dir(copy.join(ENGINE)),
            "cargo build of the engine",
        )?;
        let runner = target.join("release/run_dfs_codegen_jit");
        let work = work.to_path_buf();
        Ok(PeerEngine { runner, work })
    }

    /// The engine's program for `puzzle` (saved as site JSON under `name`), compiled to
    /// search for `seconds` and stop: the path of the program.
    pub fn compile(&self, puzzle: &Puzzle, name: &str, seconds: f64) -> Result<PathBuf, Error> {
        let json = self.work.join(format!("{name}.json"));
        let source = self.work.join(format!("{name}.rs"));
        let program = self.work.join(name);
        std::fs::write(&json, to_site_json(puzzle, name)).map_err(|e| peer_error("puzzle", e))?;
        output(
            Command::new(&self.runner)
                .arg("--puzzle")
                .arg(&json)
                .args([
                    "--budget-s",
                    "0.001",
                    "--chain2",
                    "--opt",
                    "native",
                    "--emit-src",
                ])
                .arg(&source),
            "the engine's runner",
        )?;
        let text = std::fs::read_to_string(&source).map_err(|e| peer_error("program", e))?;
        let budget = text
            .lines()
            .find(|l| l.starts_with("const BUDGET_MS: u64 = "))
            .ok_or_else(|| Error::Peer("the program has no BUDGET_MS line".into()))?;
        let timed = format!("const BUDGET_MS: u64 = {};", (seconds * 1e3).round() as u64);
        std::fs::write(&source, text.replace(budget, &timed))
            .map_err(|e| peer_error("program", e))?;
        output(
            Command::new("rustc")
                .args([
                    "-O",
                    "--edition",
                    "2021",
                    "-C",
                    "panic=abort",
                    "-C",
                    "opt-level=3",
                ])
                .args(["-C", "codegen-units=1", "-C", "target-cpu=native", "-o"])
                .arg(&program)
                .arg(&source),
            "rustc of the engine's program",
        )?;
        Ok(program)
    }
}

/// Runs an engine's program (from [`PeerEngine::compile`]): its placements and CPU seconds.
pub fn run_peer(program: &Path) -> Result<Timed, Error> {
    let (stdout, cpu_seconds) = run_timed(&mut Command::new(program))?;
    let placements = placements(&stdout)
        .ok_or_else(|| Error::Peer("the program printed no RESULT line with nodes=".into()))?;
    Ok(Timed {
        placements,
        cpu_seconds,
    })
}

/// The `nodes=` field of the engine's `RESULT` line.
fn placements(stdout: &str) -> Option<u64> {
    stdout
        .lines()
        .filter(|l| l.starts_with("RESULT "))
        .flat_map(|l| l.split_whitespace())
        .find_map(|field| field.strip_prefix("nodes="))
        .and_then(|n| n.parse().ok())
}

/// Runs `command` to its end (whatever its exit status): its stdout and the CPU seconds it
/// and its children used.
pub fn run_timed(command: &mut Command) -> Result<(String, f64), Error> {
    let before = children_cpu()?;
    let out = command.output().map_err(|e| peer_error("run", e))?;
    let cpu = children_cpu()? - before;
    Ok((String::from_utf8_lossy(&out.stdout).into_owned(), cpu))
}

/// CPU seconds (user + system) of this process's finished children, from
/// `/proc/self/stat` (fields 16 and 17, in Linux's fixed 100 ticks a second).
fn children_cpu() -> Result<f64, Error> {
    let stat = std::fs::read_to_string("/proc/self/stat")
        .map_err(|e| peer_error("CPU time needs Linux's /proc/self/stat", e))?;
    let after_name = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
    let fields: Vec<&str> = after_name.split_whitespace().collect();
    let ticks = |i: usize| fields.get(i).and_then(|f| f.parse::<u64>().ok());
    match (ticks(13), ticks(14)) {
        (Some(user), Some(system)) => Ok((user + system) as f64 / 100.0),
        _ => Err(Error::Peer(
            "/proc/self/stat has no children's times".into(),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_engines_result_line_gives_its_placements() {
        let out = "# compiled\nRESULT algo=naive-codegen-jit-chain seed=1 score=383 breaks=97 \
                   elapsed_s=10.000 nodes=1054806489 backtracks=0 nps=105478256\nBEST - -\n";
        assert_eq!(placements(out), Some(1_054_806_489));
        assert_eq!(placements("RESULT algo=x score=1\n"), None);
        assert_eq!(placements("nodes=5\n"), None);
    }

    #[test]
    fn a_folder_without_the_engine_or_an_unknown_side_gets_one_line() {
        let dir = std::env::temp_dir();
        for (side, says) in [(16, "give a checkout of"), (9, "side 8, 10, 12, 14 or 16")] {
            let Err(e) = PeerEngine::build(&dir, side, &dir.join("peer-work")) else {
                panic!("no engine in {}", dir.display());
            };
            let text = e.to_string();
            assert!(text.contains(says) && !text.contains('\n'), "{text}");
        }
    }

    #[test]
    fn a_child_s_cpu_seconds_are_counted() {
        let busy = "i=0; while [ $i -lt 300000 ]; do i=$((i+1)); done; echo done";
        let (stdout, cpu) = run_timed(Command::new("sh").args(["-c", busy])).unwrap();
        assert_eq!(stdout.trim(), "done");
        assert!(cpu > 0.0, "{cpu}");
    }
}
