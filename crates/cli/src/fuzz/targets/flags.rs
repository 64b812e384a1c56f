//! Command lines of `dresher solve` and `verify --game eternity`, one argument per line,
//! parsed by the real command-line definition and run in this process with output off.
//!
//! A size inside a game's limits can legitimately take minutes (`--n 900`), so a command
//! line holding a number from 5 to 999,999 is only parsed; every other one is run. The
//! tokens are small sizes and values past every limit, which must be refused at once.

use std::sync::atomic::Ordering;

use crate::{dispatch, QUIET};
use dresher_fuzz::{rejected, Target, Verdict};

const ROOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../");

/// Values and flags the mutator splices into command lines.
const TOKENS: [&str; 34] = [
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
        "solve\n--game\neasy-chase\n--n\n3\n--white\n1,1\n--black\n3,3".into(),
        "solve\n--game\nprocrastination\n--c1\nW,WB,BBW\n--c2\nB,WW,BW".into(),
        "solve\n--game\nsurreal\n--left\n0,1/2\n--right\n1".into(),
        "solve\n--game\nsurreal\n--expr\nup+up+*".into(),
        "solve\n--game\nracing\n--eps\n0.01\n--delta\n0.05".into(),
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

fn check(text: &str) -> Result<Verdict, String> {
    let args: Vec<&str> = text.split('\n').collect();
    let matches = match crate::command()
        .try_get_matches_from(std::iter::once("dresher").chain(args.iter().copied()))
    {
        Ok(m) => m,
        Err(e) => return crate::clap_error(&e).map_or(Ok(Verdict::Accepted), rejected),
    };
    let runnable = matches!(matches.subcommand_name(), Some("solve" | "verify"));
    let mid_size = args.iter().flat_map(|a| a.split(',')).any(|a| {
        a.trim()
            .parse::<f64>()
            .is_ok_and(|x| (5.0..1e6).contains(&x))
    });
    if !runnable || mid_size {
        return Ok(Verdict::Accepted);
    }
    QUIET.store(true, Ordering::Relaxed);
    match dispatch(&matches) {
        Ok(()) => Ok(Verdict::Accepted),
        Err(e) => rejected(crate::one_line(&format!("{e:#}"))),
    }
}
