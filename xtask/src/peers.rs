//! Peer solvers that benchmarks install from a registry into `target/peers` (nothing of
//! theirs enters the tree).

use std::path::PathBuf;
use std::process::Command;

use anyhow::Context;

/// `ogsolve` (P. Beling's octal game solver, crates.io), built with this machine's
/// instructions as its README asks; installed once.
pub fn ogsolve() -> anyhow::Result<PathBuf> {
    let root = crate::project_root().join("target/peers");
    let binary = root.join("bin/ogsolve");
    if binary.exists() {
        return Ok(binary);
    }
    eprintln!(
        "xtask: installing the peer ogsolve 0.0.7 into {}",
        root.display()
    );
    let status = Command::new("cargo")
        .args([
            "install",
            "ogsolve",
            "--version",
            "0.0.7",
            "--locked",
            "--root",
        ])
        .arg(&root)
        .env("RUSTFLAGS", "-C target-cpu=native")
        .status()
        .context("cannot run cargo install")?;
    anyhow::ensure!(status.success(), "cargo install ogsolve failed");
    Ok(binary)
}
