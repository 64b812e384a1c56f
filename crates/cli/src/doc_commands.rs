//! Every command in README.md, docs/*.md and docs/design/*.md (`cargo xtask ...`,
//! `dresher ...`) must parse: a renamed flag, a removed value or a typo in the docs fails
//! this test, so the docs cannot rot.

use std::path::{Path, PathBuf};

/// The Markdown files a user reads.
fn documents() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut files = vec![root.join("README.md")];
    for folder in ["docs", "docs/design"] {
        let docs = std::fs::read_dir(root.join(folder)).expect("the docs folders are there");
        files.extend(docs.map(|e| e.unwrap().path()));
    }
    files.retain(|p| p.extension().is_some_and(|e| e == "md"));
    files.sort();
    files
}

/// How a documented command starts.
const STARTS: [&str; 3] = ["cargo xtask ", "dresher ", "./target/release/dresher "];

/// The commands of a Markdown text: whole lines of code blocks (continuation backslashes
/// joined, `#` comments cut) and inline code spans.
fn commands(text: &str) -> Vec<String> {
    let joined = text.replace("\\\n", " ");
    let is_command = |code: &str| STARTS.iter().any(|s| code.starts_with(s));
    let (mut found, mut fenced) = (Vec::new(), false);
    for line in joined.lines() {
        let code = line.trim_start();
        fenced ^= code.starts_with("```");
        if fenced && is_command(code) {
            found.push(code.split(" # ").next().unwrap_or(code).trim().to_string());
        }
        let spans = line.split('`').skip(1).step_by(2);
        found.extend(spans.filter(|s| is_command(s)).map(String::from));
    }
    found.sort();
    found.dedup();
    found
}

/// Words as a POSIX shell splits them (quotes only; the docs use no escapes).
fn words(command: &str) -> Vec<String> {
    let (mut words, mut word, mut quote, mut open) = (Vec::new(), String::new(), None, false);
    for c in command.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), c) => word.push(c),
            (None, '\'' | '"') => (quote, open) = (Some(c), true),
            (None, c) if c.is_whitespace() => {
                if open || !word.is_empty() {
                    words.push(std::mem::take(&mut word));
                }
                open = false;
            }
            (None, c) => word.push(c),
        }
    }
    if open || !word.is_empty() {
        words.push(word);
    }
    words
}

/// The `dresher` arguments a command runs, or `None` for xtask's own tasks.
fn dresher_args(words: &[String]) -> Option<Vec<String>> {
    if words[0] != "cargo" {
        return Some(
            std::iter::once("dresher".into())
                .chain(words[1..].iter().cloned())
                .collect(),
        );
    }
    let (task, rest) = (words[2].as_str(), &words[3..]);
    if task == "bench" && rest.first().is_some_and(|g| g == "python") {
        return None; // xtask's own: the Python wheel against pygambit
    }
    if task == "bench" && rest.get(1).is_some_and(|flag| flag == "--vs") {
        return None; // xtask's own: the Python wheel against a peer (OpenSpiel)
    }
    let verb: &[&str] = match task {
        "solve" | "sweep" | "bench" | "verify" | "report" | "export" | "race" | "generate"
        | "fuzz" | "play" | "compare" => &[],
        "racing-bounds" => &["solve", "--game", "racing"],
        "test" | "prereq" | "cluster-test" | "python-test" | "--help" => return None,
        other => panic!("`cargo xtask {other}` is no task of xtask"),
    };
    let head = if verb.is_empty() {
        vec![task]
    } else {
        verb.to_vec()
    };
    let head = std::iter::once("dresher").chain(head).map(String::from);
    Some(head.chain(rest.iter().cloned()).collect())
}

/// A placeholder a reader fills in (`<N>`, `$VAR`, `...`): not a command to check.
fn is_template(command: &str) -> bool {
    command.contains(['<', '$']) || command.contains("...")
}

/// Parses every command of `text`; returns how many, and a line per failure.
fn check(source: &str, text: &str, failures: &mut Vec<String>) -> usize {
    let mut checked = 0;
    for command in commands(text).iter().filter(|c| !is_template(c)) {
        let Some(args) = dresher_args(&words(command)) else {
            continue;
        };
        checked += 1;
        // `--help` parses to clap's help "error": a documented help command is fine.
        let help = clap::error::ErrorKind::DisplayHelp;
        match crate::parse(&args) {
            Err(e) if e.kind() != help => {
                let first = e.to_string().lines().next().unwrap_or_default().to_string();
                failures.push(format!("{source}: `{command}`: {first}"));
            }
            _ => {}
        }
    }
    checked
}

#[test]
fn every_documented_command_parses() {
    let mut failures = Vec::new();
    let checked: usize = documents()
        .iter()
        .map(|f| {
            check(
                &f.display().to_string(),
                &std::fs::read_to_string(f).unwrap(),
                &mut failures,
            )
        })
        .sum();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(checked >= 60, "only {checked} documented commands found");
}

/// The examples of every verb's `--help` (indented lines after "Example"), in `cargo xtask`
/// form, parse too.
#[test]
fn every_help_example_parses() {
    let mut failures = Vec::new();
    let mut checked = 0;
    for verb in crate::command().get_subcommands() {
        let help = verb
            .get_after_help()
            .map(|h| h.to_string())
            .unwrap_or_default();
        let fenced = format!("```\n{}\n```", help.replace("\n  ", "\n"));
        checked += check(
            &format!("dresher {} --help", verb.get_name()),
            &fenced,
            &mut failures,
        );
        let stale = help.lines().any(|l| l.trim_start().starts_with("dresher "));
        if stale {
            failures.push(format!(
                "{}: examples must say `cargo xtask`",
                verb.get_name()
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(checked >= 20, "only {checked} help examples found");
}

#[test]
fn bench_takes_game_like_the_other_verbs() {
    for form in ["--game guessing", "--game=guessing", "guessing"] {
        let line = format!("dresher bench {form} --from 5 --to 6 --json");
        let matches = crate::parse(line.split(' ')).unwrap();
        let bench = matches.subcommand_matches("bench").unwrap();
        assert_eq!(bench.subcommand_name(), Some("guessing"), "{line}");
    }
}

#[test]
fn commands_are_split_like_a_shell() {
    let text = "```sh\ncargo xtask solve --game surreal --expr 'up+up+*'   # ^^*\n\
                cargo xtask solve --game eternity \\\n    --time-limit 60\n```\n\
                run `cargo xtask verify --game guessing` then";
    let found = commands(text);
    assert_eq!(found.len(), 3, "{found:?}");
    assert_eq!(
        words(&found[1]),
        ["cargo", "xtask", "solve", "--game", "surreal", "--expr", "up+up+*"]
    );
    assert!(found[0].ends_with("--time-limit 60"));
}
