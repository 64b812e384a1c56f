//! `bench study`: the studies behind docs/design/eternity.md, apart from the benchmarks.
//! `order`: every cell order's search tree on the 8 x 8 boards, by Knuth's estimator;
//! `deal`: where the solutions of a class's balanced boards lie among a random deal's
//! subtrees ([`super::study_deal`]).

use std::time::Duration;

use clap::{Args, Subcommand};
use eternity::backtrack::Walk;
use eternity::bench::search_speed;
use eternity::Recipe;

use crate::emit;

/// Arguments of `dresher bench study`.
#[derive(Args)]
pub struct StudyArgs {
    #[command(subcommand)]
    study: Study,
}

#[derive(Subcommand)]
enum Study {
    /// Knuth's estimate of the search tree of 8 x 8 boards (3 + 8 colours) in every cell
    /// order (rows, frame first, spiral, diagonals, row pairs, most constrained first, rows
    /// with look-ahead), and the search's expected time to a first solution (seeds 1..10:
    /// about 5 minutes on 2 cores).
    Order {
        /// Boards (seeds 1..=SEEDS).
        #[arg(long, value_name = "SEEDS", default_value_t = 10, value_parser = clap::value_parser!(u64).range(1..))]
        seeds: u64,
        /// Random probes per board and order.
        #[arg(long, default_value_t = 100_000, value_parser = clap::value_parser!(u64).range(1..))]
        probes: u64,
    },
    /// Where the solutions lie, on balanced boards of one class: per board its solutions
    /// counted, the subtrees of a random deal's cut that hold one, and the exact expected
    /// nodes of the deal to its first solution against the reading "solutions at random in
    /// the tree". Costs each board's whole tree (7x7:4+6, 20 boards: about 10 minutes on 2
    /// cores).
    Deal {
        /// The class `RxC:F+I` (rows x columns : frame + inner colours), e.g. 7x7:4+6, whose
        /// first moment (50 boards) is near the 8 x 8 benchmark's 68.
        #[arg(long, value_name = "CLASS", value_parser = super::study_deal::parse_class)]
        class: Recipe,
        /// Boards (seeds S..S+N-1).
        #[arg(long, value_name = "N", default_value_t = 20, value_parser = clap::value_parser!(u64).range(1..))]
        seeds: u64,
        /// The first seed S.
        #[arg(long, value_name = "S", default_value_t = 1)]
        first_seed: u64,
        /// Subtrees of the cut (at least; 4,096 as the balanced 8 x 8 runs deal).
        #[arg(long, value_name = "K", default_value_t = 4096, value_parser = clap::value_parser!(u64).range(1..1 << 24))]
        subtrees: u64,
    },
}

/// Runs the study asked for.
pub fn run(args: &StudyArgs) -> anyhow::Result<()> {
    match args.study {
        Study::Order { seeds, probes } => order_study(seeds, probes),
        Study::Deal {
            class,
            seeds,
            first_seed,
            subtrees,
        } => {
            let seeds = first_seed..=first_seed.saturating_add(seeds - 1);
            super::study_deal::run(class, seeds, subtrees as usize)
        }
    }
}

/// The order study's lines per board, its table, and the search's expected time to the
/// first solution on each board (half its tree at the search's measured speed: a planted
/// board at these colour counts expects one solution, met anywhere in the tree; the tree
/// is the larger of the row walk's and the look-ahead walk's estimates, as the second walks
/// a part of the first's tree).
fn order_study(seeds: u64, probes: u64) -> anyhow::Result<()> {
    emit(&format!(
        "\n8x8 (3+8) order study: Knuth's estimate of the search tree, {probes} probes per board and order (nodes, standard error)\n"
    ))?;
    let study = eternity::bench::order_study(8, seeds, probes, |seed, trees| {
        let cells: Vec<String> = Walk::ALL
            .iter()
            .zip(trees)
            .map(|(w, t)| {
                format!(
                    "{} {:.2e} ±{:.0}%",
                    w.name(),
                    t.nodes(),
                    100.0 * t.std_error / t.nodes()
                )
            })
            .collect();
        let _ = emit(&format!("  seed {seed}: {}\n", cells.join(", ")));
    })?;
    let rows = &study[0];
    let mut out = String::from("\n| order | median nodes | median ratio to rows | boards below rows |\n|---|---:|---:|---:|\n");
    for w in &study {
        let (ratio, smaller) = w.against(rows);
        out += &format!(
            "| {} | {:.2e} | {ratio:.3} | {smaller} of {} |\n",
            w.walk.name(),
            w.median_nodes(),
            w.trees.len()
        );
    }
    emit(&out)?;
    let (nodes, seconds) = search_speed(
        Recipe::hardest(8, 8, 1, eternity::Colours::Uniform),
        Duration::from_secs(10),
    )?;
    let rate = nodes as f64 / seconds;
    let ahead = study
        .iter()
        .find(|w| w.walk == Walk::LookAhead)
        .unwrap_or(rows);
    let mut hours: Vec<f64> = (rows.trees.iter().zip(&ahead.trees))
        .map(|(r, a)| r.nodes().max(a.nodes()) / 2.0 / rate / 3600.0)
        .collect();
    let listed: Vec<String> = hours.iter().map(|h| format!("{h:.1}")).collect();
    hours.sort_by(f64::total_cmp);
    emit(&format!(
        "search (rows) on 8x8 seed 1: {:.1} M nodes/s on {} cores. The row tree is at least the look-ahead walk's \
         (each of its nodes is a row-tree node; its estimate spreads less), so by seed, hours to the first solution \
         (half the larger estimate): {}; median {:.1} h\n",
        rate / 1e6,
        rayon::current_num_threads(),
        listed.join(", "),
        hours[hours.len() / 2],
    ))
}
