//! The tasks: the CI test run (ending with the real-Slurm cluster test) and pass-through to
//! the `dresher` CLI, on the build of it the task needs ([`Build`]).

use std::process::Command;

use anyhow::{bail, Context};

use crate::prereq;

/// Everything CI runs, in order (fmt, clippy, tests, the lean build's lints and tests,
/// rustdoc without warnings, the cluster test, the Python package's wheel and pytest suite);
/// stops at the first failure.
pub fn test(args: &[String]) -> anyhow::Result<()> {
    if !args.is_empty() {
        bail!(
            "`cargo xtask test` takes no arguments (got `{}`)",
            args.join(" ")
        );
    }
    let env = prereq::ensure()?;
    cargo(&env, "format", &["fmt", "--all", "--", "--check"])?;
    cargo(
        &env,
        "lints",
        &[
            "clippy",
            "--workspace",
            "--all-targets",
            "--",
            "-D",
            "warnings",
        ],
    )?;
    cargo(&env, "tests", &["test", "--workspace"])?;
    lean()?;
    let mut doc_env = env.clone();
    doc_env.push(("RUSTDOCFLAGS".into(), "-D warnings".into()));
    cargo(&doc_env, "docs", &["doc", "--workspace", "--no-deps"])?;
    crate::cluster::test(&[])?;
    crate::python::test(&env)
}

/// The build without HiGHS and CaDiCaL ([`Build::Lean`]): its lints, lp-core's tests (the
/// dense master's own fallback), and the binary's end to end (`crates/cli/tests/lean.rs`).
fn lean() -> anyhow::Result<()> {
    let crates = ["-p", "lp-core", "-p", "dresher-eternity", "-p", "dresher"];
    let lints = [
        &["clippy"][..],
        &crates,
        &["--no-default-features", "--all-targets"],
    ];
    cargo(
        &[],
        "lean lints",
        &[&lints.concat()[..], &["--", "-D", "warnings"]].concat(),
    )?;
    let lp_core = ["test", "-p", "lp-core", "--no-default-features"];
    cargo(&[], "lean tests", &lp_core)?;
    let binary = [
        "test",
        "-p",
        "dresher",
        "--no-default-features",
        "--test",
        "lean",
    ];
    cargo(&[], "lean tests", &binary)
}

/// Which build of `dresher` a task runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Build {
    /// Every back end: HiGHS and CaDiCaL, built from their C++ sources (cmake, libclang),
    /// in `target/release`.
    Full,
    /// Without them (`--no-default-features`), in `target/lean/release`: the guessing
    /// game's tasks, whose master LPs the dense master solves alone. No cmake, libclang or
    /// C++ compile: the build takes a third of the full one's minutes.
    Lean,
}

impl Build {
    /// The guessing game's tasks are lean, unless they ask for HiGHS (`--master highs`);
    /// so is any `--help` (both builds have the same flags, and help should not cost a C++
    /// build); every other task is full.
    pub fn for_task(task: &str, args: &[String]) -> Build {
        if args.iter().any(|a| a == "--help" || a == "-h") {
            return Build::Lean;
        }
        let positional = args.first().filter(|_| task == "bench").map(String::as_str);
        let game = value_of("--game", args).or(positional);
        match (game, value_of("--master", args)) {
            (Some("guessing"), master) if master != Some("highs") => Build::Lean,
            _ => Build::Full,
        }
    }

    /// The cargo target folder of this build.
    fn target(self) -> std::path::PathBuf {
        let target = std::env::var_os("CARGO_TARGET_DIR").unwrap_or_else(|| "target".into());
        match self {
            Build::Full => target.into(),
            Build::Lean => std::path::Path::new(&target).join("lean"),
        }
    }
}

/// The value given to `flag` as `flag value` or `flag=value`.
fn value_of<'a>(flag: &str, args: &'a [String]) -> Option<&'a str> {
    args.iter()
        .enumerate()
        .find_map(|(i, a)| match a.strip_prefix(flag) {
            Some("") => args.get(i + 1).map(String::as_str),
            Some(rest) => rest.strip_prefix('='),
            None => None,
        })
}

