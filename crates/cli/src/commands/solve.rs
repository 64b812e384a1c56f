//! `dresher solve`: one game, exactly. Each game's flags live in its module.

use clap::{ArgMatches, Args};

use crate::games::{
    eternity, goofspiel, guessing, ids, impartial, matrix, nhg, partisan, racing, reject_foreign,
    Game,
};
use partisan::loopy::Ruleset;

/// Arguments of `dresher solve`.
/// The games `solve` takes (the only ones its `--help` lists).
const SOLVE_GAMES: &[Game] = &[
    Game::Matrix,
    Game::Guessing,
    Game::EasyChase,
    Game::Procrastination,
    Game::Surreal,
    Game::Domineering,
    Game::Konane,
    Game::Hackenbush,
    Game::Clobber,
    Game::Snort,
    Game::ToadsAndFrogs,
    Game::FoxAndGeese,
    Game::BackslidingToadsAndFrogs,
    Game::HareAndHounds,
    Game::Octal,
    Game::Misere,
    Game::Racing,
    Game::Nhg,
    Game::Goofspiel,
    Game::Eternity,
];

#[derive(Args)]
#[command(
    after_help = "Examples:\n  cargo xtask solve --game matrix --nfg fixtures/matrix/rps.nfg\n  \
    cargo xtask solve --game matrix --nfg game.nfg --method dresher --trace\n  \
    cargo xtask solve --game guessing --n 100 --json\n  \
    cargo xtask solve --game easy-chase --n 3 --white 1,1 --black 3,3\n  \
    cargo xtask solve --game procrastination --c1 W,WB,BBW --c2 B,WW,BW\n  \
    cargo xtask solve --game surreal --left 0,1/2 --right 1\n  \
    cargo xtask solve --game surreal --expr 'up+up+*'\n  \
    cargo xtask solve --game domineering --grid '...|...|...' --json\n  \
    cargo xtask solve --game toads-and-frogs --position 'TT..FF' --unicode\n  \
    cargo xtask solve --game surreal --expr 'a{0|a}'\n  \
    cargo xtask solve --game fox-and-geese --geese '4,2 4,4 4,6 4,8' --fox 1,1\n  \
    cargo xtask solve --game backsliding-toads-and-frogs --position 't..ff'\n  \
    cargo xtask solve --game hare-and-hounds --position 'd.d/d...h/...'\n  \
    cargo xtask solve --game octal --code 0.77 --to 1000 --heaps 7,12,3\n  \
    cargo xtask solve --game misere --expr '*[[2],0]'\n  \
    cargo xtask solve --game racing --eps 0.01 --delta 0.05\n  \
    cargo xtask solve --game nhg --m 7 --n 5 --p 15\n  \
    cargo xtask solve --game nhg --m 4 --n 3 --spider 3,5\n  \
    cargo xtask solve --game nhg --m 3 --n 2 --tree fixtures/nhg/tree20.txt\n  \
    cargo xtask solve --game goofspiel --n 5 --exact\n  \
    cargo xtask solve --game eternity --puzzle fixtures/eternity/6x6-seed1.txt --method milp"
)]
pub struct SolveArgs {
    /// Which game to solve.
    #[arg(long, value_parser = crate::games::only(SOLVE_GAMES))]
    game: Game,
    /// The size: number of keys (`guessing`), board side (`easy-chase`), player II's coins
    /// (`nhg`), cards per hand (`goofspiel`).
    #[arg(long)]
    n: Option<usize>,
    /// How to solve: `exact` (HiGHS + exact basis, the default) or `dresher` for `matrix`;
    /// `backtrack` (the default), `sat`, `portfolio`, `milp` or `milp-seed` for `eternity`.
    #[arg(long, value_name = "METHOD")]
    method: Option<String>,
    /// Draw a picture to OUT (SVG, and PNG beside it): the thermograph (`surreal` and the
    /// rulesets), the tree (`nhg --tree`, coins shaded by coverage) or the board found
    /// (`eternity`).
    #[arg(long, value_name = "OUT")]
    svg: Option<std::path::PathBuf>,
    /// A long run that survives a stop: `octal` keeps the values in FILE (every
    /// `--checkpoint-every` seconds and when it stops: Ctrl-C, `--time-limit`) and goes on
    /// from FILE when it is there (games whose moves leave at most two heaps); `eternity`
    /// backtracking keeps the subtrees searched, nodes, seconds and (once found) the
    /// solution in FILE (JSON, rewritten every 10 s), a rerun with the same FILE going on
    /// where the last run stopped, for boards that take hours or days, and with
    /// --max-score --time-limit FILE is the best board so far (a solution file, rewritten
    /// at each improvement), which a rerun improves further.
    #[arg(long, value_name = "FILE")]
    checkpoint: Option<std::path::PathBuf>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
    /// The master LP engine of `guessing`: `dense` (Dresher's simplex on a dense basis
    /// inverse, the default) or `highs`.
    #[arg(long, value_enum, default_value_t)]
    master: guessing::master::MasterFlag,
    /// `guessing`: Bob's optimal play as a person follows it: at each stage (the keys still
    /// possible after the answers so far), each guess with its chance.
    #[arg(long)]
    guesser: bool,
    /// Stop after this many seconds: with a one-line error (`matrix`, `guessing`, `nhg`,
    /// `goofspiel`, `surreal` and the rulesets), or with what the search found so far (`eternity`)
    /// (default: no limit; the memory ceiling is always the machine's free memory).
    #[arg(long, value_name = "SECONDS", value_parser = crate::limits::positive_seconds)]
    time_limit: Option<std::time::Duration>,
    #[command(flatten)]
    matrix: matrix::SolveFlags,
    #[command(flatten)]
    easy_chase: partisan::easy_chase::SolveFlags,
    #[command(flatten)]
    procrastination: partisan::procrastination::SolveFlags,
    #[command(flatten)]
    surreal: partisan::surreal::SolveFlags,
    #[command(flatten)]
    fox_and_geese: partisan::fox_and_geese::SolveFlags,
    #[command(flatten)]
    octal: impartial::SolveFlags,
    #[command(flatten)]
    racing: racing::SolveFlags,
    #[command(flatten)]
    nhg: nhg::SolveFlags,
    #[command(flatten)]
    goofspiel: goofspiel::SolveFlags,
    #[command(flatten)]
    eternity: eternity::SolveFlags,
}

