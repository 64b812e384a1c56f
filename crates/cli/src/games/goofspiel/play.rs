//! `dresher play --game goofspiel --n N`: a person bids from the terminal as player 2;
//! dresher plays player 1 by sampling its optimal mix at each position, and says what it
//! bid and why (its mix and its expected payoff from there).

use std::io::{BufRead, Write};

use goofspiel::{ExactSolver, Payoff, State};
use racing::Rng;
use verify::format_rational;

use crate::games::draw::draw;

/// Plays one game, reading the person's bids from `input` and writing the table talk to
/// `out`; `seed` fixes the prize order and dresher's draws.
pub fn play(
    n: usize,
    payoff: Payoff,
    seed: u64,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    let mut solver = ExactSolver::with_payoff(n, payoff)?;
    let mut rng = Rng::new(seed);
    let mut history: Vec<String> = Vec::new();
    writeln!(
        out,
        "Goofspiel N = {n}, {payoff} payoff: you are player 2, dresher is player 1 \
         (--seed {seed} replays the same prizes and draws)."
    )?;
    loop {
        let state = State::parse(n, &history.join(","))?;
        let to_come: Vec<usize> = (1..=n)
            .filter(|c| state.to_come >> (c - 1) & 1 == 1)
            .collect();
        let Some(&prize) = to_come.get(rng.below(to_come.len() as u64) as usize) else {
            return finish(&state, payoff, out);
        };
        let showing = State::parse(n, &[history.join(","), prize.to_string()].join(","))?;
        let play = goofspiel::play_with(&mut solver, &showing)?;
        let bids = &play.bids[0];
        let mine = draw(bids.player1.iter().map(|(c, p)| (*c, p)), &mut rng);
        let yours = ask(&showing, prize, input, out)?;
        let mix: Vec<String> = (bids.player1.iter())
            .map(|(c, p)| format!("{c}: {}", format_rational(p)))
            .collect();
        let taken = match mine.cmp(&yours) {
            std::cmp::Ordering::Greater => "dresher takes it",
            std::cmp::Ordering::Less => "you take it",
            std::cmp::Ordering::Equal => "a tie: nobody takes it",
        };
        writeln!(
            out,
            "dresher bid {mine}, you bid {yours}: {taken}. dresher drew its card from its \
             optimal mix ({}); its expected payoff from here was {}.",
            mix.join(", "),
            format_rational(&bids.value)
        )?;
        history.push(format!("{prize}:{mine}/{yours}"));
    }
}

/// The person's bid, asked until it is a card they hold; a one-line error for each bad one.
fn ask(
    state: &State,
    prize: usize,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> anyhow::Result<usize> {
    let hand: Vec<usize> = (1..=state.n)
        .filter(|c| state.hand2 >> (c - 1) & 1 == 1)
        .collect();
    let listed: Vec<String> = hand.iter().map(usize::to_string).collect();
    loop {
        write!(
            out,
            "prize {prize} is up (score: {}). Your cards: {}. Your bid? ",
            score(state.lead),
            listed.join(" ")
        )?;
        out.flush()?;
        let mut line = String::new();
        if input.read_line(&mut line)? == 0 {
            anyhow::bail!("no bid read (end of input): the game stops here");
        }
        match line.trim().parse::<usize>() {
            Ok(card) if hand.contains(&card) => return Ok(card),
            _ => writeln!(
                out,
                "error: {:?} is not a card you hold ({})",
                line.trim(),
                listed.join(" ")
            )?,
        }
    }
}

/// Who leads, by how many points: `dresher leads by 3 points`, `you lead by 1 point`,
/// `level`.
fn score(lead: i32) -> String {
    let points = |n: u32| format!("{n} point{}", if n == 1 { "" } else { "s" });
    match lead.signum() {
        1 => format!("dresher leads by {}", points(lead.unsigned_abs())),
        -1 => format!("you lead by {}", points(lead.unsigned_abs())),
        _ => "level".into(),
    }
}

fn finish(state: &State, payoff: Payoff, out: &mut impl Write) -> anyhow::Result<()> {
    let verdict = match state.lead.signum() {
        1 => "dresher wins",
        -1 => "you win",
        _ => "a draw",
    };
    writeln!(
        out,
        "game over: {}: {verdict} ({payoff} payoff to dresher: {}).",
        score(state.lead),
        format_rational(&payoff.at_end(state.lead))
    )?;
    Ok(())
}
