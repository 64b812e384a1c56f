//! Command lines of every command but `bench`, `play` and `fuzz`, one argument per line,
//! parsed by the real command-line definition and run in this process with output off:
//! every line that parses is run. A size inside a game's limits can
//! legitimately take minutes (`--n 900`), so a line that gives no `--time-limit` to a
//! command that takes one runs with [`FUZZ_SECONDS`]: it must then end within the fuzzer's
//! own limit, with an answer or the one line of what ran out. The tokens are small sizes
//! and values past every limit, which must be refused at once.

use std::sync::atomic::Ordering;

use crate::games::Game;
use crate::{dispatch, QUIET};
use dresher_fuzz::{rejected, Target, Verdict};

const ROOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../");

/// Values and flags the mutator splices into command lines.
const TOKENS: [&str; 37] = [
    "0",
    "1",
    "2",
    "3",
    "4",
    "-1",
    "-0",
    "",
    "x",
    "1.5",
    "0.5",
    "1e-300",
    "1e300",
    "nan",
    "inf",
    "1000000",
    "1000000000",
    "4294967296",
    "18446744073709551616",
    "18446744073709551615",
    "64",
    "2048",
    "1,1",
    "0,0",
    "2,2,2",
    "3,",
    "W",
    "B",
    "WB,",
    "{0|",
    "*",
    "\n--json",
    "\n--exact",
    "\n--max-score",
    "/dev/null",
    "/",
    "\n",
];