/// The flags `solve --game GAME` takes besides `--game`: the one list its run accepts and
/// its `--help` shows.
pub fn allowed(game: Game) -> anyhow::Result<Vec<String>> {
    let common = |names: &[&str]| names.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let with = |mut own: Vec<String>, names: &[&str]| {
        own.extend(common(names));
        own
    };
    Ok(match game {
        Game::Matrix => with(
            ids::<matrix::SolveFlags>(),
            &["method", "json", "time_limit"],
        ),
        Game::Guessing => common(&["n", "master", "guesser", "json", "time_limit"]),
        Game::EasyChase => with(ids::<partisan::easy_chase::SolveFlags>(), &["n", "json"]),
        Game::Procrastination => with(ids::<partisan::procrastination::SolveFlags>(), &["json"]),
        Game::Surreal => with(
            ids::<partisan::surreal::SolveFlags>(),
            &["svg", "json", "time_limit"],
        ),
        Game::Domineering
        | Game::Konane
        | Game::Hackenbush
        | Game::Clobber
        | Game::Snort
        | Game::ToadsAndFrogs => common(&[
            "position",
            "cool",
            "heat",
            "overheat",
            "compare",
            "unicode",
            "svg",
            "json",
            "time_limit",
        ]),
        Game::Octal => with(
            ids::<impartial::SolveFlags>(),
            &["svg", "json", "time_limit", "checkpoint"],
        ),
        Game::Misere => common(&["expr", "json", "time_limit"]),
        Game::FoxAndGeese => with(
            ids::<partisan::fox_and_geese::SolveFlags>(),
            &["json", "time_limit"],
        ),
        Game::BackslidingToadsAndFrogs | Game::HareAndHounds => {
            common(&["position", "json", "time_limit"])
        }
        Game::Racing => with(ids::<racing::SolveFlags>(), &["json"]),
        Game::Nhg => with(
            ids::<nhg::SolveFlags>(),
            &["n", "svg", "json", "time_limit"],
        ),
        Game::Goofspiel => with(ids::<goofspiel::SolveFlags>(), &["n", "json", "time_limit"]),
        Game::Eternity => with(
            ids::<eternity::SolveFlags>(),
            &["method", "svg", "json", "time_limit", "checkpoint"],
        ),
        Game::Coin => anyhow::bail!("a coin is raced, not solved: `race --game coin --p P`"),
        Game::NhgLine | Game::NhgSpider => anyhow::bail!(
            "--game {} is a sweep; one game is `solve --game nhg --m M --n N --p P`",
            game
        ),
    })
}

