//! A finished level on disk, so a long run (N = 13, 14) resumes after its last finished
//! level. Format: the magic (`GOOFLVL1` for the point difference, `GOOFLVW1` for win/loss), then `n`, `k`, the value count and the totals as
//! little-endian 64-bit words, then every interval as two `f64` (lo, hi) in the level's
//! order, then an FNV-1a checksum of everything before it. The word order is not stored:
//! `Word::all(k, n)` rebuilds it, and the count must match.

use std::io::{BufReader, BufWriter, Read, Write};

use super::{Interval, Level, MAX_N};
use crate::{Error, Payoff};

/// The file's first bytes, naming the payoff its values are of.
fn magic(payoff: Payoff) -> &'static [u8; 8] {
    match payoff {
        Payoff::Points => b"GOOFLVL1",
        Payoff::WinLoss => b"GOOFLVW1",
    }
}

/// Totals over the levels solved so far.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Totals {
    /// States stored.
    pub states: usize,
    /// Matrix games solved.
    pub games: u64,
    /// The widest interval so far.
    pub widest: f64,
    /// Games solved exactly because the fast solver's strategies were poor.
    pub fallbacks: u64,
}

impl Totals {
    /// The totals with one more finished level.
    pub fn with(self, level: &Level) -> Totals {
        Totals {
            states: self.states + level.states(),
            games: self.games + level.games,
            widest: self.widest.max(level.widest),
            fallbacks: self.fallbacks + level.fallbacks,
        }
    }
}

/// A finished level with the totals up to it: what a resumed run starts from.
pub struct Checkpoint {
    /// The level.
    pub level: Level,
    /// Totals over this level and those below it.
    pub totals: Totals,
}

/// FNV-1a over the bytes written or read.
struct Fnv(u64);

impl Fnv {
    fn update(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x100_0000_01b3);
        }
    }
}

const FNV_START: u64 = 0xcbf2_9ce4_8422_2325;

impl Checkpoint {
    /// Writes the checkpoint (buffered; the caller makes the file appear atomically).
    pub fn write(&self, out: impl Write) -> std::io::Result<()> {
        let mut out = BufWriter::new(out);
        let mut sum = Fnv(FNV_START);
        let mut put = |bytes: &[u8], out: &mut BufWriter<_>| {
            sum.update(bytes);
            out.write_all(bytes)
        };
        put(magic(self.level.payoff), &mut out)?;
        let t = &self.totals;
        let (n, k, len) = (self.level.n, self.level.k, self.level.values.len());
        for word in [
            n as u64,
            k as u64,
            len as u64,
            t.states as u64,
            t.games,
            t.fallbacks,
        ] {
            put(&word.to_le_bytes(), &mut out)?;
        }
        put(&t.widest.to_le_bytes(), &mut out)?;
        for v in &self.level.values {
            put(&v.lo.to_le_bytes(), &mut out)?;
            put(&v.hi.to_le_bytes(), &mut out)?;
        }
        out.write_all(&sum.0.to_le_bytes())?;
        out.flush()
    }

    /// Reads a checkpoint of a run for `n` cards; anything else (another `n`, a torn or
    /// altered file, an interval that is not one) is a one-line error.
    pub fn read(n: usize, input: impl Read) -> Result<Checkpoint, Error> {
        let mut r = Reader {
            input: BufReader::new(input),
            sum: Fnv(FNV_START),
        };
        let (payoff, k, len, totals) = r.header(n)?;
        let mut level = Level::empty(n, k, payoff);
        if len != level.expected_states() {
            return Err(bad(&format!(
                "{len} values, level {k} of N = {n} has {}",
                level.expected_states()
            )));
        }
        level.values = (0..len)
            .map(|_| r.interval())
            .collect::<Result<_, Error>>()?;
        r.checksum()?;
        if level.values.iter().any(|v| !is_interval(v)) {
            return Err(bad("a value is not an interval"));
        }
        Ok(Checkpoint { level, totals })
    }
}

/// `lo <= hi`, both finite.
fn is_interval(v: &Interval) -> bool {
    v.lo <= v.hi && v.lo.is_finite() && v.hi.is_finite()
}

fn bad(why: &str) -> Error {
    Error::Checkpoint(why.to_string())
}

struct Reader<R> {
    input: R,
    sum: Fnv,
}

impl<R: Read> Reader<R> {
    fn bytes(&mut self, buf: &mut [u8]) -> Result<(), Error> {
        self.input
            .read_exact(buf)
            .map_err(|_| bad("the file ends early"))?;
        self.sum.update(buf);
        Ok(())
    }