pub fn target() -> Target {
    let fixture = |name: &str| format!("{ROOT}fixtures/{name}");
    let out = |name: &str| scratch().join(name).display().to_string();
    let lines = [
        format!(
            "solve\n--game\nmatrix\n--nfg\n{}",
            fixture("matrix/rps.nfg")
        ),
        format!(
            "solve\n--game\nmatrix\n--nfg\n{}\n--method\ndresher\n--trace",
            fixture("matrix/pennies.nfg")
        ),
        "solve\n--game\nguessing\n--n\n7\n--json".into(),
        "solve\n--game\nguessing\n--n\n4096\n--guesser".into(),
        "solve\n--game\neasy-chase\n--n\n3\n--white\n1,1\n--black\n3,3".into(),
        "solve\n--game\nprocrastination\n--c1\nW,WB,BBW\n--c2\nB,WW,BW".into(),
        "solve\n--game\nsurreal\n--left\n0,1/2\n--right\n1".into(),
        "solve\n--game\nsurreal\n--expr\nup+up+*".into(),
        "solve\n--game\nsurreal\n--expr\na{0|a}\n--json".into(),
        "solve\n--game\nfox-and-geese\n--geese\n4,2 4,4 4,6 4,8\n--fox\n1,1\n--ceylonese".into(),
        "solve\n--game\nfox-and-geese\n--geese\n3,1 3,3\n--fox\n1,1\n--width\n4".into(),
        "solve\n--game\nbacksliding-toads-and-frogs\n--position\nt..f.t".into(),
        "solve\n--game\nbacksliding-toads-and-frogs\n--position\ntt..f\n--json".into(),
        "solve\n--game\nhare-and-hounds\n--position\nd.d/d...h/...\n--json".into(),
        "solve\n--game\nmisere\n--expr\n*[[2],0]".into(),
        "solve\n--game\noctal\n--code\n0.77\n--to\n10\n--heaps\n5,3\n--misere\n--canonical".into(),
        "solve\n--game\nracing\n--eps\n0.01\n--delta\n0.05".into(),
        "solve\n--game\noctal\n--code\n0.77\n--to\n500\n--heaps\n7,12,3\n--no-values\n--json"
            .into(),
        format!(
            "solve\n--game\noctal\n--code\nS(1,3,4)\n--heaps\n100,1000\n--svg\n{}",
            out("nim")
        ),
        "solve\n--game\noctal\n--code\n0.F\n--to\n5000".into(),
        "solve\n--game\noctal\n--code\nallbut(3,4,9,10)\n--to\n2000\n--json".into(),
        "solve\n--game\noctal\n--code\n0.77\n--to\n40\n--heaps\n9,9,12\n--misere".into(),
        "solve\n--game\noctal\n--code\n0.07\n--to\n30\n--quotient\n1000\n--heaps\n4,9".into(),
        "solve\n--game\noctal\n--code\n0.75\n--quotient\n0\n--json".into(),
        "solve\n--game\noctal\n--code\ngrundy\n--heaps\n1000000".into(),
        format!(
            "solve\n--game\noctal\n--code\n0.16\n--to\n300000\n--checkpoint\n{}\n--checkpoint-every\n1",
            out("nim-values")
        ),
        "solve\n--game\noctal\n--code\n0.376\n--to\n17179869184".into(),
        "solve\n--game\nnhg\n--m\n4\n--n\n3\n--p\n6".into(),
        "solve\n--game\nnhg\n--m\n4\n--n\n3\n--spider\n3,4".into(),
        format!(
            "solve\n--game\nnhg\n--m\n3\n--n\n2\n--tree\n{}",
            fixture("nhg/tree20.txt")
        ),
        "solve\n--game\ngoofspiel\n--n\n3\n--exact\n--json".into(),
        format!(
            "solve\n--game\neternity\n--puzzle\n{}\n--time-limit\n1",
            fixture("eternity/4x4-seed1.txt")
        ),
        // Every other flag of the commands run, each in a line of its own game.
        format!(
            "solve\n--game\nsurreal\n--expr\n{{3|-1}}\n--cool\n1\n--heat\n1/2\n--overheat\n*,1*\n\
             --compare\n0\n--unicode\n--svg\n{}",
            out("thermograph")
        ),
        "solve\n--game\nsurreal\n--ruleset\ndomineering\n--position\n../..".into(),
        "solve\n--game\ngoofspiel\n--n\n4\n--payoff\nwin-loss\n--force".into(),
        format!(
            "solve\n--game\ngoofspiel\n--n\n3\n--state\n1:1/1\n--policy-out\n{}",
            out("policy.json")
        ),
        format!(
            "solve\n--game\nmatrix\n--nfg\n{}\n--full",
            fixture("matrix/rps.nfg")
        ),
        "solve\n--game\nguessing\n--n\n5\n--master\ndense".into(),
        format!(
            "solve\n--game\nnhg\n--m\n3\n--n\n2\n--tree\n{}\n--svg\n{}",
            fixture("nhg/tree20.txt"),
            out("tree")
        ),
        format!(
            "solve\n--game\neternity\n--puzzle\n{}\n--all\n--checkpoint\n{}",
            fixture("eternity/4x4-seed1.txt"),
            out("count.json")
        ),
        format!(
            "solve\n--game\neternity\n--puzzle\n{}\n--deal\n16\n--deal-seed\n3\n--out\n{}",
            fixture("eternity/4x4-seed1.txt"),
            out("board.txt")
        ),
        format!(
            "solve\n--game\neternity\n--puzzle\n{}\n--estimate\n10",
            fixture("eternity/4x4-seed1.txt")
        ),
        format!(
            "solve\n--game\neternity\n--puzzle\n{}\n--method\nsat\n--proof\n{}",
            fixture("eternity/4x4-seed1.txt"),
            out("proof.lrat")
        ),
        "verify\n--game\nguessing\n--dir\n/dev/null\n--json".into(),
        format!(
            "sweep\n--game\nguessing\n--out\n{}\n--from\n1\n--to\n12\n--jobs\n2\n--method\nplain\n\
             --master\ndense\n--cold",
            out("guessing")
        ),
        format!(
            "sweep\n--game\nguessing\n--out\n{}\n--to\n40\n--known\n{}\n--shard\n1/2\n\
             --checkpoint-every\n1\n--time-limit\n1",
            out("guessing-known"),
            fixture("guessing/values.jsonl")
        ),
        format!(
            "sweep\n--game\nnhg-line\n--out\n{}\n--p-max\n6\n--lp-max\n3",
            out("line")
        ),
        format!(
            "sweep\n--game\nnhg-spider\n--out\n{}\n--m-max\n4",
            out("spider")
        ),
        format!(
            "sweep\n--game\nnhg-spider\n--out\n{}\n--m-max\n6\n--closed-form",
            out("spider")
        ),
        format!(
            "sweep\n--game\ngoofspiel\n--out\n{}\n--from\n2\n--to\n5\n--payoff\nwin-loss",
            out("goofspiel")
        ),
        "race\n--game\ncoin\n--p\n0.52\n--algorithm\nbernstein-race\n--eps\n0.05\n--delta\n0.1\n\
         --seed\n3\n--max-games\n100000\n--json"
            .into(),
        "race\n--game\ncoin\n--p\n0.5\n--eps\n0.0001\n--unbounded".into(),
        "race\n--game\nguessing\n--n\n12\n--a\noptimal\n--b\nbisection\n--hider\noptimal\n\
         --time-limit\n2"
            .into(),
        "race\n--game\nguessing\n--n\n10\n--best-seeds\n20\n--keep\n3\n--hider\nuniform".into(),
        "race\n--game\nguessing\n--n\n4096\n--best-seeds\n1000000\n--keep\n1".into(),
        format!(
            "report\n--game\nracing\n--out\n{}\n--races\n50\n--gaps\n0,0.1\n--algorithms\nlebr\n\
             --eps\n0.05\n--delta\n0.1\n--seed\n2\n--time-limit\n5",
            out("racing")
        ),
        format!(
            "report\n--game\ngoofspiel\n--dir\n{}\n--out\n{}",
            fixture("goofspiel"),
            out("goofspiel-report")
        ),
        format!(
            "export\n--game\nguessing\n--dir\n{}\n--out\n{}\n--full\n1,2,100\n--refresh\n--replace",
            fixture("guessing/certificates"),
            out("fixtures")
        ),
        format!(
            "generate\n--game\neternity\n--size\n4x4\n--frame-colours\n2\n--inner-colours\n3\n\
             --colours\nuniform\n--hints\n1\n--seed\n3\n--out\n{}\n--solution-out\n{}",
            out("puzzle.txt"),
            out("solution.txt")
        ),
        format!(
            "sweep\n--game\nnhg-line\n--out\n{}\n--p-max\n100000",
            out("line-largest")
        ),
        format!(
            "sweep\n--game\ngoofspiel\n--out\n{}\n--to\n16",
            out("goofspiel-largest")
        ),
        // At the limits: the largest nimber, the widest Domineering board, the largest N of
        // each game, hopeless boards, the largest spider run under the time limit.
        "solve\n--game\nsurreal\n--expr\n*18446744073709551615".into(),
        format!("solve\n--game\ndomineering\n--grid\n..{}", "#".repeat(62)),
        format!(
            "solve\n--game\nsnort\n--grid\n{}",
            ["........"; 8].join("/")
        ),
        "solve\n--game\ntoads-and-frogs\n--position\nTTTTTTTTTT....................FFFFFFFFFF"
            .into(),
        "solve\n--game\nguessing\n--n\n2048".into(),
        "solve\n--game\ngoofspiel\n--n\n12".into(),
        "solve\n--game\ngoofspiel\n--n\n6\n--exact".into(),
        "solve\n--game\nnhg\n--m\n2\n--n\n2\n--spider\n2,1000".into(),
        "compare\n{2|-2}+{1|-1}+^\n*".into(),
        "compare\nover\n1/1024\n--json".into(),
        format!(
            "verify\n--game\neternity\n--puzzle\n{}\n--solution\n{}",
            fixture("eternity/6x6-seed1.txt"),
            fixture("eternity/6x6-seed1.solution.txt")
        ),
    ];
    Target {
        seeds: lines.map(String::into_bytes).to_vec(),
        tokens: TOKENS.to_vec(),
        check: Box::new(check),
    }
}

