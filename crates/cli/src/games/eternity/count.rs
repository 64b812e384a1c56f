//! `solve --game eternity --all`: every solution counted by the backtracking search
//! ([`eternity::backtrack::count_all`]), with a progress bar of subtrees and solutions, as
//! text or JSON; with `--checkpoint FILE` the count survives a stop and a rerun goes on
//! ([`eternity::count_with_checkpoint`]). A count is printed as exact only when this run
//! searched the whole tree and the example board it found has passed the verifier; one
//! that read finished subtrees from a checkpoint says so.

use std::path::Path;
use std::time::Duration;

use anyhow::ensure;
use eternity::backtrack::{count_all, Count};
use eternity::{check, Puzzle};
use serde_json::json;

use crate::emit;

/// Counts (resumably when `checkpoint` is given) and prints; an error when the time limit
/// stopped the count.
pub fn run(
    puzzle: &Puzzle,
    time_limit: Option<Duration>,
    checkpoint: Option<&Path>,
    json: bool,
) -> anyhow::Result<()> {
    let deadline = time_limit.map(verify::limits::deadline).transpose()?;
    let clock = std::time::Instant::now();
    let (count, line) = search(puzzle, deadline, checkpoint)?;
    let seconds = clock.elapsed().as_secs_f64();
    if let Some(board) = &count.example {
        ensure!(
            check(puzzle, board)?.is_solved(),
            "the count's example board fails the verifier: the count is not trusted"
        );
    }
    let exact = match (count.exhausted, count.read_from_checkpoint) {
        (true, 0) => "exact".to_string(),
        (true, read) => format!(
            "exact if the checkpoint is genuine: {read} subtrees' counts read from it, \
             not searched in this run"
        ),
        (false, _) => "at least (stopped by --time-limit)".to_string(),
    };
    if json {
        print_json(&count, seconds, line.as_deref())?;
    } else {
        print_text(&count, seconds, &exact, line.as_deref())?;
    }
    ensure!(
        count.exhausted,
        "the count stopped at the time limit: {exact} {} boards",
        count.boards
    );
    Ok(())
}

/// The count, under a progress bar of subtrees; with a checkpoint, also its summary line.
fn search(
    puzzle: &Puzzle,
    deadline: Option<std::time::Instant>,
    checkpoint: Option<&Path>,
) -> anyhow::Result<(Count, Option<String>)> {
    let bar = crate::games::progress_bar(0, "subtrees");
    let counted = match checkpoint {
        Some(file) => {
            let (count, line) = eternity::count_with_checkpoint(file, puzzle, deadline, |p| {
                bar.set_length(p.finished.len() as u64);
                bar.set_position(p.done() as u64);
                bar.set_message(format!("{} solutions so far", p.solutions.unwrap_or(0)));
            })?;
            (count, Some(line))
        }
        None => {
            let count = count_all(puzzle, deadline, |done, subtrees, found| {
                bar.set_length(subtrees as u64);
                bar.set_position(done as u64);
                bar.set_message(format!("{found} solutions so far"));
            });
            (count, None)
        }
    };
    bar.finish_and_clear();
    Ok(counted)
}

fn print_json(count: &Count, seconds: f64, line: Option<&str>) -> anyhow::Result<()> {
    let value = json!({
        "exhausted": count.exhausted, "boards": count.boards, "classes": count.classes,
        "exact": count.exhausted && count.read_from_checkpoint == 0,
        "read_from_checkpoint": count.read_from_checkpoint,
        "boards_per_class": count.per_class, "found": count.found, "nodes": count.nodes,
        "seconds": seconds, "example": count.example.as_ref().map(|b| b.to_string()),
        "checkpoint": line,
    });
    emit(&(serde_json::to_string_pretty(&value)? + "\n"))
}

fn print_text(count: &Count, seconds: f64, exact: &str, line: Option<&str>) -> anyhow::Result<()> {
    let searched = if count.exhausted {
        "to its end"
    } else {
        "in part"
    };
    emit(&format!(
        "solutions ({exact}): {} boards, {} up to turning the board ({} boards each)\n\
         search: {} nodes in {seconds:.1} s, the tree searched {searched}\n",
        count.boards, count.classes, count.per_class, count.nodes,
    ))?;
    if let Some(line) = line {
        emit(&format!("{line}\n"))?;
    }
    Ok(())
}
