//! `dresher fuzz <target> [--runs N]`: hostile input for every reader. Mutated copies of
//! real inputs go through the reader (and, where cheap, the solver and an independent
//! exact re-check); a panic, a multi-line error, a wrong certified answer, an input over the
//! time limit or the process over the memory limit is a defect. Built on proptest (stable
//! Rust), one runner per core, reproducible from `--seed`.

mod targets;

use clap::{Args, ValueEnum};

pub use dresher_fuzz::Report;
pub use targets::TargetName;

/// Arguments of `dresher fuzz`.
#[derive(Args)]
#[command(
    after_help = "Examples:\n  cargo xtask fuzz nfg --runs 1000000\n  cargo xtask fuzz flags --runs 20000 --seed 7\n\n\
    A breach of the time or memory limit ends the run at once with exit code 3 and saves the input\n\
    to results/fuzz/breach.bin; any other defect is shrunk to a small input and printed."
)]
pub struct FuzzArgs {
    /// The reader to fuzz.
    #[arg(value_enum)]
    target: TargetName,
    /// Inputs to try.
    #[arg(long, default_value_t = 100_000)]
    runs: u32,
    /// Seed of the mutations (a run is reproducible from it).
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Seconds one input may take (default: 1 for the readers; 30 for `flags`, whose
    /// command lines each run a whole search under a time limit of 0.25 s, plus the set-up
    /// before its first look at the clock, which only the size limits bound).
    #[arg(long, value_name = "SECONDS", value_parser = crate::limits::positive_seconds)]
    max_seconds: Option<std::time::Duration>,
    /// Resident memory the process may reach, in MiB.
    #[arg(long, default_value_t = 2048)]
    max_rss_mib: u64,
}

/// What one input of a reader may take.
const READER_SECONDS: std::time::Duration = std::time::Duration::from_secs(1);
/// What one command line of `flags` may take: its search's injected time limit and the
/// set-up before the search, which only the size limits bound.
const FLAGS_SECONDS: std::time::Duration = std::time::Duration::from_secs(30);

/// Runs `dresher fuzz`.
pub fn run(args: &FuzzArgs) -> anyhow::Result<()> {
    anyhow::ensure!(args.runs >= 1, "--runs must be at least 1");
    for target in args.target.each() {
        let default = match target {
            TargetName::Flags => FLAGS_SECONDS,
            _ => READER_SECONDS,
        };
        let limits = dresher_fuzz::Limits {
            time: args.max_seconds.unwrap_or(default),
            rss_bytes: args.max_rss_mib << 20,
        };
        let r = fuzz(target, args.runs, args.seed, limits);
        // The command-line target turns output off for the commands it runs.
        crate::QUIET.store(false, std::sync::atomic::Ordering::Relaxed);
        report(target, &r?)?;
    }
    Ok(())
}

/// One line per target: inputs, verdicts, speed, the slowest input and peak memory.
fn report(target: TargetName, r: &Report) -> anyhow::Result<()> {
    let name = target.to_possible_value().map(|v| v.get_name().to_string());
    crate::emit(&format!(
        "fuzz {}: {} inputs ({} accepted, {} refused with a one-line error), {:.1} s, \
         {:.0} inputs/s, slowest input {:.3} s, peak memory {} MiB, no defect\n",
        name.unwrap_or_default(),
        r.inputs,
        r.accepted,
        r.rejected,
        r.seconds,
        r.inputs as f64 / r.seconds.max(1e-9),
        r.slowest,
        r.peak_rss >> 20
    ))
}

/// Fuzzes one target; an error describes the first defect found.
pub fn fuzz(
    target: TargetName,
    runs: u32,
    seed: u64,
    limits: dresher_fuzz::Limits,
) -> anyhow::Result<Report> {
    Ok(dresher_fuzz::run(&target.target()?, runs, seed, limits)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small run of every target: the million-input runs are `cargo xtask fuzz`.
    #[test]
    fn every_target_survives_a_small_run() {
        let limits = dresher_fuzz::Limits {
            time: std::time::Duration::from_secs(20),
            rss_bytes: 8 << 30,
        };
        for target in TargetName::All.each() {
            let r = fuzz(target, 300, 42, limits).unwrap_or_else(|e| panic!("{target:?}: {e}"));
            assert_eq!(r.inputs, 300, "{target:?}");
            assert!(
                r.rejected > 0,
                "{target:?}: no input was refused, so the mutations do not reach the checks"
            );
        }
    }
}
