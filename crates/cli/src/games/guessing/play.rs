//! `dresher play --game guessing --n N --role guess|hide`: a person plays Dresher's
//! guessing game against dresher's certified optimal strategy, each move explained.
//!
//! - `--role guess`: dresher hides a key drawn from Alice's optimal mix; the person guesses
//!   and dresher answers "higher" or "lower".
//! - `--role hide`: the person thinks of a key; dresher guesses by Bob's optimal mix as he
//!   plays it (at each stage a guess drawn from that stage's chances, `guesser`'s stages),
//!   and the person answers.

use std::io::{BufRead, Write};

use guessing::behaviour::Stage;
use num_rational::BigRational;
use racing::Rng;
use verify::{format_rational, to_f64};

use crate::games::draw::draw;

/// The person's side of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Role {
    /// The person guesses; dresher hides by its optimal mix.
    Guess,
    /// The person hides; dresher guesses by its optimal mix.
    Hide,
}

/// What the game needs from a certified solution: its value, Alice's mix, Bob's stages.
pub struct Optimal {
    /// The certified value V(N).
    pub value: BigRational,
    /// Alice's optimal mix over keys 1..=N.
    pub alpha: Vec<BigRational>,
    /// Bob's optimal mix as he plays it.
    pub stages: Vec<Stage>,
}

/// Plays one game on `input` and `out`; `seed` fixes dresher's draws.
pub fn play(
    optimal: &Optimal,
    role: Role,
    seed: u64,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    let n = optimal.alpha.len();
    let v = &optimal.value;
    writeln!(
        out,
        "Dresher's guessing game, N = {n}: the guesser pays one per guess until he finds the \
         key. Its value is V = {} (~ {:.4}) guesses, certified (--seed {seed} replays \
         dresher's draws).",
        format_rational(v),
        to_f64(v)
    )?;
    let mut rng = Rng::new(seed);
    match role {
        Role::Guess => person_guesses(optimal, &mut rng, input, out),
        Role::Hide => person_hides(optimal, &mut rng, input, out),
    }
}

/// dresher hides by Alice's mix; the person guesses until found.
fn person_guesses(
    optimal: &Optimal,
    rng: &mut Rng,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    let n = optimal.alpha.len();
    let key = draw(
        optimal.alpha.iter().enumerate().map(|(k, p)| (k + 1, p)),
        rng,
    );
    writeln!(
        out,
        "dresher has hidden a key, drawn from its optimal mix; against that mix no way of \
         guessing finds it in fewer than V guesses on average."
    )?;
    let (mut low, mut high, mut guesses) = (1, n, 0);
    loop {
        let prompt = format!("Keys still possible: {low}..{high}. Your guess? ");
        let guess = ask(&prompt, input, out, |line| match line.parse::<usize>() {
            Ok(g) if (1..=n).contains(&g) => Ok(g),
            _ => Err(format!("{line:?} is not a key in 1..{n}")),
        })?;
        guesses += 1;
        if guess == key {
            let chance = &optimal.alpha[key - 1];
            writeln!(
                out,
                "Found: the key was {key}, in {guesses} guess{}. dresher drew it with \
                 probability {} (~ {:.2}%); over many games, your average can be no better \
                 than V ~ {:.4}.",
                if guesses == 1 { "" } else { "es" },
                format_rational(chance),
                100.0 * to_f64(chance),
                to_f64(&optimal.value)
            )?;
            return Ok(());
        }
        let (word, note) = match guess < key {
            true => ("higher", (guess < low).then_some("a key below the range")),
            false => ("lower", (guess > high).then_some("a key above the range")),
        };
        if guess < key {
            low = low.max(guess + 1);
        } else {
            high = high.min(guess - 1);
        }
        match note {
            Some(what) => writeln!(
                out,
                "{word} (you guessed {what} still possible: a guess wasted)"
            )?,
            None => writeln!(out, "{word}")?,
        }
    }
}