/// The commands whose generated lines are run.
const RUN: [&str; 8] = [
    "solve", "sweep", "generate", "race", "report", "export", "compare", "verify",
];

/// The flags that name a file a command writes.
const WRITES: [&str; 6] = [
    "--svg",
    "--out",
    "--checkpoint",
    "--policy-out",
    "--proof",
    "--solution-out",
];

/// The commands that write to a default folder (`results/GAME`, `fixtures/GAME`) unless
/// given `--out`.
const WRITES_BY_DEFAULT: [&str; 3] = ["sweep", "report", "export"];

/// Where the commands run write: a folder of this process's own. A line that would write
/// anywhere else (a mutation turned the path into `1e300`, say) is only parsed.
fn scratch() -> std::path::PathBuf {
    std::env::temp_dir().join(format!("dresher-fuzz-{}", std::process::id()))
}

/// Does every file the line writes go to [`scratch`]? (`--flag=VALUE` is not written
/// by the seeds; such a line is only parsed.)
fn writes_in_scratch(args: &[&str]) -> bool {
    let inside = format!("{}/", scratch().display());
    let named = (args.windows(2))
        .filter(|w| WRITES.contains(&w[0]))
        .all(|w| w[1].starts_with(&inside) && !w[1].contains(".."));
    let glued = args
        .iter()
        .any(|a| WRITES.iter().any(|w| a.starts_with(&format!("{w}="))));
    named && !glued && !args.last().is_some_and(|a| WRITES.contains(a))
}

