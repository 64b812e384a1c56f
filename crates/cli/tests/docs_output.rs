//! Every output the docs show is the command's real output. Two forms are checked:
//!
//! - a transcript in a fenced block: a line `$ dresher ARGS` and, until the next `$ ` line
//!   or the block's end, what it prints (standard output, then standard error). A line
//!   `...` (indented or not) stands for any lines; `...` inside a line for any text there; in a line that
//!   gives a time (`seconds`, ` s,`, `/s`) every decimal number stands for any.
//! - a command in a `sh` block with a comment `# -> TEXT`: TEXT is in what it prints.
//!
//! Commands run from the repository's root, `cargo xtask CMD` as `dresher CMD`.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The repository's root.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// README.md and the docs a user reads.
fn documents() -> Vec<PathBuf> {
    let mut files = vec![root().join("README.md")];
    for folder in ["docs", "docs/design"] {
        let entries = std::fs::read_dir(root().join(folder)).expect("the docs folders");
        files.extend(entries.map(|e| e.unwrap().path()));
    }
    files.retain(|p| p.extension().is_some_and(|e| e == "md"));
    files.sort();
    files
}

/// A command's words, as a shell splits them (single and double quotes).
fn words(line: &str) -> Vec<String> {
    let (mut out, mut word, mut quote, mut any) = (Vec::new(), String::new(), None, false);
    for c in line.chars() {
        match (quote, c) {
            (None, '\'' | '"') => (quote, any) = (Some(c), true),
            (Some(q), c) if c == q => quote = None,
            (None, c) if c.is_whitespace() => {
                if any {
                    out.push(std::mem::take(&mut word));
                }
                any = false;
            }
            (_, c) => (word.push(c), any = true).1,
        }
    }
    if any {
        out.push(word);
    }
    out
}

/// What `dresher ARGS` prints: standard output, then standard error.
fn run(command: &str) -> String {
    let args = words(command);
    let args = match args.first().map(String::as_str) {
        Some("dresher") => &args[1..],
        Some("cargo") if args.get(1).is_some_and(|a| a == "xtask") => &args[2..],
        _ => panic!("not a dresher command: {command}"),
    };
    let o = Command::new(env!("CARGO_BIN_EXE_dresher"))
        .args(args)
        .current_dir(root())
        .output()
        .unwrap();
    String::from_utf8_lossy(&o.stdout).into_owned() + &String::from_utf8_lossy(&o.stderr)
}

/// A line with its times blurred when it gives any: each decimal number becomes `#`.
fn blurred(line: &str) -> String {
    let timed = ["seconds", " s,", " s ", " s)", "/s"]
        .iter()
        .any(|t| line.contains(t))
        || line.ends_with(" s");
    if !timed {
        return line.trim_end().to_string();
    }
    let mut out = String::new();
    let mut chars = line.trim_end().chars().peekable();
    while let Some(c) = chars.next() {
        if !c.is_ascii_digit() {
            out.push(c);
            continue;
        }
        let mut number = c.to_string();
        while let Some(&d) = chars.peek().filter(|d| d.is_ascii_digit() || **d == '.') {
            number.push(d);
            chars.next();
        }
        out += if number.contains('.') { "#" } else { &number };
    }
    out
}

/// Whether `line` matches the shown `pattern` (`...` for any text).
fn line_matches(pattern: &str, line: &str) -> bool {
    let (pattern, line) = (blurred(pattern), blurred(line));
    let parts: Vec<&str> = pattern.split("...").collect();
    if parts.len() == 1 {
        return pattern == line;
    }
    let mut rest = match line.strip_prefix(parts[0]) {
        Some(r) => r,
        None => return false,
    };
    for part in &parts[1..parts.len() - 1] {
        match rest.find(part) {
            Some(i) => rest = &rest[i + part.len()..],
            None => return false,
        }
    }
    rest.ends_with(parts[parts.len() - 1])
}

/// Whether the shown lines match the printed ones (`...` alone for any lines).
fn matches(shown: &[&str], printed: &[&str]) -> bool {
    match shown.split_first() {
        None => printed.is_empty(),
        Some((first, rest)) if first.trim() == "..." => {
            (0..=printed.len()).any(|i| matches(rest, &printed[i..]))
        }
        Some((first, rest)) => {
            printed.first().is_some_and(|p| line_matches(first, p)) && matches(rest, &printed[1..])
        }
    }
}

/// The transcripts of a Markdown text: each `$ ` command with the lines shown after it
/// in its fenced block.
fn transcripts(text: &str) -> Vec<(String, Vec<String>)> {
    let (mut found, mut open, mut fenced) = (Vec::new(), None, false);
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            (fenced, open) = (!fenced, None);
        } else if let Some(command) = line.strip_prefix("$ ").filter(|_| fenced) {
            found.push((command.to_string(), Vec::new()));
            open = Some(found.len() - 1);
        } else if let Some(i) = open {
            found[i].1.push(line.to_string());
        }
    }
    found
}

/// The `# -> TEXT` claims of a Markdown text: each command with the text it must print.
fn claims(text: &str) -> Vec<(String, String)> {
    let joined = text.replace("\\\n", " ");
    let lines = joined.lines().filter_map(|l| {
        let (command, claim) = l.trim_start().split_once(" # -> ")?;
        let runs = command.starts_with("cargo xtask ") || command.starts_with("dresher ");
        runs.then(|| (command.trim().to_string(), claim.trim().to_string()))
    });
    lines.collect()
}

#[test]
fn the_matcher_reads_elisions_and_times() {
    assert!(matches(&["a", "...", "d"], &["a", "b", "c", "d"]));
    assert!(matches(&["a", "...", "b"], &["a", "b"]));
    assert!(!matches(&["a", "c"], &["a", "b"]));
    assert!(line_matches("value: ... (~ 5.8)", "value: 296/51 (~ 5.8)"));
    assert!(line_matches(
        "seconds: 0.01 (0.01 certifying)",
        "seconds: 0.03 (0.02 certifying)"
    ));
    assert!(!line_matches("value: 0.5", "value: 0.6"));
    assert_eq!(words("dresher a 'b c' \"d\""), ["dresher", "a", "b c", "d"]);
}

#[test]
fn every_output_the_docs_show_is_the_real_output() {
    let (mut checked, mut wrong) = (0, Vec::new());
    for doc in documents() {
        let text = std::fs::read_to_string(&doc).unwrap();
        let name = doc.file_name().unwrap().to_string_lossy().into_owned();
        for (command, shown) in transcripts(&text) {
            let printed = run(&command);
            let printed: Vec<&str> = printed.lines().collect();
            let shown: Vec<&str> = shown.iter().map(String::as_str).collect();
            if !matches(&shown, &printed) {
                wrong.push(format!(
                    "{name}: $ {command}\nshown:\n{}\nprinted:\n{}",
                    shown.join("\n"),
                    printed.join("\n")
                ));
            }
            checked += 1;
        }
        for (command, claim) in claims(&text) {
            if !run(&command).contains(&claim) {
                wrong.push(format!("{name}: {command}\ndoes not print {claim:?}"));
            }
            checked += 1;
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n\n"));
    assert!(
        checked >= 10,
        "only {checked} outputs in the docs are checked"
    );
}
