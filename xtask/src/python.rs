//! `cargo xtask python-test` (and the last step of `cargo xtask test`): the Python package
//! built and tested from scratch. A virtual environment under `target/py-venv` gets maturin,
//! pytest, numpy and a Jupyter kernel (nbclient, ipykernel, nbconvert) from the package
//! index, maturin builds the abi3 wheel of `crates/py` into `target/wheels`, the wheel is
//! installed (and pygambit, for the cross-check that reads its games, when the index has a
//! wheel of it), and pytest runs `crates/py/tests`, which runs every notebook of
//! `docs/notebooks` in a real kernel and renders it to `target/notebooks/NAME.html`.
//! `cargo xtask bench python` runs `crates/py/bench/vs_pygambit.py` in the same venv, and
//! `cargo xtask bench goofspiel --vs openspiel` `crates/py/bench/vs_openspiel.py`, and
//! `cargo xtask bench partisan --vs cgt-py` `crates/py/bench/vs_cgtpy.py`.

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{bail, Context};

/// What the venv needs from the package index: the build, the tests, and a Jupyter
/// kernel for the example notebooks (nbclient runs them, nbconvert renders them).
const TOOLS: &[&str] = &[
    "maturin>=1.7,<2",
    "pytest",
    "numpy",
    "nbclient",
    "nbformat",
    "nbconvert",
    "ipykernel",
];

/// Builds the wheel, installs it in the venv, and runs the pytest suite.
pub fn test(env: &[(String, String)]) -> anyhow::Result<()> {
    let python = installed(env)?;
    try_install(&python, &["pygambit"], env);
    let tests = crate::project_root().join("crates/py/tests");
    run(
        &python,
        &["-m", "pytest", "-q", &tests.to_string_lossy()],
        env,
    )
}

/// `cargo xtask bench python [SIZES]`: the wheel against pygambit's exact solver and
/// nashpy (installed into the venv when the package index has them) on seeded games.
pub fn bench(env: &[(String, String)], sizes: &[String]) -> anyhow::Result<()> {
    const USAGE: &str = "cargo xtask bench python [N ...]: seeded random integer N x N games \
        (default 30 60 120, each N in 1..=300), the wheel against pygambit and nashpy";
    if sizes.iter().any(|s| s == "--help" || s == "-h") {
        println!("{USAGE}");
        return Ok(());
    }
    if let Some(bad) = sizes
        .iter()
        .find(|s| !s.parse::<u32>().is_ok_and(|n| (1..=300).contains(&n)))
    {
        bail!("`{bad}` is not a game size in 1..=300 ({USAGE})");
    }
    let python = installed(env)?;
    try_install(&python, &["pygambit", "nashpy"], env);
    let script = crate::project_root().join("crates/py/bench/vs_pygambit.py");
    let args: Vec<&str> = sizes.iter().map(String::as_str).collect();
    run(
        &python,
        &[&[&*script.to_string_lossy()], &args[..]].concat(),
        env,
    )
}

/// `cargo xtask bench goofspiel --vs openspiel [N ...]`: the wheel's exact Goofspiel
/// against backward induction over OpenSpiel's game (open_spiel and scipy installed into the
/// venv from the package index).
pub fn bench_openspiel(env: &[(String, String)], sizes: &[String]) -> anyhow::Result<()> {
    let peer = Peer {
        usage: "cargo xtask bench goofspiel --vs openspiel [N ...]: first bids for both \
            payoffs (default N = 4 5, each in 1..=5), dresher exact against backward \
            induction over OpenSpiel's game",
        valid: |s| s.parse::<u32>().is_ok_and(|n| (1..=5).contains(&n)),
        what: "a Goofspiel size in 1..=5",
        packages: &["open_spiel", "scipy"],
        script: "crates/py/bench/vs_openspiel.py",
    };
    peer.run(env, sizes)
}

/// `cargo xtask bench partisan --vs cgt-py [RxC ...]`: the wheel's partisan games against
/// cgt-py (cgt-tools' Python package, installed into the venv from the package index).
pub fn bench_cgtpy(env: &[(String, String)], boards: &[String]) -> anyhow::Result<()> {
    let peer = Peer {
        usage: "cargo xtask bench partisan --vs cgt-py [RxC ...]: random short games, sums, \
            nim sums and Domineering rectangles (default 3x3 4x4 4x5 5x5 5x6, each side in 1..=6), \
            dresher against cgt-py in one run",
        valid: |s| {
            let side = |x: &str| x.parse::<u32>().is_ok_and(|n| (1..=6).contains(&n));
            s.split_once('x').is_some_and(|(r, c)| side(r) && side(c))
        },
        what: "a board RxC with sides in 1..=6",
        packages: &["cgt-py", "anywidget"],
        script: "crates/py/bench/vs_cgtpy.py",
    };
    peer.run(env, boards)
}

