//! The tasks: the CI test run (ending with the real-Slurm cluster test) and pass-through to
//! the `dresher` CLI.

use std::process::Command;

use anyhow::{bail, Context};

use crate::prereq;

/// Everything CI runs, in order (fmt, clippy, tests, rustdoc without warnings, the cluster
/// test, the Python package's wheel and pytest suite); stops at the first failure.
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
    let mut doc_env = env.clone();
    doc_env.push(("RUSTDOCFLAGS".into(), "-D warnings".into()));
    cargo(&doc_env, "docs", &["doc", "--workspace", "--no-deps"])?;
    crate::cluster::test(&[])?;
    crate::python::test(&env)
}

/// `dresher <task> <args>`, built first with `cargo build --release -p dresher` (not quiet,
/// so a wait for cargo's build lock or a rebuild shows). xtask then becomes dresher (exec):
/// its exit code is dresher's, and Ctrl-C or SIGTERM reach dresher alone, so a sweep that
/// saves its N in flight before it stops is not left running behind a shell prompt.
pub fn dresher(task: &str, args: &[String]) -> anyhow::Result<()> {
    use std::os::unix::process::CommandExt;
    build_dresher()?;
    let target = std::env::var_os("CARGO_TARGET_DIR").unwrap_or_else(|| "target".into());
    let binary = std::path::Path::new(&target).join("release/dresher");
    let error = Command::new(&binary).arg(task).args(args).exec();
    Err(error).with_context(|| format!("cannot run {}", binary.display()))
}

/// `cargo build --release -p dresher`, for the pass-through and the cluster test's jobs.
pub fn build_dresher() -> anyhow::Result<()> {
    let env = prereq::ensure()?;
    cargo(
        &env,
        "build",
        &["build", "--release", "--package", "dresher"],
    )
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
