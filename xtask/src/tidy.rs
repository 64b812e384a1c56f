//! Repository rules checked as plain tests: crate docs and the dependency direction of
//! ARCHITECTURE.md (`verify` <- `lp-core` <- game crates <- `dresher-plots` <- the `dresher`
//! CLI).

use std::fs;
use std::path::PathBuf;

const OURS: &[&str] = &[
    "verify",
    "lp-core",
    "bst-oracles",
    "guessing",
    "nhg",
    "partisan",
    "racing",
    "goofspiel",
    "eternity",
    "dresher-plots",
    "dresher-fuzz",
    "dresher-py",
    "dresher",
];

pub(crate) fn crates() -> Vec<PathBuf> {
    let root = crate::project_root().join("crates");
    let mut dirs: Vec<PathBuf> = fs::read_dir(root)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .collect();
    dirs.sort();
    dirs
}

/// Workspace crates named in the `[dependencies]` section of a manifest.
fn dependencies(manifest: &str) -> Vec<String> {
    let mut in_deps = false;
    let mut out = Vec::new();
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            in_deps = line == "[dependencies]";
        } else if in_deps {
            let name = line.split(['.', '=', ' ']).next().unwrap_or("");
            if OURS.contains(&name) {
                out.push(name.to_string());
            }
        }
    }
    out
}

fn allowed(krate: &str, dep: &str) -> bool {
    match krate {
        "verify" => false,
        "lp-core" | "bst-oracles" => dep == "verify",
        "dresher" => true,
        "dresher-plots" => dep != "dresher",
        // Python draws the CLI's pictures (dresher-plots) but never reaches into the CLI.
        "dresher-py" => !dep.starts_with("dresher") || dep == "dresher-plots",
        "dresher-fuzz" => dep != "dresher" && dep != "dresher-plots",
        "guessing" => ["verify", "lp-core", "bst-oracles"].contains(&dep),
        _ => ["verify", "lp-core"].contains(&dep),
    }
}

#[test]
fn dependencies_flow_one_way() {
    for dir in crates() {
        let manifest = fs::read_to_string(dir.join("Cargo.toml")).unwrap();
        let package = manifest
            .lines()
            .find_map(|l| l.strip_prefix("name = "))
            .unwrap()
            .trim_matches('"');
        // `dresher-verify` and the like: packages renamed for crates.io, named by library.
        let name = package
            .strip_prefix("dresher-")
            .filter(|lib| OURS.contains(lib))
            .unwrap_or(package)
            .to_string();
        for dep in dependencies(&manifest) {
            assert!(
                allowed(&name, &dep),
                "crate `{name}` must not depend on `{dep}` (see ARCHITECTURE.md)"
            );
        }
    }
}

#[test]
fn every_crate_root_opens_with_docs() {
    for dir in crates() {
        for root in ["src/lib.rs", "src/main.rs"] {
            let path = dir.join(root);
            if let Ok(text) = fs::read_to_string(&path) {
                assert!(
                    text.starts_with("//!"),
                    "{} must start with a `//!` crate doc",
                    path.display()
                );
            }
        }
    }
}

#[test]
fn no_ignored_or_should_panic_tests() {
    let mut stack = crates();
    while let Some(path) = stack.pop() {
        if path.is_dir() {
            stack.extend(fs::read_dir(&path).unwrap().flatten().map(|e| e.path()));
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = fs::read_to_string(&path).unwrap();
            for banned in ["#[ignore", "#[should_panic"] {
                assert!(
                    !text.contains(banned),
                    "{}: no `{banned}]` tests (test Err results instead)",
                    path.display()
                );
            }
        }
    }
}

/// Library first: every game crate and `lp-core` (matrix games) carries a small
/// program under `examples/` that uses only its public API; `cargo test` compiles it, so a
/// boundary move that hides what the CLI needs breaks the build here first.
#[test]
fn every_game_crate_has_a_public_api_example() {
    for name in [
        "lp-core",
        "guessing",
        "nhg",
        "goofspiel",
        "eternity",
        "partisan",
        "impartial",
        "racing",
    ] {
        let dir = crate::project_root()
            .join("crates")
            .join(name)
            .join("examples");
        let programs = fs::read_dir(&dir).map_or(0, |d| {
            d.flatten()
                .filter(|e| e.path().extension().is_some_and(|x| x == "rs"))
                .count()
        });
        assert!(
            programs > 0,
            "crates/{name}/examples/ needs a program using the public API"
        );
    }
}
