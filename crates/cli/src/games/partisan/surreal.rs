//! `dresher solve --game surreal --left 0,1/2 --right 1` or `--expr "up+up+*"`: the value
//! of a short partisan game, as a number when it is one, else in canonical form; its stops,
//! mean and temperature, its thermograph as a picture (`--svg`), the game cooled or heated
//! by `t`, and how it compares with another game.

use std::path::Path;

use anyhow::{bail, Context};
use clap::Args;
use partisan::rulesets::Ruleset;
use partisan::{GameId, Games, Surreal, Thermograph, Wall};
use serde_json::{json, Value};

use verify::budget::Budget;

use crate::emit;
use crate::games::Game;
use crate::limits::{bounded, with_progress};

/// The surreal calculator's flags of `dresher solve`.
#[derive(Args)]
#[group(skip)]
#[command(next_help_heading = "Surreal numbers and short games (--game surreal)")]
pub struct SolveFlags {
    /// Left's options, comma separated: numbers (`1/2`, `-3`), `*`, `*3`, `up`, `down`,
    /// `{0|*}`, sums (`up+*`). Leave it out (or give `''`) for none.
    #[arg(long, value_name = "OPTIONS", allow_hyphen_values = true)]
    left: Option<String>,
    /// Right's options, written like `--left`.
    #[arg(long, value_name = "OPTIONS", allow_hyphen_values = true)]
    right: Option<String>,
    /// A whole game expression instead of `--left`/`--right`, e.g. "up+up+*" or "{1|-1}".
    #[arg(long, value_name = "GAME", allow_hyphen_values = true)]
    pub expr: Option<String>,
    /// A ruleset whose position --position gives: `domineering` (Left places vertical
    /// dominoes, Right horizontal ones), `konane` and `clobber` (Left's stones `x`, Right's
    /// `o`), `hackenbush` (red-blue strings), `snort` or `toads-and-frogs` (default: none,
    /// the game is --expr or --left/--right). `--game RULESET` says the same.
    #[arg(long, value_name = "RULESET")]
    ruleset: Option<Ruleset>,
    /// The ruleset's position (also `--grid`): a file, or the rows inline separated by `/` or
    /// `|` (`../..`, `..|..`); `.` an empty cell, `#` a filled one (Domineering, Snort), `x`
    /// and `o` stones (Konane, Clobber) or colours (Snort); Hackenbush strings separated by
    /// spaces, `B` blue, `R` red (`BBR RB`), or a graph's edges `U-V` and a colour, `G` green
    /// (`0-1B 1-2G`, vertex 0 the ground); a Toads and Frogs strip, `T`, `F`, `.`.
    #[arg(long, visible_alias = "grid", value_name = "FILE|ROWS")]
    pub position: Option<String>,
    /// Print games in the field's symbols (`↑`, `⇑*`, `3·↑`, `±1`, `⧾₂`) instead of ASCII
    /// (`up`, `^^*`, `^^^`, `+-1`, `tiny(2)`); the JSON has both (default: ASCII).
    #[arg(long)]
    unicode: bool,
    /// Also print the game cooled by T (a dyadic number >= 0, e.g. 1/2): `G_T`, Siegel
    /// §II.5 (default: not cooled).
    #[arg(long, value_name = "T")]
    cool: Option<String>,
    /// Also print the game heated by T (a dyadic number): `∫^T G`, on the canonical form
    /// (default: not heated).
    #[arg(long, value_name = "T", allow_hyphen_values = true)]
    heat: Option<String>,
    /// Also print the game overheated from S by T (two games, e.g. `*,1*`): `∫_S^T G`,
    /// integers becoming copies of S, other games `{∫G^L + T | ∫G^R - T}` (Berlekamp and
    /// Wolfe, *Mathematical Go*) (default: not overheated).
    #[arg(long, value_name = "S,T", allow_hyphen_values = true)]
    overheat: Option<String>,
    /// Also compare the game with H: prints `G > H`, `G < H`, `G = H` or `G || H`
    /// (confused) (default: no comparison).
    #[arg(long, value_name = "H", allow_hyphen_values = true)]
    compare: Option<String>,
}

