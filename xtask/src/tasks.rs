//! The tasks: the CI test run and pass-through to the `dresher` CLI.

use std::process::Command;

use anyhow::{bail, Context};

use crate::prereq;

/// Everything CI runs, in order; stops at the first failure.
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
    cargo(&env, "tests", &["test", "--workspace"])
}

/// `cargo run --release -p dresher -- <task> <args>`.
pub fn dresher(task: &str, args: &[String]) -> anyhow::Result<()> {
    let env = prereq::ensure()?;
    let mut all = vec![
        "run",
        "--release",
        "--quiet",
        "--package",
        "dresher",
        "--",
        task,
    ];
    all.extend(args.iter().map(String::as_str));
    cargo(&env, task, &all)
}

fn cargo(env: &[(String, String)], step: &str, args: &[&str]) -> anyhow::Result<()> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    eprintln!("xtask: {step}: cargo {}", args.join(" "));
    let status = Command::new(&cargo)
        .args(args)
        .envs(env.iter().map(|(k, v)| (k, v)))
        .status()
        .with_context(|| format!("cannot run {cargo}"))?;
    if !status.success() {
        bail!(
            "{step} failed: `cargo {}` exited with {status}",
            args.join(" ")
        );
    }
    Ok(())
}
