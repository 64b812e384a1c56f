//! `dresher bench impartial`: seconds to each proof and heaps per second for the octal games
//! solved by long computations (`fixtures/impartial/long-periods.tsv`), with the peers side
//! by side: `ogsolve` (P. Beling, crates.io) when `--ogsolve PATH` names its binary
//! (`cargo xtask bench impartial --vs ogsolve` installs it), and M. Rogalski's sparse-space
//! solver when `--rogalski CHECKOUT` names a checkout of rogalski-wmii-uni-lodz-pl/octal
//! that the user brings, and T. Czajka's when `--czajka CHECKOUT` names one of
//! tczajka/octal-games (both built here, `checkouts.rs`; nothing of them is in this
//! repository).

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use anyhow::Context;
use clap::Args;
use impartial::{nim_sequence, Rules};
use verify::budget::Budget;

use super::checkouts::{self, seconds};
use crate::emit;

/// The table of solved games, from the repository root.
const TABLE: &str = "fixtures/impartial/long-periods.tsv";

/// Flags of `dresher bench impartial`.
#[derive(Args)]
pub struct BenchFlags {
    /// Games to time (default: every game of the table that needs at most `--max-heaps`).
    #[arg(long, value_delimiter = ',')]
    codes: Vec<String>,
    /// Leave out games whose proof needs more heaps than this.
    #[arg(long, default_value_t = 25_000_000)]
    max_heaps: usize,
    /// The `ogsolve` binary to run beside ours (method rc2, its fastest).
    #[arg(long, value_name = "PATH")]
    ogsolve: Option<PathBuf>,
    /// A checkout of M. Rogalski's solver (github.com/rogalski-wmii-uni-lodz-pl/octal) to
    /// build with `cargo build --release` and run beside ours.
    #[arg(long, value_name = "CHECKOUT")]
    rogalski: Option<PathBuf>,
    /// A checkout of T. Czajka's solver (github.com/tczajka/octal-games): its
    /// `old/bin/analyze` is built with make and timed beside ours, each to the power of two
    /// of heaps where it proves the period.
    #[arg(long, value_name = "CHECKOUT")]
    czajka: Option<PathBuf>,
}

/// One game of the table: code, preperiod, period.
struct Solved {
    code: String,
    preperiod: usize,
    period: usize,
}

/// Times each game, ours then the peer's, and prints one line each.
pub fn run(flags: &BenchFlags) -> anyhow::Result<()> {
    let games = table()?;
    let chosen: Vec<&Solved> = (games.iter())
        .filter(|g| flags.codes.is_empty() || flags.codes.iter().any(|c| same(c, &g.code)))
        .filter(|g| needed(g).is_ok_and(|n| n <= flags.max_heaps))
        .collect();
    anyhow::ensure!(
        !chosen.is_empty(),
        "no game of {TABLE} matches (--codes, --max-heaps)"
    );
    let rogalski = (flags.rogalski.as_deref())
        .map(checkouts::build_rogalski)
        .transpose()?;
    let czajka = (flags.czajka.as_deref())
        .map(checkouts::build_czajka)
        .transpose()?;
    emit("game    heaps to proof     period  preperiod   dresher s   M heaps/s   ogsolve s   ogsolve/dresher   rogalski s   rogalski/dresher\n")?;
    for g in &chosen {
        let to = needed(g)?;
        let rules = Rules::parse(&g.code)?;
        let start = Instant::now();
        let s = nim_sequence(&rules, to, &Budget::unlimited(), &mut |_| {})?;
        let ours = start.elapsed().as_secs_f64();
        let p = s
            .period
            .with_context(|| format!("{}: no period proved by heap {to}", g.code))?;
        anyhow::ensure!(
            (p.period, p.preperiod) == (g.period, g.preperiod),
            "{}: period {} and preperiod {}, the table says {} and {}",
            g.code,
            p.period,
            p.preperiod,
            g.period,
            g.preperiod
        );
        let peer = match &flags.ogsolve {
            Some(binary) => Some(ogsolve(binary, &g.code, to)?),
            None => None,
        };
        let peer_text = peer.map_or("-".into(), |s| format!("{s:.2}"));
        let ratio = peer.map_or("-".into(), |s| format!("{:.2}", s / ours));
        let last = s.values[to];
        let other = match &rogalski {
            Some(binary) => Some(checkouts::run_rogalski(binary, &g.code, to, last)?),
            None => None,
        };
        let other_text = other.map_or("-".into(), |s| format!("{s:.2}"));
        let other_ratio = other.map_or("-".into(), |s| format!("{:.2}", s / ours));
        emit(&format!(
            "{:<7} {to:>14} {:>10} {:>10} {ours:>11.2} {:>11.2} {peer_text:>11} {ratio:>17} {other_text:>12} {other_ratio:>18}\n",
            g.code,
            p.period,
            p.preperiod,
            to as f64 / ours / 1e6
        ))?;
    }
    match czajka {
        Some(binary) => beside_czajka(&chosen, &binary),
        None => Ok(()),
    }
}