/// `--left` or `--right` with no list after it (at the end, or before another flag) given
/// the empty list, as the help promises: clap would take the next flag for the list, since
/// the lists may start with a hyphen (`-1/2`).
pub fn empty_option_lists(args: &mut Vec<std::ffi::OsString>) {
    let mut i = 0;
    while i < args.len() {
        let flag = args[i] == "--left" || args[i] == "--right";
        let next_is_flag = args
            .get(i + 1)
            .is_none_or(|a| a.to_string_lossy().starts_with("--"));
        if flag && next_is_flag {
            args.insert(i + 1, "".into());
        }
        i += 1;
    }
}

/// Builds the game, reduces it to canonical form and prints it with its temperature theory,
/// and draws its thermograph to `svg`.
pub fn solve(
    args: &SolveFlags,
    svg: Option<&Path>,
    json: bool,
    budget: &Budget,
) -> anyhow::Result<()> {
    if let Some(text) = args
        .expr
        .as_deref()
        .filter(|e| partisan::loopy::looks_loopy(e))
    {
        let short_only = [&args.cool, &args.heat, &args.overheat, &args.compare];
        if short_only.iter().any(|a| a.is_some()) || svg.is_some() {
            bail!("--cool, --heat, --overheat, --compare and --svg are for short games; {text:?} is loopy");
        }
        return super::loopy::solve(text, json, budget);
    }
    let out = with_progress("the game's values", budget, || {
        Games::new().within(budget, |games| {
            let (input, g) = read(games, args)?;
            report(games, g, input, "surreal", args, svg, json)
        })
    });
    bounded("the game's values", out)
}

/// `solve --game domineering --grid ROWS`: a ruleset's position, printed as [`solve`] does.
pub fn solve_ruleset(
    args: &SolveFlags,
    game: Game,
    (svg, json): (Option<&Path>, bool),
    budget: &Budget,
) -> anyhow::Result<()> {
    let ruleset: Ruleset = game.to_string().parse()?;
    let Some(position) = &args.position else {
        bail!("--game {ruleset} needs --grid ROWS (e.g. '..|..') or --grid FILE");
    };
    let what = format!("the {ruleset} position's value");
    let out = with_progress(&what, budget, || {
        Games::new().within(budget, |games| {
            let (input, g) = ruled(games, ruleset, position)?;
            report(games, g, input, &ruleset.to_string(), args, svg, json)
        })
    });
    bounded(&what, out)
}

/// Prints game `g` read from `input` (the `game` of the JSON) with its temperature theory.
fn report(
    games: &mut Games,
    g: GameId,
    input: String,
    game: &str,
    args: &SolveFlags,
    svg: Option<&Path>,
    json: bool,
) -> anyhow::Result<()> {
    let extras = extras(games, g, args)?;
    let name = shown(games, g, args.unicode);
    let number = games.as_number(g).cloned();
    let outcome = games.outcome(g);
    let birthday = games.birthday(g);
    let th = games.thermograph(g);
    let reduced = games.reduced(g);
    let reduced = shown(games, reduced, args.unicode);
    let weight = games.atomic_weight(g);
    let weight = weight.map(|w| shown(games, w, args.unicode));
    if let Some(stem) = svg {
        dresher_plots::thermograph::draw(
            stem,
            &th,
            &dresher_plots::thermograph::title(&input, &name),
        )?;
    }
    if json {
        let mut value = json!({
            "game": game, "input": input, "value": shown(games, g, false),
            "value_unicode": shown(games, g, true),
            "is_number": number.is_some(), "birthday": u64::try_from(&birthday)
                .map_or_else(|_| Value::String(birthday.to_string()), Value::from),
            "outcome": outcome.to_string(),
            "left_stop": th.left.value(&Surreal::zero()).to_string(),
            "right_stop": th.right.value(&Surreal::zero()).to_string(),
            "mean": th.mean.to_string(), "temperature": th.temperature.to_string(),
            "reduced": reduced, "atomic_weight": weight,
            "thermograph": {"left": wall_json(&th.left), "right": wall_json(&th.right)},
        });
        for e in &extras {
            value[e.key] = e.json.clone();
        }
        return emit(&(serde_json::to_string_pretty(&value)? + "\n"));
    }
    let kind = match number {
        Some(_) => "a number (simplest between the options, seed 002 §2.1)",
        None if games.name_len(g) > MAX_PRINTED => "not a number",
        None => "not a number: canonical form shown",
    };
    let weight = weight.unwrap_or_else(|| "none (not an all-small game)".into());
    let mut out = format!(
        "{input} = {name}\n{kind}\nborn on day {birthday}\noutcome: {outcome}\n{}reduced \
         canonical form (up to infinitesimals): {reduced}\natomic weight: {weight}\n",
        temperature_lines(&th)
    );
    for e in &extras {
        out += &format!("{}\n", e.text);
    }
    emit(&out)
}