/// The time limit a generated line runs with when it gives none.
const FUZZ_SECONDS: &str = "0.25";

fn check(text: &str) -> Result<Verdict, String> {
    let mut args: Vec<&str> = text.split('\n').collect();
    let parse = |args: &[&str]| {
        crate::command()
            .try_get_matches_from(std::iter::once("dresher").chain(args.iter().copied()))
    };
    let mut matches = match parse(&args) {
        Ok(m) => m,
        Err(e) => return crate::clap_error(&e).map_or(Ok(Verdict::Accepted), rejected),
    };
    let verb = matches.subcommand_name().unwrap_or_default();
    let runnable = RUN.contains(&verb);
    let default_out = WRITES_BY_DEFAULT.contains(&verb) && !args.contains(&"--out");
    if !runnable || default_out || !writes_in_scratch(&args) {
        return Ok(Verdict::Accepted);
    }
    if takes_time_limit(&matches) {
        args.splice(1..1, ["--time-limit", FUZZ_SECONDS]);
        match parse(&args) {
            Ok(m) => matches = m,
            // The line's own syntax leaves no room for the flag (after `--`, say): not run.
            Err(_) => return Ok(Verdict::Accepted),
        }
    }
    QUIET.store(true, Ordering::Relaxed);
    match dispatch(&matches) {
        Ok(()) => Ok(Verdict::Accepted),
        Err(e) => rejected(crate::one_line(&format!("{e:#}"))),
    }
}

/// Does the line's command take `--time-limit` for its game, and not give one?
fn takes_time_limit(matches: &clap::ArgMatches) -> bool {
    let Some((verb, sub)) = matches.subcommand() else {
        return false;
    };
    let takes = match verb {
        "compare" | "race" => true,
        "report" => sub.get_one::<Game>("game") == Some(&Game::Racing),
        "solve" | "sweep" => sub
            .get_one::<Game>("game")
            .and_then(|&g| crate::commands::flags_of(verb, g))
            .is_some_and(|flags| flags.iter().any(|f| f == "time_limit")),
        _ => false,
    };
    // Asked only of a verb that has the flag (clap asserts the id exists).
    takes && sub.value_source("time_limit") != Some(clap::parser::ValueSource::CommandLine)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The commands whose lines are only parsed, and why: each writes a folder of results or
    /// runs for minutes by design, with tests of its own (crash, resume and shard tests, the
    /// benches), or is interactive or this fuzzer itself.
    const PARSED_ONLY: [(&str, &str); 3] = [
        ("bench", "runs for minutes by design"),
        ("play", "reads the terminal"),
        ("fuzz", "this fuzzer"),
    ];

    /// Every command is run or listed as parsed only, and every flag of a command run is in
    /// a seed or a token: a new command or flag fails here until the fuzzer reaches it.
    #[test]
    fn every_command_and_flag_has_fuzz_coverage() {
        let target = target();
        let texts: Vec<String> = (target.seeds.iter())
            .map(|s| String::from_utf8_lossy(s).into_owned())
            .chain(target.tokens.iter().map(|t| t.to_string()))
            .collect();
        let command = crate::command();
        for sub in command.get_subcommands() {
            let verb = sub.get_name();
            let parsed_only = PARSED_ONLY.iter().any(|(v, _)| *v == verb);
            assert!(
                RUN.contains(&verb) || parsed_only,
                "`{verb}` has no fuzz coverage"
            );
            if parsed_only {
                continue;
            }
            let seeded = texts.iter().any(|t| t.starts_with(&format!("{verb}\n")));
            assert!(seeded, "`{verb}`: no seed");
            for long in sub.get_arguments().filter_map(|a| a.get_long()) {
                let flag = format!("\n--{long}");
                let found = long == "help" || texts.iter().any(|t| t.contains(&flag));
                assert!(found, "`{verb} --{long}`: in no seed or token");
            }
        }
    }
}
