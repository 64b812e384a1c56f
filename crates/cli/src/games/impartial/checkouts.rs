//! Peers of `dresher bench impartial` built from checkouts the user brings (nothing of
//! them is in this repository): M. Rogalski's sparse-space solver
//! (github.com/rogalski-wmii-uni-lodz-pl/octal, Rust, built with cargo) and T. Czajka's
//! (github.com/tczajka/octal-games, its C++ solver `old/src/analyze_exec.cc`, built with
//! make); and `seconds`, which reads the times the Rust peers print.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use anyhow::Context;
use impartial::Rules;

/// Builds the checkout's `octal` binary with cargo; its path.
pub fn build_rogalski(checkout: &Path) -> anyhow::Result<PathBuf> {
    let manifest = checkout.join("Cargo.toml");
    let mut cargo = Command::new("cargo");
    cargo
        .args([
            "build",
            "--release",
            "--quiet",
            "--bin",
            "octal",
            "--manifest-path",
        ])
        .arg(&manifest);
    built(cargo, &format!("cargo build of {}", manifest.display()))?;
    Ok(checkout.join("target/release/octal"))
}

/// `octal CODE N`: the values of heaps below `N`, then its period check; its own total
/// time in seconds, after checking that its last value is ours.
pub fn run_rogalski(binary: &Path, code: &str, to: usize, last: u32) -> anyhow::Result<f64> {
    let code = Rules::parse(code)?.name();
    let out = Command::new(binary)
        .args([&code, &(to + 1).to_string()])
        .output()
        .with_context(|| format!("cannot run {}", binary.display()))?;
    let text = String::from_utf8_lossy(&out.stdout);
    let value = format!("G({to}) = {last}");
    anyhow::ensure!(
        text.contains(&value),
        "the Rogalski solver on {code}: its output has no `{value}`"
    );
    let line = (text.lines().rev().find(|l| l.starts_with("total:")))
        .with_context(|| format!("the Rogalski solver on {code}: no total time"))?;
    seconds(line.trim_start_matches("total:").trim()).with_context(|| format!("rogalski {code}"))
}

/// Builds the checkout's `old/bin/analyze` with make; its path.
pub fn build_czajka(checkout: &Path) -> anyhow::Result<PathBuf> {
    let dir = checkout.join("old");
    let mut make = Command::new("make");
    make.args(["--quiet", "-C"]).arg(&dir).arg("bin/analyze");
    built(make, &format!("make bin/analyze in {}", dir.display()))?;
    Ok(dir.join("bin/analyze"))
}

/// Runs a build command; an error naming `what` when it cannot run or fails.
fn built(mut command: Command, what: &str) -> anyhow::Result<()> {
    let status = (command.status()).with_context(|| format!("cannot run {what}"))?;
    anyhow::ensure!(status.success(), "{what} failed");
    Ok(())
}

/// What T. Czajka's solver did on one game.
pub struct CzajkaRun {
    /// Its whole run's wall time, in seconds.
    pub seconds: f64,
    /// The heaps it computed: `0..heaps`, a power of two.
    pub heaps: usize,
}

/// `analyze CODE`: it computes the values to each power of two in turn and stops at the
/// first where its check proves the period. Its run, after checking that it found the
/// period and preperiod given.
pub fn run_czajka(
    binary: &Path,
    code: &str,
    period: usize,
    preperiod: usize,
) -> anyhow::Result<CzajkaRun> {
    let code = Rules::parse(code)?.name();
    let start = Instant::now();
    let out = Command::new(binary)
        .arg(&code)
        .output()
        .with_context(|| format!("cannot run {}", binary.display()))?;
    let seconds = start.elapsed().as_secs_f64();
    let text = String::from_utf8_lossy(&out.stdout);
    let found = format!("Found period start={preperiod} period={period}");
    anyhow::ensure!(
        text.contains(&found),
        "Czajka's solver on {code}: its output has no `{found}`"
    );
    let power = (text.lines().rev())
        .find_map(|l| {
            l.strip_prefix("n=2^")?
                .split(' ')
                .next()?
                .parse::<u32>()
                .ok()
        })
        .with_context(|| format!("Czajka's solver on {code}: no `n=2^k` line"))?;
    Ok(CzajkaRun {
        seconds,
        heaps: 1 << power,
    })
}

/// A Rust `Duration` as Debug prints it (`296.73µs`, `308.06ms`, `49.39s`) in seconds.
pub fn seconds(time: &str) -> anyhow::Result<f64> {
    let digits = time.trim_end_matches(|c: char| c.is_alphabetic() || c == 'µ');
    let scale = match &time[digits.len()..] {
        "s" => 1.0,
        "ms" => 1e-3,
        "µs" | "us" => 1e-6,
        "ns" => 1e-9,
        unit => anyhow::bail!("unknown time unit `{unit}`"),
    };
    Ok(digits
        .parse::<f64>()
        .with_context(|| format!("time `{time}`"))?
        * scale)
}