/// Runs `dresher solve`.
pub fn run(args: &SolveArgs, matches: &ArgMatches) -> anyhow::Result<()> {
    let allowed = allowed(args.game)?;
    reject_foreign::<SolveArgs>(matches, args.game, &allowed)?;
    let budget = || crate::limits::budget(args.time_limit);
    match args.game {
        Game::Matrix => matrix::solve(&args.matrix, args.method.as_deref(), args.json, &budget()?),
        Game::Guessing => {
            let shown = guessing::Shown {
                json: args.json,
                guesser: args.guesser,
            };
            guessing::solve(args.n, args.master, shown, &budget()?)
        }
        Game::EasyChase => partisan::easy_chase::solve(args.n, &args.easy_chase, args.json),
        Game::Procrastination => partisan::procrastination::solve(&args.procrastination, args.json),
        Game::Surreal => {
            partisan::surreal::solve(&args.surreal, args.svg.as_deref(), args.json, &budget()?)
        }
        Game::Domineering
        | Game::Konane
        | Game::Hackenbush
        | Game::Clobber
        | Game::Snort
        | Game::ToadsAndFrogs => partisan::surreal::solve_ruleset(
            &args.surreal,
            args.game,
            (args.svg.as_deref(), args.json),
            &budget()?,
        ),
        Game::Octal => impartial::solve(
            &args.octal,
            (args.svg.as_deref(), args.json, args.checkpoint.as_deref()),
            &budget()?,
        ),
        Game::FoxAndGeese => {
            partisan::fox_and_geese::solve(&args.fox_and_geese, args.json, &budget()?)
        }
        Game::BackslidingToadsAndFrogs => {
            let position = args.surreal.position.as_deref();
            partisan::loopy::solve_ruleset(Ruleset::Backsliding, position, args.json, &budget()?)
        }
        Game::HareAndHounds => {
            let position = args.surreal.position.as_deref();
            partisan::loopy::solve_ruleset(Ruleset::HareAndHounds, position, args.json, &budget()?)
        }
        Game::Misere => {
            impartial::forms::solve(args.surreal.expr.as_deref(), args.json, &budget()?)
        }
        Game::Racing => racing::solve(&args.racing, args.json),
        Game::Nhg => nhg::solve(
            args.n,
            &args.nhg,
            (args.svg.as_deref(), args.json),
            &budget()?,
        ),
        Game::Goofspiel => goofspiel::solve(args.n, &args.goofspiel, args.json, &budget()?),
        Game::Eternity => eternity::solve(
            &(args.eternity.clone())
                .with_time_limit(args.time_limit)
                .with_checkpoint(args.checkpoint.clone()),
            args.method.as_deref(),
            args.svg.as_deref(),
            args.json,
        ),
        Game::Coin | Game::NhgLine | Game::NhgSpider => unreachable!("refused above"),
    }
}
