//! The Number Hides Game (seed 001): `solve --game nhg --m M --n N` on a line (`--p P`), a
//! spider (`--spider B,b`) or any tree (`--tree FILE`), and the sweeps `nhg-line` and
//! `nhg-spider`.

pub mod bench;
pub mod sweep;

use std::path::{Path, PathBuf};

use anyhow::{bail, Context};
use clap::Args;
use nhg::spider::{solve_spider_within, Spider};
use nhg::tree::{solve_tree_within, Tree, TreeSolution};
use nhg::{solve_line, LineGame};
use num_rational::BigRational;
use serde_json::json;
use verify::budget::Budget;
use verify::{format_rational, to_f64};

use crate::emit;

/// The Number Hides Game's flags of `dresher solve` (II's coins: `--n`).
#[derive(Args)]
#[group(skip)]
#[command(next_help_heading = "Number Hides Game (--game nhg, player II's coins --n)")]
pub struct SolveFlags {
    /// Player I's coins (the hider, who maximizes).
    #[arg(long)]
    m: Option<usize>,
    /// A line of P coins.
    #[arg(long, value_name = "P")]
    p: Option<usize>,
    /// A spider: B branches of b coins around a root coin.
    #[arg(long, value_name = "B,b")]
    spider: Option<String>,
    /// Any tree: a file of `u v` edges, coins numbered from 0, `#` comments.
    #[arg(long, value_name = "FILE")]
    tree: Option<PathBuf>,
}

/// Solves one game exactly and prints it.
/// `svg`: with `--tree`, the tree drawn with coins shaded by coverage.
pub fn solve(
    n: Option<usize>,
    args: &SolveFlags,
    (svg, json): (Option<&Path>, bool),
    budget: &Budget,
) -> anyhow::Result<()> {
    let m = args
        .m
        .context("--game nhg needs --m M (player I's coins)")?;
    if svg.is_some() && args.tree.is_none() {
        bail!("--svg draws a tree game: add --tree FILE");
    }
    let n = n.context("--game nhg needs --n N (player II's coins)")?;
    match (args.p, &args.spider, &args.tree) {
        (Some(p), None, None) => line(m, n, p, json),
        (None, Some(s), None) => spider((m, n), s, json, budget),
        (None, None, Some(file)) => tree((m, n), file, (svg, json), budget),
        _ => bail!("--game nhg needs exactly one board: --p P, --spider B,b or --tree FILE"),
    }
}

fn fracs(v: &[BigRational]) -> Vec<String> {
    v.iter().map(format_rational).collect()
}

/// `label: probability` for the moves played with positive probability.
fn support(labels: impl Iterator<Item = String>, mix: &[BigRational]) -> String {
    labels
        .zip(mix)
        .filter(|(_, p)| p.numer() != &0.into())
        .map(|(l, p)| format!("    {l}: {}\n", format_rational(p)))
        .collect()
}

fn line(m: usize, n: usize, p: usize, json: bool) -> anyhow::Result<()> {
    let solved = solve_line(LineGame::new(m, n, p)?)?;
    let s = &solved.solution;
    if json {
        let value = json!({
            "game": "nhg", "board": {"line": p}, "m": m, "n": n,
            "value": format_rational(&s.value), "strategy_1": fracs(&s.strategy_1),
            "strategy_2": fracs(&s.strategy_2), "certified": solved.certified(), "case": format!("{:?}", s.case),
        });
        return emit(&(serde_json::to_string_pretty(&value)? + "\n"));
    }
    let block = |k: usize| move |i: usize| format!("coins {}..{}", i, i + k - 1);
    emit(&format!(
        "G({m}, {n}, {p}) on a line of {p} coins (coins 0..{})\nvalue: {}  (~ {:.6})  [{:?}; Theorem 1 / Claim 1, no LP]\n\
         player I (blocks of {m}):\n{}player II (blocks of {n}):\n{}\
         certified: {}  (exact check: lower bound {} = upper bound {})\n",
        p - 1,
        format_rational(&s.value),
        to_f64(&s.value),
        s.case,
        support((0..s.strategy_1.len()).map(block(m)), &s.strategy_1),
        support((0..s.strategy_2.len()).map(block(n)), &s.strategy_2),
        solved.certified(),
        format_rational(&solved.lower),
        format_rational(&solved.upper)
    ))
}