    fn word(&mut self) -> Result<u64, Error> {
        let mut b = [0u8; 8];
        self.bytes(&mut b)?;
        Ok(u64::from_le_bytes(b))
    }

    /// The magic and the words before the values: the payoff, the level's `k`, its value
    /// count and the totals, for a checkpoint of `n` cards (another `n` is an error).
    fn header(&mut self, n: usize) -> Result<(Payoff, usize, usize, Totals), Error> {
        let mut bytes = [0u8; 8];
        self.bytes(&mut bytes)?;
        let Some(payoff) = [Payoff::Points, Payoff::WinLoss]
            .into_iter()
            .find(|&p| magic(p) == &bytes)
        else {
            return Err(bad("not a Goofspiel level checkpoint"));
        };
        let [file_n, k, len, states, games, fallbacks] = [(); 6].map(|()| self.word());
        let (file_n, k, len) = (file_n? as usize, k? as usize, len? as usize);
        if file_n != n || n > MAX_N {
            return Err(bad(&format!(
                "a checkpoint of N = {file_n}, level {k}, not of N = {n}"
            )));
        }
        if k >= n {
            return Err(bad(&format!(
                "a checkpoint of level {k}: the levels of N = {n} go up to {}",
                n - 1
            )));
        }
        let widest = f64::from_bits(self.word()?);
        let totals = Totals {
            states: states? as usize,
            games: games?,
            widest,
            fallbacks: fallbacks?,
        };
        Ok((payoff, k, len, totals))
    }

    fn interval(&mut self) -> Result<Interval, Error> {
        Ok(Interval {
            lo: f64::from_bits(self.word()?),
            hi: f64::from_bits(self.word()?),
        })
    }

    /// The stored checksum matches what was read, and nothing follows it.
    fn checksum(&mut self) -> Result<(), Error> {
        let expected = self.sum.0;
        let mut stored = [0u8; 8];
        self.input
            .read_exact(&mut stored)
            .map_err(|_| bad("the file ends early"))?;
        if u64::from_le_bytes(stored) != expected || self.input.read(&mut [0u8; 1]).ok() != Some(0)
        {
            return Err(bad("the checksum does not match (a torn or altered file)"));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A checkpoint of level 1 of N = 4 whose values are `values` (the right count unless
    /// changed), written as a run would write it.
    fn written(values: impl Fn(usize) -> Vec<Interval>) -> Vec<u8> {
        let mut level = Level::empty(4, 1, Payoff::Points);
        level.values = values(level.expected_states());
        let totals = Totals::default();
        let mut bytes = Vec::new();
        Checkpoint { level, totals }.write(&mut bytes).unwrap();
        bytes
    }

    /// What the checksum cannot catch, the reader does: a value that is not an interval, a
    /// count that is not the level's; and bytes after the checksum are a torn file.
    #[test]
    fn well_summed_but_wrong_checkpoints_are_refused() {
        let point = |x: f64| Interval { lo: x, hi: x };
        let good = written(|len| vec![point(0.5); len]);
        assert!(Checkpoint::read(4, good.as_slice()).is_ok());
        let mut trailing = good.clone();
        trailing.push(0);
        let cases = [
            (trailing, "checksum"),
            (written(|len| vec![point(f64::NAN); len]), "not an interval"),
            (
                written(|len| vec![Interval { lo: 1.0, hi: 0.0 }; len]),
                "not an interval",
            ),
            (
                written(|len| vec![point(0.5); len + 1]),
                "values, level 1 of N = 4",
            ),
        ];
        for (bytes, why) in cases {
            let e = Checkpoint::read(4, bytes.as_slice())
                .err()
                .unwrap()
                .to_string();
            assert!(e.contains(why) && !e.contains('\n'), "{why}: {e}");
        }
    }

    #[test]
    fn a_level_as_high_as_n_is_refused_not_solved_on() {
        let mut level = Level::empty(4, 4, Payoff::Points);
        level.values = vec![Interval::ZERO; level.expected_states()];
        let below = Checkpoint {
            level,
            totals: Totals::default(),
        };
        let mut bytes = Vec::new();
        below.write(&mut bytes).unwrap();
        let e = Checkpoint::read(4, bytes.as_slice()).err().unwrap();
        assert!(e.to_string().contains("levels of N = 4 go up to 3"), "{e}");
        let resumed = super::super::solve_resumable(
            4,
            Payoff::Points,
            Some(below),
            &|_, _, _| {},
            |_| Ok(()),
        );
        let e = resumed.err().unwrap().to_string();
        assert!(e.contains("the levels go up to N - 1 = 3"), "{e}");
    }
}