/// `dresher <task> <args>`, built first (the build [`Build::for_task`] picks) with `cargo
/// build --release -p dresher` (not quiet, so a wait for cargo's build lock or a rebuild
/// shows). xtask then becomes dresher (exec): its exit code is dresher's, and Ctrl-C or
/// SIGTERM reach dresher alone, so a sweep that saves its N in flight before it stops is not
/// left running behind a shell prompt.
pub fn dresher(task: &str, args: &[String]) -> anyhow::Result<()> {
    use std::os::unix::process::CommandExt;
    let build = Build::for_task(task, args);
    build_dresher(build)?;
    let binary = build.target().join("release/dresher");
    let error = Command::new(&binary).arg(task).args(args).exec();
    Err(error).with_context(|| format!("cannot run {}", binary.display()))
}

/// `cargo build --release -p dresher`, for the pass-through and the cluster test's jobs; the
/// full build first checks (as root installs) HiGHS's build prerequisites, the lean one
/// needs none.
pub fn build_dresher(build: Build) -> anyhow::Result<()> {
    let build_args = ["build", "--release", "--package", "dresher"];
    match build {
        Build::Full => cargo(&prereq::ensure()?, "build", &build_args),
        Build::Lean => {
            let target = build.target();
            let target = target
                .to_str()
                .context("the target folder's name is not UTF-8")?;
            let lean = ["--no-default-features", "--target-dir", target];
            let step = "build without HiGHS and CaDiCaL";
            cargo(&[], step, &[&build_args[..], &lean].concat())
        }
    }
}

fn cargo(env: &[(String, String)], step: &str, args: &[&str]) -> anyhow::Result<()> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    eprintln!("xtask: {step}: cargo {}", args.join(" "));
    let status = Command::new(&cargo)
        .args(args)
        .envs(env.iter().map(|(k, v)| (k, v)))
        .status()
        .with_context(|| format!("cannot run {cargo}"))?;
    if interrupted(&status) {
        std::process::exit(130); // the child said how to resume; an interrupt is no failure
    }
    if !status.success() {
        bail!(
            "{step} failed: `cargo {}` exited with {status}",
            args.join(" ")
        );
    }
    Ok(())
}

/// Ctrl-C: the child exited with 130 (it handled the interrupt) or died of SIGINT.
fn interrupted(status: &std::process::ExitStatus) -> bool {
    use std::os::unix::process::ExitStatusExt;
    status.code() == Some(130) || status.signal() == Some(2)
}

#[cfg(test)]
mod tests {
    use super::Build;

    fn build(task: &str, args: &str) -> Build {
        let args: Vec<String> = args.split_whitespace().map(String::from).collect();
        Build::for_task(task, &args)
    }

    #[test]
    fn the_guessing_games_tasks_are_lean_unless_they_ask_for_highs() {
        assert_eq!(build("sweep", "--game guessing --to 980"), Build::Lean);
        assert_eq!(build("bench", "guessing --from 1 --to 9"), Build::Lean);
        assert_eq!(
            build("bench", "--game guessing --from 1 --to 9"),
            Build::Lean
        );
        assert_eq!(build("solve", "--game=guessing --n 12"), Build::Lean);
        assert_eq!(
            build("sweep", "--game guessing --master highs"),
            Build::Full
        );
        assert_eq!(build("bench", "guessing --master=highs"), Build::Full);
        assert_eq!(build("solve", "--game eternity --method sat"), Build::Full);
        assert_eq!(build("bench", "linsolve --n 500"), Build::Full);
        assert_eq!(build("verify", ""), Build::Full);
        assert_eq!(build("solve", "--help"), Build::Lean);
        assert_eq!(build("solve", "--game eternity -h"), Build::Lean);
    }
}
