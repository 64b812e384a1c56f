//! `dresher sweep`: solve a whole family of instances of a game (the main job), resumable.

use std::path::PathBuf;
use std::sync::atomic::Ordering;
use std::sync::Arc;

use clap::{ArgMatches, Args};
use verify::budget::{Budget, Exhausted};

use crate::games::{goofspiel, guessing, ids, nhg, reject_foreign, Game, Range};

/// Arguments of `dresher sweep`.
/// The games `sweep` takes (the only ones its `--help` lists).
const SWEEP_GAMES: &[Game] = &[
    Game::Guessing,
    Game::NhgLine,
    Game::NhgSpider,
    Game::Goofspiel,
];

#[derive(Args)]
#[command(
    after_help = "Every instance is certified in exact arithmetic before it is written; a rerun skips\n\
    what is already stored, so an interrupted sweep resumes where it stopped. Ctrl-C or SIGTERM\n\
    stops a guessing sweep once each N in flight has saved its checkpoint (a second Ctrl-C\n\
    quits at once); the other sweeps quit at once. --time-limit stops any sweep the same way,\n\
    with one line saying so.\n\n\
    Examples:\n  cargo xtask sweep --game guessing --to 980\n  \
    cargo xtask sweep --game guessing --from 500 --to 600 --jobs 1 --method plain\n  \
    cargo xtask sweep --game nhg-line --p-max 200 --lp-max 60\n  \
    cargo xtask sweep --game nhg-spider --m-max 12\n  \
    cargo xtask sweep --game goofspiel --to 11\n  \
    cargo xtask sweep --game goofspiel --from 5 --to 10 --payoff win-loss"
)]
pub struct SweepArgs {
    /// Which game.
    #[arg(long, value_parser = crate::games::only(SWEEP_GAMES))]
    game: Game,
    /// Folder for the results (default: results/GAME).
    #[arg(long)]
    out: Option<PathBuf>,
    /// First N (guessing, goofspiel).
    #[arg(long, default_value_t = 1)]
    from: usize,
    /// Last N (guessing, goofspiel; required there).
    #[arg(long, default_value_t = 0, hide_default_value = true)]
    to: usize,
    /// Stop after this many seconds with a one-line error, keeping every result stored so
    /// far (a rerun resumes): the guessing sweep once each N in flight has saved its
    /// checkpoint, Goofspiel between words of a level, the NHG sweeps between blocks
    /// (default: no limit; the memory ceiling is always the machine's free memory).
    #[arg(long, value_name = "SECONDS", value_parser = crate::limits::positive_seconds)]
    time_limit: Option<std::time::Duration>,
    #[command(flatten)]
    guessing: guessing::sweep::SweepFlags,
    #[command(flatten)]
    nhg_line: nhg::sweep::SweepLineFlags,
    #[command(flatten)]
    nhg_spider: nhg::sweep::SweepSpiderFlags,
    #[command(flatten)]
    goofspiel: goofspiel::SweepFlags,
}

/// Runs `dresher sweep`.
pub fn run(args: &SweepArgs, matches: &ArgMatches) -> anyhow::Result<()> {
    let budget = crate::limits::budget(args.time_limit)?;
    let stop = budget.stop_flag();
    crate::interrupt::watch(args.game == Game::Guessing, &stop);
    let watchdog = budget.watchdog();
    let ran = sweep(args, matches, &budget);
    drop(watchdog);
    let stopped = stop.load(Ordering::SeqCst);
    match budget.why_stopped() {
        // Stopped from outside (Ctrl-C): the signal's own way out.
        Exhausted::Stopped if stopped => {
            eprintln!("stopped; rerun the same command to resume (every stored N and checkpoint is kept)");
            std::process::exit(130);
        }
        // Finished, or failed for a reason of its own.
        Exhausted::Stopped => ran,
        _ if ran.is_ok() && !stopped => ran,
        spent => anyhow::bail!("sweep --game {}: {spent}; rerun the same command to resume (every stored result is kept)", args.game),
    }
}

/// Runs the sweep of `args.game` within `budget`.
fn sweep(args: &SweepArgs, matches: &ArgMatches, budget: &Budget) -> anyhow::Result<()> {
    let stop = budget.stop_flag();
    let out = |default: &str| args.out.clone().unwrap_or_else(|| PathBuf::from(default));
    let range = Range {
        from: args.from,
        to: args.to,
    };
    reject_foreign::<SweepArgs>(matches, args.game, &allowed(args.game)?)?;
    match args.game {
        Game::Guessing => {
            let out = out(guessing::sweep::DEFAULT_OUT);
            guessing::sweep::run(&args.guessing, range, &out, Arc::clone(&stop))
        }
        Game::Goofspiel => {
            let payoff = args.goofspiel.payoff;
            goofspiel::sweep(range, payoff, &out(goofspiel::SWEEP_OUT), &stop)
        }
        Game::NhgLine => nhg::sweep::run_line(&args.nhg_line, &out(nhg::sweep::LINE_OUT), budget),
        Game::NhgSpider => {
            nhg::sweep::run_spider(&args.nhg_spider, &out(nhg::sweep::SPIDER_OUT), budget)
        }
        other => Err(unavailable(other)),
    }
}

/// The flags `sweep --game GAME` takes besides `--game`: the one list its run accepts and
/// its `--help` shows.
pub fn allowed(game: Game) -> anyhow::Result<Vec<String>> {
    let range = ["from".to_string(), "to".to_string()];
    let mut own = match game {
        Game::Guessing => [ids::<guessing::sweep::SweepFlags>(), range.to_vec()].concat(),
        Game::Goofspiel => [ids::<goofspiel::SweepFlags>(), range.to_vec()].concat(),
        Game::NhgLine => ids::<nhg::sweep::SweepLineFlags>(),
        Game::NhgSpider => ids::<nhg::sweep::SweepSpiderFlags>(),
        other => return Err(unavailable(other)),
    };
    own.extend(["out".into(), "time_limit".into()]);
    Ok(own)
}

fn unavailable(game: Game) -> anyhow::Error {
    anyhow::anyhow!(
        "`sweep` is not available for --game {game}: it runs over a family of instances; use `solve` for one game"
    )
}
