//! `bench study deal --class RxC:F+I`: balanced boards of one class counted to their end,
//! and where their solutions lie among a random deal's subtrees (clusters), against the
//! field's reading that they lie at random in the tree.

use anyhow::Context;
use eternity::bench::{deal_study, DealRow};
use eternity::{Colours, Recipe};

use crate::emit;

/// A board class `RxC:F+I`, e.g. `7x7:4+6`: balanced colours, seed set per board.
pub fn parse_class(class: &str) -> anyhow::Result<Recipe> {
    let bad = || {
        format!("{class:?}: expected RxC:F+I (rows x cols : frame + inner colours), e.g. 7x7:4+6")
    };
    let (size, colours) = class.split_once(':').with_context(bad)?;
    let (rows, cols) = size.split_once(['x', 'X']).with_context(bad)?;
    let (frame, inner) = colours.split_once('+').with_context(bad)?;
    let recipe = Recipe {
        frame: frame.trim().parse().with_context(bad)?,
        inner: inner.trim().parse().with_context(bad)?,
        ..Recipe::hardest(
            rows.trim().parse().with_context(bad)?,
            cols.trim().parse().with_context(bad)?,
            1,
            Colours::Balanced,
        )
    };
    recipe
        .generate()
        .map_err(|e| anyhow::anyhow!("{class:?}: {e}"))?;
    Ok(recipe)
}

/// Counts every board of the class, one line each as it ends, then the medians.
pub fn run(
    recipe: Recipe,
    seeds: std::ops::RangeInclusive<u64>,
    subtrees: usize,
) -> anyhow::Result<()> {
    emit(&format!(
        "\nwhere the solutions lie: balanced {}x{} ({}+{}) boards, seeds {}..={}, each cut into {subtrees}+ subtrees \
         as a random deal cuts it and searched to its end, on {} cores\n\
         | seed | first-moment boards | boards | classes | subtrees | holding a solution | tree | cut | scattered: nodes to the first | dealt: nodes to the first | dealt / scattered |\n\
         |---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n",
        recipe.rows, recipe.cols, recipe.frame, recipe.inner,
        seeds.start(),
        seeds.end(),
        rayon::current_num_threads()
    ))?;
    let bar = crate::games::progress_bar(0, "subtrees");
    let progress = |done, subtrees, found| {
        bar.set_length(subtrees as u64);
        bar.set_position(done as u64);
        bar.set_message(format!("{found} solutions so far"));
    };
    let rows = deal_study(recipe, (seeds, subtrees), progress, |r| {
        bar.suspend(|| emit(&line(r)).ok());
        bar.reset();
    })?;
    bar.finish_and_clear();
    let median = |mut v: Vec<f64>| {
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    };
    let boards = median(rows.iter().map(|r| r.profile.count.boards as f64).collect());
    let ratio = median(rows.iter().map(ratio).collect());
    emit(&format!(
        "median boards {boards} (first moment {:.1}); median dealt / scattered {ratio:.2}\n",
        rows[0].moment.solutions()
    ))
}

fn ratio(r: &DealRow) -> f64 {
    r.profile.expected_first() / r.scattered
}

fn line(r: &DealRow) -> String {
    let (p, c) = (&r.profile, &r.profile.count);
    format!(
        "| {} | {:.1} | {} | {} | {} | {} | {:.3e} | {:.2e} | {:.3e} | {:.3e} | {:.2} |\n",
        r.seed,
        r.moment.solutions(),
        c.boards,
        c.classes,
        p.subtrees.len(),
        p.holding(),
        c.nodes as f64,
        p.above as f64,
        r.scattered,
        p.expected_first(),
        ratio(r)
    )
}

#[cfg(test)]
mod tests {
    use super::parse_class;

    #[test]
    fn classes_parse_or_name_the_problem() {
        let r = parse_class("7x6:4+6").unwrap();
        assert_eq!((r.rows, r.cols, r.frame, r.inner), (7, 6, 4, 6));
        for bad in ["7x7", "7x7:4", "7:4+6", "ax7:4+6", "7x7:4+b", "1x7:4+6"] {
            let e = parse_class(bad).unwrap_err();
            assert!(format!("{e:#}").contains(bad), "{bad}: {e:#}");
        }
    }
}