/// Stops, mean, temperature and the walls, one per line.
fn temperature_lines(th: &Thermograph) -> String {
    let zero = Surreal::zero();
    format!(
        "stops: left {}, right {}\nmean {}, temperature {}\nthermograph: left wall {}; right wall {}\n",
        th.left.value(&zero),
        th.right.value(&zero),
        th.mean,
        th.temperature,
        wall_text(&th.left),
        wall_text(&th.right),
    )
}

/// `3 - t for 0 <= t < 2, 1 for t >= 2`.
fn wall_text(wall: &Wall) -> String {
    let pieces = wall.pieces();
    let text = pieces.iter().enumerate().map(|(i, p)| {
        let (c, s) = p.line();
        let line = match (s, c.is_zero()) {
            (0, _) => c.to_string(),
            (_, true) => format!("{}t", if s < 0 { "-" } else { "" }),
            _ => format!("{c} {} t", if s < 0 { "-" } else { "+" }),
        };
        match pieces.get(i + 1) {
            Some(next) => format!("{line} for {} <= t < {}", p.from, next.from),
            None => format!("{line} for t >= {}", p.from),
        }
    });
    text.collect::<Vec<_>>().join(", ")
}

/// `[[from, value at from, slope], ...]`, exact dyadics as text.
fn wall_json(wall: &Wall) -> Value {
    let pieces = wall
        .pieces()
        .iter()
        .map(|p| json!({"from": p.from.to_string(), "at": p.at.to_string(), "slope": p.slope}));
    Value::Array(pieces.collect())
}

/// What `--cool`, `--heat`, `--overheat` or `--compare` asked for: its JSON key and value
/// (the value with its arguments as fields), and its line of text.
struct Extra {
    key: &'static str,
    json: Value,
    text: String,
}

impl Extra {
    /// `key: {"by": by, "value": value}`, and `"cooled by 1/2: value"`.
    fn by(key: &'static str, words: &str, by: String, value: String) -> Extra {
        Extra {
            key,
            text: format!("{words} by {by}: {value}"),
            json: json!({ "by": by, "value": value }),
        }
    }
}

