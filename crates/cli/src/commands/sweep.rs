//! `dresher sweep`: solve a whole family of instances of a game (the main job), resumable.

use std::path::PathBuf;
use std::sync::atomic::Ordering;
use std::sync::Arc;

use clap::{ArgMatches, Args};

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
    quits at once); the other sweeps quit at once.\n\n\
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
    let stop = crate::interrupt::watch(args.game == Game::Guessing);
    let out = |default: &str| args.out.clone().unwrap_or_else(|| PathBuf::from(default));
    let range = Range {
        from: args.from,
        to: args.to,
    };
    reject_foreign::<SweepArgs>(matches, args.game, &allowed(args.game)?)?;
    match args.game {
        Game::Guessing => {
            let out = out(guessing::sweep::DEFAULT_OUT);
            guessing::sweep::run(&args.guessing, range, &out, Arc::clone(&stop))?;
            if stop.load(Ordering::SeqCst) {
                eprintln!("stopped; rerun the same command to resume (every stored N and checkpoint is kept)");
                std::process::exit(130);
            }
            Ok(())
        }
        Game::Goofspiel => {
            let payoff = args.goofspiel.payoff;
            goofspiel::sweep(range, payoff, &out(goofspiel::SWEEP_OUT))
        }
        Game::NhgLine => nhg::sweep::run_line(&args.nhg_line, &out(nhg::sweep::LINE_OUT)),
        Game::NhgSpider => nhg::sweep::run_spider(&args.nhg_spider, &out(nhg::sweep::SPIDER_OUT)),
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
    own.push("out".into());
    Ok(own)
}

fn unavailable(game: Game) -> anyhow::Error {
    anyhow::anyhow!(
        "`sweep` is not available for --game {game}: it runs over a family of instances; use `solve` for one game"
    )
}