/// A peer benchmark: a script of `crates/py/bench` run in the venv with the wheel and the
/// peer's packages installed, its arguments checked first.
struct Peer {
    usage: &'static str,
    valid: fn(&str) -> bool,
    what: &'static str,
    packages: &'static [&'static str],
    script: &'static str,
}

impl Peer {
    fn run(&self, env: &[(String, String)], args: &[String]) -> anyhow::Result<()> {
        if args.iter().any(|s| s == "--help" || s == "-h") {
            println!("{}", self.usage);
            return Ok(());
        }
        if let Some(bad) = args.iter().find(|s| !(self.valid)(s)) {
            bail!("`{bad}` is not {} ({})", self.what, self.usage);
        }
        let python = installed(env)?;
        let pip = ["-m", "pip", "install", "--quiet", "--only-binary=:all:"];
        run(&python, &[&pip[..], self.packages].concat(), env)?;
        let script = crate::project_root().join(self.script);
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        run(
            &python,
            &[&[&*script.to_string_lossy()], &args[..]].concat(),
            env,
        )
    }
}

/// The venv's python with the tools and a freshly built wheel of `crates/py` installed.
fn installed(env: &[(String, String)]) -> anyhow::Result<PathBuf> {
    let root = crate::project_root();
    let venv = root.join("target/py-venv");
    if !venv.join("bin/python").exists() {
        run(
            &find_python()?,
            &["-m", "venv", &venv.to_string_lossy()],
            env,
        )?;
    }
    let python = venv.join("bin/python");
    let pip = ["-m", "pip", "install", "--quiet", "--upgrade"];
    run(&python, &[&pip[..], TOOLS].concat(), env)?;
    let wheels = root.join("target/wheels");
    let _ = std::fs::remove_dir_all(&wheels);
    let manifest = root.join("crates/py/Cargo.toml");
    let (manifest, out, interpreter) = (
        manifest.to_string_lossy(),
        wheels.to_string_lossy(),
        python.to_string_lossy(),
    );
    let args = [
        "build",
        "--release",
        "--quiet",
        "--manifest-path",
        &manifest,
        "--out",
        &out,
        "--interpreter",
        &interpreter,
    ];
    run(&venv.join("bin/maturin"), &args, env)?;
    let wheel = only_wheel(&wheels)?;
    let install = [
        "-m",
        "pip",
        "install",
        "--quiet",
        "--force-reinstall",
        "--no-deps",
    ];
    run(
        &python,
        &[&install[..], &[&*wheel.to_string_lossy()]].concat(),
        env,
    )?;
    Ok(python)
}

/// Installs `packages` into the venv from wheels only (pygambit's source build needs a C++
/// toolchain and minutes; where the index has no wheel for this Python, none is built);
/// on failure says so and goes on: the tests that need them are then skipped, and pytest
/// says which.
fn try_install(python: &Path, packages: &[&str], env: &[(String, String)]) {
    let pip = ["-m", "pip", "install", "--quiet", "--only-binary=:all:"];
    if let Err(e) = run(python, &[&pip[..], packages].concat(), env) {
        eprintln!("xtask: python: {e}; going on with what is installed");
    }
}

/// `python3` from the PATH (CPython 3.9 or newer), or the exact command to get one.
fn find_python() -> anyhow::Result<PathBuf> {
    let ok = Command::new("python3")
        .args(["-c", "import sys, venv; assert sys.version_info >= (3, 9)"])
        .status()
        .is_ok_and(|s| s.success());
    if !ok {
        bail!("the Python tests need python3 >= 3.9 with venv: run `apt-get install -y python3 python3-venv`");
    }
    Ok(PathBuf::from("python3"))
}

fn only_wheel(dir: &Path) -> anyhow::Result<PathBuf> {
    let wheels: Vec<PathBuf> = std::fs::read_dir(dir)
        .with_context(|| format!("maturin wrote no {}", dir.display()))?
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "whl"))
        .collect();
    match wheels.as_slice() {
        [one] => Ok(one.clone()),
        _ => bail!(
            "expected one wheel in {}, found {}",
            dir.display(),
            wheels.len()
        ),
    }
}

fn run(program: &Path, args: &[&str], env: &[(String, String)]) -> anyhow::Result<()> {
    eprintln!("xtask: python: {} {}", program.display(), args.join(" "));
    let status = Command::new(program)
        .args(args)
        .envs(env.iter().map(|(k, v)| (k, v)))
        .status()
        .with_context(|| format!("cannot run {}", program.display()))?;
    if !status.success() {
        bail!(
            "`{} {}` exited with {status}",
            program.display(),
            args.join(" ")
        );
    }
    Ok(())
}
