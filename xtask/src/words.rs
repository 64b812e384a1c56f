//! The repository speaks of the software, never of how it is being made: no diary of its
//! making and no ticket numbers in docs, comments, CLI text or test names. Every text file
//! of the checkout (outside build folders) is read as words, so a phrase broken over two
//! lines is still found. The phrases themselves appear only in this file, as the matcher's
//! cases and its test, which is why the scan leaves this file out.

use std::fs;
use std::path::{Path, PathBuf};

const TEXT: &[&str] = &[
    "md", "rs", "toml", "py", "sh", "sbatch", "yml", "yaml", "pyi",
];
const SKIP: &[&str] = &["target", ".git", "node_modules", "__pycache__", ".venv"];

/// Every text file under `dir`, build and VCS folders left out.
fn text_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for path in fs::read_dir(&dir).unwrap().flatten().map(|e| e.path()) {
            let name = path.file_name().unwrap().to_string_lossy().to_string();
            if path.is_dir() {
                if !SKIP.contains(&name.as_str()) {
                    stack.push(path);
                }
            } else if path
                .extension()
                .is_some_and(|e| TEXT.contains(&e.to_string_lossy().as_ref()))
            {
                out.push(path);
            }
        }
    }
    out
}

/// The text's words, lower case, stripped of the punctuation around them.
fn words(text: &str) -> Vec<String> {
    text.split_whitespace()
        .map(|w| {
            w.trim_matches(|c: char| !c.is_alphanumeric() && c != '#')
                .to_lowercase()
        })
        .filter(|w| !w.is_empty())
        .collect()
}

fn is_ordinal(word: &str) -> bool {
    let endings = [
        "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth",
        "tenth", "eleventh", "twelfth", "teenth", "tieth",
    ];
    endings.iter().any(|e| word.ends_with(e))
        || (word.len() > 2
            && word.as_bytes()[0].is_ascii_digit()
            && ["st", "nd", "rd", "th"].iter().any(|e| word.ends_with(e)))
}

/// The phrase about the project's making at `words[i..]`, if one starts there.
fn making(words: &[String], i: usize) -> Option<String> {
    let w = words[i].as_str();
    let next = words.get(i + 1).map_or("", String::as_str);
    let numbered = |s: &str| {
        s.trim_start_matches('#')
            .starts_with(|c: char| c.is_ascii_digit())
    };
    let found = match w {
        "issue" | "issues" => numbered(next) || next == "notes" || next == "asks",
        "issue's" | "tonight" | "tonight's" => true,
        "this" | "last" | "next" | "that" => next.starts_with("session") || next == "night's",
        "work" => next.starts_with("period"),
        "every" => next == "stop",
        _ => is_ordinal(w) && next.starts_with("session"),
    };
    found.then(|| format!("{w} {next}"))
}

#[test]
fn no_words_about_how_the_project_is_made() {
    let root = crate::project_root();
    let this_file = root.join("xtask/src/words.rs");
    let mut found = Vec::new();
    for path in text_files(&root).into_iter().filter(|p| *p != this_file) {
        let Ok(text) = fs::read_to_string(&path) else {
            continue;
        };
        let lower = text.to_lowercase();
        for raw in ["(issue:", "the_issue", "issue_"] {
            if lower.contains(raw) {
                found.push(format!("{}: \"{raw}\"", path.display()));
            }
        }
        let words = words(&text);
        for i in 0..words.len() {
            if let Some(phrase) = making(&words, i) {
                found.push(format!("{}: \"{phrase}\"", path.display()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "text about how the project is made, not about the software:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_phrases_are_found_across_lines() {
    let text = "run in the twenty-first\nsession, see issue 47; the Issue's goal";
    let w = words(text);
    let hits: Vec<String> = (0..w.len()).filter_map(|i| making(&w, i)).collect();
    assert_eq!(hits, ["twenty-first session", "issue 47", "issue's goal"]);
    let fine = words("a session ending, the first solution, an issue of speed");
    assert!((0..fine.len()).all(|i| making(&fine, i).is_none()));
}
