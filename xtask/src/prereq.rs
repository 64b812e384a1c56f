//! HiGHS build prerequisites: `cmake` (highs-sys builds HiGHS from source) and libclang
//! (highs-sys runs bindgen). Without libclang the build fails only after the whole C++
//! compile, so both are checked before cargo starts.

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{bail, Context};

const PACKAGES: &[&str] = &["cmake", "libclang-dev", "ccache"];

/// Checks the prerequisites and installs missing ones when running as root with apt-get.
/// Returns the environment variables to pass to cargo (ccache launchers when available).
pub fn ensure() -> anyhow::Result<Vec<(String, String)>> {
    let missing = missing();
    if !missing.is_empty() {
        install(&missing)?;
        let still = self::missing();
        if !still.is_empty() {
            bail!("still missing after apt-get: {}", still.join(", "));
        }
    }
    Ok(ccache_env())
}

fn missing() -> Vec<&'static str> {
    let mut out = Vec::new();
    if find_in_path("cmake").is_none() {
        out.push("cmake");
    }
    if find_libclang().is_none() {
        out.push("libclang");
    }
    out
}

fn install(missing: &[&str]) -> anyhow::Result<()> {
    let why = format!(
        "HiGHS needs {} to build (or set LIBCLANG_PATH to the folder of libclang.so)",
        missing.join(" and ")
    );
    apt_install(&why, PACKAGES)
}

/// Installs `packages` with apt-get when running as root, or stops with the exact command to
/// run (`why` says what needs them).
pub fn apt_install(why: &str, packages: &[&str]) -> anyhow::Result<()> {
    let command = format!(
        "apt-get update && apt-get install -y {}",
        packages.join(" ")
    );
    let root = Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| o.stdout.starts_with(b"0"));
    if !root || find_in_path("apt-get").is_none() {
        bail!("{why}; run as root: `{command}`");
    }
    eprintln!("xtask: {why}; installing: {command}");
    let run = |args: &[&str]| -> anyhow::Result<()> {
        let status = Command::new("apt-get")
            .args(args)
            .env("DEBIAN_FRONTEND", "noninteractive")
            .status()
            .context("cannot run apt-get")?;
        if !status.success() {
            bail!(
                "`apt-get {}` failed ({status}); run `{command}` by hand",
                args.join(" ")
            );
        }
        Ok(())
    };
    run(&["update", "-qq"])?;
    run(&[&["install", "-y", "-qq"], packages].concat())
}

pub fn find_in_path(program: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(program))
        .find(|p| p.is_file())
}

/// Where clang-sys looks: `LIBCLANG_PATH`, LLVM install folders, the system library folders.
fn find_libclang() -> Option<PathBuf> {
    let mut dirs: Vec<PathBuf> = std::env::var_os("LIBCLANG_PATH")
        .map(PathBuf::from)
        .into_iter()
        .collect();
    if let Ok(entries) = std::fs::read_dir("/usr/lib") {
        let llvm = entries
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.to_string_lossy().contains("/llvm"));
        dirs.extend(llvm.map(|p| p.join("lib")));
    }
    dirs.extend(
        [
            "/usr/lib/x86_64-linux-gnu",
            "/usr/lib/aarch64-linux-gnu",
            "/usr/lib64",
            "/usr/lib",
            "/usr/local/lib",
        ]
        .map(PathBuf::from),
    );
    dirs.into_iter().find(|d| has_libclang(d))
}

fn has_libclang(dir: &Path) -> bool {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return false;
    };
    entries.flatten().any(|e| {
        let name = e.file_name().to_string_lossy().into_owned();
        let versioned = name
            .strip_prefix("libclang-")
            .is_some_and(|v| v.starts_with(|c: char| c.is_ascii_digit()));
        (name.starts_with("libclang.so") || versioned) && name.contains(".so")
    })
}

/// With ccache on the PATH, HiGHS rebuilds take about a minute instead of six.
fn ccache_env() -> Vec<(String, String)> {
    if find_in_path("ccache").is_none() {
        return Vec::new();
    }
    ["CMAKE_C_COMPILER_LAUNCHER", "CMAKE_CXX_COMPILER_LAUNCHER"]
        .iter()
        .map(|k| (k.to_string(), "ccache".to_string()))
        .chain([("CCACHE_BASEDIR".to_string(), "/".to_string())])
        .collect()
}