/// What `--cool`, `--heat`, `--overheat` and `--compare` ask for.
fn extras(games: &mut Games, g: GameId, args: &SolveFlags) -> anyhow::Result<Vec<Extra>> {
    let mut out = Vec::new();
    if let Some(t) = &args.cool {
        let t = dyadic(t, "--cool")?;
        if t < Surreal::zero() {
            bail!("--cool {t}: cooling is by a temperature t >= 0");
        }
        let c = games.cool(g, &t);
        let value = shown(games, c, args.unicode);
        out.push(Extra::by("cooled", "cooled", t.to_string(), value));
    }
    if let Some(t) = &args.heat {
        let t = dyadic(t, "--heat")?;
        if games.depth(g) > partisan::MAX_PARSED_DEPTH {
            bail!(
                "--heat: the game is more than {} moves deep",
                partisan::MAX_PARSED_DEPTH
            );
        }
        let h = games.heat(g, &t);
        let value = shown(games, h, args.unicode);
        out.push(Extra::by("heated", "heated", t.to_string(), value));
    }
    if let Some(text) = &args.overheat {
        let [s, t] = games.parse_list(text).context("--overheat")?[..] else {
            bail!("--overheat {text:?}: expected two games S,T, e.g. *,1*");
        };
        let hot = games.overheat(g, s, t).context("--overheat")?;
        let (s, t) = (shown(games, s, false), shown(games, t, false));
        let value = shown(games, hot, args.unicode);
        out.push(Extra {
            key: "overheated",
            text: format!("overheated from {s} by {t}: {value}"),
            json: json!({ "from": s, "by": t, "value": value }),
        });
    }
    if let Some(text) = &args.compare {
        let h = games.parse(text).context("--compare")?;
        games.walkable(g, h).context("--compare")?;
        let c = games.compare(g, h);
        let text = format!("G {} {}", c.symbol(), shown(games, h, args.unicode));
        out.push(Extra {
            key: "compare",
            json: json!(text),
            text: format!("compare: {text}"),
        });
    }
    Ok(out)
}

/// A ruleset's position, from a file or inline, valued in the arena.
fn ruled(games: &mut Games, ruleset: Ruleset, position: &str) -> anyhow::Result<(String, GameId)> {
    let inline = |c: char| ruleset.alphabet().contains(c) || c == '/' || c == '|';
    // Not a file that exists: read as the position itself, whose errors name the bad cell.
    let text = match position.chars().all(inline) || !Path::new(position).exists() {
        true => position.to_string(),
        false => verify::read_capped(Path::new(position), 1 << 16, "a position file")
            .map_err(anyhow::Error::msg)?,
    };
    let (board, value) = ruleset.value(games, &text)?;
    Ok((format!("{ruleset} {board}"), value))
}

/// The longest canonical text printed: sums of hot games can have forms whose text is
/// exponentially longer than the game.
const MAX_PRINTED: usize = 100_000;

/// The game's text, or what stands for it when it is longer than [`MAX_PRINTED`].
pub(crate) fn shown(games: &Games, g: GameId, unicode: bool) -> String {
    match games.name_len(g) {
        n if n > MAX_PRINTED => format!(
            "(a canonical form of {} characters, not printed: the limit is {MAX_PRINTED})",
            if n == usize::MAX {
                "more than 10^19".to_string()
            } else {
                n.to_string()
            }
        ),
        _ if unicode => games.name_unicode(g),
        _ => games.name(g),
    }
}

fn dyadic(text: &str, flag: &str) -> anyhow::Result<Surreal> {
    text.trim()
        .parse()
        .with_context(|| format!("{flag} {text:?}: expected a dyadic number such as 1/2"))
}

fn read(games: &mut Games, args: &SolveFlags) -> anyhow::Result<(String, GameId)> {
    if let Some(ruleset) = args.ruleset {
        if args.expr.is_some() || args.left.is_some() || args.right.is_some() {
            bail!("give either --ruleset with --position, or --expr / --left / --right");
        }
        let Some(position) = &args.position else {
            bail!("--ruleset {ruleset} needs --position FILE or --position ROWS (e.g. ../..)");
        };
        return ruled(games, ruleset, position);
    }
    if args.position.is_some() {
        bail!("--position needs --ruleset (e.g. domineering)");
    }
    match (&args.expr, &args.left, &args.right) {
        (Some(e), None, None) => Ok((e.clone(), games.parse(e)?)),
        (Some(_), _, _) => bail!("give either --expr GAME or --left/--right OPTIONS, not both"),
        (None, None, None) => {
            bail!("--game surreal needs --left OPTIONS and/or --right OPTIONS (or --expr GAME)")
        }
        (None, l, r) => {
            let (l, r) = (l.as_deref().unwrap_or(""), r.as_deref().unwrap_or(""));
            let left = games.parse_list(l).context("--left")?;
            let right = games.parse_list(r).context("--right")?;
            Ok((format!("{{{l}|{r}}}"), games.game(&left, &right)))
        }
    }
}