fn spider((m, n): (usize, usize), text: &str, json: bool, budget: &Budget) -> anyhow::Result<()> {
    let (big_b, b) = text
        .split_once(',')
        .and_then(|(x, y)| Some((x.trim().parse().ok()?, y.trim().parse().ok()?)))
        .with_context(|| format!("--spider {text}: expected B,b (branches, coins per branch)"))?;
    let solved = solve_spider_within(Spider::new(big_b, b)?, m, n, budget)
        .with_context(|| format!("the spider {big_b},{b}"))?;
    let verdict = solved.certify_full();
    let full = solved.full_strategies();
    let name = |c: &nhg::spider::MoveClass| c.to_string();
    if json {
        let value = json!({
            "game": "nhg", "board": {"spider": [big_b, b]}, "m": m, "n": n,
            "value": format_rational(solved.value()),
            "strategy_1": fracs(&full.strategy_1), "strategy_2": fracs(&full.strategy_2),
            "compact_1": solved.classes_1.iter().map(name).zip(fracs(solved.compact.row_strategy())).collect::<Vec<_>>(),
            "compact_2": solved.classes_2.iter().map(name).zip(fracs(solved.compact.col_strategy())).collect::<Vec<_>>(),
            "certified": solved.compact.certified(),
            "certified_full_game": verdict.as_ref().map(|v| v.certified()),
        });
        return emit(&(serde_json::to_string_pretty(&value)? + "\n"));
    }
    let full_line = match verdict {
        Some(v) => format!(
            "full game ({} x {} moves): certified {}",
            full.moves_1.len(),
            full.moves_2.len(),
            v.certified()
        ),
        None => "full game too large to build: certified on the compact game only".into(),
    };
    emit(&format!(
        "G({m}, {n}, {big_b}, {b}) on a spider: root 0 and {big_b} branches of {b} coins\nvalue: {}  (~ {:.6})\n\
         player I (class: total probability, spread evenly over the class):\n{}player II:\n{}\
         certified: {}  (compact game, exact)\n{full_line}\n",
        format_rational(solved.value()),
        to_f64(solved.value()),
        support(solved.classes_1.iter().map(name), solved.compact.row_strategy()),
        support(solved.classes_2.iter().map(name), solved.compact.col_strategy()),
        solved.compact.certified()
    ))
}

fn tree(
    (m, n): (usize, usize),
    file: &Path,
    (svg, json): (Option<&Path>, bool),
    budget: &Budget,
) -> anyhow::Result<()> {
    let text = verify::read_capped(file, crate::limits::TREE_BYTES, "a tree file")
        .map_err(anyhow::Error::msg)?;
    let tree = Tree::parse(&text).with_context(|| format!("{}", file.display()))?;
    let solved = solve_tree_within(&tree, m, n, budget).context("the tree game")?;
    if let Some(stem) = svg {
        let neighbours = |c: usize| tree.neighbours(c).collect::<Vec<_>>();
        let title = format!(
            "G({m}, {n}) on {}: value {}",
            file.display(),
            format_rational(solved.solution.value())
        );
        dresher_plots::tree::draw(
            stem,
            &tree.edges(),
            &neighbours,
            [&solved.coverage_1, &solved.coverage_2],
            &title,
        )?;
    }
    if json {
        return tree_json(m, n, file, &tree, &solved);
    }
    tree_text(m, n, &tree, &solved)
}

fn tree_json(
    m: usize,
    n: usize,
    file: &Path,
    tree: &Tree,
    solved: &TreeSolution,
) -> anyhow::Result<()> {
    let s = &solved.solution;
    let value = json!({
        "game": "nhg", "board": {"tree": file.display().to_string(), "coins": tree.coins()}, "m": m, "n": n,
        "value": format_rational(s.value()), "strategy_1": fracs(s.row_strategy()),
        "strategy_2": fracs(s.col_strategy()), "moves_1": solved.moves_1, "moves_2": solved.moves_2,
        "coverage_1": fracs(&solved.coverage_1), "coverage_2": fracs(&solved.coverage_2),
        "certified": s.certified(),
    });
    emit(&(serde_json::to_string_pretty(&value)? + "\n"))
}

fn tree_text(m: usize, n: usize, tree: &Tree, solved: &TreeSolution) -> anyhow::Result<()> {
    let s = &solved.solution;
    let path = |p: &Vec<usize>| p.iter().map(usize::to_string).collect::<Vec<_>>().join("-");
    let cover: String = (0..tree.coins())
        .map(|c| {
            format!(
                "    {c}: {} / {}\n",
                format_rational(&solved.coverage_1[c]),
                format_rational(&solved.coverage_2[c])
            )
        })
        .collect();
    emit(&format!(
        "G({m}, {n}) on a tree of {} coins ({} paths of {m}, {} paths of {n})\nvalue: {}  (~ {:.6})\n\
         player I (paths):\n{}player II (paths):\n{}coin coverage (player I / player II):\n{cover}\
         certified: {}  (exact check: lower bound {} = upper bound {})\n",
        tree.coins(),
        solved.moves_1.len(),
        solved.moves_2.len(),
        format_rational(s.value()),
        to_f64(s.value()),
        support(solved.moves_1.iter().map(path), s.row_strategy()),
        support(solved.moves_2.iter().map(path), s.col_strategy()),
        s.certified(),
        format_rational(&s.verdict().lower),
        format_rational(&s.verdict().upper)
    ))
}