/// A second table: each game timed by T. Czajka's solver, which stops at the first power of
/// two of heaps where its check proves the period, and by ours to the same heaps.
fn beside_czajka(games: &[&Solved], binary: &Path) -> anyhow::Result<()> {
    emit("\nbeside T. Czajka's solver, each to the power of two of heaps where it proves the period\n")?;
    emit("game             heaps   dresher s   M heaps/s    czajka s   czajka/dresher\n")?;
    for g in games {
        let theirs = checkouts::run_czajka(binary, &g.code, g.period, g.preperiod)?;
        let rules = Rules::parse(&g.code)?;
        let start = Instant::now();
        nim_sequence(&rules, theirs.heaps - 1, &Budget::unlimited(), &mut |_| {})?;
        let ours = start.elapsed().as_secs_f64();
        emit(&format!(
            "{:<7} {:>14} {ours:>11.2} {:>11.2} {:>11.2} {:>16.2}\n",
            g.code,
            theirs.heaps,
            theirs.heaps as f64 / ours / 1e6,
            theirs.seconds,
            theirs.seconds / ours
        ))?;
    }
    Ok(())
}

/// Heaps the proof needs: `2e + 2p + t - 1` (every game of the table leaves at most two heaps).
fn needed(g: &Solved) -> anyhow::Result<usize> {
    let rules = Rules::parse(&g.code)?;
    Ok(2 * g.preperiod + 2 * g.period + rules.max_removed() - 1)
}

fn same(a: &str, b: &str) -> bool {
    Rules::parse(a).ok() == Rules::parse(b).ok()
}

fn table() -> anyhow::Result<Vec<Solved>> {
    let text = std::fs::read_to_string(TABLE)
        .with_context(|| format!("cannot read {TABLE} (run from the repository)"))?;
    (text.lines())
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            let number = |i: usize| -> anyhow::Result<usize> {
                f.get(i)
                    .and_then(|x| x.parse().ok())
                    .with_context(|| format!("{TABLE}: bad line `{l}`"))
            };
            Ok(Solved {
                code: f[0].to_string(),
                preperiod: number(1)?,
                period: number(2)?,
            })
        })
        .collect()
}

/// `ogsolve -m rc2 -n TO CODE`: its own calculation time in seconds (start-up left out, as
/// ours is), after checking that it found the same period.
fn ogsolve(binary: &Path, code: &str, to: usize) -> anyhow::Result<f64> {
    let code = Rules::parse(code)?.name();
    let out = Command::new(binary)
        .args(["-m", "rc2", "-n", &to.to_string(), &code])
        .output()
        .with_context(|| format!("cannot run {}", binary.display()))?;
    let text = String::from_utf8_lossy(&out.stdout);
    let line = (text.lines().find(|l| l.contains("calculation time:")))
        .with_context(|| format!("ogsolve {code}: no calculation time in its output"))?;
    let time = line.rsplit(':').next().unwrap_or_default().trim();
    seconds(time).with_context(|| format!("ogsolve {code}"))
}
