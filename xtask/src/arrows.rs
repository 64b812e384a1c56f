//! No circles between the modules of a crate: within every folder of every
//! crate, the sibling modules' `crate::` and `super::` references must form a graph without
//! cycles, so each module can be read after the ones it uses. Test code (from the first
//! `#[cfg(test)]` of a file) is left out.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// A module's path from its crate root, e.g. `["games", "guessing", "sweep"]`.
type ModPath = Vec<String>;

/// Every `.rs` file under `src` with its module path.
fn modules(src: &Path) -> Vec<(ModPath, PathBuf)> {
    let mut out = Vec::new();
    let mut stack = vec![src.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for path in fs::read_dir(&dir).unwrap().flatten().map(|e| e.path()) {
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let rel = path.strip_prefix(src).unwrap().with_extension("");
                let mut parts: ModPath = rel.iter().map(|s| s.to_string_lossy().into()).collect();
                if ["mod", "lib", "main"].contains(&parts.last().unwrap().as_str()) {
                    parts.pop();
                }
                out.push((parts, path));
            }
        }
    }
    out
}

/// The paths a file's code names through `crate::` and `super::` (brace groups expanded),
/// resolved to paths from the crate root.
fn references(text: &str, here: &ModPath) -> Vec<ModPath> {
    let code = text.split("#[cfg(test)]").next().unwrap_or("");
    let mut out = Vec::new();
    for (i, _) in code
        .match_indices("crate::")
        .chain(code.match_indices("super::"))
    {
        let before = code[..i].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
            continue; // `$crate::`, or the second `super::` of `super::super::`
        }
        let mut base: ModPath = Vec::new();
        let mut rest = &code[i..];
        if rest.starts_with("super::") {
            base = here.clone();
            while let Some(r) = rest.strip_prefix("super::") {
                base.pop();
                rest = r;
            }
        } else {
            rest = &rest["crate::".len()..];
        }
        for path in expand(rest) {
            out.push(base.iter().cloned().chain(path).collect());
        }
    }
    out
}

/// `a::b::{c, d::e}` -> `[a, b, c]`, `[a, b, d, e]`; stops at the end of the path.
fn expand(text: &str) -> Vec<ModPath> {
    let ident: String = text
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect();
    let rest = &text[ident.len()..];
    if let Some(group) = rest.strip_prefix('{') {
        let mut depth = 0;
        let end = group
            .char_indices()
            .find(|&(_, c)| {
                depth += i32::from(c == '{') - i32::from(c == '}');
                depth < 0
            })
            .map_or(group.len(), |(j, _)| j);
        return group[..end]
            .split(',')
            .flat_map(|item| expand(item.trim()))
            .collect();
    }
    if ident.is_empty() {
        return vec![Vec::new()];
    }
    match rest.strip_prefix("::") {
        Some(more) => expand(more)
            .into_iter()
            .map(|p| std::iter::once(ident.clone()).chain(p).collect())
            .collect(),
        None => vec![vec![ident]],
    }
}

/// Edges between sibling modules: `parent -> (from child, to child)`.
fn sibling_edges(src: &Path) -> BTreeMap<ModPath, BTreeSet<(String, String)>> {
    let mods = modules(src);
    let known: BTreeSet<ModPath> = mods.iter().map(|(p, _)| p.clone()).collect();
    let mut edges: BTreeMap<ModPath, BTreeSet<(String, String)>> = BTreeMap::new();
    for (here, file) in &mods {
        let text = fs::read_to_string(file).unwrap();
        for target in references(&text, here) {
            // The module named: the longest prefix of the path that is a module.
            let Some(len) = (0..=target.len())
                .rev()
                .find(|&k| known.contains(&target[..k]))
            else {
                continue;
            };
            let to = &target[..len];
            let common = here.iter().zip(to).take_while(|(a, b)| a == b).count();
            if common < here.len() && common < to.len() {
                let edge = (here[common].clone(), to[common].clone());
                edges
                    .entry(here[..common].to_vec())
                    .or_default()
                    .insert(edge);
            }
        }
    }
    edges
}

/// A cycle in a directed graph, if there is one.
fn cycle(edges: &BTreeSet<(String, String)>) -> Option<Vec<String>> {
    fn visit<'a>(
        node: &'a str,
        edges: &'a BTreeSet<(String, String)>,
        path: &mut Vec<&'a str>,
        done: &mut BTreeSet<&'a str>,
    ) -> Option<Vec<String>> {
        if let Some(i) = path.iter().position(|n| *n == node) {
            return Some(
                path[i..]
                    .iter()
                    .chain([&node])
                    .map(|s| s.to_string())
                    .collect(),
            );
        }
        if !done.insert(node) {
            return None;
        }
        path.push(node);
        let next = edges.iter().filter(|(a, _)| a == node);
        let found = next
            .into_iter()
            .find_map(|(_, b)| visit(b, edges, path, done));
        path.pop();
        found
    }
    let mut done = BTreeSet::new();
    edges
        .iter()
        .find_map(|(a, _)| visit(a, edges, &mut Vec::new(), &mut done))
}

#[test]
fn no_circles_between_modules() {
    let mut circles = Vec::new();
    for dir in super::tidy::crates() {
        for (parent, edges) in sibling_edges(&dir.join("src")) {
            if let Some(c) = cycle(&edges) {
                let at = format!("{}/src/{}", dir.display(), parent.join("/"));
                circles.push(format!("{at}: {}", c.join(" -> ")));
            }
        }
    }
    assert!(
        circles.is_empty(),
        "module circles:\n{}",
        circles.join("\n")
    );
}

#[test]
fn the_reference_reader_expands_groups_and_super() {
    let here: ModPath = vec!["games".into(), "guessing".into(), "sweep".into()];
    let refs = references(
        "use super::{cost::X, known};\nuse crate::a::{b, c::d};",
        &here,
    );
    let as_text: Vec<String> = refs.iter().map(|p| p.join("::")).collect();
    assert_eq!(
        as_text,
        [
            "a::b",
            "a::c::d",
            "games::guessing::cost::X",
            "games::guessing::known"
        ]
    );
}