/// The person hides; dresher guesses by Bob's stages and the person answers.
fn person_hides(
    optimal: &Optimal,
    rng: &mut Rng,
    input: &mut impl BufRead,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    let n = optimal.alpha.len();
    writeln!(
        out,
        "Think of a key in 1..{n}. dresher guesses; answer h (higher), l (lower) or y (yes). \
         Whatever key you pick, dresher's mix needs at most V guesses on average."
    )?;
    let (mut low, mut high, mut guesses) = (1, n, 0);
    loop {
        let stage = (optimal.stages.iter())
            .find(|s| s.interval == (low, high))
            .ok_or_else(|| {
                anyhow::anyhow!("no stage of dresher's play covers keys {low}..{high}")
            })?;
        let guess = draw(stage.guesses.iter().map(|(g, p)| (*g, p)), rng);
        guesses += 1;
        let chance = stage
            .guesses
            .iter()
            .find(|(g, _)| *g == guess)
            .map(|(_, p)| p);
        writeln!(
            out,
            "dresher guesses {guess} (at keys {low}..{high} its optimal mix guesses {guess} with \
             chance {:.2}%, drawn from {} guess{}).",
            100.0 * chance.map_or(0.0, to_f64),
            stage.guesses.len(),
            if stage.guesses.len() == 1 { "" } else { "es" }
        )?;
        let answer = ask("Higher, lower or yes (h/l/y)? ", input, out, |line| {
            answer(line, guess, (low, high))
        })?;
        match answer {
            std::cmp::Ordering::Equal => {
                writeln!(
                    out,
                    "Found {guess} in {guesses} guess{}.",
                    if guesses == 1 { "" } else { "es" }
                )?;
                return Ok(());
            }
            std::cmp::Ordering::Greater => low = guess + 1,
            std::cmp::Ordering::Less => high = guess - 1,
        }
    }
}

/// The person's answer to `guess` with keys `low..=high` still possible: where the key lies
/// from the guess, or a one-line error (an unknown word, or an answer that leaves no key).
fn answer(
    line: &str,
    guess: usize,
    (low, high): (usize, usize),
) -> Result<std::cmp::Ordering, String> {
    use std::cmp::Ordering::*;
    let side = match line.to_ascii_lowercase().as_str() {
        "h" | "higher" => Greater,
        "l" | "lower" => Less,
        "y" | "yes" => Equal,
        _ => {
            return Err(format!(
                "{line:?} is not an answer: h (higher), l (lower) or y (yes)"
            ))
        }
    };
    let possible = match side {
        Greater => guess < high,
        Less => guess > low,
        Equal => true,
    };
    match possible {
        true => Ok(side),
        false => Err(format!(
            "{line:?} leaves no key: your earlier answers put it in {low}..{high}"
        )),
    }
}

/// Reads lines until `parse` takes one, writing each refusal as one `error:` line.
fn ask<T>(
    prompt: &str,
    input: &mut impl BufRead,
    out: &mut impl Write,
    parse: impl Fn(&str) -> Result<T, String>,
) -> anyhow::Result<T> {
    loop {
        write!(out, "{prompt}")?;
        out.flush()?;
        let mut line = String::new();
        if input.read_line(&mut line)? == 0 {
            anyhow::bail!("no answer read (end of input): the game stops here");
        }
        match parse(line.trim()) {
            Ok(value) => return Ok(value),
            Err(why) => writeln!(out, "error: {why}")?,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cmp::Ordering::*;

    #[test]
    fn answers_that_leave_no_key_are_refused() {
        assert_eq!(answer("h", 5, (1, 10)), Ok(Greater));
        assert_eq!(answer("LOWER", 5, (1, 10)), Ok(Less));
        assert!(answer("h", 10, (1, 10))
            .unwrap_err()
            .contains("leaves no key"));
        assert!(answer("l", 1, (1, 10)).is_err());
        assert!(answer("maybe", 5, (1, 10))
            .unwrap_err()
            .contains("not an answer"));
    }
}
