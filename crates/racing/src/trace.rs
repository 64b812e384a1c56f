//! A race's bounds over time, kept thin: at most [`Trace::MAX_LOOKS`] looks however long
//! the race, evenly spread over its tests, the last always kept.

use serde::Serialize;

/// The bounds on the mean outcome after one test of a race.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Look {
    /// Games played by this test.
    pub games: u64,
    /// The lower bound `LB` then.
    pub lower: f64,
    /// The upper bound `UB` then.
    pub upper: f64,
}

/// Looks at a race, every `stride`-th test kept (the stride doubles when the record is
/// full), and the latest look.
#[derive(Clone, Debug)]
pub struct Trace {
    kept: Vec<Look>,
    stride: u64,
    seen: u64,
    last: Option<Look>,
}

impl Default for Trace {
    fn default() -> Self {
        Trace {
            kept: Vec::new(),
            stride: 1,
            seen: 0,
            last: None,
        }
    }
}

impl Trace {
    /// The most looks kept (the last one besides).
    pub const MAX_LOOKS: usize = 2048;

    /// Records one look.
    pub fn push(&mut self, look: Look) {
        if self.seen.is_multiple_of(self.stride) {
            if self.kept.len() == Self::MAX_LOOKS {
                let halved = self.kept.iter().step_by(2).copied().collect();
                self.kept = halved;
                self.stride *= 2;
            }
            if self.seen.is_multiple_of(self.stride) {
                self.kept.push(look);
            }
        }
        self.seen += 1;
        self.last = Some(look);
    }

    /// The looks kept, in order, ending with the latest.
    pub fn looks(&self) -> Vec<Look> {
        let mut out = self.kept.clone();
        if let Some(last) = self.last.filter(|l| out.last() != Some(l)) {
            out.push(last);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn look(t: u64) -> Look {
        Look {
            games: t,
            lower: 0.0,
            upper: 1.0,
        }
    }

    #[test]
    fn a_long_race_is_thinned_evenly_and_keeps_its_last_look() {
        let mut trace = Trace::default();
        (0..100_001).for_each(|t| trace.push(look(t)));
        let looks = trace.looks();
        assert!(looks.len() <= Trace::MAX_LOOKS + 1);
        assert_eq!(looks.last().unwrap().games, 100_000);
        let gaps: Vec<u64> = looks.windows(2).map(|w| w[1].games - w[0].games).collect();
        let stride = gaps[0];
        assert!(gaps[..gaps.len() - 1].iter().all(|&g| g == stride));
    }

    #[test]
    fn a_short_race_keeps_every_look() {
        let mut trace = Trace::default();
        (0..10).for_each(|t| trace.push(look(t)));
        let games: Vec<u64> = trace.looks().iter().map(|l| l.games).collect();
        assert_eq!(games, (0..10).collect::<Vec<_>>());
    }
}
